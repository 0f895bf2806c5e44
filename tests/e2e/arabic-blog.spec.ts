/**
 * The blog in Arabic under /ar (issue 19), with JavaScript on and off: the blog page, every post and a post, in
 * Arabic and right to left; the posts' own Arabic texts (decision 0017); dates in Arabic; links that stay under /ar;
 * the carousels running right to left with Arabic buttons; the post's data in the page's language; and axe.
 */
import type { Page } from "@playwright/test";
import { test, expect, jsEnabled, expectNoAxeViolationsAt } from "./fixtures";
import { ARABIC_SITE, expectArabicDocument } from "./arabic-helpers";

/** Arabic words, spaces and Latin digits only: "قبل 3 أيام", "الأسبوع الماضي". */
const ARABIC_WORDS = /^[\u0600-\u06FF0-9 ]+$/;
const ARABIC_LONG_DATE = /^\d{1,2} [\u0600-\u06FF]+ \d{4}$/;

/** The Arabic version of the post the page below opens (content/blog/ar/scale-inhibitor-squeeze-treatments.md). */
const POST_AR = {
  title: "معالجات عصر مثبطات الترسبات التي يدوم أثرها",
  summary: "يحمي دفعُ المثبط إلى داخل التكوين الصخري المنطقةَ المحيطة بحفرة البئر وأنابيبَ الإنتاج لأشهر، والتصميم هو الذي يحدد عدد هذه الأشهر.",
  coverAlt: "مقطع عرضي لبئر يُدفع فيها المثبط إلى الصخر المحيط بحفرة البئر",
};

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("the Arabic blog page is in Arabic, right to left, and its links stay in Arabic", async ({ page }) => {
  const response = await page.goto("/ar/blog");
  expect(response?.status()).toBe(200);
  await expectArabicDocument(page);
  await expect(page).toHaveTitle(`المدونة — ${ARABIC_SITE}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /كيمياء حقول النفط/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `المدونة — ${ARABIC_SITE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("بحث سريع وتفاعلي بين آلاف المواد الكيميائية");
  await expect(page.getByRole("searchbox", { name: "اسم المنتج" })).toBeVisible();

  const popular = section(page, "الأكثر قراءة هذا الأسبوع");
  const items = popular.getByRole("listitem");
  await expect(items).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(items.nth(i).locator("time")).toHaveText(ARABIC_WORDS);
    await expect(items.nth(i).getByRole("link")).toHaveAttribute("href", /^\/ar\/blog\/[a-z0-9-]+$/);
  }
  for (const name of ["أحدث مقالاتنا", "مقاطع الفيديو", "مقترحة لك"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(section(page, name).getByRole("link", { name: `عرض كل المقالات (${name})` })).toHaveAttribute("href", "/ar/blog/all");
    await expect(section(page, name).getByRole("link", { name: `عرض كل المقالات (${name})` })).toHaveText("عرض الكل");
  }
  const videos = section(page, "مقاطع الفيديو");
  await expect(videos.getByRole("article")).toHaveCount(4);
  await expect(videos.getByRole("article").first().getByRole("link").first()).toHaveAttribute("href", /^\/ar\/blog\/[a-z0-9-]+$/);
  const watch = videos.getByRole("link", { name: /^شاهد الفيديو: .+ \(يفتح في علامة تبويب جديدة\)$/ });
  if ((await watch.count()) > 0) await expect(watch.first()).toHaveAttribute("target", "_blank");

  const latestCards = section(page, "أحدث مقالاتنا").getByRole("article");
  await expect(latestCards.first().locator("time")).toHaveText(ARABIC_LONG_DATE);
  await expect(latestCards.first().getByRole("link")).toHaveAttribute("href", /^\/ar\/blog\/[a-z0-9-]+$/);
});

test("the carousels run right to left: Swiper in rtl with Arabic buttons pointing the way they move; without JavaScript a scrollable list", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/ar/blog");
  const latest = section(page, "أحدث مقالاتنا");
  if (!jsEnabled(testInfo)) {
    const list = latest.getByTestId("latest-scroll-list");
    await expect(list).toHaveCSS("overflow-x", "auto");
    await expect(list).toHaveCSS("direction", "rtl");
    // Right to left, the first card starts at the right edge of the list.
    const listBox = (await list.boundingBox())!;
    const firstBox = (await list.getByRole("article").first().boundingBox())!;
    expect(Math.abs(firstBox.x + firstBox.width - (listBox.x + listBox.width))).toBeLessThan(2);
    await expect(latest.getByRole("button")).toHaveCount(0);
    return;
  }
  await latest.scrollIntoViewIfNeeded();
  const swiper = latest.getByTestId("swiper-carousel").locator(".swiper");
  await expect(swiper).toBeVisible();
  await expect(swiper).toHaveAttribute("dir", "rtl");
  await expect(swiper).toHaveClass(/swiper-rtl/);
  await expect(latest.getByRole("group").first()).toHaveAttribute("aria-roledescription", "مقالة");
  await expect(latest.getByRole("group").first()).toHaveAttribute("aria-label", /^1 من \d+$/);

  const next = latest.getByRole("button", { name: "التالي: أحدث مقالاتنا" });
  const previous = latest.getByRole("button", { name: "السابق: أحدث مقالاتنا" });
  await expect(previous).toBeDisabled();
  // "Previous" sits on the start (right) side of "next", and each arrow is mirrored to point the way it moves.
  expect((await previous.boundingBox())!.x).toBeGreaterThan((await next.boundingBox())!.x);
  await expect(next.locator("span")).toHaveText("›");
  // Tailwind's rtl:-scale-x-100 mirrors with the `scale` property.
  const mirrored = /^-1(00%)? 1(00%)?$/;
  await expect(next.locator("span")).toHaveCSS("scale", mirrored);
  await expect(previous.locator("span")).toHaveCSS("scale", mirrored);

  const firstCard = latest.getByRole("article").first();
  const box = (await firstCard.boundingBox())!;
  const swiperBox = (await swiper.boundingBox())!;
  // The first card starts at the right.
  expect(Math.abs(box.x + box.width - (swiperBox.x + swiperBox.width))).toBeLessThan(2);
  await next.click();
  await expect(previous).toBeEnabled();
  // Next moves the row to the right, bringing the following card in from the left.
  await expect.poll(async () => (await firstCard.boundingBox())!.x).toBeGreaterThan(box.x + 100);
  await previous.click();
  await expect(previous).toBeDisabled();
  await expect.poll(async () => Math.round((await firstCard.boundingBox())!.x)).toBe(Math.round(box.x));
});

test("'عرض الكل' leads to every post in Arabic, and cards open their posts in Arabic", async ({ page }) => {
  await page.goto("/ar/blog");
  await section(page, "أحدث مقالاتنا").getByRole("link", { name: /^عرض كل المقالات/ }).click();
  await expect(page).toHaveURL(/\/ar\/blog\/all$/);
  await expectArabicDocument(page);
  await expect(page).toHaveTitle(`كل المقالات — ${ARABIC_SITE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("كل المقالات");
  await expect(page.getByText(/^\d+ (مقالات|مقالة) من كيميائيينا ومهندسينا الميدانيين، الأحدث أولًا\.$/)).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "مسار التنقل" });
  await expect(breadcrumb.getByRole("link", { name: "المدونة" })).toHaveAttribute("href", "/ar/blog");
  await expect(page.getByRole("article").first().locator("time")).toHaveText(ARABIC_LONG_DATE);
  const titles = page.getByRole("heading", { level: 2 });
  const title = (await titles.first().textContent()) ?? "";
  await expect(titles.first().getByRole("link")).toHaveAttribute("href", /^\/ar\/blog\/[a-z0-9-]+$/);
  await titles.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/ar\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectArabicDocument(page);
});

test("an Arabic post page: byline, date and reading time in Arabic; its data name the Arabic address", async ({ page }) => {
  const response = await page.goto("/ar/blog/scale-inhibitor-squeeze-treatments");
  expect(response?.status()).toBe(200);
  await expectArabicDocument(page);
  // The post's own Arabic: title, summary, picture text and body; the author's name stays as written.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST_AR.title);
  await expect(page).toHaveTitle(`${POST_AR.title} — ${ARABIC_SITE}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", POST_AR.summary);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", POST_AR.title);
  await expect(page.getByText(POST_AR.summary, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: POST_AR.coverAlt })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "كيف تعمل معالجة العصر" })).toBeVisible();
  await expect(page.getByText("Scale inhibitor squeeze")).toHaveCount(0);
  await expect(page.getByText(/^بقلم Khalid Al-Harthy · 15 نوفمبر 2026 · مدة القراءة (دقيقة واحدة|دقيقتان|\d+ دقائق|\d+ دقيقة)$/)).toBeVisible();
  await expect(page.locator("time").first()).toHaveAttribute("datetime", "2026-11-15");
  const breadcrumb = page.getByRole("navigation", { name: "مسار التنقل" });
  await expect(breadcrumb.getByRole("link", { name: "المدونة" })).toHaveAttribute("href", "/ar/blog");
  await expect(page.getByRole("heading", { level: 2, name: "المزيد من المدونة" })).toBeVisible();
  await expect(page.getByRole("link", { name: "عرض كل المقالات" })).toHaveAttribute("href", "/ar/blog/all");
  const more = page.getByRole("region", { name: "المزيد من المدونة" }).getByRole("article");
  await expect(more).toHaveCount(3);
  await expect(more.first().getByRole("link")).toHaveAttribute("href", /^\/ar\/blog\/[a-z0-9-]+$/);
  await expect(more.first().locator("time")).toHaveText(ARABIC_LONG_DATE);

  const origin = new URL(page.url()).origin;
  const address = `${origin}/ar/blog/scale-inhibitor-squeeze-treatments`;
  await expect(page.locator('link[rel="canonical"]').first()).toHaveAttribute("href", address);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", address);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "Article",
    headline: POST_AR.title,
    description: POST_AR.summary,
    author: { name: "Khalid Al-Harthy" },
    publisher: { name: "ساحل للكيماويات المتخصصة ش.م.م" },
    mainEntityOfPage: { "@id": address },
  });
});

