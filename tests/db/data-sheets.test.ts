/**
 * Data-sheet fulfilment over a real database: "Send data sheet" answers an MSDS/TDS request with a signed
 * link to the current revision in one transaction (link row, sealed mail, timeline, status, audit), refuses other
 * kinds as missing (404) and says when the library has no sheet; the token is verified in constant time (tampered
 * or expired links refused); each download is counted; the requester's Overview shows the request answered.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, desc, eq } from "drizzle-orm";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { auditLog, documentLinks, documents, inboxEvents, inboxItems, jobFunctions, locations, outbox, solutions, users, type InboxKind } from "~/db/schema";
import { latestSentByUser } from "~/models/account-data.server";
import { dataSheetToken, openDataSheetLink, verifyDataSheetToken } from "~/models/data-sheets.server";
import { addDocument } from "~/models/documents.server";
import { stagingDirectory } from "~/utils/file-store.server";
import { insertDataSheetRequest } from "~/models/solution-requests.server";
import { localAccounts } from "~/backend/local/accounts.server";
import { unseal, LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import { getStaff, setStaffCookie } from "~/utils/staff-auth.server";
import { getToast } from "~/utils/toast.server";
import { STALE_FORM_MESSAGE } from "~/forms/action.server";
import * as sendRoute from "~/routes/staff.inbox.$id.data-sheet/route";
import * as downloadRoute from "~/routes/data-sheets.$token/route";
import { setUpMember } from "./staff-fixtures";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "data-sheets-test-"));
const SECRET = "data-sheets-test-secret-0123456789";
process.env.UPLOAD_DIR = uploadDir;
process.env.SESSION_SECRET = SECRET;

let database: Database;
let solutionId: number;
let userId: number;
let payload: { first_name: string; last_name: string; company_email_address: string; job_function: number; company: string; country: number };
let sales: { cookie: string; formKey: string; staffId: number };
let client = 1;

const args = (request: Request, params: Record<string, string>) => ({ request, params, context: {} }) as ActionFunctionArgs & LoaderFunctionArgs;

/** A PDF staged as an upload is (under UPLOAD_DIR/documents with the local store) and its library row. */
async function libraryDocument(kind: "msds" | "tds", language: string, revisionDate: string) {
  const dir = stagingDirectory("documents");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(16).toString("hex")}.pdf`);
  const bytes = Buffer.from(`%PDF-1.4\n% ${kind} ${language} ${revisionDate}\n%%EOF\n`);
  writeFileSync(file, bytes, { mode: 0o600 });
  const id = await addDocument(
    { solutionId, kind, language, revisionDate, file: { path: file, size: bytes.length, type: "application/pdf" }, originalName: `${kind}.pdf`, sha256: "", changeSummary: "First issue." },
    { id: sales.staffId, email: "sales-sheets@sahel.example.om", ip: null },
  );
  return { id, bytes };
}

async function request(kind: "msds" | "tds" | "inquiry", language = "en") {
  const reference = await insertDataSheetRequest(kind, solutionId, payload, undefined, userId);
  const [item] = await database.db.select({ id: inboxItems.id }).from(inboxItems).where(eq(inboxItems.reference, reference));
  if (language !== "en") await database.db.update(inboxItems).set({ language }).where(eq(inboxItems.id, item.id));
  return { id: item.id, reference };
}

async function itemOfKind(kind: InboxKind) {
  const [item] = await database.db
    .insert(inboxItems)
    .values({ kind, sourceId: 100_000 + client++, reference: `X-${client}`, name: "Huda", email: "huda@example.om", solutionId })
    .returning({ id: inboxItems.id });
  return item.id;
}

async function send(itemId: number | string, formKey = sales.formKey) {
  const body = new URLSearchParams({ form_key: formKey });
  const req = new Request(`http://localhost/staff/inbox/${itemId}/data-sheet`, {
    method: "POST",
    body,
    headers: { Cookie: sales.cookie, "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": `203.0.113.${client++}` },
  });
  try {
    return await sendRoute.action(args(req, { id: String(itemId) }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function toastOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast;
}

const download = (token: string) => downloadRoute.loader(args(new Request(`http://localhost/data-sheets/${token}`), { token }));

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  [{ id: solutionId }] = await database.db.select({ id: solutions.id }).from(solutions).orderBy(asc(solutions.id)).limit(1);
  const [{ id: jobFunction }] = await database.db.select({ id: jobFunctions.id }).from(jobFunctions).limit(1);
  const [{ id: country }] = await database.db.select({ id: locations.id }).from(locations).where(eq(locations.type, "country")).limit(1);
  payload = { first_name: "Amal", last_name: "Said", company_email_address: "amal@petro.example.om", job_function: jobFunction, company: "Petro LLC", country };
  await localAccounts.register({ email: "amal@petro.example.om", password: "a public passphrase", confirm_password: "a public passphrase" });
  [{ id: userId }] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "amal@petro.example.om"));
  const member = await setUpMember("sales-sheets@sahel.example.om", ["sales"]);
  const cookie = (await setStaffCookie(member.sessionToken)).split(";")[0];
  const formKey = (await getStaff(new Request("http://localhost/staff", { headers: { Cookie: cookie } })))!.formKey;
  sales = { cookie, formKey, staffId: member.staffId };
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(documents);
});

