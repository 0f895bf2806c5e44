/**
 * The staff workspace's first pages (issue 16), with JavaScript on and off: set-up from the invitation mail (QR key,
 * a TOTP code computed here, recovery codes once), home, sign-out, sign-in with password and a fresh code, inviting
 * a sales member from the team page, and that member's set-up and refusal at the team page; axe on each page.
 *
 * The first admin is invited by the e2e server at its first start (STAFF_BOOTSTRAP_EMAIL in playwright.config.ts);
 * its link works once, so one worker sets it up over HTTP and leaves the session cookie for the others (a file in
 * the run's DATA_DIR). Each test then has that admin invite its own admin through /staff/team.
 */
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import {
  currentCode,
  FIRST_ADMIN,
  firstAdminCookie,
  invite,
  PASSWORD,
  setUp,
  SIGN_IN_FAILED,
  STAFF_COOKIE,
  staffEmail,
  totpAt,
} from "./staff-fixtures";

test.describe("staff workspace", () => {
  test.describe.configure({ timeout: 180_000 });

  test("invite → set-up with a TOTP code → home → sign out → sign in again → invite sales → sales is refused the team page", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // The first admin invites this test's admin.
    const adminCookie = await firstAdminCookie(request);
    const adminContext = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
    await adminContext.addCookies([{ name: STAFF_COOKIE, value: adminCookie, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const firstAdmin = await adminContext.newPage();
    const email = staffEmail("admin");
    const link = await invite(firstAdmin, email, "Admin");
    await expectNoAxeViolations(firstAdmin);
    await adminContext.close();

    // A wrong code keeps the name and the same key (the QR code they scanned), never the passwords.
    await page.goto(link);
    const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    await page.getByLabel("Your name").fill("Amal Al-Harthy");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    const good = await currentCode(secret);
    await page.getByLabel("6-digit code from the app").fill(good === "000000" ? "000001" : "000000");
    await page.getByRole("button", { name: "Set up my account" }).click();
    await expect(page.getByText("That code did not match. Check your device's clock and try the newest code.")).toBeVisible();
    await expect(page.getByTestId("totp-secret")).toHaveText(/[A-Z2-7 ]+/);
    expect((await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "")).toBe(secret);
    await expect(page.getByLabel("Your name")).toHaveValue("Amal Al-Harthy");
    // The answer never carries the passwords back (with JavaScript the page keeps what is in its fields).
    if (test.info().project.name === "nojs") await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expectNoAxeViolations(page);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel("6-digit code from the app").fill(await currentCode(secret));
    await page.getByRole("button", { name: "Set up my account" }).click();
    await expect(page.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await expectNoAxeViolations(page);

    // The link is spent.
    const spent = await request.get(link);
    expect(spent.status()).toBe(410);
    expect(await spent.text()).toContain("This set-up link is invalid, used or expired. Ask your administrator for a new one.");

    await page.getByRole("link", { name: "Continue to the staff workspace" }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByTestId("signed-in-as")).toHaveText(`Signed in as Amal Al-Harthy (${email})`);
    await expect(page.getByTestId("staff-roles")).toHaveText("Admin");
    const sections = page.getByRole("navigation", { name: "Staff sections" });
    await expect(sections.getByRole("link", { name: "Team" })).toBeVisible();
    await expect(sections.getByRole("link", { name: "Audit log" })).toBeVisible();
    // The staff header only: no public navigation.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sahel Specialty Chemicals — home" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Sign out: the session ends, staff pages send to the sign-in page.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    await expectToast(page, "You have been signed out.");
    await page.goto("/staff/team");
    await expect(page).toHaveURL(/\/staff\/sign-in\?redirectTo=%2Fstaff%2Fteam$/);
    await expectNoAxeViolations(page);

    // Sign in: one message for a wrong password (the e-mail kept), then the password and a fresh code.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_FAILED })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/staff\/sign-in\/code\?redirectTo=%2Fstaff%2Fteam$/);
    const codeField = page.getByLabel("Code from your authenticator app (or a recovery code)");
    await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    await expectNoAxeViolations(page);
    await codeField.fill(totpAt(secret, Date.now() - 120_000));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_FAILED })).toBeVisible();
    await codeField.fill(totpAt(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/staff\/team$/);
    await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // An invitation needs a role.
    const inviteForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Invite" }) });
    const salesEmail = staffEmail("sales");
    await inviteForm.getByLabel("Email").fill(salesEmail);
    await inviteForm.getByRole("button", { name: "Invite" }).click();
    await expect(inviteForm.getByText("Choose at least one role.")).toBeVisible();
    await expect(inviteForm.getByLabel("Email")).toHaveValue(salesEmail);
    const salesLink = await invite(page, salesEmail, "Sales");

    // The audit log shows the invitation, filtered by actor.
    await page.goto(`/staff/audit?actor=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("audit-entry").filter({ hasText: "staff.invite" }).filter({ hasText: salesEmail })).toBeVisible();
    await expect(page.getByTestId("audit-entry").filter({ hasText: FIRST_ADMIN })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The sales member's own set-up, in their own browser: their home names no admin section, and the team page is refused.
    const salesContext = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
    const sales = await salesContext.newPage();
    await setUp(sales, browser, salesLink, "Salim Sales");
    await sales.getByRole("link", { name: "Continue to the staff workspace" }).click();
    await expect(sales.getByTestId("staff-roles")).toHaveText("Sales");
    const salesSections = sales.getByRole("main").getByRole("link");
    await expect(salesSections.filter({ hasText: /^(Inbox|Documents)$/ })).toHaveCount(2);
    await expect(sales.getByRole("link", { name: "Team" })).toHaveCount(0);
    await expectNoAxeViolations(sales);
    const refused = await sales.goto("/staff/team");
    expect(refused?.status()).toBe(403);
    await expect(sales.getByRole("heading", { name: "Not open to your roles" })).toBeVisible();
    await expectNoAxeViolations(sales);
    expect((await sales.goto("/staff/audit"))?.status()).toBe(403);
    await salesContext.close();
  });

  test("an admin changes a member's roles, disables and enables them, and cannot take their own admin role", async ({ page, baseURL, request }) => {
    await page.context().addCookies([{ name: STAFF_COOKIE, value: await firstAdminCookie(request), url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const email = staffEmail("member");
    await invite(page, email, "Sales");
    const row = () => page.getByRole("row", { name: new RegExp(email.replace(/[.]/g, "\\.")) });

    await row().getByLabel("HR", { exact: true }).check();
    await row().getByRole("button", { name: "Save roles" }).click();
    await expectToast(page, "Roles saved.");
    await expect(row().getByLabel("HR", { exact: true })).toBeChecked();
    await expect(row().getByLabel("Sales", { exact: true })).toBeChecked();
    await expect(row().getByLabel("Admin", { exact: true })).not.toBeChecked();

    await row().getByRole("button", { name: `Disable ${email}` }).click();
    await expectToast(page, "Account disabled.");
    await expect(row().getByTestId("member-state")).toHaveText("disabled");
    await row().getByRole("button", { name: `Enable ${email}` }).click();
    await expectToast(page, "Account enabled.");
    await expect(row().getByTestId("member-state")).toHaveText("invited");

    // Someone must keep the admin role: one's own is refused, in that member's form.
    const mine = page.getByRole("row", { name: /first\.admin@sahel\.example\.om/ });
    await expect(mine.getByRole("button", { name: /^Disable/ })).toHaveCount(0);
    await mine.getByLabel("Admin", { exact: true }).uncheck();
    await mine.getByLabel("Sales", { exact: true }).check();
    await mine.getByRole("button", { name: "Save roles" }).click();
    await expect(mine.getByRole("alert").filter({ hasText: "You cannot take away your own admin role." })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/staff/team");
    await expect(page.getByRole("row", { name: /first\.admin@sahel\.example\.om/ }).getByLabel("Admin", { exact: true })).toBeChecked();

    // The log has each change to the member, newest first, by the admin.
    await page.goto(`/staff/audit?actor=${encodeURIComponent(FIRST_ADMIN)}`);
    const cells = await page.getByTestId("audit-entry").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent ?? "")));
    const target = cells.find((c) => c[2] === "staff.invite" && c[5].includes(email))?.[3];
    expect(target).toMatch(/^staff \d+$/);
    expect(cells.filter((c) => c[3] === target).map((c) => c[2])).toEqual(["staff.enable", "staff.disable", "staff.roles", "staff.invite"]);
  });

  test("staff pages are never indexed or stored, and sign-in sends anonymous visitors away from them", async ({ request }) => {
    for (const url of ["/staff/sign-in", "/staff/setup/not-a-real-token-0123456789"]) {
      const response = await request.get(url);
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(await response.text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
    }
    expect((await request.get("/staff/setup/not-a-real-token-0123456789")).status()).toBe(410);
    for (const url of ["/staff", "/staff/team", "/staff/audit", "/staff/mail"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/staff/sign-in?redirectTo=${encodeURIComponent(url)}`);
    }
    // Without a password given first, the code page sends back; a GET of sign-out signs nobody out.
    expect((await request.get("/staff/sign-in/code", { maxRedirects: 0 })).headers().location).toBe("/staff/sign-in");
    expect((await request.get("/staff/sign-out", { maxRedirects: 0 })).headers().location).toBe("/staff");
    // Every refused sign-in gets the same one message.
    const away = await request.post("/staff/sign-in", { form: { email: "nobody@example.com", password: "x", redirectTo: "https://evil.example/" }, maxRedirects: 0 });
    expect(away.status()).toBe(401);
    expect(await away.text()).toContain(SIGN_IN_FAILED);
  });

  test("an admin reads the outbox on the mail page: recipients, subjects and states, never a body", async ({ page, baseURL, request }) => {
    await page.context().addCookies([{ name: STAFF_COOKIE, value: await firstAdminCookie(request), url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const email = staffEmail("mailed");
    // invite() waits until the invitation reached the test SMTP server.
    await invite(page, email, "Sales");
    await page.goto("/staff");
    await page.getByRole("main").getByRole("link", { name: "Mail", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
    const row = page.getByTestId("mail-row").filter({ hasText: email });
    await expect(row).toContainText(/Set up your .+ staff account/);
    // The worker marks it sent just after the SMTP server took it: look again until it says so.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText(/Sent \d/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator("main")).not.toContainText("/staff/setup/");
    await page.getByRole("link", { name: /^Sent \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/staff\/mail\?status=sent$/);
    await expect(page.getByTestId("mail-row").filter({ hasText: email })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("the invalid set-up link page is accessible", async ({ page }) => {
    const response = await page.goto("/staff/setup/not-a-real-token-0123456789");
    expect(response?.status()).toBe(410);
    await expect(page.getByTestId("setup-link-invalid")).toHaveText("This set-up link is invalid, used or expired. Ask your administrator for a new one.");
    await expectNoAxeViolations(page);
  });
});
