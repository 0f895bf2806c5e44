/**
 * HR's vacancies editor, through the routes' loaders and actions over a real database: create, edit,
 * close, reopen and delete with their rules and audit entries, dates in Oman time, the stale save, refused markup;
 * and what the public side then shows: the list and the API list only open vacancies within their dates, a
 * scheduled one is not found, a closed one (by hand or by date) keeps its page saying so, and its hiring form and
 * the API refuse an application with one message, keeping no CV on disk.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, departments, jobApplications, locations, vacancies } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database.server";
import { CONTENT_MESSAGES } from "~/forms/content";
import { VACANCY_MESSAGES } from "~/forms/vacancies";
import { getVacancy, listVacancies } from "~/models/vacancies.server";
import { resumeDirectory } from "~/utils/upload.server";
import * as listRoute from "~/routes/staff.vacancies._index/route";
import * as newRoute from "~/routes/staff.vacancies.new/route";
import * as editRoute from "~/routes/staff.vacancies.$id/route";
import * as careersRoute from "~/routes/_public.careers/route";
import * as vacancyRoute from "~/routes/_public.career.$id._index/route";
import * as hiringRoute from "~/routes/_public.career.$id.hiring/route";
import * as apiVacancies from "~/routes/api.v1.job_board.vacancies/route";
import * as apiApplications from "~/routes/api.v1.job_board.applications/route";
import { makeApplication } from "./applications-fixtures";
import { answerOf, args, clientIp, settle, staffClient, toastOf, type StaffClient } from "./staff-fixtures";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "vacancies-editor-uploads-"));
process.env.UPLOAD_DIR = uploadDir;

let database: Database;
const email = "hr@sahel.example.om";
let staff: StaffClient;
let department = 0;
let otherDepartment = 0;
let sohar = 0;
let oman = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  staff = await staffClient(email, ["hr"]);
  [{ id: department }, { id: otherDepartment }] = await database.db
    .insert(departments)
    .values([{ name: "Production" }, { name: "Laboratory" }])
    .returning({ id: departments.id });
  [{ id: oman }] = await database.db.insert(locations).values({ name: "Oman", type: "country", code: "OM" }).returning({ id: locations.id });
  [{ id: sohar }] = await database.db.insert(locations).values({ name: "Sohar", type: "city", parentId: oman }).returning({ id: locations.id });
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A visitor's request to a public page: no staff cookie. */
const visit = (url: string) => new Request(`http://localhost${url}`, { headers: { "x-client-ip": clientIp() } });

const fieldsOf = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  title: "Process Engineer",
  content: "## The role\n\nRun the **blending** line.",
  department: String(department),
  location: String(sohar),
  status: "open",
  opens_on: "",
  closes_on: "",
  ...overrides,
});

const create = (overrides: Record<string, string> = {}) => settle(() => newRoute.action(args(staff.post("/staff/vacancies/new", fieldsOf(overrides)))));
const edit = (id: number, fields: Record<string, string>) => settle(() => editRoute.action(args(staff.post(`/staff/vacancies/${id}`, fields), { id: String(id) })));
const rowOf = async (id: number) => (await database.db.select().from(vacancies).where(eq(vacancies.id, id)))[0];
const auditOf = (id: number) =>
  database.db
    .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, details: auditLog.details })
    .from(auditLog)
    .where(sql`${auditLog.targetKind} = 'vacancy' AND ${auditLog.targetId} = ${String(id)}`)
    .orderBy(auditLog.id);

async function createdId(overrides: Record<string, string> = {}) {
  const response = await create(overrides);
  expect(response.status, await response.clone().text()).toBe(302);
  return Number(/\/staff\/vacancies\/(\d+)$/.exec(response.headers.get("Location") ?? "")![1]);
}

/** A vacancy written straight into the table, in any state. */
async function storedVacancy(title: string, values: Partial<typeof vacancies.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(vacancies)
    .values({ title, content: "<p>Text</p>", departmentId: department, locationId: sohar, ...values })
    .returning({ id: vacancies.id });
  return row.id;
}

const DAY = 24 * 60 * 60 * 1000;

