/**
 * Layout checks the axe sweeps run on the page they have just loaded at each width (a11y.spec.ts, arabic-a11y.spec.ts,
 * accounts-a11y.spec.ts, arabic-account.spec.ts): no page wider than a 390 px phone, and the Arabic pages fitting their
 * width and mirrored. One load serves both checks; what is measured is what a person sees.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

const PHONE_WIDTH = 390;

const widthOf = (page: Page) => page.viewportSize()!.width;

/** The page's width against the window's: a page wider than the phone scrolls sideways. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow <= 0) return [];
    // The outermost elements past the window's edge (not those inside a box that scrolls or clips), for the report.
    const edge = document.documentElement.clientWidth;
    const clipped = (el: HTMLElement) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > edge + 1 || box.left < -1) && !clipped(el) && !el.closest(".sr-only, [data-mobile-menu]");
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)} (${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)})`);
    return [`${overflow} px wider than the window`, ...culprits];
  });
}

/** The status the page's document came with (a layout check of an error page would prove nothing). */
function documentStatus(page: Page) {
  return page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStatus);
}

/** At 390 px: the page loaded, and is no wider than the phone. Nothing at other widths. */
export async function expectNoWiderThanPhone(page: Page) {
  if (widthOf(page) !== PHONE_WIDTH) return;
  expect(await documentStatus(page), page.url()).toBeLessThan(400);
  expect(await sideways(page), `${page.url()} scrolls sideways`).toEqual([]);
}

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

/**
 * An Arabic page at any width: nothing wider than the page (a box left on the physical left or a fixed width would make
 * a right-to-left page scroll sideways), no text spilling out of its box, and the page mirrored: the site's name at
 * the right of the header and, from 1024 px, the first link of the navigation to the right of the last. Outside CI the
 * page's screenshot is attached to the report for a person to look over.
 */
export async function expectFitsRightToLeft(page: Page, testInfo: TestInfo) {
  const width = widthOf(page);
  expect(await documentStatus(page), page.url()).toBeLessThan(400);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
  expect(widths.page, "the page scrolls sideways").toBeLessThanOrEqual(widths.window);
  expect(await overflowing(page)).toEqual([]);
  // Mirrored: the site's name (the header's first link) sits in the right half, or in the middle where a layout centres it.
  const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
  expect(brand && brand.x + brand.width / 2).toBeGreaterThanOrEqual(width / 2 - 1);
  const links = page.getByRole("banner").getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link");
  // The sign-in pages have no main navigation.
  if (width >= 1024 && (await links.count()) > 0) {
    const first = await links.first().boundingBox();
    const last = await links.last().boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
  }
  if (!process.env.CI) {
    const path = new URL(page.url()).pathname + new URL(page.url()).search;
    await testInfo.attach(`${path} ${width} px`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  }
}
