/** /solutions (spec §2, §4, §8): search box, the 'Product name' table, pagination by page number, the empty message. */
import { test, expect, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";

test("lists products in a one-column table whose rows link to /solution/{id}", async ({ page }) => {
  await page.goto("/solutions");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Product name"]);
  await expect(table.getByRole("row")).toHaveCount(11);
  const first = table.getByRole("link").first();
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/solution\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("pages forward and back by the page number of the next and previous links", async ({ page }) => {
  await page.goto("/solutions");
  const firstOnPage1 = await page.getByRole("table").getByRole("link").first().textContent();
  await expect(page.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/solutions\?page=2$/);
  await expect(page.getByText("Page 2")).toBeVisible();
  await expect(page.getByRole("table").getByRole("link").first()).not.toHaveText(firstOnPage1 ?? "");
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole("table").getByRole("link").first()).toHaveText(firstOnPage1 ?? "");
});

test("searches on Enter and on the search button, and says when nothing matches", async ({ page }) => {
  await page.goto("/solutions");
  const box = page.getByPlaceholder("Enter product name...");
  await box.fill("Korozyon");
  await box.press("Enter");
  await expect(page).toHaveURL(/search=Korozyon/);
  await expect(page.getByRole("table").getByRole("link")).toHaveText(["Korozyon İnhibitörü CI-265"]);

  await page.getByPlaceholder("Enter product name...").fill("no such chemical zzqx");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No products found matching your search.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("typing alone does not search; clearing the box clears the search", async ({ page }, testInfo) => {
  await page.goto("/solutions?search=Korozyon");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  const box = page.getByPlaceholder("Enter product name...");
  await box.fill("Korozyon CI");
  await expect(page).toHaveURL(/search=Korozyon$/);
  await box.fill("");
  if (jsEnabled(testInfo)) {
    await expect(page).toHaveURL(/\/solutions$/);
  } else {
    // Without JavaScript the cleared box applies when sent.
    await box.press("Enter");
  }
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(11);
});

test("a bad page number is ignored, not an error", async ({ page }) => {
  const response = await page.goto("/solutions?page=abc");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(11);
});

// Both widths in one test: one page and one copy of axe instead of two.
for (const path of ["/solutions", "/solutions?search=zzqx"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}
