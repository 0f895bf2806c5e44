/**
 * HR's side of the job applications (issue 16): the list across or per vacancy, one application with its timeline,
 * stage changes (optionally announced to the applicant by mail), notes, the CV's download, and deletion — at once
 * when the applicant asks (admin), or by housekeeping once APPLICATION_RETENTION_DAYS have passed. Every change is
 * one transaction with its timeline event and its audit entry. The public insert is job-applications.server.ts.
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { applicationEvents, jobApplications, outbox, vacancies, type ApplicationEventType, type ApplicationStage } from "~/db/schema";
import type { ApplicationListFilter } from "~/forms/applications";
import { applicationStageMail } from "~/mail/messages/applications";
import { getEnv } from "~/utils/env.server";
import { publicOrigin } from "~/utils/public-origin.server";
import { resumeDirectory } from "~/utils/upload.server";
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

/**
 * The stored CV's path when it lies inside the resume directory (the path is server-made; this is the guard in
 * case a row says otherwise), else null. An erased application has no path.
 */
function resumeFileOf(resumePath: string) {
  if (!resumePath) return null;
  const directory = resumeDirectory();
  const full = path.resolve(directory, resumePath);
  return full.startsWith(directory + path.sep) ? full : null;
}

async function fileExists(file: string | null) {
  if (!file) return false;
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
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
    cvAvailable: await fileExists(resumeFileOf(application.resumePath)),
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

type StageChange = { ok: true; reference: string; told: boolean } | { ok: false; reason: "gone" | "same" };

/**
 * Moves an application to `stage` (any move is allowed: HR may correct a mistake). With `tell`, the applicant's
 * message for the stage is queued in the same transaction and kept in the timeline.
 */
export async function changeStage(id: number, input: { stage: ApplicationStage; tell: boolean; message: string }, actor: AuditActor): Promise<StageChange> {
  const result = await (await db()).transaction(async (tx): Promise<StageChange> => {
    const row = await lockApplication(tx, id);
    if (!row) return { ok: false, reason: "gone" };
    if (row.stage === input.stage) return { ok: false, reason: "same" };
    const reference = referenceOf("application", row.id, row.createdAt);
    await tx.update(jobApplications).set({ stage: input.stage, stageChangedAt: new Date() }).where(eq(jobApplications.id, id));
    await addEvent(tx, id, "stage", actor, null, { from: row.stage, to: input.stage });
    let told = false;
    if (input.tell) {
      const [vacancy] = await tx.select({ title: vacancies.title }).from(vacancies).where(eq(vacancies.id, row.vacancyId)).limit(1);
      const content = applicationStageMail({
        stage: input.stage,
        reference,
        firstName: row.firstName,
        vacancyTitle: vacancy?.title ?? "",
        vacancyUrl: `${publicOrigin()}/career/${row.vacancyId}`,
        message: input.message,
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
 * A CV about to be downloaded: recorded on the timeline and in the audit log (committed before a byte goes out).
 * Null when the application or its file is missing.
 */
export async function openCv(id: number, actor: AuditActor) {
  const d = await db();
  const [row] = await d.select().from(jobApplications).where(eq(jobApplications.id, id)).limit(1);
  const file = row ? resumeFileOf(row.resumePath) : null;
  const info = file ? await stat(file).catch(() => null) : null;
  if (!row || !file || !info?.isFile()) return null;
  const reference = referenceOf("application", row.id, row.createdAt);
  const recorded = await d.transaction(async (tx) => {
    if (!(await lockApplication(tx, id))) return false;
    await addEvent(tx, id, "cv_download", actor);
    await recordAudit(tx, actor, "application.cv-download", { kind: "application", id }, { reference });
    return true;
  });
  if (!recorded) return null;
  return { file, originalName: row.resumeOriginalName, type: row.resumeType, size: info.size, reference };
}

/** Removes applications (their events cascade) and the mail about them, in `tx`; answers their references and files. */
async function deleteApplicationRows(tx: Tx, rows: { id: number; createdAt: Date; resumePath: string }[]) {
  if (!rows.length) return { references: [], files: [] };
  const references = rows.map((row) => referenceOf("application", row.id, row.createdAt));
  await tx.delete(applicationEvents).where(inArray(applicationEvents.applicationId, rows.map((row) => row.id)));
  await tx.delete(jobApplications).where(inArray(jobApplications.id, rows.map((row) => row.id)));
  // The receipt, HR's notification and the stage messages carry the applicant's name, address and cover letter.
  await tx.delete(outbox).where(inArray(outbox.reference, references));
  return { references, files: rows.map((row) => resumeFileOf(row.resumePath)).filter((file): file is string => file !== null) };
}

/** Files go once the rows are gone for good; one left behind (a crash between) is swept by housekeeping. */
async function removeFiles(files: string[]) {
  for (const file of files) await rm(file, { force: true }).catch((error: Error) => console.error("removing a CV failed:", error.message));
}

/** Deletes an application at the applicant's request (admin): row, timeline, mail about it, CV. Null if gone. */
export async function deleteApplication(id: number, actor: AuditActor) {
  const deleted = await (await db()).transaction(async (tx) => {
    const row = await lockApplication(tx, id);
    if (!row) return null;
    const [vacancy] = await tx.select({ title: vacancies.title }).from(vacancies).where(eq(vacancies.id, row.vacancyId)).limit(1);
    const { references, files } = await deleteApplicationRows(tx, [row]);
    // No personal data in the audit log: the reference and the vacancy only.
    await recordAudit(tx, actor, "application.delete", { kind: "application", id }, { reference: references[0], vacancy: vacancy?.title ?? row.vacancyId });
    return { reference: references[0], files };
  });
  if (deleted) await removeFiles(deleted.files);
  return deleted ? { reference: deleted.reference } : null;
}

const DAY = 86_400_000;
const RETENTION_BATCH = 500;
/** An upload's file exists before its row commits: only a file this old and still unreferenced is a leftover. */
const LEFTOVER_FILE_AGE_MS = DAY;
const SYSTEM: AuditActor = { id: null, email: "system", ip: null };

/**
 * Housekeeping's part: deletes the applications received more than APPLICATION_RETENTION_DAYS before `now`, with
 * their events, mail and files (audited as the system, with their references only), then the CV files no
 * application refers to. Answers how many applications and leftover files went.
 */
export async function deleteExpiredApplications(now = new Date()) {
  const cutoff = new Date(now.getTime() - getEnv().APPLICATION_RETENTION_DAYS * DAY);
  const d = await db();
  let applications = 0;
  for (;;) {
    const batch = await d.transaction(async (tx) => {
      const rows = await tx
        .select({ id: jobApplications.id, createdAt: jobApplications.createdAt, resumePath: jobApplications.resumePath })
        .from(jobApplications)
        .where(lt(jobApplications.createdAt, cutoff))
        .orderBy(asc(jobApplications.id))
        .limit(RETENTION_BATCH)
        .for("update", { skipLocked: true });
      const { references, files } = await deleteApplicationRows(tx, rows);
      if (rows.length) {
        await recordAudit(tx, SYSTEM, "application.retention-delete", null, {
          count: rows.length,
          references,
          retentionDays: getEnv().APPLICATION_RETENTION_DAYS,
        });
      }
      return { count: rows.length, files };
    });
    await removeFiles(batch.files);
    applications += batch.count;
    if (batch.count < RETENTION_BATCH) break;
  }
  return { applications, leftoverFiles: await removeLeftoverResumes(now) };
}

/** CV files under the resume directory that no application names (by file name: the names are random), a day old. */
async function removeLeftoverResumes(now: Date) {
  const directory = resumeDirectory();
  const names = await readdir(directory).catch(() => [] as string[]);
  if (!names.length) return 0;
  const rows = await (await db()).select({ resumePath: jobApplications.resumePath }).from(jobApplications);
  const referenced = new Set(rows.map((row) => path.basename(row.resumePath)));
  let removed = 0;
  for (const name of names) {
    if (referenced.has(name)) continue;
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < LEFTOVER_FILE_AGE_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
