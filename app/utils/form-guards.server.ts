/**
 * The two hidden fields of a public form, on the server: the honeypot a person leaves empty, and the submission key
 * that makes a resent form idempotent (the same key is stored once).
 */
import { randomUUID } from "node:crypto";
import { SUBMISSION_KEY_FIELD_NAME as SUBMISSION_KEY_FIELD } from "./form-guard-names";

export function newSubmissionKey() {
  return randomUUID();
}

/** A valid key from the form, or undefined (then no de-duplication). */
export function submissionKeyFrom(formData: FormData): string | undefined {
  const value = formData.get(SUBMISSION_KEY_FIELD);
  return typeof value === "string" && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;
}
