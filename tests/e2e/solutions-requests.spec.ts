/**
 * The MSDS / TDS / inquiry request forms (spec §2, §5, §8) in the browser — a dialog with JavaScript, a page of its own
 * without — and the product page's request form, sent as a quote request: one real journey each with and without
 * JavaScript (every no-JS post and the pages' HTML: tests/http/solutions.test.ts).
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";

const SUCCESS = "Your request has been submitted successfully";
const REQUIRED = [
  "First name is required",
  "Last name is required",
  "Email is required",
  "Job function is required",
  "Company name is required",
  "Country is required",
];

/** Opens the detail of Korozyon İnhibitörü CI-265 from the search results and one of its request forms. */
async function openRequestForm(page: Page, button: "MSDS" | "TDS" | "Send an Inquiry") {
  await page.goto("/search?q=Korozyon");
  await page.getByRole("link", { name: "Select Korozyon İnhibitörü CI-265" }).click();
  await page.getByRole("dialog").getByRole("link", { name: button, exact: true }).click();
}

/** The form: in the dialog with JavaScript, the page's main content without. */
function formArea(page: Page, js: boolean) {
  return js ? page.getByRole("dialog") : page.getByRole("main");
}

/** The confirmation page the request leads to, with and without JavaScript: the spec's words, and the reference. */
async function expectConfirmation(page: Page, prefix: string) {
  await expect(page).toHaveURL(/\/confirmation\/c1\./);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SUCCESS);
  await expect(page.getByRole("main").locator("code")).toHaveText(new RegExp(`^${prefix}-\\d{4}-\\d{6}$`));
  // Nothing laid over the page: no toast, no flashed box.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(page.getByTestId("flash-message")).toHaveCount(0);
}

async function fillValid(page: Page) {
  await page.getByLabel("First name").fill("Amal");
  await page.getByLabel("Last name").fill("Said");
  await page.getByLabel("Company e-mail").fill("Amal.Said@Petro-Services.OM");
  await page.getByLabel("Job function").selectOption({ index: 1 });
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Petro Services LLC");
  await page.getByLabel("Country").selectOption({ label: "Oman" });
}

test("MSDS: the spec's messages on submit, then the request is sent, stored and confirmed on its own page, which leads back", { tag: "@nojs" }, async ({ page }, testInfo) => {
  // Two axe runs (an error state, and the confirmation page) on top of the journey: without JavaScript each loads the page again.
  test.slow();
  const js = jsEnabled(testInfo);
  await openRequestForm(page, "MSDS");
  if (js) await expect(page).toHaveURL(/\/search\?q=Korozyon&solution=\d+&request=msds$/);
  else await expect(page).toHaveURL(/\/solution\/\d+\/request\/msds\?redirectTo=/);
  const area = formArea(page, js);
  await expect(area.getByRole("heading", { name: "MSDS Request Form" })).toBeVisible();
  await expect(area.getByLabel("Message")).toHaveCount(0);

  await area.getByRole("button", { name: "Submit" }).click();
  for (const message of REQUIRED) await expect(area.getByText(message, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await area.getByLabel("First name").fill("Amal");
  await area.getByLabel("Company e-mail").fill("amal@example");
  if (!js) await area.getByRole("button", { name: "Submit" }).click();
  // With JavaScript the messages follow each change once the form was submitted.
  await expect(area.getByText("Invalid email address")).toBeVisible();
  await expect(area.getByText("First name is required")).toHaveCount(0);
  await expect(area.getByLabel("First name")).toHaveValue("Amal");
  await expect(area.getByLabel("Company e-mail")).toHaveValue("amal@example");

  await fillValid(page);
  await area.getByRole("button", { name: "Submit" }).click();
  await expectConfirmation(page, "MSDS");
  await expectNoAxeViolations(page);
  // Onward, back on the detail it was opened from.
  await page.getByRole("link", { name: "Back to where you were" }).click();
  await expect(page).toHaveURL(/\/search\?q=Korozyon&solution=\d+$/);
  await expect(page.getByRole("heading", { name: "MSDS Request Form" })).toHaveCount(0);
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText("Pipeline");
});

test("the product request form validates, offers each unit once, and is really sent", { tag: "@nojs" }, async ({ page }, testInfo) => {
  // Two axe runs (an error state, and a result) on top of the journey: without JavaScript each loads the page again.
  test.slow();
  await page.goto("/solution/1");
  await page.getByRole("link", { name: "Request this product" }).click();
  const dialog = page.getByRole("dialog", { name: "Product Request Form" });
  await expect(dialog.getByLabel("Unit").locator("option")).toHaveText(["kg", "t", "L", "m³", "208 L drum", "1,000 L IBC"]);
  await dialog.getByRole("button", { name: "Send request" }).click();
  for (const message of ["Full name is required", "Email is required", "Mobile is required", "Quantity is required"]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Full name").fill("Amal Said");
  await dialog.getByLabel("E-mail").fill("amal@example.om");
  await dialog.getByLabel("Mobile").fill("+968 9123 4567");
  await dialog.getByLabel("Quantity").fill("-2");
  if (!jsEnabled(testInfo)) await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Quantity must be a positive number")).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toHaveValue("Amal Said");
  await dialog.getByLabel("Quantity").fill("250");
  await dialog.getByLabel("Unit").selectOption("drum-208l");
  await dialog.getByLabel("Note (optional)").fill("Lab samples first.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expectConfirmation(page, "QUOTE");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("link", { name: /^Back to / }).click();
  await expect(page).toHaveURL(/\/solution\/1$/);
});

// Both widths in one test: one page and one copy of axe instead of two. /solution/1 itself is a11y.spec's.
for (const path of ["/solution/1/request/inquiry", "/solution/1?quote=1"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}
