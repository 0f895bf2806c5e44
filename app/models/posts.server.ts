/**
 * The blog's posts: what the public blog shows (published posts, and scheduled ones whose time has come),
 * a post's old addresses (301 to the current one), and the staff editor's reads and writes, each write one
 * transaction with its audit entry. The Markdown is stored with its HTML, rendered and sanitized once, on save.
 * The public reads are in the language asked for: a post's Arabic title, summary, picture text and body
 * where it has them, else its English ones.
 */
import { and, desc, eq, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, blogPostSlugs, type BlogSection, type PostStatus } from "~/db/schema";
import type { Db } from "~/db/types";
import { muscatDate, type PostInput } from "~/forms/posts";
import { updateVersioned } from "~/models/content-save.server";
import { storePicture, type StoredPicture } from "~/models/media.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { htmlToText } from "~/utils/sanitize.server";
import { inLocale, type Locale } from "~/i18n/locales";
import { recordAudit, type AuditActor } from "./audit.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A post visitors may see: published, or scheduled and its time has come. Anything else answers 404. */
function isVisible(): SQL {
  return or(eq(blogPosts.status, "published"), and(eq(blogPosts.status, "scheduled"), lte(blogPosts.publishAt, sql`now()`)))!;
}

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  titleAr: blogPosts.titleAr,
  author: blogPosts.author,
  category: blogPosts.category,
  categoryAr: blogPosts.categoryAr,
  cover: blogPosts.coverUrl,
  coverAlt: blogPosts.coverAlt,
  coverAltAr: blogPosts.coverAltAr,
  summary: blogPosts.summary,
  summaryAr: blogPosts.summaryAr,
  sections: blogPosts.sections,
  videoUrl: blogPosts.videoUrl,
  publishAt: blogPosts.publishAt,
};

/** A post as its cards show it; `date` is the day it went out, in Muscat. */
interface PostSummary {
  slug: string;
  title: string;
  author: string;
  date: string;
  category: string;
  cover: string;
  coverAlt: string;
  summary: string;
  videoUrl: string | null;
}

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof blogPosts.$inferSelect)[K extends "cover" ? "coverUrl" : K] };

function toSummary(row: SummaryRow, locale: Locale): PostSummary & { sections: BlogSection[] } {
  return {
    slug: row.slug,
    title: inLocale(locale, row.title, row.titleAr),
    author: row.author,
    date: muscatDate(row.publishAt),
    category: inLocale(locale, row.category, row.categoryAr),
    cover: row.cover,
    coverAlt: inLocale(locale, row.coverAlt, row.coverAltAr),
    summary: inLocale(locale, row.summary, row.summaryAr),
    videoUrl: row.videoUrl,
    sections: row.sections,
  };
}

/** Every post visitors may see, newest first (the blog's posts are tens or hundreds, never a catalogue's thousands). */
async function visiblePosts(locale: Locale) {
  const rows = await (await db())
    .select(summaryColumns)
    .from(blogPosts)
    .where(isVisible())
    .orderBy(desc(blogPosts.publishAt), blogPosts.slug);
  return rows.map((row) => toSummary(row as SummaryRow, locale));
}

const withoutSections = ({ sections: _sections, ...post }: PostSummary & { sections: BlogSection[] }): PostSummary => post;

/** The blog page's sections (spec §2), each newest first; `popular` and `videos` are cut to what the page shows. */
export async function blogPagePosts(limits: { popular: number; videos: number }, locale: Locale = "en") {
  const posts = await visiblePosts(locale);
  const inSection = (section: BlogSection) => posts.filter((post) => post.sections.includes(section)).map(withoutSections);
  return {
    popular: inSection("popular").slice(0, limits.popular),
    latest: inSection("latest"),
    videos: inSection("videos").slice(0, limits.videos),
    recommended: inSection("recommended"),
  };
}

export async function allVisiblePosts(locale: Locale = "en"): Promise<PostSummary[]> {
  return (await visiblePosts(locale)).map(withoutSections);
}

/** The sitemap's posts: address and date. */
export async function sitemapPosts() {
  return (await visiblePosts("en")).map((post) => ({ slug: post.slug, date: post.date }));
}

interface PublicPost extends PostSummary {
  html: string;
  wordCount: number;
  readingMinutes: number;
}

