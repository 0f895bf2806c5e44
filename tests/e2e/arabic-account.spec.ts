/**
 * The account area in Arabic in a real browser (the server-rendered screens, the posts and the confirmation mail are
 * proved in tests/http/arabic-account.test.ts): registering and signing in as the Arabic auth forms' one no-JavaScript
 * journey, the saved items' delete dialog with its toast, and axe on the screens the shared Arabic axe list does not
 * hold (the profile pages, each no wider than a phone at 390 px, /ar/profile/saved also without JavaScript, and the
 * expired-link screens).
 */
import type { Page } from "@playwright/test";
import { anonymousLikesCookie, expect, expectToast, PASSWORD, putSessionCookie, registerAccount, test, uniqueEmail } from "./account-fixtures";
import { expectNoAxeViolations, expectNoAxeViolationsAt } from "./fixtures";
import { ARABIC_SITE, expectArabicDocument } from "./arabic-helpers";
import { expectNoWiderThanPhone } from "./layout-helpers";

async function expectArabic(page: Page, title: string, heading = title) {
  await expectArabicDocument(page);
  await expect(page).toHaveTitle(`${title} — ${ARABIC_SITE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/** Signs `email` in through the Arabic form, landing on /ar. */
async function signInInArabic(page: Page, email: string, password: string) {
  await page.goto("/ar/auth/login");
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(password);
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page).toHaveURL("/ar");
}

test("register and sign in in Arabic: the Arabic message keeps what was typed, then the Arabic toasts", { tag: "@nojs" }, async ({ page }) => {
  // Two argon2 hashes on a shared machine.
  test.slow();
  const email = uniqueEmail("arabic");
  await page.goto("/ar/auth/register");
  await expectArabic(page, "إنشاء حساب");
  await page.getByLabel("البريد الإلكتروني").fill("arabic-at-example.om");
  await page.getByRole("button", { name: "تسجيل", exact: true }).click();
  await expect(page.getByText("عنوان البريد الإلكتروني غير صالح")).toBeVisible();
  await expect(page.getByLabel("البريد الإلكتروني")).toHaveValue("arabic-at-example.om");
  await expectNoAxeViolations(page);
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(PASSWORD);
  await page.getByLabel("تأكيد كلمة المرور").fill(PASSWORD);
  await page.getByRole("button", { name: "تسجيل", exact: true }).click();
  await expect(page).toHaveURL("/ar/auth/login");
  await expectToast(page, "تم التسجيل بنجاح");

  await expectArabic(page, "تسجيل الدخول");
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page).toHaveURL("/ar");
  await expectToast(page, "تم تسجيل الدخول بنجاح");
});

test("a saved item's delete dialog in Arabic: axe on it, cancel, then delete with the Arabic toast", async ({ page, request, baseURL }) => {
  test.slow();
  const account = await registerAccount(request);
  await putSessionCookie(page.context(), baseURL!, await anonymousLikesCookie({ solution: [1, 2], plant: [1] }));
  await signInInArabic(page, account.email, account.password);
  await page.goto("/ar/profile/saved");
  await page.getByRole("tab", { name: "الحلول" }).click();
  await expect(page).toHaveURL("/ar/profile/saved?tab=solutions");
  const rows = page.getByRole("table", { name: "الحلول المحفوظة" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  const name = (await rows.nth(1).getByRole("link").first().textContent())!;

  await rows.nth(1).getByRole("link", { name: `حذف ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "حذف عنصر محفوظ" });
  await expect(dialog).toContainText(`هل تريد إزالة ${name} من العناصر المحفوظة؟`);
  await expectNoAxeViolations(page);
  await dialog.getByRole("link", { name: "إلغاء" }).click();
  await expect(dialog).toBeHidden();
  await rows.nth(1).getByRole("link", { name: `حذف ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "حذف", exact: true }).click();
  await expectToast(page, "أُزيل العنصر من العناصر المحفوظة");
  await expect(page).toHaveURL(/^[^?]*\/ar\/profile\/saved\?tab=solutions$/);
  await expect(page.getByText("عرض 1 من 1")).toBeVisible();
  await expect(page.getByRole("table")).not.toContainText(name);
});

// The expired-link screens are not in the shared Arabic axe list (tests/e2e/arabic-a11y.spec.ts), which holds the route table's pages.
for (const path of ["/ar/auth/reset-password/not-a-valid-token-000000000000", "/ar/auth/verify-email/not-a-valid-token-000000000000"]) {
  test(`the Arabic auth screen ${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path, { ready: (shown) => expect(shown.locator("html")).toHaveAttribute("dir", "rtl") });
  });
}

/** Right to left, signed in (not the sign-in page a lost session would show), and at 390 px no wider than the phone. */
async function profilePage(shown: Page) {
  await expect(shown.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(shown).toHaveURL(/\/ar\/profile/);
  await expectNoWiderThanPhone(shown);
}

test("the Arabic profile pages have no axe violations at 1280 and 390 px, and are no wider than a 390 px phone", async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const account = await registerAccount(request);
  await putSessionCookie(page.context(), baseURL!, await anonymousLikesCookie({ solution: [1], plant: [1, 2] }));
  await signInInArabic(page, account.email, account.password);
  for (const path of ["/ar/profile", "/ar/profile/overview", "/ar/profile/settings", "/ar/profile/settings?confirm=delete", "/ar/profile/logout"]) {
    await expectNoAxeViolationsAt(page, path, { ready: profilePage });
  }
});

// The saved page has <noscript> content, so its markup without JavaScript is checked too.
test("/ar/profile/saved has no axe violations at 1280 and 390 px, and is no wider than a 390 px phone", { tag: "@nojs" }, async ({ page, request, baseURL }) => {
  test.slow();
  const account = await registerAccount(request);
  await putSessionCookie(page.context(), baseURL!, await anonymousLikesCookie({ solution: [1], plant: [1, 2] }));
  await signInInArabic(page, account.email, account.password);
  await expectNoAxeViolationsAt(page, "/ar/profile/saved", { ready: profilePage });
});
