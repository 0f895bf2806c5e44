/**
 * The PostgreSQL file store (FILE_STORE=postgres, the default with DATABASE_URL), over the test database —
 * PGlite or PostgreSQL, the stored_files table is the same: the uploads' journeys (file-store-journeys.ts); rows
 * written before the stores (a CV's absolute path, a data sheet's or a picture's file name) still read from the local
 * folder, and an s3: one without a bucket configured reads as missing and is not deleted; and housekeeping removes
 * the staged uploads a stopped process left behind.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { documents, jobApplications, solutions, storedFiles, users } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database.server";
import { deleteApplication } from "~/models/applications.server";
import { runHousekeeping } from "~/models/housekeeping.server";
import { stagingDirectory } from "~/utils/file-store.server";
import * as cvRoute from "~/routes/staff.applications.$id.cv/route";
import * as documentFileRoute from "~/routes/staff.documents.file.$documentId/route";
import * as pictureRoute from "~/routes/profile-picture.$file/route";
import { greyPng } from "../support/images";
import { captureLog } from "../support/log";
import { makeApplication, makeVacancy } from "./applications-fixtures";
import { fileStoreJourneys, filesUnder } from "./file-store-journeys";
import { args, settle, staffClient, type StaffClient } from "./staff-fixtures";

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "file-store-pg-"));
process.env.UPLOAD_DIR = uploadDir;
process.env.FILE_STORE = "postgres";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const keyOf = (reference: string) => reference.replace(/^pg:/, "");

fileStoreJourneys(
  {
    reference: (area, extension) => new RegExp(`^pg:${area}/[0-9a-f]{32}\\.${extension}$`),
    async bytesOf(reference) {
      if (!reference.startsWith("pg:")) return null;
      const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.key, keyOf(reference)));
      if (row) expect(row.size).toBe(row.bytes.length);
      return row ? Buffer.from(row.bytes) : null;
    },
    count: async () => (await database.db.select({ key: storedFiles.key }).from(storedFiles)).length,
  },
  { database: () => database, uploadDir },
);

describe("the stored file's row", () => {
  it("keeps the type decided from the content, and its size", async () => {
    const [row] = await database.db.select().from(storedFiles).where(like(storedFiles.key, "avatars/%.png")).limit(1);
    expect(row).toMatchObject({ contentType: "image/png", size: row.bytes.length });
    expect(row.createdAt).toBeInstanceOf(Date);
  });
});

describe("rows written before the file stores", () => {
  let hr: StaffClient;
  let sales: StaffClient;
  beforeAll(async () => {
    hr = await staffClient("hr-legacy@sahel.example.om", ["hr"]);
    sales = await staffClient("sales-legacy@sahel.example.om", ["sales"]);
  });

  it("a CV at its absolute path under UPLOAD_DIR/resumes still downloads", async () => {
    const directory = path.join(uploadDir, "resumes");
    mkdirSync(directory, { recursive: true });
    const file = path.join(directory, `${randomBytes(16).toString("hex")}.pdf`);
    writeFileSync(file, "%PDF-1.4\n%legacy\n");
    const { id } = await makeApplication(await makeVacancy(database.db, "Legacy vacancy"));
    await database.db.update(jobApplications).set({ resumePath: file }).where(eq(jobApplications.id, id));
    const download = await settle(() => cvRoute.loader(args(hr.get(`/staff/applications/${id}/cv`), { id: String(id) })));
    expect(download.status).toBe(200);
    expect(await download.text()).toBe("%PDF-1.4\n%legacy\n");
  });

  it("a data sheet and a profile picture by their file names in UPLOAD_DIR/documents and /avatars still serve", async () => {
    const sheet = `${randomBytes(16).toString("hex")}.pdf`;
    mkdirSync(path.join(uploadDir, "documents"), { recursive: true });
    writeFileSync(path.join(uploadDir, "documents", sheet), "%PDF-1.4\n%old sheet\n");
    const [{ id: solutionId }] = await database.db.insert(solutions).values({ name: "Legacy sheet solution" }).returning({ id: solutions.id });
    const [{ id: documentId }] = await database.db
      .insert(documents)
      .values({ solutionId, kind: "tds", language: "en", revisionDate: "2025-06-01", filePath: sheet, originalName: "tds.pdf", size: 20, sha256: "" })
      .returning({ id: documents.id });
    const view = await settle(() => documentFileRoute.loader(args(sales.get(`/staff/documents/file/${documentId}`), { documentId: String(documentId) })));
    expect(view.status).toBe(200);
    expect(await view.text()).toBe("%PDF-1.4\n%old sheet\n");

    const picture = `${randomBytes(16).toString("hex")}.png`;
    mkdirSync(path.join(uploadDir, "avatars"), { recursive: true });
    writeFileSync(path.join(uploadDir, "avatars", picture), greyPng());
    await database.db.insert(users).values({ email: "legacy-picture@example.com", passwordHash: "x", avatarPath: picture });
    const served = await settle(() => pictureRoute.loader(args(new Request(`http://localhost/profile-picture/${picture}`), { file: picture })));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(greyPng());
    // A name no account has is not served, even when such a file lies in the folder.
    const stray = `${randomBytes(16).toString("hex")}.png`;
    writeFileSync(path.join(uploadDir, "avatars", stray), greyPng());
    expect((await settle(() => pictureRoute.loader(args(new Request(`http://localhost/profile-picture/${stray}`), { file: stray })))).status).toBe(404);
  });
});

describe("an s3: reference with no bucket configured", () => {
  it("reads as a missing CV (the log says why), and its deletion is refused with the row kept", async () => {
    const hr = await staffClient("hr-no-bucket@sahel.example.om", ["hr"]);
    const { id } = await makeApplication(await makeVacancy(database.db, "Vacancy with an S3 CV"));
    await database.db.update(jobApplications).set({ resumePath: `s3:site/resumes/${"f".repeat(32)}.pdf` }).where(eq(jobApplications.id, id));
    const log = captureLog();
    try {
      expect((await settle(() => cvRoute.loader(args(hr.get(`/staff/applications/${id}/cv`), { id: String(id) })))).status).toBe(404);
      expect(log.messages("error")).toContainEqual(expect.stringMatching(/FILE_STORE_URL is not set/));
    } finally {
      log.restore();
    }
    await expect(deleteApplication(id, { id: null, email: "test", ip: null })).rejects.toThrow(/FILE_STORE_URL is not set/);
    expect(await database.db.select().from(jobApplications).where(eq(jobApplications.id, id))).toHaveLength(1);
  });
});

describe("housekeeping", () => {
  it("removes staged uploads a stopped process left (after an hour), and that process's folder", async () => {
    const own = stagingDirectory("resumes");
    const stopped = own.replace(/-\d+$/, "-2147483646");
    mkdirSync(stopped, { recursive: true });
    mkdirSync(own, { recursive: true });
    const left = path.join(stopped, `${"d".repeat(32)}.pdf`);
    const current = path.join(own, `${"e".repeat(32)}.pdf`);
    writeFileSync(left, "%PDF-1.4\n");
    writeFileSync(current, "%PDF-1.4\n");
    // Within the hour both may still be someone's upload in progress.
    expect((await runHousekeeping()).leftoverFiles).toBe(0);
    const counts = await runHousekeeping(new Date(Date.now() + 2 * 3_600_000));
    expect(counts.leftoverFiles).toBe(2);
    expect(existsSync(stopped)).toBe(false);
    expect(existsSync(own)).toBe(true);
    expect(filesUnder(uploadDir).filter((file) => file.includes(`${path.sep}staging${path.sep}`))).toEqual([]);
  });
});
