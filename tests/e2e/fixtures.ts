/**
 * The shared test fixture: any console error or uncaught page error fails the test; axe helpers for a11y.
 * The nojs project runs only the tests tagged @nojs (playwright.config.ts): the no-JavaScript journeys through each
 * form, and axe on the pages whose markup differs without JavaScript (docs/testing.md).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** How each page's current document was asked for: "POST" when it is a form's answer (a redirect's target is a GET). */
const documentMethod = new WeakMap<Page, string>();

export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    // On the context, not a page: a test that opens no page (requests only) gets none made for it.
    async ({ context }, use) => {
      context.on("request", (request) => {
        if (!request.isNavigationRequest()) return;
        const page = request.frame().page();
        if (page && request.frame() === page.mainFrame()) documentMethod.set(page, request.method());
      });
      const errors: string[] = [];
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // A 4xx/5xx document the test asked for on purpose (the 404 page, say) is logged by chromium as a resource error.
        if (/Failed to load resource: the server responded with a status of (4\d\d|503)/.test(text)) return;
        errors.push(text);
      });
      context.on("weberror", (error) => errors.push(error.error().message));
      await use();
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe-core's minified build (axe-core is pinned to the version @axe-core/playwright takes), put into a document once. AxeBuilder would send its
 * 1.2 MB unminified source and evaluate it twice for every check, about half of a check's time (1.2–2.1 s a check
 * against 0.6–1.3 s here); it is handed an empty statement as its source instead, and runs the axe already in the page.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const AXE_ALREADY_IN_PAGE = ";";

async function putAxeInto(page: Page) {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!present) await page.evaluate(AXE_SOURCE);
}

/**
 * Waits until no finite CSS transition or animation is running (a spinner's endless one is left alone). A toast fading
 * in or stacking behind a newer one is half transparent for 400 ms, and axe measured its text's contrast at that
 * instant: a failure of the moment, not of the page (three such failures in one CI run). A short pause first, so that
 * a transition a render has just set off is counted; a few rounds, for one that starts when another ends; each wait
 * bounded. Timers, not animation frames: after a viewport change the harness's page sometimes draws no frame at all.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let round = 0; round < 5; round++) {
      await pause(32);
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      if (running.length === 0) return;
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), pause(1000)]);
    }
  });
}

/**
 * Only violations are made into results (resultTypes): axe still runs every rule on every node, but no longer builds a
 * unique selector for each node that passed, which was a tenth of a sweep's time (a11y.spec.ts: 89 → 80 s here).
 * Legacy mode runs axe in the page alone. The default opens a second, blank page to assemble the results, one more
 * page and one more copy of axe for every check; it exists for cross-origin frames, and the site has none.
 */
async function axeViolations(page: Page) {
  await settleTransitions(page);
  await putAxeInto(page);
  const results = await new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_PAGE })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

function javaScriptOff() {
  return base.info().project.use.javaScriptEnabled === false;
}

/**
 * axe needs to run a script in the page. Without JavaScript it cannot, so the no-JS check serves the page's own HTML
 * as it is now (a POST's answer too, which loading the address again could not reproduce) to a JavaScript-enabled
 * context whose scripts are blocked, with the test's cookies: exactly what the no-JS visitor got, never hydrated.
 */
async function serverRenderedPage(page: Page) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const context = await browser.newContext({ javaScriptEnabled: true, viewport });
  await context.addCookies(await page.context().cookies());
  await context.route(/\.js(\?.*)?$/, (route) => route.abort());
  return { page: await context.newPage(), context, close: () => context.close() };
}

/**
 * axe on the page as it is now. Without JavaScript only a form's answer is checked (an error state, which no other
 * test can load): a page reached by a GET, a redirect's target among them, is the HTML the `js` project checks in
 * the same journey, and the pages whose markup differs without JavaScript have their own @nojs axe tests
 * (expectNoAxeViolationsAt). A page of a context the fixture did not make is always checked.
 */
export async function expectNoAxeViolations(page: Page) {
  if (!javaScriptOff()) {
    expect(await axeViolations(page), "axe violations").toEqual([]);
    return;
  }
  if (documentMethod.get(page) === "GET") return;
  const html = await page.content();
  const url = page.url();
  const server = await serverRenderedPage(page);
  try {
    await server.context.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    await server.page.goto(url);
    expect(await axeViolations(server.page), "axe violations (server-rendered, no JavaScript)").toEqual([]);
  } finally {
    await server.close();
  }
}

/**
 * axe on one address at each width, in one test: the page loads it at 1280 px, is checked, loads it again at 390 px
 * and is checked again. Without JavaScript only the server-rendered page loads (above). `ready` runs after each
 * load, before axe, on the page axe checks: what must be on screen first.
 * Every rule runs at both widths. Most of axe's rules skip what is hidden, and the CSS hides different parts at each
 * width (the phone's menu, its filter panel); the rules that read the layout (color-contrast above all) are most of a
 * check's time anyway: with only those, a check at 390 px took 200–750 ms against 250–930 ms (eight pages).
 */
export async function expectNoAxeViolationsAt(
  page: Page,
  path: string,
  options: { widths?: readonly number[]; ready?: (page: Page) => Promise<void> } = {},
) {
  const server = javaScriptOff() ? await serverRenderedPage(page) : undefined;
  const target = server?.page ?? page;
  try {
    for (const width of options.widths ?? [1280, 390]) {
      await target.setViewportSize({ width, height: 900 });
      await target.goto(path);
      await options.ready?.(target);
      const label = `axe violations at ${width} px${server ? " (server-rendered, no JavaScript)" : ""}`;
      expect(await axeViolations(target), label).toEqual([]);
    }
  } finally {
    await server?.close();
  }
}

export function jsEnabled(testInfo: { project: { name: string } }) {
  return testInfo.project.name === "js";
}

/**
 * With JavaScript a public page's form hydrates when the visitor reaches for it (app/forms/lazy-form.tsx): point at
 * it and wait until React has it. Without JavaScript there is nothing to wait for.
 */
export async function reachForm(page: Page, testInfo: { project: { name: string } }) {
  if (!jsEnabled(testInfo)) return;
  await page.locator("[data-lazy-form] form").first().hover();
  await expect(page.locator("[data-lazy-form][data-ready]").first()).toBeAttached();
}
