/** Applications to vacancies, stored by insertOnce (submissions.server.ts) with their CV. */
import { eq } from "drizzle-orm";
import { jobApplications } from "~/db/schema";
import type { ApplicationPayload } from "~/backend/contract";
import { fileTransaction } from "~/utils/file-store.server";
import { startApplicationTimeline } from "./inbox-intake.server";
import { mailQueued } from "./mail-queue.server";
import { queueApplicationMail } from "./submission-mail.server";
import { insertOnce } from "./submissions.server";
import type { Locale } from "~/i18n/locales";

/**
 * Inserts the application with its receipt and notification, and puts its resume (checked, synced and staged by
 * utils/upload.server.ts) into the file store in the same transaction. Answers its reference, and `stored: false`
 * when a row with this submission key exists: nothing was stored (the caller removes the second copy of the file),
 * and the reference is the first one's.
 * `userId`: the signed-in, verified sender, never looked up by e-mail.
 */
export async function insertJobApplication(payload: ApplicationPayload, submissionKey?: string, userId?: number, locale: Locale = "en"): Promise<{ reference: string; stored: boolean }> {
  const result = await fileTransaction((tx, files) =>
    insertOnce(tx, {
      table: jobApplications,
      values: {
        vacancyId: payload.vacancy,
        firstName: payload.first_name,
        lastName: payload.last_name,
        email: payload.email,
        phoneNumber: payload.phone_number,
        coverLetter: payload.cover_letter ?? "",
        // Set below, in this transaction, once the row is known to be new: a resent submission stores no bytes.
        resumePath: "",
        resumeOriginalName: payload.resume.originalName,
        resumeType: payload.resume.type,
        resumeSize: payload.resume.size,
        userId: userId ?? null,
        locale,
        submissionKey: submissionKey ?? null,
      },
      kind: () => "application",
      async whenNew(tx, row) {
        const resumePath = await files.store("resumes", payload.resume);
        await tx.update(jobApplications).set({ resumePath }).where(eq(jobApplications.id, row.id));
        await startApplicationTimeline(tx, row.id, row.createdAt);
        await queueApplicationMail(tx, row);
      },
    }),
  );
  if (result.stored) mailQueued();
  return result;
}
