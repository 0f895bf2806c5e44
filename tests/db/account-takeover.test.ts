/**
 * An account made (or edited) with someone else's e-mail address must see and erase nothing that
 * person sent. Driven through the routes' loaders and actions over a real database.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { contactMessages, jobApplications, locations, outbox, users, vacancies } from "~/db/schema";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { openTestDatabase } from "~/db/test-database.server";
import { localBackend } from "~/backend/index.server";
import { createAuthCookie } from "~/utils/auth.server";
import { renderOutboxBody } from "~/utils/sealed-link.server";
import { action as registerAction } from "~/routes/auth.register/route";
import { action as profileAction } from "~/routes/profile._index/route";
import { action as settingsAction } from "~/routes/profile.settings/route";
import { loader as overviewLoader } from "~/routes/profile.overview/route";
import { action as contactAction } from "~/routes/_public.contact-us/route";

const SECRET = "takeover-test-secret-0123456789";
const uploadDir = mkdtempSync(path.join(os.tmpdir(), "takeover-uploads-"));
let database: Database;
let vacancyId: number;
let cityId: number;
let countryId: number;
let client = 1;

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploadDir;
  // The victim's CV is checked on disk: the local store's (tests/db/file-store.test.ts covers the others).
  process.env.FILE_STORE = "local";
  process.env.SESSION_SECRET = SECRET;
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  [{ id: vacancyId }] = await database.db.select({ id: vacancies.id }).from(vacancies).limit(1);
  const [city] = await database.db.select({ id: locations.id, parentId: locations.parentId }).from(locations).where(eq(locations.type, "city")).limit(1);
  cityId = city.id;
  countryId = city.parentId!;
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const PASSWORD = "violet tractor 42";
const args = (request: Request) => ({ request, params: {}, context: {} }) as ActionFunctionArgs & LoaderFunctionArgs;

function form(url: string, fields: Record<string, string>, cookie?: string) {
  // What a browser's form sends (a multipart body would be the profile's picture upload).
  const body = new URLSearchParams(fields);
  const headers: Record<string, string> = { "x-client-ip": `203.0.113.${client++}`, "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`http://localhost${url}`, { method: "POST", body, headers });
}

async function register(email: string) {
  const response = (await registerAction(args(form("/auth/register", { email, password: PASSWORD, confirm_password: PASSWORD })))) as Response;
  return response;
}

async function signIn(email: string) {
  const result = await localBackend.login({ email, password: PASSWORD });
  const { setCookie } = await createAuthCookie(result, { remember: false });
  return setCookie.split(";")[0];
}

async function overview(cookie: string) {
  const response = (await overviewLoader(args(new Request("http://localhost/profile/overview", { headers: { Cookie: cookie } })))) as Response;
  return (await response.json()).sent as Record<string, number>;
}

function storedResume() {
  const name = `${randomUUID()}.pdf`;
  writeFileSync(path.join(uploadDir, name), "%PDF-1.4\n");
  return { path: name, originalName: "cv.pdf", type: "application/pdf", size: 9 };
}

async function victimSendsSignedOut(email: string) {
  const resume = storedResume();
  await localBackend.submitApplication({ vacancy: vacancyId, first_name: "Mona", last_name: "Victim", email, phone_number: "+968 9000 0001", cover_letter: "", resume });
  await localBackend.sendContactMessage({ first_name: "Mona", last_name: "Victim", email, phone_number: "+968 9000 0001", city: cityId, message: "Hello" });
  return resume.path;
}

async function victimRows(email: string) {
  const applications = await database.db.select().from(jobApplications).where(eq(jobApplications.email, email));
  const messages = await database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  return { applications, messages };
}

/** The link in the newest outbox message to this address, read by unsealing the row. */
async function latestLink(to: string) {
  const rows = await database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
  const row = rows.at(-1);
  expect(row, `a message to ${to}`).toBeTruthy();
  return /https?:\/\/\S+/.exec(renderOutboxBody(row!))?.[0];
}

describe("an attacker who registers with the victim's address", () => {
  it("sees none of the victim's requests and erases none of them or the CV", async () => {
    const victim = `victim-${randomUUID().slice(0, 6)}@example.com`;
    const resume = await victimSendsSignedOut(victim);

    expect((await register(victim)).status).toBe(302);
    const attacker = await signIn(victim);
    expect(await overview(attacker)).toEqual({ msds: 0, tds: 0, inquiry: 0, quote: 0, rfq: 0, contact: 0, application: 0 });

    const deleted = (await settingsAction(args(form("/profile/settings", { intent: "delete", current_password: PASSWORD }, attacker)))) as Response;
    expect(deleted.status).toBe(302);
    const after = await victimRows(victim);
    expect(after.applications).toHaveLength(1);
    expect(after.applications[0]).toMatchObject({ firstName: "Mona", resumePath: resume });
    expect(after.messages).toHaveLength(1);
    expect(after.messages[0]).toMatchObject({ firstName: "Mona", message: "Hello" });
    expect(existsSync(path.join(uploadDir, resume))).toBe(true);
  });
});

