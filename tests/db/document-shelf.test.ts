/**
 * The account's document shelf and site pack over a real database: which sheets the shelf lists (the newest revision
 * received per solution, kind and language, the current one, the revised mark; never another account's links, never
 * a link sent to no account), the fresh link its download makes, the pack's choice rules (shelf or saved only, the
 * limits, garbled ids) and the ZIP it streams (each PDF's SHA-256 in index.csv, "no data sheet yet", the byte limit
 * counted while streaming).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { documentLinks, documents, likes, solutions, users } from "~/db/schema";
import { openDataSheetLink } from "~/models/data-sheets.server";
import { addDocument } from "~/models/documents.server";
import { documentShelf, PACK_MAX_SOLUTIONS, packChoices, planPack, renewShelfLink } from "~/models/document-shelf.server";
import { PACK_CSV_HEADER, streamPack, type PackTexts } from "~/routes/profile.documents.pack[.]zip/pack-zip.server";
import { stagingDirectory } from "~/utils/file-store.server";
import { captureLog } from "../support/log";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "shelf-test-"));
process.env.UPLOAD_DIR = uploadDir;

const system = { id: null, email: "test", ip: null };
const day = (iso: string) => new Date(`${iso}T08:00:00Z`);

let database: Database;
let [a, b, c, saved, draft, bare] = [0, 0, 0, 0, 0, 0];
let [me, other, arabic] = [0, 0, 0];
const pdfBytes = new Map<number, Buffer>();

async function revision(solutionId: number, kind: "msds" | "tds", language: string, revisionDate: string) {
  const dir = stagingDirectory("documents");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(16).toString("hex")}.pdf`);
  const bytes = Buffer.concat([Buffer.from(`%PDF-1.4\n% ${solutionId} ${kind} ${language} ${revisionDate}\n`), randomBytes(3000), Buffer.from("\n%%EOF\n")]);
  writeFileSync(file, bytes, { mode: 0o600 });
  const id = await addDocument(
    { solutionId, kind, language, revisionDate, file: { path: file, size: bytes.length, type: "application/pdf" }, originalName: `${kind}.pdf`, sha256: "", changeSummary: "First issue." },
    system,
  );
  pdfBytes.set(id, bytes);
  return id;
}

/** A link as sales or a revision's distribution leave one: to `documentId`, sent to `userId` (or to no account) at `at`. */
async function sent(documentId: number, userId: number | null, at: Date) {
  await database.db.insert(documentLinks).values({ documentId, userId, itemId: null, expiresAt: new Date(at.getTime() + 30 * 86_400_000), createdAt: at });
}

async function account(email: string, locale: "en" | "ar" = "en") {
  const [row] = await database.db.insert(users).values({ email, passwordHash: "not used here", locale }).returning({ id: users.id });
  return row.id;
}

const TEXTS: PackTexts = {
  locale: "en",
  title: "Site pack",
  intro: "Index",
  columns: [...PACK_CSV_HEADER],
  noSheet: "No data sheet yet",
  unavailable: "File unavailable",
  languageName: (code) => code,
};

