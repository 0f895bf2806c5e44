/**
 * Mail to an address a visitor typed (receipts, "someone tried to register", links proving an address): an address
 * that is not a verified account's own gets at most STRANGER_MAIL_LIMIT such messages in 24 hours, however many forms
 * name it; past that the submission is stored, answered and notified as before, only the visitor's copy is not queued.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { contactMessages, dataSheetRequests, jobApplications, jobFunctions, locations, outbox, quoteRequests, rateLimits, solutions, users } from "~/db/schema";
import { localAccounts } from "~/backend/local/accounts.server";
import { insertContactMessage } from "~/models/contact-messages.server";
import { issueEmailVerification } from "~/models/email-verifications.server";
import { runHousekeeping } from "~/models/housekeeping.server";
import { STRANGER_MAIL_LIMIT } from "~/models/rate-limits.server";

const LIMIT = STRANGER_MAIL_LIMIT;
import { insertDataSheetRequest, insertQuoteRequest } from "~/models/solution-requests.server";
import { makeApplication, makeVacancy } from "./applications-fixtures";
import { captureLog, type LogLine } from "../support/log";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "typed-address-uploads-"));
process.env.UPLOAD_DIR = uploadDir;

let database: Database;
let city: { id: number; name: string };
let solutionId: number;
let jobFunctionId: number;
let countryId: number;
/** Lines logged about mail (other modules may warn about their own settings). */
let log: ReturnType<typeof captureLog>;
/** The logger's lines about mail, as written. */
const mailLines = (): LogLine[] => log.lines.filter((line) => line.msg.startsWith("mail "));

beforeAll(async () => {
  process.env.CONTACT_EMAIL = "contact@sahel.example.om";
  process.env.SALES_EMAIL = "sales@sahel.example.om";
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  [city] = await database.db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.type, "city")).limit(1);
  [{ id: countryId }] = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country")).limit(1);
  [{ id: solutionId }] = await database.db.select({ id: solutions.id }).from(solutions).orderBy(asc(solutions.id)).limit(1);
  [{ id: jobFunctionId }] = await database.db.select({ id: jobFunctions.id }).from(jobFunctions).limit(1);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(outbox);
  await database.db.delete(rateLimits);
  log = captureLog();
});

afterEach(() => {
  log.restore();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

let keys = 0;
const contact = (email: string, userId?: number) =>
  insertContactMessage(
    { first_name: "Amal", last_name: "Said", email, phone_number: "+968 9123 4567", city: city.id, message: "Please call me." },
    city,
    `typed-address-${++keys}`,
    userId,
  );

/** The messages queued to `address` (as stored: the outbox keeps the address as typed, trimmed). */
async function mailTo(address: string) {
  const rows = await database.db.select({ to: outbox.to, subject: outbox.subject }).from(outbox).orderBy(asc(outbox.id));
  return rows.filter((row) => row.to.toLowerCase() === address.toLowerCase());
}

async function verifiedAccount(email: string) {
  await localAccounts.register({ email, password: "a long passphrase", confirm_password: "a long passphrase" });
  const [user] = await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email)).returning({ id: users.id });
  await database.db.delete(outbox);
  return user.id;
}

