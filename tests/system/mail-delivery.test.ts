/**
 * E-mail that leaves the building: the production server on PostgreSQL sends its outbox over SMTP to a
 * real SMTP server the test starts (tests/support/smtp-sink.ts), and what arrives is what a visitor and the company
 * read: the links in it work, the references match, a refusing or absent SMTP server delays mail without losing or
 * doubling it, a permanent refusal is not retried, and a visitor's name cannot add a header or markup.
 */
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SinkMessage, type SmtpSink } from "../support/smtp-sink";
import { Visitor, startServer, tempDataDir, TestPostgres, waitFor, type RunningServer } from "./harness";
import { FORMS, isSuccess, loadCatalog, send, submission, type Catalog, type FormName } from "./submissions";

const SALES = "sales@company.test";
const CONTACT = "contact@company.test";
const HR = "hr@company.test";
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "purple staple engine";

const PREFIX: Record<FormName, string> = { msds: "MSDS", tds: "TDS", inquiry: "INQ", quote: "QUOTE", contact: "MSG", application: "JOB" };
const NOTIFIED: Record<FormName, string> = { msds: SALES, tds: SALES, inquiry: SALES, quote: SALES, contact: CONTACT, application: HR };
const YEAR = new Intl.DateTimeFormat("en", { timeZone: "Asia/Muscat", year: "numeric" }).format(new Date());

