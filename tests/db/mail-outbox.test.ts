/**
 * The outbox and its delivery worker over a real database, with a scripted SMTP transport (the real SMTP server is
 * in tests/system/mail-*.test.ts): a claim is exclusive until its lease runs out; a message goes once, with the same
 * Message-ID on every attempt; 4xx and dropped connections are retried with back-off, 5xx to the message is not;
 * a submission's receipt and notification are written with it or not at all, and a resent submission mails nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { auditLog, jobFunctions, locations, outbox, solutions, users } from "~/db/schema";
import { localAccounts } from "~/backend/local/accounts.server";
import { latestSentByUser } from "~/models/account-data.server";
import { claimDueMail, queueMail, resendFailedMail } from "~/models/mail-queue.server";
import { insertContactMessage } from "~/models/contact-messages.server";
import { insertDataSheetRequest } from "~/models/solution-requests.server";
import { deliverDueMail, isPermanent, messageIdOf, retryDelay } from "~/mail/worker.server";
import { getEnv } from "~/utils/env.server";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";

let database: Database;
let solutionId: number;
let jobFunctionId: number;
let countryId: number;

beforeAll(async () => {
  // Read on the first getEnv().
  process.env.SALES_EMAIL = "sales@sahel.example.om";
  process.env.CONTACT_EMAIL = "contact@sahel.example.om";
  process.env.PUBLIC_ORIGIN = "https://www.sahel.example.om";
  process.env.MAIL_MAX_ATTEMPTS = "3";
  process.env.MAIL_RETRY_BASE_MS = "1000";
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  [{ id: solutionId }] = await database.db.select({ id: solutions.id }).from(solutions).orderBy(asc(solutions.id)).limit(1);
  [{ id: jobFunctionId }] = await database.db.select({ id: jobFunctions.id }).from(jobFunctions).limit(1);
  [{ id: countryId }] = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country")).limit(1);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(outbox);
});

type Answer = "ok" | { responseCode?: number; command?: string; code?: string; response?: string; message?: string };

/**
 * A transport that records what it was given and answers as scripted (then "ok"), or by recipient: a batch is sent
 * concurrently, in no set order.
 */
function scriptedTransport(script: Answer[] | ((message: Mail.Options) => Answer) = []) {
  const sent: Mail.Options[] = [];
  const transport = {
    async sendMail(message: Mail.Options) {
      const answer = typeof script === "function" ? script(message) : (script.shift() ?? "ok");
      if (answer !== "ok") throw Object.assign(new Error(answer.message ?? answer.response ?? "failed"), answer);
      sent.push(message);
      return { messageId: message.messageId };
    },
  } as unknown as Transporter;
  return { transport, sent };
}

const content = (subject: string, extra = "") => ({ subject, text: `Hello${extra}`, html: `<p>Hello${extra}</p>` });

async function rows() {
  return database.db.select().from(outbox).orderBy(asc(outbox.id));
}

