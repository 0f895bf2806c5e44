/**
 * /blog in a real browser (the server-rendered pages, their texts, links, meta, JSON-LD and 404 are proved in
 * tests/http/blog.test.ts): the carousels running as Swiper with JavaScript (how many cards show, the buttons, the
 * keyboard, Swiper's code loading late), the Videos grid's layout, the scrollable lists that replace the carousels
 * without JavaScript (one @nojs test), and axe on the blog's pages.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** How many cards fit the carousel's width: its width over one card's width plus the 16 px gap. */
async function cardsInView(carousel: Locator) {
  const outer = await carousel.boundingBox();
  const card = await carousel.getByRole("article").first().boundingBox();
  if (!outer || !card) throw new Error("carousel not laid out");
  return (outer.width + 16) / (card.width + 16);
}

/** The Swiper a carousel becomes once it comes near the screen. */
async function swiperOf(page: Page, name: string) {
  const region = section(page, name);
  await region.scrollIntoViewIfNeeded();
  const swiper = region.getByTestId("swiper-carousel").locator(".swiper");
  await expect(swiper).toBeVisible();
  return swiper;
}

/** How many posts each carousel shows at each width: "Our Lateset Post", then "Recommended For You". */
const CARDS_AT = [
  [1280, 4, 2.5],
  [390, 1.2, 1.2],
] as const;

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
});

for (const [width, latest, recommended] of CARDS_AT) {
  test(`at ${width} px the Swiper carousels show ${latest} and ${recommended} posts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    expect(await cardsInView(await swiperOf(page, "Our Lateset Post"))).toBeCloseTo(latest, 0);
    expect(Math.abs((await cardsInView(await swiperOf(page, "Recommended For You"))) - recommended)).toBeLessThan(0.15);
    expect(Math.abs((await cardsInView(await swiperOf(page, "Our Lateset Post"))) - latest)).toBeLessThan(0.15);
  });
}

test("with JavaScript the carousel is Swiper with labelled buttons that move it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/blog");
  const latest = section(page, "Our Lateset Post");
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

test("with JavaScript the carousel follows the keyboard: Tab brings the focused card into view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/blog");
  const latest = section(page, "Our Lateset Post");
  const links = latest.getByRole("article").getByRole("link");
  await latest.scrollIntoViewIfNeeded();
  await expect(latest.getByTestId("swiper-carousel")).toBeVisible();
  const third = links.nth(2);
  await third.focus();
  await expect(third).toBeFocused();
  await expect(third).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
});

test("Swiper's code loads on /blog only, once a carousel comes near the screen", async ({ page }) => {
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
  await expect.poll(() => scripts.some((url) => url.includes("swiper"))).toBe(true);
});

// Layout without JavaScript needs a browser with JavaScript off: the only no-JS test here.
test(
  "without JavaScript the carousels are scrollable lists showing as many posts, Tab brings a card into view, and Swiper's code never loads",
  { tag: "@nojs" },
  async ({ page }, testInfo) => {
    test.skip(jsEnabled(testInfo), "with JavaScript the lists are Swiper carousels (above)");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const listOf = (name: string) => section(page, name).getByRole("list").first();
    for (const [width, latest, recommended] of CARDS_AT) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog");
      expect(await cardsInView(listOf("Our Lateset Post")), `latest posts at ${width} px`).toBeCloseTo(latest, 0);
      expect(Math.abs((await cardsInView(listOf("Recommended For You"))) - recommended), `recommended at ${width} px`).toBeLessThan(0.15);
      expect(Math.abs((await cardsInView(listOf("Our Lateset Post"))) - latest), `latest posts at ${width} px`).toBeLessThan(0.15);
    }

    // At 390 px (the last width above) the latest posts overflow their list, which scrolls sideways.
    const latest = section(page, "Our Lateset Post");
    const list = latest.getByTestId("latest-scroll-list");
    await expect(list).toHaveCSS("overflow-x", "auto");
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(latest.getByRole("button", { name: /Next/ })).toHaveCount(0);

    const third = latest.getByRole("article").getByRole("link").nth(2);
    await third.focus();
    await expect(third).toBeFocused();
    await expect(third).toBeInViewport();
    expect(scripts.some((url) => url.includes("swiper"))).toBe(false);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  },
);

// /blog's plain axe is in tests/e2e/a11y.spec.ts; here its carousels are built as Swiper first (their buttons, slides).
test("/blog with its carousels built as Swiper has no axe violations at 1280 and 390 px", async ({ page }) => {
  // axe walks every card of the long blog page, at each width: slow when the machine is busy.
  test.setTimeout(120_000);
  await expectNoAxeViolationsAt(page, "/blog", {
    ready: async (shown) => {
      await section(shown, "Our Lateset Post").scrollIntoViewIfNeeded();
      await expect(shown.getByTestId("swiper-carousel").first()).toBeVisible();
    },
  });
});

for (const path of ["/blog/all", "/blog/h2s-scavenger-chemistry"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await expectNoAxeViolationsAt(page, path);
  });
}
