/** The account area under /ar as the server renders it: registering and signing in without JavaScript, the saved items, the confirmation mail in Arabic, the auth screens and the profile pages, right to left with links that stay under /ar. */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { greyPng } from "../support/images";
import { ARABIC_SITE, expectArabicDocument, fieldOf, headingOf, hrefOf, metaOf, pathOf } from "./arabic-journeys-helpers";
import { ACCOUNT_PASSWORD, anonymousLikesCookie, errorOf, flashOf, formWith, linkIn, mailTo, registerAccount, signedIn, uniqueEmail, visitor, type Page } from "./support";

/** The page is Arabic, titled "<title> — <site>", and its h1 reads `heading`. */
function expectArabic(page: Page, title: string, heading = title) {
  expectArabicDocument(page, title);
  expect(headingOf(page)).toBe(heading);
}

describe("registering and signing in under /ar, without JavaScript", () => {
  it("the register page is in Arabic and links to the Arabic sign-in", async () => {
    const page = await visitor().open("/ar/auth/register");
    expectArabic(page, "إنشاء حساب");
    expect((fieldOf(page.screen, "اشترك في مدونتنا") as HTMLInputElement).checked).toBe(false);
    expect(page.screen.getByText("8 أحرف على الأقل.", { exact: false })).toBeTruthy();
    expect(hrefOf(within(page.screen.getByRole("main")), "تسجيل الدخول")).toBe("/ar/auth/login");
  });

  it("an empty registration answers the Arabic message; a complete one goes to the Arabic sign-in with the Arabic toast", async () => {
    const newcomer = visitor();
    const email = uniqueEmail("arabic");
    const form = await newcomer.open("/ar/auth/register");
    const refused = await newcomer.read(await newcomer.submit(form, formWith(form, "تسجيل"), { button: "تسجيل" }));
    expect(refused.status).toBe(400);
    expect(errorOf(refused, fieldOf(refused.screen, "البريد الإلكتروني"))).toBe("عنوان البريد الإلكتروني غير صالح");
    const response = await newcomer.submit(refused, formWith(refused, "تسجيل"), {
      values: { email, password: ACCOUNT_PASSWORD, confirm_password: ACCOUNT_PASSWORD },
      button: "تسجيل",
    });
    expect(response.status).toBe(302);
    const page = await newcomer.land(response);
    expect(pathOf(page.url)).toBe("/ar/auth/login");
    expect(flashOf(page)).toBe("تم التسجيل بنجاح");
  });

  it("the sign-in page is in Arabic; signing in goes to /ar with the Arabic toast and the likes made before move into the account", async () => {
    const email = await registerAccount(uniqueEmail("arabic"), "ar");
    const member = visitor();
    member.setCookie("__session", await anonymousLikesCookie({ solution: [1, 2], plant: [1] }));
    const form = await member.open("/ar/auth/login");
    expectArabic(form, "تسجيل الدخول");
    expect((fieldOf(form.screen, "تذكرني") as HTMLInputElement).checked).toBe(true);
    expect(hrefOf(form.screen, "نسيت كلمة المرور؟")).toBe("/ar/auth/forgot-password");
    expect(hrefOf(form.screen, "أنشئ حسابًا")).toBe("/ar/auth/register");
    const response = await member.submit(form, formWith(form, "تسجيل الدخول"), { values: { email, password: ACCOUNT_PASSWORD }, button: "تسجيل الدخول" });
    expect(response.status).toBe(302);
    const home = await member.land(response);
    expect(pathOf(home.url)).toBe("/ar");
    expect(flashOf(home)).toBe("تم تسجيل الدخول بنجاح");

    const saved = await member.open("/ar/profile/saved");
    expectArabic(saved, "المحفوظات");
    expect(saved.screen.getByText("الحلول والمصانع التي أعجبتك.")).toBeTruthy();
    expect(saved.screen.getByRole("tab", { name: "المصانع" }).getAttribute("aria-selected")).toBe("true");
    expect(saved.screen.getByText("عرض 1 من 1")).toBeTruthy();
    expect((saved.screen.getByLabelText("عدد الصفوف في الصفحة") as HTMLSelectElement).value).toBe("10");
    const plants = within(saved.screen.getByRole("table", { name: "المصانع المحفوظة" }));
    for (const column of ["الحلول", "المصنع", "تاريخ الحفظ", "الإجراءات"]) expect(plants.getByRole("columnheader", { name: column })).toBeTruthy();
    // The saved date is written in Arabic (Gregorian, Latin digits).
    expect(saved.document.querySelector("table time")?.textContent?.trim()).toMatch(/^\d{1,2} \S+ \d{4}$/);

    const solutions = await member.open(saved.screen.getByRole("tab", { name: "الحلول" }).getAttribute("href")!);
    expect(pathOf(solutions.url)).toBe("/ar/profile/saved?tab=solutions");
    expect(solutions.screen.getByText("عرض 2 من 2")).toBeTruthy();
    const rows = within(solutions.screen.getByRole("table", { name: "الحلول المحفوظة" })).getAllByRole("row");
    expect(rows).toHaveLength(3);
    const product = within(rows[1]).getAllByRole("link")[0];
    expect(product.getAttribute("href")).toMatch(/^\/ar\/solution\/\d+$/);
    const name = product.textContent!.trim();

    const confirm = await member.open(hrefOf(within(rows[1]), `حذف ${name}`)!);
    const dialog = confirm.screen.getByRole("dialog", { name: "حذف عنصر محفوظ" });
    expect(dialog.textContent).toContain(`هل تريد إزالة ${name} من العناصر المحفوظة؟`);
    const cancelled = await member.open(hrefOf(within(dialog), "إلغاء")!);
    expect(cancelled.screen.queryByRole("dialog")).toBeNull();
    const removed = await member.submit(confirm, formWith(confirm, "حذف"), { button: "حذف" });
    expect(removed.status).toBe(302);
    const after = await member.land(removed);
    expect(flashOf(after)).toBe("أُزيل العنصر من العناصر المحفوظة");
    expect(pathOf(after.url)).toBe("/ar/profile/saved?tab=solutions");
    expect(after.screen.getByText("عرض 1 من 1")).toBeTruthy();
    expect(after.screen.getByRole("table").textContent).not.toContain(name);
  });
});