describe("creating a vacancy", () => {
  it("stores the Markdown and its sanitized HTML, audits vacancy.create and opens the vacancy's page with a toast", async () => {
    const response = await create({ title: "Blending Supervisor", content: "## Duties\n\nLead the **night shift**.\n\n<script>alert(1)</script>" });
    expect(response.status).toBe(302);
    const id = Number(response.headers.get("Location")!.split("/").at(-1));
    expect((await toastOf(response))?.message).toBe("Vacancy “Blending Supervisor” created.");
    const row = await rowOf(id);
    expect(row).toMatchObject({ title: "Blending Supervisor", available: true, departmentId: department, locationId: sohar, opensAt: null, closesAt: null, version: 1 });
    expect(row.contentMarkdown).toContain("**night shift**");
    expect(row.content).toContain("<strong>night shift</strong>");
    expect(row.content).toContain("<h2");
    expect(row.content).not.toContain("<script");
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(["vacancy.create"]);
    expect(audit[0].actorEmail).toBe(email);
  });

  it("Preview shows the rendered text and stores nothing", async () => {
    const before = (await database.db.select({ n: sql<number>`count(*)::int` }).from(vacancies))[0].n;
    const response = await create({ intent: "preview", title: "", content: "Work with *care*.<img src=x onerror=alert(1)>" });
    expect(response.status).toBe(200);
    const reply = await answerOf(response);
    expect(reply.preview!.content).toContain("<em>care</em>");
    expect(reply.preview!.content).not.toContain("onerror");
    expect(reply.repopulateFields.content).toBe("Work with *care*.<img src=x onerror=alert(1)>");
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(vacancies))[0].n).toBe(before);
  });

  it.each([
    ["<script>alert(1)</script>", VACANCY_MESSAGES.titleMarkup],
    ["Engineer <b>now</b>", VACANCY_MESSAGES.titleMarkup],
    ["Engineer\u0007", VACANCY_MESSAGES.titleControl],
    ["Engineer\u0000", VACANCY_MESSAGES.titleControl],
    ["Line\nbreak", VACANCY_MESSAGES.titleControl],
    ["", VACANCY_MESSAGES.titleRequired],
    ["x".repeat(201), VACANCY_MESSAGES.titleTooLong],
  ])("refuses the title %j with its message and keeps what was typed", async (title, message) => {
    const response = await create({ title, content: "Kept text" });
    expect(response.status).toBe(400);
    const reply = await answerOf(response);
    expect(reply.fieldErrors.title).toBe(message);
    expect(reply.repopulateFields.content).toBe("Kept text");
    expect(await database.db.select().from(vacancies).where(eq(vacancies.title, title.replace(/\0/g, "")))).toHaveLength(0);
  });

  it("drops NUL characters from the text instead of failing the save", async () => {
    const id = await createdId({ title: "NUL in text", content: "Before\u0000after" });
    expect((await rowOf(id)).contentMarkdown).toBe("Beforeafter");
  });

  it("refuses a missing text, department or city, and a department or city that does not exist", async () => {
    const empty = await answerOf(await create({ content: "  ", department: "", location: "" }));
    expect(empty.fieldErrors).toMatchObject({ content: VACANCY_MESSAGES.contentRequired, department: VACANCY_MESSAGES.department, location: VACANCY_MESSAGES.location });
    const gone = await create({ department: "999999" });
    expect(gone.status).toBe(400);
    expect((await answerOf(gone)).fieldErrors.department).toBe(VACANCY_MESSAGES.departmentMissing);
    // A country is no city.
    const country = await create({ location: String(oman) });
    expect((await answerOf(country)).fieldErrors.location).toBe(VACANCY_MESSAGES.locationMissing);
  });
});

