/**
 * The blog in the database: the Markdown files seed a database once (and never again, even after every
 * post is deleted); visitors see published posts and scheduled ones whose time has come, and nothing else; a renamed
 * post's old address answers 301; the editor's saves refuse a stale version (409, the text kept) and markup in
 * names; every change is audited in its transaction; the cover is a checked PNG/JPEG/WebP stored under its hash,
 * its metadata removed (the test pictures: tests/support/images.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, blogPosts, blogPostSlugs, media, seedMarks } from "~/db/schema";
import { seedBlogPostsOnce } from "~/db/seed/blog.server";
import { readSeedPosts } from "~/content/blog/seed-posts.server";
import { CONTENT_MESSAGES } from "~/forms/content";
import { muscatDateTimeValue, POST_MESSAGES } from "~/forms/posts";
import { allVisiblePosts, blogPagePosts, findVisiblePost, sitemapPosts } from "~/models/posts.server";
import * as newPost from "~/routes/staff.posts.new/route";
import * as editPost from "~/routes/staff.posts.$id/route";
import * as postPicture from "~/routes/staff.posts.$id.picture/route";
import * as publicPost from "~/routes/_public.blog.$slug/route";
import { greyPng } from "../support/images";
import { args, settle, staffClient, toastOf, type StaffClient } from "./staff-fixtures";
import { remote } from "./remote-mode";

vi.mock("~/utils/content-editing.server", async (original) => (await import("./remote-mode")).remoteContentEditing(original));

const MAX_PICTURE = 64 * 1024;
process.env.IMAGE_MAX_BYTES = String(MAX_PICTURE);

let database: Database;
let staff: StaffClient;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  staff = await staffClient("comms-blog@sahel.example.om", ["communications"]);
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const inAnHour = () => muscatDateTimeValue(new Date(Date.now() + 3_600_000));

/** The editor's form as a browser posts it. */
function postForm(fields: Record<string, string>, url: string) {
  return staff.post(url, {
    title: "Corrosion coupons, read properly",
    slug: "corrosion-coupons",
    author: "Khalid Al-Harthy",
    category: "Corrosion",
    summary: "What a coupon tells you, and what it does not.",
    body_markdown: "## Why coupons\n\nThey are **cheap** and honest.",
    section_latest: "on",
    status: "published",
    ...fields,
  });
}

async function create(fields: Record<string, string> = {}) {
  const response = await settle(() => newPost.action(args(postForm(fields, "/staff/posts/new"))));
  expect(response.status, await response.clone().text()).toBe(302);
  const id = Number(response.headers.get("Location")!.split("/").at(-1));
  return { id, response };
}

async function save(id: number, fields: Record<string, string>) {
  return settle(() => editPost.action(args(postForm(fields, `/staff/posts/${id}`), { id: String(id) })));
}

async function versionOf(id: number) {
  const [row] = await database.db.select({ version: blogPosts.version }).from(blogPosts).where(eq(blogPosts.id, id));
  return String(row.version);
}

