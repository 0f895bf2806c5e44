/**
 * The account area in Arabic (issue 19), with JavaScript on and off: registering and signing in under /ar, the saved
 * items (tabs, table, delete confirmation, toast), the profile pages and the auth screens with their Arabic headings,
 * labels and titles, right to left, links that stay under /ar, and axe on each page.
 */
import { anonymousLikesCookie, expect, expectToast, linkIn, mailTo, PASSWORD, putSessionCookie, registerAccount, test, uniqueEmail } from "./account-fixtures";
import { expectNoAxeViolations, expectNoAxeViolationsAt } from "./fixtures";
import { ARABIC_SITE, expectArabicDocument } from "./arabic-helpers";


async function expectArabic(page: import("@playwright/test").Page, title: string, heading = title) {
  await expectArabicDocument(page);
  await expect(page).toHaveTitle(`${title} — ${ARABIC_SITE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

test("register, sign in and manage saved items in Arabic", async ({ page, baseURL }) => {
  // Several argon2 hashes on a shared machine.
  test.slow();
  const email = uniqueEmail("arabic");
  await page.goto("/ar/auth/register");
  await expectArabic(page, "إنشاء حساب");
  await expect(page.getByLabel("اشترك في مدونتنا")).toBeChecked();
  await expect(page.getByText("8 أحرف على الأقل.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute("href", "/ar/auth/login");
  // The form's messages come back in Arabic too.
  await page.getByRole("button", { name: "تسجيل", exact: true }).click();
  await expect(page.getByText("عنوان البريد الإلكتروني غير صالح")).toBeVisible();
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(PASSWORD);
  await page.getByLabel("تأكيد كلمة المرور").fill(PASSWORD);
  await page.getByRole("button", { name: "تسجيل", exact: true }).click();
  await expect(page).toHaveURL("/ar/auth/login");
  await expectToast(page, "تم التسجيل بنجاح");

  // Likes made before signing in move into the account.
  await putSessionCookie(page.context(), baseURL!, await anonymousLikesCookie({ solution: [1, 2], plant: [1] }));
  await expectArabic(page, "تسجيل الدخول");
  await expect(page.getByLabel("تذكرني")).toBeChecked();
  await expect(page.getByRole("link", { name: "نسيت كلمة المرور؟" })).toHaveAttribute("href", "/ar/auth/forgot-password");
  await expect(page.getByRole("link", { name: "أنشئ حسابًا" })).toHaveAttribute("href", "/ar/auth/register");
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page).toHaveURL("/ar");
  await expectToast(page, "تم تسجيل الدخول بنجاح");

  await page.goto("/ar/profile/saved");
  await expectArabic(page, "المحفوظات");
  await expect(page.getByText("الحلول والمصانع التي أعجبتك.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "المصانع" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("عرض 1 من 1")).toBeVisible();
  await expect(page.getByLabel("عدد الصفوف في الصفحة")).toHaveValue("10");
  const table = page.getByRole("table", { name: "المصانع المحفوظة" });
  for (const column of ["الحلول", "المصنع", "تاريخ الحفظ", "الإجراءات"]) await expect(table.getByRole("columnheader", { name: column })).toBeAttached();
  // The saved date is written in Arabic (Gregorian, Latin digits).
  await expect(table.locator("time")).toHaveText(/^\d{1,2} \S+ \d{4}$/);

  await page.getByRole("tab", { name: "الحلول" }).click();
  await expect(page).toHaveURL("/ar/profile/saved?tab=solutions");
  await expect(page.getByText("عرض 2 من 2")).toBeVisible();
  const rows = page.getByRole("table", { name: "الحلول المحفوظة" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  const product = rows.nth(1).getByRole("link").first();
  await expect(product).toHaveAttribute("href", /^\/ar\/solution\/\d+$/);
  const name = (await product.textContent())!;

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

test("an account registered in Arabic gets its confirmation mail in Arabic, and the link opens the Arabic page", async ({ page, request }) => {
  const email = uniqueEmail("arabic-mail");
  const response = await request.post("/ar/auth/register", {
    form: { email, password: PASSWORD, confirm_password: PASSWORD, subscribe_blog: "on" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const link = await linkIn(email, /[\u0600-\u06FF]/);
  expect(link).toMatch(/^\/ar\/auth\/verify-email\/[A-Za-z0-9_-]+$/);
  const [mail] = mailTo(email);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  await page.goto(link);
  await expectArabic(page, "تأكيد عنوان بريدك الإلكتروني");
  await page.getByRole("button", { name: "أكّد عنواني" }).click();
  await expectToast(page, "تم تأكيد عنوان بريدك الإلكتروني");
});

test("the auth screens are in Arabic and their links stay in Arabic", async ({ page }) => {
  await page.goto("/ar/auth");
  await expect(page).toHaveURL("/ar/auth/login");
  await expect(page.getByRole("link", { name: `${ARABIC_SITE} — الصفحة الرئيسية` })).toHaveAttribute("href", "/ar");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "سجّل الدخول لتحتفظ بالحلول والمصانع التي حفظتها وتتابع طلباتك.");

  await page.goto("/ar/auth/forgot-password");
  await expectArabic(page, "نسيت كلمة المرور");
  await expect(page.getByLabel("البريد الإلكتروني")).toBeVisible();
  await expect(page.getByRole("button", { name: "أرسل رابط إعادة التعيين" })).toBeVisible();
  await expect(page.getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute("href", "/ar/auth/login");

  const reset = await page.goto("/ar/auth/reset-password/not-a-valid-token-000000000000");
  expect(reset?.status()).toBe(410);
  await expectArabic(page, "اختر كلمة مرور جديدة");
  await expect(page.getByText("رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته.")).toBeVisible();
  await expect(page.getByRole("link", { name: "اطلب رابطًا جديدًا" })).toHaveAttribute("href", "/ar/auth/forgot-password");

  const verify = await page.goto("/ar/auth/verify-email/not-a-valid-token-000000000000");
  expect(verify?.status()).toBe(410);
  await expectArabic(page, "تأكيد عنوان بريدك الإلكتروني");
  await expect(page.getByText("رابط التأكيد هذا غير صالح")).toBeVisible();
  await expect(page.getByRole("link", { name: "أرسل رابطًا جديدًا من ملفك الشخصي" })).toHaveAttribute("href", "/ar/profile");
});

test("the profile pages are in Arabic, and logging out stays in Arabic", async ({ page, account }) => {
  await page.goto("/ar/profile");
  await expectArabic(page, "إدارة ملفي الشخصي");
  await expect(page.getByText(`مرحبًا، ${account.email}`)).toBeVisible();
  const pages = page.getByRole("navigation", { name: "صفحات الملف الشخصي" });
  await expect(pages.getByRole("link", { name: "المحفوظات" })).toHaveAttribute("href", "/ar/profile/saved");
  for (const label of ["الاسم الأول", "اسم العائلة", "المهنة", "البريد الإلكتروني", "رمز الدولة", "رقم الهاتف", "كلمة المرور الحالية", "كلمة المرور الجديدة"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "تحديث الملف الشخصي" })).toBeVisible();
  await expect(page.getByRole("button", { name: "ارفع الصورة" })).toBeVisible();
  // The address is not confirmed yet: the notice names it inside the Arabic sentence.
  await expect(page.getByRole("status").filter({ hasText: "لم يُؤكَّد عنوان بريدك الإلكتروني" })).toContainText(account.email);

  await page.goto("/ar/profile/overview");
  await expectArabic(page, "نظرة عامة");
  await expect(page.getByRole("link", { name: "الحلول المحفوظة" })).toHaveAttribute("href", "/ar/profile/saved?tab=solutions");
  await expect(page.getByText("طلبات MSDS")).toBeVisible();

  await page.goto("/ar/profile/settings");
  await expectArabic(page, "الإعدادات");
  await expect(page.getByRole("heading", { name: "تغيير كلمة المرور" })).toBeVisible();
  await expect(page.getByLabel("تأكيد كلمة المرور الجديدة")).toBeVisible();
  await page.getByRole("link", { name: "احذف حسابي" }).click();
  const dialog = page.getByRole("dialog", { name: "هل تريد حذف حسابك؟" });
  await expect(dialog.getByRole("button", { name: "احذف الحساب نهائيًا" })).toBeVisible();
  await expect(dialog.locator("form")).toHaveAttribute("action", "/ar/profile/settings?confirm=delete");

  await page.goto("/ar/profile/logout");
  await expectArabic(page, "تسجيل الخروج");
  await page.getByRole("main").getByRole("button", { name: "تسجيل الخروج" }).click();
  await expect(page).toHaveURL("/ar/auth/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});

const AUTH_PAGES = ["/ar/auth/login", "/ar/auth/register", "/ar/auth/forgot-password", "/ar/auth/reset-password/not-a-valid-token-000000000000", "/ar/auth/verify-email/not-a-valid-token-000000000000"];
const PROFILE_PAGES = ["/ar/profile", "/ar/profile/overview", "/ar/profile/saved", "/ar/profile/settings", "/ar/profile/settings?confirm=delete", "/ar/profile/logout"];

// One test a screen, both widths in it: all five in one ran close to the 30 s limit without JavaScript.
for (const path of AUTH_PAGES) {
  test(`the Arabic auth screen ${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path, { ready: (shown) => expect(shown.locator("html")).toHaveAttribute("dir", "rtl") });
  });
}

for (const width of [1280, 390]) {

  test(`the Arabic profile pages have no axe violations at ${width} px`, async ({ page, request, baseURL }) => {
    test.slow();
    const account = await registerAccount(request);
    await putSessionCookie(page.context(), baseURL!, await anonymousLikesCookie({ solution: [1], plant: [1, 2] }));
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/ar/auth/login");
    await page.getByLabel("البريد الإلكتروني").fill(account.email);
    await page.getByLabel("كلمة المرور", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
    await expect(page).toHaveURL("/ar");
    for (const path of PROFILE_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expectNoAxeViolations(page);
    }
  });
}