describe("an account registered in Arabic", () => {
  it("gets its confirmation mail in Arabic, and the link opens the Arabic page that confirms the address", async () => {
    const email = await registerAccount(uniqueEmail("arabic-mail"), "ar");
    const link = await linkIn(email, /[\u0600-\u06FF]/);
    expect(link).toMatch(/^\/ar\/auth\/verify-email\/[A-Za-z0-9_-]+$/);
    const [mail] = mailTo(email);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const reader = visitor();
    const page = await reader.open(link);
    expectArabic(page, "تأكيد عنوان بريدك الإلكتروني");
    const confirmed = await reader.land(await reader.submit(page, formWith(page, "أكّد عنواني"), { button: "أكّد عنواني" }));
    expect(flashOf(confirmed)).toBe("تم تأكيد عنوان بريدك الإلكتروني");
  });
});

describe("the Arabic auth screens", () => {
  it("/ar/auth goes to the Arabic sign-in, whose home link and description are Arabic", async () => {
    const page = await visitor().open("/ar/auth");
    expect(pathOf(page.url)).toBe("/ar/auth/login");
    expect(hrefOf(page.screen, `${ARABIC_SITE} — الصفحة الرئيسية`)).toBe("/ar");
    expect(metaOf(page, "description")).toBe("سجّل الدخول لتحتفظ بالحلول والمصانع التي حفظتها وتتابع طلباتك.");
  });

  it("the forgot-password screen is in Arabic", async () => {
    const page = await visitor().open("/ar/auth/forgot-password");
    expectArabic(page, "نسيت كلمة المرور");
    expect(fieldOf(page.screen, "البريد الإلكتروني")).toBeTruthy();
    expect(page.screen.getByRole("button", { name: "أرسل رابط إعادة التعيين" })).toBeTruthy();
    expect(hrefOf(page.screen, "تسجيل الدخول")).toBe("/ar/auth/login");
  });

  it("an invalid reset link answers 410 in Arabic", async () => {
    const page = await visitor().open("/ar/auth/reset-password/not-a-valid-token-000000000000");
    expect(page.status).toBe(410);
    expectArabic(page, "اختر كلمة مرور جديدة");
    expect(page.screen.getByText("رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته.", { exact: false })).toBeTruthy();
    expect(hrefOf(page.screen, "اطلب رابطًا جديدًا")).toBe("/ar/auth/forgot-password");
  });

  it("an invalid confirmation link answers 410 in Arabic", async () => {
    const page = await visitor().open("/ar/auth/verify-email/not-a-valid-token-000000000000");
    expect(page.status).toBe(410);
    expectArabic(page, "تأكيد عنوان بريدك الإلكتروني");
    expect(page.screen.getByText("رابط التأكيد هذا غير صالح", { exact: false })).toBeTruthy();
    expect(hrefOf(page.screen, "أرسل رابطًا جديدًا من ملفك الشخصي")).toBe("/ar/profile");
  });
});

