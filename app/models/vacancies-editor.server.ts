/**
 * HR's vacancies editor: the staff list with its state and applications, one vacancy for its form, and
 * every change (create, update, open, close, delete) in one transaction with its audit entry. The content is kept
 * as Markdown and as the sanitized HTML the public page shows; dates are Muscat calendar days stored as the instant
 * that day starts there. The catalog_version trigger on vacancies drops the public caches at once.
 */
import { and, count, desc, eq, gt, isNotNull, isNull, lt, lte, not, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import type { Db } from "~/db/types";
import { departments, jobApplications, locations, vacancies } from "~/db/schema";
import { muscatDay, muscatDayStart, VACANCY_MESSAGES, type VacancyInput, type VacancyListFilter, type VacancyState } from "~/forms/vacancies";
import { renderMarkdown } from "~/utils/markdown.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { updateVersioned } from "./content-save.server";

export const VACANCIES_PAGE_SIZE = 50;

const country = alias(locations, "country");

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const now = sql`now()`;

/** The state staff see, by the same rules as the public site (vacancies.server.ts). */
const closedNow = or(not(vacancies.available), and(isNotNull(vacancies.closesAt), lte(vacancies.closesAt, now)))!;
const scheduledNow = and(vacancies.available, gt(vacancies.opensAt, now), or(isNull(vacancies.closesAt), gt(vacancies.closesAt, now)))!;
const openNow = and(not(closedNow), or(isNull(vacancies.opensAt), lte(vacancies.opensAt, now)))!;
const STATE_WHERE: Record<VacancyState, SQL> = {
  open: openNow,
  scheduled: scheduledNow,
  closed: closedNow,
};

export function stateOf(row: { available: boolean; opensAt: Date | null; closesAt: Date | null }, at = new Date()): VacancyState {
  if (!row.available || (row.closesAt && row.closesAt <= at)) return "closed";
  if (row.opensAt && row.opensAt > at) return "scheduled";
  return "open";
}

const applicationCount = sql<number>`(SELECT count(*)::int FROM ${jobApplications} WHERE ${jobApplications.vacancyId} = ${vacancies.id})`;

/** The staff list: newest first, filtered by department and state, paged by id (`before`). */
export async function listStaffVacancies(filter: VacancyListFilter & { before?: number }) {
  const where: SQL[] = [];
  if (filter.department) where.push(eq(vacancies.departmentId, filter.department));
  if (filter.state) where.push(STATE_WHERE[filter.state]);
  if (filter.before) where.push(lt(vacancies.id, filter.before));
  const rows = await (
    await db()
  )
    .select({
      id: vacancies.id,
      title: vacancies.title,
      available: vacancies.available,
      opensAt: vacancies.opensAt,
      closesAt: vacancies.closesAt,
      department: departments.name,
      city: locations.name,
      country: country.name,
      applications: applicationCount,
    })
    .from(vacancies)
    .innerJoin(departments, eq(departments.id, vacancies.departmentId))
    .innerJoin(locations, eq(locations.id, vacancies.locationId))
    .leftJoin(country, eq(country.id, locations.parentId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(vacancies.id))
    .limit(VACANCIES_PAGE_SIZE + 1);
  const page = rows.slice(0, VACANCIES_PAGE_SIZE);
  return {
    rows: page,
    olderCursor: rows.length > VACANCIES_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** One vacancy as its form shows it, with its number of applications (a vacancy with any cannot be deleted). */
export async function getStaffVacancy(id: number) {
  const [row] = await (
    await db()
  )
    .select({
      id: vacancies.id,
      title: vacancies.title,
      content: vacancies.content,
      contentMarkdown: vacancies.contentMarkdown,
      titleAr: vacancies.titleAr,
      contentAr: vacancies.contentAr,
      contentMarkdownAr: vacancies.contentMarkdownAr,
      available: vacancies.available,
      opensAt: vacancies.opensAt,
      closesAt: vacancies.closesAt,
      departmentId: vacancies.departmentId,
      locationId: vacancies.locationId,
      version: vacancies.version,
      applications: applicationCount,
    })
    .from(vacancies)
    .where(eq(vacancies.id, id));
  return row ?? null;
}

/** The form's choices: departments by name, and the cities grouped by country (both by name). */
export async function vacancyChoices() {
  const d = await db();
  const [departmentRows, cityRows] = await Promise.all([
    d.select({ id: departments.id, name: departments.name }).from(departments).orderBy(departments.name, departments.id),
    d
      .select({ id: locations.id, name: locations.name, country: country.name })
      .from(locations)
      .leftJoin(country, eq(country.id, locations.parentId))
      .where(eq(locations.type, "city"))
      .orderBy(country.name, locations.name, locations.id),
  ]);
  const countries: {
    country: string;
    cities: { id: number; name: string }[];
  }[] = [];
  for (const city of cityRows) {
    const name = city.country ?? "Other";
    let group = countries.at(-1);
    if (group?.country !== name) countries.push((group = { country: name, cities: [] }));
    group.cities.push({ id: city.id, name: city.name });
  }
  return { departments: departmentRows, countries };
}

type FieldRefusal = {
  ok: false;
  reason: "field";
  field: "department" | "location";
  message: string;
};

/** The department and the city must exist (a city, not a country): checked in the transaction that writes. */
async function refusedReferences(tx: Tx, input: VacancyInput): Promise<FieldRefusal | null> {
  const [department] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, input.departmentId));
  if (!department)
    return {
      ok: false,
      reason: "field",
      field: "department",
      message: VACANCY_MESSAGES.departmentMissing,
    };
  const [city] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, input.locationId), eq(locations.type, "city")));
  if (!city)
    return {
      ok: false,
      reason: "field",
      field: "location",
      message: VACANCY_MESSAGES.locationMissing,
    };
  return null;
}

