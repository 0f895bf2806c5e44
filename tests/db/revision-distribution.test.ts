/**
 * A new SDS/TDS revision reaches its recipients (issue 40, REACH Article 31(9)), over a real database: the recipient
 * rule (who received the same solution's document in the last 12 months, in the revision's language or having asked
 * for it; one address once; not those who already have it), one message per recipient in their language with a link
 * to the new revision, at most once however often it is sent (two sends at the same moment included: on PostgreSQL
 * with DATABASE_URL they are really concurrent), the delivery log (queued, failed with the SMTP answer, downloaded),
 * subscribers (verified accounts, their language else English, one-click unsubscribe without signing in), and the
 * staff page, its action and its CSV, each audited.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { auditLog, inboxItems, jobFunctions, locations, outbox, revisionDeliveries, revisionSubscriptions, solutions, users } from "~/db/schema";
import { openDataSheetLink, recordDataSheetDownload, sendDataSheet } from "~/models/data-sheets.server";
import { addDocument } from "~/models/documents.server";
import { deliveriesOf, distributeRevision, getRevision, pendingRecipients } from "~/models/revision-distribution.server";
import { setSubscription, subscriptionOfToken, unsubscribeByToken } from "~/models/revision-subscriptions.server";
import { insertDataSheetRequest } from "~/models/solution-requests.server";
import { stagingDirectory } from "~/utils/file-store.server";
import { unseal } from "~/utils/sealed-link.server";
import { DELIVERY_CSV_HEADER } from "~/routes/staff.documents.revision.$documentId.export/route";
import * as exportRoute from "~/routes/staff.documents.revision.$documentId.export/route";
import * as revisionRoute from "~/routes/staff.documents.revision.$documentId/route";
import { args, settle, staffClient, toastOf, type StaffClient } from "./staff-fixtures";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "revisions-test-"));
process.env.UPLOAD_DIR = uploadDir;

const NOW = new Date("2026-11-20T08:00:00Z");
const monthsAgo = (months: number) => new Date(NOW.getTime() - months * 30.5 * 24 * 3600 * 1000);

let database: Database;
let solutionId: number;
let otherSolutionId: number;
let sales: StaffClient;
let actor: { id: number; email: string; ip: null };
let payload: { first_name: string; last_name: string; company_email_address: string; job_function: number; company: string; country: number };

async function revision(kind: "msds" | "tds", language: string, revisionDate: string, changeSummary = "First issue.", solution = solutionId) {
  const dir = stagingDirectory("documents");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(16).toString("hex")}.pdf`);
  const bytes = Buffer.from(`%PDF-1.4\n% ${kind} ${language} ${revisionDate}\n%%EOF\n`);
  writeFileSync(file, bytes, { mode: 0o600 });
  return addDocument(
    { solutionId: solution, kind, language, revisionDate, file: { path: file, size: bytes.length, type: "application/pdf" }, originalName: `${kind}.pdf`, sha256: "", changeSummary },
    actor,
  );
}

/** `email` asks for the sheet (in `asked`, from a page in `locale`) and sales send it at `at`: the link is what counts. */
async function received(email: string, at: Date, options: { kind?: "msds" | "tds"; asked?: string; locale?: "en" | "ar"; solution?: number; name?: string } = {}) {
  const reference = await insertDataSheetRequest(
    options.kind ?? "msds",
    options.solution ?? solutionId,
    { ...payload, first_name: options.name ?? "Amal", company_email_address: email },
    undefined,
    undefined,
    options.locale ?? "en",
  );
  const [item] = await database.db.select({ id: inboxItems.id }).from(inboxItems).where(eq(inboxItems.reference, reference));
  await database.db.update(inboxItems).set({ language: options.asked ?? "en" }).where(eq(inboxItems.id, item.id));
  const sent = await sendDataSheet(actor, item.id, at);
  if (!sent.ok) throw new Error(`not sent: ${sent.reason}`);
  return item.id;
}

