/**
 * The document library over a real database: an upload is a PDF by name, declared type and content,
 * capped while it streams, stored under UPLOAD_DIR/documents with a server-made name (0600), its sha256 recorded and
 * audited; a refusal says why in the form, keeps the other fields and leaves nothing on disk; a new revision keeps
 * the old ones; the current revision is picked per language with English as the fallback; the staff file route.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, documents, solutions } from "~/db/schema";
import { STALE_FORM_MESSAGE } from "~/forms/action.server";
import { DOCUMENT_MESSAGES } from "~/forms/documents";
import { currentDocument, documentsOfSolution, searchLibrary } from "~/models/documents.server";
import { getStaff, setStaffCookie } from "~/utils/staff-auth.server";
import { toSearchText } from "~/utils/search-text";
import * as solutionDocuments from "~/routes/staff.documents.$solutionId/route";
import * as documentFile from "~/routes/staff.documents.file.$documentId/route";
import { setUpMember } from "./staff-fixtures";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "documents-test-"));
const MAX_BYTES = 64 * 1024;
process.env.UPLOAD_DIR = uploadDir;
// The files on disk are checked here (names, modes): the local store's; tests/db/file-store.test.ts covers the others.
process.env.FILE_STORE = "local";
process.env.DOCUMENT_MAX_BYTES = String(MAX_BYTES);

let database: Database;
let solutionId: number;
let cookie: string;
let formKey: string;
let client = 1;

const documentsDir = path.join(uploadDir, "documents");
const filesOnDisk = () => {
  try {
    return readdirSync(documentsDir);
  } catch {
    return [];
  }
};

/** A small, valid PDF: one empty page. */
function pdf(text = "revision") {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
}

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  [{ id: solutionId }] = await database.db
    .insert(solutions)
    .values({ name: "Demulsifier DM-410", searchText: toSearchText("Demulsifier DM-410") })
    .returning({ id: solutions.id });
  const member = await setUpMember("sales-docs@sahel.example.om", ["sales"]);
  cookie = (await setStaffCookie(member.sessionToken)).split(";")[0];
  formKey = (await getStaff(new Request("http://localhost/staff", { headers: { Cookie: cookie } })))!.formKey;
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(documents);
  rmSync(documentsDir, { recursive: true, force: true });
});

interface Upload {
  kind?: string;
  language?: string;
  revision_date?: string;
  change_summary?: string;
  form_key?: string;
  file?: { bytes: Buffer; name?: string; type?: string } | null;
}

