/**
 * The blog in Arabic in a real browser (the server-rendered pages, the posts' Arabic texts, dates, links and data are
 * proved in tests/http/arabic-blog.test.ts): the carousels running right to left with Arabic buttons, the scrollable
 * list that replaces them without JavaScript, and axe on the pages the shared Arabic axe list does not hold.
 */
import type { Page } from "@playwright/test";
import { test, expect, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("the carousels run right to left: Swiper in rtl with Arabic buttons pointing the way they move", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/ar/blog");
  const latest = section(page, "أحدث مقالاتنا");
  await latest.scrollIntoViewIfNeeded();
  const swiper = latest.getByTestId("swiper-carousel").locator(".swiper");
  await expect(swiper).toBeVisible();
  await expect(swiper).toHaveAttribute("dir", "rtl");
  await expect(swiper).toHaveClass(/swiper-rtl/);
  await expect(latest.getByRole("group").first()).toHaveAttribute("aria-roledescription", "مقالة");
  await expect(latest.getByRole("group").first()).toHaveAttribute("aria-label", /^1 من \d+$/);

  const next = latest.getByRole("button", { name: "التالي: أحدث مقالاتنا" });
  const previous = latest.getByRole("button", { name: "السابق: أحدث مقالاتنا" });
  await expect(previous).toBeDisabled();
  // "Previous" sits on the start (right) side of "next", and each arrow is mirrored to point the way it moves.
  expect((await previous.boundingBox())!.x).toBeGreaterThan((await next.boundingBox())!.x);
  await expect(next.locator("span")).toHaveText("›");
  // Tailwind's rtl:-scale-x-100 mirrors with the `scale` property.
  const mirrored = /^-1(00%)? 1(00%)?$/;
  await expect(next.locator("span")).toHaveCSS("scale", mirrored);
  await expect(previous.locator("span")).toHaveCSS("scale", mirrored);

  const firstCard = latest.getByRole("article").first();
  const box = (await firstCard.boundingBox())!;
  const swiperBox = (await swiper.boundingBox())!;
  // The first card starts at the right.
  expect(Math.abs(box.x + box.width - (swiperBox.x + swiperBox.width))).toBeLessThan(2);
  await next.click();
  await expect(previous).toBeEnabled();
  // Next moves the row to the right, bringing the following card in from the left.
  await expect.poll(async () => (await firstCard.boundingBox())!.x).toBeGreaterThan(box.x + 100);
  await previous.click();
  await expect(previous).toBeDisabled();
  await expect.poll(async () => Math.round((await firstCard.boundingBox())!.x)).toBe(Math.round(box.x));
});

// Layout without JavaScript needs a browser with JavaScript off: the only no-JS test here that is not a form's journey.
test("without JavaScript the latest posts are a list scrolling right to left, its first card at the right edge", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.skip(jsEnabled(testInfo), "with JavaScript the list is a Swiper carousel (above)");
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/ar/blog");
  const latest = section(page, "أحدث مقالاتنا");
  const list = latest.getByTestId("latest-scroll-list");
  await expect(list).toHaveCSS("overflow-x", "auto");
  await expect(list).toHaveCSS("direction", "rtl");
  // Right to left, the first card starts at the right edge of the list.
  const listBox = (await list.boundingBox())!;
  const firstBox = (await list.getByRole("article").first().boundingBox())!;
  expect(Math.abs(firstBox.x + firstBox.width - (listBox.x + listBox.width))).toBeLessThan(2);
  await expect(latest.getByRole("button")).toHaveCount(0);
});

// The shared Arabic axe list (tests/e2e/arabic-a11y.spec.ts) holds /ar/blog; every post and a post are not in it.
for (const path of ["/ar/blog/all", "/ar/blog/h2s-scavenger-chemistry"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    // axe walks every card of a long page, at each width: slow when the machine is busy.
    test.setTimeout(120_000);
    await expectNoAxeViolationsAt(page, path);
  });
}
