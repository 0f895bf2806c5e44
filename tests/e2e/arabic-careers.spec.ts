/**
 * Careers under /ar (issue 19), with JavaScript on and off: the vacancy list, its filter and pager, the vacancy page
 * with its JSON-LD, a closed vacancy, the application form with its messages and its success, the 404s, and axe. The
 * vacancies' own words (titles, texts, departments, places) are their Arabic versions (decision 0017), from the seed.
 */
import { test, expect, expectNoAxeViolations, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";
import { ARABIC_SITE, expectArabicDocument } from "./arabic-helpers";
import { waitForHydration } from "./home-helpers";
import { minimalPdf } from "../support/resume-files";
import { VACANCIES } from "~/db/seed/data";
import { CITY_NAMES_AR, COUNTRY_NAMES_AR, DEPARTMENT_NAMES_AR, VACANCIES_AR } from "~/db/seed/places-careers-ar";

/** A seed vacancy's Arabic title, by its English one. */
const titleAr = (english: string) => VACANCIES_AR[english].title;
const FIRST_VACANCY = titleAr(VACANCIES[0].title);
const CLOSED = "هذه الوظيفة مغلقة ولم تعد تستقبل طلبات التوظيف.";

test.describe("the Arabic careers page", () => {
  test("is in Arabic, lists six vacancies and pages in Arabic", async ({ page }) => {
    const response = await page.goto("/ar/careers");
    expect(response?.status()).toBe(200);
    await expectArabicDocument(page);
    await expect(page).toHaveTitle(`الوظائف — ${ARABIC_SITE}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "انضم إلى فريقنا من الكيميائيين والمهندسين والأخصائيين الميدانيين في عُمان وخارجها.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("انضم إلينا");
    await expect(page.getByLabel("القسم").locator("option:checked")).toHaveText("جميع الوحدات التنظيمية");
    const cards = page.getByRole("list", { name: "الوظائف الشاغرة" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText(FIRST_VACANCY);
    await expect(cards.first()).toContainText(CITY_NAMES_AR[VACANCIES[0].city]);
    await expect(cards.first().getByRole("link", { name: "مزيد من التفاصيل" })).toHaveAttribute("href", "/ar/career/1");
    const pager = page.getByRole("navigation", { name: "صفحات الوظائف الشاغرة" });
    await expect(pager.getByRole("link", { name: "التالي" })).toHaveAttribute("href", "/ar/careers?page=2");
    await pager.getByRole("link", { name: "التالي" }).click();
    await expect(page).toHaveURL(/\/ar\/careers\?page=2$/);
    await expect(cards.first()).toContainText(titleAr("Accountant"));
    await expect(cards.first()).not.toContainText("Accountant");
    await expect(pager.getByRole("link", { name: "السابق" })).toHaveAttribute("href", "/ar/careers");
    await expectArabicDocument(page);
  });

  test("the department filter stays in Arabic", async ({ page }, testInfo) => {
    await page.goto("/ar/careers");
    await waitForHydration(page, testInfo);
    await page.getByLabel("القسم").selectOption({ label: DEPARTMENT_NAMES_AR["Technical Services"] });
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "اعرض الوظائف الشاغرة" }).click();
    await expect(page).toHaveURL(/\/ar\/careers\?department=\d+$/);
    const cards = page.getByRole("list", { name: "الوظائف الشاغرة" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(titleAr("Field Service Technician"));
    await expectArabicDocument(page);
  });

  test("the vacancy page says 'Loading...' in Arabic while a client navigation fetches it", async ({ page }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "without JavaScript the server answers with the vacancy already found");
    await page.goto("/ar/careers");
    await waitForHydration(page, testInfo);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/ar\/career\/1\?_data=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "مزيد من التفاصيل" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "جارٍ التحميل..." })).toBeVisible({ timeout: 2_000 });
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FIRST_VACANCY);
    await expect(page).toHaveURL(/\/ar\/career\/1$/);
  });
});

test.describe("an Arabic vacancy page", () => {
  test("shows the Job Summary in Arabic and links to the Arabic application form", async ({ page }) => {
    await page.goto("/ar/career/1");
    await expectArabicDocument(page);
    await expect(page).toHaveTitle(`${FIRST_VACANCY} — ${ARABIC_SITE}`);
    await expect(page.getByRole("link", { name: "جميع الوظائف الشاغرة" })).toHaveAttribute("href", "/ar/careers");
    const summary = page.getByRole("complementary", { name: "ملخص الوظيفة" });
    await expect(summary.getByRole("term")).toHaveText(["الموقع", "القسم", "الحالة"]);
    // The place in Arabic, its parts joined by the Arabic comma.
    await expect(summary.getByRole("definition").nth(0)).toHaveText(`${CITY_NAMES_AR.Sohar}، ${COUNTRY_NAMES_AR.OM}`);
    await expect(summary.getByRole("definition").nth(1)).toHaveText(DEPARTMENT_NAMES_AR[VACANCIES[0].department]);
    await expect(page.locator("main .prose-content")).toContainText(VACANCIES_AR[VACANCIES[0].title].summary);
    await expect(summary.getByRole("definition").nth(2)).toHaveText("متاحة");
    await summary.getByRole("link", { name: "قدِّم طلبك" }).click();
    await expect(page).toHaveURL(/\/ar\/career\/1\/hiring$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`التقدّم لوظيفة: ${FIRST_VACANCY}`);
  });

  test("carries JobPosting JSON-LD with the Arabic address and the vacancy in Arabic", async ({ page }) => {
    await page.goto("/ar/career/2");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: titleAr("Process Engineer – Blending Plant"),
      hiringOrganization: { "@type": "Organization", name: ARABIC_SITE },
      jobLocation: { address: { addressLocality: CITY_NAMES_AR.Duqm, addressCountry: COUNTRY_NAMES_AR.OM } },
      occupationalCategory: DEPARTMENT_NAMES_AR.Production,
    });
    expect(data.url).toMatch(/\/ar\/career\/2$/);
  });

  test("a closed vacancy says so in Arabic, on its page and its form's", async ({ page }) => {
    await page.goto("/ar/career/10");
    const summary = page.getByRole("complementary", { name: "ملخص الوظيفة" });
    await expect(summary.getByRole("definition").nth(2)).toHaveText("غير متاحة");
    await expect(page.getByTestId("vacancy-closed")).toHaveText(CLOSED);
    await expect(page.getByRole("link", { name: "قدِّم طلبك" })).toHaveCount(0);
    await page.goto("/ar/career/10/hiring");
    await expect(page.getByTestId("vacancy-closed")).toHaveText(CLOSED);
    await expect(page.getByRole("button", { name: "إرسال" })).toHaveCount(0);
  });

  test("an unknown vacancy answers 404 in Arabic", async ({ page }) => {
    for (const [path, message] of [
      ["/ar/career/99999", "هذه الوظيفة غير موجودة."],
      ["/ar/career/abc", "هذه الوظيفة غير موجودة."],
      ["/ar/career/99999/hiring", "الوظيفة المختارة غير صالحة"],
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("حدث خطأ ما");
      await expect(page.getByTestId("error-message")).toHaveText(message);
    }
  });
});

test.describe("the Arabic application form", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.goto("/ar/career/1/hiring");
    await waitForHydration(page, testInfo);
  });

  test("has Arabic headings, labels, hint and button", async ({ page }) => {
    await expectArabicDocument(page);
    await expect(page).toHaveTitle(`التقدّم لوظيفة: ${FIRST_VACANCY} — ${ARABIC_SITE}`);
    await expect(page.getByRole("link", { name: "العودة إلى الوظيفة" })).toHaveAttribute("href", "/ar/career/1");
    await expect(page.getByRole("heading", { name: "سيرتك الذاتية" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "معلوماتي" })).toBeVisible();
    await expect(page.getByLabel("السيرة الذاتية")).toHaveAttribute("type", "file");
    await expect(page.getByText("اسحب ملفك وأفلته هنا، أو اختره من جهازك.")).toBeVisible();
    await expect(page.getByText("بصيغة DOC أو DOCX أو HTML أو PDF أو TXT، وبحجم لا يتجاوز 5 ميغابايت.")).toBeVisible();
    for (const label of ["الاسم الأول", "اسم العائلة", "البريد الإلكتروني", "رقم الهاتف", "خطاب التقديم (اختياري)"]) {
      await expect(page.getByRole("textbox", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "إرسال" })).toBeVisible();
  });

  test("an empty form shows every message in Arabic", async ({ page }, testInfo) => {
    await page.getByRole("button", { name: "إرسال" }).click();
    for (const message of ["الاسم الأول مطلوب", "اسم العائلة مطلوب", "عنوان البريد الإلكتروني غير صالح", "رقم الهاتف مطلوب", "يُرجى رفع سيرتك الذاتية"]) {
      await expect(page.locator("form").getByRole("alert").filter({ hasText: message })).toBeVisible();
      if (jsEnabled(testInfo)) await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();
    }
    await expect(page.getByText("First name is required")).toHaveCount(0);
    await expect(page).toHaveURL(/\/ar\/career\/1\/hiring$/);
    await expectArabicDocument(page);
    await expectNoAxeViolations(page);
  });

  test("a taken application reads its success in Arabic and stays under /ar", async ({ page }, testInfo) => {
    await page.getByRole("textbox", { name: "الاسم الأول", exact: true }).fill("عائشة");
    await page.getByRole("textbox", { name: "اسم العائلة", exact: true }).fill("البلوشية");
    await page.getByRole("textbox", { name: "البريد الإلكتروني", exact: true }).fill("aisha.ar@example.om");
    await page.getByRole("textbox", { name: "رقم الهاتف", exact: true }).fill("+968 9123 4567");
    await page.getByLabel("السيرة الذاتية").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: minimalPdf() });
    if (jsEnabled(testInfo)) await expect(page.getByTestId("resume-chosen")).toContainText("الملف المختار: cv.pdf");
    await page.getByRole("button", { name: "إرسال" }).click();
    const success = "تم إرسال طلب التوظيف بنجاح!";
    if (jsEnabled(testInfo)) await expect(page.locator("[data-sonner-toast]").filter({ hasText: success })).toBeVisible();
    else await expect(page.getByTestId("flash-message")).toHaveText(success);
    await expect(page).toHaveURL(/\/ar\/career\/1\/hiring$/);
    await expectArabicDocument(page);
    await expect(page.getByRole("textbox", { name: "الاسم الأول", exact: true })).toHaveValue("");
  });
});

// Both widths in one test: one page and one copy of axe instead of two.
for (const path of ["/ar/careers", "/ar/careers?page=2", "/ar/career/1", "/ar/career/7", "/ar/career/1/hiring"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}
