/** Vacancies of the job board, by id, with their department and location (and the location's parent). */
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { departments, locations, vacancies } from "~/db/schema";
import type { Page, Vacancy } from "~/backend/contract";

const parent = alias(locations, "parent");

async function vacancyRows(where: ReturnType<typeof eq> | undefined, limit: number, offset: number) {
  const d = await db();
  const rows = await d
    .select({
      id: vacancies.id,
      title: vacancies.title,
      content: vacancies.content,
      available: vacancies.available,
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

/** A page of vacancies, of one department when given. */
export async function listVacancies(query: { department?: number; page: number; pageSize: number }): Promise<Page<Vacancy>> {
  const { page, pageSize } = query;
  const where = query.department ? eq(vacancies.departmentId, query.department) : undefined;
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

export async function getVacancy(id: number): Promise<Vacancy | null> {
  const [vacancy] = await vacancyRows(eq(vacancies.id, id), 1, 0);
  return vacancy ?? null;
}

export async function vacancyExists(id: number): Promise<boolean> {
  const d = await db();
  const [vacancy] = await d.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.id, id));
  return Boolean(vacancy);
}
