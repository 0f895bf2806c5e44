/**
 * The quote basket in the browser (issue 42): from the search results' cards to one sent request, with and without
 * JavaScript. With it, "Add to quote basket" stays on the page (no page load) and the header's count follows; without
 * it, each add is a POST that comes back to the results. The server's answers to every step, in both languages:
 * tests/http/basket.test.ts; the button's own behaviour: app/components/basket/add-to-basket-form.test.tsx.
 */
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expectToast } from "./account-fixtures";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { isJs, openHome, waitForHydration } from "./home-helpers";
import { memberCookie, staffPage } from "./staff-fixtures";

test.describe.configure({ timeout: 60_000 });

const RESULTS = "/search?q=demulsifier";

const basketLink = (page: Page, lines: number) => page.getByRole("banner").getByRole("link", { name: `Quote basket, ${lines} ${lines === 1 ? "line" : "lines"}` });

/** The form of one line of the basket, by its solution's name. */
const line = (page: Page, name: string) => page.getByRole("form", { name: `Line: ${name}` });

async function saveLine(page: Page, form: Locator) {
  await form.getByRole("button", { name: "Save line" }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(form.getByRole("button", { name: "Save line" })).toBeEnabled();
}

test("two solutions from the search results' cards into the basket, a quantity and a sample, then one request with its reference; sales approve the sample from the inbox item", { tag: "@nojs" }, async ({ page, browser, baseURL, request: api }, testInfo) => {
  // Four axe runs and eleven page loads without JavaScript.
  test.slow();
  // An address no other run's request holds: sales find this request by it.
  const buyer = `amal.${randomUUID().slice(0, 8)}@example.om`;
  await openHome(page, RESULTS);
  const cards = page.getByTestId("result-card");
  const names = [(await cards.nth(0).getByRole("heading", { level: 2 }).textContent())!.trim(), (await cards.nth(1).getByRole("heading", { level: 2 }).textContent())!.trim()];
  // The button's code comes after the page's (its own chunk): a click before it has come would be the plain POST.
  await waitForHydration(page, testInfo, '[data-testid="result-card"] form[action="/basket"] button');
  // A marker survives only as long as the document: with JavaScript no add may load a new page.
  await page.evaluate(() => ((window as unknown as { basketMark: number }).basketMark = 1));

  for (const [index, name] of names.entries()) {
    await cards.nth(index).getByRole("button", { name: `Add to quote basket: ${name}` }).click();
    await expect(basketLink(page, index + 1)).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=demulsifier$/);
    if (isJs(testInfo)) {
      // The button has become the way to the basket, and the answer was said where a screen reader hears it.
      await expect(cards.nth(index).getByRole("link", { name: "In your quote basket" })).toBeFocused();
      await expect(cards.nth(index).locator("[aria-live=polite]")).toHaveText("Added to your quote basket");
    } else {
      await expect(page.getByTestId("flash-message")).toHaveText("Added to your quote basket");
    }
  }
  expect(await page.evaluate(() => (window as unknown as { basketMark?: number }).basketMark)).toBe(isJs(testInfo) ? 1 : undefined);

  await basketLink(page, 2).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote basket");
  await waitForHydration(page, testInfo, "#basket-request-heading");

  // Every line needs its quantity before the request goes; the second asks for a sample as well.
  const first = line(page, names[0]);
  await first.getByLabel("Quantity").fill("200");
  await saveLine(page, first);
  await expect(line(page, names[0]).getByLabel("Quantity")).toHaveValue("200");
  const second = line(page, names[1]);
  await second.getByLabel("Quantity").fill("2");
  await second.getByLabel("Unit", { exact: true }).selectOption("t");
  await second.getByLabel("Sample wanted").check();
  await second.getByLabel("Sample size").fill("1");
  await second.getByLabel("Sample unit").selectOption("l");
  await saveLine(page, second);
  await expect(line(page, names[1]).getByLabel("Quantity")).toHaveValue("2");
  await expect(line(page, names[1]).getByLabel("Unit", { exact: true })).toHaveValue("t");
  await expect(line(page, names[1]).getByLabel("Sample wanted")).toBeChecked();
  await expect(line(page, names[1]).getByLabel("Sample size")).toHaveValue("1");
  await expectNoAxeViolations(page);

  const request = page.getByRole("form", { name: "Send your request" });
  await request.getByLabel("Full name").fill("Amal Said");
  await request.getByLabel("E-mail").fill(buyer);
  await request.getByLabel("Mobile").fill("+968 9123 4567");
  await request.getByLabel("Company (optional)").fill("Petro Services LLC");
  await request.getByLabel("Delivery country").selectOption({ label: "Oman" });
  await request.getByLabel("Delivery city").fill("Sohar");
  await request.getByLabel("Delivery term (optional)").selectOption("DAP");
  await request.getByRole("button", { name: "Send request" }).click();

  await expect(page).toHaveURL(/\/confirmation\//);
  await expect(page.getByRole("main").locator("code")).toHaveText(/^RFQ-\d{4}-\d{6}$/);
  // The basket empties once the request is stored.
  await expect(basketLink(page, 0)).toBeVisible();
  await expect(page.getByTestId("basket-count")).toHaveCount(0);
  await expectNoAxeViolations(page);
  const reference = (await page.getByRole("main").locator("code").innerText()).trim();

  // Sales open the request, one inbox item with both lines, and approve the sample (its next steps come from the server).
  const sales = await memberCookie(api, ["sales"]);
  const { context, page: staff } = await staffPage(browser, baseURL!, sales.cookie);
  await staff.goto(`/staff/inbox?q=${encodeURIComponent(buyer)}`);
  await staff.getByTestId("inbox-row").getByRole("link").first().click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(`Basket request ${reference}`);
  // The basket lists the newest first, and the request keeps its order: the second solution added is line 1.
  await expect(staff.getByRole("group", { name: `Answer to line 1: ${names[1]}` })).toBeVisible();
  await expect(staff.getByRole("group", { name: `Answer to line 2: ${names[0]}` })).toBeVisible();
  await expectNoAxeViolations(staff);
  await staff.getByRole("button", { name: "Approve the sample of line 1" }).click();
  await expectToast(staff, "Sample of line 1: approved; the requester is told by e-mail.");
  await expect(staff.getByRole("button", { name: "Mark the sample of line 1 shipped" })).toBeVisible();
  await expect(staff.getByRole("button", { name: "Approve the sample of line 1" })).toHaveCount(0);
  await expectNoAxeViolations(staff);
  await context.close();
});