const outboxTo = (documentId: number) =>
  database.db
    .select({ to: outbox.to, subject: outbox.subject, body: outbox.body, sealedLink: outbox.sealedLink, status: outbox.status, id: outbox.id })
    .from(revisionDeliveries)
    .innerJoin(outbox, eq(outbox.id, revisionDeliveries.outboxId))
    .where(eq(revisionDeliveries.documentId, documentId))
    .orderBy(outbox.to);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  [{ id: solutionId }, { id: otherSolutionId }] = await database.db.select({ id: solutions.id }).from(solutions).orderBy(solutions.id).limit(2);
  const [{ id: jobFunction }] = await database.db.select({ id: jobFunctions.id }).from(jobFunctions).limit(1);
  const [{ id: country }] = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country")).limit(1);
  payload = { first_name: "Amal", last_name: "Said", company_email_address: "", job_function: jobFunction, company: "Petro LLC", country };
  sales = await staffClient("sales-revisions@sahel.example.om", ["sales"]);
  actor = { id: sales.member.staffId, email: "sales-revisions@sahel.example.om", ip: null };
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe("a new revision's recipients and their messages", () => {
  let english2: number;

  it("are those who had the document in the last 12 months, in its language or having asked for it, one per address", async () => {
    await revision("msds", "en", "2025-01-01");
    await revision("msds", "ar", "2025-01-01");
    await revision("tds", "en", "2025-01-01");
    await revision("msds", "en", "2025-01-01", "First issue.", otherSolutionId);
    await received("a@one.example.om", monthsAgo(2));
    await received("A@One.example.om", monthsAgo(1), { name: "Amal Again" });
    await received("old@two.example.om", monthsAgo(13));
    await received("arabic@three.example.om", monthsAgo(1), { asked: "ar", locale: "ar" });
    await received("german@four.example.om", monthsAgo(3), { asked: "de" });
    await received("tds@five.example.om", monthsAgo(1), { kind: "tds" });
    await received("other@six.example.om", monthsAgo(1), { solution: otherSolutionId });

    english2 = await revision("msds", "en", "2026-11-01", "Section 8: new occupational exposure limits.");
    // Asked after the upload: sent revision 2 itself, so it is nobody's to send again.
    await received("after@seven.example.om", NOW);
    const rev = (await getRevision(english2))!;
    expect(rev).toMatchObject({ current: true, changeSummary: "Section 8: new occupational exposure limits." });
    const pending = await pendingRecipients(rev, undefined, NOW);
    expect(pending.map((r) => [r.email, r.name, r.receivedLanguage, r.locale])).toEqual([
      ["a@one.example.om", "Amal Again Said", "en", "en"],
      ["german@four.example.om", "Amal Said", "en", "en"],
    ]);
  });

  it("each get one message in their language with a link to the new revision, and the send is audited", async () => {
    const sent = await distributeRevision(actor, english2, NOW);
    expect(sent).toEqual({ ok: true, queued: 2 });
    const mails = await outboxTo(english2);
    expect(mails.map((m) => m.to)).toEqual(["a@one.example.om", "german@four.example.om"]);
    const [name] = (await database.db.select({ name: solutions.name }).from(solutions).where(eq(solutions.id, solutionId))).map((r) => r.name);
    for (const mail of mails) {
      expect(mail.subject).toBe(`New revision of the MSDS for ${name}`);
      expect(mail.body).toContain("What changed: Section 8: new occupational exposure limits.");
      expect(mail.body).toContain("REACH Article 31(9)");
      const link = unseal(mail.sealedLink!)!;
      expect(link).toMatch(/\/data-sheets\/[^/]+$/);
      const opened = await openDataSheetLink(link.split("/").at(-1)!, NOW);
      expect(opened).toMatchObject({ status: "ok", document: { id: english2, revisionDate: "2026-11-01" } });
    }
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "document.distribute")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorEmail: actor.email, targetKind: "document", targetId: String(english2) });
    expect(JSON.parse(audit.details!)).toMatchObject({ recipients: 2, language: "en", revisionDate: "2026-11-01" });
  });

  it("never twice: a second send finds nobody and queues nothing", async () => {
    const before = (await database.db.select({ id: outbox.id }).from(outbox)).length;
    expect(await distributeRevision(actor, english2, NOW)).toEqual({ ok: true, queued: 0 });
    expect((await database.db.select({ id: outbox.id }).from(outbox)).length).toBe(before);
    expect(await pendingRecipients((await getRevision(english2))!, undefined, NOW)).toEqual([]);
  });

  it("a new Arabic revision goes to who had the Arabic one, in Arabic", async () => {
    const arabic2 = await revision("msds", "ar", "2026-11-02", "القسم 8: حدود تعرض جديدة.");
    expect(await distributeRevision(actor, arabic2, NOW)).toEqual({ ok: true, queued: 1 });
    const [mail] = await outboxTo(arabic2);
    expect(mail.to).toBe("arabic@three.example.om");
    expect(mail.subject).toMatch(/^إصدار جديد من صحيفة MSDS للمنتج /);
    expect(mail.body).toContain("القسم 8: حدود تعرض جديدة.");
  });

  it("two sends at the same moment queue each recipient once; an older revision is not sent on", async () => {
    const english3 = await revision("msds", "en", "2026-11-15", "Section 2: reclassified.");
    const [first, second] = await Promise.all([distributeRevision(actor, english3, NOW), distributeRevision(actor, english3, NOW)]);
    const queued = [first, second].map((result) => (result.ok ? result.queued : -1));
    // a@, german@ (sent revision 2 by the distribution) and after@ (sent it by request).
    expect(queued.sort()).toEqual([0, 3]);
    expect((await outboxTo(english3)).map((m) => m.to)).toEqual(["a@one.example.om", "after@seven.example.om", "german@four.example.om"]);
    expect(await database.db.select().from(revisionDeliveries).where(eq(revisionDeliveries.documentId, english3))).toHaveLength(3);
    expect(await distributeRevision(actor, english2, NOW)).toEqual({ ok: false, reason: "not-current" });
  });

  it("the delivery log says queued, failed with the SMTP answer, and the first download", async () => {
    const english3 = (await database.db.select({ id: revisionDeliveries.documentId }).from(revisionDeliveries).orderBy(desc(revisionDeliveries.id)).limit(1))[0].id;
    const mails = await outboxTo(english3);
    const bounced = mails.find((m) => m.to === "a@one.example.om")!;
    await database.db.update(outbox).set({ status: "failed", lastError: "550 5.1.1 <a@one.example.om>: mailbox unavailable" }).where(eq(outbox.id, bounced.id));
    const [link] = await database.db
      .select({ id: revisionDeliveries.linkId })
      .from(revisionDeliveries)
      .where(and(eq(revisionDeliveries.documentId, english3), eq(revisionDeliveries.email, "german@four.example.om")));
    const downloadAt = new Date(NOW.getTime() + 3600_000);
    await recordDataSheetDownload(link.id!, downloadAt);
    const log = await deliveriesOf(english3);
    const byEmail = Object.fromEntries(log.map((d) => [d.email, d]));
    expect(byEmail["a@one.example.om"]).toMatchObject({ status: "failed", smtpAnswer: "550 5.1.1 <a@one.example.om>: mailbox unavailable", downloadedAt: null });
    expect(byEmail["german@four.example.om"]).toMatchObject({ status: "queued", downloadedAt: downloadAt });
    expect(byEmail["after@seven.example.om"]).toMatchObject({ status: "queued", sentBy: "sales-revisions@sahel.example.om" });
    // A sent message removed by housekeeping still reads as sent.
    await database.db.update(revisionDeliveries).set({ outboxId: null }).where(and(eq(revisionDeliveries.documentId, english3), eq(revisionDeliveries.email, "after@seven.example.om")));
    expect((await deliveriesOf(english3)).find((d) => d.email === "after@seven.example.om")?.status).toBe("sent");
  });
});

