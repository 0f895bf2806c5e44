/**
 * What an account sent (the overview's counts and latest list, its basket requests with their quotes and samples),
 * and erasing it when the account is deleted. A submission belongs
 * to an account only through its user_id, set when a signed-in account with a verified address sent it; the
 * e-mail text typed into a form proves nothing and is never matched.
 */
import { localizedSql } from "~/db/localized";
import type { Locale } from "~/i18n/locales";
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { BasketUnit, QuoteCurrency, SampleStatus, SampleUnit } from "~/content/basket";
import { db } from "~/db/client.server";
import {
  contactMessages,
  dataSheetRequests,
  inboxItems,
  jobApplications,
  outbox,
  quoteRequests,
  rfqLines,
  rfqRequests,
  solutions,
  users,
  vacancies,
  type InboxStatus,
} from "~/db/schema";
import { fileTransaction } from "~/utils/file-store.server";
import { referenceOf, type SubmissionKind } from "./references";

interface SentCounts {
  msds: number;
  tds: number;
  inquiry: number;
  quote: number;
  rfq: number;
  contact: number;
  application: number;
}

/** Each count uses the table's user_id index. */
export async function countSentByUser(userId: number): Promise<SentCounts> {
  const d = await db();
  const [sheets, [quote], [rfq], [contact], [application]] = await Promise.all([
    d
      .select({ kind: dataSheetRequests.kind, n: count() })
      .from(dataSheetRequests)
      .where(eq(dataSheetRequests.userId, userId))
      .groupBy(dataSheetRequests.kind),
    d.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.userId, userId)),
    d.select({ n: count() }).from(rfqRequests).where(eq(rfqRequests.userId, userId)),
    d.select({ n: count() }).from(contactMessages).where(eq(contactMessages.userId, userId)),
    d.select({ n: count() }).from(jobApplications).where(eq(jobApplications.userId, userId)),
  ]);
  const byKind = Object.fromEntries(sheets.map((s) => [s.kind, s.n]));
  return {
    msds: byKind.msds ?? 0,
    tds: byKind.tds ?? 0,
    inquiry: byKind.inquiry ?? 0,
    quote: quote.n,
    rfq: rfq.n,
    contact: contact.n,
    application: application.n,
  };
}

interface SentItem {
  reference: string;
  kind: SubmissionKind;
  /** The solution or vacancy it was about ("" for a contact message); a basket request's first line's solution. */
  about: string;
  /** A basket request's lines besides the first ("… and 2 more"); 0 for the others. */
  more: number;
  sentAt: Date;
  /** Where the company is with it (the inbox's status); null for a job application, which HR follows apart. */
  status: InboxStatus | null;
}

/**
 * The account's latest submissions with their references, newest first (each query uses its user_id index); what
 * each is about named in `locale`.
 */
