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

/** Names remix-validated-form's path reader refuses by throwing (found by the fuzz test as a 500). */
const FORBIDDEN_SEGMENTS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The posted fields without those whose name could reach an object's prototype: the library refuses them by
 * throwing, and no form of the site has such a field, so they are dropped like any other unknown field.
 */
function safeFields(data: Parameters<Validator<unknown>["validate"]>[0]): FormData {
  const entries: [string, unknown][] = typeof data.entries === "function" ? [...(data as FormData).entries()] : Object.entries(data);
  const out = new FormData();
  for (const [name, value] of entries) {
    if (name.split(/[.[\]]/).some((segment) => FORBIDDEN_SEGMENTS.has(segment))) continue;
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
