/**
 * The uploads' journeys through a shared file store, written once and run on each store by its test file
 * (file-store.test.ts: PostgreSQL; file-store-s3.test.ts: S3): a CV sent through the hiring form is stored with its
 * row and nothing stays on disk, staff read it (audited); a resent or refused one stores nothing; deleting an
 * application (by hand, by retention, with the account) removes its bytes; data sheets and profile pictures go the
 * same way, a phone photo's GPS position stripped before it is stored. The test file sets UPLOAD_DIR and the store's
 * variables before anything reads the environment.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { applicationEvents, auditLog, documentLinks, documents, inboxItems, jobApplications, solutions, users, vacancies } from "~/db/schema";
import { localAccounts } from "~/backend/local/accounts.server";
import { dataSheetToken } from "~/models/data-sheets.server";
import { deleteAccountAndPersonalData } from "~/models/account-data.server";
import { replaceAvatar } from "~/models/avatars.server";
import { runHousekeeping } from "~/models/housekeeping.server";
import { insertJobApplication } from "~/models/job-applications.server";
import { createAuthCookie } from "~/utils/auth.server";
import { fileTransaction, stagingDirectory } from "~/utils/file-store.server";
import { HONEYPOT_FIELD_NAME, SUBMISSION_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import * as hiringRoute from "~/routes/_public.career.$id.hiring/route";
import * as applicationRoute from "~/routes/staff.applications.$id/route";
import * as cvRoute from "~/routes/staff.applications.$id.cv/route";
import * as documentsRoute from "~/routes/staff.documents.$solutionId/route";
import * as documentFileRoute from "~/routes/staff.documents.file.$documentId/route";
import * as dataSheetRoute from "~/routes/data-sheets.$token/route";
import * as profileRoute from "~/routes/profile._index/route";
import * as profileLayout from "~/routes/profile/route";
import * as pictureRoute from "~/routes/profile-picture.$file/route";
import { greyPng, phoneJpeg, phoneJpegLeaks } from "../support/images";
import { makeVacancy } from "./applications-fixtures";
import { args, clientIp, settle, staffClient, type StaffClient } from "./staff-fixtures";

/** What each store's test file tells the journeys about its store. */
interface StoreUnderTest {
  /** The references this store writes, e.g. /^pg:resumes\/[0-9a-f]{32}\.pdf$/ for a CV. */
  reference: (area: "resumes" | "documents" | "avatars", extension: string) => RegExp;
  /** The stored bytes behind a reference, read from the store itself (not through the app); null when gone. */
  bytesOf: (reference: string) => Promise<Buffer | null>;
  /** How many files the store holds. */
  count: () => Promise<number>;
}

/** Every file under `directory`, recursively (folders do not count). */
export function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
    );
  } catch {
    return [];
  }
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** Where an upload of `area` is staged, made if missing (for the uploads a test stages by hand). */
function stagedFolder(area: string) {
  const folder = stagingDirectory(area);
  mkdirSync(folder, { recursive: true });
  return folder;
}