describe("subscribers", () => {
  /** A registered account, verified unless told otherwise, in `locale`, subscribed to the solution. */
  async function subscriber(email: string, locale: "en" | "ar", { verified = true, solution = solutionId } = {}) {
    const [user] = await database.db
      .insert(users)
      .values({ email, passwordHash: "x", firstName: "Salim", lastName: "Rawahi", locale, emailVerifiedAt: verified ? NOW : null })
      .returning({ id: users.id });
    if (verified) expect(await setSubscription(user.id, solution, true)).toMatchObject({ ok: true });
    else {
      expect(await setSubscription(user.id, solution, true)).toEqual({ ok: false, reason: "unverified" });
      await database.db.insert(revisionSubscriptions).values({ userId: user.id, solutionId: solution });
    }
    return user.id;
  }

  it("get the revisions in their account's language, else the English ones, once, with a one-click unsubscribe", async () => {
    const arabicReader = await subscriber("ar-reader@nine.example.om", "ar");
    await subscriber("en-reader@nine.example.om", "en");
    await subscriber("unverified@nine.example.om", "en", { verified: false });
    // Also a requester of the last 12 months: one message, as a requester.
    await subscriber("a@one.example.om", "en");

    const english4 = await revision("msds", "en", "2026-11-18", "Section 14: UN number added.");
    const pending = await pendingRecipients((await getRevision(english4))!, undefined, NOW);
    const byEmail = Object.fromEntries(pending.map((r) => [r.email, r]));
    expect(Object.keys(byEmail).sort()).toEqual(["a@one.example.om", "after@seven.example.om", "en-reader@nine.example.om", "german@four.example.om"]);
    expect(byEmail["a@one.example.om"].subscriptionId).toBeNull();
    expect(byEmail["en-reader@nine.example.om"]).toMatchObject({ itemId: null, locale: "en", name: "Salim Rawahi" });
    expect(await distributeRevision(actor, english4, NOW)).toEqual({ ok: true, queued: 4 });
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "en-reader@nine.example.om"));
    expect(mail.listUnsubscribe).toMatch(/\/unsubscribe\/\d+\.[A-Za-z0-9_-]{43}$/);
    expect(mail.body).toContain(`Unsubscribe: ${mail.listUnsubscribe}`);
    expect(mail.body).toContain("You asked us to tell you when the data sheets of");
    const [requesterMail] = await database.db.select().from(outbox).innerJoin(revisionDeliveries, eq(revisionDeliveries.outboxId, outbox.id)).where(and(eq(outbox.to, "a@one.example.om"), eq(revisionDeliveries.documentId, english4)));
    expect(requesterMail.outbox.listUnsubscribe).toBeNull();

    // The Arabic subscriber: the Arabic MSDS exists, so an English revision is not theirs; a TDS has no Arabic sheet,
    // so its English revision is, in Arabic.
    const tdsEnglish = await revision("tds", "en", "2026-11-19", "Section 3 corrected.");
    const tdsPending = await pendingRecipients((await getRevision(tdsEnglish))!, undefined, NOW);
    expect(tdsPending.find((r) => r.email === "ar-reader@nine.example.om")).toMatchObject({ locale: "ar", subscriptionId: expect.any(Number) });
    const arabic3 = await revision("msds", "ar", "2026-11-19", "القسم 14: أضيف رقم الأمم المتحدة.");
    expect((await pendingRecipients((await getRevision(arabic3))!, undefined, NOW)).map((r) => r.email).sort()).toEqual(["ar-reader@nine.example.om", "arabic@three.example.om"]);

    // Stopped from the Saved page: no longer a recipient.
    await setSubscription(arabicReader, solutionId, false);
    expect((await pendingRecipients((await getRevision(arabic3))!, undefined, NOW)).map((r) => r.email)).toEqual(["arabic@three.example.om"]);
  });

  it("unsubscribe with the mail's link without signing in: once done, then gone; a tampered link finds nothing", async () => {
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "en-reader@nine.example.om"));
    const token = mail.listUnsubscribe!.split("/").at(-1)!;
    expect(await subscriptionOfToken(token)).toMatchObject({ status: "done", solutionId });
    expect(await subscriptionOfToken(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toEqual({ status: "not-found" });
    expect(await subscriptionOfToken(`999999.${token.split(".")[1]}`)).toEqual({ status: "not-found" });
    expect(await unsubscribeByToken(token)).toMatchObject({ status: "done", solutionId });
    expect(await unsubscribeByToken(token)).toEqual({ status: "gone" });
    expect(await subscriptionOfToken(token)).toEqual({ status: "gone" });
  });
});

