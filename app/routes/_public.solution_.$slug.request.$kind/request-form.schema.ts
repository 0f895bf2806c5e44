/** The MSDS / TDS / inquiry request form (spec §3 payload, §5 rules and messages). */
import { z } from "zod";
import type { DataSheetKind } from "~/backend/contract";

export const REQUEST_KINDS = ["msds", "tds", "inquiry"] as const satisfies readonly DataSheetKind[];

export const REQUEST_FORM_TITLES: Record<DataSheetKind, string> = {
  msds: "MSDS Request Form",
  tds: "TDS Request Form",
  inquiry: "Inquiry Form",
};

export const REQUEST_SUCCESS_MESSAGE = "Your request has been submitted successfully";
export const REQUEST_FAILURE_MESSAGE = "When submitting the form, an error occurred please try again";

/** Spec §5: a simple address pattern, case-insensitive, with a top-level part of at least 2 letters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

export function isRequestKind(value: string | undefined): value is DataSheetKind {
  return (REQUEST_KINDS as readonly string[]).includes(value ?? "");
}

/** A required text field: missing, empty or blank all read as the field's "is required" message. */
export function requiredText(message: string, max = 200, tooLong = "This field is too long") {
  return z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, tooLong);
}

function requiredId(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .regex(/^[1-9][0-9]{0,8}$/, message)
    .transform(Number);
}

export function requiredEmail() {
  return z
    .string({ required_error: "Email is required", invalid_type_error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Invalid email address")
    .regex(EMAIL_PATTERN, "Invalid email address");
}

const base = {
  first_name: requiredText("First name is required", 100),
  last_name: requiredText("Last name is required", 100),
  company_email_address: requiredEmail(),
  job_function: requiredId("Job function is required"),
  company: requiredText("Company name is required", 200),
  country: requiredId("Country is required"),
};

export const dataSheetRequestSchema = z.object(base);
export const inquirySchema = z.object({ ...base, message: requiredText("Message is required", 5000, "The message is too long") });

export function requestFormSchema(kind: DataSheetKind) {
  return kind === "inquiry" ? inquirySchema : dataSheetRequestSchema;
}

export type RequestFormData = z.infer<typeof inquirySchema> | z.infer<typeof dataSheetRequestSchema>;
