/**
 * The data-sheet request: an MSDS or TDS request, or an inquiry (spec §3 payload, §5 rules and messages). One schema
 * per kind, used by the form on its page and in the dialog, by the page's action, by /api/v1 and by the OpenAPI
 * document.
 */
import type { Validator } from "remix-validated-form";
import { z } from "zod";
import type { DataSheetKind, IdName } from "~/backend/contract";
import { email } from "~/utils/account-fields";
import { personNames, requiredId, requiredText } from "./fields";
import { formValidator } from "./kit";

/** An MSDS or TDS request: who asks, for which job and company, from which country. */
export const DataSheetRequestPayload = z.object({
  ...personNames,
  company_email_address: email("Email is required"),
  job_function: requiredId("Job function is required"),
  company: requiredText("Company name", 200),
  country: requiredId("Country is required"),
});

/** An inquiry: the same, with a message. */
export const InquiryPayload = DataSheetRequestPayload.extend({ message: requiredText("Message", 5000) });

const validators = { data: formValidator(DataSheetRequestPayload), inquiry: formValidator(InquiryPayload) };

/** The validator of a kind's form: an inquiry also asks for a message. */
export function dataSheetRequestValidator(kind: DataSheetKind): Validator<z.output<typeof DataSheetRequestPayload> & { message?: string }> {
  return kind === "inquiry" ? validators.inquiry : validators.data;
}

/** The fields the backend may name in a refusal. */
export const DATA_SHEET_REQUEST_FIELDS = ["first_name", "last_name", "company_email_address", "job_function", "company", "country", "message"] as const;

/** What the request form's page loads, and the dialog fetches from it. */
export interface DataSheetRequestLoad {
  kind: DataSheetKind;
  title: string;
  solution: { id: number; name: string };
  jobFunctions: IdName[];
  countries: IdName[];
  redirectTo: string;
  /** One key per rendering of the form: the same form sent twice is stored once. */
  submissionKey: string;
}