async function lastAudit(action: string) {
  const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

async function publicPage(slug: string) {
  return settle(() => publicPost.loader(args(new Request(`http://localhost/blog/${slug}`), { slug })));
}

describe("the seed", () => {
  it("puts the Markdown posts in once, and never again, even after every post is deleted", async () => {
    const files = readSeedPosts();
    expect(await seedBlogPostsOnce(database.db)).toBe(true);
    const rows = await database.db.select().from(blogPosts);
    expect(rows).toHaveLength(files.length);
    const squeeze = rows.find((row) => row.slug === "scale-inhibitor-squeeze-treatments")!;
    expect(squeeze).toMatchObject({ status: "published", coverUrl: "/images/blog/scale-squeeze.svg", title: "Scale inhibitor squeeze treatments that last" });
    // date → publish_at at Muscat midnight.
    expect(squeeze.publishAt.toISOString()).toBe("2026-11-14T20:00:00.000Z");
    expect(squeeze.bodyHtml).toContain("<h2>How a squeeze works</h2>");
    expect(await database.db.select().from(seedMarks).where(eq(seedMarks.name, "blog-posts"))).toHaveLength(1);

    const page = await blogPagePosts({ popular: 3, videos: 4 });
    expect(page.popular).toHaveLength(3);
    for (const post of page.popular) expect(post.category).toBe("Innovation");
    expect(page.latest).toHaveLength(files.length);
    expect(page.videos).toHaveLength(4);
    expect(page.recommended.map((post) => post.slug).sort()).toEqual(files.filter((post) => post.recommended).map((post) => post.slug).sort());
    expect(page.latest[0].date >= page.latest.at(-1)!.date).toBe(true);

    expect(await seedBlogPostsOnce(database.db)).toBe(false);
    expect(await database.db.select().from(blogPosts)).toHaveLength(files.length);
    await database.db.delete(blogPosts);
    expect(await seedBlogPostsOnce(database.db)).toBe(false);
    expect(await database.db.select().from(blogPosts)).toHaveLength(0);
  });
});

describe("what visitors see", () => {
  it("shows published posts and scheduled ones whose time has come; drafts and future ones are 404s", async () => {
    const published = await create({ slug: "visible-published" });
    const draft = await create({ slug: "hidden-draft", status: "draft" });
    const future = await create({ slug: "hidden-future", status: "scheduled", publish_at: inAnHour() });
    const due = await create({ slug: "due-scheduled", status: "scheduled", publish_at: inAnHour() });
    // Its time comes: as if an hour passed.
    await database.db.update(blogPosts).set({ publishAt: new Date(Date.now() - 60_000) }).where(eq(blogPosts.id, due.id));
    expect((await toastOf(published.response))?.type).toBe("success");

    const visible = (await allVisiblePosts()).map((post) => post.slug);
    expect(visible).toEqual(expect.arrayContaining(["visible-published", "due-scheduled"]));
    expect(visible).not.toContain("hidden-draft");
    expect(visible).not.toContain("hidden-future");
    const sitemap = (await sitemapPosts()).map((post) => post.slug);
    expect(sitemap).toContain("visible-published");
    expect(sitemap).not.toContain("hidden-future");

    expect((await publicPage("visible-published")).status).toBe(200);
    expect((await publicPage("due-scheduled")).status).toBe(200);
    expect((await publicPage("hidden-draft")).status).toBe(404);
    expect((await publicPage("hidden-future")).status).toBe(404);
    expect((await publicPage("../etc/passwd")).status).toBe(404);
    expect((await publicPage("all")).status).toBe(404);
    const page = (await (await publicPage("visible-published")).json()) as { post: { html: string; date: string } };
    expect(page.post.html).toContain("<strong>cheap</strong>");
    expect(draft.id).toBeGreaterThan(0);
    expect(future.id).toBeGreaterThan(0);
  });

  it("refuses a scheduled post in the past and a published one in the future", async () => {
    const past = await settle(() => newPost.action(args(postForm({ slug: "past-schedule", status: "scheduled", publish_at: "2020-01-01T10:00" }, "/staff/posts/new"))));
    expect(past.status).toBe(400);
    expect(((await past.json()) as { fieldErrors: Record<string, string> }).fieldErrors.publish_at).toBe(POST_MESSAGES.scheduledInPast);
    const ahead = await settle(() => newPost.action(args(postForm({ slug: "future-published", publish_at: inAnHour() }, "/staff/posts/new"))));
    expect(((await ahead.json()) as { fieldErrors: Record<string, string> }).fieldErrors.publish_at).toBe(POST_MESSAGES.publishedInFuture);
  });
});

describe("the editor", () => {
  it("keeps a renamed post's old address, which answers 301; the same post may take it back, no other post may", async () => {
    const { id } = await create({ slug: "first-name" });
    const renamed = await save(id, { slug: "second-name", version: await versionOf(id) });
    expect(renamed.status).toBe(302);
    expect(await findVisiblePost("first-name")).toEqual({ kind: "moved", slug: "second-name" });
    const old = await publicPage("first-name");
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/blog/second-name");
    expect(await lastAudit("post.update")).toMatchObject({ targetKind: "post", targetId: String(id) });
    expect(JSON.parse((await lastAudit("post.update")).details!)).toMatchObject({ slug: "second-name", previousSlug: "first-name" });

    // Another post can take neither the current address nor the old one.
    const other = await create({ slug: "other-post" });
    for (const slug of ["second-name", "first-name", "all"]) {
      const refused = await save(other.id, { slug, version: await versionOf(other.id) });
      expect(refused.status).toBe(400);
      const answer = (await refused.json()) as { fieldErrors: Record<string, string>; repopulateFields: Record<string, string> };
      expect(answer.fieldErrors.slug).toBe(slug === "all" ? POST_MESSAGES.slugReserved : POST_MESSAGES.slugTaken);
      expect(answer.repopulateFields.slug).toBe(slug);
    }
    const duplicate = await settle(() => newPost.action(args(postForm({ slug: "first-name" }, "/staff/posts/new"))));
    expect(((await duplicate.json()) as { fieldErrors: Record<string, string> }).fieldErrors.slug).toBe(POST_MESSAGES.slugTaken);

    // Back to its first address: that one is current again, and the second now redirects.
    expect((await save(id, { slug: "first-name", version: await versionOf(id) })).status).toBe(302);
    expect((await findVisiblePost("first-name"))?.kind).toBe("post");
    expect(await findVisiblePost("second-name")).toEqual({ kind: "moved", slug: "first-name" });
    const slugs = await database.db.select().from(blogPostSlugs).where(eq(blogPostSlugs.postId, id));
    expect(slugs.map((row) => row.slug)).toEqual(["second-name"]);
  });

  it("refuses a save of a version someone else saved since (409, the text kept), and saving again overwrites", async () => {
    const { id } = await create({ slug: "stale-save" });
    const opened = await versionOf(id);
    expect((await save(id, { title: "First editor's title", version: opened })).status).toBe(302);
    const stale = await save(id, { title: "Second editor's title", body_markdown: "My careful text", version: opened });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as { formError: string; repopulateFields: Record<string, string>; currentVersion: number };
    expect(answer.formError).toBe(CONTENT_MESSAGES.stale("post"));
    expect(answer.formError).toContain("changed by someone else since you opened it");
    expect(answer.repopulateFields).toMatchObject({ title: "Second editor's title", body_markdown: "My careful text" });
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row.title).toBe("First editor's title");
    expect(answer.currentVersion).toBe(row.version);
    expect((await save(id, { title: "Second editor's title", version: String(answer.currentVersion) })).status).toBe(302);
  });

  it("refuses markup and control characters in names, with a clear message and what was typed kept", async () => {
    for (const [field, value] of [
      ["title", "<script>alert(1)</script>"],
      ["author", "Eve\u0007"],
      ["category", "News <b>"],
    ] as const) {
      const refused = await settle(() => newPost.action(args(postForm({ slug: `markup-${field}`, [field]: value }, "/staff/posts/new"))));
      expect(refused.status).toBe(400);
      const answer = (await refused.json()) as { fieldErrors: Record<string, string>; repopulateFields: Record<string, string> };
      expect(answer.fieldErrors[field]).toBe(POST_MESSAGES.plainText);
      expect(answer.repopulateFields[field]).toBe(value);
    }
    expect(await database.db.select().from(blogPosts).where(eq(blogPosts.slug, "markup-title"))).toHaveLength(0);
  });

  it("stores the Markdown and its sanitized HTML; Preview renders without saving", async () => {
    const { id } = await create({ slug: "sanitized", body_markdown: "Hi <script>alert(1)</script> [x](javascript:alert(1)) **there**" });
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row.bodyMarkdown).toContain("<script>");
    expect(row.bodyHtml).not.toContain("<script");
    expect(row.bodyHtml).not.toContain("javascript:");
    expect(row.bodyHtml).toContain("<strong>there</strong>");
    const preview = await save(id, { intent: "preview", title: "", body_markdown: "## Only a preview", version: await versionOf(id) });
    expect(preview.status).toBe(200);
    const answer = (await preview.json()) as { preview: Record<string, string>; repopulateFields: Record<string, string> };
    expect(answer.preview.body_markdown).toContain("<h2>Only a preview</h2>");
    expect(answer.repopulateFields.title).toBe("");
    const [after] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(after.title).toBe(row.title);
  });

  it("refuses a video address that is not https, or on a post outside the Videos section", async () => {
    const plain = await settle(() => newPost.action(args(postForm({ slug: "video-http", section_videos: "on", video_url: "http://videos.example/x" }, "/staff/posts/new"))));
    expect(((await plain.json()) as { fieldErrors: Record<string, string> }).fieldErrors.video_url).toBe(POST_MESSAGES.videoUrl);
    const outside = await settle(() => newPost.action(args(postForm({ slug: "video-outside", video_url: "https://videos.example/x" }, "/staff/posts/new"))));
    expect(((await outside.json()) as { fieldErrors: Record<string, string> }).fieldErrors.video_url).toBe(POST_MESSAGES.videoNeedsSection);
    const { id } = await create({ slug: "video-ok", section_videos: "on", video_url: "https://videos.example/x" });
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({ videoUrl: "https://videos.example/x", sections: ["latest", "videos"] });
  });

  it("audits create, publish, unpublish, update and delete, each in its own entry", async () => {
    const { id } = await create({ slug: "audited", status: "draft" });
    expect(await lastAudit("post.create")).toMatchObject({ targetKind: "post", targetId: String(id), actorEmail: "comms-blog@sahel.example.om" });
    const published = await save(id, { slug: "audited", status: "published", version: await versionOf(id) });
    expect((await toastOf(published))?.message).toMatch(/published/i);
    expect(await lastAudit("post.publish")).toMatchObject({ targetId: String(id) });
    expect((await publicPage("audited")).status).toBe(200);
    await save(id, { slug: "audited", status: "draft", version: await versionOf(id) });
    expect(await lastAudit("post.unpublish")).toMatchObject({ targetId: String(id) });
    expect((await publicPage("audited")).status).toBe(404);

    const confirm = await settle(() => editPost.loader(args(staff.get(`/staff/posts/${id}?delete`), { id: String(id) })));
    expect(((await confirm.json()) as { confirmDelete: boolean }).confirmDelete).toBe(true);
    const deleted = await save(id, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/staff/posts");
    expect(await database.db.select().from(blogPosts).where(eq(blogPosts.id, id))).toHaveLength(0);
    expect(await lastAudit("post.delete")).toMatchObject({ targetId: String(id) });
    expect((await save(id, { intent: "delete" })).status).toBe(404);
    expect((await settle(() => editPost.loader(args(staff.get("/staff/posts/x"), { id: "x" })))).status).toBe(404);
  });
});

