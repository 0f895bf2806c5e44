/** axe on the account pages: the auth screens anonymous, the profile area signed in (with its dialogs), at 1280 and 390 px. */
import { anonymousLikesCookie, expect, expectToast, registerAccount, test, putSessionCookie } from "./account-fixtures";
import { expectNoAxeViolations, expectNoAxeViolationsAt } from "./fixtures";
import { PROFILE_ROUTES } from "./routes";

test.slow();

const AUTH_PAGES = ["/auth/login", "/auth/register", "/auth/forgot-password", "/auth/reset-password/not-a-valid-token-000000000000"];

for (const path of AUTH_PAGES) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    await expectNoAxeViolationsAt(page, path);
  });
}

for (const route of PROFILE_ROUTES) {
  test(`${route.path}, signed in, shows its heading and has no axe violations at 1280 and 390 px`, async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
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
    const account = await registerAccount(request);
    await page.setViewportSize({ width, height: 900 });
    await putSessionCookie(page.context(), baseURL!, await anonymousLikesCookie({ solution: [1], plant: [1, 2] }));
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/profile/saved");
    await expect(page.getByText("Showing 2 of 2")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("table").getByRole("link", { name: /^Delete / }).first().click();
    await expect(page.getByRole("dialog", { name: "Delete saved item" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the reset link for an unknown token says so and offers a new one", async ({ page }) => {
  const response = await page.goto("/auth/reset-password/not-a-valid-token-000000000000");
  expect(response?.status()).toBe(410);
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/auth/forgot-password");
});

test("forgot password answers the same for a known and an unknown address", async ({ page, request }) => {
  const account = await registerAccount(request);
  for (const email of [account.email, "nobody-here@example.com"]) {
    await page.goto("/auth/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page).toHaveURL("/auth/login");
    await expectToast(page, "If an account exists for this address, we have sent it a link to reset the password.");
  }
});
