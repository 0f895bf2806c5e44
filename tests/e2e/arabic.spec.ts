/**
 * Arabic under /ar (issue 19), with JavaScript on and off: the document's language and direction, the translated
 * header, footer and home page, links that stay in Arabic, the language switch (same page, query kept, choice
 * remembered), the first visit by Accept-Language, the links between the two languages, and axe.
 */
import { test, expect, expectNoAxeViolations, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";
import { openHome, waitForHydration } from "./home-helpers";
import { ARABIC_SITE } from "./arabic-helpers";

const HOME_HEADING_AR = "كيماويات متخصصة للنفط والغاز، صُنعت في عُمان";

test("the Arabic home page is in Arabic, right to left, and its links stay in Arabic", async ({ page }) => {
  const response = await page.goto("/ar");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING_AR);
  await expect(page).toHaveTitle("ساحل للكيماويات المتخصصة");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "القائمة الرئيسية" });
  await expect(nav.getByRole("link", { name: "الحلول" })).toHaveAttribute("href", "/ar/solutions");
  await expect(page.getByRole("tab", { name: "ابحث عن مصنع" }).or(page.getByRole("link", { name: "ابحث عن مصنع" }))).toHaveAttribute("href", "/ar?tab=plant");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "المدونة" })).toHaveAttribute("href", "/ar/blog");
  // Phone numbers keep their left-to-right order inside right-to-left text.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "+968 2441 5500" })).toHaveAttribute("dir", "ltr");
});

