/** The blog's posts: Markdown files in content/blog/ with front matter, rendered with marked and sanitized. */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { renderMarkdown } from "~/utils/markdown.server";
import { htmlToText } from "~/utils/sanitize.server";
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

interface BlogPostSummary {
  slug: string;
  title: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  category: string;
  cover: string;
  coverAlt: string;
  summary: string;
  recommended: boolean;
  readingMinutes: number;
}

interface BlogPost extends BlogPostSummary {
  html: string;
  wordCount: number;
}

/** Slugs are file names; "all" is the list page's address. */
const SLUG = /^(?!all$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

function postsFolder() {
  // content/ sits at the repo root; this module runs from app/content/blog (vitest) or bundled into build/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(process.cwd(), "content/blog"), path.resolve(here, "../../../content/blog"), path.resolve(here, "../content/blog")];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0];
}

export function parsePost(slug: string, source: string): BlogPost {
  if (!SLUG.test(slug)) throw new Error(`Blog post file name "${slug}" is not a valid slug`);
  const { data, body } = parseFrontMatter(source);
  const result = FrontMatter.safeParse(data);
  if (!result.success) {
    throw new Error(`Blog post "${slug}": ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  }
  const meta = result.data;
  const html = renderMarkdown(body);
  const wordCount = htmlToText(html).split(" ").filter(Boolean).length;
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
    readingMinutes: Math.max(1, Math.round(wordCount / 200)),
    html,
    wordCount,
  };
}

let cache: BlogPost[] | undefined;

/** Every post, newest first. Read once per process: the files ship with the release. */
export function allPosts(): BlogPost[] {
  if (cache) return cache;
  const folder = postsFolder();
  const posts = readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => parsePost(file.slice(0, -3), readFileSync(path.join(folder, file), "utf8")));
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  cache = posts;
  return posts;
}

function summaryOf({ html: _html, wordCount: _words, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

export function postSummaries(): BlogPostSummary[] {
  return allPosts().map(summaryOf);
}

export function findPost(slug: string): BlogPost | undefined {
  if (!SLUG.test(slug)) return undefined;
  return allPosts().find((post) => post.slug === slug);
}
