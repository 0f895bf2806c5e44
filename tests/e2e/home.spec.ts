/** The landing screen, solution side, in the browser: hero search, tabs, the filter form, likes, share, About, Loading (the server's HTML: tests/http/home.test.ts). */
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { FILTER_ERROR } from "~/components/home/home-state";
import { OFFICES } from "~/content/company";
import { OFFICE_TITLES } from "../support/offices";
import { isJs, likeStored, openHome, PHONE, waitForHydration, WIDE } from "./home-helpers";

// Each test walks several states of the screen (and axe runs twice without JavaScript): allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

test("the hero search trims the text and goes to /search", { tag: "@nojs" }, async ({ page }, testInfo) => {
  await openHome(page, "/?category=14&page=2");
  await waitForHydration(page, testInfo);
  const search = page.getByPlaceholder("Enter Product name ...");
  await search.fill("  demulsifier  ");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=demulsifier$/);
});

test("tabs switch on the spot and reset the view", async ({ page }, testInfo) => {
  await openHome(page, "/?category=14");
  await waitForHydration(page, testInfo);
  await page.getByRole("tab", { name: "Find a plant" }).click();
  // Switching tab drops the filters, page and selection.
  await expect(page).toHaveURL(/\/\?tab=plant$/);
  await expect(page.getByRole("tab", { name: "Find a plant" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("group", { name: "Country" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Process" })).toBeVisible();
  await page.getByRole("tab", { name: "Find a solution" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("group", { name: "Chemicals category" })).toBeVisible();
});

test("the filter form: 'Filter' with nothing ticked says so; a ticked category filters the cards (at once from 768 px with JS, by 'Filter' without), chips remove it", { tag: "@nojs" }, async ({ page }, testInfo) => {
  // Two axe runs (an error state, and a result) on top of the journey: without JavaScript each loads the page again.
  test.slow();
  await openHome(page, "/");
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/filter=1/);
  if (isJs(testInfo)) {
    await expect(page.locator("[data-sonner-toaster]").getByText(FILTER_ERROR)).toBeVisible();
  } else {
    await expect(page.getByRole("alert")).toHaveText(FILTER_ERROR);
  }
  await expect(page.getByRole("article")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByText("Corrosion Inhibitors", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Pipeline", exact: true }).check();
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/category=14/);
  const chips = page.getByRole("list", { name: "Selected filters" });
  await expect(chips.getByRole("link", { name: /Pipeline/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  const filteredCount = await page.getByRole("article").count();
  expect(filteredCount).toBeGreaterThan(0);
  expect(filteredCount).toBeLessThan(10);
  await expect(page.getByRole("checkbox", { name: "Pipeline", exact: true })).toBeChecked();
  await expectNoAxeViolations(page);
  await chips.getByRole("link", { name: /Pipeline/ }).click();
  await expect(page).not.toHaveURL(/category=/);
  await expect(page.getByRole("article")).toHaveCount(10);
  await expect(page.getByRole("list", { name: "Selected filters" })).toHaveCount(0);
});

test("on a phone 'Filter' opens the panel over the cards, and 'Filter' with nothing ticked says so in a toast", async ({ page }, testInfo) => {
  await openHome(page, "/", PHONE);
  await waitForHydration(page, testInfo);
  // Below 768 px the panel opens from the 'Filter' button, and the cards give way to it.
  await page.getByRole("link", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/panel=filter/);
  await expect(page.getByRole("heading", { name: "Filter by" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeHidden();
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/filter=1/);
  await expect(page).not.toHaveURL(/panel=/);
  await expect(page.locator("[data-sonner-toaster]").getByText(FILTER_ERROR)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("on a phone a tick waits for 'Filter', which shows the results and closes the panel", async ({ page }, testInfo) => {
  await openHome(page, "/?panel=filter", PHONE);
  await waitForHydration(page, testInfo);
  await page.getByText("Corrosion Inhibitors", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Downhole", exact: true }).check();
  await expect(page).toHaveURL(/panel=filter$/);
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/category=15&filter=1$/);
  await expect(page.getByRole("heading", { name: "Filter by" })).toBeHidden();
  await expect(page.getByRole("list", { name: "Selected filters" }).getByRole("link", { name: /Downhole/ })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("like toggles a solution and is remembered for the visitor", { tag: "@nojs" }, async ({ page }, testInfo) => {
  await openHome(page, "/");
  await waitForHydration(page, testInfo);
  const card = page.getByRole("article").nth(1);
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
  const like = card.getByRole("button", { name: `Like ${name}` });
  let stored = likeStored(page);
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await stored;
  await page.reload();
  await expect(page.getByRole("button", { name: `Like ${name}` })).toHaveAttribute("aria-pressed", "true");
  stored = likeStored(page);
  await page.getByRole("button", { name: `Like ${name}` }).click();
  await expect(page.getByRole("button", { name: `Like ${name}` })).toHaveAttribute("aria-pressed", "false");
  await stored;
  await page.reload();
  await expect(page.getByRole("button", { name: `Like ${name}` })).toHaveAttribute("aria-pressed", "false");
});

test("the share dialog offers the address, LinkedIn, WhatsApp, e-mail and a read-only field", async ({ page, context }, testInfo) => {
  await openHome(page, "/");
  await waitForHydration(page, testInfo);
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!;
  const detailsHref = (await card.getByRole("link", { name: `Details of ${name}` }).getAttribute("href"))!;
  const shareLink = card.getByRole("link", { name: `Share ${name}` });
  await shareLink.click();
  const dialog = page.getByRole("dialog", { name: "Share" });
  await expect(dialog).toBeVisible();
  const address = dialog.getByLabel("Page address");
  await expect(address).toHaveValue(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${detailsHref}$`));
  await expect(address).toHaveAttribute("readonly", "");
  const url = await address.inputValue();
  await expect(dialog.getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute("href", `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`);
  await expect(dialog.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  await expect(dialog.getByRole("link", { name: "Share by e-mail" })).toHaveAttribute("href", /^mailto:\?subject=/);
  await expectNoAxeViolations(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Address copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(shareLink).toBeFocused();
});

for (const viewport of [WIDE, PHONE]) {
  test(`'What are We doing?' opens the About overlay and 'Back to Home' closes it (${viewport.width} px)`, async ({ page }, testInfo) => {
    await openHome(page, "/", viewport);
    await waitForHydration(page, testInfo);
    await page.getByRole("link", { name: "What are We doing?" }).click();
    await expect(page).toHaveURL(/about=1/);
    const about = page.getByRole("dialog", { name: "What are We doing?" });
    await expect(about).toBeVisible();
    await expect(about).toContainText("customise chemical products");
    await expect(about.getByRole("heading", { name: "Our Capabilities" })).toBeVisible();
    await expect(about.getByRole("img", { name: "World map of our offices" })).toBeVisible();
    for (const office of OFFICES) {
      await expect(about.getByRole("heading", { name: OFFICE_TITLES[office.id], exact: true })).toBeVisible();
      await expect(about.getByRole("link", { name: office.email })).toHaveAttribute("href", `mailto:${office.email}`);
    }
    await expectNoAxeViolations(page);
    await expect(about.getByRole("link", { name: "Back to Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toBeHidden();
    await page.getByRole("link", { name: "What are We doing?" }).click();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page.getByRole("dialog", { name: "What are We doing?" })).toBeHidden();
    await expect(page).not.toHaveURL(/about=1/);
  });
}

test("'Loading...' shows while a list loads", async ({ page }, testInfo) => {
  await openHome(page, "/");
  await waitForHydration(page, testInfo);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/_data=routes%2F_public\._index/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  release();
  await expect(page.getByText("Page 2 of 18")).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
});
