/**
 * The blog's demo posts (content/blog/*.md), put into a database once. Databases made before the blog
 * moved to the database already have a catalogue, so this runs apart from the catalogue's seed: a `seed_marks` row
 * says it was done, written in the same transaction, so deleting every post never brings the demo posts back.
 */
import { eq, sql } from "drizzle-orm";
import { readSeedPosts, seedSections } from "~/content/blog/seed-posts.server";
import { dropCatalogCache } from "../catalog-cache.server";
import { blogPosts, seedMarks } from "../schema";
import type { Db } from "../types";
import { SEED_LOCK_KEY } from "./seed.server";

const BLOG_SEED_MARK = "blog-posts";

/** Inserts the demo posts unless this database was given them before. Returns true when it inserted them. */
export async function seedBlogPostsOnce(db: Db): Promise<boolean> {
  const done = await db.select({ name: seedMarks.name }).from(seedMarks).where(eq(seedMarks.name, BLOG_SEED_MARK)).limit(1);
  if (done.length > 0) return false;
  const posts = readSeedPosts();
  const sections = seedSections(posts);
  const seeded = await db.transaction(async (tx) => {
    // The catalogue seed's lock: several processes starting on one PostgreSQL seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const again = await tx.select({ name: seedMarks.name }).from(seedMarks).where(eq(seedMarks.name, BLOG_SEED_MARK)).limit(1);
    if (again.length > 0) return false;
    if (posts.length > 0) {
      await tx
        .insert(blogPosts)
        .values(
          posts.map((post) => ({
            slug: post.slug,
            title: post.title,
            author: post.author,
            category: post.category,
            summary: post.summary,
            coverUrl: post.cover,
            coverAlt: post.coverAlt,
            bodyMarkdown: post.bodyMarkdown,
            bodyHtml: post.bodyHtml,
            titleAr: post.ar?.title ?? null,
            categoryAr: post.ar?.category ?? null,
            summaryAr: post.ar?.summary ?? null,
            coverAltAr: post.ar?.coverAlt ?? null,
            bodyMarkdownAr: post.ar?.bodyMarkdown ?? null,
            bodyHtmlAr: post.ar?.bodyHtml ?? null,
            sections: sections.get(post.slug) ?? [],
            status: "published" as const,
            // The front matter's date is a day in Muscat (UTC+4 all year): the post went out at its midnight.
            publishAt: new Date(`${post.date}T00:00:00+04:00`),
          })),
        )
        // A post someone already wrote under a demo slug stays as it is.
        .onConflictDoNothing();
    }
    await tx.insert(seedMarks).values({ name: BLOG_SEED_MARK });
    return true;
  });
  if (seeded) dropCatalogCache(db);
  return seeded;
}
