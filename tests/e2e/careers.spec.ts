/**
 * Careers in a real browser (spec §2): the department filter applied on change with JavaScript and sent by its button
 * without, the loading state of a client navigation, and axe on the filtered, paged and closed states. The lists,
 * pager and vacancy pages the server renders are proved in tests/http/careers.test.ts.
 */
import { test, expect, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";

test.describe("careers page", () => {
  test("the department dropdown defaults to 'All organizational units' and filters the cards", { tag: "@nojs" }, async ({ page }, testInfo) => {
    await page.goto("/careers");
    const select = page.getByLabel("Department");
    await expect(select.locator("option:checked")).toHaveText("All organizational units");
    await select.selectOption({ label: "Technical Services" });
    // With JavaScript the choice applies at once; without it the <noscript> button sends the form.
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Show vacancies" }).click();
    await expect(page).toHaveURL(/department=\d+/);
    const cards = page.getByRole("list", { name: "Vacancies" }).getByRole("listitem");
    // Drilling Fluids Application Specialist is closed, so not listed.
    await expect(cards).toHaveCount(1);
    await expect(cards.nth(0)).toContainText("Field Service Technician");
    await expect(page.getByLabel("Department").locator("option:checked")).toHaveText("Technical Services");
  });

  test("the pager moves to the second page and back", async ({ page }) => {
    await page.goto("/careers");
    const cards = page.getByRole("list", { name: "Vacancies" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/careers?page=2");
    await expect(cards.first()).toContainText("Accountant");
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/careers");
    await expect(cards).toHaveCount(6);
  });

  test("the vacancy page shows 'Loading...' while a client navigation fetches it", async ({ page }) => {
    await page.goto("/careers");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/career\/1\?_data=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "More detail" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible({ timeout: 2_000 });
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Senior Formulation Chemist – Production Chemicals");
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });

  // /careers itself, with and without JavaScript (its <noscript> button), is a11y.spec.ts's; the /ar twin is arabic-a11y.spec.ts's.
  for (const path of ["/careers?page=2", "/careers?department=1"]) {
    test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
      test.slow();
      await expectNoAxeViolationsAt(page, path);
    });
  }
});

test.describe("vacancy page", () => {
  test("a closed vacancy has no axe violations at 1280 and 390 px", async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, "/career/7");
  });
});
