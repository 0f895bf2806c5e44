/**
 * The solutions editor's forms: the solution's own fields (name, commercial name, the description in
 * Markdown, one checkbox per category: `category_<id>`), the list's filters, and the words of its answers. Each text
 * has an optional Arabic twin (`name_ar`, `commercial_name_ar`, `description_ar`), under the same rules;
 * empty means "no Arabic" (null: Arabic pages show the English). Its technical data and the problems it treats with their
 * dose ranges (./solution-technical.ts) are part of the same form, so its validator is made for the page's problem list.
 */
import { z } from "zod";
import type { ContentStatus } from "~/db/schema";
import { editorValidator } from "./content";
import { checkbox, formValidator } from "./kit";
import { technicalOf, type ProblemChoice } from "./solution-technical";

export const SOLUTION_ROLES = ["editor", "admin"] as const;

export const SOLUTION_MESSAGES = {
  nameRequired: "Enter the solution's name.",
  nameTooLong: "The name must be at most 200 characters.",
  commercialTooLong: "The commercial name must be at most 200 characters.",
  markup: "Names cannot contain < or >.",
  control: "Names cannot contain control characters (tabs, line breaks).",
  descriptionTooLong: "The description must be at most 100,000 characters.",
  created: "Solution created as a draft. Publish it when it is ready.",
  saved: "Solution saved.",
  published: "Solution published: it shows on the site now.",
  unpublished: "Solution unpublished: it no longer shows on the site.",
  archived: "Solution archived: it no longer shows on the site; requests and saved items keep its name.",
  deleted: "Solution deleted.",
  pictureSaved: "Picture saved.",
  plantAdded: "Plant added.",
  plantRemoved: "Plant removed.",
  plantMissing: "That plant no longer exists.",
} as const;

export const STATUS_LABELS: Record<ContentStatus, string> = { draft: "Draft", published: "Published", archived: "Archived" };

export const SOLUTION_FORM_ID = "solution-editor";

/** A one-line name: trimmed, required (or not), at most `max`, no control characters and nothing markup-like. */
function nameField(required: string | null, tooLong: string, max = 200) {
  return z
    .string()
    .default("")
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, required ?? undefined)
        .max(max, tooLong)
        .refine((value) => !/\p{Cc}/u.test(value), SOLUTION_MESSAGES.control)
        .refine((value) => !/[<>]/.test(value), SOLUTION_MESSAGES.markup),
    );
}

export const categoryFieldName = (id: number) => `category_${id}`;
const CATEGORY_FIELD = /^category_([1-9]\d{0,8})$/;

const markdownField = () =>
  z
    .string()
    .default("")
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().max(100_000, SOLUTION_MESSAGES.descriptionTooLong));

/** An optional Arabic text: "" is stored as null (the English shows on Arabic pages). */
const orNull = (value: string) => value || null;

const solutionSchema = (problems: readonly ProblemChoice[]) =>
  z
    .object({
      name: nameField(SOLUTION_MESSAGES.nameRequired, SOLUTION_MESSAGES.nameTooLong),
      commercial_name: nameField(null, SOLUTION_MESSAGES.commercialTooLong),
      description: markdownField(),
      name_ar: nameField(null, SOLUTION_MESSAGES.nameTooLong),
      commercial_name_ar: nameField(null, SOLUTION_MESSAGES.commercialTooLong),
      description_ar: markdownField(),
    })
    .passthrough()
    .transform((value, ctx) => ({
      name: value.name,
      commercialName: value.commercial_name,
      markdown: value.description,
      nameAr: orNull(value.name_ar),
      commercialNameAr: orNull(value.commercial_name_ar),
      markdownAr: orNull(value.description_ar),
      categoryIds: Object.entries(value)
        .map(([key, ticked]) => [CATEGORY_FIELD.exec(key)?.[1], checkbox(ticked)] as const)
        .filter(([id, ticked]) => id && ticked)
        .map(([id]) => Number(id)),
      technical: technicalOf(value, problems, ctx),
    }));

/** The editor form's validator, for the problems the page offers (the browser's and the server's are the same list). */
export const solutionValidatorFor = (problems: readonly ProblemChoice[]) => editorValidator(formValidator(solutionSchema(problems)));

/** The statuses, from the labels' keys: the schema module must not reach the browser's bundle. */
const STATUSES = Object.keys(STATUS_LABELS) as ContentStatus[];
const isStatus = (value: string | null): value is ContentStatus => (STATUSES as readonly string[]).includes(value ?? "");

/** The list's filters from its URL: unknown or malformed values are dropped. */
export function solutionFilterFrom(params: URLSearchParams) {
  const id = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);
  const status = params.get("status");
  const page = id(params.get("page")) ?? 1;
  return {
    search: (params.get("q") ?? "").trim().slice(0, 100),
    category: id(params.get("category")),
    plant: id(params.get("plant")),
    status: isStatus(status) ? status : null,
    page: Math.min(page, 100_000),
  };
}
