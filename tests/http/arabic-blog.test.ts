/** The blog under /ar as the server renders it: the blog page, every post, a post with its data, the 404 and the embedded messages, all in Arabic with links that stay under /ar. */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { ARABIC_SITE, expectArabicDocument, headingOf, jsonLdOf, metaOf, pathOf } from "./arabic-journeys-helpers";
import { visitor, type Page } from "./support";

/** Arabic words, spaces and Latin digits only: "قبل 3 أيام", "الأسبوع الماضي". */
const ARABIC_WORDS = /^[\u0600-\u06FF0-9 ]+$/;
const ARABIC_LONG_DATE = /^\d{1,2} [\u0600-\u06FF]+ \d{4}$/;
const ARABIC_POST = /^\/ar\/blog\/[a-z0-9-]+$/;

/** The Arabic version of the post opened below (content/blog/ar/scale-inhibitor-squeeze-treatments.md). */
const POST_AR = {
  title: "معالجات عصر مثبطات الترسبات التي يدوم أثرها",
  summary: "يحمي دفعُ المثبط إلى داخل التكوين الصخري المنطقةَ المحيطة بحفرة البئر وأنابيبَ الإنتاج لأشهر، والتصميم هو الذي يحدد عدد هذه الأشهر.",
  coverAlt: "مقطع عرضي لبئر يُدفع فيها المثبط إلى الصخر المحيط بحفرة البئر",
};

const section = (page: Page, name: string) => page.screen.getByRole("region", { name });
const timeIn = (element: Element) => element.querySelector("time")?.textContent?.trim();
const firstLinkIn = (element: HTMLElement) => within(element).getAllByRole("link")[0];

describe("the Arabic blog page", () => {
  it("is in Arabic, right to left, and its links stay in Arabic", async () => {
    const page = await visitor().open("/ar/blog");
    expect(page.status).toBe(200);
    expectArabicDocument(page, "المدونة");
    expect(metaOf(page, "description")).toMatch(/كيمياء حقول النفط/);
    expect(metaOf(page, "og:title")).toBe(`المدونة — ${ARABIC_SITE}`);
    expect(headingOf(page)).toBe("بحث سريع وتفاعلي بين آلاف المواد الكيميائية");
    expect(page.screen.getByRole("searchbox", { name: "اسم المنتج" })).toBeTruthy();

    const items = within(section(page, "الأكثر قراءة هذا الأسبوع")).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(timeIn(item)).toMatch(ARABIC_WORDS);
      expect(firstLinkIn(item).getAttribute("href")).toMatch(ARABIC_POST);
    }
    for (const name of ["أحدث مقالاتنا", "مقاطع الفيديو", "مقترحة لك"]) {
      expect(page.screen.getByRole("heading", { level: 2, name })).toBeTruthy();
      const all = within(section(page, name)).getByRole("link", { name: `عرض كل المقالات (${name})` });
      expect(all.getAttribute("href")).toBe("/ar/blog/all");
      expect(all.textContent?.trim()).toBe("عرض الكل");
    }
    const videos = within(section(page, "مقاطع الفيديو")).getAllByRole("article");
    expect(videos).toHaveLength(4);
    expect(firstLinkIn(videos[0]).getAttribute("href")).toMatch(ARABIC_POST);
    for (const watch of within(section(page, "مقاطع الفيديو")).queryAllByRole("link", { name: /^شاهد الفيديو: .+ \(يفتح في علامة تبويب جديدة\)$/ })) {
      expect(watch.getAttribute("target")).toBe("_blank");
    }
    const latest = within(section(page, "أحدث مقالاتنا")).getAllByRole("article");
    expect(timeIn(latest[0])).toMatch(ARABIC_LONG_DATE);
    expect(firstLinkIn(latest[0]).getAttribute("href")).toMatch(ARABIC_POST);
  });

  it("without JavaScript the latest posts are a list with no carousel buttons", async () => {
    const page = await visitor().open("/ar/blog");
    const latest = within(section(page, "أحدث مقالاتنا"));
    expect(latest.getByTestId("latest-scroll-list")).toBeTruthy();
    expect(latest.queryAllByRole("button")).toHaveLength(0);
  });
});

