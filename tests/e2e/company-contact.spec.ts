/**
 * The 'Get in touch' form of /contact-us in a real browser: the cities loaded and the messages shown with JavaScript,
 * and one journey without it. The page's texts and the server's answers to a plain post are in tests/http/company.test.ts.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, jsEnabled, reachForm } from "./fixtures";

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

test("with JavaScript, the city list is disabled until a country is chosen, then loads that country's cities", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await page.goto("/contact-us");
  await expect(page.getByLabel("City")).toBeDisabled();
  // Until the visitor reaches for the form it is the server's, with its no-JavaScript step.
  await expect(page.getByRole("button", { name: "Show cities" })).toHaveCount(1);
  await reachForm(page, testInfo);
  await expect(page.getByRole("button", { name: "Show cities" })).toHaveCount(0);
  await page.getByLabel("First name").fill("Huda");
  await page.getByLabel("Message").fill("Kept across the reload");
  await chooseCountry(page, "Oman", js);
  const city = page.getByLabel("City");
  await expect(city.getByRole("option", { name: "Muscat" })).toHaveCount(1);
  await expect(city.getByRole("option", { name: "Dubai" })).toHaveCount(0);
  // Every typed value survives.
  await expect(page.getByLabel("First name")).toHaveValue("Huda");
  await expect(page.getByLabel("Message")).toHaveValue("Kept across the reload");
  await expect(page.getByLabel("Country")).toHaveValue(/\d+/);
  // No validation message for a step that is not a submission.
  await expect(page.getByText("Last name is required")).toHaveCount(0);

  await chooseCountry(page, "United Arab Emirates", js);
  await expect(city.getByRole("option", { name: "Dubai" })).toHaveCount(1);
  await expect(city.getByRole("option", { name: "Muscat" })).toHaveCount(0);
});

test("a malformed e-mail shows 'Invalid email address' and keeps every typed value; corrected, the message is sent", { tag: "@nojs" }, async ({ page }, testInfo) => {
  // Two posts and axe on the error state: more than the default 30 s when the machine is busy.
  test.slow();
  const js = jsEnabled(testInfo);
  await page.goto("/contact-us");
  await fillPerson(page);
  await page.getByLabel("Email").fill("huda@example");
  await chooseCountry(page, "Oman", js);
  await page.getByLabel("City").selectOption({ label: "Sohar" });
  await page.getByLabel("Message").fill("About scale inhibitors");
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(form(page).getByText("Invalid email address")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Huda");
  await expect(page.getByLabel("Email")).toHaveValue("huda@example");
  await expect(page.getByLabel("City").locator("option:checked")).toHaveText("Sohar");
  await expect(page.getByLabel("Message")).toHaveValue("About scale inhibitors");
  await expect(form(page).getByText("First name is required")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel("Email").fill("huda@example.om");
  await form(page).getByRole("button", { name: "Send message" }).click();
  // Confirmed on a page of its own, with and without JavaScript.
  await expect(page).toHaveURL(/\/confirmation\/c1\./);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message has been sent successfully");
  await expect(page.getByRole("main").locator("code")).toHaveText(/^MSG-\d{4}-\d{6}$/);
});

test("with JavaScript, pressing Enter in a field sends the form rather than 'Show cities'", async ({ page }) => {
  await page.goto("/contact-us");
  await page.getByLabel("First name").fill("Huda");
  await page.getByLabel("First name").press("Enter");
  await expect(form(page).getByText("Last name is required")).toBeVisible();
});

test("with JavaScript, a complete message shows 'Submitting...', then its confirmation page with the reference", async ({ page }, testInfo) => {
  await page.goto("/contact-us");
  await fillPerson(page);
  await chooseCountry(page, "Oman", jsEnabled(testInfo));
  await page.getByLabel("City").selectOption({ label: "Muscat" });
  await page.getByLabel("Message").fill("Please send the demulsifier data sheets.");
  // Hold the post a moment so the pending state can be seen.
  await page.route((url) => url.pathname === "/contact-us", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await form(page).getByRole("button", { name: "Send message" }).click();
  await expect(form(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message has been sent successfully");
  // Its reference, to quote in a reply (the same as in the receipt), kept on the page rather than in a toast.
  await expect(page.getByRole("main").locator("code")).toHaveText(/^MSG-\d{4}-\d{6}$/);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
});

test("with JavaScript, a message the server refuses shows the server's reason as a toast too and keeps the values", async ({ page }, testInfo) => {
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
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid city selected" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Huda");
  await expect(page.getByLabel("Phone number")).toHaveValue("+968 9123 4567");
});
