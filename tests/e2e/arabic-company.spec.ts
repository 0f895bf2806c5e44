/**
 * The company pages and the search results under /ar (issue 19), with JavaScript on and off: /ar/contact-us (its
 * texts, contact details and the 'Get in touch' form), /ar/services and /ar/search read in Arabic, right to left,
 * with their Arabic <title>; their links and redirects stay under /ar; axe finds nothing on any of them.
 */
import type { Page } from "@playwright/test";
import { test, expect, jsEnabled, reachForm, expectNoAxeViolationsAt } from "./fixtures";
import { ARABIC_SITE, expectArabicDocument } from "./arabic-helpers";
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

/** Every in-site link of the page's main content stays in Arabic. */
async function expectLinksInArabic(page: Page) {
  const hrefs = await page.locator("main a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toMatch(/^\/ar(\/|\?|$)/);
}

const contactForm = (page: Page) => page.getByRole("form", { name: "تواصل معنا" });

/** Chooses a country: with JavaScript the cities load by themselves; without, 'Show cities' reloads the form. */
async function chooseCountry(page: Page, country: string, js: boolean) {
  await page.getByLabel("الدولة").selectOption({ label: country });
  if (!js) await page.getByRole("button", { name: "عرض المدن" }).click();
  await expect(page.getByLabel("المدينة")).toBeEnabled();
}

test("/ar/contact-us is in Arabic: the company's headings, contact details and the form's labels", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  const response = await page.goto("/ar/contact-us");
  expect(response?.status()).toBe(200);
  await expectArabicDocument(page);
  await expect(page).toHaveTitle(`اتصل بنا — ${ARABIC_SITE}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^تعرّف على ساحل للكيماويات المتخصصة/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("نبذة عنا");
  await expect(page.getByRole("heading", { level: 2, name: "من نحن" })).toBeVisible();

  const info = page.getByRole("region", { name: "معلومات الاتصال" });
  await expect(info.getByText(/^المبيعات: /)).toBeVisible();
  await expect(info.getByText(/^المصنع: \+968/)).toBeVisible();
  await expect(info.getByRole("link", { name: "+968 2441 5500" })).toHaveAttribute("dir", "ltr");
  await expect(info.getByText(/^البريد الإلكتروني: /)).toBeVisible();
  await expect(info.getByText("المكتب الرئيسي: واحة المعرفة مسقط، الرسيل، مسقط، سلطنة عُمان")).toBeVisible();
  await expect(info.getByText(/^المصنع: القطعة 118/)).toBeVisible();

  const form = contactForm(page);
  await expect(page.getByRole("heading", { level: 2, name: "تواصل معنا" })).toBeVisible();
  await expect(page.getByText("الحقول المشار إليها بعلامة * إلزامية.")).toBeVisible();
  for (const label of ["الاسم الأول", "اسم العائلة", "البريد الإلكتروني", "رقم الهاتف", "الدولة", "المدينة", "الرسالة"]) {
    await expect(form.getByLabel(label)).toBeVisible();
  }
  await expect(form.getByLabel("الدولة").locator("option").first()).toHaveText("اختر الدولة");
  await expect(form.getByLabel("المدينة").locator("option").first()).toHaveText("اختر المدينة");
  await expect(form.getByLabel("المدينة")).toBeDisabled();
  // With JavaScript the form is the server's until the visitor reaches for it (decision 0018); then its own hint.
  await reachForm(page, testInfo);
  await expect(form.getByText(js ? "اختر الدولة أولًا." : "اختر الدولة، ثم اضغط «عرض المدن».")).toBeVisible();
  await expect(form.getByRole("button", { name: "عرض المدن" })).toHaveCount(js ? 0 : 1);
  await expect(form.getByRole("button", { name: "إرسال الرسالة" })).toBeVisible();
  await expect(page.getByText("Get in touch")).toHaveCount(0);

  // The countries and the chosen country's cities are named in Arabic (decision 0017), not marked English.
  await expect(form.getByLabel("الدولة").getByRole("option", { name: OMAN, exact: true })).toHaveCount(1);
  await expect(form.getByLabel("الدولة").getByRole("option", { name: "Oman" })).toHaveCount(0);
  await chooseCountry(page, OMAN, js);
  await expect(page.getByLabel("المدينة").getByRole("option", { name: MUSCAT, exact: true })).toHaveCount(1);
  await expect(page.getByLabel("المدينة").getByRole("option", { name: "Muscat" })).toHaveCount(0);
  await expect(page.getByLabel("المدينة").locator("option[lang]")).toHaveCount(0);
  await expect(page).toHaveURL(/\/ar\/contact-us$/);
});

test("a message sent from /ar/contact-us is confirmed in Arabic and the visitor stays on the Arabic page", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  await page.goto("/ar/contact-us");
  await fillArabicContact(page, js);
  await page.getByLabel("الرسالة").fill("أرجو إرسال صحائف بيانات مزيل الاستحلاب.");
  if (js) {
    // Hold the post a moment so the pending state can be seen.
    await page.route((url) => url.pathname === "/ar/contact-us", async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  }
  await contactForm(page).getByRole("button", { name: "إرسال الرسالة" }).click();
  if (js) await expect(contactForm(page).getByRole("button", { name: "جارٍ الإرسال..." })).toBeDisabled();
  // With JavaScript a toast, its reference under the message; without, status lines in the page.
  const confirmation = js ? page.locator("[data-sonner-toast]").filter({ hasText: "تم إرسال رسالتك بنجاح" }) : page.getByTestId("flash-message");
  await expect(confirmation).toHaveText(/تم إرسال رسالتك بنجاح/);
  await expect(js ? confirmation : page.getByTestId("flash-description")).toContainText(/الرقم المرجعي: MSG-\d{4}-\d{6}/);
  await expect(page).toHaveURL(/\/ar\/contact-us$/);
  await expectArabicDocument(page);
  await expect(page.getByLabel("الاسم الأول")).toHaveValue("");
});

test("a message the server refuses gives its reason in Arabic on /ar/contact-us", async ({ page }, testInfo) => {
  const js = jsEnabled(testInfo);
  // The browser only offers real cities; a tampered request stands in for a city the server no longer knows.
  await page.route("**/ar/contact-us*", async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    await route.continue({ postData: (request.postData() ?? "").replace(/city=\d+/, "city=999999") });
  });
  await page.goto("/ar/contact-us");
  await fillArabicContact(page, js);
  await contactForm(page).getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(contactForm(page).getByRole("alert").filter({ hasText: "المدينة المختارة غير صالحة" }).first()).toBeVisible();
  if (js) await expect(page.locator("[data-sonner-toast]").filter({ hasText: "المدينة المختارة غير صالحة" })).toBeVisible();
  await expect(page.getByText("Invalid city selected")).toHaveCount(0);
  await expect(page.getByLabel("الاسم الأول")).toHaveValue("هدى");
});

test("/ar/services is in Arabic, with the five services", async ({ page }) => {
  const response = await page.goto("/ar/services");
  expect(response?.status()).toBe(200);
  await expectArabicDocument(page);
  await expect(page).toHaveTitle(`خدماتنا — ${ARABIC_SITE}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^توفير العينات/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("خدماتنا");
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(5);
});

test("/ar/search lists results in Arabic, and its links stay in Arabic", async ({ page }) => {
  const response = await page.goto("/ar/search?q=Korozyon");
  expect(response?.status()).toBe(200);
  await expectArabicDocument(page);
  await expect(page).toHaveTitle(`بحث: Korozyon — ${ARABIC_SITE}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("نتائج البحث عن «Korozyon»");
  await expect(page.getByRole("link", { name: "رجوع" })).toHaveAttribute("href", "/ar");
  const card = page.getByTestId("result-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: "مشاركة Korozyon İnhibitörü CI-265" })).toHaveAttribute("href", "/ar/search?q=Korozyon&share=1");
  await expect(card.getByRole("link", { name: /^اختيار Korozyon/ })).toHaveAttribute("href", /^\/ar\/search\?q=Korozyon&solution=\d+$/);
  await expect(card.locator('input[name="redirectTo"]')).toHaveValue("/ar/search?q=Korozyon");
  await expectLinksInArabic(page);
});

test("/ar/search pages in Arabic, says so in Arabic when nothing matches, and an empty query goes to /ar", async ({ page }) => {
  await page.goto("/ar/search?q=demul");
  const pager = page.getByRole("navigation", { name: "صفحات نتائج البحث" });
  await expect(pager.getByRole("link", { name: "التالي" })).toHaveAttribute("href", "/ar/search?q=demul&page=2");
  await pager.getByRole("link", { name: "التالي" }).click();
  await expect(page).toHaveURL(/\/ar\/search\?q=demul&page=2$/);
  await expect(page.getByText("الصفحة 2")).toBeVisible();

  await page.goto("/ar/search?q=zzqx%20nothing");
  await expect(page.getByText("لا توجد نتائج عن «zzqx nothing»")).toBeVisible();
  await expect(page.getByTestId("result-card")).toHaveCount(0);

  await page.goto("/ar/search?q=%20%20");
  await expect(page).toHaveURL(/\/ar$/);
  await page.goto("/ar/search?q=%20demul%20");
  await expect(page).toHaveURL(/\/ar\/search\?q=demul$/);
});

test("/ar/search shows 'Loading...' in Arabic while a new page of results loads", async ({ page }, testInfo) => {
  test.skip(!jsEnabled(testInfo), "without JavaScript the server sends the finished page");
  await page.goto("/ar/search?q=demul");
  await page.route(/\/ar\/search\?.*_data=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("link", { name: "التالي" }).click();
  await expect(page.getByText("جارٍ التحميل...")).toBeVisible();
  await expect(page.getByText("الصفحة 2")).toBeVisible();
});

test("the share dialog of /ar/search offers the Arabic address", async ({ page }) => {
  await page.goto("/ar/search?q=Korozyon&share=1");
  const dialog = page.getByRole("dialog", { name: "مشاركة" });
  await expect(dialog.getByLabel("عنوان الصفحة")).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/ar\/search\?q=Korozyon$/);
});

// Both widths in one test: one page and one copy of axe instead of two.
for (const path of ["/ar/contact-us", "/ar/services", "/ar/search?q=demul", "/ar/search?q=zzqx", "/ar/search?q=Korozyon&share=1", "/ar/search?q=DM-340&solution=170"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path, { ready: (shown) => expectArabicDocument(shown) });
  });
}

test("the company's own texts read in Arabic on Arabic pages, unmarked, and in English on English pages", async ({ page }) => {
  await page.goto("/ar/contact-us");
  const main = page.getByRole("main");
  await expect(main.getByText(/Sahel Specialty Chemicals manufactures/)).toHaveCount(0);
  await expect(main.locator("[lang=en]")).toHaveCount(0);
  await page.goto("/ar/services");
  const first = page.getByRole("main").getByRole("listitem").first();
  await expect(first).not.toHaveAttribute("lang", /./);
  await expect(first.getByRole("heading")).toHaveText(/[\u0600-\u06FF]/);
  await page.goto("/contact-us");
  await expect(page.getByText(/^Sahel Specialty Chemicals manufactures/)).not.toHaveAttribute("lang", /./);
});
