/**
 * The /api/v1 query strings of spec §7 as zod schemas, and the answers every route shares. The API routes validate
 * with them and the OpenAPI document is generated from them; the bodies a visitor sends are the forms' payloads
 * (app/forms: data-sheet-request, contact, application, login, register).
 */
import { z } from "zod";
import { HAZARD_FILTER_VALUES, NOT_CLASSIFIED, readHazardFilter } from "~/content/ghs/hazard-filter";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "./contract";

/** One id or repeated ids (`processes=1&processes=2`), also accepted comma-separated. */
function idList(name: string) {
  const message = `${name} must be a list of whole-number ids`;
  return z
    .preprocess(
      (value) => {
        if (value === undefined || value === "") return [];
        const list = Array.isArray(value) ? value : [value];
        return list.flatMap((v) => String(v).split(",")).map((v) => v.trim()).filter(Boolean);
      },
      z.array(z.string().regex(/^[1-9][0-9]{0,9}$/, message).transform(Number).pipe(z.number().max(2_147_483_647, message))).max(100, `at most 100 ${name}`),
    )
    .default([]);
}

/** A repeated scalar parameter counts once, by its last value (as Django REST framework reads it). */
function single<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => {
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    // Defaults arrive as numbers; the query string always gives text.
    return typeof last === "number" ? String(last) : last;
  }, schema);
}

const bool = (name: string) =>
  single(z.enum(["true", "false", "1", "0"], { errorMap: () => ({ message: `${name} must be true or false` }) }).optional()).transform(
    (v) => v === "true" || v === "1",
  );

/** Whole numbers only in digits: '1e3', '1.0' or ' 1' are refused rather than guessed at. */
const positiveInt = (name: string, max = 2_147_483_647) =>
  single(
    z
      .string({ invalid_type_error: `${name} must be a whole number` })
      .regex(/^[0-9]{1,10}$/, `${name} must be a whole number`)
      .transform(Number)
      .pipe(z.number().int().min(1, `${name} must be 1 or more`).max(max, `${name} must be at most ${max}`)),
  );

const PageQuerySchema = z.object({
  page: positiveInt("page", 1_000_000).default(1),
  page_size: positiveInt("page_size", PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const PlantsQuerySchema = z.object({
  geographic_order: bool("geographic_order"),
  processes: idList("processes"),
  country: idList("country"),
});

/** The hazard filter (app/content/ghs/hazard-filter.ts): repeated or comma-separated; an unknown choice is named and refused. */
const hazardChoices = z
  .preprocess((value) => (value === undefined || value === "" ? [] : (Array.isArray(value) ? value : [value]).map(String)), z.array(z.string()).max(20, "at most 20 hazard choices"))
  .transform((values, ctx) => {
    const { chosen, unknown } = readHazardFilter(values);
    for (const value of unknown) ctx.addIssue({ code: "custom", message: `hazard "${value.slice(0, 40)}" is not one of ${HAZARD_FILTER_VALUES.join(", ")}` });
    return chosen;
  })
  .describe(`Hazard filter, repeated or comma-separated, ORed: "${NOT_CLASSIFIED}" (entered as not hazardous) or a GHS pictogram code (classified and showing it), e.g. hazard=GHS02&hazard=GHS05`);

export const SolutionsQuerySchema = PageQuerySchema.extend({
  plants: positiveInt("plants").optional(),
  categories: idList("categories"),
  search: single(z.string().max(200, "search must be at most 200 characters").optional()),
  hazard: hazardChoices,
});

export const LocationsQuerySchema = z
  .object({
    type: single(z.enum(["country", "city"], { errorMap: () => ({ message: "type must be country or city" }) }).default("country")),
    has_plant: bool("has_plant"),
    /** A country id, or a country name (spec §3: cities are looked up by country and parent name). */
    parent: single(z.string().trim().min(1, "parent is required for cities").max(100).optional()),
  })
  .superRefine((query, ctx) => {
    if (query.type === "city" && !query.parent) ctx.addIssue({ code: "custom", path: ["parent"], message: "parent is required for cities" });
  });

export const VacanciesQuerySchema = z.object({ department: positiveInt("department").optional() });

/** The answer of every successful POST: 201 and a message. */
export const SubmittedSchema = z.object({ status: z.number().int(), message: z.string() });

/** A basket request's answer also carries its reference, which the buyer quotes to sales. */
export const BasketSubmittedSchema = SubmittedSchema.extend({ reference: z.string().describe("RFQ-YYYY-NNNNNN, e.g. RFQ-2026-000042") });

/**
 * The Idempotency-Key header of a POST: the same key sent again (a retry after a lost answer) stores nothing new and
 * answers the first call's reference. At most 100 characters are read.
 */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z.string().max(100).optional().describe("A key of the client's own (a UUID): a call repeated with it is stored once"),
});

export const ErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.record(z.array(z.string())).nullable(),
});
