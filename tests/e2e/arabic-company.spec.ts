/**
 * The Arabic company pages in the browser: the Arabic 'Get in touch' form with JavaScript (its hint, the cities it
 * loads, its pending state and toasts), one real no-JavaScript journey through it, and /ar/search's loading state.
 * What the server sends for /ar/contact-us, /ar/services and /ar/search is proved in tests/http/arabic-company.test.ts;
 * axe on those pages in ./arabic-a11y.spec.ts.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, jsEnabled, reachForm } from "./fixtures";
import { expectArabicDocument } from "./arabic-helpers";
import { CITY_NAMES_AR, COUNTRY_NAMES_AR } from "~/db/seed/places-careers-ar";

const OMAN = COUNTRY_NAMES_AR.OM;
const MUSCAT = CITY_NAMES_AR.Muscat;

/** Fills the contact form's required fields in Arabic, with Muscat (مسقط) as the city. */
async function fillArabicContact(page: Page, js: boolean) {
  await page.getByLabel("الاسم الأول").fill("هدى");
  await page.getByLabel("اسم العائلة").fill("السعدي");
  await page.getByLabel("البريد الإلكتروني").fill("huda@example.om");
  await page.getByLabel("رقم الهاتف").fill("+968 9123 4567");
  await chooseCountry(page, OMAN, js);
  await page.getByLabel("المدينة").selectOption({ label: MUSCAT });
}

const contactForm = (page: Page) => page.getByRole("form", { name: "تواصل معنا" });

/** Chooses a country: with JavaScript the cities load by themselves; without, 'Show cities' reloads the form. */
async function chooseCountry(page: Page, country: string, js: boolean) {
  await page.getByLabel("الدولة").selectOption({ label: country });
  if (!js) await page.getByRole("button", { name: "عرض المدن" }).click();
  await expect(page.getByLabel("المدينة")).toBeEnabled();
}

test("with JavaScript, the Arabic form gives its own hint and loads the chosen country's cities, named in Arabic", async ({ page }, testInfo) => {
  await page.goto("/ar/contact-us");
  const form = contactForm(page);
  await expect(form.getByLabel("المدينة")).toBeDisabled();
  // The form is the server's until the visitor reaches for it (decision 0018); then its own hint.
  await reachForm(page, testInfo);
  await expect(form.getByText("اختر الدولة أولًا.")).toBeVisible();
  await expect(form.getByRole("button", { name: "عرض المدن" })).toHaveCount(0);
  await chooseCountry(page, OMAN, true);
  await expect(page.getByLabel("المدينة").getByRole("option", { name: MUSCAT, exact: true })).toHaveCount(1);
  await expect(page.getByLabel("المدينة").getByRole("option", { name: "Muscat" })).toHaveCount(0);
  await expect(page.getByLabel("المدينة").locator("option[lang]")).toHaveCount(0);
  await expect(page).toHaveURL(/\/ar\/contact-us$/);
});

test("a message sent from /ar/contact-us shows its pending state, then its Arabic confirmation page with the reference", async ({ page }) => {
  await page.goto("/ar/contact-us");
  await fillArabicContact(page, true);
  await page.getByLabel("الرسالة").fill("أرجو إرسال صحائف بيانات مزيل الاستحلاب.");
  // Hold the post a moment so the pending state can be seen.
  await page.route((url) => url.pathname === "/ar/contact-us", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await contactForm(page).getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(contactForm(page).getByRole("button", { name: "جارٍ الإرسال..." })).toBeDisabled();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إرسال رسالتك بنجاح");
  await expect(page.getByRole("main").locator("code")).toHaveText(/^MSG-\d{4}-\d{6}$/);
  await expect(page).toHaveURL(/\/ar\/confirmation\//);
  await expectArabicDocument(page);
});

test("a message the server refuses gives its reason in Arabic beside the field and in a toast", async ({ page }) => {
  // The browser only offers real cities; a tampered request stands in for a city the server no longer knows.
  await page.route("**/ar/contact-us*", async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    await route.continue({ postData: (request.postData() ?? "").replace(/city=\d+/, "city=999999") });
  });
  await page.goto("/ar/contact-us");
  await fillArabicContact(page, true);
  await contactForm(page).getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(contactForm(page).getByRole("alert").filter({ hasText: "المدينة المختارة غير صالحة" }).first()).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "المدينة المختارة غير صالحة" })).toBeVisible();
  await expect(page.getByText("Invalid city selected")).toHaveCount(0);
  await expect(page.getByLabel("الاسم الأول")).toHaveValue("هدى");
});

test("the Arabic contact form without JavaScript: missing fields answered in Arabic with the typed values kept, then the message sent", { tag: "@nojs" }, async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await page.goto("/ar/contact-us");
  await page.getByLabel("الاسم الأول").fill("هدى");
  await page.getByLabel("البريد الإلكتروني").fill("huda@example.om");
  await page.getByLabel("رقم الهاتف").fill("+968 9123 4567");
  await chooseCountry(page, OMAN, js);
  await page.getByLabel("الرسالة").fill("أرجو إرسال صحائف بيانات مزيل الاستحلاب.");
  await contactForm(page).getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(contactForm(page).getByText("اسم العائلة مطلوب", { exact: true })).toBeVisible();
  await expect(contactForm(page).getByText("المدينة مطلوبة", { exact: true })).toBeVisible();
  await expect(page.getByLabel("اسم العائلة")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("الاسم الأول")).toHaveValue("هدى");
  await expect(page.getByLabel("البريد الإلكتروني")).toHaveValue("huda@example.om");
  await expect(page.getByLabel("الرسالة")).toHaveValue("أرجو إرسال صحائف بيانات مزيل الاستحلاب.");
  await expectArabicDocument(page);
  await expectNoAxeViolations(page);

  await page.getByLabel("اسم العائلة").fill("السعدي");
  await page.getByLabel("المدينة").selectOption({ label: MUSCAT });
  await contactForm(page).getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تم إرسال رسالتك بنجاح");
  await expect(page).toHaveURL(/\/ar\/confirmation\//);
});

test("/ar/search shows 'Loading...' in Arabic while a new page of results loads", async ({ page }) => {
  await page.goto("/ar/search?q=demul");
  await page.route(/\/ar\/search\?.*_data=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("link", { name: "التالي" }).click();
  await expect(page.getByText("جارٍ التحميل...")).toBeVisible();
  await expect(page.getByText("الصفحة 2")).toBeVisible();
});
