/** axe on every page, at desktop and phone widths, with and without JavaScript. */
import { test, expectNoAxeViolations } from "./fixtures";
import { ALL_ROUTES } from "./routes";

const pages = [...ALL_ROUTES.map((r) => r.path), "/no-such-page"];

for (const width of [1280, 390]) {
  for (const path of pages) {
    test(`${path} has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
}
