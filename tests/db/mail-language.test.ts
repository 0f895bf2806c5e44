/**
 * Mail in the recipient's language over a real database: a submission stores the language of the page it
 * was sent from (or of the API call's Accept-Language), and everything the visitor then receives about it (receipt,
 * staff reply, application stage, data-sheet link) is written in it and links to that language's pages; the staff's
 * notification stays English and names the language. Account mail follows the account's language, set at
 * registration and by its use; a reset link follows the page it was asked for on.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, desc, eq } from "drizzle-orm";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { contactMessages, dataSheetRequests, inboxItems, jobApplications, jobFunctions, locations, outbox, quoteRequests, solutions, users } from "~/db/schema";
import { localBackend } from "~/backend/index.server";
import { visibleKinds } from "~/forms/inbox";
import { changeStage } from "~/models/applications.server";
import { replyToInboxItem } from "~/models/inbox.server";
import { requestPasswordReset } from "~/models/password-resets.server";
import { rememberLocale, setPassword } from "~/models/users.server";
import { HONEYPOT_FIELD_NAME } from "~/utils/form-guard-names";
import { unseal } from "~/utils/sealed-link.server";
import * as contactRoute from "~/routes/_public.contact-us/route";
import * as apiContactRoute from "~/routes/api.v1.core.contact/route";
import { makeApplication, makeVacancy } from "./applications-fixtures";
import { setUpMember } from "./staff-fixtures";

const ORIGIN = "https://www.sahel.example.om";
const SECRET = "mail-language-test-secret-0123456789";
const uploadDir = mkdtempSync(path.join(os.tmpdir(), "mail-language-test-"));

let database: Database;
let solutionId: number;
let jobFunctionId: number;
let countryId: number;
let muscat: { id: number; countryId: number };
let actor: { id: number; email: string; ip: string };
let client = 1;

const ARABIC = /[\u0600-\u06FF]/;

beforeAll(async () => {
  // Read on the first getEnv().
  process.env.SALES_EMAIL = "sales@sahel.example.om";
  process.env.CONTACT_EMAIL = "contact@sahel.example.om";
  process.env.HR_EMAIL = "hr@sahel.example.om";
  process.env.PUBLIC_ORIGIN = ORIGIN;
  process.env.SESSION_SECRET = SECRET;
  process.env.UPLOAD_DIR = uploadDir;
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  [{ id: solutionId }] = await database.db.select({ id: solutions.id }).from(solutions).orderBy(asc(solutions.id)).limit(1);
  [{ id: jobFunctionId }] = await database.db.select({ id: jobFunctions.id }).from(jobFunctions).limit(1);
  [{ id: countryId }] = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country")).limit(1);
  const [city] = await database.db.select({ id: locations.id, parentId: locations.parentId }).from(locations).where(eq(locations.type, "city")).limit(1);
  muscat = { id: city.id, countryId: city.parentId! };
  const member = await setUpMember("all-mail@sahel.example.om", ["admin"]);
  actor = { id: member.staffId, email: "all-mail@sahel.example.om", ip: "203.0.113.9" };
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** The newest message to an address. */
async function mailTo(address: string) {
  const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(desc(outbox.id)).limit(1);
  expect(mail, `a message to ${address}`).toBeTruthy();
  return mail;
}

function expectArabic(mail: { subject: string; body: string; html: string | null }) {
  expect(mail.subject).toMatch(ARABIC);
  expect(mail.body).toMatch(ARABIC);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
}

function expectEnglish(mail: { subject: string; body: string; html: string | null }) {
  expect(mail.subject).not.toMatch(ARABIC);
  expect(mail.body).not.toMatch(ARABIC);
  expect(mail.html).toContain('<html lang="en">');
}

