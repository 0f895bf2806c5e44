/** /search (spec §2, §4, §8): result cards, the detail dialog, share, back, 'Loading...' and the empty message. */
import { test, expect, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";

test("shows result cards with name, commercial name, a plain-text excerpt and the liked state", async ({ page }) => {
  await page.goto("/search?q=Korozyon");
  const card = page.getByTestId("result-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { level: 2 })).toHaveText("Korozyon İnhibitörü CI-265");
  await expect(card.getByText("Pipeline corrosion inhibitor with Turkish labelling")).toBeVisible();
  await expect(card.getByText(/^Continuous-injection pipeline corrosion inhibitor/)).toBeVisible();
  await expect(card.locator("li, strong")).toHaveCount(0);
  const like = card.getByRole("button", { name: "Like Korozyon İnhibitörü CI-265" });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  // The like control posts to the likes endpoint with the toggle's new state and a way back here.
  const form = card.locator('form[action="/likes"]');
  await expect(form.locator('input[name="kind"]')).toHaveValue("solution");
  await expect(form.locator('input[name="liked"]')).toHaveValue("true");
  await expect(form.locator('input[name="redirectTo"]')).toHaveValue("/search?q=Korozyon");
});

test('says No results found for "{q}" when nothing matches', async ({ page }) => {
  await page.goto("/search?q=zzqx%20nothing");
  await expect(page.getByText('No results found for "zzqx nothing"')).toBeVisible();
  await expect(page.getByTestId("result-card")).toHaveCount(0);
});

test("select opens the solution detail: category header, image, names, description and the request buttons", async ({ page }) => {
  await page.goto("/search?q=DM-340");
  await page.getByRole("link", { name: "Select Démulsifiant DM-340 (export grade)" }).click();
  await expect(page).toHaveURL(/solution=\d+/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Crude Oil Dehydration");
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveText("Démulsifiant DM-340 (export grade)");
  await expect(dialog.getByText("Demulsifier for francophone markets, French labelling and SDS")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Démulsifiant DM-340 (export grade) illustration" })).toBeVisible();
  await expect(dialog.locator("strong", { hasText: "PetroBreak Demulsifier DM-340" })).toBeVisible();
  await expect(dialog.locator("li").first()).toContainText("Recommended dosage");
  for (const name of ["MSDS", "TDS", "Send an Inquiry"]) await expect(dialog.getByRole("link", { name, exact: true })).toBeVisible();
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/search\?q=DM-340$/);
});

test("a solution without image shows no image; an unknown one shows 'No solution details available'", async ({ page }) => {
  await page.goto("/search?q=Korozyon");
  await page.getByRole("link", { name: "Select Korozyon İnhibitörü CI-265" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText("Pipeline");
  await expect(page.getByRole("dialog").getByRole("img")).toHaveCount(0);

  const response = await page.goto("/search?q=Korozyon&solution=999999");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText("Solution Details");
  await expect(page.getByRole("dialog").getByText("No solution details available")).toBeVisible();
  await page.goto("/search?q=Korozyon&solution=abc");
  await expect(page.getByRole("dialog").getByText("No solution details available")).toBeVisible();
});

test("'Send an Inquiry' stays at the bottom of a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/search?q=DM-340");
  await page.getByRole("link", { name: "Select Démulsifiant DM-340 (export grade)" }).click();
  const box = await page.getByRole("link", { name: "Send an Inquiry" }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeGreaterThan(844 - 40);
  expect(box!.width).toBeGreaterThan(300);
});

test("share opens a dialog with the page address, a mailto link, and closes again", async ({ page }, testInfo) => {
  await page.goto("/search?q=Korozyon");
  await page.getByRole("link", { name: "Share Korozyon İnhibitörü CI-265" }).click();
  const dialog = page.getByRole("dialog", { name: "Share" });
  await expect(dialog.getByLabel("Page address")).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/search\?q=Korozyon$/);
  await expect(dialog.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", /^mailto:\?subject=.*&body=http%3A%2F%2F127\.0\.0\.1/);
  if (jsEnabled(testInfo)) await expect(dialog.getByRole("button", { name: "Copy" })).toBeVisible();
  else await expect(dialog.getByRole("button", { name: "Copy" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the back button returns to the previous page with JavaScript, and home without", async ({ page }, testInfo) => {
  await page.goto("/search?q=demul");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole("link", { name: "Back" }).click();
  if (jsEnabled(testInfo)) await expect(page).toHaveURL(/\/search\?q=demul$/);
  else await expect(page).toHaveURL(/\/$/);
});

test("shows 'Loading...' while a new page of results loads", async ({ page }, testInfo) => {
  await page.goto("/search?q=demul");
  if (!jsEnabled(testInfo)) {
    // Without JavaScript the server sends the finished page: results, never a loading state.
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Page 2")).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    return;
  }
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

// Both widths in one test: one page and one copy of axe instead of two.
for (const path of ["/search?q=demul", "/search?q=zzqx", "/search?q=DM-340&solution=170", "/search?q=Korozyon&solution=999999", "/search?q=Korozyon&share=1"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}
