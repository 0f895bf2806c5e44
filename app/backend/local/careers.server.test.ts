import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { jobApplications } from "~/db/schema";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { openTestDatabase } from "~/db/test-database.server";
import { BackendError } from "../errors";
import { localCareers as careersIn } from "./careers.server";

const localCareers = careersIn("en");

let database: Database;
const dir = mkdtempSync(path.join(os.tmpdir(), "careers-test-"));
// The resume files are checked on disk: the local store's (tests/db/file-store.test.ts covers the others).
process.env.FILE_STORE = "local";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

function resumeFile() {
  const file = path.join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, "%PDF-1.4\n");
  return { path: file, originalName: "cv.pdf", type: "application/pdf", size: 9 };
}

const applicant = { first_name: "Aisha", last_name: "Al-Balushi", email: "aisha@example.om", phone_number: "+968 9000 0000", cover_letter: "" };

describe("local job applications", () => {
  it("stores the application with its resume and answers 201 with the spec's message", async () => {
    const resume = resumeFile();
    const key = randomUUID();
    const answer = await localCareers.submitApplication({ ...applicant, vacancy: 1, resume }, key);
    expect(answer).toEqual({ status: 201, message: "Application submitted successfully!", reference: expect.stringMatching(/^JOB-\d{4}-\d{6}$/), receipt: true });
    const rows = await database.db.select().from(jobApplications).where(eq(jobApplications.submissionKey, key));
    expect(rows).toHaveLength(1);
    expect(answer.reference).toBe(`JOB-${answer.reference!.slice(4, 8)}-${String(rows[0].id).padStart(6, "0")}`);
    expect(rows[0]).toMatchObject({ vacancyId: 1, firstName: "Aisha", resumePath: resume.path, resumeOriginalName: "cv.pdf", resumeSize: 9 });
    expect(existsSync(resume.path)).toBe(true);
  });

  it("stores a resent submission once and removes the second copy of its file", async () => {
    const key = randomUUID();
    const first = resumeFile();
    const second = resumeFile();
    await localCareers.submitApplication({ ...applicant, vacancy: 2, resume: first }, key);
    const again = await localCareers.submitApplication({ ...applicant, vacancy: 2, resume: second }, key);
    expect(again.status).toBe(201);
    expect(await database.db.select().from(jobApplications).where(eq(jobApplications.submissionKey, key))).toHaveLength(1);
    expect(existsSync(first.path)).toBe(true);
    expect(existsSync(second.path)).toBe(false);
  });

  it("refuses an unknown vacancy with 'Invalid vacancy selected' on the vacancy field", async () => {
    const attempt = localCareers.submitApplication({ ...applicant, vacancy: 999_999, resume: resumeFile() }, randomUUID());
    await expect(attempt).rejects.toBeInstanceOf(BackendError);
    await expect(attempt).rejects.toMatchObject({ status: 400, fieldErrors: { vacancy: ["Invalid vacancy selected"] } });
  });

  it("pages vacancies by department", async () => {
    const all = await localCareers.listVacancies({ page: 1, page_size: 6 });
    expect(all.results).toHaveLength(6);
    expect(all.next).toBe("?page=2&page_size=6");
    const second = await localCareers.listVacancies({ page: 2, page_size: 6 });
    expect(second.previous).toBe("?page=1&page_size=6");
    expect(second.next).toBeNull();
    const department = all.results[0].department.id;
    const filtered = await localCareers.listVacancies({ department, page: 1, page_size: 6 });
    expect(filtered.results.every((v) => v.department.id === department)).toBe(true);
  });
});
