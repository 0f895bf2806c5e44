/** /contact-us: company texts, contact details, and the 'Get in touch' form's every rule with JavaScript on and off. */
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, jsEnabled, reachForm, expectNoAxeViolationsAt } from "./fixtures";

const form = (page: Page) => page.getByRole("form", { name: "Get in touch" });

async function fillPerson(page: Page) {
  await page.getByLabel("First name").fill("Huda");
  await page.getByLabel("Last name").fill("Al-Saadi");
  await page.getByLabel("Email").fill("huda@example.om");
  await page.getByLabel("Phone number").fill("+968 9123 4567");
}

/** Chooses a country: with JavaScript the cities load by themselves; without, 'Show cities' reloads the form. */
async function chooseCountry(page: Page, country: string, js: boolean) {
  await page.getByLabel("Country").selectOption({ label: country });
  if (!js) await page.getByRole("button", { name: "Show cities" }).click();
  await expect(page.getByLabel("City")).toBeEnabled();
}

test("shows 'About Us', 'Who we are' and the contact details as links", async ({ page }) => {
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Who we are" })).toBeVisible();
  const info = page.getByRole("region", { name: "Contact Information" });
  await expect(info.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(info.getByRole("link", { name: "+968 2441 5500" })).toHaveAttribute("href", "tel:+96824415500");
  await expect(info.getByRole("link", { name: "info@sahel-chemicals.example" })).toHaveAttribute("href", "mailto:info@sahel-chemicals.example");
  await expect(info.getByText(/Head office: .*Muscat/)).toBeVisible();
  await expect(info.getByText(/Factory: .*Muscat/)).toBeVisible();
});

test("the city list is disabled until a country is chosen, then lists that country's cities", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await page.goto("/contact-us");
  await expect(page.getByLabel("City")).toBeDisabled();
  // Until the visitor reaches for the form it is the server's, with its no-JavaScript step.
  await expect(page.getByRole("button", { name: "Show cities" })).toHaveCount(1);
  await reachForm(page, testInfo);
  await expect(page.getByRole("button", { name: "Show cities" })).toHaveCount(js ? 0 : 1);
  await page.getByLabel("First name").fill("Huda");
  await page.getByLabel("Message").fill("Kept across the reload");
  await chooseCountry(page, "Oman", js);
  const city = page.getByLabel("City");
  await expect(city.getByRole("option", { name: "Muscat" })).toHaveCount(1);
  await expect(city.getByRole("option", { name: "Dubai" })).toHaveCount(0);
  // Every typed value survives (without JavaScript the page was reloaded by the server).
  await expect(page.getByLabel("First name")).toHaveValue("Huda");
  await expect(page.getByLabel("Message")).toHaveValue("Kept across the reload");
  await expect(page.getByLabel("Country")).toHaveValue(/\d+/);
  // No validation message for a step that is not a submission.
  await expect(page.getByText("Last name is required")).toHaveCount(0);

  await chooseCountry(page, "United Arab Emirates", js);
  await expect(city.getByRole("option", { name: "Dubai" })).toHaveCount(1);
  await expect(city.getByRole("option", { name: "Muscat" })).toHaveCount(0);
});

test("an empty submission shows each required field's message", async ({ page }) => {
  await page.goto("/contact-us");
  await form(page).getByRole("button", { name: "Send message" }).click();
  for (const message of ["First name is required", "Last name is required", "Email is required", "Phone number is required", "City is required"]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("a malformed e-mail shows 'Invalid email address' and keeps every typed value", async ({ page }, testInfo) => {
  await page.goto("/contact-us");
  await fillPerson(page);
  await page.getByLabel("Email").fill("huda@example");
  await chooseCountry(page, "Oman", jsEnabled(testInfo));
  await page.getByLabel("City").selectOption({ label: "Sohar" });
  await page.getByLabel("Message").fill("About scale inhibitors");
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(form(page).getByText("Invalid email address")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Huda");
  await expect(page.getByLabel("Email")).toHaveValue("huda@example");
  await expect(page.getByLabel("City").locator("option:checked")).toHaveText("Sohar");
  await expect(page.getByLabel("Message")).toHaveValue("About scale inhibitors");
  await expect(form(page).getByText("First name is required")).toHaveCount(0);
});

test("the messages follow the visitor's corrections (instantly with JavaScript, on resubmit without)", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await page.goto("/contact-us");
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  if (js) await expect(page.getByLabel("First name")).toBeFocused();
  await page.getByLabel("First name").fill("Huda");
  await page.getByLabel("Email").fill("huda@");
  if (!js) await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("First name is required")).toHaveCount(0);
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
});

test("pressing Enter in a field sends the form rather than 'Show cities'", async ({ page }) => {
  await page.goto("/contact-us");
  await page.getByLabel("First name").fill("Huda");
  await page.getByLabel("First name").press("Enter");
  await expect(form(page).getByText("Last name is required")).toBeVisible();
});

test("a complete message is stored, confirmed bottom-left and the form is reset", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await page.goto("/contact-us");
  await fillPerson(page);
  await chooseCountry(page, "Oman", js);
  await page.getByLabel("City").selectOption({ label: "Muscat" });
  await page.getByLabel("Message").fill("Please send the demulsifier data sheets.");
  if (js) {
    // Hold the post a moment so the pending state can be seen.
    await page.route((url) => url.pathname === "/contact-us", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  }
  await form(page).getByRole("button", { name: "Send message" }).click();
  if (js) await expect(form(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();

  const confirmation = js ? page.locator("[data-sonner-toast]").filter({ hasText: "Your message has been sent successfully" }) : page.getByTestId("flash-message");
  await expect(confirmation).toHaveText(/Your message has been sent successfully/);
  // Its reference, to quote in a reply (the same as in the receipt): under the message with JS, its own line without.
  const reference = js ? confirmation : page.getByTestId("flash-description");
  await expect(reference).toContainText(/Reference: MSG-\d{4}-\d{6}/);
  if (js) await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "left");
  await expect(page).toHaveURL("/contact-us");
  await expect(page.getByLabel("First name")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");
  await expect(page.getByLabel("City")).toBeDisabled();
});

test("a message the server refuses shows the server's reason and keeps the values", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  // The browser only offers real cities; a tampered request stands in for a city the server no longer knows.
  await page.route("**/contact-us*", async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    await route.continue({ postData: (request.postData() ?? "").replace(/city=\d+/, "city=999999") });
  });
  await page.goto("/contact-us");
  await fillPerson(page);
  await chooseCountry(page, "Oman", js);
  await page.getByLabel("City").selectOption({ label: "Muscat" });
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(form(page).getByRole("alert").filter({ hasText: "Invalid city selected" }).first()).toBeVisible();
  if (js) await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid city selected" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Huda");
  await expect(page.getByLabel("Phone number")).toHaveValue("+968 9123 4567");
});

test("the page has no axe violations at 1280 and 390 px", async ({ page }) => {
  await expectNoAxeViolationsAt(page, "/contact-us");
});
