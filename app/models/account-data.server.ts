/** What an account sent under its e-mail address (the overview's counts), and erasing it when the account is deleted. */
import { rm } from "node:fs/promises";
import path from "node:path";
import { count, eq, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactMessages, dataSheetRequests, jobApplications, quoteRequests, users } from "~/db/schema";
import { getEnv } from "~/utils/env.server";

const sameEmail = (column: Parameters<typeof sql>[1], email: string): SQL => sql`lower(${column}) = ${email.trim().toLowerCase()}`;

export interface SentCounts {
  msds: number;
  tds: number;
  inquiry: number;
  quote: number;
  contact: number;
  application: number;
}

/** Each count uses the table's lower(email) index. */
export async function countSentUnderEmail(email: string): Promise<SentCounts> {
  const d = await db();
  const [sheets, [quote], [contact], [application]] = await Promise.all([
    d
      .select({ kind: dataSheetRequests.kind, n: count() })
      .from(dataSheetRequests)
      .where(sameEmail(dataSheetRequests.companyEmailAddress, email))
      .groupBy(dataSheetRequests.kind),
    d.select({ n: count() }).from(quoteRequests).where(sameEmail(quoteRequests.email, email)),
    d.select({ n: count() }).from(contactMessages).where(sameEmail(contactMessages.email, email)),
    d.select({ n: count() }).from(jobApplications).where(sameEmail(jobApplications.email, email)),
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
 * Deletes the account (sessions, likes and reset links cascade) and anonymises what was sent under its e-mail:
 * the company keeps the count of requests per product, but no name, address, phone, message or CV remains.
 */
export async function deleteAccountAndPersonalData(userId: number, email: string) {
  const d = await db();
  const resumes: string[] = [];
  let avatar: string | null = null;
  await d.transaction(async (tx) => {
    const [user] = await tx.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId));
    avatar = user?.avatarPath ?? null;
    await tx
      .update(dataSheetRequests)
      .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, companyEmailAddress: ERASED_EMAIL, company: "", message: null })
      .where(sameEmail(dataSheetRequests.companyEmailAddress, email));
    await tx
      .update(quoteRequests)
      .set({ fullName: ERASED_NAME, email: ERASED_EMAIL, mobile: "", company: "", note: "" })
      .where(sameEmail(quoteRequests.email, email));
    await tx
      .update(contactMessages)
      .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, email: ERASED_EMAIL, phoneNumber: "", message: "" })
      .where(sameEmail(contactMessages.email, email));
    const sentApplications = await tx
      .select({ resumePath: jobApplications.resumePath })
      .from(jobApplications)
      .where(sameEmail(jobApplications.email, email));
    resumes.push(...sentApplications.map((a) => a.resumePath).filter(Boolean));
    await tx
      .update(jobApplications)
      .set({ firstName: ERASED_NAME, lastName: ERASED_NAME, email: ERASED_EMAIL, phoneNumber: "", coverLetter: "", resumePath: "", resumeOriginalName: "" })
      .where(sameEmail(jobApplications.email, email));
    await tx.delete(users).where(eq(users.id, userId));
  });
  const uploadDir = path.resolve(getEnv().UPLOAD_DIR);
  for (const file of [...resumes, ...(avatar ? [avatar] : [])]) {
    const full = path.resolve(uploadDir, file);
    if (full.startsWith(uploadDir + path.sep)) await rm(full, { force: true });
  }
}