describe("the Arabic profile pages", () => {
  it("takes a profile picture past an ordinary form's 64 KB, with the Arabic toast", async () => {
    const account = await signedIn();
    const profile = await account.open("/ar/profile");
    const input = fieldOf(profile.screen, "اختر صورة");
    const picture = new File([new Uint8Array(greyPng(6, 4, { padding: 300 * 1024 }))], "me.png", { type: "image/png" });
    const response = await account.submit(profile, formWith(profile, "ارفع الصورة"), { button: "ارفع الصورة", files: { [input.name]: picture } });
    expect(response.status).toBe(302);
    const page = await account.land(response, profile.url);
    expect(flashOf(page)).toBe("تم تحديث صورة الملف الشخصي");
    expect(pathOf(page.url)).toBe("/ar/profile");
  });

  it("the profile page is in Arabic and names the unconfirmed address inside the Arabic notice", async () => {
    const account = await signedIn();
    const page = await account.open("/ar/profile");
    expectArabic(page, "إدارة ملفي الشخصي");
    // The greeting wraps the address in an element of its own (bidirectional isolation).
    const greeting = `مرحبًا، ${account.email}`;
    expect(page.screen.getAllByText((_: string, element: Element | null) => element?.textContent?.trim() === greeting).length).toBeGreaterThan(0);
    expect(hrefOf(within(page.screen.getByRole("navigation", { name: "صفحات الملف الشخصي" })), "المحفوظات")).toBe("/ar/profile/saved");
    for (const label of ["الاسم الأول", "اسم العائلة", "المهنة", "البريد الإلكتروني", "رمز الدولة", "رقم الهاتف", "كلمة المرور الحالية", "كلمة المرور الجديدة"]) {
      expect(fieldOf(page.screen, label), label).toBeTruthy();
    }
    expect(page.screen.getByRole("button", { name: "تحديث الملف الشخصي" })).toBeTruthy();
    expect(page.screen.getByRole("button", { name: "ارفع الصورة" })).toBeTruthy();
    const notice = page.screen.getAllByRole("status").find((status: HTMLElement) => status.textContent?.includes("لم يُؤكَّد عنوان بريدك الإلكتروني"));
    expect(notice?.textContent).toContain(account.email);
  });

  it("the overview and settings are in Arabic, and the delete dialog posts to the Arabic address", async () => {
    const account = await signedIn();
    const overview = await account.open("/ar/profile/overview");
    expectArabic(overview, "نظرة عامة");
    expect(hrefOf(overview.screen, "الحلول المحفوظة")).toBe("/ar/profile/saved?tab=solutions");
    expect(overview.screen.getByText("طلبات MSDS", { exact: false })).toBeTruthy();

    const settings = await account.open("/ar/profile/settings");
    expectArabic(settings, "الإعدادات");
    expect(settings.screen.getByRole("heading", { name: "تغيير كلمة المرور" })).toBeTruthy();
    expect(fieldOf(settings.screen, "تأكيد كلمة المرور الجديدة")).toBeTruthy();
    const confirm = await account.open(hrefOf(settings.screen, "احذف حسابي")!);
    const dialog = within(confirm.screen.getByRole("dialog", { name: "هل تريد حذف حسابك؟" }));
    expect(dialog.getByRole("button", { name: "احذف الحساب نهائيًا" })).toBeTruthy();
    expect(formWith(confirm, "احذف الحساب نهائيًا").getAttribute("action")).toBe("/ar/profile/settings?confirm=delete");
  });

  it("logging out stays in Arabic", async () => {
    const account = await signedIn();
    const page = await account.open("/ar/profile/logout");
    expectArabic(page, "تسجيل الخروج");
    const main = page.screen.getByRole("main");
    const button = within(main).getByRole("button", { name: "تسجيل الخروج" });
    const after = await account.land(await account.submit(page, button.closest("form") as HTMLFormElement, { button }));
    expect(pathOf(after.url)).toBe("/ar/auth/login");
    expect(after.document.documentElement.getAttribute("lang")).toBe("ar");
  });
});
