/**
 * The /api/v1 request contract as zod schemas: query strings and JSON bodies of spec §7 with the messages of
 * spec §5. The API routes validate with them and the OpenAPI document is generated from them.
 */
import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "./contract";

/** Spec §5: a simple address pattern, case-insensitive, top-level part of at least 2 letters. */
const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

const required = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);
const email = (requiredMessage: string) => required(requiredMessage).max(254, "Invalid email address").regex(EMAIL_PATTERN, "Invalid email address");
const idOf = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "number" || (typeof value === "string" && /^\s*[0-9]+\s*$/.test(value)) ? Number(value) : undefined),
    z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

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

export const SolutionsQuerySchema = PageQuerySchema.extend({
  plants: positiveInt("plants").optional(),
  categories: idList("categories"),
  search: single(z.string().max(200, "search must be at most 200 characters").optional()),
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

// ---- JSON bodies ----

export const DataSheetRequestBody = z.object({
  first_name: required("First name is required").pipe(z.string().max(100, "First name is too long")),
  last_name: required("Last name is required").pipe(z.string().max(100, "Last name is too long")),
  company_email_address: email("Email is required"),
  job_function: idOf("Job function is required"),
  company: required("Company name is required").pipe(z.string().max(200, "Company name is too long")),
  country: idOf("Country is required"),
});

export const InquiryBody = DataSheetRequestBody.extend({
  message: required("Message is required").pipe(z.string().max(5000, "Message is too long")),
});

export const ContactBody = z.object({
  first_name: required("First name is required").pipe(z.string().max(100, "First name is too long")),
  last_name: required("Last name is required").pipe(z.string().max(100, "Last name is too long")),
  email: email("Email is required"),
  phone_number: required("Phone number is required").pipe(z.string().max(40, "Phone number is too long")),
  city: idOf("City is required"),
  message: z.string().max(5000, "Message is too long").optional().default(""),
});

export const LoginBody = z.object({
  email: email("Invalid email address"),
  // Spec §5: one character suffices, yet the message reads '… at least 8 characters'.
  password: z.string({ required_error: "Password must be at least 8 characters" }).min(1, "Password must be at least 8 characters").max(1000),
});

export const RegisterBody = z
  .object({
    email: email("Invalid email address"),
    password: z.string({ required_error: "Password must be at least 8 characters" }).min(8, "Password must be at least 8 characters").max(1000),
    confirm_password: z.string({ required_error: "Confirm Password is required" }).min(1, "Confirm Password is required").max(1000),
  })
  .superRefine((body, ctx) => {
    if (body.confirm_password && body.password !== body.confirm_password) {
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "Passwords do not match" });
    }
  });

export const ApplicationFields = z.object({
  first_name: required("First name is required").pipe(z.string().max(100, "First name is too long")),
  last_name: required("Last name is required").pipe(z.string().max(100, "Last name is too long")),
  email: email("Invalid email address"),
  phone_number: required("Phone number is required").pipe(z.string().max(40, "Phone number is too long")),
  cover_letter: z.string().max(10_000, "Cover letter is too long").optional().default(""),
  vacancy: idOf("Invalid vacancy selected"),
});

export const RESUME_MESSAGES = {
  missing: "Please upload your resume",
  tooLarge: "File size should be less than 5MB",
  type: "Please upload only DOC, DOCX, HTML, PDF, or TXT files",
} as const;

/** The answer of every successful POST: 201 and a message. */
export const SubmittedSchema = z.object({ status: z.number().int(), message: z.string() });

export const ErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.record(z.array(z.string())).nullable(),
});
