/**
 * Vacancies of the job board, by id, with their department and location (and the location's parent). The public
 * list holds only listed vacancies (open, shown from their opens_at, not past their closes_at); a vacancy
 * not yet shown is missing; a closed one (by hand or by date) still has its page, with `available` false. Titles,
 * texts, departments and places are in the language asked for, each falling back to its English text.
 */
import { and, asc, eq, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { departments, locations, vacancies } from "~/db/schema";
import type { Page, Vacancy } from "~/backend/contract";
import { inLocale, type Locale } from "~/i18n/locales";

const parent = alias(locations, "parent");

/** Shown: no opens_at, or one that has come. */
const shown = or(isNull(vacancies.opensAt), lte(vacancies.opensAt, sql`now()`))!;

/** Open: open by hand and its closes_at (if any) not reached. */
const open = sql<boolean>`(${vacancies.available} AND (${vacancies.closesAt} IS NULL OR ${vacancies.closesAt} > now()))`;

/** On /careers and in /api/v1/job_board/vacancies: shown and open. */
const listed = and(shown, open)!;

async function vacancyRows(where: SQL, limit: number, offset: number, locale: Locale) {
  const d = await db();
  const rows = await d
    .select({
      id: vacancies.id,
      title: vacancies.title,
      titleAr: vacancies.titleAr,
      content: vacancies.content,
      contentAr: vacancies.contentAr,
      available: open,
      departmentId: departments.id,
      departmentName: departments.name,
      departmentNameAr: departments.nameAr,
      locationName: locations.name,
      locationNameAr: locations.nameAr,
      parentName: parent.name,
      parentNameAr: parent.nameAr,
    })
    .from(vacancies)
    .innerJoin(departments, eq(departments.id, vacancies.departmentId))
    .innerJoin(locations, eq(locations.id, vacancies.locationId))
    .leftJoin(parent, eq(parent.id, locations.parentId))
    .where(where)
    .orderBy(asc(vacancies.id))
    .limit(limit)
    .offset(offset);
  return rows.map(
    (row): Vacancy => ({
      id: row.id,
      title: inLocale(locale, row.title, row.titleAr),
      content: inLocale(locale, row.content, row.contentAr),
      available: row.available,
      department: { id: row.departmentId, name: inLocale(locale, row.departmentName, row.departmentNameAr) },
      location: { name: inLocale(locale, row.locationName, row.locationNameAr), parent_name: row.parentName === null ? null : inLocale(locale, row.parentName, row.parentNameAr) },
    }),
  );
}

/** A page of the listed vacancies, of one department when given. */
export async function listVacancies(query: { department?: number; page: number; pageSize: number; locale?: Locale }): Promise<Page<Vacancy>> {
  const { page, pageSize } = query;
  const where = query.department ? and(listed, eq(vacancies.departmentId, query.department))! : listed;
  const d = await db();
  const [{ total }] = await d.select({ total: sql<number>`count(*)::int` }).from(vacancies).where(where);
  const last = Math.max(1, Math.ceil(total / pageSize));
  return {
    count: total,
    next: page < last ? `?page=${page + 1}&page_size=${pageSize}` : null,
    previous: page > 1 ? `?page=${page - 1}&page_size=${pageSize}` : null,
    results: await vacancyRows(where, pageSize, (page - 1) * pageSize, query.locale ?? "en"),
  };
}

/** A vacancy's page: null when missing or not shown yet; a closed one answers with `available` false. */
export async function getVacancy(id: number, locale: Locale = "en"): Promise<Vacancy | null> {
  const [vacancy] = await vacancyRows(and(eq(vacancies.id, id), shown)!, 1, 0, locale);
  return vacancy ?? null;
}

/** Whether an application to `id` may be taken: "open", "closed", or null when the vacancy is missing or not shown yet. */
export async function vacancyOpenness(id: number): Promise<"open" | "closed" | null> {
  const d = await db();
  const [vacancy] = await d.select({ open }).from(vacancies).where(and(eq(vacancies.id, id), shown));
  if (!vacancy) return null;
  return vacancy.open ? "open" : "closed";
}
