/** Stores MSDS / TDS / inquiry requests and quote requests; a resent submission (same key) is stored once. */
import { db } from "~/db/client.server";
import { dataSheetRequests, quoteRequests } from "~/db/schema";
import type { DataSheetKind, DataSheetRequestPayload, QuoteRequestPayload } from "~/backend/contract";

/** Inserts the request; a conflict on the submission key means this submission is already stored. */
export async function insertDataSheetRequest(
  kind: DataSheetKind,
  solutionId: number,
  payload: DataSheetRequestPayload,
  submissionKey?: string,
  userId?: number,
) {
  const d = await db();
  await d
    .insert(dataSheetRequests)
    .values({
      kind,
      solutionId,
      firstName: payload.first_name,
      lastName: payload.last_name,
      companyEmailAddress: payload.company_email_address,
      jobFunctionId: payload.job_function,
      company: payload.company,
      countryId: payload.country,
      message: kind === "inquiry" ? (payload.message ?? "") : null,
      userId: userId ?? null,
      submissionKey: submissionKey ?? null,
    })
    .onConflictDoNothing({ target: dataSheetRequests.submissionKey });
}

/** `userId`: the signed-in, verified sender (see Sender in ~/backend/backend), never looked up by e-mail. */
export async function insertQuoteRequest(solutionId: number, payload: QuoteRequestPayload, submissionKey?: string, userId?: number) {
  const d = await db();
  await d
    .insert(quoteRequests)
    .values({
      solutionId,
      fullName: payload.full_name,
      email: payload.email,
      mobile: payload.mobile,
      company: payload.company,
      quantity: payload.quantity,
      unit: payload.unit,
      note: payload.note,
      userId: userId ?? null,
      submissionKey: submissionKey ?? null,
    })
    .onConflictDoNothing({ target: quoteRequests.submissionKey });
}
