/**
 * The signed-in profile area's forms in a real browser, with and without JavaScript: the picture upload, the profile
 * form and the settings forms (newsletter, password, deleting the account); and the saved items' page size with
 * JavaScript. What each form answers, the picture's headers, the overview and the paging without JavaScript are
 * proved over HTTP: tests/http/profile.test.ts.
 */
import { expect, expectToast, PASSWORD, test } from "./account-fixtures";
import { expectNoAxeViolations } from "./fixtures";
import { greyPng } from "../support/images";

// Every test registers and signs in (argon2 hashing) before it starts.
test.slow();

/** A real picture: profile pictures are read to their end (and stripped of metadata), so a broken one is refused. */
const PNG = greyPng();

test("a picture upload is checked by content, and a real picture becomes the avatar", { tag: "@nojs" }, async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await page.goto("/profile");
  await page.getByLabel("Choose a picture").setInputFiles({ name: "page.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByText("Please upload a PNG, JPEG or WebP image")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Choose a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expectToast(page, "Profile picture updated");
  await expect(page.getByRole("complementary", { name: "Profile" }).locator("img")).toHaveAttribute("src", /^\/profile-picture\/[0-9a-f]{32}\.png$/);
});

test("the profile form validates and changes the password only with the current one", { tag: "@nojs" }, async ({ page, account }) => {
  await page.goto("/profile");
  await page.getByLabel("Email").fill("broken");
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Current password is required")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("broken");
  await expectNoAxeViolations(page);

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Current password").fill("not my password");
  await page.getByLabel("New password").fill("a new password");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill("a new password");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expectToast(page, "Profile updated successfully");
});

test("settings: newsletter choice, password change, and deleting the account after a confirmation", { tag: "@nojs" }, async ({ page, account }) => {
  expect(account.email).toBeTruthy();
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
  await expectNoAxeViolations(page);
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
  await expectNoAxeViolations(page);
  await page.getByRole("dialog").getByLabel("Password").fill("another password");
  await page.getByRole("dialog").getByRole("button", { name: "Delete account permanently" }).click();
  await expect(page).toHaveURL("/");
  await expectToast(page, "Your account and its personal data have been deleted");
});

// Without JavaScript the size is applied with the "Apply" button: tests/http/profile.test.ts.
test("saved: choosing a page size applies it at once, and the tabs keep it", async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await page.goto("/profile/saved");
  await expect(page.getByRole("button", { name: "Apply" })).toBeHidden();
  await page.getByLabel("Rows per page").selectOption("30");
  await expect(page).toHaveURL(/size=30/);
  await page.getByRole("tab", { name: "Solutions" }).click();
  await expect(page).toHaveURL(/tab=solutions&size=30/);
  await expect(page.getByText("You have not saved any solutions yet.")).toBeVisible();
});
