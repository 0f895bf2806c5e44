/** One zod schema per form, run on the server for every POST and in the browser before submit, then on change. */
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** The first message for each field, as the spec shows one message beside a field. */
export function firstErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** FormData as a plain object for the schema (a checkbox that is not ticked is simply absent). */
export function formValues(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function parseForm<S extends z.ZodTypeAny>(schema: S, formData: FormData): Parsed<z.infer<S>> {
  const result = schema.safeParse(formValues(formData));
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: firstErrors(result.error) };
}

/** A ticked checkbox sends "on"; an absent one means false. */
export const checkbox = (value: unknown) => value === "on" || value === "true" || value === true;

/**
 * Client-side validation with the same schema: nothing is checked before the first submit; after it, every change
 * re-validates. New server errors (a fresh action answer) replace the client's.
 */
export function useSchemaValidation<S extends z.ZodTypeAny>(schema: S, serverErrors?: FieldErrors | null) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    setClientErrors(null);
  }, [serverErrors]);

  function validate(form: HTMLFormElement) {
    const result = schema.safeParse(formValues(new FormData(form)));
    return result.success ? {} : firstErrors(result.error);
  }

  return {
    errors: clientErrors ?? serverErrors ?? {},
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const errors = validate(event.currentTarget);
      setSubmitted(true);
      setClientErrors(errors);
      if (Object.keys(errors).length > 0) {
        event.preventDefault();
        event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(errors)[0]}"]`)?.focus();
      }
    },
    onChange(event: ChangeEvent<HTMLFormElement>) {
      if (submitted) setClientErrors(validate(event.currentTarget));
    },
  };
}

export type ValidationResult<T> = { data: T; fieldErrors: null } | { data: null; fieldErrors: FieldErrors };

/** The same check as parseForm, in the shape the request and quote forms use. */
export function validateFormData<S extends z.ZodTypeAny>(schema: S, formData: FormData): ValidationResult<z.output<S>> {
  const parsed = parseForm(schema, formData);
  return parsed.ok ? { data: parsed.data, fieldErrors: null } : { data: null, fieldErrors: parsed.errors };
}

/** What a failed form post answers (400 and friends): one message per field, the visitor's input, or a form-wide message. */
export interface FormFailure {
  fieldErrors: FieldErrors | null;
  values: Record<string, string>;
  formError: string | null;
}
