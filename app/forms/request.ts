/** The MSDS / TDS / inquiry request form, on its page or in a dialog: the payload's schema (./payloads.ts) and the page's data. */
import type { Validator } from "remix-validated-form";
import type { z } from "zod";
import type { DataSheetKind, IdName } from "~/backend/contract";
import { formValidator } from "./kit";
import { DataSheetRequestPayload, InquiryPayload } from "./payloads";

export const REQUEST_SUCCESS_MESSAGE = "Your request has been submitted successfully";
export const REQUEST_FAILURE_MESSAGE = "When submitting the form, an error occurred please try again";

const dataSheetRequestValidator = formValidator(DataSheetRequestPayload);
const inquiryValidator = formValidator(InquiryPayload);

/** A checked request: an inquiry's carries its message. */
type RequestFields = z.output<typeof DataSheetRequestPayload> & { message?: string };

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
