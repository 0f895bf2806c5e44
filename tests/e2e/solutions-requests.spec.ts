/**
 * The MSDS / TDS / inquiry request forms (spec §2, §5, §8) — a dialog with JavaScript, a page of its own without —
 * and the product page's request form, sent as a quote request.
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

/** The success toast: sonner at the bottom left with JavaScript, the rendered status line without. */
async function expectSuccess(page: Page, js: boolean) {
  if (js) {
    const toaster = page.locator('[data-sonner-toaster][data-x-position="left"][data-y-position="bottom"]');
    await expect(toaster.getByText(SUCCESS)).toBeVisible();
  } else {
    await expect(page.getByTestId("flash-message")).toHaveText(SUCCESS);
    await expect(page.getByTestId("flash-message")).toHaveClass(/left-4/);
  }
}

async function fillValid(page: Page) {
  await page.getByLabel("First name").fill("Amal");
  await page.getByLabel("Last name").fill("Said");
  await page.getByLabel("Company e-mail").fill("Amal.Said@Petro-Services.OM");
  await page.getByLabel("Job function").selectOption({ index: 1 });
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Petro Services LLC");
  await page.getByLabel("Country").selectOption({ label: "Oman" });
}

test("MSDS: the spec's messages on submit, then the request is sent, stored and acknowledged", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await openRequestForm(page, "MSDS");
  if (js) await expect(page).toHaveURL(/\/search\?q=Korozyon&solution=\d+&request=msds$/);
  else await expect(page).toHaveURL(/\/solution\/\d+\/request\/msds\?redirectTo=/);
  const area = formArea(page, js);
  await expect(area.getByRole("heading", { name: "MSDS Request Form" })).toBeVisible();
  await expect(area.getByLabel("Message")).toHaveCount(0);

  await area.getByRole("button", { name: "Submit" }).click();
  for (const message of REQUIRED) await expect(area.getByText(message, { exact: true })).toBeVisible();

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
  await expectSuccess(page, jsEnabled(testInfo));
  // Closed, back on the detail it was opened from.
  await expect(page).toHaveURL(/\/search\?q=Korozyon&solution=\d+$/);
  await expect(page.getByRole("heading", { name: "MSDS Request Form" })).toHaveCount(0);
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText("Pipeline");
});

test("Inquiry: titled 'Inquiry Form' and the message is required", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await openRequestForm(page, "Send an Inquiry");
  const area = formArea(page, js);
  await expect(area.getByRole("heading", { name: "Inquiry Form" })).toBeVisible();
  await fillValid(page);
  await area.getByRole("button", { name: "Submit" }).click();
  await expect(area.getByText("Message is required")).toBeVisible();
  await expect(area.getByLabel("First name")).toHaveValue("Amal");
  await area.getByLabel("Message").fill("Please quote 20 drums delivered to Sohar.");
  await area.getByRole("button", { name: "Submit" }).click();
  await expectSuccess(page, jsEnabled(testInfo));
  await expect(page.getByRole("heading", { name: "Inquiry Form" })).toHaveCount(0);
});

test("TDS: 'Submitting...' and disabled while sending", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await openRequestForm(page, "TDS");
  const area = formArea(page, js);
  await expect(area.getByRole("heading", { name: "TDS Request Form" })).toBeVisible();
  await fillValid(page);
  if (js) {
    await page.route(/\/request\/tds/, async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  }
  await area.getByRole("button", { name: "Submit" }).click();
  if (js) await expect(area.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expectSuccess(page, jsEnabled(testInfo));
});

test("the request page closes back to where it was opened and refuses an unknown kind or solution", async ({ page }) => {
  await page.goto("/solution/1/request/msds?redirectTo=%2Fsolutions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("MSDS Request Form");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  expect((await page.goto("/solution/1/request/coa"))?.status()).toBe(404);
  expect((await page.goto("/solution/999999/request/tds"))?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("Error receiving information");
});

test("the product page: name as title, rich description, JSON-LD and meta description", async ({ page }) => {
  await page.goto("/search?q=Korozyon");
  const href = await page.getByRole("link", { name: "Select Korozyon İnhibitörü CI-265" }).getAttribute("href");
  const id = /solution=(\d+)/.exec(href ?? "")?.[1];
  await page.goto(`/solution/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Korozyon İnhibitörü CI-265");
  await expect(page.locator("article li").first()).toContainText("Recommended dosage");
  await expect(page).toHaveTitle(/^Korozyon İnhibitörü CI-265 — /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Pipeline corrosion inhibitor with Turkish labelling\. Continuous-injection/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "Product", name: "Korozyon İnhibitörü CI-265", category: "Pipeline" });
});

test("the product request form validates, offers kg and mg once each, and is really sent", async ({ page }, testInfo) => {
  await page.goto("/solution/1");
  await page.getByRole("link", { name: "Request this product" }).click();
  const dialog = page.getByRole("dialog", { name: "Product Request Form" });
  await expect(dialog.getByLabel("Unit").locator("option")).toHaveText(["kg", "mg"]);
  await dialog.getByRole("button", { name: "Send request" }).click();
  for (const message of ["Full name is required", "Email is required", "Mobile is required", "Quantity is required"]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel("Full name").fill("Amal Said");
  await dialog.getByLabel("E-mail").fill("amal@example.om");
  await dialog.getByLabel("Mobile").fill("+968 9123 4567");
  await dialog.getByLabel("Quantity").fill("-2");
  if (!jsEnabled(testInfo)) await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Quantity must be a positive number")).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toHaveValue("Amal Said");
  await dialog.getByLabel("Quantity").fill("250");
  await dialog.getByLabel("Unit").selectOption("mg");
  await dialog.getByLabel("Note (optional)").fill("Lab samples first.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expectSuccess(page, jsEnabled(testInfo));
  await expect(page).toHaveURL(/\/solution\/1$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

// Both widths in one test: one page and one copy of axe instead of two.
for (const path of ["/solution/1/request/inquiry", "/solution/1?quote=1", "/solution/1"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}

test("the request form with its messages has no axe violations", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await openRequestForm(page, "Send an Inquiry");
  await formArea(page, js).getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Message is required")).toBeVisible();
  if (js) await expectNoAxeViolations(page);
});