async function unzipped(stream: ReadableStream<Uint8Array>) {
  return unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
  [{ id: a }, { id: b }, { id: c }, { id: saved }, { id: draft }, { id: bare }] = await database.db.select({ id: solutions.id }).from(solutions).orderBy(solutions.id).limit(6);
  await database.db.update(solutions).set({ status: "draft" }).where(eq(solutions.id, draft));
  me = await account("shelf-me@example.com");
  other = await account("shelf-other@example.com");
  arabic = await account("shelf-arabic@example.com", "ar");
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe("the document shelf", () => {
  let msds1 = 0;
  let msds3 = 0;

  it("lists per solution, kind and language the newest revision received and the current one, marked when revised since", async () => {
    msds1 = await revision(a, "msds", "en", "2025-01-01");
    const tds = await revision(a, "tds", "en", "2025-01-01");
    const arabicMsds = await revision(a, "msds", "ar", "2025-02-01");
    await sent(msds1, me, day("2025-01-10"));
    await sent(tds, me, day("2025-01-10"));
    await sent(arabicMsds, me, day("2025-02-10"));
    const msds2 = await revision(a, "msds", "en", "2025-06-01");
    await sent(msds2, me, day("2025-06-10"));
    // The first revision sent again later (a reply to an old request): the newest received is still the second.
    await sent(msds1, me, day("2025-07-01"));
    msds3 = await revision(a, "msds", "en", "2025-09-01");
    // Another account's sheet and a sheet sent to no account.
    await sent(await revision(b, "msds", "en", "2025-01-01"), other, day("2025-03-01"));
    await sent(await revision(c, "msds", "en", "2025-01-01"), null, day("2025-03-01"));

    const { rows, more } = await documentShelf(me, "en");
    expect(more).toBe(false);
    const shelf = rows.map((row) => [row.solutionId, row.kind, row.language, row.received.documentId, row.current.documentId, row.revised]);
    expect(shelf).toEqual(
      expect.arrayContaining([
        [a, "msds", "en", msds2, msds3, true],
        [a, "tds", "en", tds, tds, false],
        [a, "msds", "ar", arabicMsds, arabicMsds, false],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.kind === "msds" && row.language === "en")!.received).toMatchObject({ revisionDate: "2025-06-01", at: day("2025-06-10") });
    // The latest received first: the second English MSDS (June), the Arabic one (February), the TDS (January).
    expect(rows.map((row) => [row.kind, row.language])).toEqual([["msds", "en"], ["msds", "ar"], ["tds", "en"]]);
    expect((await documentShelf(other, "en")).rows.map((row) => row.solutionId)).toEqual([b]);
  });

  it("a download makes the account a new link to the current revision (no request behind it), which opens it; then the row is up to date", async () => {
    const token = await renewShelfLink(me, { solutionId: a, kind: "msds", language: "en" }, new Date());
    expect(token).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const opened = await openDataSheetLink(token!);
    expect(opened).toMatchObject({ status: "ok", itemId: null, document: { id: msds3 } });
    const [link] = await database.db.select().from(documentLinks).where(eq(documentLinks.id, Number(token!.split(".")[0])));
    expect(link).toMatchObject({ userId: me, itemId: null, documentId: msds3 });
    const row = (await documentShelf(me, "en")).rows.find((r) => r.kind === "msds" && r.language === "en")!;
    expect(row).toMatchObject({ revised: false, received: { documentId: msds3 } });
  });

  it("refuses a download of a sheet the account was never sent: another account's, a language or kind it did not get", async () => {
    const before = await database.db.$count(documentLinks);
    expect(await renewShelfLink(me, { solutionId: b, kind: "msds", language: "en" })).toBeNull();
    expect(await renewShelfLink(me, { solutionId: c, kind: "msds", language: "en" })).toBeNull();
    expect(await renewShelfLink(me, { solutionId: a, kind: "tds", language: "ar" })).toBeNull();
    expect(await database.db.$count(documentLinks)).toBe(before);
  });
});

describe("the site pack's choice", () => {
  beforeAll(async () => {
    await database.db.insert(likes).values([
      { userId: me, kind: "solution", targetId: saved },
      { userId: me, kind: "solution", targetId: draft },
      { userId: me, kind: "solution", targetId: bare },
      { userId: arabic, kind: "solution", targetId: a },
    ]);
  });

  it("offers the shelf's solutions and the published saved ones", async () => {
    const choices = await packChoices(me, "en");
    expect(choices.map((choice) => [choice.id, choice.onShelf, choice.saved]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual(
      [
        [a, true, false],
        [saved, false, true],
        [bare, false, true],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  });

  it("takes solutions on the shelf or saved; names those that are neither (another account's, a draft, an unknown id)", async () => {
    expect(await planPack(me, [String(a), String(saved), String(a)], "en")).toMatchObject({ ok: true, solutions: expect.any(Array) });
    expect(await planPack(me, [String(b), String(draft), "99999", String(a)], "en")).toEqual({ ok: false, problem: "notYours", ids: [b, draft, 99999] });
    expect(await planPack(me, [String(c)], "en")).toEqual({ ok: false, problem: "notYours", ids: [c] });
  });

  it("refuses nothing chosen, garbled ids and more than the limit before reading the database", async () => {
    expect(await planPack(me, [], "en")).toEqual({ ok: false, problem: "none" });
    for (const value of ["abc", "0", "-1", "1.5", "1e3", "2147483648", " ", "<script>"]) {
      expect(await planPack(me, [String(a), value], "en")).toMatchObject({ ok: false, problem: "garbled" });
    }
    const many = Array.from({ length: PACK_MAX_SOLUTIONS + 1 }, (_, i) => String(i + 1));
    expect(await planPack(me, many, "en")).toEqual({ ok: false, problem: "tooMany", count: PACK_MAX_SOLUTIONS + 1 });
    // The same id many times is one solution.
    expect(await planPack(me, Array.from({ length: 80 }, () => String(a)), "en")).toMatchObject({ ok: true });
  });

  it("plans the current sheets in the account's language where there is one, else English, and refuses a pack over the size limit from the stored sizes", async () => {
    const plan = await planPack(arabic, [String(a)], "ar");
    if (!plan.ok) throw new Error(plan.problem);
    expect(plan.solutions[0].sheets.msds).toMatchObject({ language: "ar" });
    expect(plan.solutions[0].sheets.tds).toMatchObject({ language: "en" });
    const english = await planPack(me, [String(a)], "en");
    expect(english.ok && english.solutions[0].sheets.msds?.language).toBe("en");

    // A sheet whose row says 101 MB: refused before a byte is read.
    const sheet = await revision(saved, "tds", "en", "2025-01-01");
    await database.db.update(documents).set({ size: 101 * 1024 * 1024 }).where(eq(documents.id, sheet));
    expect(await planPack(me, [String(a), String(saved)], "en")).toMatchObject({ ok: false, problem: "tooLarge" });
    await database.db.delete(documents).where(eq(documents.id, sheet));
  });
});

describe("the site pack's ZIP", () => {
  it("holds each current PDF byte for byte, and index.csv gives each one's SHA-256; a solution without sheets is listed as such", async () => {
    const plan = await planPack(me, [String(a), String(bare)], "en");
    if (!plan.ok) throw new Error(plan.problem);
    const files = await unzipped(streamPack(plan.solutions, TEXTS));
    const pdfs = Object.keys(files).filter((name) => name.endsWith(".pdf"));
    expect(pdfs).toHaveLength(2);
    const csv = strFromU8(files["index.csv"]).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(csv[0]).toBe("solution,document,kind,language,revision,revision date,SHA-256");
    for (const name of pdfs) {
      const line = csv.find((l) => l.split(",")[1] === name)!;
      const [, , kind, language, revision, , sha256] = line.split(",");
      expect([kind, language]).toEqual([name.includes("-MSDS-") ? "MSDS" : "TDS", "en"]);
      expect(Buffer.from(files[name]).equals(pdfBytes.get(Number(revision))!)).toBe(true);
      expect(sha256).toBe(createHash("sha256").update(files[name]).digest("hex"));
    }
    const bareLines = csv.filter((l) => l.includes("No data sheet yet"));
    expect(bareLines.map((l) => l.split(",")[2])).toEqual(["MSDS", "TDS"]);
    const html = strFromU8(files["index.html"]);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("No data sheet yet");
    expect(html).toContain('<th scope="col">SHA-256</th>');
  });

  it("fails, never ends as a whole ZIP, when the files turn out bigger than the limit while they stream", async () => {
    const plan = await planPack(me, [String(a)], "en");
    if (!plan.ok) throw new Error(plan.problem);
    const log = captureLog();
    try {
      await expect(new Response(streamPack(plan.solutions, TEXTS, { maxBytes: 4000 })).arrayBuffer()).rejects.toThrow(/more than 4000 bytes/);
    } finally {
      log.restore();
    }
    expect(log.messages("error")).toEqual(["the site pack stopped"]);
  });
});
