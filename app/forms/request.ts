/** The MSDS / TDS / inquiry request form (spec §3 payload, §5 rules and messages), on its page or in a dialog. */
import type { Validator } from "remix-validated-form";
import { z } from "zod";
import type { DataSheetKind, IdName } from "~/backend/contract";
import { EMAIL_PATTERN } from "~/utils/account-fields";
import { formValidator } from "./kit";



export const REQUEST_SUCCESS_MESSAGE = "Your request has been submitted successfully";
export const REQUEST_FAILURE_MESSAGE = "When submitting the form, an error occurred please try again";


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

/** A required e-mail: 'Email is required' when empty, 'Invalid email address' when it does not match (spec §5). */
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

const dataSheetRequestSchema = z.object(base);
const inquirySchema = z.object({ ...base, message: requiredText("Message is required", 5000, "The message is too long") });

const dataSheetRequestValidator = formValidator(dataSheetRequestSchema);
const inquiryValidator = formValidator(inquirySchema);

/** A checked request: an inquiry's carries its message. */
type RequestFields = z.output<typeof dataSheetRequestSchema> & { message?: string };

/** The validator of a kind's form: an inquiry also asks for a message. */
export function requestValidator(kind: DataSheetKind): Validator<RequestFields> {
  return kind === "inquiry" ? inquiryValidator : dataSheetRequestValidator;
}

/** The fields the backend may name in a refusal. */
export const REQUEST_FIELDS = ["first_name", "last_name", "company_email_address", "job_function", "company", "country", "message"] as const;

/** What the request form's page loads, and the dialog fetches from it. */
export interface RequestFormLoad {
  kind: DataSheetKind;
  title: string;
  solution: { id: number; name: string };
  jobFunctions: IdName[];
  countries: IdName[];
  redirectTo: string;
  /** One key per rendering of the form: the same form sent twice is stored once. */
  submissionKey: string;
}
