/** Runs a form's zod schema over FormData in the browser or on the server: the data, or one message per field. */
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { data: T; fieldErrors: null } | { data: null; fieldErrors: FieldErrors };

/** The submitted text fields, so a failed form can be shown again with what the visitor typed. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

export function validateFormData<S extends z.ZodTypeAny>(schema: S, formData: FormData): ValidationResult<z.output<S>> {
  const result = schema.safeParse(formValues(formData));
  if (result.success) return { data: result.data, fieldErrors: null };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    // The first message per field is the one the spec words (required before format).
    fieldErrors[field] ??= issue.message;
  }
  return { data: null, fieldErrors };
}

/** What a failed form post answers (400 and friends): one message per field, the visitor's input, or a form-wide message. */
export interface FormFailure {
  fieldErrors: FieldErrors | null;
  values: Record<string, string>;
  formError: string | null;
}
