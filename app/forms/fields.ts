/**
 * The fields the visitors' payloads are built from (forms/data-sheet-request.ts, contact.ts, application.ts,
 * login.ts, register.ts). Each payload has one schema, used by its form in the browser, the form's action, its
 * /api/v1 route and the OpenAPI document, so a rule or a message cannot differ between them. Form posts carry text
 * and JSON may carry numbers, so ids accept both. Every message has its Arabic text in locales/ar/forms.json.
 */
import { z } from "zod";

const MAX_ID = 2_147_483_647;

/** "First name must be at most 100 characters": the field and the limit, as the profile form says it. */
const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString("en")} characters`;

/** A required text: missing, empty or blank all read "<label> is required"; surrounding spaces are not kept. */
export function requiredText(label: string, max: number) {
  const required = `${label} is required`;
  return z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required).max(max, tooLong(label, max));
}

/** An optional text: absent reads as "". */
export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, tooLong(label, max)).optional().default("");
}

/** A required id from a select (text) or from JSON (a number); anything else, "" included, gets `message`. */
export function requiredId(message: string) {
  return z.preprocess(
    (value) => (typeof value === "number" || (typeof value === "string" && /^\s*[0-9]{1,10}\s*$/.test(value)) ? Number(value) : undefined),
    z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}

/** A person's names, as every public form asks for them. */
export const personNames = {
  first_name: requiredText("First name", 100),
  last_name: requiredText("Last name", 100),
};
