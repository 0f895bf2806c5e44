/**
 * The Arabic pages' layout at a phone's and a desktop's width: nothing wider than the page (a box left on
 * the physical left or a fixed width would make a right-to-left page scroll sideways), no text spilling out of its
 * box, and the page mirrored: the site's name at the right of the header and the first link of the navigation to the
 * right of the last. Each page's screenshot is attached to the report for a person to look over.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { PHONE, WIDE } from "./home-helpers";

const PAGES = [
  "/ar",
  "/ar/solutions",
  "/ar/solution/1",
  "/ar/solution/1/request/msds",
  "/ar/search?q=amine",
  "/ar/services",
  "/ar/contact-us",
  "/ar/careers",
  "/ar/blog",
  "/ar/auth/login",
  "/ar/auth/register",
];

/** Elements whose content is wider than their box while nothing clips or scrolls it, with their text for the report. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden" || style.position === "fixed") continue;
      if (style.overflowX !== "visible" || element.closest("[aria-hidden=true], .leaflet-container, .swiper, noscript, .sr-only")) continue;
      if (element.clientWidth === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.children.length === 0 && (element.textContent ?? "").trim()) {
        found.push(`${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 60)}`);
      }
    }
    return found;
  });
}

for (const [name, viewport] of [["390 px", PHONE], ["1280 px", WIDE]] as const) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path} fits the width and reads right to left`, async ({ page }, testInfo) => {
        await page.route(/\/tiles\//, (route) => route.fulfill({ status: 204 }));
        expect((await page.goto(path))?.status()).toBeLessThan(400);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
        expect(widths.page, "the page scrolls sideways").toBeLessThanOrEqual(widths.window);
        expect(await overflowing(page)).toEqual([]);
        // Mirrored: the site's name (the header's first link) sits in the right half, or in the middle where a layout centres it.
        const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
        expect(brand && brand.x + brand.width / 2).toBeGreaterThanOrEqual(viewport.width / 2 - 1);
        const links = page.getByRole("banner").getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link");
        // The sign-in pages have no main navigation.
        if (viewport.width >= 1024 && (await links.count()) > 0) {
          const first = await links.first().boundingBox();
          const last = await links.last().boundingBox();
          expect(first!.x).toBeGreaterThan(last!.x);
        }
        if (!process.env.CI && testInfo.project.name === "js") await testInfo.attach(`${path} ${name}`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
      });
    }
  });
}
