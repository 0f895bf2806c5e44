/** Applications to vacancies; a resent submission (same key) is stored once. */
import { db } from "~/db/client.server";
import { jobApplications } from "~/db/schema";
import type { ApplicationPayload } from "~/backend/contract";

/**
 * Inserts the application (its resume file is already on disk and synced, see utils/upload.server.ts; the row
 * makes it durable). Answers false when a row with this submission key exists: nothing was stored.
 * `userId`: the signed-in, verified sender, never looked up by e-mail.
 */
export async function insertJobApplication(payload: ApplicationPayload, submissionKey?: string, userId?: number): Promise<boolean> {
  const d = await db();
  const inserted = await d
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
    .returning({ id: jobApplications.id });
  return inserted.length > 0;
}