describe("Send data sheet", () => {
  it("without a sheet in the library: back to the request with the message, nothing sent or changed", async () => {
    const item = await request("tds");
    const outboxBefore = (await database.db.select({ id: outbox.id }).from(outbox)).length;
    const response = await send(item.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/inbox/${item.id}`);
    expect((await toastOf(response))?.message).toBe("No TDS for this solution in the document library yet. Upload one under Documents first.");
    expect(await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, item.id))).toHaveLength(0);
    expect((await database.db.select({ id: outbox.id }).from(outbox)).length).toBe(outboxBefore);
    const [row] = await database.db.select({ status: inboxItems.status }).from(inboxItems).where(eq(inboxItems.id, item.id));
    expect(row.status).toBe("new");
  });

  it("in one transaction: the link row, the mail with the sealed link, the timeline, answered, the audit entry", async () => {
    await libraryDocument("msds", "en", "2025-01-01");
    const current = await libraryDocument("msds", "en", "2026-01-01");
    const item = await request("msds");
    const before = Date.now();
    const response = await send(item.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/inbox/${item.id}`);
    expect((await toastOf(response))?.message).toMatch(/^MSDS sent to amal@petro\.example\.om\. The link works until /);

    const [link] = await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, item.id));
    expect(link.documentId).toBe(current.id);
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(link.expiresAt.getTime()).toBeGreaterThan(before + sevenDays - 2000);
    expect(link.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + sevenDays);

    const [mail] = await database.db.select().from(outbox).where(eq(outbox.reference, item.reference)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.to).toBe("amal@petro.example.om");
    expect(mail.subject).toContain(item.reference);
    expect(mail.body).toContain(LINK_PLACEHOLDER);
    expect(mail.body).not.toContain("/data-sheets/");
    const url = unseal(mail.sealedLink!, SECRET)!;
    expect(url).toMatch(/^http:\/\/localhost:3000\/data-sheets\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDataSheetToken(url.split("/").at(-1)!)).toEqual({ linkId: link.id, expiresAt: link.expiresAt });

    const events = await database.db.select().from(inboxEvents).where(eq(inboxEvents.itemId, item.id)).orderBy(asc(inboxEvents.id));
    expect(events.map((e) => e.type)).toEqual(["received", "data_sheet_sent", "status"]);
    expect(JSON.parse(events[1].details!)).toMatchObject({ documentId: current.id, revisionDate: "2026-01-01", expiresAt: link.expiresAt.toISOString() });
    expect(events[1].actorEmail).toBe("sales-sheets@sahel.example.om");
    const [row] = await database.db.select().from(inboxItems).where(eq(inboxItems.id, item.id));
    expect(row.status).toBe("answered");
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "inbox.data-sheet")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ targetKind: "inbox", targetId: String(item.id), actorEmail: "sales-sheets@sahel.example.om" });
  });

  it("sends the sheet in the request's language when there is one, else English", async () => {
    const english = await libraryDocument("msds", "en", "2026-01-01");
    const arabicItem = await request("msds", "ar");
    await send(arabicItem.id);
    const [first] = await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, arabicItem.id));
    expect(first.documentId).toBe(english.id);
    const arabic = await libraryDocument("msds", "ar", "2025-03-01");
    await send(arabicItem.id);
    const [second] = await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, arabicItem.id)).orderBy(desc(documentLinks.id)).limit(1);
    expect(second.documentId).toBe(arabic.id);
  });

  it("writes the mail in the language the request was sent in, with the Arabic download page and solution page", async () => {
    await libraryDocument("tds", "en", "2026-02-01");
    const reference = await insertDataSheetRequest("tds", solutionId, { ...payload, company_email_address: "amal.ar@petro.example.om" }, undefined, undefined, "ar");
    const [item] = await database.db.select({ id: inboxItems.id }).from(inboxItems).where(eq(inboxItems.reference, reference));
    expect((await send(item.id)).status).toBe(302);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.reference, reference)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.body).toContain(`/ar/solution/${solutionId}`);
    expect(unseal(mail.sealedLink!, SECRET)!).toMatch(/^http:\/\/localhost:3000\/ar\/data-sheets\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it.each(["contact", "inquiry", "quote"] as const)("answers 404 for a %s item (no data sheet to send), and changes nothing", async (kind) => {
    await libraryDocument("msds", "en", "2026-01-01");
    const id = await itemOfKind(kind);
    expect((await send(id)).status).toBe(404);
    expect(await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, id))).toHaveLength(0);
  });

  it("refuses an address the outbox would not take, writing nothing", async () => {
    await libraryDocument("msds", "en", "2026-01-01");
    const item = await request("msds");
    await database.db.update(inboxItems).set({ email: "amal@petro.example.om, x@evil.test" }).where(eq(inboxItems.id, item.id));
    const response = await send(item.id);
    expect(response.status).toBe(302);
    expect((await toastOf(response))?.message).toBe("The requester's address cannot receive mail: the data sheet was not sent.");
    expect(await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, item.id))).toHaveLength(0);
    const [row] = await database.db.select({ status: inboxItems.status }).from(inboxItems).where(eq(inboxItems.id, item.id));
    expect(row.status).toBe("new");
  });

  it.each(["999999", "abc"])("answers 404 for the item id %s", async (id) => {
    expect((await send(id)).status).toBe(404);
  });

  it("refuses a form without this session's form key, back on the request's page with the reason", async () => {
    await libraryDocument("msds", "en", "2026-01-01");
    const item = await request("msds");
    const refused = await send(item.id, "stale");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe(`/staff/inbox/${item.id}`);
    expect((await toastOf(refused))?.message).toBe(STALE_FORM_MESSAGE);
    expect(await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, item.id))).toHaveLength(0);
  });
});