export async function latestSentByUser(userId: number, limit = 10, locale: Locale = "en"): Promise<SentItem[]> {
  const d = await db();
  const solutionName = localizedSql(locale, solutions.name, solutions.nameAr);
  const [sheets, quotes, baskets, messages, applications] = await Promise.all([
    d
      .select({ id: dataSheetRequests.id, kind: dataSheetRequests.kind, about: solutionName, sentAt: dataSheetRequests.createdAt, status: inboxItems.status })
      .from(dataSheetRequests)
      .innerJoin(solutions, eq(solutions.id, dataSheetRequests.solutionId))
      .leftJoin(inboxItems, and(eq(inboxItems.kind, dataSheetRequests.kind), eq(inboxItems.sourceId, dataSheetRequests.id)))
      .where(eq(dataSheetRequests.userId, userId))
      .orderBy(desc(dataSheetRequests.id))
      .limit(limit),
    d
      .select({ id: quoteRequests.id, about: solutionName, sentAt: quoteRequests.createdAt, status: inboxItems.status })
      .from(quoteRequests)
      .innerJoin(solutions, eq(solutions.id, quoteRequests.solutionId))
      .leftJoin(inboxItems, and(eq(inboxItems.kind, "quote"), eq(inboxItems.sourceId, quoteRequests.id)))
      .where(eq(quoteRequests.userId, userId))
      .orderBy(desc(quoteRequests.id))
      .limit(limit),
    d
      .select({
        id: rfqRequests.id,
        // The first line's solution as it is named now, or as it was named when sent if it has gone since.
        about: sql<string>`coalesce(${solutionName}, ${rfqLines.solutionName})`,
        lines: sql<number>`(select count(*)::int from ${rfqLines} where ${rfqLines.requestId} = ${rfqRequests.id})`,
        sentAt: rfqRequests.createdAt,
        status: inboxItems.status,
      })
      .from(rfqRequests)
      .innerJoin(rfqLines, and(eq(rfqLines.requestId, rfqRequests.id), eq(rfqLines.position, 1)))
      .leftJoin(solutions, eq(solutions.id, rfqLines.solutionId))
      .leftJoin(inboxItems, and(eq(inboxItems.kind, "rfq"), eq(inboxItems.sourceId, rfqRequests.id)))
      .where(eq(rfqRequests.userId, userId))
      .orderBy(desc(rfqRequests.id))
      .limit(limit),
    d
      .select({ id: contactMessages.id, sentAt: contactMessages.createdAt, status: inboxItems.status })
      .from(contactMessages)
      .leftJoin(inboxItems, and(eq(inboxItems.kind, "contact"), eq(inboxItems.sourceId, contactMessages.id)))
      .where(eq(contactMessages.userId, userId))
      .orderBy(desc(contactMessages.id))
      .limit(limit),
    d
      .select({ id: jobApplications.id, about: localizedSql(locale, vacancies.title, vacancies.titleAr), sentAt: jobApplications.createdAt })
      .from(jobApplications)
      .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
      .where(eq(jobApplications.userId, userId))
      .orderBy(desc(jobApplications.id))
      .limit(limit),
  ]);
  const item = (kind: SubmissionKind, row: { id: number; about?: string; lines?: number; sentAt: Date; status?: InboxStatus | null }): SentItem => ({
    reference: referenceOf(kind, row.id, row.sentAt),
    kind,
    about: row.about ?? "",
    more: row.lines ? row.lines - 1 : 0,
    sentAt: row.sentAt,
    // A submission stored before the inbox existed has no inbox row: it is as new as the day it came.
    status: kind === "application" ? null : (row.status ?? "new"),
  });
  return [
    ...sheets.map((row) => item(row.kind, row)),
    ...quotes.map((row) => item("quote", row)),
    ...baskets.map((row) => item("rfq", row)),
    ...messages.map((row) => item("contact", row)),
    ...applications.map((row) => item("application", row)),
  ]
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime())
    .slice(0, limit);
}

/** Sales' answer to a line, as the buyer may read it: only what a sent quote carried. */
type SentAnswer =
  | { kind: "offer"; price: number; currency: QuoteCurrency; priceUnit: BasketUnit; validUntil: string; leadTimeDays: number; note: string }
  | { kind: "cannot"; reason: string };

export interface BasketRequestLine {
  position: number;
  name: string;
  quantity: number;
  unit: BasketUnit;
  /** Null until a quote with this line's answer has been sent. */
  answer: SentAnswer | null;
  /** Null for a line without a sample. */
  sample: {
    status: SampleStatus;
    size: number | null;
    unit: SampleUnit | null;
    reason: string | null;
    carrier: string | null;
    tracking: string | null;
    updatedAt: Date | null;
  } | null;
}

export interface BasketRequestSummary {
  reference: string;
  sentAt: Date;
  status: InboxStatus;
  quoteSentAt: Date | null;
  lines: BasketRequestLine[];
}

/**
 * Whether the buyer may read a line's answer: sales draft answers line by line and send the quote when it is whole,
 * so an answer counts once a quote was sent after it; one changed since the last sending is a draft again.
 */
function sentAnswer(line: typeof rfqLines.$inferSelect, quoteSentAt: Date | null): SentAnswer | null {
  if (!quoteSentAt || !line.answer || !line.answeredAt || line.answeredAt > quoteSentAt) return null;
  if (line.answer === "cannot") return { kind: "cannot", reason: line.answerNote };
  if (line.price === null || !line.currency || !line.priceUnit || !line.validUntil || line.leadTimeDays === null) return null;
  return { kind: "offer", price: line.price, currency: line.currency, priceUnit: line.priceUnit, validUntil: line.validUntil, leadTimeDays: line.leadTimeDays, note: line.answerNote };
}

/**
 * The account's latest basket requests (newest first), each with its lines: what was asked, the sent quote's answer
 * and each sample's step. Solutions are named in `locale` where they are still in the catalogue, else as they were
 * named when sent. Two queries: the requests (user_id index), then their lines (request_id index).
 */
