/** axe on every page, at desktop and phone widths, with and without JavaScript. */
import { test, expectNoAxeViolationsAt } from "./fixtures";
import { ALL_ROUTES } from "./routes";

const pages = [...ALL_ROUTES.map((r) => r.path), "/no-such-page"];

// Both widths in one test: one page and one copy of axe instead of two (the suite's time is mostly axe's).
test.slow();

for (const path of pages) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    await expectNoAxeViolationsAt(page, path);
  });
}
