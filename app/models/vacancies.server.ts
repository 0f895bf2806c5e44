/**
 * Vacancies of the job board, by id, with their department and location (and the location's parent). The public
 * list holds only listed vacancies (open, shown from their opens_at, not past their closes_at: issue 17); a vacancy
 * not yet shown is missing; a closed one (by hand or by date) still has its page, with `available` false.
 */
import { and, asc, eq, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { departments, locations, vacancies } from "~/db/schema";
import type { Page, Vacancy } from "~/backend/contract";

const parent = alias(locations, "parent");

/** Shown: no opens_at, or one that has come. */
const shown = or(isNull(vacancies.opensAt), lte(vacancies.opensAt, sql`now()`))!;

/** Open: open by hand and its closes_at (if any) not reached. */
const open = sql<boolean>`(${vacancies.available} AND (${vacancies.closesAt} IS NULL OR ${vacancies.closesAt} > now()))`;

/** On /careers and in /api/v1/job_board/vacancies: shown and open. */
const listed = and(shown, open)!;

async function vacancyRows(where: SQL, limit: number, offset: number) {
  const d = await db();
  const rows = await d
    .select({
      id: vacancies.id,
      title: vacancies.title,
      content: vacancies.content,
      available: open,
      departmentId: departments.id,
      departmentName: departments.name,
      locationName: locations.name,
      parentName: parent.name,
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
      title: row.title,
      content: row.content,
      available: row.available,
      department: { id: row.departmentId, name: row.departmentName },
      location: { name: row.locationName, parent_name: row.parentName },
    }),
  );
}

/** A page of the listed vacancies, of one department when given. */
export async function listVacancies(query: { department?: number; page: number; pageSize: number }): Promise<Page<Vacancy>> {
  const { page, pageSize } = query;
  const where = query.department ? and(listed, eq(vacancies.departmentId, query.department))! : listed;
  const d = await db();
  const [{ total }] = await d.select({ total: sql<number>`count(*)::int` }).from(vacancies).where(where);
  const last = Math.max(1, Math.ceil(total / pageSize));
  return {
    count: total,
    next: page < last ? `?page=${page + 1}&page_size=${pageSize}` : null,
    previous: page > 1 ? `?page=${page - 1}&page_size=${pageSize}` : null,
    results: await vacancyRows(where, pageSize, (page - 1) * pageSize),
  };
}

/** A vacancy's page: null when missing or not shown yet; a closed one answers with `available` false. */
export async function getVacancy(id: number): Promise<Vacancy | null> {
  const [vacancy] = await vacancyRows(and(eq(vacancies.id, id), shown)!, 1, 0);
  return vacancy ?? null;
}

/** Whether an application to `id` may be taken: "open", "closed", or null when the vacancy is missing or not shown yet. */
export async function vacancyOpenness(id: number): Promise<"open" | "closed" | null> {
  const d = await db();
  const [vacancy] = await d.select({ open }).from(vacancies).where(and(eq(vacancies.id, id), shown));
  if (!vacancy) return null;
  return vacancy.open ? "open" : "closed";
}
