/** /blog and its posts: every section of spec §2, the carousels with and without JavaScript, post pages and their data. */
import type { Locator, Page } from "@playwright/test";
import { test, expect, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";

const RELATIVE_DATE = /^(today|yesterday|\d+ days ago|last week|\d+ weeks ago|last month|\d+ months ago|last year|\d+ years ago)$/;

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** How many cards fit the carousel's width: its width over one card's width plus the 16 px gap. */
async function cardsInView(carousel: Locator) {
  const outer = await carousel.boundingBox();
  const card = await carousel.getByRole("article").first().boundingBox();
  if (!outer || !card) throw new Error("carousel not laid out");
  return (outer.width + 16) / (card.width + 16);
}

async function carouselOf(page: Page, name: string, js: boolean) {
  const region = section(page, name);
  if (js) {
    // A carousel becomes Swiper once it comes near the screen.
    await region.scrollIntoViewIfNeeded();
    const swiper = region.getByTestId("swiper-carousel").locator(".swiper");
    await expect(swiper).toBeVisible();
    return swiper;
  }
  return region.getByRole("list").first();
}

test("the hero, 'Popular this week' and the sections are on the page", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fast, interactive search through thousands of chemicals");
  const popular = section(page, "Popular this week");
  const items = popular.getByRole("listitem");
  await expect(items).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(items.nth(i)).toContainText("Innovation");
    await expect(items.nth(i).locator("time")).toHaveText(RELATIVE_DATE);
    await expect(items.nth(i).getByRole("link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
  }
  for (const name of ["Our Lateset Post", "Videos", "Recommended For You"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
});

test("'Popular this week' opens the post", async ({ page }) => {
  await page.goto("/blog");
  const link = section(page, "Popular this week").getByRole("link").first();
  const title = (await link.textContent()) ?? "";
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("the 'Videos' grid has 4 items, the first large and vertical, the rest horizontal", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blog");
  const videos = section(page, "Videos").getByRole("article");
  await expect(videos).toHaveCount(4);
  const first = await videos.nth(0).boundingBox();
  const second = await videos.nth(1).boundingBox();
  expect(first && second).toBeTruthy();
  expect(first!.height).toBeGreaterThan(first!.width);
  expect(second!.width).toBeGreaterThan(second!.height);
  expect(first!.height).toBeGreaterThan(second!.height * 2);
  await expect(videos.nth(1).getByRole("img")).toHaveAttribute("src", /^\/images\/blog\/.+\.svg$/);
});

for (const [width, latest, recommended] of [
  [1280, 4, 2.5],
  [390, 1.2, 1.2],
] as const) {
  test(`at ${width} px the carousels show ${latest} and ${recommended} posts`, async ({ page }, testInfo) => {
    const js = jsEnabled(testInfo);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    expect(await cardsInView(await carouselOf(page, "Our Lateset Post", js))).toBeCloseTo(latest, 0);
    expect(Math.abs((await cardsInView(await carouselOf(page, "Recommended For You", js))) - recommended)).toBeLessThan(0.15);
    expect(Math.abs((await cardsInView(await carouselOf(page, "Our Lateset Post", js))) - latest)).toBeLessThan(0.15);
  });
}

test("without JavaScript the carousels are horizontally scrollable lists; with it, Swiper with labelled buttons", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/blog");
  const latest = section(page, "Our Lateset Post");
  if (!jsEnabled(testInfo)) {
    const list = latest.getByTestId("latest-scroll-list");
    await expect(list).toHaveCSS("overflow-x", "auto");
    const scrollable = await list.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable).toBe(true);
    await expect(latest.getByRole("button", { name: /Next/ })).toHaveCount(0);
    return;
  }
  await latest.scrollIntoViewIfNeeded();
  const next = latest.getByRole("button", { name: "Next: Our Lateset Post" });
  const previous = latest.getByRole("button", { name: "Previous: Our Lateset Post" });
  await expect(previous).toBeDisabled();
  const firstCard = latest.getByRole("article").first();
  const before = (await firstCard.boundingBox())!.x;
  await next.click();
  await expect(previous).toBeEnabled();
  await expect.poll(async () => (await firstCard.boundingBox())!.x).toBeLessThan(before - 100);
});

test("with JavaScript the carousel follows the keyboard: Tab brings the focused card into view", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/blog");
  const latest = section(page, "Our Lateset Post");
  const links = latest.getByRole("article").getByRole("link");
  await expect(links).toHaveCount(await links.count());
  const third = links.nth(2);
  if (jsEnabled(testInfo)) {
    await latest.scrollIntoViewIfNeeded();
    await expect(latest.getByTestId("swiper-carousel")).toBeVisible();
  }
  await third.focus();
  await expect(third).toBeFocused();
  await expect(third).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
});

test("'View All' leads to the list of every post, and cards link to their posts", async ({ page }) => {
  await page.goto("/blog");
  await section(page, "Our Lateset Post").getByRole("link", { name: /^View All/ }).click();
  await expect(page).toHaveURL("/blog/all");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All posts");
  const titles = page.getByRole("heading", { level: 2 });
  expect(await titles.count()).toBeGreaterThanOrEqual(8);
  const title = (await titles.first().textContent()) ?? "";
  await titles.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a post page has its article, meta description and Article JSON-LD", async ({ page }) => {
  const response = await page.goto("/blog/scale-inhibitor-squeeze-treatments");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scale inhibitor squeeze treatments that last");
  await expect(page.getByText("By Khalid Al-Harthy")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "How a squeeze works" })).toBeVisible();
  await expect(page).toHaveTitle(/^Scale inhibitor squeeze treatments that last — /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /inhibitor into the formation/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "Article",
    headline: "Scale inhibitor squeeze treatments that last",
    author: { name: "Khalid Al-Harthy" },
    datePublished: "2026-11-15",
  });
  expect(jsonLd.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/blog\/scale-squeeze\.svg$/);
});

test("the blog page has a meta title and description", async ({ page }) => {
  await page.goto("/blog");
  await expect(page).toHaveTitle(/^Blog — /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /oilfield chemistry/);
});

test("an unknown post is a 404 on the error screen", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
});

test("Swiper's code loads on /blog only, once a carousel comes near the screen", async ({ page }, testInfo) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/contact-us");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((url) => url.includes("swiper"))).toBe(false);
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  await section(page, "Our Lateset Post").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((url) => url.includes("swiper"))).toBe(jsEnabled(testInfo));
});

for (const path of ["/blog", "/blog/all", "/blog/h2s-scavenger-chemistry"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    // axe walks every card of the long blog page, at each width: slow when the machine is busy.
    test.setTimeout(120_000);
    await expectNoAxeViolationsAt(page, path, {
      ready: async (shown) => {
        if (path !== "/blog" || !jsEnabled(test.info())) return;
        await section(shown, "Our Lateset Post").scrollIntoViewIfNeeded();
        await expect(shown.getByTestId("swiper-carousel").first()).toBeVisible();
      },
    });
  });
}