describe("dates", () => {
  it("stores “Show from” and “Close on” as the start of those days in Oman (UTC+4)", async () => {
    const id = await createdId({ title: "Dated vacancy", opens_on: "2030-01-02", closes_on: "2030-02-01" });
    const row = await rowOf(id);
    expect(row.opensAt!.toISOString()).toBe("2030-01-01T20:00:00.000Z");
    expect(row.closesAt!.toISOString()).toBe("2030-01-31T20:00:00.000Z");
    const page = (await (await editRoute.loader(args(staff.get(`/staff/vacancies/${id}`), { id: String(id) }))).json()) as {
      values: { opens_on: string; closes_on: string };
      state: string;
    };
    expect(page.values).toMatchObject({ opens_on: "2030-01-02", closes_on: "2030-02-01" });
    expect(page.state).toBe("scheduled");
  });

  it.each([
    [{ opens_on: "2030-02-30" }, "opens_on", VACANCY_MESSAGES.opensOn],
    [{ opens_on: "02/01/2030" }, "opens_on", VACANCY_MESSAGES.opensOn],
    [{ closes_on: "tomorrow" }, "closes_on", VACANCY_MESSAGES.closesOn],
    [{ opens_on: "2030-03-01", closes_on: "2030-03-01" }, "closes_on", VACANCY_MESSAGES.closesBeforeOpens],
    [{ opens_on: "2030-03-01", closes_on: "2030-02-01" }, "closes_on", VACANCY_MESSAGES.closesBeforeOpens],
  ])("refuses %j with a clear message on the field", async (dates, field, message) => {
    const response = await create({ title: "Bad dates", ...dates });
    expect(response.status).toBe(400);
    expect((await answerOf(response)).fieldErrors[field]).toBe(message);
  });

  it("keeps a stored time when the day is saved unchanged", async () => {
    const opensAt = new Date("2030-05-10T06:30:00Z");
    const id = await storedVacancy("Timed vacancy", { opensAt });
    const response = await edit(id, fieldsOf({ title: "Timed vacancy", opens_on: "2030-05-10", version: "1" }));
    expect(response.status).toBe(302);
    expect((await rowOf(id)).opensAt!.toISOString()).toBe(opensAt.toISOString());
  });
});

