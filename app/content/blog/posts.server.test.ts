import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPosts, findPost, parsePost } from "./posts.server";

const FRONT = "---\ntitle: T\nauthor: A\ndate: 2026-11-01\ncategory: Innovation\ncover: /images/blog/x.svg\ncover_alt: Alt\nsummary: S\n---\n";

describe("blog posts", () => {
  it("ships at least 8 real posts of 250–500 words, newest first", () => {
    const posts = allPosts();
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(250);
      expect(post.wordCount, post.slug).toBeLessThanOrEqual(500);
    }
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives every post a cover image that exists in public/", () => {
    for (const post of allPosts()) expect(existsSync(path.join("public", post.cover)), post.cover).toBe(true);
  });

  it("has at least 3 'Innovation' posts for 'Popular this week' and some recommended ones", () => {
    expect(allPosts().filter((post) => post.category === "Innovation").length).toBeGreaterThanOrEqual(3);
    expect(allPosts().filter((post) => post.recommended).length).toBeGreaterThanOrEqual(3);
  });

  it("renders Markdown to sanitized HTML", () => {
    const post = parsePost("x", `${FRONT}## Heading\n\nText with <script>alert(1)</script> and [a link](javascript:alert(1)).\n`);
    expect(post.html).toContain("<h2>Heading</h2>");
    expect(post.html).not.toContain("<script");
    expect(post.html).not.toContain("javascript:");
  });

  it("refuses a post with missing front matter", () => {
    expect(() => parsePost("x", "---\ntitle: T\n---\nbody")).toThrow(/author/);
  });

  it("finds a post by slug, and nothing for an unknown or malformed slug", () => {
    const first = allPosts()[0];
    expect(findPost(first.slug)?.title).toBe(first.title);
    expect(findPost("no-such-post")).toBeUndefined();
    expect(findPost("../etc/passwd")).toBeUndefined();
    expect(findPost("all")).toBeUndefined();
  });
});