function coverRequest(id: number, file: { bytes: Buffer; name: string; type: string }, alt = "Grey test picture") {
  const body = new FormData();
  body.set("cover_alt", alt);
  body.set("image", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return staff.post(`/staff/posts/${id}/picture`, body);
}

describe("the Arabic version", () => {
  const visible = async (slug: string, locale: "en" | "ar" = "ar") => {
    const found = await findVisiblePost(slug, locale);
    return found?.kind === "post" ? found.post : null;
  };

  it("writes, changes and clears the Arabic title, summary, picture description and text; the Arabic blog shows them, audited", async () => {
    const slug = "coupons-in-arabic";
    const { id } = await create({
      slug,
      title_ar: "  قراءة كوبونات التآكل بشكل صحيح ",
      category_ar: "التآكل",
      summary_ar: "ما يخبرك به الكوبون، وما لا يخبرك به.",
      cover_alt_ar: "كوبون تآكل موزون",
      body_markdown_ar: "## لماذا الكوبونات\n\nإنها **رخيصة** وصادقة.\n\n<script>alert(1)</script>",
    });
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({
      titleAr: "قراءة كوبونات التآكل بشكل صحيح",
      categoryAr: "التآكل",
      summaryAr: "ما يخبرك به الكوبون، وما لا يخبرك به.",
      coverAltAr: "كوبون تآكل موزون",
      bodyMarkdownAr: "## لماذا الكوبونات\n\nإنها **رخيصة** وصادقة.\n\n<script>alert(1)</script>",
    });
    expect(row.bodyHtmlAr).toContain("<h2>لماذا الكوبونات</h2>");
    expect(row.bodyHtmlAr).not.toMatch(/script/i);
    expect(JSON.parse((await lastAudit("post.create")).details!)).toMatchObject({ slug, titleAr: "قراءة كوبونات التآكل بشكل صحيح" });

    const arabic = await visible(slug);
    expect(arabic).toMatchObject({ title: "قراءة كوبونات التآكل بشكل صحيح", category: "التآكل", summary: "ما يخبرك به الكوبون، وما لا يخبرك به.", coverAlt: "كوبون تآكل موزون" });
    expect(arabic?.html).toContain("<strong>رخيصة</strong>");
    expect((await allVisiblePosts("ar")).find((p) => p.slug === slug)?.title).toBe("قراءة كوبونات التآكل بشكل صحيح");
    expect((await visible(slug, "en"))?.title).toBe("Corrosion coupons, read properly");
    // The editor opens with them.
    const page = (await (await settle(() => editPost.loader(args(staff.get(`/staff/posts/${id}`), { id: String(id) })))).json()) as { values: Record<string, string> };
    expect(page.values).toMatchObject({ titleAr: "قراءة كوبونات التآكل بشكل صحيح", coverAltAr: "كوبون تآكل موزون", bodyMarkdownAr: row.bodyMarkdownAr });

    const changed = await save(id, { slug, version: await versionOf(id), title_ar: "الكوبونات كما تُقرأ", body_markdown_ar: "نص جديد." });
    expect(changed.status).toBe(302);
    expect(await visible(slug)).toMatchObject({ title: "الكوبونات كما تُقرأ", summary: "What a coupon tells you, and what it does not.", html: "<p>نص جديد.</p>" });
    expect(JSON.parse((await lastAudit("post.update")).details!)).toMatchObject({ title: "Corrosion coupons, read properly", titleAr: "الكوبونات كما تُقرأ" });

    // Cleared: every Arabic column null, and the Arabic blog shows the English.
    expect((await save(id, { slug, version: await versionOf(id), title_ar: " ", category_ar: "", summary_ar: "", cover_alt_ar: "", body_markdown_ar: "  " })).status).toBe(302);
    const [cleared] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(cleared).toMatchObject({ titleAr: null, categoryAr: null, summaryAr: null, coverAltAr: null, bodyMarkdownAr: null, bodyHtmlAr: null });
    expect(await visible(slug)).toMatchObject({ title: "Corrosion coupons, read properly", html: cleared.bodyHtml });
    expect(JSON.parse((await lastAudit("post.update")).details!)).toMatchObject({ titleAr: null });
  });

  it("refuses markup in the Arabic title and picture description and an Arabic summary over 300 characters, keeping what was typed", async () => {
    const response = await settle(() =>
      newPost.action(args(postForm({ slug: "refused-arabic", title_ar: "<b>عنوان</b>", cover_alt_ar: "صورة <i>", summary_ar: "م".repeat(301), body_markdown_ar: "يبقى" }, "/staff/posts/new"))),
    );
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fieldErrors: Record<string, string>; repopulateFields: Record<string, string> };
    expect(answer.fieldErrors).toMatchObject({ title_ar: POST_MESSAGES.plainText, cover_alt_ar: POST_MESSAGES.plainText, summary_ar: POST_MESSAGES.summaryTooLong });
    expect(answer.repopulateFields).toMatchObject({ title_ar: "<b>عنوان</b>", body_markdown_ar: "يبقى" });
    const preview = await settle(() => newPost.action(args(postForm({ intent: "preview", title: "", body_markdown_ar: "## مقدمة" }, "/staff/posts/new"))));
    expect(((await preview.json()) as { preview: Record<string, string> }).preview.body_markdown_ar).toBe("<h2>مقدمة</h2>");
  });
});

