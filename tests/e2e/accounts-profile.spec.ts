/** The signed-in profile area: picture upload, settings (password, newsletter, deleting the account), overview, saved paging. */
import { expect, expectToast, PASSWORD, test } from "./account-fixtures";

// Every test registers and signs in (argon2 hashing) before it starts.
test.slow();

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201" + "a5c2e5a00000000049454e44ae426082",
  "hex",
);

test("a picture upload is checked by content and served back as an image", async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await page.goto("/profile");
  await page.getByLabel("Choose a picture").setInputFiles({ name: "page.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByText("Please upload a PNG, JPEG or WebP image")).toBeVisible();

  await page.getByLabel("Choose a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expectToast(page, "Profile picture updated");
  const avatar = page.getByRole("complementary", { name: "Profile" }).locator("img");
  const src = await avatar.getAttribute("src");
  expect(src).toMatch(/^\/profile-picture\/[0-9a-f]{32}\.png$/);
  const response = await page.request.get(src!);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-disposition"]).toBe("inline");
  expect(Buffer.from(await response.body())).toEqual(PNG);
});

test("a picture over 2 MB is refused", async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await page.goto("/profile");
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
  await page.getByLabel("Choose a picture").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByText("The picture must be at most 2 MB")).toBeVisible();
});

test("the profile form validates and changes the password only with the current one", async ({ page, account, playwright, baseURL }) => {
  // A client without the test's session cookie: a signed-in visitor posting the sign-in form is sent to the profile.
  const request = await playwright.request.newContext({ baseURL });
  await page.goto("/profile");
  await page.getByLabel("Email").fill("broken");
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Current password is required")).toBeVisible();

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password").fill("a new password");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill("a new password");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expectToast(page, "Profile updated successfully");
  const oldLogin = await request.post("/auth/login", { form: { email: account.email, password: PASSWORD }, maxRedirects: 0 });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post("/auth/login", { form: { email: account.email, password: "a new password" }, maxRedirects: 0 });
  expect(newLogin.status()).toBe(302);
});

test("settings: newsletter choice, password change, and deleting the account after a confirmation", async ({ page, account, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await page.goto("/profile/settings");
  const newsletter = page.getByLabel("Subscribe to our blog");
  await expect(newsletter).toBeChecked();
  await newsletter.uncheck();
  await page.getByRole("button", { name: "Save newsletter choice" }).click();
  await expectToast(page, "Your newsletter choice has been saved");
  await expect(page.getByLabel("Subscribe to our blog")).not.toBeChecked();

  const passwordForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Change password" }) });
  await passwordForm.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await passwordForm.getByLabel("New password", { exact: true }).fill("another password");
  await passwordForm.getByLabel("Confirm new password").fill("another passwort");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  // Passwords never come back in the page: without JavaScript all three are typed again.
  await passwordForm.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await passwordForm.getByLabel("New password", { exact: true }).fill("another password");
  await passwordForm.getByLabel("Confirm new password").fill("another password");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Your password has been changed");

  await page.getByRole("link", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete account permanently" }).click();
  await expect(page.getByRole("dialog").getByText("Current password is incorrect")).toBeVisible();
  await page.getByRole("dialog").getByLabel("Password").fill("another password");
  await page.getByRole("dialog").getByRole("button", { name: "Delete account permanently" }).click();
  await expect(page).toHaveURL("/");
  await expectToast(page, "Your account and its personal data have been deleted");
  const login = await request.post("/auth/login", { form: { email: account.email, password: "another password" }, maxRedirects: 0 });
  expect(login.status()).toBe(401);
});

test("overview shows the saved counts and what this account sent", async ({ page, account }) => {
  await page.goto("/profile/overview");
  await expect(page.getByRole("heading", { level: 2, name: "Sent from this account" })).toBeVisible();
  await expect(page.getByText(`signed in as ${account.email}`)).toBeVisible();
  await expect(page.getByText("Saved solutions")).toBeVisible();
  await expect(page.getByText("Job applications")).toBeVisible();
});

test("saved: empty tabs, page sizes 10/20/30/40 and a true count", async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await page.goto("/profile/saved");
  await expect(page.getByRole("tab", { name: "Plants" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("You have not saved any plants yet.")).toBeVisible();
  await expect(page.getByText("Showing 0 of 0")).toBeVisible();
  const size = page.getByLabel("Rows per page");
  await expect(size.locator("option")).toHaveText(["10", "20", "30", "40"]);
  await size.selectOption("30");
  const apply = page.getByRole("button", { name: "Apply" });
  if (await apply.isVisible()) await apply.click();
  await expect(page).toHaveURL(/size=30/);
  await page.getByRole("tab", { name: "Solutions" }).click();
  await expect(page).toHaveURL(/tab=solutions&size=30/);
  await expect(page.getByText("You have not saved any solutions yet.")).toBeVisible();
  // Nonsense in the URL falls back instead of failing.
  const response = await page.goto("/profile/saved?tab=x&page=-4&size=999&delete=abc");
  expect(response?.status()).toBe(200);
});
