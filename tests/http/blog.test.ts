/**
 * The blog as the server renders it: /blog and its sections, the no-JavaScript lists in place of the carousels,
 * /blog/all, a post with its meta and Article JSON-LD, and the 404 of an unknown post. The carousels running with
 * JavaScript, and the layout with and without it, are in tests/e2e/company-blog.spec.ts.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { visitor, type Page } from "./support";

const RELATIVE_DATE = /^(today|yesterday|\d+ days ago|last week|\d+ weeks ago|last month|\d+ months ago|last year|\d+ years ago)$/;
const POST = /^\/blog\/[a-z0-9-]+$/;

const section = (page: Page, name: string) => page.screen.getByRole("region", { name });
const headingOf = (page: Page) => page.screen.getByRole("heading", { level: 1 }).textContent?.trim();
const metaOf = (page: Page, key: string) => page.document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content");
const jsonLdOf = (page: Page) => JSON.parse(page.document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");

describe("the blog page", () => {
  it("has its meta title and description", async () => {
    const page = await visitor().open("/blog");
    expect(page.status).toBe(200);
    expect(page.document.title).toMatch(/^Blog — /);
    expect(metaOf(page, "description")).toMatch(/oilfield chemistry/);
  });

  it("shows the hero, 'Popular this week' and the sections", async () => {
    const page = await visitor().open("/blog");
    expect(headingOf(page)).toBe("Fast, interactive search through thousands of chemicals");
    const items = within(section(page, "Popular this week")).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.textContent).toContain("Innovation");
      expect(item.querySelector("time")?.textContent?.trim()).toMatch(RELATIVE_DATE);
      expect(within(item).getByRole("link").getAttribute("href")).toMatch(POST);
    }
    for (const name of ["Our Lateset Post", "Videos", "Recommended For You"]) {
      expect(page.screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    }
  });

  it("'Popular this week' links open their posts", async () => {
    const reader = visitor();
    const blog = await reader.open("/blog");
    const link = within(section(blog, "Popular this week")).getAllByRole("link")[0];
    const post = await reader.open(link.getAttribute("href")!);
    expect(post.status).toBe(200);
    expect(headingOf(post)).toBe(link.textContent?.trim());
  });

  it("the 'Videos' grid has 4 items with the blog's pictures", async () => {
    const page = await visitor().open("/blog");
    const videos = within(section(page, "Videos")).getAllByRole("article");
    expect(videos).toHaveLength(4);
    expect(within(videos[1]).getByRole("img").getAttribute("src")).toMatch(/^\/images\/blog\/.+\.svg$/);
  });

  it("without JavaScript the latest posts are a list of links to posts, with no carousel buttons", async () => {
    const page = await visitor().open("/blog");
    const latest = within(section(page, "Our Lateset Post"));
    const list = latest.getByTestId("latest-scroll-list");
    expect(list.tagName).toBe("UL");
    const links = within(list).getAllByRole("article").map((card) => within(card).getAllByRole("link")[0].getAttribute("href"));
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const href of links) expect(href).toMatch(POST);
    expect(latest.queryAllByRole("button")).toHaveLength(0);
    expect(within(section(page, "Recommended For You")).queryAllByRole("button")).toHaveLength(0);
  });
});

describe("every post", () => {
  it("'View All' leads to the list of every post, and cards link to their posts", async () => {
    const reader = visitor();
    const blog = await reader.open("/blog");
    const all = within(section(blog, "Our Lateset Post")).getByRole("link", { name: /^View All/ });
    expect(all.getAttribute("href")).toBe("/blog/all");
    const page = await reader.open(all.getAttribute("href")!);
    expect(page.status).toBe(200);
    expect(headingOf(page)).toBe("All posts");
    const titles = page.screen.getAllByRole("heading", { level: 2 });
    expect(titles.length).toBeGreaterThanOrEqual(8);
    const link = within(titles[0]).getByRole("link");
    expect(link.getAttribute("href")).toMatch(POST);
    const post = await reader.open(link.getAttribute("href")!);
    expect(post.status).toBe(200);
    expect(headingOf(post)).toBe(titles[0].textContent?.trim());
  });
});

describe("a post page", () => {
  it("has its article, meta description and Article JSON-LD", async () => {
    const page = await visitor().open("/blog/scale-inhibitor-squeeze-treatments");
    expect(page.status).toBe(200);
    expect(headingOf(page)).toBe("Scale inhibitor squeeze treatments that last");
    expect(page.screen.getByText("By Khalid Al-Harthy", { exact: false })).toBeTruthy();
    expect(page.screen.getByRole("heading", { level: 2, name: "How a squeeze works" })).toBeTruthy();
    expect(page.document.title).toMatch(/^Scale inhibitor squeeze treatments that last — /);
    expect(metaOf(page, "description")).toMatch(/inhibitor into the formation/);
    expect(metaOf(page, "og:type")).toBe("article");
    const jsonLd = jsonLdOf(page);
    expect(jsonLd).toMatchObject({
      "@type": "Article",
      headline: "Scale inhibitor squeeze treatments that last",
      author: { name: "Khalid Al-Harthy" },
      datePublished: "2026-11-15",
    });
    expect(jsonLd.image[0]).toBe(`${new URL(page.url).origin}/images/blog/scale-squeeze.svg`);
    expect(jsonLd.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/blog\/scale-squeeze\.svg$/);
  });

  it("an unknown post is a 404 on the error screen", async () => {
    const page = await visitor().open("/blog/no-such-post");
    expect(page.status).toBe(404);
    expect(page.screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  });
});