describe("an attacker who edits their own e-mail to the victim's address", () => {
  const profileFields = (email: string, current_password = "") => ({
    first_name: "Eve",
    last_name: "",
    occupation: "",
    email,
    phone_country_code: "+971",
    phone_number: "",
    current_password,
    new_password: "",
  });

  it("needs the current password, and the address stays the old one until the new one confirms", async () => {
    const victim = `victim-${randomUUID().slice(0, 6)}@example.com`;
    const own = `eve-${randomUUID().slice(0, 6)}@example.com`;
    await victimSendsSignedOut(victim);
    await register(own);
    const attacker = await signIn(own);

    const refused = (await profileAction(args(form("/profile", profileFields(victim), attacker)))) as Response;
    const refusal = await refused.json();
    expect(refused.status, JSON.stringify(refusal)).toBe(400);
    expect(refusal.fieldErrors.current_password, JSON.stringify(refusal)).toBe("Current password is required");

    const asked = (await profileAction(args(form("/profile", profileFields(victim, PASSWORD), attacker)))) as Response;
    expect(asked.status).toBe(302);
    const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.email, own));
    expect(row?.email).toBe(own);
    expect(await overview(attacker)).toEqual({ msds: 0, tds: 0, inquiry: 0, quote: 0, rfq: 0, contact: 0, application: 0 });
    // The confirmation goes to the new address, never to the account's own.
    expect(await latestLink(victim)).toMatch(/\/auth\/verify-email\//);

    const deleted = (await settingsAction(args(form("/profile/settings", { intent: "delete", current_password: PASSWORD }, attacker)))) as Response;
    expect(deleted.status).toBe(302);
    const after = await victimRows(victim);
    expect(after.applications).toHaveLength(1);
    expect(after.messages).toHaveLength(1);
  });
});

describe("a verified account", () => {
  it("has what it sends while signed in linked by user id, and counts only that", async () => {
    const email = `owner-${randomUUID().slice(0, 6)}@example.com`;
    await register(email);
    const link = await latestLink(email);
    expect(link).toMatch(/\/auth\/verify-email\/[A-Za-z0-9_-]+$/);
    const { confirmEmailVerification } = await import("~/models/email-verifications.server");
    expect(await confirmEmailVerification(link!.split("/").at(-1)!)).toMatchObject({ ok: true });
    const cookie = await signIn(email);

    const contact = {
      first_name: "Salim",
      last_name: "Owner",
      email: "someone-else@example.com",
      phone_number: "+968 9000 0002",
      country: String(countryId),
      city: String(cityId),
      message: "Signed in",
    };
    expect(((await contactAction(args(form("/contact-us", contact, cookie)))) as Response).status).toBe(302);
    const [{ id: userId }] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const linked = await database.db.select().from(contactMessages).where(eq(contactMessages.userId, userId));
    expect(linked).toHaveLength(1);
    expect(await overview(cookie)).toMatchObject({ contact: 1, application: 0 });

    // Sent under the account's address while signed out: not linked, not counted.
    await victimSendsSignedOut(email);
    expect(await overview(cookie)).toMatchObject({ contact: 1, application: 0 });

    await settingsAction(args(form("/profile/settings", { intent: "delete", current_password: PASSWORD }, cookie)));
    const [erased] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, linked[0].id));
    expect(erased).toMatchObject({ firstName: "Erased", email: "erased@invalid", userId: null });
    expect(await victimRows(email)).toMatchObject({ applications: [expect.anything()], messages: [expect.anything()] });
  });

  it("an unverified account's submissions are not linked", async () => {
    const email = `unverified-${randomUUID().slice(0, 6)}@example.com`;
    await register(email);
    const cookie = await signIn(email);
    const contact = { first_name: "U", last_name: "V", email, phone_number: "+968 9000 0003", country: String(countryId), city: String(cityId), message: "x" };
    expect(((await contactAction(args(form("/contact-us", contact, cookie)))) as Response).status).toBe(302);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row.userId).toBeNull();
    expect(await overview(cookie)).toMatchObject({ contact: 0 });
  });
});
