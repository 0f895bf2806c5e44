/**
 * Script and HTML typed into a field must never run. That the server's HTML holds them only as text is proved over
 * HTTP (tests/http/security.test.ts); here, once, that nothing ran after hydration and a client-rendered dialog.
 */
import { expect, test } from "./fixtures";

/** Every way in: a script element, an event handler on a broken image, a quote break-out and an SVG handler. */
const PAYLOAD = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1">"'><svg onload=window.__xss=1>`;

test("in a shared /search address, with the share dialog open, it stays text and nothing of it runs", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(PAYLOAD)}&share=1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${PAYLOAD}”`);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator('img[src="x"], svg[onload], [onerror*="__xss"], [onload*="__xss"]')).toHaveCount(0);
  // The payload may sit, escaped, inside the page's data script; a script of its own would hold exactly its code.
  const scripts = (await page.locator("script").allTextContents()).map((text) => text.trim());
  expect(scripts).not.toContain("window.__xss=1");
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});
