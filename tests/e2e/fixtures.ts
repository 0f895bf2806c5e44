/** The shared test fixture: any console error or uncaught page error fails the test; axe helper for a11y. */
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // A 4xx/5xx document the test asked for on purpose (the 404 page, say) is logged by chromium as a resource error.
        if (/Failed to load resource: the server responded with a status of (4\d\d|503)/.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use();
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * axe needs to run a script in the page. Without JavaScript it cannot, so the no-JS check loads the same
 * address in a JavaScript-enabled context whose module scripts are blocked: the server-rendered page,
 * never hydrated — what a no-JS visitor gets.
 */
export async function expectNoAxeViolations(page: Page) {
  if (base.info().project.use.javaScriptEnabled !== false) {
    expect(await axeViolations(page), "axe violations").toEqual([]);
    return;
  }
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const context = await browser.newContext({ javaScriptEnabled: true, viewport });
  try {
    await context.route(/\.js(\?.*)?$/, (route) => route.abort());
    const serverPage = await context.newPage();
    await serverPage.goto(page.url());
    expect(await axeViolations(serverPage), "axe violations (server-rendered, no JavaScript)").toEqual([]);
  } finally {
    await context.close();
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
