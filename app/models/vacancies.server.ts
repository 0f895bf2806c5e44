/** Vacancy queries (Drizzle): a vacancy with its department and its city and country names. */
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { departments, locations, vacancies } from "~/db/schema";

export interface VacancyRecord {
  id: number;
  title: string;
  content: string;
  available: boolean;
  department: { id: number; name: string };
  location: { name: string; parentName: string | null };
}

export async function getVacancyById(db: Db, id: number): Promise<VacancyRecord | null> {
  const parent = alias(locations, "parent");
  const [row] = await db
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
    .where(eq(vacancies.id, id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    available: row.available,
    department: { id: row.departmentId, name: row.departmentName },
    location: { name: row.locationName, parentName: row.parentName },
  };
}
