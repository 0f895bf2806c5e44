/**
 * Accounts in a real browser: the journey sign-up → sign-in → profile edit → like → saved → delete → logout, with and
 * without JavaScript (the no-JS form posts and their answers are also proved over HTTP: tests/http/accounts.test.ts),
 * the password's show/hide toggle and sign-in's validation with JavaScript.
 */
import { anonymousLikesCookie, expect, expectToast, PASSWORD, sessionCookieOf, test, uniqueEmail, putSessionCookie } from "./account-fixtures";
import { expectNoAxeViolations } from "./fixtures";

test("sign-up → sign-in → profile edit → like → saved → delete → logout", { tag: "@nojs" }, async ({ page, baseURL }) => {
  // A long journey with several argon2 hashes on a shared 2-core machine.
  test.slow();
  const email = uniqueEmail("journey");
  await page.goto("/auth/register");
  // Unticked: consent to marketing is given, not assumed; the privacy notice is linked beside it.
  await expect(page.getByLabel("Subscribe to our blog")).not.toBeChecked();
  await expect(page.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/privacy");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Confirm Password is required")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(`${PASSWORD}!`);
  await page.getByRole("button", { name: "Register" }).click();
  const mismatch = page.getByText("Passwords do not match");
  await expect(mismatch).toBeVisible();
  // The message belongs to the confirm field.
  await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-describedby", /error/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expectNoAxeViolations(page);
  // Passwords are never sent back in the page: a no-JS visitor types them again.
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL("/auth/login");
  await expectToast(page, "Registered successfully");
  // Sign-in says where the link went, with the address filled in and a way to send it again.
  await expect(page.getByRole("status").filter({ hasText: `We've sent a confirmation link to ${email}.` })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("button", { name: "Send the link again" })).toBeVisible();

  // A like made before signing in (the likes route keeps it in the anonymous session) moves into the account at sign-in.
  await putSessionCookie(page.context(), baseURL!, await anonymousLikesCookie({ solution: [1, 2], plant: [1] }));
  const anonymousCookie = await sessionCookieOf(page.context());

  await expect(page.getByLabel("Remember me")).toBeChecked();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." }).first()).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expectNoAxeViolations(page);

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/");
  await expectToast(page, "Logged in successfully");
  const signedInCookie = await sessionCookieOf(page.context());
  expect(signedInCookie).toBeTruthy();
  expect(signedInCookie).not.toBe(anonymousCookie);
  const persistent = (await page.context().cookies()).find((c) => c.name === "__session");
  expect(persistent?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

  // Profile edit.
  await page.goto("/profile");
  await expect(page.getByTestId("welcome-name")).toHaveText(email);
  await page.getByLabel("First name").fill("Layla");
  await page.getByLabel("Last name").fill("Al Harthy");
  await page.getByLabel("Occupation").fill("Process engineer");
  await page.getByLabel("Country code").selectOption("+90");
  await page.getByLabel("Phone number").fill("5551234567");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expectToast(page, "Profile updated successfully");
  await expect(page.getByTestId("welcome-name")).toHaveText("Layla Al Harthy");
  await expect(page.getByLabel("Country code")).toHaveValue("+90");
  await page.getByLabel("Occupation").fill("Something else");
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByLabel("Occupation")).toHaveValue("Process engineer");

  // Saved: the merged likes, Plants first.
  await page.goto("/profile/saved");
  await expect(page.getByRole("tab", { name: "Plants" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  await expect(page.getByText("Showing 1 of 1")).toBeVisible();
  await page.getByRole("tab", { name: "Solutions" }).click();
  await expect(page).toHaveURL(/tab=solutions/);
  await expect(page.getByText("Showing 2 of 2")).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  const firstName = (await rows.nth(1).getByRole("link").first().textContent())!;

  // Delete: a confirmation first (a dialog with JS, the same dialog as a page step without), then really gone.
  await rows.nth(1).getByRole("link", { name: `Delete ${firstName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete saved item" });
  await expect(dialog).toContainText(firstName);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(3);
  await rows.nth(1).getByRole("link", { name: `Delete ${firstName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Removed from your saved items");
  await expect(page.getByText("Showing 1 of 1")).toBeVisible();
  await expect(page.getByRole("table")).not.toContainText(firstName);
  await page.reload();
  await expect(page.getByText("Showing 1 of 1")).toBeVisible();

  // Log out from the profile menu: back to sign-in, and the profile is closed again.
  await page.getByLabel("Profile menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/auth/login");
  await page.goto("/profile");
  await expect(page).toHaveURL("/auth/login?redirectTo=%2Fprofile");
});

