/**
 * The confirmation page in the browser: the Copy button (JavaScript only; its server HTML, the reference as selectable
 * text, is tests/http/confirmation.test.ts's) and axe on the page in both languages and on the page of an address that
 * no longer works. The journeys that reach it through a form are in each form's spec (solutions-requests.spec.ts: @nojs).
 */
import { sealConfirmation } from "../../app/utils/sealed-link.server";
import { test, expect, expectNoAxeViolationsAt } from "./fixtures";

/** The server's SESSION_SECRET (playwright.config.ts), which seals a confirmation page's address. */
const SECRET = "e2e-secret-0123456789abcdef";
const REFERENCE = "INQ-2026-000042";

/** A confirmation page's address as an inquiry about solution 1 leads to, good for an hour. */
function confirmationPath(locale: "en" | "ar" = "en") {
  const sealed = { k: "inquiry", m: "Your request has been submitted successfully", r: REFERENCE, s: 1, e: "amal@example.om", x: Date.now() + 60 * 60 * 1000 };
  return `${locale === "ar" ? "/ar" : ""}/confirmation/${sealConfirmation(JSON.stringify(sealed), SECRET)}`;
}

test("Copy puts the reference on the clipboard and says 'Copied'; the heading has the focus", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto(confirmationPath());
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  const copy = page.getByRole("button", { name: "Copy the reference" });
  await copy.click();
  await expect(page.locator('[role="status"]').filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REFERENCE);
});

test("the confirmation page, in English and Arabic, and the page of an address that no longer works have no axe violations", async ({ page }) => {
  test.slow();
  await expectNoAxeViolationsAt(page, confirmationPath(), {
    ready: async (shown) => {
      await expect(shown.getByRole("button", { name: "Copy the reference" })).toBeVisible();
    },
  });
  await expectNoAxeViolationsAt(page, confirmationPath("ar"), { widths: [390] });
  await expectNoAxeViolationsAt(page, "/confirmation/MSDS-2026-000001", { widths: [1280] });
});
