/**
 * A failed form's answer body (FormAnswer), built in one place: by the form pipeline (action.server.ts) and by the
 * body-limit middleware, which answers an oversized JavaScript post before any route runs. No server imports, so
 * both may use it.
 */
import { HONEYPOT_FIELD_NAME, STAFF_FORM_KEY_FIELD_NAME, SUBMISSION_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import type { FieldErrors, FormAnswer } from "./kit";

const FORM_ID_FIELD = "__rvfInternalFormId";

type Fields = FormData | Record<string, unknown> | Iterable<[string, unknown]>;

function entriesOf(fields: Fields): [string, unknown][] {
  if (fields instanceof FormData) return [...fields.entries()];
  if (Symbol.iterator in fields) return [...(fields as Iterable<[string, unknown]>)];
  return Object.entries(fields);
}

/** The visitor's input to show again: every text field but passwords and the form's own guards. */
export function keptValues(fields: Fields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of entriesOf(fields)) {
    if (typeof value !== "string" || /password/i.test(name)) continue;
    if (name === HONEYPOT_FIELD_NAME || name === SUBMISSION_KEY_FIELD_NAME || name === STAFF_FORM_KEY_FIELD_NAME || name === FORM_ID_FIELD) continue;
    out[name] = value;
  }
  return out;
}

function formIdOf(fields: Fields | null) {
  if (!fields) return undefined;
  const value = entriesOf(fields).find(([name]) => name === FORM_ID_FIELD)?.[1];
  return typeof value === "string" && value ? value : undefined;
}

export type Failure = {
  fieldErrors?: FieldErrors;
  formError?: string | null;
  fields?: Fields | null;
  /** The form answered, when the fields do not say (a form that is no AppForm, e.g. an upload). */
  formId?: string;
};

/** The body of a failed form's answer: its messages, what was typed, and which form it answers. */
export function formAnswer({ fieldErrors, formError, fields, formId }: Failure): FormAnswer {
  return {
    fieldErrors: fieldErrors ?? {},
    repopulateFields: fields ? keptValues(fields) : {},
    formError: formError ?? null,
    formId: formIdOf(fields ?? null) ?? formId,
  };
}
