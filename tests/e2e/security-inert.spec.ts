/**
 * Script and HTML typed into any text field come back as text, wherever the site shows them again: the form shown
 * again after a validation failure (checked in the browser with JavaScript, on the server without), the search text
 * echoed on /search and /solutions, and the names stored in a profile. With and without JavaScript.
 */
import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./account-fixtures";

/** Every way in: a script element, an event handler on a broken image, a quote break-out and an SVG handler. */
const PAYLOAD = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1">"'><svg onload=window.__xss=1>`;

/** Nothing the payload would have made exists in the page, and (with JavaScript) none of it ran. */
async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"], svg[onload], [onerror*="__xss"], [onload*="__xss"]')).toHaveCount(0);
  // The payload may sit, escaped, inside the page's data script; a script of its own would hold exactly its code.
  const scripts = (await page.locator("script").allTextContents()).map((text) => text.trim());
  expect(scripts).not.toContain("window.__xss=1");
  if (test.info().project.name === "js") {
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  }
}

/** A text field by its accessible name (a required field's label also holds an aria-hidden asterisk). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function fillAll(page: Page, labels: string[]) {
  for (const label of labels) await field(page, label).fill(PAYLOAD);
}

async function expectKept(page: Page, labels: string[]) {
  for (const label of labels) await expect(field(page, label), label).toHaveValue(PAYLOAD);
}

test.describe("search text", () => {
  test("typed into the home page search, it is echoed on /search as text", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("search").getByLabel("Product name").fill(PAYLOAD);
    await page.getByRole("search").getByLabel("Product name").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${PAYLOAD}”`);
    await expect(page.getByText(`No results found for "${PAYLOAD}"`)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Search: ${PAYLOAD.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await expectInert(page);
  });

  test("in a shared /search address, with the share dialog open, it stays text", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(PAYLOAD)}&share=1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${PAYLOAD}”`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectInert(page);
  });

  test("typed into the /solutions search, it is kept in the box as text", async ({ page }) => {
    await page.goto("/solutions");
    await page.getByLabel("Product name").fill(PAYLOAD);
    await page.getByLabel("Product name").press("Enter");
    await expect(page).toHaveURL(/\/solutions\?search=/);
    await expect(page.getByLabel("Product name")).toHaveValue(PAYLOAD);
    await expect(page.getByText("No products found matching your search.")).toBeVisible();
    await expectInert(page);
  });
});

test.describe("forms shown again after a validation failure", () => {
  for (const kind of ["msds", "tds", "inquiry"] as const) {
    test(`${kind.toUpperCase()} request: every text field keeps the payload as its value`, async ({ page }) => {
      const labels = ["First name", "Last name", "Company e-mail", "Company", ...(kind === "inquiry" ? ["Message"] : [])];
      await page.goto(`/solution/1/request/${kind}`);
      await fillAll(page, labels);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText("Job function is required")).toBeVisible();
      await expect(page.getByText("Invalid email address")).toBeVisible();
      await expectKept(page, labels);
      await expectInert(page);
    });
  }

  test("product quote request: every text field keeps the payload as its value", async ({ page }) => {
    const labels = ["Full name", "E-mail", "Mobile", "Company (optional)", "Note (optional)"];
    await page.goto("/solution/1?quote=1");
    const dialog = page.getByRole("dialog");
    await fillAll(page, labels);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(dialog.getByText("Invalid email address")).toBeVisible();
    await expectKept(page, labels);
    await expectInert(page);
  });

  test("'Get in touch': every text field keeps the payload as its value", async ({ page }) => {
    const labels = ["First name", "Last name", "Email", "Phone number", "Message"];
    await page.goto("/contact-us");
    await fillAll(page, labels);
    await page.getByRole("form", { name: "Get in touch" }).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expectKept(page, labels);
    await expectInert(page);
  });

  test("job application: every text field keeps the payload as its value", async ({ page }) => {
    const labels = ["First name", "Last name", "E-mail", "Phone number", "Cover letter (optional)"];
    await page.goto("/career/1/hiring");
    await fillAll(page, labels);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator("form").getByRole("alert").filter({ hasText: "Invalid email address" })).toBeVisible();
    await expectKept(page, labels);
    await expectInert(page);
  });

  for (const { path, button } of [
    { path: "/auth/register", button: "Register" },
    { path: "/auth/login", button: "Sign in" },
    { path: "/auth/forgot-password", button: "Send reset link" },
  ]) {
    test(`${path}: the e-mail field keeps the payload as its value`, async ({ page }) => {
      await page.goto(path);
      await page.getByLabel("Email").fill(PAYLOAD);
      for (const password of await page.locator('input[type="password"]').all()) await password.fill("correct horse battery");
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByText("Invalid email address").first()).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(PAYLOAD);
      await expectInert(page);
    });
  }
});

test.describe("stored and shown", () => {
  test("profile names are stored and shown back as text: the welcome line and the fields", async ({ page, account }) => {
    test.slow();
    await page.goto("/profile");
    await fillAll(page, ["First name", "Last name", "Occupation"]);
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expectToast(page, "Profile updated successfully");
    await expect(page.getByTestId("welcome-name")).toHaveText(`${PAYLOAD} ${PAYLOAD}`);
    await expectKept(page, ["First name", "Last name", "Occupation"]);
    await expectInert(page);

    // Shown again on a fresh load (from the database, not the form's state), and on the other profile pages.
    for (const path of ["/profile", "/profile/overview", "/profile/saved"]) {
      await page.goto(path);
      await expect(page.getByTestId("welcome-name")).toHaveText(`${PAYLOAD} ${PAYLOAD}`);
      await expectInert(page);
    }

    // A failure after that (a bad e-mail) shows the stored names again as the fields' values.
    await page.goto("/profile");
    await page.getByLabel("Email").fill(PAYLOAD);
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(PAYLOAD);
    await expectKept(page, ["First name", "Last name", "Occupation"]);
    await expectInert(page);
    expect(account.email).toBeTruthy();
  });
});

test.describe("the server's own re-rendering", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level: once is enough");

  /** The raw document: the payload only ever appears escaped, so the parser never sees a tag from it. */
  function expectEscaped(html: string) {
    for (const raw of ["<script>window.__xss", "<img src=x", "<svg onload", `"'><svg`]) expect(html).not.toContain(raw);
  }

  test("every form posted without JavaScript answers with the payload escaped", async ({ request }) => {
    const posts: { path: string; form: Record<string, string> }[] = [
      { path: "/solution/1/request/inquiry", form: { first_name: PAYLOAD, last_name: PAYLOAD, company_email_address: PAYLOAD, company: PAYLOAD, message: PAYLOAD } },
      { path: "/solution/1?quote=1", form: { full_name: PAYLOAD, email: PAYLOAD, mobile: PAYLOAD, company: PAYLOAD, quantity: PAYLOAD, unit: "kg", note: PAYLOAD } },
      { path: "/contact-us", form: { first_name: PAYLOAD, last_name: PAYLOAD, email: PAYLOAD, phone_number: PAYLOAD, message: PAYLOAD } },
      { path: "/auth/register", form: { email: PAYLOAD, password: "correct horse battery", confirm_password: "correct horse battery" } },
      { path: "/auth/login", form: { email: PAYLOAD, password: "x" } },
      { path: "/auth/forgot-password", form: { email: PAYLOAD } },
    ];
    for (const { path, form } of posts) {
      const response = await request.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      const html = await response.text();
      expectEscaped(html);
      expect(html, `${path} shows the value again`).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt;");
    }
    const application = await request.post("/career/1/hiring", {
      multipart: { first_name: PAYLOAD, last_name: PAYLOAD, email: PAYLOAD, phone_number: PAYLOAD, cover_letter: PAYLOAD },
      maxRedirects: 0,
    });
    expect(application.status()).toBe(400);
    expectEscaped(await application.text());
    for (const path of [`/search?q=${encodeURIComponent(PAYLOAD)}&share=1`, `/solutions?search=${encodeURIComponent(PAYLOAD)}`]) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      expectEscaped(await page.text());
    }
  });
});