type FoundPost = { kind: "post"; post: PublicPost } | { kind: "moved"; slug: string } | null;

/**
 * The visible post at `slug`; or, when `slug` is an earlier address of a visible post, where it lives now (the
 * route answers 301); else null (404), also for drafts and posts not yet out.
 */
export async function findVisiblePost(slug: string, locale: Locale = "en"): Promise<FoundPost> {
  const d = await db();
  const [row] = await d
    .select({ ...summaryColumns, htmlEn: blogPosts.bodyHtml, htmlAr: blogPosts.bodyHtmlAr })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isVisible()))
    .limit(1);
  if (row) {
    const { htmlEn, htmlAr, ...summary } = row;
    const html = inLocale(locale, htmlEn, htmlAr);
    const wordCount = htmlToText(html).split(" ").filter(Boolean).length;
    return { kind: "post", post: { ...withoutSections(toSummary(summary as SummaryRow, locale)), html, wordCount, readingMinutes: Math.max(1, Math.round(wordCount / 200)) } };
  }
  const [moved] = await d
    .select({ slug: blogPosts.slug })
    .from(blogPostSlugs)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugs.postId))
    .where(and(eq(blogPostSlugs.slug, slug), isVisible()))
    .limit(1);
  return moved ? { kind: "moved", slug: moved.slug } : null;
}

// ——— The staff editor ———

/** The editor's list: every post, newest first, optionally of one status. */
export async function listPostsForStaff(status?: PostStatus) {
  return (await db())
    .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, status: blogPosts.status, publishAt: blogPosts.publishAt, sections: blogPosts.sections })
    .from(blogPosts)
    .where(status ? eq(blogPosts.status, status) : undefined)
    .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id));
}

export async function getPostForEditing(id: number) {
  const [row] = await (await db()).select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** Whether a post's public page shows it now. */
export function isPostVisible(post: { status: PostStatus; publishAt: Date }, now = new Date()) {
  return post.status === "published" || (post.status === "scheduled" && post.publishAt.getTime() <= now.getTime());
}

type SlugCheck = { ok: true } | { ok: false };

/**
 * Whether `slug` is free for post `postId` (null: a new post): no other post has it now or had it before. An earlier
 * address of the same post may be taken back: it stops redirecting and becomes the current one again.
 */
async function claimSlug(tx: Tx, slug: string, postId: number | null): Promise<SlugCheck> {
  const [current] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(postId === null ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, postId)))
    .limit(1);
  if (current) return { ok: false };
  const [earlier] = await tx.select({ postId: blogPostSlugs.postId }).from(blogPostSlugs).where(eq(blogPostSlugs.slug, slug)).limit(1);
  if (earlier && earlier.postId !== postId) return { ok: false };
  if (earlier) await tx.delete(blogPostSlugs).where(eq(blogPostSlugs.slug, slug));
  return { ok: true };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * The stored columns of a post as typed in the editor (the HTML rendered from its Markdown); an Arabic text left empty
 * is null, so the Arabic pages show the English.
 */
function columnsOf(input: PostInput) {
  return {
    title: input.title,
    slug: input.slug,
    author: input.author,
    category: input.category,
    summary: input.summary,
    bodyMarkdown: input.bodyMarkdown,
    bodyHtml: renderMarkdown(input.bodyMarkdown),
    titleAr: input.titleAr || null,
    categoryAr: input.categoryAr || null,
    summaryAr: input.summaryAr || null,
    coverAltAr: input.coverAltAr || null,
    bodyMarkdownAr: input.bodyMarkdownAr || null,
    bodyHtmlAr: input.bodyMarkdownAr ? renderMarkdown(input.bodyMarkdownAr) : null,
    sections: input.sections,
    videoUrl: input.videoUrl,
    status: input.status,
  };
}

/**
 * When the post shows: the date typed; else, for a post going out now, now; else (a draft, or a post already out) the
 * date it had.
 */
function publishAtOf(input: PostInput, before: { status: PostStatus; publishAt: Date } | null, now: Date) {
  if (input.publishAt) return input.publishAt;
  if (input.status === "published" && before?.status !== "published") return now;
  return before?.publishAt ?? now;
}

