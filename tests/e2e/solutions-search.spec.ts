/** /search in the browser (spec §2, §4, §8): the detail dialog on the spot, Copy, history back, 'Loading...', layout, axe (the server's HTML: tests/http/solutions.test.ts). */
import { test, expect, expectNoAxeViolationsAt } from "./fixtures";

test("select opens the solution detail on the spot and Close closes it", async ({ page }) => {
  await page.goto("/search?q=DM-340");
  await page.getByRole("link", { name: "Select Démulsifiant DM-340 (export grade)" }).click();
  await expect(page).toHaveURL(/solution=\d+/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Crude Oil Dehydration");
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveText("Démulsifiant DM-340 (export grade)");
  for (const name of ["MSDS", "TDS", "Send an Inquiry"]) await expect(dialog.getByRole("link", { name, exact: true })).toBeVisible();
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/search\?q=DM-340$/);
});

test("'Send an Inquiry' stays at the bottom of a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/search?q=DM-340");
  await page.getByRole("link", { name: "Select Démulsifiant DM-340 (export grade)" }).click();
  const box = await page.getByRole("link", { name: "Send an Inquiry" }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeGreaterThan(844 - 40);
  // It shares the bar with "Request this product", half the width each.
  expect(box!.width).toBeGreaterThan(150);
  const request = (await page.getByRole("link", { name: "Request this product" }).boundingBox())!;
  expect(Math.round(request.y)).toBe(Math.round(box!.y));
});

test("share opens a dialog with the page address and a Copy button, and closes again", async ({ page }) => {
  await page.goto("/search?q=Korozyon");
  await page.getByRole("link", { name: "Share Korozyon İnhibitörü CI-265" }).click();
  const dialog = page.getByRole("dialog", { name: "Share" });
  await expect(dialog.getByLabel("Page address")).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/search\?q=Korozyon$/);
  await expect(dialog.getByRole("button", { name: "Copy" })).toBeVisible();
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the back button returns to the previous page", async ({ page }) => {
  await page.goto("/search?q=demul");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/search\?q=demul$/);
});

test("shows 'Loading...' while a new page of results loads", async ({ page }) => {
  await page.goto("/search?q=demul");
  await page.route(/\/search\?.*_data=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Loading...")).toBeVisible();
  await expect(page.getByText("Page 2")).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
});

test("cards put their actions beside the text above 1024 px and under it at 1024 px and below", async ({ page }) => {
  for (const [width, beside] of [[1280, true], [1024, false], [390, false]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/search?q=Korozyon");
    const text = await page.getByTestId("result-card").getByRole("heading").boundingBox();
    const actions = await page.getByTestId("result-actions").boundingBox();
    expect(text && actions).toBeTruthy();
    if (beside) expect(actions!.x).toBeGreaterThan(text!.x + text!.width - 1);
    else expect(actions!.y).toBeGreaterThan(text!.y + text!.height);
  }
});

// Both widths in one test: one page and one copy of axe instead of two. A list of results is a11y.spec's /search?q=demulsifier.
for (const path of ["/search?q=zzqx", "/search?q=DM-340&solution=170", "/search?q=Korozyon&solution=999999", "/search?q=Korozyon&share=1"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}
