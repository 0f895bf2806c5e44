/** Applications to vacancies; a resent submission (same key) is stored once. */
import { db } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { jobApplications } from "~/db/schema";
import type { ApplicationPayload } from "~/backend/contract";
import { startApplicationTimeline } from "./inbox-intake.server";
import { mailQueued } from "./mail-queue.server";
import { referenceOf } from "./references";
import { queueApplicationMail } from "./submission-mail.server";

/**
 * Inserts the application (its resume file is already on disk and synced, see utils/upload.server.ts; the row
 * makes it durable), with its receipt and notification. Answers its reference, and `stored: false` when a row with
 * this submission key exists: nothing was stored (the caller removes the second copy of the file), and the
 * reference is the first one's.
 * `userId`: the signed-in, verified sender, never looked up by e-mail.
 */
export async function insertJobApplication(payload: ApplicationPayload, submissionKey?: string, userId?: number): Promise<{ reference: string; stored: boolean }> {
  const d = await db();
  const reference = await d.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplications)
      .values({
        vacancyId: payload.vacancy,
        firstName: payload.first_name,
        lastName: payload.last_name,
        email: payload.email,
        phoneNumber: payload.phone_number,
        coverLetter: payload.cover_letter ?? "",
        resumePath: payload.resume.path,
        resumeOriginalName: payload.resume.originalName,
        resumeType: payload.resume.type,
        resumeSize: payload.resume.size,
        userId: userId ?? null,
        submissionKey: submissionKey ?? null,
      })
      .onConflictDoNothing({ target: jobApplications.submissionKey })
      .returning();
    if (row) {
      await startApplicationTimeline(tx, row.id, row.createdAt);
      return { reference: await queueApplicationMail(tx, row), stored: true };
    }
    const [first] = await tx.select().from(jobApplications).where(eq(jobApplications.submissionKey, submissionKey!)).limit(1);
    return { reference: referenceOf("application", first.id, first.createdAt), stored: false };
  });
  if (reference.stored) mailQueued();
  return reference;
}