describe("claiming", () => {
  it("gives each due message to one claimant until its lease runs out", async () => {
    for (let i = 0; i < 5; i++) await queueMail({ to: `a${i}@example.com`, content: content(`m${i}`) });
    const [first, second] = await Promise.all([claimDueMail(3, 60_000), claimDueMail(3, 60_000)]);
    const ids = [...first, ...second].map((row) => row.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect(await claimDueMail(10, 60_000)).toEqual([]);
  });

  it("claims a message again once its claimant's lease ran out (the process died mid-send), counting the attempt", async () => {
    await queueMail({ to: "lease@example.com", content: content("lease") });
    const [claimed] = await claimDueMail(1, 50);
    expect(claimed.attempts).toBe(1);
    expect(await claimDueMail(1, 50)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    const [again] = await claimDueMail(1, 50);
    expect(again).toMatchObject({ id: claimed.id, attempts: 2, messageKey: claimed.messageKey });
  });

  it("does not claim what is sent, failed or not yet due", async () => {
    await queueMail({ to: "x@example.com", content: content("sent") });
    await queueMail({ to: "y@example.com", content: content("failed") });
    await queueMail({ to: "z@example.com", content: content("later") });
    const [a, b, c] = await rows();
    await database.db.update(outbox).set({ status: "sent" }).where(eq(outbox.id, a.id));
    await database.db.update(outbox).set({ status: "failed" }).where(eq(outbox.id, b.id));
    await database.db.update(outbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` }).where(eq(outbox.id, c.id));
    expect(await claimDueMail(10, 60_000)).toEqual([]);
  });
});

describe("delivery", () => {
  it("sends each message once, with its link unsealed (escaped in HTML), its Message-ID and Reply-To, and marks it sent", async () => {
    const link = "https://www.sahel.example.om/auth/reset-password/abc?x=1&y=2";
    await queueMail({
      to: "buyer@example.com",
      content: { subject: "Reset", text: `Open ${LINK_PLACEHOLDER}`, html: `<a href="${LINK_PLACEHOLDER}">${LINK_PLACEHOLDER}</a>` },
      link,
      replyTo: "visitor@example.com",
    });
    const { transport, sent } = scriptedTransport();
    expect(await deliverDueMail(transport, getEnv())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await deliverDueMail(transport, getEnv())).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    const [row] = await rows();
    expect(sent[0]).toMatchObject({ to: "buyer@example.com", subject: "Reset", replyTo: "visitor@example.com", text: `Open ${link}` });
    expect(sent[0].html).toBe(`<a href="${link.replace(/&/g, "&amp;")}">${link.replace(/&/g, "&amp;")}</a>`);
    expect(sent[0].messageId).toBe(messageIdOf(row, getEnv()));
    expect(sent[0].messageId).toMatch(/^<[0-9a-f-]{36}@www\.sahel\.example\.om>$/);
    expect(row).toMatchObject({ status: "sent", attempts: 1, leaseUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // The table never holds the link in clear.
    expect(JSON.stringify(row)).not.toContain("reset-password/abc");
  });

  it("gives a message with an unsubscribe address the one-click headers of RFC 8058, and others none", async () => {
    const unsubscribe = "https://www.sahel.example.om/unsubscribe/12.abc";
    await queueMail({ to: "subscriber@example.com", content: { subject: "Revised", text: "New revision", html: "<p>New revision</p>" }, listUnsubscribe: unsubscribe });
    await queueMail({ to: "requester@example.com", content: { subject: "Receipt", text: "Received", html: "<p>Received</p>" } });
    const { transport, sent } = scriptedTransport();
    expect(await deliverDueMail(transport, getEnv())).toEqual({ sent: 2, retried: 0, failed: 0 });
    const byRecipient = Object.fromEntries(sent.map((message) => [message.to, message.headers]));
    expect(byRecipient["subscriber@example.com"]).toEqual({
      "Auto-Submitted": "auto-generated",
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(byRecipient["requester@example.com"]).toEqual({ "Auto-Submitted": "auto-generated" });
  });

  it("retries a 4xx and a dropped connection later with the same Message-ID, and fails after MAIL_MAX_ATTEMPTS", async () => {
    await queueMail({ to: "later@example.com", content: content("Later") });
    const { transport, sent } = scriptedTransport([
      { responseCode: 451, command: "RCPT TO", response: "451 4.3.0 Try again later" },
      { code: "ECONNECTION", message: "connect ECONNREFUSED 127.0.0.1:2525" },
      { responseCode: 421, command: "CONN", response: "421 Service not available" },
    ]);
    const ids: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await deliverDueMail(transport, getEnv())).toEqual(attempt < 3 ? { sent: 0, retried: 1, failed: 0 } : { sent: 0, retried: 0, failed: 1 });
      const [row] = await rows();
      ids.push(messageIdOf(row, getEnv()));
      if (attempt < 3) {
        expect(row).toMatchObject({ status: "pending", attempts: attempt, leaseUntil: null });
        // Not due again before its back-off (at least half the delay: 0.5 s, then 1 s).
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 300);
        expect(await deliverDueMail(transport, getEnv())).toEqual({ sent: 0, retried: 0, failed: 0 });
        await database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, row.id));
      } else {
        expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "421 Service not available" });
      }
    }
    expect(new Set(ids).size).toBe(1);
    expect(sent).toHaveLength(0);
  });

  it("fails at once on a permanent refusal of the recipient, and goes on with the others", async () => {
    await queueMail({ to: "nobody@example.com", content: content("Refused") });
    await queueMail({ to: "somebody@example.com", content: content("Fine") });
    const { transport, sent } = scriptedTransport((message) =>
      message.to === "nobody@example.com" ? { responseCode: 550, command: "RCPT TO", code: "EENVELOPE", response: "550 5.1.1 No such user" } : "ok",
    );
    expect(await deliverDueMail(transport, getEnv())).toEqual({ sent: 1, retried: 0, failed: 1 });
    const [refused, fine] = await rows();
    expect(refused).toMatchObject({ status: "failed", attempts: 1, lastError: "550 5.1.1 No such user" });
    expect(fine.status).toBe("sent");
    expect(sent.map((m) => m.to)).toEqual(["somebody@example.com"]);
  });

  it("sends a failed message again when staff ask, once, and the audit log says who", async () => {
    await queueMail({ to: "bounced@example.com", content: content("Bounced") });
    const [row] = await rows();
    await database.db.update(outbox).set({ status: "failed", attempts: 8, lastError: "550 No such user" }).where(eq(outbox.id, row.id));
    const actor = { id: 7, email: "admin@sahel.example.om", ip: "203.0.113.7" };
    expect(await resendFailedMail(row.id, actor)).toMatchObject({ id: row.id, to: "bounced@example.com" });
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 0, lastError: null, messageKey: row.messageKey });
    expect(await resendFailedMail(row.id, actor)).toBeNull();
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "mail.resend"));
    expect(entry).toMatchObject({ actorId: 7, targetKind: "mail", targetId: String(row.id), ip: "203.0.113.7" });
    const { transport, sent } = scriptedTransport();
    expect(await deliverDueMail(transport, getEnv())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sent[0].messageId).toBe(messageIdOf(row, getEnv()));
  });

  it("tells permanent from temporary refusals", () => {
    expect(isPermanent({ responseCode: 550, command: "RCPT TO" })).toBe(true);
    expect(isPermanent({ responseCode: 552, command: "DATA" })).toBe(true);
    expect(isPermanent({ responseCode: 553, command: "MAIL FROM" })).toBe(true);
    expect(isPermanent({ responseCode: 451, command: "RCPT TO" })).toBe(false);
    // A refused login or greeting is the site's configuration, not the message: try again later.
    expect(isPermanent({ responseCode: 535, command: "AUTH PLAIN" })).toBe(false);
    expect(isPermanent({ responseCode: 554, command: "CONN" })).toBe(false);
    expect(isPermanent({ code: "ETIMEDOUT" })).toBe(false);
  });

  it("backs off exponentially with jitter, capped", () => {
    const env = { MAIL_RETRY_BASE_MS: 1000, MAIL_RETRY_MAX_MS: 10_000 };
    expect(retryDelay(1, env, () => 0)).toBe(500);
    expect(retryDelay(1, env, () => 1)).toBe(1000);
    expect(retryDelay(3, env, () => 1)).toBe(4000);
    expect(retryDelay(20, env, () => 1)).toBe(10_000);
    expect(retryDelay(20, env, () => 0)).toBe(5000);
  });
});

describe("a submission's messages", () => {
  const payload = () => ({
    first_name: "Amal",
    last_name: "Said",
    company_email_address: "amal@petro.example.om",
    job_function: jobFunctionId,
    company: "Petro Services LLC",
    country: countryId,
  });

  it("are written with the request: a receipt with its reference to the visitor and a notification to sales", async () => {
    const reference = await insertDataSheetRequest("msds", solutionId, payload(), "key-msds-1");
    expect(reference).toMatch(/^MSDS-\d{4}-\d{6}$/);
    const mail = await rows();
    expect(mail.map((m) => [m.to, m.reference, m.replyTo])).toEqual([
      ["amal@petro.example.om", reference, null],
      ["sales@sahel.example.om", reference, "amal@petro.example.om"],
    ]);
    for (const m of mail) expect(m.subject).toContain(reference);
  });

  it("are not written again for a resent submission, which answers the first reference", async () => {
    const first = await insertDataSheetRequest("tds", solutionId, payload(), "key-tds-1");
    const again = await insertDataSheetRequest("tds", solutionId, payload(), "key-tds-1");
    expect(again).toBe(first);
    expect(await rows()).toHaveLength(2);
  });

  it("are not written when the submission is not stored", async () => {
    await expect(insertDataSheetRequest("inquiry", 987_654_321, { ...payload(), message: "Hello" }, "key-missing")).rejects.toThrow();
    expect(await rows()).toHaveLength(0);
  });

  it("carry the reference the account's Overview lists", async () => {
    await localAccounts.register({ email: "overview@example.com", password: "a long passphrase", confirm_password: "a long passphrase" });
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "overview@example.com"));
    const reference = await insertDataSheetRequest("inquiry", solutionId, { ...payload(), message: "Price?" }, "key-overview", user.id);
    const [receipt] = (await rows()).filter((m) => m.to === "amal@petro.example.om");
    expect(receipt.subject).toContain(reference);
    expect((await latestSentByUser(user.id))[0]).toMatchObject({ reference, kind: "inquiry" });
  });

  it("go to CONTACT_EMAIL for a contact message, whose visitor-typed subject line stays one line", async () => {
    const reference = await insertContactMessage(
      { first_name: "Amal\r\nBcc: evil@example.com", last_name: "Said", email: "amal@example.com", phone_number: "+968 9123 4567", city: 1, message: "Hi" },
      { id: 1, name: "Muscat" },
      "key-contact-1",
    );
    expect(reference).toMatch(/^MSG-\d{4}-\d{6}$/);
    const mail = await rows();
    expect(mail.map((m) => m.to)).toEqual(["amal@example.com", "contact@sahel.example.om"]);
    for (const m of mail) expect(m.subject).not.toMatch(/[\r\n]/);
  });
});