type CreateResult = { ok: true; id: number; slug: string } | { ok: false; reason: "slug-taken" };

export async function createPost(input: PostInput, actor: AuditActor, now = new Date()): Promise<CreateResult> {
  try {
    return await (await db()).transaction(async (tx) => {
      if (!(await claimSlug(tx, input.slug, null)).ok) return { ok: false as const, reason: "slug-taken" as const };
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...columnsOf(input), publishAt: publishAtOf(input, null, now) })
        .returning({ id: blogPosts.id });
      await recordAudit(tx, actor, "post.create", { kind: "post", id: row.id }, { title: input.title, titleAr: input.titleAr, slug: input.slug, status: input.status });
      return { ok: true as const, id: row.id, slug: input.slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

type UpdateResult =
  | { ok: true; version: number; action: "post.update" | "post.publish" | "post.unpublish" }
  | { ok: false; reason: "missing" | "slug-taken" }
  | { ok: false; reason: "stale"; currentVersion: number };

/** The audit action of a save: going out, coming down, or an edit. */
function saveAction(before: PostStatus, after: PostStatus) {
  if (after === "published" && before !== "published") return "post.publish" as const;
  if (before === "published" && after !== "published") return "post.unpublish" as const;
  return "post.update" as const;
}

class Refusal extends Error {
  constructor(readonly result: UpdateResult) {
    super("refused");
  }
}

/** Saves the post as typed if it is still at `version`; an address that changes keeps the old one redirecting. */
export async function updatePost(id: number, version: number, input: PostInput, actor: AuditActor, now = new Date()): Promise<UpdateResult> {
  try {
    return await (await db()).transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: blogPosts.slug, status: blogPosts.status, publishAt: blogPosts.publishAt, version: blogPosts.version })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update")
        .limit(1);
      if (!before) return { ok: false as const, reason: "missing" as const };
      if (before.version !== version) return { ok: false as const, reason: "stale" as const, currentVersion: before.version };
      const renamed = before.slug !== input.slug;
      if (renamed) {
        if (!(await claimSlug(tx, input.slug, id)).ok) throw new Refusal({ ok: false, reason: "slug-taken" });
        await tx.insert(blogPostSlugs).values({ slug: before.slug, postId: id }).onConflictDoNothing();
      }
      const saved = await updateVersioned(tx, { table: blogPosts, id: blogPosts.id, version: blogPosts.version }, id, version, {
        ...columnsOf(input),
        publishAt: publishAtOf(input, before, now),
        updatedAt: now,
      });
      if (!saved.ok) throw new Refusal(saved.reason === "stale" ? { ok: false, reason: "stale", currentVersion: before.version } : { ok: false, reason: "missing" });
      const action = saveAction(before.status, input.status);
      await recordAudit(tx, actor, action, { kind: "post", id }, {
        title: input.title,
        titleAr: input.titleAr,
        status: input.status,
        ...(renamed ? { slug: input.slug, previousSlug: before.slug } : {}),
      });
      return { ok: true as const, version: saved.version, action };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/** Deletes a post and its earlier addresses (they answer 404 from then on). */
export async function deletePost(id: number, actor: AuditActor): Promise<{ ok: true; title: string } | { ok: false }> {
  return (await db()).transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ title: blogPosts.title, slug: blogPosts.slug });
    if (!row) return { ok: false as const };
    await recordAudit(tx, actor, "post.delete", { kind: "post", id }, { title: row.title, slug: row.slug });
    return { ok: true as const, title: row.title };
  });
}

/** Stores the picture and makes it the post's cover, with its description, in one audited transaction. */
export async function setPostCover(id: number, picture: StoredPicture, alt: string, actor: AuditActor): Promise<{ ok: true; url: string } | { ok: false }> {
  return (await db()).transaction(async (tx) => {
    const [exists] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).for("update").limit(1);
    if (!exists) return { ok: false as const };
    const url = await storePicture(tx, picture, actor.id);
    await tx.update(blogPosts).set({ coverUrl: url, coverAlt: alt, updatedAt: new Date() }).where(eq(blogPosts.id, id));
    await recordAudit(tx, actor, "post.cover", { kind: "post", id }, { url, alt });
    return { ok: true as const, url };
  });
}