describe("the cover picture", () => {
  it("stores a PNG under its hash and makes it the post's cover, audited", async () => {
    const { id } = await create({ slug: "with-cover" });
    const response = await settle(() => postPicture.action(args(coverRequest(id, { bytes: greyPng(4, 3, { text: "Secret Camera Owner" }), name: "cover.png", type: "image/png" }), { id: String(id) })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/posts/${id}`);
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row.coverUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(row.coverAlt).toBe("Grey test picture");
    const [stored] = await database.db.select().from(media).where(eq(media.sha256, row.coverUrl.slice(7, 71)));
    expect(stored).toMatchObject({ extension: "png", width: 4, height: 3 });
    expect(stored.bytes.includes(Buffer.from("Secret Camera Owner"))).toBe(false);
    expect(await lastAudit("post.cover")).toMatchObject({ targetKind: "post", targetId: String(id) });
    const page = (await (await publicPage("with-cover")).json()) as { post: { cover: string; coverAlt: string } };
    expect(page.post).toMatchObject({ cover: row.coverUrl, coverAlt: "Grey test picture" });
  });

  it("refuses an SVG, a picture over the size cap and a missing description, keeping the description typed", async () => {
    const { id } = await create({ slug: "refused-cover" });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const { file, alt, field, message, status } of [
      { file: { bytes: svg, name: "logo.png", type: "image/png" }, alt: "A logo", field: "image", message: CONTENT_MESSAGES.imageType, status: 400 },
      { file: { bytes: svg, name: "logo.svg", type: "image/svg+xml" }, alt: "A logo", field: "image", message: CONTENT_MESSAGES.imageType, status: 400 },
      { file: { bytes: greyPng(8, 8, { padding: MAX_PICTURE * 2 }), name: "huge.png", type: "image/png" }, alt: "Huge", field: "image", message: CONTENT_MESSAGES.imageTooLarge(MAX_PICTURE), status: 413 },
      { file: { bytes: greyPng(4, 3), name: "cover.png", type: "image/png" }, alt: "", field: "cover_alt", message: POST_MESSAGES.altRequired, status: 400 },
    ]) {
      const response = await settle(() => postPicture.action(args(coverRequest(id, file, alt), { id: String(id) })));
      const answer = (await response.json()) as { fieldErrors: Record<string, string>; repopulateFields: Record<string, string> };
      // The size cap cuts the file as it streams: 400 or 413 depending on where the cut falls.
      expect(status === 413 ? [400, 413] : [status], `${file.name}: ${JSON.stringify(answer)}`).toContain(response.status);
      expect(answer.fieldErrors[field], file.name).toBe(message);
      expect(answer.repopulateFields.cover_alt).toBe(alt);
    }
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row.coverUrl).toBe("");
  });
});

describe("remote mode (API_BASE_URL)", () => {
  it("says why editing is off on every page and refuses every change with 409, while the public blog still reads the database", async () => {
    const { id } = await create({ slug: "remote-mode" });
    remote.on = true;
    try {
      const list = await import("~/routes/staff.posts._index/route");
      expect(((await (await list.loader(args(staff.get("/staff/posts")))).json()) as { remote: boolean }).remote).toBe(true);
      expect(((await (await newPost.loader(args(staff.get("/staff/posts/new")))).json()) as { remote: boolean }).remote).toBe(true);
      expect(((await (await editPost.loader(args(staff.get(`/staff/posts/${id}`), { id: String(id) }))).json()) as { remote: boolean }).remote).toBe(true);
      for (const refused of [
        await settle(() => newPost.action(args(postForm({ slug: "remote-new" }, "/staff/posts/new")))),
        await save(id, { title: "Changed remotely", version: await versionOf(id) }),
        await save(id, { intent: "delete" }),
        await settle(() => postPicture.action(args(coverRequest(id, { bytes: greyPng(4, 3), name: "cover.png", type: "image/png" }), { id: String(id) }))),
      ]) {
        expect(refused.status).toBe(409);
        expect(await refused.text()).toBe(CONTENT_MESSAGES.remote);
      }
      const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(row).toMatchObject({ title: "Corrosion coupons, read properly", coverUrl: "" });
      expect((await publicPage("remote-mode")).status).toBe(200);
    } finally {
      remote.on = false;
    }
  });
});
