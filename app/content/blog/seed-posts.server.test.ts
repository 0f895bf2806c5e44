import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/utils/sanitize.server";
import { parseSeedPost, readSeedPosts, seedSections } from "./seed-posts.server";

const FRONT = "---\ntitle: T\nauthor: A\ndate: 2026-11-01\ncategory: Innovation\ncover: /images/blog/x.svg\ncover_alt: Alt\nsummary: S\n---\n";

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

  it("refuses a post with missing front matter or a file name that is no slug", () => {
    expect(() => parseSeedPost("x", "---\ntitle: T\n---\nbody")).toThrow(/author/);
    expect(() => parseSeedPost("all", FRONT)).toThrow(/slug/);
    expect(() => parseSeedPost("Not_A_Slug", FRONT)).toThrow(/slug/);
  });
});