test("a page links to its twin in the other language, and English is x-default", async ({ page }) => {
  await page.goto("/ar/solutions?page=2");
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/ar/solutions?page=2`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${origin}/solutions?page=2`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${origin}/ar/solutions?page=2`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/solutions?page=2`);
  await page.goto("/careers");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${origin}/ar/careers`);
});

test("a page embeds only its own messages; moving around stays in Arabic, and the home page's arrive when it is reached", async ({ page }, testInfo) => {
  await page.goto("/ar/services");
  const embedded = JSON.parse((await page.locator("#i18n-data").textContent()) ?? "{}") as { locale: string; catalogues: object };
  expect(embedded.locale).toBe("ar");
  expect(Object.keys(embedded.catalogues)).toEqual(["common", "services"]);
  await waitForHydration(page, testInfo);
  // With JavaScript the home page's namespace is fetched once, when the home page is reached.
  const messages = jsEnabled(testInfo) ? page.waitForResponse(/\/locales\/ar\/home\.json\?v=\w+$/) : null;
  await page.getByRole("banner").getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "الرئيسية" }).click();
  if (messages) expect((await messages).headers()["cache-control"]).toContain("immutable");
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING_AR);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the language switch keeps the page and its query, and remembers the choice", async ({ page, context }) => {
  await page.goto("/solutions?q=amine");
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/solutions\?q=amine$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/solutions\?q=amine$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const cookie = (await context.cookies()).find((c) => c.name === "lng");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
});

test.describe("a visitor whose browser asks for Arabic", () => {
  test.use({ locale: "ar-OM" });

  test("gets the Arabic home page on a first visit, until they choose English", async ({ page }) => {
    await openHome(page, "/?tab=plant");
    await expect(page).toHaveURL(/\/ar\?tab=plant$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/\?tab=plant$/);
    await page.goto("/");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("gets an English page when a link names one", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("a missing solution or vacancy under /ar is titled in Arabic, not with the English page's name", async ({ page }) => {
  for (const path of ["/ar/solution/999999", "/ar/career/999999", "/ar/solution/999999/request/tds"]) {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page).toHaveTitle(ARABIC_SITE);
  }
});

test("pages full of Arabic content are sent without stray NUL bytes (React 18's stream writes some; the server drops them)", async ({ request }) => {
  for (const path of ["/ar/careers", "/ar/solutions", "/ar/blog", "/ar?tab=plant", "/ar/solution/1", "/solutions"]) {
    const body = await (await request.get(path)).body();
    expect(body.includes(0), path).toBe(false);
  }
});

test("a missing Arabic page answers 404 in Arabic", async ({ page }) => {
  const response = await page.goto("/ar/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("حدث خطأ ما");
  await expect(page.getByTestId("error-message")).toHaveText("الصفحة التي تبحث عنها غير موجودة.");
  await expect(page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/ar");
});

test("the mobile menu opens from the start side in Arabic", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/ar");
  // The phone's button for the filters.
  await expect(page.getByRole("link", { name: "تصفية", exact: true })).toBeVisible();
  await page.getByLabel("افتح القائمة").click();
  const menu = page.getByRole("navigation", { name: "القائمة الرئيسية" }).filter({ has: page.getByRole("button", { name: "أغلق القائمة" }) });
  await expect(menu).toBeVisible();
  // Right to left, the start side is the right: the panel slides in from there and comes to rest at the right edge.
  const start = (await menu.boundingBox())!;
  expect(Math.round(start.x + start.width)).toBeGreaterThanOrEqual(390);
  await expect.poll(async () => Math.round(((await menu.boundingBox())?.x ?? 0) + ((await menu.boundingBox())?.width ?? 0))).toBe(390);
  if (jsEnabled(testInfo)) {
    await page.getByRole("button", { name: "أغلق القائمة" }).click();
    await expect(menu).toBeHidden();
  }
});

// Both widths in one test: one page and one copy of axe instead of two.
for (const path of ["/ar", "/ar/solutions", "/ar/no-such-page"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    test.slow();
    await expectNoAxeViolationsAt(page, path);
  });
}

test("a redirect from an Arabic page stays in Arabic (the profile asks an anonymous visitor to sign in)", async ({ page }) => {
  await page.goto("/ar/profile/saved");
  await expect(page).toHaveURL(/\/ar\/auth\/login\?/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});

test("the home page's finder speaks Arabic: filters, their error, cards and the pager", async ({ page }, testInfo) => {
  await openHome(page, "/ar");
  await waitForHydration(page, testInfo);
  const filters = page.getByRole("region", { name: "تصفية حسب" });
  await expect(filters.getByRole("group", { name: "فئة المواد الكيميائية" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "الصفحات" }).getByRole("link", { name: "التالي" })).toHaveAttribute("href", /^\/ar\?page=2/);
  await expect(page.getByRole("link", { name: /^التفاصيل عن / }).first()).toHaveAttribute("href", /^\/ar\/solution\/\d+$/);
  await filters.getByRole("button", { name: "تصفية", exact: true }).click();
  await expect(page).toHaveURL(/\/ar\?filter=1$/);
  const message = "يُرجى اختيار عنصر واحد على الأقل لعامل التصفية";
  if (jsEnabled(testInfo)) await expect(page.locator("[data-sonner-toaster]").getByText(message)).toBeVisible();
  else await expect(page.getByRole("alert")).toHaveText(message);
});

test("the Arabic solutions list searches and pages in Arabic", async ({ page }) => {
  await page.goto("/ar/solutions");
  await expect(page).toHaveTitle("الحلول — ساحل للكيماويات المتخصصة");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الحلول");
  await expect(page.getByRole("columnheader", { name: "اسم المنتج" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "صفحات المنتجات" }).getByRole("link", { name: "التالي" })).toHaveAttribute("href", "/ar/solutions?page=2");
  await page.getByRole("searchbox", { name: "اسم المنتج" }).fill("zzzz-no-such-product");
  await page.getByRole("button", { name: "بحث" }).click();
  await expect(page).toHaveURL(/\/ar\/solutions\?search=zzzz-no-such-product$/);
  await expect(page.getByText("لم يُعثر على منتجات مطابقة لبحثك.")).toBeVisible();
});

test("the map reads in Arabic and puts its controls at the start and end sides; its list stands in without JavaScript", async ({ page }, testInfo) => {
  await openHome(page, "/ar?tab=plant");
  const list = page.getByRole("list", { name: "المصانع على الخريطة" });
  await expect(list.getByRole("link").first()).toHaveAttribute("href", /^\/ar\?tab=plant&plant=\d+/);
  if (!jsEnabled(testInfo)) {
    await expect(list).toBeVisible();
    return;
  }
  const map = page.getByTestId("plant-map");
  const canvas = map.locator(".leaflet-container");
  await expect(canvas).toBeVisible();
  const zoomIn = map.getByRole("button", { name: "تكبير" });
  await expect(zoomIn).toBeVisible();
  await expect(map.getByRole("button", { name: "تصغير" })).toBeVisible();
  const box = (await canvas.boundingBox())!;
  const zoom = (await zoomIn.boundingBox())!;
  const attribution = (await map.locator(".leaflet-control-attribution").boundingBox())!;
  // Right to left, the page starts on the right: the zoom buttons there, the attribution at the other end.
  expect(box.x + box.width - (zoom.x + zoom.width)).toBeLessThan(20);
  expect(zoom.x).toBeGreaterThan(box.x + box.width / 2);
  expect(attribution.x - box.x).toBeLessThan(2);
  await expectNoAxeViolations(page);
});
