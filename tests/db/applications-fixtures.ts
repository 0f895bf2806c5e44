/** Vacancies and applications for the database tests: stored as the hiring form stores them, CV file included. */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "~/db/client.server";
import { departments, locations, vacancies } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { insertJobApplication } from "~/models/job-applications.server";
import { resumeDirectory } from "~/utils/upload.server";

/** A vacancy (with the department and city it needs). */
export async function makeVacancy(db: Db, title: string) {
  const [department] = await db.insert(departments).values({ name: "Operations" }).returning({ id: departments.id });
  const [city] = await db.insert(locations).values({ name: "Sohar", type: "city" }).returning({ id: locations.id });
  const [vacancy] = await db.insert(vacancies).values({ title, departmentId: department.id, locationId: city.id }).returning({ id: vacancies.id });
  return vacancy.id;
}

/** An application with a CV file under UPLOAD_DIR's resume directory (UPLOAD_DIR must be set first); answers its id. */
export async function makeApplication(
  vacancyId: number,
  applicant: { firstName?: string; lastName?: string; email?: string; coverLetter?: string; locale?: Locale } = {},
  cv: { name?: string; type?: string; bytes?: string } = {},
) {
  const directory = resumeDirectory();
  mkdirSync(directory, { recursive: true });
  const extension = path.extname(cv.name ?? "cv.pdf") || ".pdf";
  const file = path.join(directory, `${randomBytes(16).toString("hex")}${extension}`);
  const bytes = cv.bytes ?? "%PDF-1.4\n%test\n";
  writeFileSync(file, bytes);
  const { reference } = await insertJobApplication({
    vacancy: vacancyId,
    first_name: applicant.firstName ?? "Aisha",
    last_name: applicant.lastName ?? "Al-Balushi",
    email: applicant.email ?? "aisha@example.om",
    phone_number: "+968 9123 4567",
    cover_letter: applicant.coverLetter ?? "",
    resume: { path: file, originalName: cv.name ?? "cv.pdf", type: cv.type ?? "application/pdf", size: Buffer.byteLength(bytes) },
  }, undefined, undefined, applicant.locale);
  return { id: Number(reference.slice(-6)), reference, file };
}
