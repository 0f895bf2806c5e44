/**
 * The solutions editor over a real database: a new solution is a draft the public never sees until it is
 * published; saves go through the one sanitizer and the version they were opened at (the second of two is refused,
 * its text kept); Preview saves nothing; bad names are refused with the words and what was typed; delete archives
 * what is referred to; pictures are checked by content, stripped of metadata, capped, and served for good; every
 * change is audited; and the public reads see each change at once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, categories, likes, media, solutionCategories, solutions, users } from "~/db/schema";
import { CONTENT_MESSAGES } from "~/forms/content";
import { SOLUTION_MESSAGES } from "~/forms/solutions";
import { getSolution, listSolutions } from "~/models/solutions.server";
import * as newSolution from "~/routes/staff.solutions.new/route";
import * as editSolution from "~/routes/staff.solutions.$id/route";
import * as solutionPicture from "~/routes/staff.solutions.$id.picture/route";
import * as mediaFile from "~/routes/media.$file/route";
import { greyPng, phoneJpeg, phoneJpegLeaks } from "../support/images";
import { remote } from "./remote-mode";
import { args, settle, staffClient, toastOf, type StaffClient } from "./staff-fixtures";

vi.mock("~/utils/content-editing.server", async (original) => (await import("./remote-mode")).remoteContentEditing(original));

const MAX_PICTURE = 64 * 1024;
process.env.IMAGE_MAX_BYTES = String(MAX_PICTURE);

let database: Database;
let staff: StaffClient;
let categoryId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  [{ id: categoryId }] = await database.db.insert(categories).values({ name: "Demulsifiers" }).returning({ id: categories.id });
  staff = await staffClient("editor-solutions@sahel.example.om", ["editor"]);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const create = (fields: Record<string, string>) => settle(() => newSolution.action(args(staff.post("/staff/solutions/new", fields))));
const edit = (id: number, fields: Record<string, string>) => settle(() => editSolution.action(args(staff.post(`/staff/solutions/${id}`, fields), { id: String(id) })));

const idOf = (response: Response) => Number(/\/staff\/solutions\/(\d+)$/.exec(response.headers.get("Location") ?? "")?.[1]);

async function versionOf(id: number) {
  const [row] = await database.db.select({ version: solutions.version }).from(solutions).where(eq(solutions.id, id));
  return row.version;
}

async function lastAudit(action: string) {
  const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe("creating, publishing and editing", () => {
  it("creates a draft the public never sees, publishes it, and shows each edit at once, sanitized", async () => {
    const created = await create({ intent: "save", name: "  Demulsifier DM-900 ", commercial_name: "PetroBreak 900", description: "Breaks **tight** emulsions.", [`category_${categoryId}`]: "on" });
    expect(created.status).toBe(302);
    expect((await toastOf(created))?.message).toBe(SOLUTION_MESSAGES.created);
    const id = idOf(created);
    const [row] = await database.db.select().from(solutions).where(eq(solutions.id, id));
    expect(row).toMatchObject({ name: "Demulsifier DM-900", commercialName: "PetroBreak 900", status: "draft", version: 1, descriptionMarkdown: "Breaks **tight** emulsions." });
    expect(row.description).toBe("<p>Breaks <strong>tight</strong> emulsions.</p>");
    expect(row.searchText).toBe("demulsifier dm-900 petrobreak 900");
    expect(await database.db.select().from(solutionCategories).where(eq(solutionCategories.solutionId, id))).toHaveLength(1);
    expect(await lastAudit("solution.create")).toMatchObject({ actorEmail: "editor-solutions@sahel.example.om", targetKind: "solution", targetId: String(id) });

    expect(await getSolution(id)).toBeNull();
    expect((await listSolutions({ search: "DM-900", page: 1, pageSize: 10 })).count).toBe(0);

    const published = await edit(id, { intent: "status", status: "published" });
    expect((await toastOf(published))?.message).toBe(SOLUTION_MESSAGES.published);
    expect((await getSolution(id))?.name).toBe("Demulsifier DM-900");
    expect((await listSolutions({ search: "DM-900", page: 1, pageSize: 10 })).results.map((s) => s.id)).toEqual([id]);
    expect(await lastAudit("solution.publish")).toMatchObject({ targetId: String(id) });

    const saved = await edit(id, {
      intent: "save",
      version: String(await versionOf(id)),
      name: "Demulsifier DM-950",
      description: 'Now <script>alert(1)</script>with <a href="javascript:alert(1)">a link</a> and <img src=x onerror=alert(1)>.',
    });
    expect(saved.status).toBe(302);
    const solution = await getSolution(id);
    expect(solution?.name).toBe("Demulsifier DM-950");
    expect(solution?.description).not.toMatch(/script|javascript:|onerror|<img/i);
    expect(solution?.categories).toEqual([]);
    expect((await listSolutions({ search: "DM-950", page: 1, pageSize: 10 })).count).toBe(1);
    expect((await listSolutions({ search: "DM-900", page: 1, pageSize: 10 })).count).toBe(0);

    await edit(id, { intent: "status", status: "draft" });
    expect(await getSolution(id)).toBeNull();
    expect(await lastAudit("solution.unpublish")).toMatchObject({ targetId: String(id) });
  });

  it("writes, changes and clears the Arabic texts: sanitized, searched in both languages, audited, shown on the Arabic page", async () => {
    const created = await create({
      intent: "save",
      name: "Corrosion inhibitor CI-210",
      commercial_name: "PetroGuard CI-210",
      name_ar: "  مثبط التآكل CI-210 ",
      commercial_name_ar: "بتروغارد CI-210",
      description: "Film-forming.",
      description_ar: "مثبط **مُكوِّن للغشاء** للآبار الحامضية.\n\n<script>alert(1)</script>",
    });
    expect(created.status).toBe(302);
    const id = idOf(created);
    const [row] = await database.db.select().from(solutions).where(eq(solutions.id, id));
    expect(row).toMatchObject({ nameAr: "مثبط التآكل CI-210", commercialNameAr: "بتروغارد CI-210" });
    expect(row.descriptionMarkdownAr).toBe("مثبط **مُكوِّن للغشاء** للآبار الحامضية.\n\n<script>alert(1)</script>");
    expect(row.descriptionAr).toContain("<strong>مُكوِّن للغشاء</strong>");
    expect(row.descriptionAr).not.toMatch(/script/i);
    expect(row.searchText).toBe("corrosion inhibitor ci-210 petroguard ci-210 مثبط التاكل ci-210 بتروغارد ci-210");
    expect(JSON.parse((await lastAudit("solution.create")).details!)).toMatchObject({ name: "Corrosion inhibitor CI-210", nameAr: "مثبط التآكل CI-210" });
    await edit(id, { intent: "status", status: "published" });

    const arabic = await getSolution(id, "ar");
    expect(arabic).toMatchObject({ name: "مثبط التآكل CI-210", commercial_name: "بتروغارد CI-210" });
    expect(arabic?.description).toContain("<strong>مُكوِّن للغشاء</strong>");
    expect((await getSolution(id))?.name).toBe("Corrosion inhibitor CI-210");
    // Found by its Arabic name as people type it (no diacritics, bare alef), from either language's page.
    const search = (text: string) => listSolutions({ search: text, page: 1, pageSize: 10, locale: "ar" });
    expect((await search("التاكل")).results.map((s) => s.name)).toEqual(["مثبط التآكل CI-210"]);
    expect((await search("بتروغارد")).count).toBe(1);
    expect((await listSolutions({ search: "التآكل", page: 1, pageSize: 10 })).results.map((s) => s.name)).toEqual(["Corrosion inhibitor CI-210"]);

    // The editor opens with the Arabic as stored.
    const page = (await (await settle(() => editSolution.loader(args(staff.get(`/staff/solutions/${id}`), { id: String(id) })))).json()) as {
      solution: { nameAr: string; commercialNameAr: string; markdownAr: string };
    };
    expect(page.solution).toMatchObject({ nameAr: "مثبط التآكل CI-210", commercialNameAr: "بتروغارد CI-210", markdownAr: row.descriptionMarkdownAr });

    // Changed: the search text follows the form, not what was stored.
    const changed = await edit(id, { intent: "save", version: String(await versionOf(id)), name: "Corrosion inhibitor CI-210", name_ar: "مانع التآكل CI-210", description_ar: "نص جديد." });
    expect(changed.status).toBe(302);
    expect((await getSolution(id, "ar"))).toMatchObject({ name: "مانع التآكل CI-210", commercial_name: "", description: "<p>نص جديد.</p>" });
    expect((await search("مانع")).count).toBe(1);
    expect((await search("مثبط")).count).toBe(0);
    expect((await search("بتروغارد")).count).toBe(0);
    expect(JSON.parse((await lastAudit("solution.update")).details!)).toMatchObject({ name: "Corrosion inhibitor CI-210", nameAr: "مانع التآكل CI-210" });

    // Cleared: null, and the Arabic page shows the English.
    expect((await edit(id, { intent: "save", version: String(await versionOf(id)), name: "Corrosion inhibitor CI-210", commercial_name: "PetroGuard CI-210", description: "Film-forming.", name_ar: " ", description_ar: "" })).status).toBe(302);
    const [cleared] = await database.db.select().from(solutions).where(eq(solutions.id, id));
    expect(cleared).toMatchObject({ nameAr: null, commercialNameAr: null, descriptionAr: null, descriptionMarkdownAr: null, searchText: "corrosion inhibitor ci-210 petroguard ci-210" });
    expect(await getSolution(id, "ar")).toMatchObject({ name: "Corrosion inhibitor CI-210", commercial_name: "PetroGuard CI-210", description: "<p>Film-forming.</p>" });
    expect(JSON.parse((await lastAudit("solution.update")).details!)).toMatchObject({ nameAr: null });
  });

  it("refuses an Arabic name with markup or over 200 characters, keeping what was typed, and previews the Arabic description", async () => {
    const response = await create({ intent: "save", name: "Biocide THPS", name_ar: "<b>مبيد</b>", commercial_name_ar: "ب".repeat(201), description_ar: "يبقى" });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fieldErrors: Record<string, string>; repopulateFields: Record<string, string> };
    expect(answer.fieldErrors).toMatchObject({ name_ar: SOLUTION_MESSAGES.markup, commercial_name_ar: SOLUTION_MESSAGES.commercialTooLong });
    expect(answer.repopulateFields).toMatchObject({ name_ar: "<b>مبيد</b>", description_ar: "يبقى" });
    const preview = await create({ intent: "preview", name: "", description_ar: "## الجرعة\n\n<script>x()</script>" });
    expect(((await preview.json()) as { preview: Record<string, string> }).preview.description_ar).toBe("<h2>الجرعة</h2>");
  });

  it("previews the Markdown without saving, even with the name empty", async () => {
    const response = await create({ intent: "preview", name: "", description: "## Dosage\n\n- 10 ppm\n<script>x()</script>" });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { preview: Record<string, string>; repopulateFields: Record<string, string> };
    expect(answer.preview.description).toBe("<h2>Dosage</h2>\n<ul>\n<li>10 ppm</li>\n</ul>");
    expect(answer.repopulateFields.description).toContain("## Dosage");
    expect(await database.db.select().from(solutions).where(eq(solutions.name, ""))).toHaveLength(0);
  });

  it("refuses markup and control characters in names with the words, keeping what was typed", async () => {
    for (const [name, message] of [
      ['<script>alert("x")</script>', SOLUTION_MESSAGES.markup],
      ["Tab\there", SOLUTION_MESSAGES.control],
      ["", SOLUTION_MESSAGES.nameRequired],
    ] as const) {
      const response = await create({ intent: "save", name, description: "Kept text" });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { fieldErrors: Record<string, string>; repopulateFields: Record<string, string> };
      expect(answer.fieldErrors.name).toBe(message);
      expect(answer.repopulateFields).toMatchObject({ name, description: "Kept text" });
    }
  });

  it("refuses the second of two saves of one version, keeping its text, and lets it save knowingly after", async () => {
    const id = idOf(await create({ intent: "save", name: "Scale inhibitor SI-1" }));
    const opened = String(await versionOf(id));
    expect((await edit(id, { intent: "save", version: opened, name: "Scale inhibitor SI-1 (first editor)" })).status).toBe(302);
    const second = await edit(id, { intent: "save", version: opened, name: "Scale inhibitor SI-1 (second editor)", description: "Second text" });
    expect(second.status).toBe(409);
    const answer = (await second.json()) as { formError: string; repopulateFields: Record<string, string>; currentVersion: number };
    expect(answer.formError).toBe(CONTENT_MESSAGES.stale("solution"));
    expect(answer.formError).toContain("changed by someone else since you opened it");
    expect(answer.repopulateFields).toMatchObject({ name: "Scale inhibitor SI-1 (second editor)", description: "Second text" });
    expect(answer.currentVersion).toBe(await versionOf(id));
    const [row] = await database.db.select({ name: solutions.name }).from(solutions).where(eq(solutions.id, id));
    expect(row.name).toBe("Scale inhibitor SI-1 (first editor)");
    // Saving again with the version the refusal gave replaces the first editor's text, knowingly.
    expect((await edit(id, { intent: "save", version: String(answer.currentVersion), name: "Scale inhibitor SI-1 (second editor)" })).status).toBe(302);
    // A missing or forged version is never a match.
    expect((await edit(id, { intent: "save", version: "abc", name: "Forged" })).status).toBe(409);
  });

  it("answers 404 for a missing solution and refuses a post without the form key", async () => {
    expect((await edit(999_999, { intent: "save", version: "1", name: "Nobody" })).status).toBe(404);
    const id = idOf(await create({ intent: "save", name: "Keyless" }));
    const request = new Request(`http://localhost/staff/solutions/${id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "status", status: "published" }),
      headers: { Cookie: staff.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await settle(() => editSolution.action(args(request, { id: String(id) })))).status).toBe(400);
    const [row] = await database.db.select({ status: solutions.status }).from(solutions).where(eq(solutions.id, id));
    expect(row.status).toBe("draft");
  });
});

describe("deleting", () => {
  it("deletes a solution nothing refers to, and archives one that is saved by a visitor", async () => {
    const free = idOf(await create({ intent: "save", name: "Free solution" }));
    const deleted = await edit(free, { intent: "delete", confirm: "on" });
    expect(deleted.headers.get("Location")).toBe("/staff/solutions");
    expect(await database.db.select().from(solutions).where(eq(solutions.id, free))).toHaveLength(0);
    expect(await lastAudit("solution.delete")).toMatchObject({ targetId: String(free) });

    const saved = idOf(await create({ intent: "save", name: "Saved solution" }));
    await edit(saved, { intent: "status", status: "published" });
    const [user] = await database.db.insert(users).values({ email: "buyer@example.com", passwordHash: "x" }).returning({ id: users.id });
    await database.db.insert(likes).values({ userId: user.id, kind: "solution", targetId: saved });
    expect((await edit(saved, { intent: "delete" })).status).toBe(400);
    const archived = await edit(saved, { intent: "delete", confirm: "on" });
    expect((await toastOf(archived))?.message).toBe(SOLUTION_MESSAGES.archived);
    const [row] = await database.db.select({ status: solutions.status }).from(solutions).where(eq(solutions.id, saved));
    expect(row.status).toBe("archived");
    expect(await getSolution(saved)).toBeNull();
    expect(await lastAudit("solution.archive")).toMatchObject({ targetId: String(saved) });
  });
});

function pictureRequest(id: number, file: { bytes: Buffer; name: string; type: string }) {
  const body = new FormData();
  body.set("image", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return staff.post(`/staff/solutions/${id}/picture`, body);
}

describe("the picture", () => {
  it("stores a PNG without its metadata under its hash, makes it the image, and serves it for good", async () => {
    const id = idOf(await create({ intent: "save", name: "Pictured solution" }));
    const response = await settle(() => solutionPicture.action(args(pictureRequest(id, { bytes: greyPng(4, 3, { text: "Author Secret Camera Owner" }), name: "photo.png", type: "image/png" }), { id: String(id) })));
    expect((await toastOf(response))?.message).toBe(SOLUTION_MESSAGES.pictureSaved);
    const [row] = await database.db.select({ imageUrl: solutions.imageUrl }).from(solutions).where(eq(solutions.id, id));
    expect(row.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const [stored] = await database.db.select().from(media);
    expect(stored).toMatchObject({ extension: "png", width: 4, height: 3 });
    expect(stored.bytes.includes(Buffer.from("Secret Camera Owner"))).toBe(false);
    expect(await lastAudit("solution.picture")).toMatchObject({ targetId: String(id) });

    const served = await mediaFile.loader(args(new Request(`http://localhost${row.imageUrl}`), { file: row.imageUrl!.slice("/media/".length) }));
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(stored.bytes)).toBe(true);
    await expect(mediaFile.loader(args(new Request("http://localhost/media/abc.png"), { file: "abc.png" }))).rejects.toMatchObject({ status: 404 });
  });

  it("stores a phone photo without its GPS position, neither the one after the scan nor the appended picture's", async () => {
    const id = idOf(await create({ intent: "save", name: "Photographed solution" }));
    const response = await settle(() => solutionPicture.action(args(pictureRequest(id, { bytes: phoneJpeg(), name: "photo.jpg", type: "image/jpeg" }), { id: String(id) })));
    expect((await toastOf(response))?.message).toBe(SOLUTION_MESSAGES.pictureSaved);
    const [row] = await database.db.select({ imageUrl: solutions.imageUrl }).from(solutions).where(eq(solutions.id, id));
    expect(row.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const file = row.imageUrl!.slice("/media/".length);
    const [stored] = await database.db.select().from(media).where(eq(media.sha256, file.slice(0, 64)));
    expect(phoneJpegLeaks(stored.bytes)).toEqual([]);
    const served = await mediaFile.loader(args(new Request(`http://localhost${row.imageUrl}`), { file }));
    expect(Buffer.from(await served.arrayBuffer()).equals(stored.bytes)).toBe(true);
  });

  it("refuses an SVG with script, a file that only claims to be a picture, and one over the cap, keeping nothing", async () => {
    const id = idOf(await create({ intent: "save", name: "Refused pictures" }));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases = [
      { file: { bytes: svg, name: "logo.svg", type: "image/svg+xml" }, message: CONTENT_MESSAGES.imageType },
      { file: { bytes: svg, name: "logo.png", type: "image/png" }, message: CONTENT_MESSAGES.imageType },
      { file: { bytes: greyPng(8, 8, { padding: MAX_PICTURE * 2 }), name: "huge.png", type: "image/png" }, message: CONTENT_MESSAGES.imageTooLarge(MAX_PICTURE) },
      { file: { bytes: greyPng(9000, 1), name: "wide.png", type: "image/png" }, message: CONTENT_MESSAGES.imageDimensions },
    ];
    const before = (await database.db.select({ sha256: media.sha256 }).from(media)).length;
    for (const { file, message } of cases) {
      const response = await settle(() => solutionPicture.action(args(pictureRequest(id, file), { id: String(id) })));
      expect(response.headers.get("Location")).toBe(`/staff/solutions/${id}`);
      expect(await toastOf(response)).toMatchObject({ type: "error", message });
    }
    expect((await database.db.select({ sha256: media.sha256 }).from(media)).length).toBe(before);
    const [row] = await database.db.select({ imageUrl: solutions.imageUrl }).from(solutions).where(and(eq(solutions.id, id)));
    expect(row.imageUrl).toBeNull();
  });
});

describe("remote mode", () => {
  it("shows why editing is off and refuses every change, the picture too", async () => {
    const id = idOf(await create({ intent: "save", name: "Remote-mode solution" }));
    remote.on = true;
    try {
      const page = await editSolution.loader(args(staff.get(`/staff/solutions/${id}`), { id: String(id) }));
      expect(((await page.json()) as { remote: boolean }).remote).toBe(true);
      expect((await edit(id, { intent: "status", status: "published" })).status).toBe(409);
      expect((await create({ intent: "save", name: "Not while remote" })).status).toBe(409);
      const picture = await settle(() => solutionPicture.action(args(pictureRequest(id, { bytes: greyPng(2, 2), name: "a.png", type: "image/png" }), { id: String(id) })));
      expect(await toastOf(picture)).toMatchObject({ type: "error", message: CONTENT_MESSAGES.remote });
    } finally {
      remote.on = false;
    }
    const [row] = await database.db.select({ status: solutions.status, imageUrl: solutions.imageUrl }).from(solutions).where(eq(solutions.id, id));
    expect(row).toEqual({ status: "draft", imageUrl: null });
  });
});