export async function basketRequestsByUser(userId: number, limit = 20, locale: Locale = "en"): Promise<BasketRequestSummary[]> {
  const d = await db();
  const requests = await d
    .select({ id: rfqRequests.id, createdAt: rfqRequests.createdAt, quoteSentAt: rfqRequests.quoteSentAt, status: inboxItems.status })
    .from(rfqRequests)
    .leftJoin(inboxItems, and(eq(inboxItems.kind, "rfq"), eq(inboxItems.sourceId, rfqRequests.id)))
    .where(eq(rfqRequests.userId, userId))
    .orderBy(desc(rfqRequests.id))
    .limit(limit);
  if (!requests.length) return [];
  const rows = await d
    .select({ line: rfqLines, name: sql<string>`coalesce(${localizedSql(locale, solutions.name, solutions.nameAr)}, ${rfqLines.solutionName})` })
    .from(rfqLines)
    .leftJoin(solutions, eq(solutions.id, rfqLines.solutionId))
    .where(inArray(rfqLines.requestId, requests.map((request) => request.id)))
    .orderBy(asc(rfqLines.requestId), asc(rfqLines.position));
  return requests.map((request) => ({
    reference: referenceOf("rfq", request.id, request.createdAt),
    sentAt: request.createdAt,
    status: request.status ?? "new",
    quoteSentAt: request.quoteSentAt,
    lines: rows
      .filter(({ line }) => line.requestId === request.id)
      .map(({ line, name }) => ({
        position: line.position,
        name,
        quantity: line.quantity,
        unit: line.unit,
        answer: sentAnswer(line, request.quoteSentAt),
        sample: line.sampleStatus
          ? {
              status: line.sampleStatus,
              size: line.sampleSize,
              unit: line.sampleUnit,
              reason: line.sampleReason,
              carrier: line.sampleCarrier,
              tracking: line.sampleTracking,
              updatedAt: line.sampleUpdatedAt,
            }
          : null,
      })),
  }));
}

const ERASED_EMAIL = "erased@invalid";
const ERASED_NAME = "Erased";

/**
 * Deletes the account (sessions, likes, reset and verification links cascade) and anonymises what it sent (by
 * user_id): the company keeps the count of requests per product, but no name, address, phone, message or CV remains.
 * The CVs and the profile picture go with the same transaction, wherever they are stored (file-store.server.ts).
 */
export async function deleteAccountAndPersonalData(userId: number) {
  await fileTransaction(async (tx, files) => {
    const [user] = await tx.select({ avatarPath: users.avatarPath, email: users.email }).from(users).where(eq(users.id, userId));
    // Mail to or about the account's address (receipts, account messages, notifications with it as Reply-To) holds
    // what it sent: it goes too, sent or not.
    if (user) {
      const address = user.email.trim().toLowerCase();
      await tx.delete(outbox).where(or(eq(sql`lower(${outbox.to})`, address), eq(sql`lower(${outbox.replyTo})`, address)));
    }
    await tx
      .update(dataSheetRequests)
      .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, companyEmailAddress: ERASED_EMAIL, company: "", message: null })
      .where(eq(dataSheetRequests.userId, userId));
    await tx
      .update(quoteRequests)
      .set({ fullName: ERASED_NAME, email: ERASED_EMAIL, mobile: "", company: "", note: "" })
      .where(eq(quoteRequests.userId, userId));
    // A basket request keeps its lines (what was asked, quoted and shipped) but not who asked, nor their words.
    const baskets = tx.select({ id: rfqRequests.id }).from(rfqRequests).where(eq(rfqRequests.userId, userId));
    await tx.update(rfqLines).set({ note: "" }).where(inArray(rfqLines.requestId, baskets));
    await tx
      .update(rfqRequests)
      .set({ fullName: ERASED_NAME, email: ERASED_EMAIL, mobile: "", company: "", city: "", note: "" })
      .where(eq(rfqRequests.userId, userId));
    await tx
      .update(contactMessages)
      .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, email: ERASED_EMAIL, phoneNumber: "", message: "" })
      .where(eq(contactMessages.userId, userId));
    const sentApplications = await tx
      .select({ resumePath: jobApplications.resumePath })
      .from(jobApplications)
      .where(eq(jobApplications.userId, userId));
    await tx
      .update(jobApplications)
      .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, email: ERASED_EMAIL, phoneNumber: "", coverLetter: "", resumePath: "", resumeOriginalName: "" })
      .where(eq(jobApplications.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    for (const application of sentApplications) await files.remove("resumes", application.resumePath);
    await files.remove("avatars", user?.avatarPath);
  });
}
