/**
 * HR's side of the job applications: the list across or per vacancy, one application with its timeline,
 * stage changes (optionally announced to the applicant by mail), notes, the CV's download, and deletion — at once
 * when the applicant asks (admin), or by housekeeping once APPLICATION_RETENTION_DAYS have passed. Every change is
 * one transaction with its timeline event and its audit entry. The public insert is job-applications.server.ts.
 */
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { applicationEvents, jobApplications, outbox, vacancies, type ApplicationEventType, type ApplicationStage } from "~/db/schema";
import type { ApplicationListFilter } from "~/forms/applications";
import { applicationStageMail } from "~/mail/messages/applications";
import { getEnv } from "~/utils/env.server";
import { closeStoredFile, fileTransaction, openStoredFile, storedFileExists } from "~/utils/file-store.server";
import { inLocale, localizePath } from "~/i18n/locales";
import { publicUrl } from "~/utils/public-origin.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { mailQueued, queueMail } from "./mail-queue.server";
import { referenceOf } from "./references";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const APPLICATIONS_PAGE_SIZE = 50;

/** Rows of the list, newest first; `more`: an older page exists, from `cursorOf` the last row. */
export async function listApplications(filter: ApplicationListFilter, limit = APPLICATIONS_PAGE_SIZE) {
  const where: SQL[] = [];
  if (filter.vacancy) where.push(eq(jobApplications.vacancyId, filter.vacancy));
  if (filter.stage) where.push(eq(jobApplications.stage, filter.stage));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, "\\$&")}%`;
    where.push(or(ilike(sql`${jobApplications.firstName} || ' ' || ${jobApplications.lastName}`, pattern), ilike(jobApplications.email, pattern))!);
  }
  if (filter.before) {
    // Exact to the microsecond the database stores (a JavaScript Date would round to the millisecond).
    where.push(
      sql`(${jobApplications.createdAt}, ${jobApplications.id}) < (timestamptz 'epoch' + ${filter.before.micros}::bigint * interval '1 microsecond', ${filter.before.id})`,
    );
  }
  const rows = await (await db())
    .select({
      id: jobApplications.id,
      firstName: jobApplications.firstName,
      lastName: jobApplications.lastName,
      email: jobApplications.email,
      stage: jobApplications.stage,
      createdAt: jobApplications.createdAt,
      micros: sql<string>`(extract(epoch from ${jobApplications.createdAt}) * 1000000)::bigint::text`,
      vacancyId: jobApplications.vacancyId,
      vacancyTitle: vacancies.title,
    })
    .from(jobApplications)
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((row) => ({ ...row, reference: referenceOf("application", row.id, row.createdAt) }));
  const last = page.at(-1);
  return { rows: page, olderCursor: rows.length > limit && last ? `${last.micros}-${last.id}` : null };
}

/** Every vacancy with its number of applications, for the list's vacancy filter. */
export async function vacanciesWithApplicationCounts() {
  return (await db())
    .select({ id: vacancies.id, title: vacancies.title, applications: count(jobApplications.id) })
    .from(vacancies)
    .leftJoin(jobApplications, eq(jobApplications.vacancyId, vacancies.id))
    .groupBy(vacancies.id, vacancies.title)
    .orderBy(asc(vacancies.title), asc(vacancies.id));
}

/** One application with its vacancy, its timeline (oldest first) and whether its CV file is there; null if none. */
export async function getApplication(id: number) {
  const d = await db();
  const [row] = await d
    .select({ application: jobApplications, vacancyTitle: vacancies.title })
    .from(jobApplications)
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
    .where(eq(jobApplications.id, id))
    .limit(1);
  if (!row) return null;
  const events = await d.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(asc(applicationEvents.id));
  const { application } = row;
  return {
    ...application,
    vacancyTitle: row.vacancyTitle,
    reference: referenceOf("application", application.id, application.createdAt),
    // Where the CV is (file-store.server.ts) says the row's reference; an erased application has none.
    cvAvailable: await storedFileExists("resumes", application.resumePath),
    events,
  };
}

async function lockApplication(tx: Tx, id: number) {
  const [row] = await tx.select().from(jobApplications).where(eq(jobApplications.id, id)).for("update").limit(1);
  return row ?? null;
}

async function addEvent(tx: Tx, applicationId: number, type: ApplicationEventType, actor: AuditActor, body?: string | null, details?: Record<string, unknown>) {
  await tx.insert(applicationEvents).values({
    applicationId,
    type,
    actorId: actor.id,
    actorEmail: actor.email,
    body: body ?? null,
    details: details ? JSON.stringify(details) : null,
  });
}

type StageChange = { ok: true; reference: string; told: boolean } | { ok: false; reason: "gone" | "same" | "no-address" };

/**
 * Moves an application to `stage` (any move is allowed: HR may correct a mistake). With `tell`, the applicant's
 * message for the stage is queued in the same transaction and kept in the timeline.
 */
export async function changeStage(id: number, input: { stage: ApplicationStage; tell: boolean; message: string }, actor: AuditActor): Promise<StageChange> {
  const result = await (await db()).transaction(async (tx): Promise<StageChange> => {
    const row = await lockApplication(tx, id);
    if (!row) return { ok: false, reason: "gone" };
    if (row.stage === input.stage) return { ok: false, reason: "same" };
    // An applicant whose account was deleted keeps an application under a reserved address (.invalid): nobody to tell.
    if (input.tell && /@invalid$/i.test(row.email)) return { ok: false, reason: "no-address" };
    const reference = referenceOf("application", row.id, row.createdAt);
    await tx.update(jobApplications).set({ stage: input.stage, stageChangedAt: new Date() }).where(eq(jobApplications.id, id));
    await addEvent(tx, id, "stage", actor, null, { from: row.stage, to: input.stage });
    let told = false;
    if (input.tell) {
      const [vacancy] = await tx.select({ title: vacancies.title, titleAr: vacancies.titleAr }).from(vacancies).where(eq(vacancies.id, row.vacancyId)).limit(1);
      const content = applicationStageMail({
        stage: input.stage,
        reference,
        firstName: row.firstName,
        vacancyTitle: inLocale(row.locale, vacancy?.title ?? "", vacancy?.titleAr),
        vacancyUrl: publicUrl(localizePath(`/career/${row.vacancyId}`, row.locale)),
        message: input.message,
        // In the language the application was sent in.
        locale: row.locale,
      });
      told = await queueMail({ to: row.email, content, reference, replyTo: getEnv().HR_EMAIL }, tx);
      if (told) await addEvent(tx, id, "message", actor, input.message || null, { stage: input.stage, subject: content.subject });
    }
    await recordAudit(tx, actor, "application.stage", { kind: "application", id }, { reference, from: row.stage, to: input.stage, told });
    return { ok: true, reference, told };
  });
  if (result.ok && result.told) mailQueued();
  return result;
}

/** An internal note on the timeline; false when the application is gone. */
export async function addNote(id: number, note: string, actor: AuditActor) {
  return (await db()).transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) return false;
    await addEvent(tx, id, "note", actor, note);
    // The note's words stay on the timeline; the audit log says only that one was written.
    await recordAudit(tx, actor, "application.note", { kind: "application", id }, { reference: referenceOf("application", row.id, row.createdAt) });
    return true;
  });
}

/**
 * A CV about to be downloaded, opened from the file store: recorded on the timeline and in the audit log (committed
 * before a byte goes out). Null when the application or its file is missing.
 */
export async function openCv(id: number, actor: AuditActor) {
  const d = await db();
  const [row] = await d.select().from(jobApplications).where(eq(jobApplications.id, id)).limit(1);
  const file = row ? await openStoredFile("resumes", row.resumePath) : null;
  if (!row || !file) return null;
  const reference = referenceOf("application", row.id, row.createdAt);
  const recorded = await d
    .transaction(async (tx) => {
      if (!(await lockApplication(tx, id))) return false;
      await addEvent(tx, id, "cv_download", actor);
      await recordAudit(tx, actor, "application.cv-download", { kind: "application", id }, { reference });
      return true;
    })
    .catch(async (error) => {
      await closeStoredFile(file);
      throw error;
    });
  if (!recorded) {
    await closeStoredFile(file);
    return null;
  }
  return { file, originalName: row.resumeOriginalName, type: row.resumeType, reference };
}

/** Removes applications and the mail about them, in `tx`; answers their references and their CVs' references. */
async function deleteApplicationRows(tx: Tx, rows: { id: number; createdAt: Date; resumePath: string }[]) {
  if (!rows.length) return { references: [], files: [] };
  const ids = rows.map((row) => row.id);
  const references = rows.map((row) => referenceOf("application", row.id, row.createdAt));
  await tx.delete(applicationEvents).where(inArray(applicationEvents.applicationId, ids));
  await tx.delete(jobApplications).where(inArray(jobApplications.id, ids));
  // The receipt, HR's notification and the stage messages carry the applicant's name, address and cover letter.
  await tx.delete(outbox).where(inArray(outbox.reference, references));
  return { references, files: rows.map((row) => row.resumePath) };
}

/**
 * Deletes rows and their CVs as one: `work` deletes the rows in a transaction and names the CVs, which go with that
 * transaction (file-store.server.ts: in PostgreSQL in it, a local or S3 file once it has committed).
 */
async function deleteWithFiles<T>(work: (tx: Tx) => Promise<{ files: string[]; result: T }>): Promise<T> {
  return fileTransaction(async (tx, files) => {
    const done = await work(tx);
    for (const reference of done.files) await files.remove("resumes", reference);
    return done.result;
  });
}

/** Deletes an application at the applicant's request (admin): row, timeline, mail about it, CV. Null if gone. */
export async function deleteApplication(id: number, actor: AuditActor) {
  return deleteWithFiles(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) return { files: [], result: null };
    const [vacancy] = await tx.select({ title: vacancies.title }).from(vacancies).where(eq(vacancies.id, row.vacancyId)).limit(1);
    const { references, files } = await deleteApplicationRows(tx, [row]);
    // No personal data in the audit log: the reference and the vacancy only.
    await recordAudit(tx, actor, "application.delete", { kind: "application", id }, { reference: references[0], vacancy: vacancy?.title ?? row.vacancyId });
    return { files, result: { reference: references[0] } };
  });
}

const DAY = 86_400_000;
const RETENTION_BATCH = 500;
const SYSTEM: AuditActor = { id: null, email: "system", ip: null };

/**
 * Housekeeping's part: deletes the applications received more than APPLICATION_RETENTION_DAYS before `now`, with
 * their events, mail and CVs (audited as the system, with their references only). Answers how many went.
 */
export async function deleteExpiredApplications(now = new Date()) {
  const retentionDays = getEnv().APPLICATION_RETENTION_DAYS;
  const cutoff = new Date(now.getTime() - retentionDays * DAY);
  let applications = 0;
  for (;;) {
    const deleted = await deleteWithFiles(async (tx) => {
      const rows = await tx
        .select({ id: jobApplications.id, createdAt: jobApplications.createdAt, resumePath: jobApplications.resumePath })
        .from(jobApplications)
        .where(lt(jobApplications.createdAt, cutoff))
        .orderBy(asc(jobApplications.id))
        .limit(RETENTION_BATCH)
        .for("update", { skipLocked: true });
      const { references, files } = await deleteApplicationRows(tx, rows);
      if (rows.length) await recordAudit(tx, SYSTEM, "application.retention-delete", null, { count: rows.length, references, retentionDays });
      return { files, result: rows.length };
    });
    applications += deleted;
    if (deleted < RETENTION_BATCH) break;
  }
  return applications;
}