export function fileStoreJourneys(store: StoreUnderTest, context: { database: () => Database; uploadDir: string }) {
  const db = () => context.database().db;
  let vacancyId: number;
  const hrEmail = `hr-${randomUUID().slice(0, 6)}@sahel.example.om`;
  let hr: StaffClient;
  let admin: StaffClient;
  let sales: StaffClient;

  beforeAll(async () => {
    vacancyId = await makeVacancy(db(), `Process Chemist ${randomUUID().slice(0, 6)}`);
    hr = await staffClient(hrEmail, ["hr"]);
    admin = await staffClient(`admin-${randomUUID().slice(0, 6)}@sahel.example.om`, ["admin"]);
    sales = await staffClient(`sales-${randomUUID().slice(0, 6)}@sahel.example.om`, ["sales"]);
  });

  /** The hiring form as a browser sends it: the fields, then the CV. */
  function apply(fields: Record<string, string> = {}, cv: { bytes: Buffer; name?: string; type?: string } = { bytes: pdf("cv") }, vacancy = vacancyId) {
    const body = new FormData();
    const values = { first_name: "Aisha", last_name: "Al-Balushi", email: "aisha@example.om", phone_number: "+968 9000 0000", cover_letter: "", ...fields };
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    body.set("resume", new File([new Uint8Array(cv.bytes)], cv.name ?? "cv.pdf", { type: cv.type ?? "application/pdf" }));
    const request = new Request(`http://localhost/career/${vacancy}/hiring`, { method: "POST", body, headers: { "x-client-ip": clientIp() } });
    return settle(() => hiringRoute.action(args(request, { id: String(vacancy) })));
  }

  const applicationOf = async (email: string) => (await db().select().from(jobApplications).where(eq(jobApplications.email, email)))[0];
  const downloadCv = (id: number, as: StaffClient = hr) => settle(() => cvRoute.loader(args(as.get(`/staff/applications/${id}/cv`), { id: String(id) })));

  describe("a CV sent through the hiring form", () => {
    it("is stored with its row, leaves no file on disk, and staff read it through the store, audited", async () => {
      const bytes = pdf("Aisha's CV");
      const response = await apply({ email: "stored@example.om" }, { bytes });
      expect(response.status).toBe(302);
      const row = await applicationOf("stored@example.om");
      expect(row.resumePath).toMatch(store.reference("resumes", "pdf"));
      expect(await store.bytesOf(row.resumePath)).toEqual(bytes);
      // The staged upload is gone: the store holds the only copy.
      expect(filesUnder(context.uploadDir)).toEqual([]);

      const page = (await (await settle(() => applicationRoute.loader(args(hr.get(`/staff/applications/${row.id}`), { id: String(row.id) })))).json()) as {
        application: { cv: { available: boolean } };
      };
      expect(page.application.cv.available).toBe(true);
      const download = await downloadCv(row.id);
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Type")).toBe("application/pdf");
      expect(download.headers.get("Content-Length")).toBe(String(bytes.length));
      expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
      const events = await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, row.id)).orderBy(applicationEvents.id);
      expect(events.at(-1)).toMatchObject({ type: "cv_download", actorEmail: hrEmail });
      const audits = await db().select().from(auditLog).where(eq(auditLog.action, "application.cv-download"));
      expect(audits.filter((entry) => entry.targetId === String(row.id))).toHaveLength(1);
    });

    it("sent twice with one submission key is stored once", async () => {
      const before = await store.count();
      const key = randomUUID();
      for (let i = 0; i < 2; i++) expect((await apply({ email: "twice@example.om", [SUBMISSION_KEY_FIELD_NAME]: key })).status).toBe(302);
      expect(await db().select().from(jobApplications).where(eq(jobApplications.email, "twice@example.om"))).toHaveLength(1);
      expect(await store.count()).toBe(before + 1);
      expect(filesUnder(context.uploadDir)).toEqual([]);
    });

    it("refused (a missing field, not a PDF inside, a closed vacancy, the honeypot) stores nothing and leaves nothing on disk", async () => {
      const before = await store.count();
      expect((await apply({ first_name: "", email: "refused@example.om" })).status).toBe(400);
      expect((await apply({ email: "refused@example.om" }, { bytes: Buffer.from("<html>not a pdf</html>") })).status).toBe(400);
      const closed = await makeVacancy(db(), "Closed vacancy");
      await db().update(vacancies).set({ available: false }).where(eq(vacancies.id, closed));
      expect((await apply({ email: "refused@example.om" }, undefined, closed)).status).toBe(400);
      // A bot is answered as if it worked: nothing is kept.
      expect((await apply({ email: "refused@example.om", [HONEYPOT_FIELD_NAME]: "https://spam.example" })).status).toBe(302);
      expect(await applicationOf("refused@example.om")).toBeUndefined();
      expect(await store.count()).toBe(before);
      expect(filesUnder(context.uploadDir)).toEqual([]);
    });

    it("whose transaction fails after the bytes went in keeps no bytes and no staged file", async () => {
      const before = await store.count();
      const staged = path.join(stagedFolder("resumes"), `${"a".repeat(32)}.pdf`);
      writeFileSync(staged, pdf("doomed"));
      await expect(
        fileTransaction(async (_tx, files) => {
          await files.store("resumes", { path: staged, size: pdf("doomed").length, type: "application/pdf" });
          throw new Error("the row could not be written");
        }),
      ).rejects.toThrow("the row could not be written");
      expect(await store.count()).toBe(before);
      expect(filesUnder(context.uploadDir)).toEqual([]);
    });
  });

  describe("deleting an application removes its CV's bytes", () => {
    async function sent(email: string) {
      expect((await apply({ email })).status).toBe(302);
      const row = await applicationOf(email);
      expect(await store.bytesOf(row.resumePath)).not.toBeNull();
      return row;
    }

    it("at the applicant's request (admin)", async () => {
      const row = await sent("delete.me@example.om");
      const request = admin.post(`/staff/applications/${row.id}`, { intent: "delete", confirm: "on" });
      expect((await settle(() => applicationRoute.action(args(request, { id: String(row.id) })))).status).toBe(302);
      expect(await store.bytesOf(row.resumePath)).toBeNull();
    });

    it("by housekeeping's retention", async () => {
      const row = await sent("old.cv@example.om");
      await db().update(jobApplications).set({ createdAt: sql`now() - make_interval(days => 400)` }).where(eq(jobApplications.id, row.id));
      expect((await runHousekeeping()).applications).toBeGreaterThanOrEqual(1);
      expect(await store.bytesOf(row.resumePath)).toBeNull();
    });

    it("with the account that sent it, and the account's picture too", async () => {
      const email = `leaving-${randomUUID().slice(0, 6)}@example.com`;
      await localAccounts.register({ email, password: "a public passphrase", confirm_password: "a public passphrase" });
      const [{ id: userId }] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      const staged = (name: string, bytes: Buffer, type: string) => {
        const file = path.join(stagedFolder(name.endsWith(".png") ? "avatars" : "resumes"), name);
        writeFileSync(file, bytes);
        return { path: file, size: bytes.length, type };
      };
      const applicant = { first_name: "Leila", last_name: "L", email, phone_number: "+968 9000 0002", cover_letter: "" };
      await insertJobApplication({ ...applicant, vacancy: vacancyId, resume: { ...staged(`${"b".repeat(32)}.pdf`, pdf("leila"), "application/pdf"), originalName: "cv.pdf" } }, undefined, userId);
      expect(await replaceAvatar(userId, staged(`${"c".repeat(32)}.png`, greyPng(), "image/png"))).toBe(true);
      const cv = (await applicationOf(email)).resumePath;
      const [{ avatarPath }] = await db().select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId));
      expect(avatarPath).toMatch(store.reference("avatars", "png"));
      expect(await store.bytesOf(avatarPath!)).toEqual(greyPng());

      await deleteAccountAndPersonalData(userId);
      expect(await store.bytesOf(cv)).toBeNull();
      expect(await store.bytesOf(avatarPath!)).toBeNull();
      expect(filesUnder(context.uploadDir)).toEqual([]);
    });
  });

  describe("data sheets", () => {
    it("an uploaded revision is stored with its row and served to staff and through a signed link", async () => {
      const [{ id: solutionId }] = await db().insert(solutions).values({ name: `Stored sheet ${randomUUID().slice(0, 6)}` }).returning({ id: solutions.id });
      const bytes = pdf("MSDS rev 3");
      const body = new FormData();
      body.set("kind", "msds");
      body.set("language", "en");
      body.set("revision_date", "2026-01-15");
      body.set("change_summary", "First issue.");
      body.set("file", new File([new Uint8Array(bytes)], "DM-410 MSDS.pdf", { type: "application/pdf" }));
      const uploaded = await settle(() => documentsRoute.action(args(sales.post(`/staff/documents/${solutionId}`, body), { solutionId: String(solutionId) })));
      expect(uploaded.status).toBe(302);
      const [document] = await db().select().from(documents).where(eq(documents.solutionId, solutionId));
      expect(document.filePath).toMatch(store.reference("documents", "pdf"));
      expect(filesUnder(context.uploadDir)).toEqual([]);

      const staffView = await settle(() => documentFileRoute.loader(args(sales.get(`/staff/documents/file/${document.id}`), { documentId: String(document.id) })));
      expect(staffView.status).toBe(200);
      expect(Buffer.from(await staffView.arrayBuffer())).toEqual(bytes);

      const [item] = await db()
        .insert(inboxItems)
        .values({ kind: "msds", sourceId: 900_000 + document.id, reference: `MSDS-T-${document.id}`, name: "Huda", email: "huda@example.om", solutionId })
        .returning({ id: inboxItems.id });
      const expiresAt = new Date(Date.now() + 86_400_000);
      const [link] = await db().insert(documentLinks).values({ itemId: item.id, documentId: document.id, expiresAt }).returning({ id: documentLinks.id });
      const token = dataSheetToken(link.id, expiresAt);
      const download = await settle(() => dataSheetRoute.loader(args(new Request(`http://localhost/data-sheets/${token}`), { token })));
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".*-MSDS-en-2026-01-15\.pdf"$/);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
    });
  });

  describe("profile pictures", () => {
    /** A new account, signed in: its cookie and its address. */
    async function newAccount(prefix: string) {
      const email = `${prefix}-${randomUUID().slice(0, 6)}@example.com`;
      await localAccounts.register({ email, password: "a public passphrase", confirm_password: "a public passphrase" });
      const cookie = (await createAuthCookie(await localAccounts.login({ email, password: "a public passphrase" }), { remember: false })).setCookie.split(";")[0];
      return { email, cookie };
    }

    /** Posts the picture form as a browser does; the address the profile then shows the picture at. */
    async function upload(cookie: string, picture: Buffer, name = "me.png", type = "image/png") {
      const body = new FormData();
      body.set("avatar", new File([new Uint8Array(picture)], name, { type }));
      const request = new Request("http://localhost/profile", { method: "POST", body, headers: { Cookie: cookie, "x-client-ip": clientIp() } });
      expect((await settle(() => profileRoute.action(args(request)))).status).toBe(302);
      const layout = await settle(() => profileLayout.loader(args(new Request("http://localhost/profile", { headers: { Cookie: cookie } }))));
      return ((await layout.json()) as { user: { avatarUrl: string } }).user.avatarUrl;
    }

    const picture = (url: string) => {
      const file = url.split("/").at(-1)!;
      return settle(() => pictureRoute.loader(args(new Request(`http://localhost${url}`), { file })));
    };

    const referenceOf = async (email: string) => (await db().select({ avatarPath: users.avatarPath }).from(users).where(eq(users.email, email)))[0].avatarPath;

    it("an upload is stored, served at its address, and a new one replaces it (the old bytes go, its address answers 404)", async () => {
      const { email, cookie } = await newAccount("picture");
      const first = await upload(cookie, greyPng(6, 4));
      expect(first).toMatch(/^\/profile-picture\/[0-9a-f]{32}\.png$/);
      const firstReference = await referenceOf(email);
      expect(firstReference).toMatch(store.reference("avatars", "png"));
      const served = await picture(first);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/png");
      expect(Buffer.from(await served.arrayBuffer())).toEqual(greyPng(6, 4));

      const second = await upload(cookie, greyPng(8, 8));
      expect(second).not.toBe(first);
      expect(Buffer.from(await (await picture(second)).arrayBuffer())).toEqual(greyPng(8, 8));
      expect((await picture(first)).status).toBe(404);
      expect(await store.bytesOf(firstReference!)).toBeNull();
      expect(filesUnder(context.uploadDir)).toEqual([]);
    });

    it("a phone photo is stored and served without its GPS position, neither the one after the scan nor the appended picture's", async () => {
      const { email, cookie } = await newAccount("phone");
      const url = await upload(cookie, phoneJpeg(), "photo.jpg", "image/jpeg");
      const reference = await referenceOf(email);
      expect(reference).toMatch(store.reference("avatars", "jpg"));
      const stored = await store.bytesOf(reference!);
      expect(stored).not.toBeNull();
      expect(phoneJpegLeaks(stored!)).toEqual([]);
      const served = await picture(url);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
      expect(filesUnder(context.uploadDir)).toEqual([]);
    });
  });
}