/** A posted day as the instant to store; the stored instant itself when the day is unchanged (it may hold a time). */
function instantOf(day: string | null, stored: Date | null = null) {
  if (!day) return null;
  if (stored && muscatDay(stored) === day) return stored;
  return muscatDayStart(day);
}

const dayOrNull = (at: Date | null) => (at ? muscatDay(at) : null);

/** The Arabic columns as typed: none is null, and the Markdown is stored with its sanitized HTML. */
function arabicColumns(input: VacancyInput) {
  return {
    titleAr: input.titleAr,
    contentMarkdownAr: input.contentMarkdownAr,
    contentAr: input.contentMarkdownAr ? renderMarkdown(input.contentMarkdownAr) : null,
  };
}

export async function createVacancy(input: VacancyInput, actor: AuditActor): Promise<{ ok: true; id: number } | FieldRefusal> {
  return (await db()).transaction(async (tx) => {
    const refused = await refusedReferences(tx, input);
    if (refused) return refused;
    const [row] = await tx
      .insert(vacancies)
      .values({
        title: input.title,
        contentMarkdown: input.contentMarkdown,
        content: renderMarkdown(input.contentMarkdown),
        ...arabicColumns(input),
        departmentId: input.departmentId,
        locationId: input.locationId,
        available: input.available,
        opensAt: instantOf(input.opensOn),
        closesAt: instantOf(input.closesOn),
      })
      .returning({ id: vacancies.id });
    await recordAudit(
      tx,
      actor,
      "vacancy.create",
      { kind: "vacancy", id: row.id },
      {
        title: input.title,
        titleAr: input.titleAr,
        departmentId: input.departmentId,
        locationId: input.locationId,
        available: input.available,
        opensOn: input.opensOn,
        closesOn: input.closesOn,
      }
    );
    return { ok: true as const, id: row.id };
  });
}

type UpdateResult = { ok: true; version: number } | { ok: false; reason: "missing" } | { ok: false; reason: "stale"; currentVersion: number } | FieldRefusal;

/**
 * Saves the form under optimistic concurrency (the version it was opened at). A change of open/closed is audited as
 * vacancy.open or vacancy.close besides the vacancy.update, in the same transaction.
 */
