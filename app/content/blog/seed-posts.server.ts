/**
 * The blog's demo posts: Markdown files in content/blog/ with front matter, read once per database by the seed
 * (app/db/seed/blog.server.ts). The blog lives in the database and communications edits it in the
 * staff workspace; these files only fill a new database (decision 0004, superseded in part).
 *
 * A post's Arabic version (decision 0016) is the file of the same name in content/blog/ar/: front matter with only the
 * texts (title, summary, cover_alt; the date, author, category and cover are the English file's), then the translated
 * body, rendered to HTML by the same Markdown path and sanitizer as the English body.
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

/** An Arabic version's front matter: only its texts; anything else belongs in the English file. */
const ArabicFrontMatter = z
  .object({
    title: z.string().min(1),
    category: z.string().min(1),
    summary: z.string().min(1),
    cover_alt: z.string().min(1),
  })
  .strict();

/** The folder of the Arabic versions, inside the posts' folder. */
const ARABIC_FOLDER = "ar";

interface SeedPostArabic {
  title: string;
  category: string;
  summary: string;
  coverAlt: string;
  bodyMarkdown: string;
  bodyHtml: string;
}

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
  /** The Arabic version, from content/blog/ar/<slug>.md; null when the post has none. */
  ar: SeedPostArabic | null;
}

/**
 * The posts whose walk-through videos filled the blog's 'Videos' grid when it was a constant list: they
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

function issues(error: z.ZodError) {
  return error.issues.map((i) => (i.code === "unrecognized_keys" ? i.message : `${i.path.join(".")} ${i.message}`)).join("; ");
}

/** A post's Arabic version: its texts from the front matter, its body rendered as the English body is. */
export function parseArabicSeedPost(slug: string, source: string): SeedPostArabic {
  const { data, body } = parseFrontMatter(source);
  const result = ArabicFrontMatter.safeParse(data);
  if (!result.success) throw new Error(`Arabic blog post "${slug}": ${issues(result.error)}`);
  const meta = result.data;
  if (body.trim() === "") throw new Error(`Arabic blog post "${slug}": the body is empty`);
  return {
    title: meta.title,
    category: meta.category,
    summary: meta.summary,
    coverAlt: meta.cover_alt,
    bodyMarkdown: body.trim(),
    bodyHtml: renderMarkdown(body),
  };
}

/** `arabicSource`: the Arabic version's file (content/blog/ar/<slug>.md), if the post has one. */
export function parseSeedPost(slug: string, source: string, arabicSource?: string): SeedPost {
  if (!POST_SLUG.test(slug) || slug === "all") throw new Error(`Blog post file name "${slug}" is not a valid slug`);
  const { data, body } = parseFrontMatter(source);
  const result = FrontMatter.safeParse(data);
  if (!result.success) {
    throw new Error(`Blog post "${slug}": ${issues(result.error)}`);
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
    ar: arabicSource === undefined ? null : parseArabicSeedPost(slug, arabicSource),
  };
}

/** Every demo post, newest first, each with its Arabic version when content/blog/ar/ has one. */
export function readSeedPosts(folder = postsFolder()): SeedPost[] {
  const files = readdirSync(folder).filter((file) => file.endsWith(".md"));
  const arabicFolder = path.join(folder, ARABIC_FOLDER);
  const arabicFiles = existsSync(arabicFolder) ? readdirSync(arabicFolder).filter((file) => file.endsWith(".md")) : [];
  const orphans = arabicFiles.filter((file) => !files.includes(file));
  if (orphans.length > 0) throw new Error(`Arabic blog posts without an English post: ${orphans.join(", ")}`);
  const posts = files.map((file) =>
    parseSeedPost(
      file.slice(0, -3),
      readFileSync(path.join(folder, file), "utf8"),
      arabicFiles.includes(file) ? readFileSync(path.join(arabicFolder, file), "utf8") : undefined,
    ),
  );
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
