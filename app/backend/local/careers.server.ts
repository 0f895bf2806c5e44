/** LocalBackend, job board calls: departments, vacancies and applications. */
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { departments, jobApplications, locations, vacancies } from "~/db/schema";
import { removeUpload } from "~/utils/upload.server";
import type { CareersBackend } from "../backend";
import { BackendError } from "../errors";
import { PAGE_SIZE_DEFAULT, type Vacancy } from "../contract";

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

export const localCareers: CareersBackend = {
  async listDepartments() {
    const d = await db();
    return d.select({ id: departments.id, name: departments.name }).from(departments).orderBy(asc(departments.name));
  },

  async listVacancies(query = {}) {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? PAGE_SIZE_DEFAULT;
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
  },

  async getVacancy(id) {
    const [vacancy] = await vacancyRows(eq(vacancies.id, id), 1, 0);
    return vacancy ?? null;
  },

  async submitApplication(payload, key, sender) {
    const d = await db();
    const [vacancy] = await d.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.id, payload.vacancy));
    if (!vacancy) {
      throw new BackendError("Invalid vacancy selected", 400, { vacancy: ["Invalid vacancy selected"] });
    }
    // The resume file is already on disk and synced (upload.server.ts); the row makes the application durable.
    const inserted = await d
      .insert(jobApplications)
      .values({
        vacancyId: vacancy.id,
        firstName: payload.first_name,
        lastName: payload.last_name,
        email: payload.email,
        phoneNumber: payload.phone_number,
        coverLetter: payload.cover_letter ?? "",
        resumePath: payload.resume.path,
        resumeOriginalName: payload.resume.originalName,
        resumeType: payload.resume.type,
        resumeSize: payload.resume.size,
        userId: sender?.userId ?? null,
        submissionKey: key ?? null,
      })
      .onConflictDoNothing({ target: jobApplications.submissionKey })
      .returning({ id: jobApplications.id });
    // The same submission sent twice is one application: its second copy of the file is not kept.
    if (inserted.length === 0) await removeUpload(payload.resume.path);
    return { status: 201, message: "Application submitted successfully!" };
  },
};
