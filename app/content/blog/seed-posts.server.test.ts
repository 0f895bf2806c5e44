import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/utils/sanitize.server";
import { parseArabicSeedPost, parseSeedPost, readSeedPosts, seedSections } from "./seed-posts.server";

const FRONT = "---\ntitle: T\nauthor: A\ndate: 2026-11-01\ncategory: Innovation\ncover: /images/blog/x.svg\ncover_alt: Alt\nsummary: S\n---\n";
const AR_FRONT = "---\ntitle: عنوان\ncategory: الابتكار\nsummary: ملخص\ncover_alt: وصف الصورة\n---\n";

const ARABIC_LETTER = /[\u0621-\u064A]/;
/** Arabic-Indic and Extended Arabic-Indic digits: the site writes Latin digits (decision 0016). */
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
const headings = (markdown: string, level: string) => markdown.split("\n").filter((line) => line.startsWith(`${level} `)).length;
const listItems = (markdown: string) => markdown.split("\n").filter((line) => /^(?:[-*] |\d+\. )/.test(line)).length;
const countTags = (html: string, tag: string) => html.match(new RegExp(`<${tag}[\\s>]`, "g"))?.length ?? 0;

describe("the blog's demo posts (the seed)", () => {
  it("ships at least 8 real posts of 250–500 words, newest first", () => {
    const posts = readSeedPosts();
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      const words = htmlToText(post.bodyHtml).split(" ").filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(250);
      expect(words, post.slug).toBeLessThanOrEqual(500);
    }
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives every post a cover image that exists in public/", () => {
    for (const post of readSeedPosts()) expect(existsSync(path.join("public", post.cover)), post.cover).toBe(true);
  });

  it("fills every section of the blog page as it looked when posts were files", () => {
    const posts = readSeedPosts();
    const sections = seedSections(posts);
    const inSection = (name: string) => posts.filter((post) => sections.get(post.slug)?.includes(name as never));
    expect(inSection("latest")).toHaveLength(posts.length);
    const popular = inSection("popular");
    expect(popular).toHaveLength(3);
    for (const post of popular) expect(post.category).toBe("Innovation");
    expect(inSection("videos")).toHaveLength(4);
    expect(inSection("recommended").map((post) => post.slug)).toEqual(posts.filter((post) => post.recommended).map((post) => post.slug));
    expect(inSection("recommended").length).toBeGreaterThanOrEqual(3);
  });

  it("renders Markdown to sanitized HTML and keeps the Markdown", () => {
    const post = parseSeedPost("x", `${FRONT}## Heading\n\nText with <script>alert(1)</script> and [a link](javascript:alert(1)).\n`);
    expect(post.bodyMarkdown.startsWith("## Heading")).toBe(true);
    expect(post.bodyHtml).toContain("<h2>Heading</h2>");
    expect(post.bodyHtml).not.toContain("<script");
    expect(post.bodyHtml).not.toContain("javascript:");
  });

  it("gives every demo post an Arabic version with the English body's structure", () => {
    const posts = readSeedPosts();
    expect(readdirSync("content/blog/ar").filter((file) => file.endsWith(".md")).sort()).toEqual(posts.map((post) => `${post.slug}.md`).sort());
    for (const post of posts) {
      const ar = post.ar;
      expect(ar, post.slug).not.toBeNull();
      if (!ar) continue;
      for (const [field, text] of Object.entries({ title: ar.title, category: ar.category, summary: ar.summary, coverAlt: ar.coverAlt, body: ar.bodyMarkdown })) {
        expect(text, `${post.slug} ${field}`).toMatch(ARABIC_LETTER);
        expect(text, `${post.slug} ${field}`).not.toMatch(ARABIC_INDIC_DIGIT);
      }
      expect(ar.title, post.slug).not.toBe(post.title);
      expect(headings(ar.bodyMarkdown, "##"), post.slug).toBe(headings(post.bodyMarkdown, "##"));
      expect(headings(ar.bodyMarkdown, "###"), post.slug).toBe(headings(post.bodyMarkdown, "###"));
      expect(listItems(ar.bodyMarkdown), post.slug).toBe(listItems(post.bodyMarkdown));
      for (const tag of ["h2", "p", "ul", "ol", "li", "strong", "a", "img"]) {
        expect(countTags(ar.bodyHtml, tag), `${post.slug} <${tag}>`).toBe(countTags(post.bodyHtml, tag));
      }
      // A translation, not a summary: Arabic runs to fewer words than English (articles and prepositions join the
      // word), but not to fewer than three quarters of them.
      const words = (html: string) => htmlToText(html).split(" ").filter(Boolean).length;
      expect(words(ar.bodyHtml), post.slug).toBeGreaterThanOrEqual(Math.round(words(post.bodyHtml) * 0.75));
    }
  });

  it("renders the Arabic body by the English body's Markdown path and sanitizer", () => {
    const post = parseSeedPost("x", FRONT, `${AR_FRONT}## عنوان\n\nنص فيه <script>alert(1)</script> و[رابط](javascript:alert(1)).\n`);
    expect(post.ar?.title).toBe("عنوان");
    expect(post.ar?.category).toBe("الابتكار");
    expect(post.ar?.summary).toBe("ملخص");
    expect(post.ar?.coverAlt).toBe("وصف الصورة");
    expect(post.ar?.bodyMarkdown.startsWith("## عنوان")).toBe(true);
    expect(post.ar?.bodyHtml).toContain("<h2>عنوان</h2>");
    expect(post.ar?.bodyHtml).not.toContain("<script");
    expect(post.ar?.bodyHtml).not.toContain("javascript:");
    expect(parseSeedPost("x", FRONT).ar).toBeNull();
  });

  it("refuses an Arabic version with missing texts, fields that belong to the English file, or no body", () => {
    expect(() => parseArabicSeedPost("x", "---\ntitle: عنوان\n---\nنص")).toThrow(/summary/);
    expect(() => parseArabicSeedPost("x", `${AR_FRONT.slice(0, -4)}date: 2026-11-01\n---\nنص`)).toThrow(/date/);
    expect(() => parseArabicSeedPost("x", `${AR_FRONT}\n`)).toThrow(/empty/);
  });

  it("refuses a post with missing front matter or a file name that is no slug", () => {
    expect(() => parseSeedPost("x", "---\ntitle: T\n---\nbody")).toThrow(/author/);
    expect(() => parseSeedPost("all", FRONT)).toThrow(/slug/);
    expect(() => parseSeedPost("Not_A_Slug", FRONT)).toThrow(/slug/);
  });
});