function postContact(pathname: string, email: string) {
  const body = new FormData();
  const fields = {
    first_name: "Huda",
    last_name: "Al-Saadi",
    email,
    phone_number: "+968 9123 4567",
    country: String(muscat.countryId),
    city: String(muscat.id),
    message: "Please send your demulsifier range.",
    [HONEYPOT_FIELD_NAME]: "",
  };
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(`http://localhost${pathname}`, { method: "POST", body, headers: { "x-client-ip": `198.51.100.${client++}` } });
  return contactRoute.action({ request, params: {}, context: {} } as ActionFunctionArgs);
}

const dataSheetPayload = (email: string) => ({
  first_name: "Amal",
  last_name: "Said",
  company_email_address: email,
  job_function: jobFunctionId,
  company: "Petro LLC",
  country: countryId,
});

describe("a visitor's submission", () => {
  it("from an Arabic page: stored as Arabic, the receipt in Arabic, the staff's notification in English naming the language", async () => {
    const response = (await postContact("/ar/contact-us", "huda.ar@example.om")) as Response;
    expect(response.status).toBe(302);
    // Confirmed on the Arabic page.
    expect(response.headers.get("Location")).toMatch(/^\/ar\/confirmation\/c1\./);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, "huda.ar@example.om"));
    expect(row.locale).toBe("ar");
    const receipt = await mailTo("huda.ar@example.om");
    expectArabic(receipt);
    expect(receipt.subject).toContain(receipt.reference!);
    const notification = await mailTo("contact@sahel.example.om");
    expectEnglish(notification);
    expect(notification.body).toMatch(/Language: Arabic/);
  });

  it("from an English page: stored as English, receipt and notification in English without a language line", async () => {
    await postContact("/contact-us", "huda.en@example.om");
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, "huda.en@example.om"));
    expect(row.locale).toBe("en");
    expectEnglish(await mailTo("huda.en@example.om"));
    expect((await mailTo("contact@sahel.example.om")).body).not.toMatch(/Language:/);
  });

  it("through the API: the language of Accept-Language", async () => {
    const request = new Request("http://localhost/api/v1/core/contact/", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ar-OM,ar;q=0.9,en;q=0.5", "x-client-ip": `198.51.100.${client++}` },
      body: JSON.stringify({ first_name: "Huda", last_name: "Said", email: "huda.api@example.om", phone_number: "+968 9123 4567", city: muscat.id, message: "Hello" }),
    });
    const response = (await apiContactRoute.action({ request, params: {}, context: {} } as ActionFunctionArgs)) as Response;
    expect(response.status).toBe(201);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, "huda.api@example.om"));
    expect(row.locale).toBe("ar");
    expectArabic(await mailTo("huda.api@example.om"));
  });

  it("a data-sheet request and a quote in Arabic link to the Arabic solution page", async () => {
    await localBackend.requestDataSheet("msds", solutionId, dataSheetPayload("amal.ar@example.om"), undefined, { locale: "ar" });
    const [request] = await database.db.select().from(dataSheetRequests).where(eq(dataSheetRequests.companyEmailAddress, "amal.ar@example.om"));
    expect(request.locale).toBe("ar");
    const receipt = await mailTo("amal.ar@example.om");
    expectArabic(receipt);
    expect(receipt.body).toContain(`${ORIGIN}/ar/solution/${solutionId}`);
    expect(receipt.html).toContain(`${ORIGIN}/ar/solution/${solutionId}`);
    const sales = await mailTo("sales@sahel.example.om");
    expectEnglish(sales);
    expect(sales.body).toContain(`${ORIGIN}/solution/${solutionId}`);

    await localBackend.requestQuote(
      solutionId,
      { full_name: "Amal Said", email: "amal.quote@example.om", mobile: "+968 9123 4567", company: "Petro LLC", quantity: 200, unit: "kg", note: "" },
      undefined,
      { locale: "ar" },
    );
    const [quote] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.email, "amal.quote@example.om"));
    expect(quote.locale).toBe("ar");
    const quoteReceipt = await mailTo("amal.quote@example.om");
    expectArabic(quoteReceipt);
    expect(quoteReceipt.body).toContain(`${ORIGIN}/ar/solution/${solutionId}`);
  });

  it("a staff reply to an Arabic message frames the staff member's words in Arabic", async () => {
    await postContact("/ar/contact-us", "huda.reply@example.om");
    const [item] = await database.db.select().from(inboxItems).where(eq(inboxItems.email, "huda.reply@example.om"));
    const result = await replyToInboxItem(actor, visibleKinds(["admin"]), item.id, { subject: "بخصوص رسالتك", body: "شكرًا لتواصلك معنا.\nسنرسل لك العرض غدًا." });
    expect(result).toMatchObject({ ok: true });
    const reply = await mailTo("huda.reply@example.om");
    expect(reply.subject).toBe("بخصوص رسالتك");
    expectArabic(reply);
    expect(reply.body).toContain("سنرسل لك العرض غدًا.");
    expect(reply.body).toContain(item.reference);
    // An English message's reply stays English around the same kind of words.
    await postContact("/contact-us", "huda.reply.en@example.om");
    const [english] = await database.db.select().from(inboxItems).where(eq(inboxItems.email, "huda.reply.en@example.om"));
    await replyToInboxItem(actor, visibleKinds(["admin"]), english.id, { subject: "About your message", body: "Thank you." });
    expectEnglish(await mailTo("huda.reply.en@example.om"));
  });
});