describe("receipts to an address that is not a verified account's", () => {
  it("the one past the day's limit is not queued, while the message is stored, answered with its reference and notified, and operators get a line", async () => {
    expect(STRANGER_MAIL_LIMIT).toBe(10);
    const references: string[] = [];
    for (let i = 0; i < STRANGER_MAIL_LIMIT + 1; i++) references.push(await contact("stranger@example.com"));

    expect(references).toHaveLength(LIMIT + 1);
    for (const reference of references) expect(reference).toMatch(/^MSG-\d{4}-\d{6}$/);
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, "stranger@example.com"))).toHaveLength(LIMIT + 1);
    const receipts = await mailTo("stranger@example.com");
    expect(receipts).toHaveLength(LIMIT);
    expect(receipts.map((mail) => mail.subject).join()).not.toContain(references[LIMIT]);
    // The company still hears of every message.
    expect(await mailTo("contact@sahel.example.om")).toHaveLength(LIMIT + 1);
    const warnings = mailLines();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: "warn", domain: "example.com" });
    expect(warnings[0].msg).toContain("mail not queued");
    expect(warnings[0].msg).toContain(references[LIMIT]);
    // The line names the domain, not the mailbox.
    expect(JSON.stringify(warnings[0])).not.toContain("stranger@");
  });

  it("count one address however it is typed: capitals and surrounding spaces are the same recipient", async () => {
    const spellings = ["Typed.Twice@Example.com", " typed.twice@example.com ", "TYPED.TWICE@EXAMPLE.COM", "typed.twice@example.com"];
    for (let i = 0; i <= LIMIT; i++) await contact(spellings[i % spellings.length]);
    expect(await mailTo("typed.twice@example.com")).toHaveLength(LIMIT);
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.message, "Please call me."))).not.toHaveLength(0);
  });

  it("are counted per address: another address is not held back by the first one's count", async () => {
    for (let i = 0; i < LIMIT; i++) await contact("first@example.com");
    for (let i = 0; i < LIMIT; i++) await contact("second@example.com");
    await contact("first@example.com");
    expect(await mailTo("first@example.com")).toHaveLength(LIMIT);
    expect(await mailTo("second@example.com")).toHaveLength(LIMIT);
  });

  it("share one count across the forms: a data-sheet request, a quote, contact messages, then an application's receipt is held", async () => {
    const address = "every-form@example.com";
    const dataSheet = await insertDataSheetRequest(
      "msds",
      solutionId,
      { first_name: "Amal", last_name: "Said", company_email_address: address, job_function: jobFunctionId, company: "Petro LLC", country: countryId },
      "typed-address-msds",
    );
    await insertQuoteRequest(
      solutionId,
      { full_name: "Amal Said", email: address, mobile: "+968 9123 4567", company: "Petro LLC", quantity: 10, unit: "kg", note: "" },
      "typed-address-quote",
    );
    for (let i = 0; i < LIMIT - 2; i++) await contact(address);
    const vacancyId = await makeVacancy(database.db, "Process engineer");
    const application = await makeApplication(vacancyId, { email: address });

    expect(dataSheet).toMatch(/^MSDS-/);
    expect(application.reference).toMatch(/^JOB-/);
    expect(await database.db.select().from(dataSheetRequests).where(eq(dataSheetRequests.companyEmailAddress, address))).toHaveLength(1);
    expect(await database.db.select().from(quoteRequests).where(eq(quoteRequests.email, address))).toHaveLength(1);
    expect(await database.db.select().from(jobApplications).where(eq(jobApplications.email, address))).toHaveLength(1);
    const receipts = await mailTo(address);
    expect(receipts).toHaveLength(LIMIT);
    expect(receipts.map((mail) => mail.subject).join()).not.toContain(application.reference);
  });

  it("reach the address again once its 24 hours have passed", async () => {
    for (let i = 0; i <= LIMIT; i++) await contact("next-day@example.com");
    expect(await mailTo("next-day@example.com")).toHaveLength(LIMIT);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000 + 60_000);
    await contact("next-day@example.com");
    expect(await mailTo("next-day@example.com")).toHaveLength(LIMIT + 1);
  });

  it("are counted durably: the counters outlive a day only as long as housekeeping keeps them", async () => {
    await contact("housekept@example.com");
    const counters = await database.db.select().from(rateLimits);
    expect(counters.some((row) => row.key.includes("housekept@example.com"))).toBe(true);
    await runHousekeeping(new Date(Date.now() + 24 * 60 * 60_000 + 120_000));
    expect((await database.db.select().from(rateLimits)).some((row) => row.key.includes("housekept@example.com"))).toBe(false);
  });
});

describe("a verified account's own address", () => {
  it("gets every receipt, whether its holder is signed in or someone typed it", async () => {
    const userId = await verifiedAccount("holder@example.com");
    for (let i = 0; i < LIMIT; i++) await contact("holder@example.com", userId);
    for (let i = 0; i < 2; i++) await contact("Holder@Example.com");
    expect(await mailTo("holder@example.com")).toHaveLength(LIMIT + 2);
    expect(mailLines()).toHaveLength(0);
  });
});

describe("account mail to a typed address", () => {
  it("'someone tried to register' reaches an address nobody proved only up to the day's limit, the registration answering the same", async () => {
    const register = () => localAccounts.register({ email: "squatted@example.com", password: "a long passphrase", confirm_password: "a long passphrase" });
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i++) answers.push(await register());
    for (const answer of answers) expect(answer).toEqual({ status: 201, message: "Registered successfully" });
    // The first registration's link, then notes up to the limit; the rest are held.
    expect(await mailTo("squatted@example.com")).toHaveLength(LIMIT);
  });

  it("a link to prove a new address counts against that address like a receipt", async () => {
    const userId = await verifiedAccount("mover@example.com");
    for (let i = 0; i < LIMIT; i++) await contact("new-home@example.com");
    await issueEmailVerification(userId, "new-home@example.com");
    expect(await mailTo("new-home@example.com")).toHaveLength(LIMIT);
  });

  it("'someone tried to register' still reaches a verified account's own address", async () => {
    await verifiedAccount("known@example.com");
    for (let i = 0; i < 4; i++) await localAccounts.register({ email: "known@example.com", password: "a long passphrase", confirm_password: "a long passphrase" });
    expect(await mailTo("known@example.com")).toHaveLength(4);
  });
});
