/**
 * HR's applications, through the routes' loaders and actions over a real database and a throw-away
 * UPLOAD_DIR: the list's filters, search and paging; stage changes with the applicant's mail; notes; the CV as an
 * attachment only; the admin's deletion; refused ids; and retention by housekeeping's clock.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { applicationEvents, auditLog, jobApplications, outbox } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database.server";
import { APPLICATION_MESSAGES } from "~/forms/applications";
import { listApplications } from "~/models/applications.server";
import { runHousekeeping } from "~/models/housekeeping.server";
import { referenceOf } from "~/models/references";
import { getStaff, setStaffCookie } from "~/utils/staff-auth.server";
import { STAFF_FORM_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { resumeDirectory } from "~/utils/upload.server";
import * as listRoute from "~/routes/staff.applications._index/route";
import * as detailRoute from "~/routes/staff.applications.$id/route";
import * as cvRoute from "~/routes/staff.applications.$id.cv/route";
import { makeApplication, makeVacancy } from "./applications-fixtures";
import { setUpMember } from "./staff-fixtures";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "applications-uploads-"));
process.env.UPLOAD_DIR = uploadDir;
// The local folder's own rules (a CV outside it, *.deleted marks) are checked here; tests/db/file-store.test.ts
// runs the same CV journey on the PostgreSQL and S3 stores.
process.env.FILE_STORE = "local";

let database: Database;
let engineer: number;
let chemist: number;
const members: Record<"hr" | "admin", { cookie: string; formKey: string; email: string }> = {} as never;
let client = 1;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  for (const role of ["hr", "admin"] as const) {
    const email = `${role}@sahel.example.om`;
    const member = await setUpMember(email, [role]);
    const cookie = (await setStaffCookie(member.sessionToken)).split(";")[0];
    const signedIn = await getStaff(new Request("http://localhost/staff", { headers: { Cookie: cookie } }));
    members[role] = { cookie, formKey: signedIn!.formKey, email };
  }
  engineer = await makeVacancy(database.db, "Field Service Engineer");
  chemist = await makeVacancy(database.db, "Process Chemist");
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

type Args = LoaderFunctionArgs & ActionFunctionArgs;
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as Args;

function get(url: string, as: "hr" | "admin" = "hr") {
  return new Request(`http://localhost${url}`, { headers: { Cookie: members[as].cookie, "x-client-ip": `203.0.113.${client++ % 250}` } });
}

function post(url: string, fields: Record<string, string>, as: "hr" | "admin" = "hr") {
  const body = new URLSearchParams({ [STAFF_FORM_KEY_FIELD_NAME]: members[as].formKey, ...fields });
  return new Request(`http://localhost${url}`, {
    method: "POST",
    body,
    headers: { Cookie: members[as].cookie, "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": `203.0.113.${client++ % 250}` },
  });
}

/** A loader's or action's answer, thrown or returned. */
async function answer(call: () => Promise<unknown>): Promise<Response> {
  try {
    return (await call()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const listOf = async (query: string) => {
  const response = await answer(() => listRoute.loader(args(get(`/staff/applications${query}`))));
  expect(response.status).toBe(200);
  return (await response.json()) as { applications: { id: number; reference: string; name: string; stage: string; vacancy: string }[]; olderHref: string | null; newestHref: string | null };
};

const detailOf = async (id: number, as: "hr" | "admin" = "hr") => answer(() => detailRoute.loader(args(get(`/staff/applications/${id}`, as), { id: String(id) })));
const act = (id: number, fields: Record<string, string>, as: "hr" | "admin" = "hr") =>
  answer(() => detailRoute.action(args(post(`/staff/applications/${id}`, fields, as), { id: String(id) })));
const downloadCv = (id: number | string, as: "hr" | "admin" = "hr") => answer(() => cvRoute.loader(args(get(`/staff/applications/${id}/cv`, as), { id: String(id) })));

const eventsOf = (id: number) => database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(applicationEvents.id);
const auditOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

describe("the list", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.salma = (await makeApplication(engineer, { firstName: "Salma", lastName: "Al-Rawahi", email: "salma@example.om" })).id;
    made.omar = (await makeApplication(chemist, { firstName: "Omar", lastName: "Al-Hinai", email: "omar.h@example.com" })).id;
    made.noor = (await makeApplication(chemist, { firstName: "Noor", lastName: "Al-Busaidi", email: "noor@example.om" })).id;
    await database.db.update(jobApplications).set({ stage: "interview" }).where(eq(jobApplications.id, made.omar));
  });

  it("shows every application newest first, with its reference, vacancy and stage", async () => {
    const { applications } = await listOf("");
    const names = applications.map((a) => a.name);
    expect(names.indexOf("Noor Al-Busaidi")).toBeLessThan(names.indexOf("Omar Al-Hinai"));
    expect(names.indexOf("Omar Al-Hinai")).toBeLessThan(names.indexOf("Salma Al-Rawahi"));
    const omar = applications.find((a) => a.id === made.omar)!;
    expect(omar).toMatchObject({ vacancy: "Process Chemist", stage: "Interview" });
    expect(omar.reference).toMatch(new RegExp(`^JOB-\\d{4}-${String(made.omar).padStart(6, "0")}$`));
  });

  it("filters by vacancy and by stage, and searches names and e-mail addresses", async () => {
    expect((await listOf(`?vacancy=${chemist}`)).applications.map((a) => a.id).sort()).toEqual([made.omar, made.noor].sort());
    expect((await listOf(`?vacancy=${chemist}&stage=interview`)).applications.map((a) => a.id)).toEqual([made.omar]);
    expect((await listOf("?q=salma+al-raw")).applications.map((a) => a.id)).toEqual([made.salma]);
    expect((await listOf("?q=OMAR.H%40EXAMPLE")).applications.map((a) => a.id)).toEqual([made.omar]);
    expect((await listOf("?q=%25")).applications).toEqual([]);
  });

  it("ignores malformed parameters instead of failing", async () => {
    const all = (await listOf("")).applications.length;
    for (const query of ["?vacancy=abc", "?vacancy=99999999999", "?stage=hacked", "?before=x", "?before=1-99999999999", "?before=-1", "?q=" + "x".repeat(5000), "?vacancy=0"]) {
      const { applications } = await listOf(query);
      if (!query.startsWith("?q=")) expect(applications.length, query).toBe(all);
    }
  });

  it("pages to older applications by keyset, without repeats or gaps", async () => {
    const first = await listApplications({ vacancy: chemist }, 1);
    expect(first.rows.map((r) => r.id)).toEqual([made.noor]);
    const [micros, id] = first.olderCursor!.split("-");
    const second = await listApplications({ vacancy: chemist, before: { micros, id: Number(id) } }, 1);
    expect(second.rows.map((r) => r.id)).toEqual([made.omar]);
    expect(second.olderCursor).toBeNull();
    // Through the route: the older link of a full page carries the cursor and keeps the filters.
    const { olderHref, newestHref } = await listOf(`?vacancy=${chemist}&before=${first.olderCursor}`);
    expect(olderHref).toBeNull();
    expect(newestHref).toBe(`/staff/applications?vacancy=${chemist}`);
  });
});

