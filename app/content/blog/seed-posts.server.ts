/**
 * The blog's demo posts: Markdown files in content/blog/ with front matter, read once per database by the seed
 * (app/db/seed/blog.server.ts). Since issue 17 the blog lives in the database and communications edits it in the
 * staff workspace; these files only fill a new database (decision 0004, superseded in part).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { BlogSection } from "~/db/schema";
import { POST_SLUG } from "~/forms/posts";
import { renderMarkdown } from "~/utils/markdown.server";
import { parseFrontMatter } from "./front-matter";

const FrontMatter = z.object({
  title: z.string().min(1),
  author: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD"),
  category: z.string().min(1),
  cover: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "cover must be an SVG in /images/blog/"),
  cover_alt: z.string().min(1),
  summary: z.string().min(1),
  recommended: z.enum(["true", "false"]).default("false"),
});

interface SeedPost {
  slug: string;
  title: string;
  author: string;
  /** YYYY-MM-DD, a day in Muscat: the post goes out at its midnight. */
  date: string;
  category: string;
  cover: string;
  coverAlt: string;
  summary: string;
  recommended: boolean;
  bodyMarkdown: string;
  bodyHtml: string;
}

/**
 * The posts whose walk-through videos filled the blog's 'Videos' grid before issue 17 (a constant list then): they
 * start in the videos section, so the page looks as it did.
 */
const VIDEO_SECTION_SLUGS = [
  "demulsifier-selection-by-bottle-testing",
  "scale-inhibitor-squeeze-treatments",
  "h2s-scavenger-chemistry",
  "biocide-rotation-in-water-injection",
];

/** 'Popular this week' showed the newest posts of this category, three of them. */
const POPULAR_CATEGORY = "Innovation";
const POPULAR_COUNT = 3;

function postsFolder() {
  // content/ sits at the repo root; this module runs from app/content/blog (vitest) or bundled into build/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(process.cwd(), "content/blog"), path.resolve(here, "../../../content/blog"), path.resolve(here, "../content/blog")];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0];
}

export function parseSeedPost(slug: string, source: string): SeedPost {
  if (!POST_SLUG.test(slug) || slug === "all") throw new Error(`Blog post file name "${slug}" is not a valid slug`);
  const { data, body } = parseFrontMatter(source);
  const result = FrontMatter.safeParse(data);
  if (!result.success) {
    throw new Error(`Blog post "${slug}": ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  }
  const meta = result.data;
  return {
    slug,
    title: meta.title,
    author: meta.author,
    date: meta.date,
    category: meta.category,
    cover: meta.cover,
    coverAlt: meta.cover_alt,
    summary: meta.summary,
    recommended: meta.recommended === "true",
    bodyMarkdown: body.trim(),
    bodyHtml: renderMarkdown(body),
  };
}

/** Every demo post, newest first. */
export function readSeedPosts(folder = postsFolder()): SeedPost[] {
  const posts = readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => parseSeedPost(file.slice(0, -3), readFileSync(path.join(folder, file), "utf8")));
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/**
 * The sections a demo post starts in, so the blog page looks as it did when it was read from the files: every post
 * under 'Our Lateset Post', the newest three 'Innovation' posts under 'Popular this week', the front matter's
 * `recommended: true` under 'Recommended For You', the four walk-through posts under 'Videos'.
 */
export function seedSections(posts: readonly SeedPost[]): Map<string, BlogSection[]> {
  const popular = new Set(
    posts
      .filter((post) => post.category === POPULAR_CATEGORY)
      .slice(0, POPULAR_COUNT)
      .map((post) => post.slug),
  );
  return new Map(
    posts.map((post) => {
      const sections: BlogSection[] = ["latest"];
      if (popular.has(post.slug)) sections.push("popular");
      if (VIDEO_SECTION_SLUGS.includes(post.slug)) sections.push("videos");
      if (post.recommended) sections.push("recommended");
      return [post.slug, sections];
    }),
  );
}
