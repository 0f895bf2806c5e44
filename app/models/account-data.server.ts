/**
 * What an account sent (the overview's counts), and erasing it when the account is deleted. A submission belongs
 * to an account only through its user_id, set when a signed-in account with a verified address sent it; the
 * e-mail text typed into a form proves nothing and is never matched.
 */
import { localizedSql } from "~/db/localized";
import type { Locale } from "~/i18n/locales";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactMessages, dataSheetRequests, inboxItems, jobApplications, outbox, quoteRequests, solutions, users, vacancies, type InboxStatus } from "~/db/schema";
import { fileTransaction } from "~/utils/file-store.server";
import { referenceOf, type SubmissionKind } from "./references";

interface SentCounts {
  msds: number;
  tds: number;
  inquiry: number;
  quote: number;
  contact: number;
  application: number;
}

/** Each count uses the table's user_id index. */
export async function countSentByUser(userId: number): Promise<SentCounts> {
  const d = await db();
  const [sheets, [quote], [contact], [application]] = await Promise.all([
    d
      .select({ kind: dataSheetRequests.kind, n: count() })
      .from(dataSheetRequests)
      .where(eq(dataSheetRequests.userId, userId))
      .groupBy(dataSheetRequests.kind),
    d.select({ n: count() }).from(quoteRequests).where(eq(quoteRequests.userId, userId)),
    d.select({ n: count() }).from(contactMessages).where(eq(contactMessages.userId, userId)),
    d.select({ n: count() }).from(jobApplications).where(eq(jobApplications.userId, userId)),
  ]);
  const byKind = Object.fromEntries(sheets.map((s) => [s.kind, s.n]));
  return {
    msds: byKind.msds ?? 0,
    tds: byKind.tds ?? 0,
    inquiry: byKind.inquiry ?? 0,
    quote: quote.n,
    contact: contact.n,
    application: application.n,
  };
}

interface SentItem {
  reference: string;
  kind: SubmissionKind;
  /** The solution or vacancy it was about ("" for a contact message). */
  about: string;
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
  const [sheets, quotes, messages, applications] = await Promise.all([
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
  const item = (kind: SubmissionKind, row: { id: number; about?: string; sentAt: Date; status?: InboxStatus | null }): SentItem => ({
    reference: referenceOf(kind, row.id, row.sentAt),
    kind,
    about: row.about ?? "",
    sentAt: row.sentAt,
    // A submission stored before the inbox existed has no inbox row: it is as new as the day it came.
    status: kind === "application" ? null : (row.status ?? "new"),
  });
  return [
    ...sheets.map((row) => item(row.kind, row)),
    ...quotes.map((row) => item("quote", row)),
    ...messages.map((row) => item("contact", row)),
    ...applications.map((row) => item("application", row)),
  ]
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime())
    .slice(0, limit);
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