describe("every Arabic post", () => {
  it("'عرض الكل' leads to every post in Arabic, and cards open their posts in Arabic", async () => {
    const reader = visitor();
    const blog = await reader.open("/ar/blog");
    const page = await reader.open(within(section(blog, "أحدث مقالاتنا")).getByRole("link", { name: /^عرض كل المقالات/ }).getAttribute("href")!);
    expect(pathOf(page.url)).toBe("/ar/blog/all");
    expectArabicDocument(page, "كل المقالات");
    expect(headingOf(page)).toBe("كل المقالات");
    expect(page.screen.getByText(/^\d+ (مقالات|مقالة) من كيميائيينا ومهندسينا الميدانيين، الأحدث أولًا\.$/)).toBeTruthy();
    const breadcrumb = within(page.screen.getByRole("navigation", { name: "مسار التنقل" }));
    expect(breadcrumb.getByRole("link", { name: "المدونة" }).getAttribute("href")).toBe("/ar/blog");
    expect(timeIn(page.screen.getAllByRole("article")[0])).toMatch(ARABIC_LONG_DATE);
    const first = page.screen.getAllByRole("heading", { level: 2 })[0];
    const link = within(first).getByRole("link");
    expect(link.getAttribute("href")).toMatch(ARABIC_POST);
    const post = await reader.open(link.getAttribute("href")!);
    expect(headingOf(post)).toBe(first.textContent?.trim());
    expectArabicDocument(post);
  });

  it("embeds the blog's Arabic messages", async () => {
    const page = await visitor().open("/ar/blog/all");
    const embedded = JSON.parse(page.document.getElementById("i18n-data")?.textContent ?? "{}") as { locale: string; catalogues: Record<string, unknown> };
    expect(embedded.locale).toBe("ar");
    expect(Object.keys(embedded.catalogues).sort()).toEqual(["blog", "common"]);
  });
});

describe("an Arabic post page", () => {
  it("has its byline, date and reading time in Arabic, and its data name the Arabic address", async () => {
    const page = await visitor().open("/ar/blog/scale-inhibitor-squeeze-treatments");
    expect(page.status).toBe(200);
    // The post's own Arabic: title, summary, picture text and body; the author's name stays as written.
    expectArabicDocument(page, POST_AR.title);
    expect(headingOf(page)).toBe(POST_AR.title);
    expect(metaOf(page, "description")).toBe(POST_AR.summary);
    expect(metaOf(page, "og:title")).toBe(POST_AR.title);
    expect(page.screen.getByText(POST_AR.summary)).toBeTruthy();
    expect(page.screen.getByRole("img", { name: POST_AR.coverAlt })).toBeTruthy();
    expect(page.screen.getByRole("heading", { level: 2, name: "كيف تعمل معالجة العصر" })).toBeTruthy();
    expect(page.screen.queryByText("Scale inhibitor squeeze", { exact: false })).toBeNull();
    const byline = /^بقلم Khalid Al-Harthy · 15 نوفمبر 2026 · مدة القراءة (دقيقة واحدة|دقيقتان|\d+ دقائق|\d+ دقيقة)$/;
    expect(page.screen.getAllByText((_: string, element: Element | null) => byline.test(element?.textContent?.trim() ?? "")).length).toBeGreaterThan(0);
    expect(page.document.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-15");
    const breadcrumb = within(page.screen.getByRole("navigation", { name: "مسار التنقل" }));
    expect(breadcrumb.getByRole("link", { name: "المدونة" }).getAttribute("href")).toBe("/ar/blog");
    expect(page.screen.getByRole("heading", { level: 2, name: "المزيد من المدونة" })).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "عرض كل المقالات" }).getAttribute("href")).toBe("/ar/blog/all");
    const more = within(page.screen.getByRole("region", { name: "المزيد من المدونة" })).getAllByRole("article");
    expect(more).toHaveLength(3);
    expect(firstLinkIn(more[0]).getAttribute("href")).toMatch(ARABIC_POST);
    expect(timeIn(more[0])).toMatch(ARABIC_LONG_DATE);

    const address = `${new URL(page.url).origin}/ar/blog/scale-inhibitor-squeeze-treatments`;
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(address);
    expect(metaOf(page, "og:url")).toBe(address);
    expect(jsonLdOf(page)).toMatchObject({
      "@type": "Article",
      headline: POST_AR.title,
      description: POST_AR.summary,
      author: { name: "Khalid Al-Harthy" },
      publisher: { name: "ساحل للكيماويات المتخصصة ش.م.م" },
      mainEntityOfPage: { "@id": address },
    });
  });

  it("an unknown Arabic post is a 404 in Arabic", async () => {
    const page = await visitor().open("/ar/blog/no-such-post");
    expect(page.status).toBe(404);
    expectArabicDocument(page);
    expect(headingOf(page)).toBe("حدث خطأ ما");
    expect(page.screen.getByTestId("error-message").textContent?.trim()).toBe("الصفحة التي تبحث عنها غير موجودة.");
  });
});