describe("an application", () => {
  it("sent in Arabic: receipt and the news of a stage in Arabic, linking to the Arabic vacancy", async () => {
    const vacancyId = await makeVacancy(database.db, "Process Engineer");
    const { id } = await makeApplication(vacancyId, { email: "aisha.ar@example.om", locale: "ar" });
    const [row] = await database.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(row.locale).toBe("ar");
    const receipt = await mailTo("aisha.ar@example.om");
    expectArabic(receipt);
    expect(receipt.body).toContain(`${ORIGIN}/ar/career/${vacancyId}`);
    expect((await mailTo("hr@sahel.example.om")).body).toMatch(/Language: Arabic/);
    const changed = await changeStage(id, { stage: "interview", tell: true, message: "" }, actor);
    expect(changed).toMatchObject({ ok: true, told: true });
    const news = await mailTo("aisha.ar@example.om");
    expectArabic(news);
    expect(news.body).toContain(`${ORIGIN}/ar/career/${vacancyId}`);
  });
});

describe("an account's mail", () => {
  it("follows the language the account was registered and last used in; a reset link follows its page", async () => {
    const email = "salim.account@example.om";
    await localBackend.register({ email, password: "a long passphrase", confirm_password: "a long passphrase" }, { locale: "ar" });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user.locale).toBe("ar");
    const verify = await mailTo(email);
    expectArabic(verify);
    expect(unseal(verify.sealedLink!, SECRET)).toMatch(new RegExp(`^${ORIGIN}/ar/auth/verify-email/[A-Za-z0-9_-]+$`));
    // The owner proves the address, so the messages below are not held by the daily limit for unproved addresses.
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));

    // Someone registers with the address from an English page: the owner is told in the account's language.
    await localBackend.register({ email, password: "another passphrase", confirm_password: "another passphrase" }, { locale: "en" });
    expectArabic(await mailTo(email));

    // A reset asked for on the English page comes in English and opens the English page.
    await requestPasswordReset(email, { locale: "en" });
    const reset = await mailTo(email);
    expectEnglish(reset);
    expect(unseal(reset.sealedLink!, SECRET)).toMatch(new RegExp(`^${ORIGIN}/auth/reset-password/[A-Za-z0-9_-]+$`));
    await requestPasswordReset(email, { locale: "ar" });
    expect(unseal((await mailTo(email)).sealedLink!, SECRET)).toMatch(new RegExp(`^${ORIGIN}/ar/auth/reset-password/`));

    await setPassword(user.id, "a brand new passphrase");
    expectArabic(await mailTo(email));
    await rememberLocale(user.id, "en");
    await setPassword(user.id, "yet another passphrase");
    expectEnglish(await mailTo(email));
  });
});