const linkIn = (message: SinkMessage) => /https?:\/\/[^\s<>"]+/.exec(message.text)?.[0];
/** Whether `text` carries `reference` as a whole word (TDS-2026-000001 is inside MSDS-2026-000001). */
const names = (text: string, reference: string) => new RegExp(`(^|[^A-Z0-9-])${reference}($|[^0-9])`).test(text);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("mail delivery over SMTP", () => {
  const postgres = new TestPostgres();
  const dataDir = tempDataDir("petrochem-mail-");
  let sink: SmtpSink;
  let server: RunningServer;
  let client: pg.Client;
  let catalog: Catalog;

  beforeAll(async () => {
    await postgres.init();
    sink = await startSmtpSink();
    server = await startServer({
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      MAIL_FROM: "Petrochem Test <no-reply@company.test>",
      SALES_EMAIL: SALES,
      CONTACT_EMAIL: CONTACT,
      HR_EMAIL: HR,
      MAIL_POLL_MS: "100",
      MAIL_RETRY_BASE_MS: "200",
      MAIL_RETRY_MAX_MS: "1000",
      // The outage test refuses for several seconds: the messages must still be pending when the sink returns.
      MAIL_MAX_ATTEMPTS: "100",
      MAIL_LEASE_MS: "2000",
    });
    client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    catalog = await loadCatalog(server.base);
  }, 180_000);

  afterAll(async () => {
    if (process.env.SYSTEM_TEST_LOGS) console.info(server?.output());
    await client?.end();
    await server?.stop();
    await sink?.close();
    postgres.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const outboxRows = async (where: string, params: unknown[]) =>
    (
      await client.query<{ id: number; to: string; subject: string; status: string; attempts: number; last_error: string | null; message_key: string }>(
        `select id, "to", subject, status, attempts, last_error, message_key from outbox where ${where} order by id`,
        params,
      )
    ).rows;

  it("register: the verification mail arrives and its link, followed without JavaScript, confirms the address", async () => {
    const email = `verify.${Date.now()}@example.com`;
    const browser = new Visitor(server.base);
    const registered = await browser.submitForm("/auth/register", { email, password: PASSWORD, confirm_password: PASSWORD });
    expect(registered.status).toBe(302);

    const mail = await sink.waitFor((m) => m.envelope.to.includes(email) && m.subject === "Confirm your e-mail address", 15_000, "the verification mail");
    expect(mail.to).toEqual([email]);
    expect(mail.html).not.toBe("");
    const link = linkIn(mail);
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(server.base);
    expect(url.pathname).toMatch(/^\/auth\/verify-email\/[^/]+$/);
    // The HTML body carries the same link.
    expect(mail.html).toContain(url.pathname);

    // Opening the link spends nothing (a mail scanner's GET); the page's button does.
    expect((await browser.get(url.pathname)).status).toBe(200);
    const confirmed = await browser.submitForm(url.pathname, {}, "Confirm my address");
    expect(confirmed.status).toBe(302);
    const landing = await browser.follow(confirmed);
    expect(landing.url).toBe("/auth/login");
    expect(landing.html).toContain("Your e-mail address has been confirmed");
    const [user] = (await client.query<{ verified: boolean }>("select email_verified_at is not null as verified from users where lower(email) = lower($1)", [email])).rows;
    expect(user.verified).toBe(true);
    // Spent: a second press is refused.
    expect((await browser.get(url.pathname)).status).toBe(410);
  });

  it("forgot password: the mail's link sets a new password, and only the new one signs in", async () => {
    const email = `reset.${Date.now()}@example.com`;
    const browser = new Visitor(server.base);
    expect((await browser.submitForm("/auth/register", { email, password: PASSWORD, confirm_password: PASSWORD })).status).toBe(302);
    expect((await browser.submitForm("/auth/forgot-password", { email })).status).toBe(302);

    const mail = await sink.waitFor((m) => m.envelope.to.includes(email) && m.subject === "Reset your password", 15_000, "the reset mail");
    const link = linkIn(mail);
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(server.base);
    expect(url.pathname).toMatch(/^\/auth\/reset-password\/[^/]+$/);

    const reset = await browser.submitForm(url.pathname, { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(reset.status).toBe(302);
    expect((await browser.follow(reset)).html).toContain("Your password has been changed. Please sign in.");

    const old = await new Visitor(server.base).submitForm("/auth/login", { email, password: PASSWORD });
    expect(old.status).not.toBe(302);
    const signedIn = await new Visitor(server.base).submitForm("/auth/login", { email, password: NEW_PASSWORD });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.getSetCookie().some((line) => line.startsWith("__session="))).toBe(true);
  });

  it("each public form sends the visitor a receipt and the company a notification, with the reference its confirmation page shows", async () => {
    for (const form of FORMS) {
      const one = submission(form, catalog, `refs-${Date.now()}`);
      const browser = new Visitor(server.base);
      const response = await browser.post(one.url, one.body());
      expect(isSuccess(response), `${form}: ${response.status}`).toBe(true);
      const page = await browser.follow(response);
      const reference = /<code[^>]*>([A-Z]+-\d{4}-\d{6})<\/code>/.exec(page.html)?.[1];
      expect(reference, `${form}: the confirmation page shows a reference`).toBeDefined();
      expect(reference).toMatch(new RegExp(`^${PREFIX[form]}-${YEAR}-\\d{6}$`));

      const receipt = await sink.waitFor((m) => m.envelope.to.includes(one.email), 15_000, `the ${form} receipt`);
      expect(names(receipt.subject, reference!), receipt.subject).toBe(true);
      expect(names(receipt.text, reference!)).toBe(true);
      const notification = await sink.waitFor(
        (m) => m.envelope.to.includes(NOTIFIED[form]) && names(m.subject, reference!),
        15_000,
        `the ${form} notification to ${NOTIFIED[form]}`,
      );
      expect(names(notification.text, reference!)).toBe(true);
      // A reply to the company's copy goes to the visitor.
      expect(String((notification.headers["reply-to"] as { text?: string } | undefined)?.text ?? "")).toContain(one.email);
      // One receipt, one notification: nothing else carries this reference.
      expect(sink.messages.filter((m) => names(m.subject, reference!))).toHaveLength(2);
    }
  });

  it("a visitor's name with CR/LF and HTML arrives inert: no added header or recipient, the markup escaped", async () => {
    const tag = `inert-${Date.now()}`;
    const email = `${tag}@example.com`;
    const firstName = "Eve\r\nBcc: injected@evil.test\r\nX-Injected: yes";
    const lastName = `<img src=x onerror=alert(1)><b>Mallory</b>`;
    const response = await send(server.base, {
      ...submission("contact", catalog, tag),
      body: () =>
        new URLSearchParams({
          first_name: firstName, last_name: lastName, email, phone_number: "+968 2400 0000", country: String(catalog.countryId),
          city: String(catalog.cityId), message: "Hello\r\nBcc: injected@evil.test", submission_key: crypto.randomUUID(), website_address: "",
        }),
    });
    expect(response.status).toBe(302);
    const receipt = await sink.waitFor((m) => m.envelope.to.includes(email), 15_000, "the receipt");
    const reference = /[A-Z]+-\d{4}-\d{6}/.exec(receipt.subject)?.[0];
    expect(reference).toBeDefined();
    const notification = await sink.waitFor((m) => m.envelope.to.includes(CONTACT) && names(m.subject, reference!), 15_000, "the notification");

    for (const message of [receipt, notification]) {
      expect(message.envelope.to).toHaveLength(1);
      expect(message.headers).not.toHaveProperty("bcc");
      expect(message.headers).not.toHaveProperty("x-injected");
      const head = message.raw.slice(0, message.raw.search(/\r?\n\r?\n/));
      expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
      expect(message.subject).not.toMatch(/[\r\n]/);
      expect(message.html).not.toMatch(/<img src=x|<b>Mallory|onerror=alert\(1\)>/);
    }
    expect(sink.messages.some((m) => m.envelope.to.includes("injected@evil.test"))).toBe(false);
    // The company's copy names the visitor: the name is there, as text.
    expect(notification.text).toContain("Mallory");
    expect(notification.html).toContain("&lt;b&gt;Mallory&lt;/b&gt;");
  });

  it("a recipient the SMTP server refuses with 550 is not retried: the message is failed with the server's answer", async () => {
    const tag = `refused-${Date.now()}`;
    sink.mode = "reject";
    sink.rejectPattern = new RegExp(`^${tag}@`);
    try {
      const email = `${tag}@example.com`;
      const one = { ...submission("contact", catalog, tag), email };
      const response = await send(server.base, {
        ...one,
        body: () => {
          const body = one.body() as URLSearchParams;
          body.set("email", email);
          return body;
        },
      });
      expect(isSuccess(response)).toBe(true);
      await waitFor(async () => (await outboxRows(`"to" = $1 and status = 'failed'`, [email])).length === 1, 15_000, "the receipt marked failed");
      // Several poll intervals and retry delays later, still the one attempt.
      await sleep(2_000);
      const [row] = await outboxRows(`"to" = $1`, [email]);
      expect(row.status).toBe("failed");
      expect(row.attempts).toBe(1);
      expect(row.last_error).toContain("550");
      expect(sink.events.filter((e) => e.command === "RCPT" && e.address === email)).toHaveLength(1);
      // The company's notification of the same message went through.
      const reference = await waitForReference(email);
      await sink.waitFor((m) => m.envelope.to.includes(CONTACT) && names(m.subject, reference), 15_000, "the notification");
    } finally {
      sink.mode = "accept";
    }
  });

  async function waitForReference(email: string) {
    const [row] = (await client.query<{ reference: string }>(`select reference from outbox where "to" = $1`, [email])).rows;
    expect(row.reference).toMatch(/^MSG-\d{4}-\d{6}$/);
    return row.reference;
  }

  it("the SMTP server answers 4xx for a while, then is down, then returns: every message arrives, none twice", async () => {
    const tag = `outage-${Date.now()}`;
    const sent = FORMS.map((form, i) => submission(form, catalog, `${tag}-${i}`));
    sink.mode = "tempfail";
    sink.tempfailAt = "rcpt";
    try {
      for (const one of sent) expect(isSuccess(await send(server.base, one)), one.form).toBe(true);
      const emails = sent.map((one) => one.email);
      const tempfailed = () => new Set(sink.events.filter((e) => e.code === 451).map((e) => e.address));
      await waitFor(async () => emails.every((email) => tempfailed().has(email)), 15_000, "a 451 to every receipt");

      // 451 at the end of DATA: the message went over the wire and was refused; it must come again.
      sink.tempfailAt = "data";
      const dataRefusals = () => sink.events.filter((e) => e.command === "DATA" && e.code === 451).length;
      const before = dataRefusals();
      await waitFor(async () => dataRefusals() >= before + 3, 15_000, "451s to DATA");

      await sink.stop();
      const rows = () => outboxRows(`reference in (select reference from outbox where "to" = any($1))`, [emails]);
      await waitFor(async () => (await rows()).filter((r) => /ECONNREFUSED|connect/i.test(r.last_error ?? "")).length >= 3, 15_000, "refused connections");
      expect(sink.messages.filter((m) => emails.some((email) => m.envelope.to.includes(email)))).toEqual([]);
      const waiting = await rows();
      expect(waiting.length).toBe(sent.length * 2);
      expect(waiting.every((r) => r.status === "pending")).toBe(true);
    } finally {
      sink.mode = "accept";
      if (!sink.listening) await sink.start();
    }

    const emails = sent.map((one) => one.email);
    const rows = await outboxRows(`reference in (select reference from outbox where "to" = any($1))`, [emails]);
    const ids = new Set(rows.map((r) => `<${r.message_key}@127.0.0.1>`));
    await sink.waitForCount((m) => ids.has(m.messageId), ids.size, 30_000, "messages after the outage");
    await waitFor(async () => (await outboxRows(`id = any($1) and status = 'sent'`, [rows.map((r) => r.id)])).length === rows.length, 15_000, "all rows sent");
    // Time for any second copy to show up.
    await sleep(1_500);
    const counts = new Map<string, number>();
    for (const message of sink.messages) if (ids.has(message.messageId)) counts.set(message.messageId, (counts.get(message.messageId) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    expect(counts.size).toBe(ids.size);
  }, 120_000);
});

