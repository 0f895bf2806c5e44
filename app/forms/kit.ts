/**
 * The one way to build a form: a zod schema per form in app/forms/, wrapped once with `formValidator` and shared by the
 * browser (AppForm), the action (readValidatedForm) and the tests. What an action answers when a form fails has one
 * shape, `FormAnswer`: remix-validated-form's (field errors and the values to put back when the page is rendered on the
 * server, i.e. without JavaScript) plus one form-wide message.
 */
import { withZod } from "@remix-validated-form/with-zod";
import type { Validator } from "remix-validated-form";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export interface FormAnswer {
  /** One message per field, the first the schema found (the spec shows one message beside a field). */
  fieldErrors: FieldErrors;
  /** What the visitor typed (never passwords or the form's guards), to fill the form again without JavaScript. */
  repopulateFields: Record<string, string>;
  /** A message for the whole form: the backend's refusal, the rate limit, an oversized body. */
  formError: string | null;
  /** The form this answers, on pages with several forms. */
  formId?: string;
}

/** A field name of the site's forms: a plain identifier (the forms use no nested or array names). */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const FORBIDDEN_NAMES = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The posted fields whose names are plain identifiers. remix-validated-form reads "a.b" and "a[0]" as paths into
 * nested objects, and throws on names that clash ("H" and "H]") or would reach a prototype ("__proto__"): the fuzz
 * test found both as 500s. No form of the site uses such names, so they are dropped like any other unknown field.
 */
function safeFields(data: Parameters<Validator<unknown>["validate"]>[0]): FormData {
  const entries: [string, unknown][] = typeof data.entries === "function" ? [...(data as FormData).entries()] : Object.entries(data);
  const out = new FormData();
  for (const [name, value] of entries) {
    if (!FIELD_NAME.test(name) || FORBIDDEN_NAMES.has(name)) continue;
    if (typeof value === "string" || value instanceof Blob) out.append(name, value);
  }
  return out;
}

/** The validator of a form's schema, for ValidatedForm in the browser and readValidatedForm on the server. */
export function formValidator<S extends z.ZodTypeAny>(schema: S): Validator<z.output<S>> {
  const validator = withZod(schema);
  return {
    validate: (data) => validator.validate(safeFields(data)),
    validateField: validator.validateField && ((data, field) => validator.validateField!(safeFields(data), field)),
  };
}

/** A ticked checkbox sends "on"; an absent one means false. */
export const checkbox = (value: unknown) => value === "on" || value === "true" || value === true;
