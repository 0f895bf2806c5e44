/**
 * Issue 13, item 1 and the account parts of item 8, in the browser (JavaScript on and off): an account made or edited
 * with someone else's address sees and erases nothing of theirs; addresses are proved by a link; registration does
 * not tell known addresses from new ones; common passwords are refused; old reset links die.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { minimalPdf } from "../support/resume-files";
import { PASSWORD, expect, expectToast, linkIn, mailTo, putSessionCookie, registerAccount, signInCookie, test, uniqueEmail } from "./account-fixtures";

const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";

function uploadedFiles(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, "uploads");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function registerOnPage(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
}

async function signInOnPage(page: Page, email: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/");
}

function stat(page: Page, label: string) {
  return page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
}

test("an attacker who registers with the victim's address sees none of the victim's applications and erases neither them nor the CV", async ({
  page,
  request,
}) => {
  const victim = uniqueEmail("victim");
  const vacancies = await (await request.get("/api/v1/job_board/vacancies/")).json();
  const before = new Set(uploadedFiles());
  const applied = await request.post("/api/v1/job_board/applications/", {
    multipart: {
      vacancy: String(vacancies.data[0].id),
      first_name: "Mona",
      last_name: "Victim",
      email: victim,
      phone_number: "+968 9000 0001",
      cover_letter: "",
      resume: { name: "cv.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const victimFiles = uploadedFiles().filter((file) => !before.has(file));
  expect(victimFiles.length).toBeGreaterThan(0);

  await registerOnPage(page, victim);
  await expect(page).toHaveURL("/auth/login");
  await signInOnPage(page, victim);
  await page.goto("/profile/overview");
  for (const label of ["MSDS requests", "TDS requests", "Inquiries", "Quote requests", "Contact messages", "Job applications"]) {
    await expect(stat(page, label)).toHaveText("0");
  }

  await page.goto("/profile/settings?confirm=delete");
  await page.getByRole("dialog").getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete account permanently" }).click();
  await expect(page).toHaveURL("/");
  for (const file of victimFiles) expect(existsSync(file), file).toBe(true);
});

test("changing the e-mail needs the current password and lands only when the new address confirms", async ({ page, request, baseURL }) => {
  const account = await registerAccount(request);
  await putSessionCookie(page.context(), baseURL!, await signInCookie(request, account));
  const newAddress = uniqueEmail("new");

  await page.goto("/profile");
  await page.getByLabel("Email").fill(newAddress);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Current password is required")).toBeVisible();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expectToast(page, "Profile updated successfully");
  await expect(page.getByText(`We sent a confirmation link to ${newAddress}`)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  const link = await linkIn(newAddress, "Confirm your new e-mail address");
  // Delivered in the same round as the new address's: the old address got no confirmation link.
  expect(mailTo(account.email).filter((m) => m.subject === "Confirm your new e-mail address")).toHaveLength(0);
  await page.goto(link);
  await expect(page.getByText(newAddress)).toBeVisible();
  // Opening the page spends nothing (a mail scanner's GET): it still offers the button after a reload.
  await page.reload();
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page).toHaveURL("/profile");
  await expectToast(page, "Your e-mail address has been changed");
  await expect(page.getByLabel("Email")).toHaveValue(newAddress);
});

test("a new account is unconfirmed until its link is opened, and can ask for the link again", async ({ page, request, baseURL }) => {
  const account = await registerAccount(request);
  await putSessionCookie(page.context(), baseURL!, await signInCookie(request, account));
  await page.goto("/profile");
  await expect(page.getByText("is not confirmed yet")).toBeVisible();
  const first = await linkIn(account.email, "Confirm your e-mail address");
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expectToast(page, `We sent a confirmation link to ${account.email}`);
  const second = await linkIn(account.email, "Confirm your e-mail address");
  expect(second).not.toBe(first);

  // The older link died when the newer one was sent.
  const stale = await page.goto(first);
  expect(stale?.status()).toBe(410);
  await page.goto(second);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expectToast(page, "Your e-mail address has been confirmed");
  await expect(page.getByText("is not confirmed yet")).toHaveCount(0);
});

test("registering a known address answers exactly like a new one, on the page and in the API; its owner is told", async ({ page, request }) => {
  const known = (await registerAccount(request)).email;
  await registerOnPage(page, known.toUpperCase());
  await expect(page).toHaveURL("/auth/login");
  await expectToast(page, "Registered successfully");
  await expect(page.getByText("already exists")).toHaveCount(0);
  await expect.poll(() => mailTo(known).map((m) => m.subject)).toContain("Someone tried to register with your address");

  const fresh = uniqueEmail("fresh");
  const answers = [];
  for (const email of [fresh, known]) {
    const response = await request.post("/api/v1/account/user-register/", { data: { email, password: PASSWORD, confirm_password: PASSWORD } });
    answers.push({ status: response.status(), body: await response.json() });
  }
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[0].status).toBe(201);
});

test("a common password is refused by the field, on registration and on a reset", async ({ page, request }) => {
  const email = uniqueEmail("common");
  await registerOnPage(page, email, "Password123");
  await expect(page.getByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL("/auth/register");

  const account = await registerAccount(request);
  await request.post("/auth/forgot-password", { form: { email: account.email }, maxRedirects: 0 });
  await page.goto(await linkIn(account.email, "Reset your password"));
  await page.getByLabel("New password").fill("iloveyou123");
  await page.getByLabel("Confirm password").fill("iloveyou123");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
});

// That the outbox stores a link only sealed is proved where the table can be read: app/models/password-resets.server.test.ts.
test("an older reset link is dead once a newer one is sent", async ({ page, request }) => {
  const account = await registerAccount(request);
  await request.post("/auth/forgot-password", { form: { email: account.email }, maxRedirects: 0 });
  const older = await linkIn(account.email, "Reset your password");
  await request.post("/auth/forgot-password", { form: { email: account.email }, maxRedirects: 0 });
  const newer = await linkIn(account.email, "Reset your password");
  expect(newer).not.toBe(older);

  const stale = await page.goto(older);
  expect(stale?.status()).toBe(410);
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
  await page.goto(newer);
  await page.getByLabel("New password").fill("a brand new passphrase");
  await page.getByLabel("Confirm password").fill("a brand new passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL("/auth/login");
});