/** The upload form as a browser sends it: the fields first, then the file. */
function uploadRequest(id: number | string, upload: Upload) {
  const body = new FormData();
  body.set("form_key", upload.form_key ?? formKey);
  body.set("kind", upload.kind ?? "msds");
  body.set("language", upload.language ?? "en");
  body.set("revision_date", upload.revision_date ?? "2026-01-15");
  body.set("change_summary", upload.change_summary ?? "Section 8: new exposure limits.");
  if (upload.file !== null) {
    const file = upload.file ?? { bytes: pdf() };
    body.set("file", new File([new Uint8Array(file.bytes)], file.name ?? "DM-410 MSDS.pdf", { type: file.type ?? "application/pdf" }));
  }
  return new Request(`http://localhost/staff/documents/${id}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, "x-client-ip": `203.0.113.${client++}` },
  });
}

const args = (request: Request, params: Record<string, string>) => ({ request, params, context: {} }) as ActionFunctionArgs & LoaderFunctionArgs;

async function post(upload: Upload, id: number | string = solutionId) {
  try {
    return await solutionDocuments.action(args(uploadRequest(id, upload), { solutionId: String(id) }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function answerOf(response: Response) {
  return (await response.json()) as { fieldErrors: Record<string, string>; formError: string | null; repopulateFields: Record<string, string>; fileSent: boolean };
}

describe("uploading a revision", () => {
  it("stores the PDF under a server-made name, fsynced and 0600, with its size and sha256, and audits it", async () => {
    const bytes = pdf("first");
    const response = await post({ file: { bytes, name: "../../etc/passwd DM-410.pdf" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/documents/${solutionId}`);
    const [row] = await database.db.select().from(documents);
    expect(row).toMatchObject({ solutionId, kind: "msds", language: "en", revisionDate: "2026-01-15", size: bytes.length });
    expect(row.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(row.filePath).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(row.originalName).toBe("passwd DM-410.pdf");
    const stored = path.join(documentsDir, row.filePath);
    expect(readFileSync(stored).equals(bytes)).toBe(true);
    expect(statSync(stored).mode & 0o777).toBe(0o600);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "document.upload")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorEmail: "sales-docs@sahel.example.om", targetKind: "document", targetId: String(row.id) });
  });

  it("keeps every revision: a new one never replaces an old one", async () => {
    expect((await post({ revision_date: "2025-06-01", file: { bytes: pdf("old") } })).status).toBe(302);
    expect((await post({ revision_date: "2026-02-01", file: { bytes: pdf("new") } })).status).toBe(302);
    const revisions = await documentsOfSolution(solutionId);
    expect(revisions.map((r) => r.revisionDate)).toEqual(["2026-02-01", "2025-06-01"]);
    expect(filesOnDisk()).toHaveLength(2);
  });

  it.each([
    ["not a PDF by content", { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "sheet.pdf", type: "application/pdf" }],
    ["a PDF declared as another type", { bytes: pdf(), name: "sheet.pdf", type: "text/html" }],
    ["a PDF whose name says another type", { bytes: pdf(), name: "sheet.html", type: "application/pdf" }],
  ])("refuses %s in the form, keeps the other fields, stores nothing", async (_name, file) => {
    const response = await post({ kind: "tds", language: "de", revision_date: "2026-01-20", file });
    expect(response.status).toBe(400);
    const answer = await answerOf(response);
    expect(answer.fieldErrors.file).toBe(DOCUMENT_MESSAGES.fileType);
    expect(answer.repopulateFields).toMatchObject({ kind: "tds", language: "de", revision_date: "2026-01-20" });
    expect(answer.fileSent).toBe(true);
    expect(await database.db.select().from(documents)).toHaveLength(0);
    expect(filesOnDisk()).toHaveLength(0);
  });

  it("refuses a file over DOCUMENT_MAX_BYTES while it streams (413), keeping the fields that came before it", async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(MAX_BYTES * 3, 0x20)]);
    const response = await post({ language: "ar", file: { bytes: big } });
    expect(response.status).toBe(413);
    const answer = await answerOf(response);
    expect(answer.fieldErrors.file).toBe(DOCUMENT_MESSAGES.fileTooLarge(MAX_BYTES));
    expect(answer.repopulateFields).toMatchObject({ kind: "msds", language: "ar" });
    expect(filesOnDisk()).toHaveLength(0);
  });

  it("refuses a missing file, a future or impossible revision date, an unknown kind or language and a missing or too long change summary, each beside its field", async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const future = await answerOf(await post({ revision_date: tomorrow }));
    expect(future.fieldErrors.revision_date).toBe(DOCUMENT_MESSAGES.revisionFuture);
    const impossible = await answerOf(await post({ revision_date: "2026-02-30", kind: "sds", language: "fr", change_summary: " \n ", file: null }));
    expect(impossible.fieldErrors).toEqual({
      revision_date: DOCUMENT_MESSAGES.revisionDate,
      kind: DOCUMENT_MESSAGES.kind,
      language: DOCUMENT_MESSAGES.language,
      change_summary: DOCUMENT_MESSAGES.changeSummary,
      file: DOCUMENT_MESSAGES.fileMissing,
    });
    const long = await answerOf(await post({ change_summary: "x".repeat(201) }));
    expect(long.fieldErrors.change_summary).toBe(DOCUMENT_MESSAGES.changeSummaryTooLong);
    expect(await database.db.select().from(documents)).toHaveLength(0);
    expect(filesOnDisk()).toHaveLength(0);
  });

  it("refuses a form without this session's form key, and keeps no file", async () => {
    const response = await post({ form_key: "not-the-key" });
    expect(response.status).toBe(400);
    expect((await answerOf(response)).formError).toBe(STALE_FORM_MESSAGE);
    expect(filesOnDisk()).toHaveLength(0);
  });

  it.each(["0", "abc", "99999999"])("answers 404 for the solution id %s (page and upload)", async (id) => {
    await expect(solutionDocuments.loader(args(new Request(`http://localhost/staff/documents/${id}`, { headers: { Cookie: cookie } }), { solutionId: id }))).rejects.toMatchObject({
      status: 404,
    });
    expect((await post({}, id)).status).toBe(404);
    expect(filesOnDisk()).toHaveLength(0);
  });
});

describe("the library", () => {
  it("finds solutions by name with their MSDS and TDS counts", async () => {
    await post({ kind: "msds" });
    await post({ kind: "msds", language: "ar" });
    await post({ kind: "tds" });
    const found = await searchLibrary("demulsif");
    expect(found.solutions.find((s) => s.id === solutionId)).toEqual({ id: solutionId, name: "Demulsifier DM-410", msds: 2, tds: 1 });
  });

  it("picks the current revision in the requester's language, else English; the latest date, then the latest upload", async () => {
    await post({ kind: "msds", language: "en", revision_date: "2025-01-01" });
    await post({ kind: "msds", language: "en", revision_date: "2026-01-01" });
    await post({ kind: "msds", language: "en", revision_date: "2025-06-01" });
    const english = await currentDocument(solutionId, "msds", "ar");
    expect(english).toMatchObject({ language: "en", revisionDate: "2026-01-01" });
    await post({ kind: "msds", language: "ar", revision_date: "2024-01-01" });
    expect(await currentDocument(solutionId, "msds", "ar")).toMatchObject({ language: "ar", revisionDate: "2024-01-01" });
    // The same date twice: the later upload is current.
    await post({ kind: "msds", language: "en", revision_date: "2026-01-01" });
    const [latest] = await database.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.language, "en"), eq(documents.revisionDate, "2026-01-01")))
      .orderBy(desc(documents.id))
      .limit(1);
    expect((await currentDocument(solutionId, "msds", "de"))?.id).toBe(latest.id);
    expect(await currentDocument(solutionId, "tds", "en")).toBeNull();
  });
});

describe("the staff file route", () => {
  const get = (id: string) => documentFile.loader(args(new Request(`http://localhost/staff/documents/file/${id}`, { headers: { Cookie: cookie } }), { documentId: id }));

  it("answers the PDF as a sandboxed attachment that no cache keeps", async () => {
    const bytes = pdf("check");
    await post({ kind: "tds", language: "de", revision_date: "2026-01-02", file: { bytes } });
    const [row] = await database.db.select({ id: documents.id }).from(documents);
    const response = await get(String(row.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="Demulsifier-DM-410-TDS-de-2026-01-02.pdf"');
    expect(response.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each(["999999", "x", "-1"])("answers 404 for the document id %s", async (id) => {
    await expect(get(id)).rejects.toMatchObject({ status: 404 });
  });
});
