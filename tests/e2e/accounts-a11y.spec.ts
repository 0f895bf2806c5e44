/**
 * axe on the account pages not in the route table's sweep (tests/e2e/a11y.spec.ts): the dead reset link, the profile
 * area signed in (with its dialogs), at 1280 and 390 px, each profile page no wider than the phone at 390 px;
 * /profile/saved also without JavaScript (its <noscript> controls). And the forgot-password form's real-browser
 * journey, with and without JavaScript.
 */
import type { Page } from "@playwright/test";
import { expect, expectToast, signInWithSavedItems, test } from "./account-fixtures";
import { expectNoAxeViolations, expectNoAxeViolationsAt } from "./fixtures";
import { expectNoWiderThanPhone } from "./layout-helpers";
import { PROFILE_ROUTES } from "./routes";

test.slow();

test("/auth/reset-password with a dead token has no axe violations at 1280 and 390 px", async ({ page }) => {
  await expectNoAxeViolationsAt(page, "/auth/reset-password/not-a-valid-token-000000000000");
});

/** Signed in, each page's own heading first (not the sign-in page a lost session would show), then its width at 390 px. */
const profilePage = (heading: string | RegExp) => async (shown: Page) => {
  await expect(shown.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expectNoWiderThanPhone(shown);
};

// One account for the profile pages that read the same without JavaScript (registering is an argon2 hash each).
test("the profile pages, signed in, have no axe violations at 1280 and 390 px, and are no wider than a 390 px phone", async ({ page, account }) => {
  // Four pages, each loaded and checked at two widths.
  test.setTimeout(180_000);
  expect(account.email).toBeTruthy();
  for (const route of PROFILE_ROUTES.filter((r) => r.path !== "/profile/saved")) {
    await expectNoAxeViolationsAt(page, route.path, { ready: profilePage(route.heading) });
  }
});

// Only /profile/saved differs without JavaScript (<noscript> content).
test("/profile/saved, signed in, has no axe violations at 1280 and 390 px, and is no wider than a 390 px phone", { tag: "@nojs" }, async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await expectNoAxeViolationsAt(page, "/profile/saved", { ready: profilePage("Saved") });
});

test("the delete-account confirmation has no axe violations at 1280 and 390 px", async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await expectNoAxeViolationsAt(page, "/profile/settings?confirm=delete", {
    ready: (shown) => expect(shown.getByRole("dialog", { name: "Delete your account?" })).toBeVisible(),
  });
});

test("the saved table and its delete confirmation have no axe violations at 1280 and 390 px, and the table is no wider than a 390 px phone", async ({ page, request, baseURL }) => {
  await signInWithSavedItems(page, request, baseURL!);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/profile/saved");
    await expect(page.getByText("Showing 2 of 2")).toBeVisible();
    await expectNoWiderThanPhone(page);
    await expectNoAxeViolations(page);
    await page.getByRole("table").getByRole("link", { name: /^Delete / }).first().click();
    await expect(page.getByRole("dialog", { name: "Delete saved item" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("forgot password: a bad address is refused with the address kept; a good one is told the same as any", { tag: "@nojs" }, async ({ page }) => {
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
  await expectNoAxeViolations(page);

  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page).toHaveURL("/auth/login");
  await expectToast(page, "If an account exists for this address, we have sent it a link to reset the password.");
});