describe("the signed link", () => {
  const sign = (linkId: number, expiresAt: Date) => dataSheetToken(linkId, expiresAt, SECRET);

  it("verifies its own token, and refuses a tampered signature, id or expiry, another secret and junk", () => {
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 3600_000);
    const token = sign(42, expiresAt);
    expect(verifyDataSheetToken(token)).toEqual({ linkId: 42, expiresAt });
    const [id, expiry, signature] = token.split(".");
    const flipped = signature.slice(0, -1) + (signature.at(-1) === "A" ? "B" : "A");
    expect(verifyDataSheetToken(`${id}.${expiry}.${flipped}`)).toBeNull();
    expect(verifyDataSheetToken(`43.${expiry}.${signature}`)).toBeNull();
    expect(verifyDataSheetToken(`${id}.${Number(expiry) + 86400}.${signature}`)).toBeNull();
    expect(verifyDataSheetToken(dataSheetToken(42, expiresAt, "another-secret-0123456789abcdef"))).toBeNull();
    for (const junk of ["", "42", `${id}.${expiry}`, `${token}.x`, `0.${expiry}.${signature}`, "../../etc/passwd"]) expect(verifyDataSheetToken(junk)).toBeNull();
  });

  it("still opens a link signed before the secret was rotated (SESSION_SECRET lists the old one second)", () => {
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 3600_000);
    const old = dataSheetToken(7, expiresAt, "the-old-secret-0123456789abcdef");
    expect(verifyDataSheetToken(old, ["the-new-secret-0123456789abcdef", "the-old-secret-0123456789abcdef"])).toEqual({ linkId: 7, expiresAt });
  });

  it("downloads the PDF with its headers, counts each download and puts the first in the timeline", async () => {
    const sheet = await libraryDocument("msds", "en", "2026-01-01");
    const item = await request("msds");
    await send(item.id);
    const [link] = await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, item.id));
    const token = sign(link.id, link.expiresAt);
    const response = await download(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[A-Za-z0-9-]+-MSDS-en-2026-01-01\.pdf"$/);
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(sheet.bytes)).toBe(true);
    await (await download(token)).arrayBuffer();
    const [counted] = await database.db.select().from(documentLinks).where(eq(documentLinks.id, link.id));
    expect(counted.downloads).toBe(2);
    expect(counted.firstDownloadAt).not.toBeNull();
    const downloaded = await database.db.select().from(inboxEvents).where(eq(inboxEvents.itemId, item.id));
    expect(downloaded.filter((e) => e.type === "data_sheet_downloaded")).toHaveLength(1);
  });

  it("answers a tampered or unknown link with a 404 page, counting nothing", async () => {
    await libraryDocument("msds", "en", "2026-01-01");
    const item = await request("msds");
    await send(item.id);
    const [link] = await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, item.id));
    const [id, expiry, signature] = sign(link.id, link.expiresAt).split(".");
    for (const token of [`${id}.${expiry}.${"A".repeat(43)}`, `${id}.${Number(expiry) + 1}.${signature}`, sign(999_999, link.expiresAt), "nonsense"]) {
      const response = await download(token);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain("This download link is not valid");
    }
    const [counted] = await database.db.select().from(documentLinks).where(eq(documentLinks.id, link.id));
    expect(counted.downloads).toBe(0);
  });

  it("answers an expired link (its signed expiry or its row's) with a 410 page linking to the solution", async () => {
    await libraryDocument("msds", "en", "2026-01-01");
    const item = await request("msds");
    await send(item.id);
    const [link] = await database.db.select().from(documentLinks).where(eq(documentLinks.itemId, item.id));
    const token = sign(link.id, link.expiresAt);
    expect((await openDataSheetLink(token, new Date(link.expiresAt.getTime() + 1000))).status).toBe("expired");
    const past = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const expired = await download(sign(link.id, past));
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain("This link has expired");
    expect(html).toContain(`href="/solution/${solutionId}"`);
    await database.db.update(documentLinks).set({ expiresAt: past }).where(eq(documentLinks.id, link.id));
    expect((await download(token)).status).toBe(410);
    const [counted] = await database.db.select().from(documentLinks).where(eq(documentLinks.id, link.id));
    expect(counted.downloads).toBe(0);
  });
});

describe("the requester's Overview", () => {
  it("lists each request of the account with the inbox's status", async () => {
    await libraryDocument("msds", "en", "2026-01-01");
    const answered = await request("msds");
    await send(answered.id);
    const waiting = await request("inquiry");
    const spam = await request("tds");
    await database.db.update(inboxItems).set({ status: "spam" }).where(eq(inboxItems.reference, spam.reference));
    const latest = await latestSentByUser(userId, 50);
    const statusOf = (reference: string) => latest.find((item) => item.reference === reference)?.status;
    expect(statusOf(answered.reference)).toBe("answered");
    expect(statusOf(waiting.reference)).toBe("new");
    expect(statusOf(spam.reference)).toBe("spam");
  });

  it("never shows another account's request sent from the same e-mail address", async () => {
    const signedOut = await insertDataSheetRequest("msds", solutionId, payload);
    const latest = await latestSentByUser(userId, 50);
    expect(latest.map((item) => item.reference)).not.toContain(signedOut);
  });
});