test("an unknown Arabic post is a 404 in Arabic", async ({ page }) => {
  const response = await page.goto("/ar/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expectArabicDocument(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("حدث خطأ ما");
  await expect(page.getByTestId("error-message")).toHaveText("الصفحة التي تبحث عنها غير موجودة.");
});

test("the Arabic blog page embeds the blog's Arabic messages", async ({ page }) => {
  await page.goto("/ar/blog/all");
  const embedded = JSON.parse((await page.locator("#i18n-data").textContent()) ?? "{}") as { locale: string; catalogues: Record<string, unknown> };
  expect(embedded.locale).toBe("ar");
  expect(Object.keys(embedded.catalogues).sort()).toEqual(["blog", "common"]);
});

for (const path of ["/ar/blog", "/ar/blog/all", "/ar/blog/h2s-scavenger-chemistry"]) {
  test(`${path} has no axe violations at 1280 and 390 px`, async ({ page }) => {
    // axe walks every card of the long blog page, at each width: slow when the machine is busy.
    test.setTimeout(120_000);
    await expectNoAxeViolationsAt(page, path, {
      ready: async (shown) => {
        if (path !== "/ar/blog" || !jsEnabled(test.info())) return;
        await section(shown, "أحدث مقالاتنا").scrollIntoViewIfNeeded();
        await expect(shown.getByTestId("swiper-carousel").first()).toBeVisible();
      },
    });
  });
}
