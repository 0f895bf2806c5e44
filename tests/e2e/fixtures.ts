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

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
}

export function jsEnabled(testInfo: { project: { name: string } }) {
  return testInfo.project.name === "js";
}