export async function updateVacancy(id: number, expectedVersion: number, input: VacancyInput, actor: AuditActor): Promise<UpdateResult> {
  return (await db()).transaction(async (tx) => {
    const [before] = await tx.select().from(vacancies).where(eq(vacancies.id, id)).for("update");
    if (!before) return { ok: false as const, reason: "missing" as const };
    if (before.version !== expectedVersion)
      return {
        ok: false as const,
        reason: "stale" as const,
        currentVersion: before.version,
      };
    const refused = await refusedReferences(tx, input);
    if (refused) return refused;
    const values = {
      title: input.title,
      contentMarkdown: input.contentMarkdown,
      content: renderMarkdown(input.contentMarkdown),
      ...arabicColumns(input),
      departmentId: input.departmentId,
      locationId: input.locationId,
      available: input.available,
      opensAt: instantOf(input.opensOn, before.opensAt),
      closesAt: instantOf(input.closesOn, before.closesAt),
      updatedAt: new Date(),
    };
    const saved = await updateVersioned(tx, { table: vacancies, id: vacancies.id, version: vacancies.version }, id, expectedVersion, values);
    if (!saved.ok) {
      if (saved.reason === "missing") return { ok: false as const, reason: "missing" as const };
      const [current] = await tx.select({ version: vacancies.version }).from(vacancies).where(eq(vacancies.id, id));
      return {
        ok: false as const,
        reason: "stale" as const,
        currentVersion: current?.version ?? expectedVersion,
      };
    }
    const changed: string[] = [];
    if (before.title !== input.title) changed.push("title");
    if ((before.contentMarkdown ?? before.content) !== input.contentMarkdown) changed.push("content");
    if ((before.titleAr || null) !== input.titleAr) changed.push("titleAr");
    if ((before.contentMarkdownAr ?? before.contentAr ?? null) !== input.contentMarkdownAr) changed.push("contentAr");
    if (before.departmentId !== input.departmentId) changed.push("department");
    if (before.locationId !== input.locationId) changed.push("location");
    if (dayOrNull(before.opensAt) !== input.opensOn) changed.push("opensOn");
    if (dayOrNull(before.closesAt) !== input.closesOn) changed.push("closesOn");
    if (before.available !== input.available) changed.push("status");
    const target = { kind: "vacancy", id };
    await recordAudit(tx, actor, "vacancy.update", target, {
      title: input.title,
      changed,
      version: saved.version,
    });
    if (before.available !== input.available) await recordAudit(tx, actor, input.available ? "vacancy.open" : "vacancy.close", target, { title: input.title });
    return { ok: true as const, version: saved.version };
  });
}

/** Opens or closes at once (the page's Close and Reopen buttons). */
export async function setVacancyOpen(
  id: number,
  open: boolean,
  actor: AuditActor
): Promise<{ ok: true; title: string } | { ok: false; reason: "missing" | "same" }> {
  return (await db()).transaction(async (tx) => {
    const [row] = await tx.select({ title: vacancies.title, available: vacancies.available }).from(vacancies).where(eq(vacancies.id, id)).for("update");
    if (!row) return { ok: false as const, reason: "missing" as const };
    if (row.available === open) return { ok: false as const, reason: "same" as const };
    await tx
      .update(vacancies)
      .set({
        available: open,
        version: sql`${vacancies.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(vacancies.id, id));
    await recordAudit(tx, actor, open ? "vacancy.open" : "vacancy.close", { kind: "vacancy", id }, { title: row.title });
    return { ok: true as const, title: row.title };
  });
}

/** Deletes a vacancy nobody applied to; one with applications is kept (HR keeps them): close it instead. */
export async function deleteVacancy(
  id: number,
  actor: AuditActor
): Promise<{ ok: true; title: string } | { ok: false; reason: "missing" } | { ok: false; reason: "applications"; count: number }> {
  return (await db()).transaction(async (tx) => {
    // The row lock makes a concurrent application wait (its foreign key check), so the count below stays true.
    const [row] = await tx.select({ title: vacancies.title }).from(vacancies).where(eq(vacancies.id, id)).for("update");
    if (!row) return { ok: false as const, reason: "missing" as const };
    const [{ applications }] = await tx.select({ applications: count() }).from(jobApplications).where(eq(jobApplications.vacancyId, id));
    if (applications > 0)
      return {
        ok: false as const,
        reason: "applications" as const,
        count: applications,
      };
    await tx.delete(vacancies).where(eq(vacancies.id, id));
    await recordAudit(tx, actor, "vacancy.delete", { kind: "vacancy", id }, { title: row.title });
    return { ok: true as const, title: row.title };
  });
}