describe("refused ids", () => {
  it("answers 404 for an id that does not exist, is not a number, or was deleted", async () => {
    const { id } = await makeApplication(engineer);
    expect((await act(id, { intent: "delete", confirm: "on" }, "admin")).status).toBe(302);
    for (const bad of [String(id), "999999", "abc", "1e3", "-1", "0", "99999999999"]) {
      const params = { id: bad };
      expect((await answer(() => detailRoute.loader(args(get(`/staff/applications/${bad}`), params)))).status, bad).toBe(404);
      expect((await answer(() => detailRoute.action(args(post(`/staff/applications/${bad}`, { intent: "note", note: "x" }), params)))).status, bad).toBe(404);
      expect((await downloadCv(bad)).status, bad).toBe(404);
    }
  });
});

describe("stages", () => {
  it("moves an application, tells the applicant with the recruiter's message, and keeps both on the timeline and in the audit log", async () => {
    const { id, reference } = await makeApplication(engineer, { firstName: "Aisha", email: "aisha.stage@example.om" });
    const moved = await act(id, { intent: "stage", stage: "screening", tell: "on", message: "Thank you, we are reading it this week." });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe(`/staff/applications/${id}`);
    const [row] = await database.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(row.stage).toBe("screening");
    expect(row.stageChangedAt).toBeInstanceOf(Date);
    const mail = await database.db.select().from(outbox).where(eq(outbox.to, "aisha.stage@example.om")).orderBy(outbox.id);
    expect(mail.at(-1)).toMatchObject({ subject: `Your application ${reference}: being reviewed`, reference });
    expect(mail.at(-1)!.body).toContain("> Thank you, we are reading it this week.");
    expect(mail.at(-1)!.body).toContain("Field Service Engineer");
    expect((await eventsOf(id)).map((e) => [e.type, e.actorEmail, e.body])).toEqual([
      ["received", "", null],
      ["stage", "hr@sahel.example.om", null],
      ["message", "hr@sahel.example.om", "Thank you, we are reading it this week."],
    ]);
    expect((await auditOf("application.stage")).at(-1)).toMatchObject({ targetId: String(id), actorEmail: "hr@sahel.example.om" });
    expect(JSON.parse((await auditOf("application.stage")).at(-1)!.details!)).toEqual({ reference, from: "new", to: "screening", told: true });

    const page = (await (await detailOf(id)).json()) as { timeline: { what: string; body: string | null }[]; application: { stage: string } };
    expect(page.application.stage).toBe("screening");
    expect(page.timeline.map((e) => e.what)).toEqual([
      "Application received",
      "Stage changed: New → Screening",
      "Applicant told of the stage Screening by e-mail, with this message",
    ]);
  });

  it("moves without mail when not told, allows any move, and refuses the stage it is at", async () => {
    const { id } = await makeApplication(engineer, { email: "quiet@example.om" });
    expect((await act(id, { intent: "stage", stage: "rejected" })).status).toBe(302);
    expect((await act(id, { intent: "stage", stage: "interview" })).status).toBe(302);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, "quiet@example.om"))).toHaveLength(1); // the receipt only
    const same = await act(id, { intent: "stage", stage: "interview", tell: "on", message: "kept" });
    expect(same.status).toBe(400);
    const body = (await same.json()) as { fieldErrors: Record<string, string>; repopulateFields: Record<string, string> };
    expect(body.fieldErrors).toEqual({ stage: APPLICATION_MESSAGES.sameStage });
    expect(body.repopulateFields.message).toBe("kept");
    const bad = await act(id, { intent: "stage", stage: "promoted" });
    expect(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ stage: APPLICATION_MESSAGES.stageRequired });
    const untold = await act(id, { intent: "stage", stage: "offer", message: "lost?" });
    expect(((await untold.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ message: APPLICATION_MESSAGES.messageWithoutTell });
  });

  it("cannot tell an applicant whose address was erased with their account, and says so", async () => {
    const { id } = await makeApplication(engineer, { email: "erased@invalid" });
    const refused = await act(id, { intent: "stage", stage: "screening", tell: "on" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ tell: APPLICATION_MESSAGES.noAddress });
    expect((await database.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0].stage).toBe("new");
    expect((await act(id, { intent: "stage", stage: "screening" })).status).toBe(302);
  });
});

