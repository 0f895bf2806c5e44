/**
 * axe on the account pages not in the route table's sweep (tests/e2e/a11y.spec.ts): the dead reset link, the profile
 * area signed in (with its dialogs), at 1280 and 390 px; /profile/saved also without JavaScript (its <noscript>
 * controls). And the forgot-password form's real-browser journey, with and without JavaScript.
 */
import { expect, expectToast, signInWithSavedItems, test } from "./account-fixtures";
import { expectNoAxeViolations, expectNoAxeViolationsAt } from "./fixtures";
import { PROFILE_ROUTES } from "./routes";

test.slow();

test("/auth/reset-password with a dead token has no axe violations at 1280 and 390 px", async ({ page }) => {
  await expectNoAxeViolationsAt(page, "/auth/reset-password/not-a-valid-token-000000000000");
});

for (const route of PROFILE_ROUTES) {
  // Only /profile/saved differs without JavaScript (<noscript> content).
  const details = route.path === "/profile/saved" ? { tag: "@nojs" } : {};
  test(`${route.path}, signed in, has no axe violations at 1280 and 390 px`, details, async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await expectNoAxeViolationsAt(page, route.path, {
      ready: (shown) => expect(shown.getByRole("heading", { level: 1 })).toHaveText(route.heading),
    });
  });
}

for (const width of [1280, 390]) {
  test(`the delete-account confirmation has no axe violations at ${width} px`, async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/profile/settings?confirm=delete");
    await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the saved table and its delete confirmation have no axe violations at ${width} px`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithSavedItems(page, request, baseURL!);
    await page.goto("/profile/saved");
    await expect(page.getByText("Showing 2 of 2")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("table").getByRole("link", { name: /^Delete / }).first().click();
    await expect(page.getByRole("dialog", { name: "Delete saved item" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

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
