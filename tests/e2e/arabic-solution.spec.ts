/**
 * The solution's pages under /ar (issue 19), with JavaScript on and off: the product page and its request form, the
 * MSDS / TDS / inquiry forms (a dialog with JavaScript, a page of their own without), the solution dialog of the
 * search results, and the data sheet's download page; in Arabic, right to left, links staying under /ar, and axe.
 */
import type { Page } from "@playwright/test";
import { test, expect, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";
import { ARABIC_SITE, expectArabicDocument } from "./arabic-helpers";
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

test("the Arabic product page: title, buttons, links and JSON-LD in Arabic", async ({ page }) => {
  const response = await page.goto("/ar/solution/1");
  expect(response?.status()).toBe(200);
  await expectArabicDocument(page);
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(name).not.toBe("");
  await expect(page).toHaveTitle(`${name} — ${ARABIC_SITE}`);
  await expect(page.getByRole("link", { name: "اطلب هذا المنتج" })).toHaveAttribute("href", "/ar/solution/1?quote=1");
  await expect(page.getByRole("link", { name: "MSDS", exact: true })).toHaveAttribute("href", /^\/ar\/solution\/1\/request\/msds\?redirectTo=%2Far%2Fsolution%2F1$/);
  await expect(page.getByRole("link", { name: "TDS", exact: true })).toHaveAttribute("href", /^\/ar\/solution\/1\/request\/tds\?/);
  await expect(page.getByRole("link", { name: "أرسل استفسارًا" })).toHaveAttribute("href", /^\/ar\/solution\/1\/request\/inquiry\?/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@type": "Product", name, brand: { "@type": "Brand", name: ARABIC_SITE } });
  expect(ld.url).toMatch(/\/ar\/solution\/1$/);
});

test("the Arabic product request form: labels, Arabic messages, and it posts to the Arabic page", async ({ page }, testInfo) => {
  await page.goto("/ar/solution/1");
  await waitForHydration(page, testInfo);
  await page.getByRole("link", { name: "اطلب هذا المنتج" }).click();
  await expect(page).toHaveURL(/\/ar\/solution\/1\?quote=1$/);
  const dialog = page.getByRole("dialog", { name: "نموذج طلب المنتج" });
  await expect(dialog.locator("form")).toHaveAttribute("action", "/ar/solution/1?quote=1");
  await expect(dialog.getByLabel("الوحدة").locator("option")).toHaveText(["كغ", "ملغ"]);
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
  await expect(page.getByText("تم إرسال طلبك بنجاح", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/solution\/1$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("an MSDS request from the Arabic product page: a dialog with JavaScript, a page without, both in Arabic", async ({ page }, testInfo) => {
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
  await area.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(area.getByText("المجال الوظيفي مطلوب", { exact: true })).toBeVisible();
  await expectArabicDocument(page);
  await fillRequest(page, area);
  await area.getByRole("button", { name: "إرسال", exact: true }).click();
  await expect(page.getByText("تم إرسال طلبك بنجاح", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/solution\/1$/);
  await expectArabicDocument(page);
});

test("the Arabic inquiry page: heading, title, back link, labels and placeholders", async ({ page }) => {
  await page.goto("/ar/solution/1/request/inquiry");
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(INQUIRY_TITLE);
  await expect(page).toHaveTitle(new RegExp(`^${INQUIRY_TITLE}: .+ — ${ARABIC_SITE}$`));
  await expect(page.getByRole("link", { name: "رجوع" })).toHaveAttribute("href", "/ar/solution/1");
  const main = page.getByRole("main");
  await expect(main.getByLabel("الرسالة")).toBeVisible();
  await expect(main.getByLabel("المجال الوظيفي").locator("option").first()).toHaveText("اختر المجال الوظيفي");
  await expect(main.getByLabel("الدولة").locator("option").first()).toHaveText("اختر الدولة");
  await expect(main.getByRole("button", { name: "إرسال", exact: true })).toBeVisible();
  await expect(page.getByText("Submit", { exact: true })).toHaveCount(0);
});

test("the solution dialog of the Arabic search results speaks Arabic", async ({ page }, testInfo) => {
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
  if (jsEnabled(testInfo)) {
    await expect(page).toHaveURL(/\/ar\/search\?q=Korozyon&solution=\d+&request=inquiry$/);
    await expect(page.getByRole("dialog").getByRole("heading", { name: INQUIRY_TITLE })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/ar\/solution\/\d+\/request\/inquiry\?redirectTo=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(INQUIRY_TITLE);
  }
  await page.goto("/ar/search?q=Korozyon&solution=abc");
  await expect(page.getByRole("dialog", { name: "تفاصيل الحل" }).getByText("لا تتوفر تفاصيل لهذا الحل")).toBeVisible();
});

test("an unknown data sheet link answers an Arabic 404 page under /ar, and the English one is unchanged", async ({ page }) => {
  const response = await page.goto("/ar/data-sheets/not-a-token");
  expect(response?.status()).toBe(404);
  await expectArabicDocument(page);
  await expect(page).toHaveTitle(`الرابط غير موجود — ${ARABIC_SITE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الرابط غير موجود");
  await expect(page.getByRole("link", { name: `${ARABIC_SITE}: الصفحة الرئيسية` })).toHaveAttribute("href", "/ar");
  await page.goto("/data-sheets/not-a-token");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link not found");
  await expect(page.getByRole("link", { name: "Sahel Specialty Chemicals: home" })).toHaveAttribute("href", "/");
});

// Both widths in one test: one page and one copy of axe instead of two.
for (const path of ["/ar/solution/1", "/ar/solution/1?quote=1", "/ar/solution/1/request/inquiry", "/ar/data-sheets/not-a-token"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}
