/** Turns what went wrong in a form post into the 4xx/5xx answer the form shows (field messages, or one message). */
import { json } from "@remix-run/node";
import { BackendError, DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import { HONEYPOT_FIELD_NAME, SUBMISSION_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { enforceFormRateLimit } from "./rate-limit.server";
import { formValues, type FieldErrors, type FormFailure } from "./form-validation";

/** The visitor's input to show again, without the guards (a fresh key comes from the loader). */
export function keptValues(formData: FormData): Record<string, string> {
  const values = formValues(formData);
  delete values[HONEYPOT_FIELD_NAME];
  delete values[SUBMISSION_KEY_FIELD_NAME];
  return values;
}

export function invalidForm(fieldErrors: FieldErrors, values: Record<string, string>) {
  return json<FormFailure>({ fieldErrors, values, formError: null }, { status: 400 });
}

/**
 * A backend failure: its field errors beside the form's fields when it named known fields, otherwise the
 * server's message, or `fallback` when the server said nothing useful (spec §8).
 */
export function backendFailure(error: unknown, values: Record<string, string>, fields: readonly string[], fallback: string) {
  if (!(error instanceof BackendError)) {
    console.error("form submission failed:", error);
    return json<FormFailure>({ fieldErrors: null, values, formError: fallback }, { status: 503 });
  }
  const known = Object.entries(error.fieldErrors ?? {}).filter(([field, messages]) => fields.includes(field) && messages.length);
  if (known.length) {
    const fieldErrors = Object.fromEntries(known.map(([field, messages]) => [field, messages[0]]));
    return json<FormFailure>({ fieldErrors, values, formError: null }, { status: 400 });
  }
  const message = error.message && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : fallback;
  const status = error.status >= 400 && error.status < 600 ? error.status : 503;
  return json<FormFailure>({ fieldErrors: null, values, formError: message }, { status });
}

/** The per-IP limit as the form's own message (a thrown 429 would replace the page, or the dialog's host page). */
export async function formRateLimit(request: Request, values: Record<string, string>) {
  try {
    await enforceFormRateLimit(request);
    return null;
  } catch (error) {
    if (!(error instanceof Response) || error.status !== 429) throw error;
    return json<FormFailure>(
      { fieldErrors: null, values, formError: await error.text() },
      { status: 429, headers: { "Retry-After": error.headers.get("Retry-After") ?? "60" } },
    );
  }
}
