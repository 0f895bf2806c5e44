/**
 * The staff workspace's forms in a real browser, with JavaScript on and off (@nojs): an admin's invitation from the
 * team page, set-up from the mailed link (QR key, a TOTP code computed here, recovery codes once), sign-out, sign-in
 * with the password and a fresh code, an invitation without a role, and the refusal of one's own admin role; axe on
 * each state reached. What the server answers (the spent link, the role matrix, the audit log, the mail page) is
 * proved over HTTP in tests/http/staff.test.ts; axe on the staff pages is here, with JavaScript.
 *
 * The first admin is invited by the e2e server at its first start (STAFF_BOOTSTRAP_EMAIL in playwright.config.ts);
 * its link works once, so one worker sets it up over HTTP and leaves the session cookie for the others (a file in
 * the run's DATA_DIR). The journey has that admin invite its own admin through /staff/team.
 */
import { expect, test, expectNoAxeViolations, expectNoAxeViolationsAt } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { currentCode, firstAdminCookie, invite, memberCookie, PASSWORD, SIGN_IN_FAILED, STAFF_COOKIE, staffEmail, staffPage, totpAt } from "./staff-fixtures";


test.describe("staff workspace", () => {
  test.describe.configure({ timeout: 180_000 });

  test("invite → set-up with a TOTP code → home → sign out → sign in again → an invitation without a role → one's own admin role kept", { tag: "@nojs" }, async ({
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
    await expectNoAxeViolations(page);
    await inviteForm.getByRole("group", { name: "Roles" }).getByLabel("Sales", { exact: true }).check();
    await inviteForm.getByRole("button", { name: "Invite" }).click();
    await expectToast(page, `Invitation sent to ${salesEmail}`);

    // Someone must keep the admin role: one's own is refused, in that member's form.
    const mine = page.getByRole("form", { name: `Roles of ${email}` });
    await mine.getByLabel("Admin", { exact: true }).uncheck();
    await mine.getByLabel("Sales", { exact: true }).check();
    await mine.getByRole("button", { name: "Save roles" }).click();
    await expect(mine.getByRole("alert").filter({ hasText: "You cannot take away your own admin role." })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Each group of the admin's pages in a test of its own, so that the two workers share them, in a staff context of its
  // own as the journeys use: the editors' pages log React hydration errors (#418, #425) and the plant pages ask for
  // map tiles, which the console check of the test's own page would count; they are a defect of the staff side to
  // clear on its own. The editors' pages are checked at 1280 px, as they always were.
  const ADMIN_PAGES = [
    { group: "team and mail", widths: [1280, 390], paths: ["/staff", "/staff/team", "/staff/audit?actor=first.admin%40sahel.example.om", "/staff/mail", "/staff/mail?status=sent", "/staff/setup/not-a-real-token-0123456789"] },
    { group: "catalogue", widths: [1280], paths: ["/staff/plants", "/staff/plants/new", "/staff/plants/1?solution_q=demulsifier", "/staff/solutions", "/staff/solutions/new", "/staff/solutions/1?hazardSearch=flammable&kind=H", "/staff/categories", "/staff/problems", "/staff/search-terms", "/staff/documents?q=a"] },
    { group: "content and work", widths: [1280], paths: ["/staff/vacancies", "/staff/vacancies/new", "/staff/posts", "/staff/posts/new", "/staff/inbox", "/staff/applications"] },
  ];
  for (const { group, widths, paths } of ADMIN_PAGES) {
    test(`the staff pages (${group}) have no axe violations at ${widths.join(" and ")} px`, async ({ browser, baseURL, request }) => {
      const { context, page } = await staffPage(browser, baseURL!, await firstAdminCookie(request));
      for (const path of paths) await expectNoAxeViolationsAt(page, path, { widths });
      await context.close();
    });
  }

  test("the sign-in page, a sales member's home and the 403 page have no axe violations at 1280 and 390 px", async ({ page, browser, baseURL, request }) => {
    await expectNoAxeViolationsAt(page, "/staff/sign-in?redirectTo=%2Fstaff%2Fteam");
    const sales = await memberCookie(request, ["sales"]);
    const { context, page: salesPage } = await staffPage(browser, baseURL!, sales.cookie);
    await expectNoAxeViolationsAt(salesPage, "/staff");
    await expectNoAxeViolationsAt(salesPage, "/staff/team");
    await context.close();
  });
});