describe("notes", () => {
  it("needs words, at most 5,000 characters, and goes on the timeline with an audit entry that holds no words", async () => {
    const { id } = await makeApplication(engineer);
    const empty = await act(id, { intent: "note", note: "   " });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ note: APPLICATION_MESSAGES.noteRequired });
    const long = await act(id, { intent: "note", note: "a".repeat(5001) });
    expect(((await long.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ note: APPLICATION_MESSAGES.noteTooLong });
    expect((await act(id, { intent: "note", note: "Strong on <b>corrosion</b> work.\nCall back Sunday." })).status).toBe(302);
    const note = (await eventsOf(id)).at(-1)!;
    expect(note).toMatchObject({ type: "note", body: "Strong on <b>corrosion</b> work.\nCall back Sunday.", actorEmail: "hr@sahel.example.om" });
    const audit = (await auditOf("application.note")).at(-1)!;
    expect(audit.targetId).toBe(String(id));
    expect(audit.details).not.toContain("corrosion");
  });
});

describe("the CV download", () => {
  it("sends a PDF as an attachment with its type, a safe file name, a sandbox CSP and no caching; audited and on the timeline", async () => {
    const { id, reference } = await makeApplication(engineer, {}, { name: "Aïsha \"CV\"; final.pdf", type: "application/pdf", bytes: "%PDF-1.4\nbytes" });
    const response = await downloadCv(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="Aisha CV_ final.pdf"; filename*=UTF-8''A%C3%AFsha%20CV%3B%20final.pdf`);
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe("%PDF-1.4\nbytes");
    expect((await eventsOf(id)).at(-1)).toMatchObject({ type: "cv_download", actorEmail: "hr@sahel.example.om" });
    expect(JSON.parse((await auditOf("application.cv-download")).at(-1)!.details!)).toEqual({ reference });
  });

  it("sends an HTML CV as application/octet-stream, never as a page", async () => {
    const { id } = await makeApplication(engineer, {}, { name: "cv.html", type: "text/html", bytes: "<script>alert(1)</script>" });
    const response = await downloadCv(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="cv\.html"/);
    expect(response.headers.get("Content-Security-Policy")).toContain("sandbox");
    await response.text();
  });

  it("answers 404 when the file is missing or lies outside the resume directory, and the page says so", async () => {
    const { id, file } = await makeApplication(engineer);
    rmSync(file);
    expect((await downloadCv(id)).status).toBe(404);
    const page = (await (await detailOf(id)).json()) as { application: { cv: { available: boolean } } };
    expect(page.application.cv.available).toBe(false);
    const outside = path.join(uploadDir, "outside.pdf");
    writeFileSync(outside, "%PDF-1.4\n");
    const { id: other } = await makeApplication(engineer);
    await database.db.update(jobApplications).set({ resumePath: outside }).where(eq(jobApplications.id, other));
    expect((await downloadCv(other)).status).toBe(404);
    expect((await eventsOf(other)).map((e) => e.type)).toEqual(["received"]);
  });
});

describe("deletion at the applicant's request", () => {
  it("is the admin's alone, needs the confirmation, and removes the row, its timeline, its mail and its file", async () => {
    const { id, reference, file } = await makeApplication(chemist, { email: "leave.me@example.om" });
    expect((await act(id, { intent: "delete", confirm: "on" }, "hr")).status).toBe(403);
    const page = (await (await detailOf(id, "hr")).json()) as { isAdmin: boolean };
    expect(page.isAdmin).toBe(false);
    const unconfirmed = await act(id, { intent: "delete" }, "admin");
    expect(unconfirmed.status).toBe(400);
    expect(((await unconfirmed.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ confirm: APPLICATION_MESSAGES.confirmDelete });
    expect(existsSync(file)).toBe(true);

    const deleted = await act(id, { intent: "delete", confirm: "on" }, "admin");
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/staff/applications");
    expect(await database.db.select().from(jobApplications).where(eq(jobApplications.id, id))).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);
    expect(await database.db.select().from(outbox).where(eq(outbox.reference, reference))).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(resumeDirectory()).filter((name) => name.endsWith(".deleted"))).toEqual([]);
    const audit = (await auditOf("application.delete")).at(-1)!;
    expect(audit).toMatchObject({ actorEmail: "admin@sahel.example.om", targetKind: "application", targetId: String(id) });
    expect(JSON.parse(audit.details!)).toEqual({ reference, vacancy: "Process Chemist" });
  });
});

describe("retention", () => {
  it("deletes applications past APPLICATION_RETENTION_DAYS (365) with their files, audited as the system, and keeps younger ones", async () => {
    const now = new Date();
    const old = await makeApplication(engineer, { email: "old@example.om" });
    const young = await makeApplication(engineer, { email: "young@example.om" });
    const setAge = (id: number, days: number) =>
      database.db.update(jobApplications).set({ createdAt: sql`now() - make_interval(days => ${days})` }).where(eq(jobApplications.id, id));
    await setAge(old.id, 366);
    await setAge(young.id, 364);
    // A reference is made from the stored date: moving it a year back moves the reference's year too.
    const [{ createdAt: oldDate }] = await database.db.select({ createdAt: jobApplications.createdAt }).from(jobApplications).where(eq(jobApplications.id, old.id));
    // A file an earlier deletion renamed but could not remove (the process stopped in between).
    const leftover = path.join(resumeDirectory(), "0123456789abcdef.pdf.deleted");
    writeFileSync(leftover, "%PDF-1.4\n");

    const counts = await runHousekeeping(new Date(now.getTime() + 2 * 3_600_000));
    expect(counts).toMatchObject({ applications: 1, leftoverFiles: 1 });
    expect(await database.db.select().from(jobApplications).where(eq(jobApplications.id, old.id))).toEqual([]);
    expect(await database.db.select().from(jobApplications).where(eq(jobApplications.id, young.id))).toHaveLength(1);
    expect(existsSync(old.file)).toBe(false);
    expect(existsSync(young.file)).toBe(true);
    expect(existsSync(leftover)).toBe(false);
    const audit = (await auditOf("application.retention-delete")).at(-1)!;
    expect(audit).toMatchObject({ actorId: null, actorEmail: "system", targetKind: null });
    expect(JSON.parse(audit.details!)).toEqual({ count: 1, references: [referenceOf("application", old.id, oldDate)], retentionDays: 365 });
    expect(audit.details).not.toContain("old@example.om");

    // A year on, by the clock alone, the younger one goes too.
    expect((await runHousekeeping(new Date(now.getTime() + 2 * 86_400_000))).applications).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(jobApplications).where(eq(jobApplications.id, young.id))).toEqual([]);
  });
});