describe("editing", () => {
  it("saves under the version it was opened at and audits what changed", async () => {
    const id = await createdId({ title: "Lab Analyst" });
    const response = await edit(id, fieldsOf({ title: "Senior Lab Analyst", department: String(otherDepartment), version: "1" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/vacancies/${id}`);
    expect((await toastOf(response))?.message).toBe("Vacancy “Senior Lab Analyst” saved.");
    expect(await rowOf(id)).toMatchObject({ title: "Senior Lab Analyst", departmentId: otherDepartment, version: 2 });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(["vacancy.create", "vacancy.update"]);
    expect(JSON.parse(audit[1].details!)).toMatchObject({ changed: ["title", "department"], version: 2 });
  });

  it("refuses a stale save with 409, the issue's words and the text kept; saving again with the version it answers overwrites", async () => {
    const id = await createdId({ title: "Shared vacancy" });
    expect((await edit(id, fieldsOf({ title: "First editor's title", version: "1" }))).status).toBe(302);
    const stale = await edit(id, fieldsOf({ title: "Second editor's title", content: "Second editor's text", version: "1" }));
    expect(stale.status).toBe(409);
    const reply = await answerOf(stale);
    expect(reply.formError).toBe(CONTENT_MESSAGES.stale("vacancy"));
    expect(reply.formError).toContain("changed by someone else since you opened it");
    expect(reply.repopulateFields).toMatchObject({ title: "Second editor's title", content: "Second editor's text" });
    expect(reply.currentVersion).toBe(2);
    expect((await rowOf(id)).title).toBe("First editor's title");
    expect((await edit(id, fieldsOf({ title: "Second editor's title", version: String(reply.currentVersion) }))).status).toBe(302);
    expect(await rowOf(id)).toMatchObject({ title: "Second editor's title", version: 3 });
    // A save without a version is never applied.
    expect((await edit(id, fieldsOf({ title: "No version" }))).status).toBe(409);
  });

  it("closing through the form's status is audited as vacancy.update and vacancy.close", async () => {
    const id = await createdId({ title: "Form-closed vacancy" });
    expect((await edit(id, fieldsOf({ title: "Form-closed vacancy", status: "closed", version: "1" }))).status).toBe(302);
    expect((await rowOf(id)).available).toBe(false);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["vacancy.create", "vacancy.update", "vacancy.close"]);
  });

  it("Close and Reopen act at once, each with its audit entry and toast; closing twice is refused", async () => {
    const id = await createdId({ title: "Quick close" });
    const closed = await edit(id, { intent: "close" });
    expect(closed.status).toBe(302);
    expect((await toastOf(closed))?.message).toBe("Vacancy “Quick close” closed: it has left /careers and takes no more applications.");
    expect(await rowOf(id)).toMatchObject({ available: false, version: 2 });
    const again = await edit(id, { intent: "close" });
    expect(again.status).toBe(400);
    expect((await answerOf(again)).formError).toBe(VACANCY_MESSAGES.alreadyClosed);
    const opened = await edit(id, { intent: "open" });
    expect((await toastOf(opened))?.message).toBe("Vacancy “Quick close” opened. It is on /careers again.");
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["vacancy.create", "vacancy.close", "vacancy.open"]);
  });

  it("a bad or unknown id is a 404, never a crash", async () => {
    for (const id of ["abc", "0", "99999999"]) {
      expect((await settle(() => editRoute.loader(args(staff.get(`/staff/vacancies/${id}`), { id })))).status).toBe(404);
    }
    expect((await edit(99_999_999, fieldsOf({ version: "1" }))).status).toBe(404);
  });
});

describe("the Arabic title and text", () => {
  it("writes, changes and clears them: the text sanitized, the changes audited, the Arabic pages showing them", async () => {
    const response = await create({
      title: "Laboratory Chemist",
      title_ar: "  كيميائي مختبر ",
      content_ar: "## المهام\n\nتحليل **عينات الحقول**.\n\n<script>alert(1)</script>",
    });
    expect(response.status).toBe(302);
    const id = Number(response.headers.get("Location")!.split("/").at(-1));
    const row = await rowOf(id);
    expect(row).toMatchObject({ title: "Laboratory Chemist", titleAr: "كيميائي مختبر", contentMarkdownAr: "## المهام\n\nتحليل **عينات الحقول**.\n\n<script>alert(1)</script>" });
    expect(row.contentAr).toContain("<strong>عينات الحقول</strong>");
    expect(row.contentAr).not.toMatch(/script/i);
    expect(JSON.parse((await auditOf(id))[0].details!)).toMatchObject({ title: "Laboratory Chemist", titleAr: "كيميائي مختبر" });
    const arabic = await getVacancy(id, "ar");
    expect(arabic?.title).toBe("كيميائي مختبر");
    expect(arabic?.content).toContain("<h2>المهام</h2>");
    expect((await getVacancy(id))?.title).toBe("Laboratory Chemist");
    expect((await listVacancies({ page: 1, pageSize: 100, locale: "ar" })).results.find((v) => v.id === id)?.title).toBe("كيميائي مختبر");
    // The editor opens with them.
    const page = (await (await settle(() => editRoute.loader(args(staff.get(`/staff/vacancies/${id}`), { id: String(id) })))).json()) as { values: Record<string, string> };
    expect(page.values).toMatchObject({ title_ar: "كيميائي مختبر", content_ar: row.contentMarkdownAr });

    const changed = await edit(id, fieldsOf({ title: "Laboratory Chemist", title_ar: "كيميائي مختبرات", content_ar: "نص جديد.", version: "1" }));
    expect(changed.status).toBe(302);
    expect(await getVacancy(id, "ar")).toMatchObject({ title: "كيميائي مختبرات", content: "<p>نص جديد.</p>" });
    let audit = await auditOf(id);
    expect(JSON.parse(audit.at(-1)!.details!)).toMatchObject({ changed: ["titleAr", "contentAr"], version: 2 });

    const cleared = await edit(id, fieldsOf({ title: "Laboratory Chemist", title_ar: " ", content_ar: "\n", version: "2" }));
    expect(cleared.status).toBe(302);
    expect(await rowOf(id)).toMatchObject({ titleAr: null, contentAr: null, contentMarkdownAr: null });
    expect(await getVacancy(id, "ar")).toMatchObject({ title: "Laboratory Chemist", content: "<h2>The role</h2>\n<p>Run the <strong>blending</strong> line.</p>" });
    audit = await auditOf(id);
    expect(JSON.parse(audit.at(-1)!.details!)).toMatchObject({ changed: ["titleAr", "contentAr"], version: 3 });
  });

  it("refuses an Arabic title with markup or over 200 characters, keeping what was typed, and previews the Arabic text", async () => {
    const response = await create({ title_ar: "<b>مهندس</b>", content_ar: "يبقى" });
    expect(response.status).toBe(400);
    const reply = await answerOf(response);
    expect(reply.fieldErrors.title_ar).toBe(VACANCY_MESSAGES.titleMarkup);
    expect(reply.repopulateFields).toMatchObject({ title_ar: "<b>مهندس</b>", content_ar: "يبقى" });
    expect((await answerOf(await create({ title_ar: "م".repeat(201) }))).fieldErrors.title_ar).toBe(VACANCY_MESSAGES.titleTooLong);
    const preview = (await (await create({ intent: "preview", title: "", content_ar: "*بعناية*<img src=x onerror=alert(1)>" })).json()) as { preview: Record<string, string> };
    expect(preview.preview.content_ar).toContain("<em>بعناية</em>");
    expect(preview.preview.content_ar).not.toContain("onerror");
  });
});

describe("deleting", () => {
  it("deletes a vacancy nobody applied to, with its audit entry", async () => {
    const id = await createdId({ title: "Posted by mistake" });
    const unticked = await edit(id, { intent: "delete" });
    expect(unticked.status).toBe(400);
    expect((await answerOf(unticked)).fieldErrors.confirm).toBe(VACANCY_MESSAGES.confirmDelete);
    const deleted = await edit(id, { intent: "delete", confirm: "on" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/staff/vacancies");
    expect((await toastOf(deleted))?.message).toBe("Vacancy “Posted by mistake” deleted.");
    expect(await rowOf(id)).toBeUndefined();
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["vacancy.create", "vacancy.delete"]);
  });

  it("refuses to delete a vacancy with applications and says to close it", async () => {
    const id = await createdId({ title: "Applied to" });
    await makeApplication(id);
    const refused = await edit(id, { intent: "delete", confirm: "on" });
    expect(refused.status).toBe(400);
    expect((await answerOf(refused)).formError).toBe(VACANCY_MESSAGES.hasApplications(1));
    expect(VACANCY_MESSAGES.hasApplications(1)).toContain("Close it instead");
    expect(await rowOf(id)).toBeDefined();
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["vacancy.create"]);
  });
});

describe("the staff list", () => {
  it("shows state, dates and applications, and filters by department and status", async () => {
    const open = await storedVacancy("List: open", { departmentId: otherDepartment });
    const scheduled = await storedVacancy("List: scheduled", { opensAt: new Date(Date.now() + 10 * DAY) });
    const dateClosed = await storedVacancy("List: date passed", { closesAt: new Date(Date.now() - DAY) });
    const closed = await storedVacancy("List: closed", { available: false });
    await makeApplication(open);
    const listOf = async (query: string) => {
      const response = await settle(() => listRoute.loader(args(staff.get(`/staff/vacancies${query}`))));
      expect(response.status).toBe(200);
      return ((await response.json()) as { vacancies: { id: number; state: string; applications: number; location: string }[] }).vacancies;
    };
    const all = await listOf("");
    expect(all.find((v) => v.id === open)).toMatchObject({ state: "Open", applications: 1, location: "Sohar, Oman" });
    expect(all.find((v) => v.id === scheduled)!.state).toBe("Scheduled");
    expect(all.find((v) => v.id === dateClosed)!.state).toBe("Closed (date passed)");
    expect(all.find((v) => v.id === closed)!.state).toBe("Closed");
    const closedIds = (await listOf("?status=closed")).map((v) => v.id);
    expect(closedIds).toEqual(expect.arrayContaining([dateClosed, closed]));
    expect(closedIds).not.toContain(open);
    expect((await listOf("?status=scheduled")).map((v) => v.id)).toContain(scheduled);
    expect((await listOf(`?department=${otherDepartment}&status=open`)).map((v) => v.id)).toContain(open);
    expect((await listOf(`?department=${otherDepartment}&status=open`)).map((v) => v.id)).not.toContain(scheduled);
    // Malformed filters are dropped.
    expect((await listOf("?department=x&status=nope&before=-1")).length).toBe(all.length);
  });
});

describe("the public side", () => {
  const ids = { open: 0, closed: 0, dateClosed: 0, scheduled: 0, closesLater: 0 };
  beforeAll(async () => {
    ids.open = await storedVacancy("Public: open");
    ids.closed = await storedVacancy("Public: closed", { available: false });
    ids.dateClosed = await storedVacancy("Public: date passed", { closesAt: new Date(Date.now() - 60_000) });
    ids.scheduled = await storedVacancy("Public: scheduled", { opensAt: new Date(Date.now() + DAY) });
    ids.closesLater = await storedVacancy("Public: closes later", { opensAt: new Date(Date.now() - DAY), closesAt: new Date(Date.now() + DAY) });
  });

  const careersIds = async () => {
    const ids: number[] = [];
    for (let page = 1; page < 50; page++) {
      const data = (await (await careersRoute.loader(args(visit(`/careers?page=${page}`)))).json()) as { vacancies: { id: number }[]; nextPage: number | null };
      ids.push(...data.vacancies.map((v) => v.id));
      if (!data.nextPage) break;
    }
    return ids;
  };

  it("lists on /careers and in the API only open vacancies within their dates", async () => {
    const listed = await careersIds();
    expect(listed).toEqual(expect.arrayContaining([ids.open, ids.closesLater]));
    for (const hidden of [ids.closed, ids.dateClosed, ids.scheduled]) expect(listed).not.toContain(hidden);
    const api = (await (await apiVacancies.loader(args(visit("/api/v1/job_board/vacancies/")))).json()) as { data: { id: number; available: boolean }[] };
    const apiIds = api.data.map((v) => v.id);
    expect(apiIds).toEqual(expect.arrayContaining([ids.open, ids.closesLater]));
    for (const hidden of [ids.closed, ids.dateClosed, ids.scheduled]) expect(apiIds).not.toContain(hidden);
    expect(api.data.every((v) => v.available)).toBe(true);
  });

  it("answers 404 for a vacancy not shown yet, on its page and its hiring page", async () => {
    const id = String(ids.scheduled);
    expect((await settle(() => vacancyRoute.loader(args(visit(`/career/${id}`), { id })))).status).toBe(404);
    expect((await settle(() => hiringRoute.loader(args(visit(`/career/${id}/hiring`), { id })))).status).toBe(404);
  });

  it.each(["closed", "dateClosed"] as const)("keeps the page of a %s vacancy (200) with available false, also on its hiring page", async (which) => {
    const id = String(ids[which]);
    const page = await settle(() => vacancyRoute.loader(args(visit(`/career/${id}`), { id })));
    expect(page.status).toBe(200);
    expect(((await page.json()) as { vacancy: { available: boolean } }).vacancy.available).toBe(false);
    const hiring = await settle(() => hiringRoute.loader(args(visit(`/career/${id}/hiring`), { id })));
    expect(hiring.status).toBe(200);
    expect(((await hiring.json()) as { vacancy: { available: boolean } }).vacancy.available).toBe(false);
  });

  function applicationBody(vacancy: number) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ first_name: "Aisha", last_name: "Al-Balushi", email: "aisha@example.om", phone_number: "+968 9000 0000", cover_letter: "" })) {
      body.set(name, value);
    }
    body.set("vacancy", String(vacancy));
    body.set("resume", new Blob(["%PDF-1.4\n%cv\n"], { type: "application/pdf" }), "cv.pdf");
    return body;
  }
  const resumesOnDisk = () => (existsSync(resumeDirectory()) ? readdirSync(resumeDirectory()).length : 0);
  const applicationsTo = async (vacancy: number) => (await database.db.select().from(jobApplications).where(eq(jobApplications.vacancyId, vacancy))).length;

  it.each(["closed", "dateClosed"] as const)("the API refuses an application to a %s vacancy: 400 on the vacancy field, nothing stored, no file left", async (which) => {
    const files = resumesOnDisk();
    const request = new Request("http://localhost/api/v1/job_board/applications/", { method: "POST", body: applicationBody(ids[which]), headers: { "x-client-ip": clientIp() } });
    const response = await apiApplications.action(args(request));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, message: VACANCY_MESSAGES.closed, data: { vacancy: [VACANCY_MESSAGES.closed] } });
    expect(await applicationsTo(ids[which])).toBe(0);
    expect(resumesOnDisk()).toBe(files);
  });

  it("the hiring form refuses an application to a closed vacancy with the same message and keeps no file", async () => {
    const files = resumesOnDisk();
    const id = String(ids.dateClosed);
    const body = applicationBody(ids.dateClosed);
    body.delete("vacancy");
    const request = new Request(`http://localhost/career/${id}/hiring`, { method: "POST", body, headers: { "x-client-ip": clientIp() } });
    const response = await settle(() => hiringRoute.action(args(request, { id })));
    expect(response.status).toBe(400);
    expect((await answerOf(response)).formError).toBe(VACANCY_MESSAGES.closed);
    expect(await applicationsTo(ids.dateClosed)).toBe(0);
    expect(resumesOnDisk()).toBe(files);
  });

  it("an open vacancy still takes an application through the API (the refusal is not a blanket one)", async () => {
    const request = new Request("http://localhost/api/v1/job_board/applications/", { method: "POST", body: applicationBody(ids.closesLater), headers: { "x-client-ip": clientIp() } });
    expect((await apiApplications.action(args(request))).status).toBe(201);
    expect(await applicationsTo(ids.closesLater)).toBe(1);
  });

  it("closing a listed vacancy in the editor takes it off /careers at once", async () => {
    const id = await createdId({ title: "Public: closed by HR" });
    expect(await careersIds()).toContain(id);
    expect((await edit(id, { intent: "close" })).status).toBe(302);
    expect(await careersIds()).not.toContain(id);
  });
});