describe("the staff page, its action and its CSV", () => {
  it("lists who is still to be sent, sends them with a toast, and exports the log; each view is audited", async () => {
    await received("tds-one@eight.example.om", monthsAgo(1), { kind: "tds" });
    const tds2 = await revision("tds", "en", "2026-11-20", "Typical properties: viscosity corrected.");
    const url = `/staff/documents/revision/${tds2}`;
    const page = await settle(() => revisionRoute.loader(args(sales.get(url), { documentId: String(tds2) })));
    expect(page.status).toBe(200);
    const data = await page.json();
    // Two requesters of the TDS, and a@ who subscribed to the solution's data sheets (above).
    expect(data.pending.total).toBe(3);
    expect(data.pending.rows.map((r: { email: string; received: string }) => [r.email, r.received.split(" ")[0]]).sort()).toEqual([
      ["a@one.example.om", "Subscribed"],
      ["tds-one@eight.example.om", "English,"],
      ["tds@five.example.om", "English,"],
    ]);
    expect(data.revision).toMatchObject({ current: true, changeSummary: "Typical properties: viscosity corrected." });
    const views = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "document.recipients.view"), eq(auditLog.targetId, String(tds2))));
    expect(views).toHaveLength(1);

    const stale = await settle(() => revisionRoute.action(args(new Request(`http://localhost${url}`, { method: "POST", headers: { Cookie: sales.cookie } }), { documentId: String(tds2) })));
    expect(stale.status).toBe(302);
    expect(await database.db.select().from(revisionDeliveries).where(eq(revisionDeliveries.documentId, tds2))).toHaveLength(0);

    const sent = await settle(() => revisionRoute.action(args(sales.post(url, {}), { documentId: String(tds2) })));
    expect(sent.headers.get("Location")).toBe(url);
    expect((await toastOf(sent))?.message).toBe("The new revision is queued for 3 recipients. The log below shows each delivery.");
    const again = await settle(() => revisionRoute.action(args(sales.post(url, {}), { documentId: String(tds2) })));
    expect((await toastOf(again))?.message).toBe("Nobody is waiting for this revision: every recipient has been sent it.");

    const csv = await settle(() => exportRoute.loader(args(sales.get(`${url}/export`), { documentId: String(tds2) })));
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe(DELIVERY_CSV_HEADER.join(","));
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 1).concat(line.split(",")[5])).sort()).toEqual([
      ["a@one.example.om", "Queued"],
      ["tds-one@eight.example.om", "Queued"],
      ["tds@five.example.om", "Queued"],
    ]);
    expect(await database.db.select().from(auditLog).where(and(eq(auditLog.action, "document.recipients.export"), eq(auditLog.targetId, String(tds2))))).toHaveLength(1);
  });

  it("answers 404 for a document that does not exist", async () => {
    for (const id of ["0", "abc", "99999999"]) {
      expect((await settle(() => revisionRoute.loader(args(sales.get(`/staff/documents/revision/${id}`), { documentId: id })))).status).toBe(404);
      expect((await settle(() => exportRoute.loader(args(sales.get(`/staff/documents/revision/${id}/export`), { documentId: id })))).status).toBe(404);
    }
  });
});
