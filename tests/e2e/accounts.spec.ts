/** Accounts end to end, with and without JavaScript: sign-up → sign-in → profile edit → like → saved → delete → logout. */
import { anonymousLikesCookie, expect, expectToast, PASSWORD, registerAccount, sessionCookieOf, signInCookie, test, uniqueEmail, putSessionCookie } from "./account-fixtures";
import { jsEnabled } from "./fixtures";

test("sign-up → sign-in → profile edit → like → saved → delete → logout", async ({ page, baseURL }) => {
  // A long journey with several argon2 hashes on a shared 2-core machine.
  test.slow();
  const email = uniqueEmail("journey");
  await page.goto("/auth/register");
  await expect(page.getByLabel("Subscribe to our blog")).toBeChecked();
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
  // Passwords are never sent back in the page: a no-JS visitor types them again.
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL("/auth/login");
  await expectToast(page, "Registered successfully");

  // A like made before signing in (the likes route keeps it in the anonymous session) moves into the account at sign-in.
  await putSessionCookie(page.context(), baseURL!, await anonymousLikesCookie({ solution: [1, 2], plant: [1] }));
  const anonymousCookie = await sessionCookieOf(page.context());

  await expect(page.getByLabel("Remember me")).toBeChecked();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." }).first()).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);

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

test("the show/hide toggle reveals the password with JavaScript; without it the field stays hidden", async ({ page }, testInfo) => {
  await page.goto("/auth/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret value");
  await expect(password).toHaveAttribute("type", "password");
  const toggle = page.getByRole("button", { name: "Show password" });
  if (!jsEnabled(testInfo)) {
    await expect(toggle).toHaveCount(0);
    return;
  }
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  await expect(password).toHaveValue("secret value");
});

test("sign-in validates a valid e-mail and a non-empty password; links to reset and registration", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/auth/forgot-password");
  await expect(page.getByRole("link", { name: "Create one" })).toHaveAttribute("href", "/auth/register");
});

test("the profile area sends anonymous visitors to sign-in and back where they were going", async ({ page, request }) => {
  const account = await registerAccount(request);
  for (const path of ["/profile", "/profile/overview", "/profile/settings", "/profile/logout"]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
  }
  await page.goto("/profile/saved?tab=solutions");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/profile/saved?tab=solutions");
  await expect(page.getByRole("tab", { name: "Solutions" })).toHaveAttribute("aria-selected", "true");
});

test("a redirectTo to another site is ignored", async ({ page, request }) => {
  const account = await registerAccount(request);
  await page.goto("/auth/login?redirectTo=//evil.example/steal");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/");
});

test("every sign-in makes a new session, and a logged-out session cookie no longer works", async ({ page, request, baseURL }) => {
  const account = await registerAccount(request);
  const first = await signInCookie(request, account);
  const second = await signInCookie(request, account);
  expect(second).not.toBe(first);

  await putSessionCookie(page.context(), baseURL!, first);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage my profile");
  await page.getByLabel("Profile menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/auth/login");
  expect(await sessionCookieOf(page.context())).toBeUndefined();

  // Replaying the old cookie: the server revoked its tokens.
  await putSessionCookie(page.context(), baseURL!, first);
  await page.goto("/profile");
  await expect(page).toHaveURL("/auth/login?redirectTo=%2Fprofile");
  // The other session (another device) is untouched.
  await putSessionCookie(page.context(), baseURL!, second);
  await page.goto("/profile");
  await expect(page).toHaveURL("/profile");
});

test("without remember-me the cookie ends with the browser session", async ({ request }) => {
  const account = await registerAccount(request);
  const response = await request.post("/auth/login", { form: { email: account.email, password: account.password }, maxRedirects: 0 });
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("__session="))!.value;
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).not.toMatch(/Max-Age|Expires/i);
});

test("wrong passwords below the account's failure limit never lock the owner out; at the limit sign-in answers 429 with Retry-After", async ({
  request,
  playwright,
  baseURL,
}) => {
  const account = await registerAccount(request);
  // 49 failures in 15 minutes (the limit is 50): the right password still signs in, and that clears the count.
  for (let i = 0; i < 49; i++) expect((await request.post("/auth/login", { form: { email: account.email, password: `guess ${i}` }, maxRedirects: 0 })).status()).toBe(401);
  // The owner signs in from a client of their own (a signed-in client posting the sign-in form is sent to the profile).
  const owner = await playwright.request.newContext({ baseURL });
  expect((await owner.post("/auth/login", { form: { email: account.email, password: account.password }, maxRedirects: 0 })).status()).toBe(302);
  await owner.dispose();

  const email = uniqueEmail("limited");
  for (let i = 0; i < 50; i++) expect((await request.post("/auth/login", { form: { email, password: `guess ${i}` }, maxRedirects: 0 })).status()).toBe(401);
  const limited = await request.post("/api/v1/account/login/", { data: { email, password: "guess again" } });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(Number(limited.headers()["retry-after"])).toBeLessThanOrEqual(15 * 60);
});

