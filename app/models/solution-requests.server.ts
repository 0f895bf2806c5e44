/** MSDS / TDS / inquiry requests and quote requests, stored by storeSubmission (submissions.server.ts). */
import { dataSheetRequests, quoteRequests } from "~/db/schema";
import type { DataSheetKind, DataSheetRequestPayload, QuoteRequestPayload } from "~/backend/contract";
import { addToInbox } from "./inbox-intake.server";
import { queueDataSheetMail, queueQuoteMail } from "./submission-mail.server";
import { storeSubmission } from "./submissions.server";
import type { Locale } from "~/i18n/locales";

/** Stores the request with its mail and inbox item (once per submission key); answers its reference. */
export function insertDataSheetRequest(
  kind: DataSheetKind,
  solutionId: number,
  payload: DataSheetRequestPayload,
  submissionKey?: string,
  userId?: number,
  locale: Locale = "en",
): Promise<string> {
  return storeSubmission({
    table: dataSheetRequests,
    values: {
      kind,
      solutionId,
      firstName: payload.first_name,
      lastName: payload.last_name,
      companyEmailAddress: payload.company_email_address,
      jobFunctionId: payload.job_function,
      company: payload.company,
      countryId: payload.country,
      message: kind === "inquiry" ? payload.message ?? "" : null,
      userId: userId ?? null,
      locale,
      submissionKey: submissionKey ?? null,
    },
    kind: (row) => row.kind,
    async whenNew(tx, row, reference) {
      await queueDataSheetMail(tx, row);
      await addToInbox(tx, {
        kind: row.kind,
        sourceId: row.id,
        reference,
        createdAt: row.createdAt,
        name: `${row.firstName} ${row.lastName}`,
        email: row.companyEmailAddress,
        company: row.company,
        solutionId: row.solutionId,
        countryId: row.countryId,
        userId: row.userId,
        text: row.message,
      });
    },
  });
}

/** `userId`: the signed-in, verified sender (see Sender in ~/backend/backend), never looked up by e-mail. */
export function insertQuoteRequest(
  solutionId: number,
  payload: QuoteRequestPayload,
  submissionKey?: string,
  userId?: number,
  locale: Locale = "en",
): Promise<string> {
  return storeSubmission({
    table: quoteRequests,
    values: {
      solutionId,
      fullName: payload.full_name,
      email: payload.email,
      mobile: payload.mobile,
      company: payload.company,
      quantity: payload.quantity,
      unit: payload.unit,
      note: payload.note,
      userId: userId ?? null,
      locale,
      submissionKey: submissionKey ?? null,
    },
    kind: () => "quote",
    async whenNew(tx, row, reference) {
      await queueQuoteMail(tx, row);
      await addToInbox(tx, {
        kind: "quote",
        sourceId: row.id,
        reference,
        createdAt: row.createdAt,
        name: row.fullName,
        email: row.email,
        company: row.company,
        solutionId: row.solutionId,
        userId: row.userId,
        text: row.note,
      });
    },
  });
}
