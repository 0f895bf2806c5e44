/**
 * A request's id goes on with what it did: the mail it queued records it, the delivery worker logs each attempt with
 * it and the message's ids, and an audit entry records the staff request that made it, shown on the audit page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, outbox } from "~/db/schema";
import { queueMail, queueMails } from "~/models/mail-queue.server";
import { recordAudit } from "~/models/audit.server";
import { deliverDueMail, messageIdOf } from "~/mail/worker.server";
import { getEnv } from "~/utils/env.server";
import { runWithRequest } from "~/utils/log.server";
import * as staffAudit from "~/routes/staff.audit/route";
import * as staffTeam from "~/routes/staff.team/route";
import { captureLog } from "../support/log";
import { args, settle, staffClient, system } from "./staff-fixtures";

let database: Database;

beforeAll(async () => {
  process.env.PUBLIC_ORIGIN = "https://www.sahel.example.om";
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const content = (subject: string) => ({ subject, text: "Hello", html: "<p>Hello</p>" });
const outboxRows = () => database.db.select().from(outbox).orderBy(asc(outbox.id));

describe("the outbox", () => {
  it("records the request that queued each message, one by one or many at once; none outside a request", async () => {
    await runWithRequest({ requestId: "req-receipt" }, () => queueMail({ to: "buyer@example.com", content: content("Receipt") }));
    await runWithRequest({ requestId: "req-revision" }, () =>
      database.db.transaction((tx) => queueMails([{ to: "a@example.com", content: content("Revised") }, { to: "b@example.com", content: content("Revised") }], tx)),
    );
    await queueMail({ to: "script@example.com", content: content("From a script") });
    expect((await outboxRows()).map((row) => [row.subject, row.requestId])).toEqual([
      ["Receipt", "req-receipt"],
      ["Revised", "req-revision"],
      ["Revised", "req-revision"],
      ["From a script", null],
    ]);
  });

  it("has each delivery attempt logged with the queuing request's id and the message's ids, never its recipient", async () => {
    await database.db.delete(outbox);
    await runWithRequest({ requestId: "req-contact" }, () => queueMail({ to: "amal@example.com", content: content("Received") }));
    const [row] = await outboxRows();
    let calls = 0;
    const transport = {
      async sendMail() {
        if (calls++ === 0) throw Object.assign(new Error("451 4.3.0 Try again later"), { responseCode: 451, command: "RCPT TO" });
        return {};
      },
    } as unknown as Transporter;
    const log = captureLog();
    try {
      // Delivered while another request runs (the worker woken by it): the lines keep the message's own request.
      await runWithRequest({ requestId: "req-other" }, () => deliverDueMail(transport, getEnv()));
      await database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, row.id));
      await deliverDueMail(transport, getEnv());
    } finally {
      log.restore();
    }
    const attempts = log.lines.filter((line) => line.msg === "mail delivery attempt");
    const messageId = messageIdOf(row, getEnv());
    expect(attempts).toEqual([
      expect.objectContaining({ level: "warn", requestId: "req-contact", outboxId: row.id, messageId, attempt: 1, outcome: "retried", smtpCode: 451 }),
      expect.objectContaining({ level: "info", requestId: "req-contact", outboxId: row.id, messageId, attempt: 2, outcome: "sent" }),
    ]);
    expect(JSON.stringify(attempts)).not.toContain("amal@");
  });
});

describe("the audit log", () => {
  it("records the staff request that made each entry, shown on the audit page; none outside a request", async () => {
    const admin = await staffClient("request-ids.admin@sahel.example.om", ["admin"]);
    const invite = admin.post("/staff/team", { intent: "invite", email: "request-ids.invitee@sahel.example.om", role_sales: "on" });
    expect((await runWithRequest({ requestId: "req-invite" }, () => settle(() => staffTeam.action(args(invite))))).status).toBe(302);
    await recordAudit(database.db, system, "staff.script", null);

    const entries = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entries.find((entry) => entry.action === "staff.invite" && entry.details?.includes("request-ids.invitee"))?.requestId).toBe("req-invite");
    expect(entries.find((entry) => entry.action === "staff.script")?.requestId).toBeNull();
    // The invitation's mail was queued by the same request.
    const [invitation] = await database.db.select().from(outbox).where(eq(outbox.to, "request-ids.invitee@sahel.example.om"));
    expect(invitation.requestId).toBe("req-invite");

    const page = (await (await settle(() => staffAudit.loader(args(admin.get("/staff/audit?action=staff.invite"))))).json()) as {
      entries: { action: string; details: string; requestId: string }[];
    };
    expect(page.entries.find((entry) => entry.details.includes("request-ids.invitee"))?.requestId).toBe("req-invite");
  });
});
