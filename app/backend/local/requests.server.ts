/** LocalBackend, data-sheet requests, inquiries and quote requests: checked, then stored durably. */
import { countryExists, jobFunctionExists } from "~/models/reference-lists.server";
import { receiptQueued } from "~/models/mail-queue.server";
import { insertDataSheetRequest, insertQuoteRequest } from "~/models/solution-requests.server";
import { solutionExists } from "~/models/solutions.server";
import type { RequestsBackend } from "../backend";
import { BackendError } from "../errors";

const REQUEST_SUCCESS = "Your request has been submitted successfully";
const SOLUTION_NOT_FOUND = "Solution not found";
const UNKNOWN_JOB_FUNCTION = "Please choose a job function from the list";
const UNKNOWN_COUNTRY = "Please choose a country from the list";

async function requireSolution(id: number) {
  if (!(await solutionExists(id))) throw new BackendError(SOLUTION_NOT_FOUND, 404);
}

export const localRequests: RequestsBackend = {
  async requestDataSheet(kind, solutionId, payload, key, sender) {
    await requireSolution(solutionId);
    const fieldErrors: Record<string, string[]> = {};
    if (!(await jobFunctionExists(payload.job_function))) fieldErrors.job_function = [UNKNOWN_JOB_FUNCTION];
    if (!(await countryExists(payload.country))) fieldErrors.country = [UNKNOWN_COUNTRY];
    if (Object.keys(fieldErrors).length) throw new BackendError("Please correct the highlighted fields", 400, fieldErrors);
    const reference = await insertDataSheetRequest(kind, solutionId, payload, key, sender?.userId, sender?.locale);
    return { status: 201, message: REQUEST_SUCCESS, reference, receipt: await receiptQueued(reference, payload.company_email_address) };
  },
  async requestQuote(solutionId, payload, key, sender) {
    await requireSolution(solutionId);
    const reference = await insertQuoteRequest(solutionId, payload, key, sender?.userId, sender?.locale);
    return { status: 201, message: REQUEST_SUCCESS, reference, receipt: await receiptQueued(reference, payload.email) };
  },
};
