/**
 * A real browser without JavaScript through the address-confirmation forms ("Send the link again", "Confirm my
 * address") and the reset-password form. What these forms answer, and the account-takeover promises (someone else's
 * address sees and erases nothing, known addresses answer like new ones, common passwords refused, old links die),
 * are proved over HTTP: tests/http/accounts.test.ts.
 */
import { expect, expectToast, linkIn, putSessionCookie, registerAccount, signInCookie, test } from "./account-fixtures";
import { expectNoAxeViolations } from "./fixtures";

// Each test registers (argon2 hashing) and waits for mail before it starts.
test.slow();

test("a new account is unconfirmed until its link is opened, and can ask for the link again", { tag: "@nojs" }, async ({ page, request, baseURL }) => {
  const account = await registerAccount(request);
  await putSessionCookie(page.context(), baseURL!, await signInCookie(request, account));
  await page.goto("/profile");
  await expect(page.getByText("is not confirmed yet")).toBeVisible();
  const first = await linkIn(account.email, "Confirm your e-mail address");
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expectToast(page, `We sent a confirmation link to ${account.email}`);
  const second = await linkIn(account.email, "Confirm your e-mail address");
  expect(second).not.toBe(first);

  await page.goto(second);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expectToast(page, "Your e-mail address has been confirmed");
  await expect(page.getByText("is not confirmed yet")).toHaveCount(0);
});

test("the reset-password form: mismatched passwords are refused, matching ones set the password", { tag: "@nojs" }, async ({ page, request }) => {
  const account = await registerAccount(request);
  await request.post("/auth/forgot-password", { form: { email: account.email }, maxRedirects: 0 });
  await page.goto(await linkIn(account.email, "Reset your password"));
  await page.getByLabel("New password").fill("a brand new passphrase");
  await page.getByLabel("Confirm password").fill("a brand new passphrase!");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("New password").fill("a brand new passphrase");
  await page.getByLabel("Confirm password").fill("a brand new passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL("/auth/login");
  await expectToast(page, "Your password has been changed. Please sign in.");
});
