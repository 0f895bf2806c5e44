/**
 * What a visitor sends, one zod schema per payload: the data-sheet request and the inquiry, the contact message, the
 * job application, registration and sign-in. The same schema checks the form in the browser, the form's action,
 * the /api/v1 route and writes the OpenAPI document, so a rule or a message cannot differ between them. A form adds
 * only what belongs to the page (a "remember me" box, where to go next). Form posts carry text and JSON may carry
 * numbers, so ids accept both. The messages are the spec's (§5); each has its Arabic text in locales/ar/forms.json.
 */
import { z } from "zod";
import { confirmPasswordField, email, MESSAGES, newPasswordField, passwordField } from "~/utils/account-fields";

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
function id(message: string) {
  return z.preprocess(
    (value) => (typeof value === "number" || (typeof value === "string" && /^\s*[0-9]{1,10}\s*$/.test(value)) ? Number(value) : undefined),
    z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}

const person = {
  first_name: requiredText("First name", 100),
  last_name: requiredText("Last name", 100),
};

/** An MSDS or TDS request (spec §3): who asks, for which job and company, from which country. */
export const DataSheetRequestPayload = z.object({
  ...person,
  company_email_address: email("Email is required"),
  job_function: id("Job function is required"),
  company: requiredText("Company name", 200),
  country: id("Country is required"),
});

/** An inquiry: a data-sheet request with a message. */
export const InquiryPayload = DataSheetRequestPayload.extend({ message: requiredText("Message", 5000) });

/** A contact message (spec §3): the city is sent, the country only narrows the city list on the page. */
export const ContactPayload = z.object({
  ...person,
  email: email("Email is required"),
  phone_number: requiredText("Phone number", 40),
  city: id("City is required"),
  message: optionalText("Message", 5000),
});

/** A job application's text fields; the resume is a file, judged by forms/application.ts and on the server by content. */
export const ApplicationPayload = z.object({
  ...person,
  email: email(),
  phone_number: requiredText("Phone number", 40),
  cover_letter: optionalText("Cover letter", 10_000),
  vacancy: id("Invalid vacancy selected"),
});

/** Sign-in: a valid address and a password (the old site's message for an empty one said '8 characters'; this says what is checked). */
export const LoginPayload = z.object({ email: email(), password: passwordField });

export const RegisterFields = z.object({
  email: email(),
  password: newPasswordField,
  confirm_password: confirmPasswordField,
});

/** 'Passwords do not match', on the confirm field, once a confirmation was typed (spec §5). */
export function passwordsMatch<S extends z.ZodType<{ password: string; confirm_password: string }>>(schema: S): z.ZodEffects<S> {
  return schema.superRefine((fields, ctx) => {
    if (fields.confirm_password && fields.password !== fields.confirm_password) {
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: MESSAGES.passwordsDiffer });
    }
  }) as z.ZodEffects<S>;
}

/** Registration: a valid address, a password of at least 8 characters, typed twice. */
export const RegisterPayload = passwordsMatch(RegisterFields);
