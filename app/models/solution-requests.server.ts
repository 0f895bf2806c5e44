/**
 * Stores MSDS / TDS / inquiry requests and quote requests with their receipt and notification in one transaction;
 * a resent submission (same key) is stored once, mailed once, and answers the first one's reference.
 */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { dataSheetRequests, quoteRequests } from "~/db/schema";
import type { DataSheetKind, DataSheetRequestPayload, QuoteRequestPayload } from "~/backend/contract";
import { addToInbox } from "./inbox-intake.server";
import { mailQueued } from "./mail-queue.server";
import { referenceOf } from "./references";
import { queueDataSheetMail, queueQuoteMail } from "./submission-mail.server";
import type { Locale } from "~/i18n/locales";

/** Inserts the request and queues its mail; answers its reference. A conflict on the submission key: already stored. */
export async function insertDataSheetRequest(
  kind: DataSheetKind,
  solutionId: number,
  payload: DataSheetRequestPayload,
  submissionKey?: string,
  userId?: number,
  locale: Locale = "en",
): Promise<string> {
  const d = await db();
  const reference = await d.transaction(async (tx) => {
    const [row] = await tx
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
        message: kind === "inquiry" ? payload.message ?? "" : null,
        userId: userId ?? null,
        locale,
        submissionKey: submissionKey ?? null,
      })
      .onConflictDoNothing({ target: dataSheetRequests.submissionKey })
      .returning();
    if (row) {
      const reference = await queueDataSheetMail(tx, row);
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
      return reference;
    }
    const [first] = await tx.select().from(dataSheetRequests).where(eq(dataSheetRequests.submissionKey, submissionKey!)).limit(1);
    return referenceOf(first.kind, first.id, first.createdAt);
  });
  mailQueued();
  return reference;
}

/** `userId`: the signed-in, verified sender (see Sender in ~/backend/backend), never looked up by e-mail. */
export async function insertQuoteRequest(
  solutionId: number,
  payload: QuoteRequestPayload,
  submissionKey?: string,
  userId?: number,
  locale: Locale = "en",
): Promise<string> {
  const d = await db();
  const reference = await d.transaction(async (tx) => {
    const [row] = await tx
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
        locale,
        submissionKey: submissionKey ?? null,
      })
      .onConflictDoNothing({ target: quoteRequests.submissionKey })
      .returning();
    if (row) {
      const reference = await queueQuoteMail(tx, row);
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
      return reference;
    }
    const [first] = await tx.select().from(quoteRequests).where(eq(quoteRequests.submissionKey, submissionKey!)).limit(1);
    return referenceOf("quote", first.id, first.createdAt);
  });
  mailQueued();
  return reference;
}
