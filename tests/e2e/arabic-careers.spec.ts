/**
 * Careers under /ar in a real browser (the server-rendered pages are proved in tests/http/arabic-careers.test.ts): the
 * department filter sending itself on change, the Arabic "Loading..." of a client navigation, the application form's
 * one no-JavaScript journey, and axe on the pages the shared Arabic axe list does not hold.
 */
import { test, expect, expectNoAxeViolations, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";
import { expectArabicDocument } from "./arabic-helpers";
import { waitForHydration } from "./home-helpers";
import { minimalPdf } from "../support/resume-files";
import { VACANCIES } from "~/db/seed/data";
import { DEPARTMENT_NAMES_AR, VACANCIES_AR } from "~/db/seed/places-careers-ar";

/** A seed vacancy's Arabic title, by its English one. */
const titleAr = (english: string) => VACANCIES_AR[english].title;
const FIRST_VACANCY = titleAr(VACANCIES[0].title);

test.describe("the Arabic careers page", () => {
  test("the department filter sends itself on change and stays in Arabic", async ({ page }, testInfo) => {
    await page.goto("/ar/careers");
    await waitForHydration(page, testInfo);
    await page.getByLabel("القسم").selectOption({ label: DEPARTMENT_NAMES_AR["Technical Services"] });
    await expect(page).toHaveURL(/\/ar\/careers\?department=\d+$/);
    const cards = page.getByRole("list", { name: "الوظائف الشاغرة" }).getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(titleAr("Field Service Technician"));
    await expectArabicDocument(page);
  });

  test("the vacancy page says 'Loading...' in Arabic while a client navigation fetches it", async ({ page }, testInfo) => {
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

test("an Arabic application: every message in Arabic, what was typed kept, then the Arabic confirmation under /ar", { tag: "@nojs" }, async ({ page }, testInfo) => {
  // Three posts and axe on a shared machine.
  test.slow();
  await page.goto("/ar/career/1/hiring");
  await waitForHydration(page, testInfo);
  const submit = page.getByRole("button", { name: "إرسال" });
  await submit.click();
  for (const message of ["الاسم الأول مطلوب", "اسم العائلة مطلوب", "عنوان البريد الإلكتروني غير صالح", "رقم الهاتف مطلوب", "يُرجى رفع سيرتك الذاتية"]) {
    await expect(page.locator("form").getByRole("alert").filter({ hasText: message })).toBeVisible();
    if (jsEnabled(testInfo)) await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();
  }
  await expect(page.getByText("First name is required")).toHaveCount(0);
  await expect(page).toHaveURL(/\/ar\/career\/1\/hiring$/);
  await expectArabicDocument(page);

  const applicant = { "الاسم الأول": "عائشة", "اسم العائلة": "البلوشية", "البريد الإلكتروني": "aisha.ar@example.om", "رقم الهاتف": "+968 9123 4567" };
  for (const [label, value] of Object.entries(applicant)) await page.getByRole("textbox", { name: label, exact: true }).fill(value);
  await submit.click();
  await expect(page.locator("form").getByRole("alert").filter({ hasText: "يُرجى رفع سيرتك الذاتية" })).toBeVisible();
  for (const [label, value] of Object.entries(applicant)) await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue(value);
  await expectNoAxeViolations(page);

  await page.getByLabel("السيرة الذاتية").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: minimalPdf() });
  if (jsEnabled(testInfo)) await expect(page.getByTestId("resume-chosen")).toContainText("الملف المختار: cv.pdf");
  await submit.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إرسال طلب التوظيف بنجاح!");
  await expect(page).toHaveURL(/\/ar\/confirmation\//);
  await expectArabicDocument(page);
  await expect(page.getByRole("main").locator("code")).toHaveText(/^JOB-\d{4}-\d{6}$/);
});

// The second page of the list and a vacancy of another department: the shared Arabic axe list (tests/e2e/arabic-a11y.spec.ts) holds only the route table's pages.
for (const path of ["/ar/careers?page=2", "/ar/career/7"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}
