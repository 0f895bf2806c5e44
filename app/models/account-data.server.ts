/**
 * What an account sent (the overview's counts), and erasing it when the account is deleted. A submission belongs
 * to an account only through its user_id, set when a signed-in account with a verified address sent it; the
 * e-mail text typed into a form proves nothing and is never matched.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactMessages, dataSheetRequests, jobApplications, quoteRequests, users } from "~/db/schema";
import { getEnv } from "~/utils/env.server";

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

const ERASED_EMAIL = "erased@invalid";
const ERASED_NAME = "Erased";

/**
 * Deletes the account (sessions, likes, reset and verification links cascade) and anonymises what it sent (by
 * user_id): the company keeps the count of requests per product, but no name, address, phone, message or CV remains.
 */
export async function deleteAccountAndPersonalData(userId: number) {
  const d = await db();
  const resumes: string[] = [];
  let avatar: string | null = null;
  await d.transaction(async (tx) => {
    const [user] = await tx.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId));
    avatar = user?.avatarPath ?? null;
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
    resumes.push(...sentApplications.map((a) => a.resumePath).filter(Boolean));
    await tx
      .update(jobApplications)
      .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, email: ERASED_EMAIL, phoneNumber: "", coverLetter: "", resumePath: "", resumeOriginalName: "" })
      .where(eq(jobApplications.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
  const uploadDir = path.resolve(getEnv().UPLOAD_DIR);
  for (const file of [...resumes, ...(avatar ? [avatar] : [])]) {
    const full = path.resolve(uploadDir, file);
    if (full.startsWith(uploadDir + path.sep)) await rm(full, { force: true });
  }
}
