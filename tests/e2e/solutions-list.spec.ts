/** /solutions in the browser (spec §2, §4, §8): the search box on the spot, axe (the server's HTML and its searches: tests/http/solutions.test.ts). */
import { test, expect, expectNoAxeViolationsAt } from "./fixtures";

test("searches on Enter; typing alone does not search; clearing the box clears the search", async ({ page }) => {
  await page.goto("/solutions");
  const box = page.getByPlaceholder("Enter product name...");
  await box.fill("Korozyon");
  await box.press("Enter");
  await expect(page).toHaveURL(/search=Korozyon$/);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  await box.fill("Korozyon CI");
  await expect(page).toHaveURL(/search=Korozyon$/);
  await box.fill("");
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(11);
});

// Both widths in one test: one page and one copy of axe instead of two. /solutions itself is a11y.spec's.
test("/solutions?search=zzqx has no axe violations at 1280 and 390 px", async ({ page }) => {
  test.slow();
  await expectNoAxeViolationsAt(page, "/solutions?search=zzqx");
});
