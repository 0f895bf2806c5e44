/** Shared steps for the landing-screen specs: tile interception, viewports and the no-JS switch. */
import type { Page, TestInfo } from "@playwright/test";

// A 1×1 transparent PNG: the e2e config points MAP_TILE_URL at a dead port, so tiles are answered here.
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

async function serveBlankTiles(page: Page) {
  await page.route("**/tiles/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }));
}

export const WIDE = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function openHome(page: Page, path = "/", viewport = WIDE) {
  await serveBlankTiles(page);
  await page.setViewportSize(viewport);
  await page.goto(path);
}

export function isJs(testInfo: TestInfo) {
  return testInfo.project.name === "js";
}

/**
 * With JavaScript the page must be hydrated before clicks are client-side (and before onChange submits): its heading,
 * or `selector` for a part whose code loads after the page's (a dialog the address opened).
 */
export async function waitForHydration(page: Page, testInfo: TestInfo, selector = "h1") {
  if (!isJs(testInfo)) return;
  // React marks the DOM nodes it has hydrated with its fiber key.
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

/**
 * The answer to the next like POST. With JavaScript the button turns at once and the POST follows: a reload must
 * wait for this, not for "networkidle", which a page that was idle before the click has already reached.
 */
export function likeStored(page: Page) {
  return page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/likes");
}
