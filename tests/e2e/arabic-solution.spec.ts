/**
 * The solution's pages under /ar in a real browser (the server-rendered pages and no-JavaScript posts are proved in
 * tests/http/arabic-solution.test.ts): the product request dialog opened and sent client-side, the MSDS form's one
 * no-JavaScript journey (a dialog with JavaScript, a page without), the search results' dialog leading to the inquiry
 * dialog, and axe on an open dialog and the pages the shared Arabic axe list does not hold.
 */
import type { Page } from "@playwright/test";
import { test, expect, jsEnabled, expectNoAxeViolations, expectNoAxeViolationsAt } from "./fixtures";
import { expectArabicDocument } from "./arabic-helpers";
import { waitForHydration } from "./home-helpers";

const MSDS_TITLE = "نموذج طلب صحيفة بيانات السلامة (MSDS)";
const INQUIRY_TITLE = "نموذج الاستفسار";

/** The request form's fields, by their Arabic labels. */
async function fillRequest(page: Page, area: ReturnType<Page["getByRole"]>) {
  await area.getByLabel("الاسم الأول").fill("أمل");
  await area.getByLabel("اسم العائلة").fill("السعيدي");
  await area.getByLabel("البريد الإلكتروني للشركة").fill("amal@petro-services.om");
  await area.getByLabel("المجال الوظيفي").selectOption({ index: 1 });
  await area.getByRole("textbox", { name: "الشركة", exact: true }).fill("Petro Services LLC");
  await area.getByLabel("الدولة").selectOption({ index: 1 });
}

test("the Arabic product request form: labels, Arabic messages, and it posts to the Arabic page", async ({ page }, testInfo) => {
  await page.goto("/ar/solution/1");
  await waitForHydration(page, testInfo);
  await page.getByRole("link", { name: "اطلب هذا المنتج" }).click();
  await expect(page).toHaveURL(/\/ar\/solution\/1\?quote=1$/);
  const dialog = page.getByRole("dialog", { name: "نموذج طلب المنتج" });
  await expect(dialog.locator("form")).toHaveAttribute("action", "/ar/solution/1?quote=1");
  await expect(dialog.getByLabel("الوحدة").locator("option")).toHaveText(["كغ", "طن", "لتر", "م³", "برميل 208 لترات", "حاوية IBC سعة 1,000 لتر"]);
  await dialog.getByRole("button", { name: "أرسل الطلب" }).click();
  for (const message of ["الاسم الكامل مطلوب", "البريد الإلكتروني مطلوب"]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expectArabicDocument(page);
  await dialog.getByLabel("الاسم الكامل").fill("أمل السعيدي");
  await dialog.getByLabel("البريد الإلكتروني").fill("amal@example.om");
  await dialog.getByLabel("رقم الهاتف المحمول").fill("+968 9123 4567");
  await dialog.getByLabel("الكمية").fill("250");
  await dialog.getByLabel("ملاحظة (اختياري)").fill("عينات مخبرية أولًا.");
  await dialog.getByRole("button", { name: "أرسل الطلب" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إرسال طلبك بنجاح");
  await expect(page).toHaveURL(/\/ar\/confirmation\//);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("an MSDS request from the Arabic product page: a dialog with JavaScript, a page without; Arabic messages keep what was typed, then the Arabic confirmation with its reference", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.slow();
  const js = jsEnabled(testInfo);
  await page.goto("/ar/solution/1");
  await waitForHydration(page, testInfo);
  await page.getByRole("link", { name: "MSDS", exact: true }).click();
  if (js) await expect(page).toHaveURL(/\/ar\/solution\/1\?request=msds$/);
  else await expect(page).toHaveURL(/\/ar\/solution\/1\/request\/msds\?redirectTo=%2Far%2Fsolution%2F1$/);
  const area = js ? page.getByRole("dialog") : page.getByRole("main");
  await expect(area.getByRole("heading", { name: MSDS_TITLE })).toBeVisible();
  await expect(area.locator("form")).toHaveAttribute("action", "/ar/solution/1/request/msds");
  await expect(area.getByLabel("الرسالة")).toHaveCount(0);
  await area.getByLabel("الاسم الأول").fill("أمل");
  await area.getByLabel("البريد الإلكتروني للشركة").fill("amal@example");
  await area.getByRole("button", { name: "إرسال", exact: true }).click();
  for (const message of ["المجال الوظيفي مطلوب", "اسم العائلة مطلوب", "عنوان البريد الإلكتروني غير صالح"]) {
    await expect(area.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(area.getByLabel("الاسم الأول")).toHaveValue("أمل");
  await expectArabicDocument(page);
  await expectNoAxeViolations(page);
  await fillRequest(page, area);
  await area.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إرسال طلبك بنجاح");
  await expect(page.getByRole("main").locator("code")).toHaveText(/^MSDS-\d{4}-\d{6}$/);
  await expect(page).toHaveURL(/\/ar\/confirmation\//);
  await expectArabicDocument(page);
  await expectNoAxeViolations(page);
});

test("the solution dialog of the Arabic search results opens the Arabic inquiry dialog client-side", async ({ page }, testInfo) => {
  await page.goto("/ar/search?q=Korozyon");
  const href = await page.locator('a[href*="solution="]').first().getAttribute("href");
  const id = /solution=(\d+)/.exec(href ?? "")?.[1];
  await expect(page.getByRole("button", { name: /^إعجاب بـ / }).first()).toBeVisible();
  await page.goto(`/ar/search?q=Korozyon&solution=${id}`);
  // The dialog's code loads after the page's (the address opened it): its link is client-side once it has hydrated.
  await waitForHydration(page, testInfo, "#solution-dialog");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: "أرسل استفسارًا" })).toHaveAttribute("href", new RegExp(`^/ar/solution/${id}/request/inquiry\\?`));
  await dialog.getByRole("link", { name: "أرسل استفسارًا" }).click();
  await expect(page).toHaveURL(/\/ar\/search\?q=Korozyon&solution=\d+&request=inquiry$/);
  await expect(page.getByRole("dialog").getByRole("heading", { name: INQUIRY_TITLE })).toBeVisible();
});

// Both widths in one test: one page and one copy of axe instead of two. The open quote dialog, the inquiry page and the
// data sheet's 404 are not in the shared Arabic axe list (tests/e2e/arabic-a11y.spec.ts), which holds the route table's pages.
for (const path of ["/ar/solution/1?quote=1", "/ar/solution/1/request/inquiry", "/ar/data-sheets/not-a-token"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}
