/**
 * Arabic under /ar as the server sends it: the document's language and direction, the translated header, footer and
 * home page, links that stay in Arabic, the language switch (same page, query kept, choice remembered), the first
 * visit by Accept-Language, the links between the two languages, the Arabic error pages, and the home page's finder,
 * the solutions list and the map's list in Arabic without JavaScript.
 */
import { describe, expect, it } from "vitest";
import type { Visitor } from "../support/visitor";
import { ARABIC_SITE, expectArabicDocument, textOf } from "./arabic-pages-helpers";
import { base, documentOf, formWith, visitor } from "./support";

const HOME_HEADING_AR = "كيماويات متخصصة للنفط والغاز، صُنعت في عُمان";
const h1Of = (page: { screen: { getByRole: (role: "heading", options: { level: number }) => HTMLElement } }) => textOf(page.screen.getByRole("heading", { level: 1 }));

/** Opens `target` with a browser's Accept-Language, following redirects as the address bar does. */
async function openAsking(who: Visitor, target: string, acceptLanguage: string) {
  let address = who.url(target);
  let response = await who.get(address, { "Accept-Language": acceptLanguage });
  for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 10; hops += 1) {
    address = new URL(response.headers.get("location")!, address).toString();
    await response.body?.cancel();
    response = await who.get(address, { "Accept-Language": acceptLanguage });
  }
  return who.read(response, address);
}

describe("the Arabic shell", () => {
  it("the Arabic home page is in Arabic, right to left, and its links stay in Arabic", async () => {
    const page = await visitor().open("/ar");
    expect(page.status).toBe(200);
    expectArabicDocument(page);
    expect(h1Of(page)).toBe(HOME_HEADING_AR);
    expect(documentOf(page).title).toBe(ARABIC_SITE);
    const banner = page.screen.getByRole("banner");
    const nav = [...banner.querySelectorAll("nav")].find((candidate) => candidate.getAttribute("aria-label") === "القائمة الرئيسية")!;
    expect(nav).toBeTruthy();
    const solutions = [...nav.querySelectorAll("a")].find((link) => textOf(link) === "الحلول");
    expect(solutions?.getAttribute("href")).toBe("/ar/solutions");
    const plantTab = page.screen.queryByRole("tab", { name: "ابحث عن مصنع" }) ?? page.screen.getByRole("link", { name: "ابحث عن مصنع" });
    expect(plantTab.getAttribute("href")).toBe("/ar?tab=plant");
    const footer = page.screen.getByRole("contentinfo");
    expect([...footer.querySelectorAll("a")].find((link) => textOf(link) === "المدونة")?.getAttribute("href")).toBe("/ar/blog");
    // Phone numbers keep their left-to-right order inside right-to-left text.
    expect([...footer.querySelectorAll("a")].find((link) => textOf(link) === "+968 2441 5500")?.getAttribute("dir")).toBe("ltr");
  });

  it("a page links to its twin in the other language, and English is x-default", async () => {
    const page = await visitor().open("/ar/solutions?page=2");
    const origin = new URL(page.url).origin;
    const link = (selector: string) => page.document.querySelector(selector)?.getAttribute("href");
    expect(link('link[rel="canonical"]')).toBe(`${origin}/ar/solutions?page=2`);
    expect(link('link[rel="alternate"][hreflang="en"]')).toBe(`${origin}/solutions?page=2`);
    expect(link('link[rel="alternate"][hreflang="ar"]')).toBe(`${origin}/ar/solutions?page=2`);
    expect(link('link[rel="alternate"][hreflang="x-default"]')).toBe(`${origin}/solutions?page=2`);
    const english = await visitor().open("/careers");
    expect(documentOf(english).lang).toBe("en");
    expect(english.document.querySelector('link[rel="alternate"][hreflang="ar"]')?.getAttribute("href")).toBe(`${origin}/ar/careers`);
  });

  it("a page embeds only its own messages; its home link stays in Arabic and leads to the Arabic home page", async () => {
    const who = visitor();
    const page = await who.open("/ar/services");
    const embedded = JSON.parse(page.document.getElementById("i18n-data")?.textContent ?? "{}") as { locale: string; catalogues: object };
    expect(embedded.locale).toBe("ar");
    expect(Object.keys(embedded.catalogues)).toEqual(["common", "services"]);
    const nav = [...page.screen.getByRole("banner").querySelectorAll("nav")].find((candidate) => candidate.getAttribute("aria-label") === "القائمة الرئيسية")!;
    const home = [...nav.querySelectorAll("a")].find((link) => textOf(link) === "الرئيسية");
    expect(home?.getAttribute("href")).toBe("/ar");
    const reached = await who.open(home!.getAttribute("href")!);
    expect(new URL(reached.url).pathname).toBe("/ar");
    expect(h1Of(reached)).toBe(HOME_HEADING_AR);
    expect(documentOf(reached).dir).toBe("rtl");
  });

  it("the language switch keeps the page and its query, and remembers the choice in an httpOnly, SameSite=Lax cookie", async () => {
    const who = visitor();
    const english = await who.open("/solutions?q=amine");
    const toArabic = english.screen.getByRole("link", { name: "العربية" });
    const switched = await who.get(toArabic.getAttribute("href")!);
    const cookie = switched.headers.getSetCookie().find((line) => line.startsWith("lng="));
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    const arabic = await who.land(switched, who.url(toArabic.getAttribute("href")!));
    expect(arabic.url).toMatch(/\/ar\/solutions\?q=amine$/);
    expect(documentOf(arabic).lang).toBe("ar");
    const arabicChoice = who.cookie("lng");
    expect(arabicChoice).toBeTruthy();
    const back = await who.open(arabic.screen.getByRole("link", { name: "English" }).getAttribute("href")!);
    expect(back.url).toMatch(/127\.0\.0\.1:\d+\/solutions\?q=amine$/);
    expect(documentOf(back).lang).toBe("en");
    expect(who.cookie("lng")).toBeTruthy();
    expect(who.cookie("lng")).not.toBe(arabicChoice);
  });
});

describe("a visitor whose browser asks for Arabic", () => {
  it("gets the Arabic home page on a first visit, until they choose English", async () => {
    const who = visitor();
    const first = await openAsking(who, "/?tab=plant", "ar-OM,ar;q=0.9");
    expect(first.url).toMatch(/\/ar\?tab=plant$/);
    expect(documentOf(first).lang).toBe("ar");
    const english = await openAsking(who, first.screen.getByRole("link", { name: "English" }).getAttribute("href")!, "ar-OM,ar;q=0.9");
    expect(english.url).toMatch(/127\.0\.0\.1:\d+\/\?tab=plant$/);
    const again = await openAsking(who, "/", "ar-OM,ar;q=0.9");
    expect(again.url).toBe(`${base}/`);
    expect(documentOf(again).lang).toBe("en");
  });

  it("gets an English page when a link names one", async () => {
    const page = await openAsking(visitor(), "/careers", "ar-OM,ar;q=0.9");
    expect(new URL(page.url).pathname).toBe("/careers");
    expect(documentOf(page).lang).toBe("en");
  });
});

describe("Arabic errors and redirects", () => {
  it.each(["/ar/solution/999999", "/ar/career/999999", "/ar/solution/999999/request/tds"])(
    "a missing solution or vacancy under /ar is titled in Arabic, not with the English page's name (%s)",
    async (path) => {
      const page = await visitor().open(path);
      expect(page.status).toBe(404);
      expect(documentOf(page).title).toBe(ARABIC_SITE);
    },
  );

  it("pages full of Arabic content are sent without stray NUL bytes (React 18's stream writes some; the server drops them)", async () => {
    for (const path of ["/ar/careers", "/ar/solutions", "/ar/blog", "/ar?tab=plant", "/ar/solution/1", "/solutions"]) {
      const body = new Uint8Array(await (await fetch(`${base}${path}`)).arrayBuffer());
      expect(body.includes(0), path).toBe(false);
    }
  });

  it("a missing Arabic page answers 404 in Arabic", async () => {
    const page = await visitor().open("/ar/no-such-page");
    expect(page.status).toBe(404);
    expectArabicDocument(page);
    expect(h1Of(page)).toBe("حدث خطأ ما");
    expect(textOf(page.screen.getByTestId("error-message"))).toBe("الصفحة التي تبحث عنها غير موجودة.");
    expect(page.screen.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).getAttribute("href")).toBe("/ar");
  });

  it("a redirect from an Arabic page stays in Arabic (the profile asks an anonymous visitor to sign in)", async () => {
    const page = await visitor().open("/ar/profile/saved");
    expect(new URL(page.url).pathname).toBe("/ar/auth/login");
    expect(new URL(page.url).search).not.toBe("");
    expect(documentOf(page).lang).toBe("ar");
  });
});

describe("the Arabic home page and solutions without JavaScript", () => {
  it("the mobile menu is a disclosure that opens without JavaScript, labelled in Arabic, holding the main navigation", async () => {
    const page = await visitor().open("/ar");
    const open = page.screen.getByText("افتح القائمة").closest("summary")!;
    expect(open).toBeTruthy();
    const menu = open.closest("details")!;
    expect([...menu.querySelectorAll("nav")].some((nav) => nav.getAttribute("aria-label") === "القائمة الرئيسية")).toBe(true);
    // The same summary closes the open panel: its Arabic name for that.
    expect(open.textContent).toContain("أغلق القائمة");
    // The phone's button for the filters.
    expect(page.screen.getByRole("link", { name: "تصفية" })).toBeTruthy();
  });

  it("the home page's finder speaks Arabic: filters, their error, cards and the pager", async () => {
    const who = visitor();
    const page = await who.open("/ar");
    const filters = page.screen.getByRole("region", { name: "تصفية حسب" });
    expect([...filters.querySelectorAll("fieldset")].some((group) => textOf(group.querySelector("legend")) === "فئة المواد الكيميائية")).toBe(true);
    const pager = page.screen.getByRole("navigation", { name: "الصفحات" });
    expect([...pager.querySelectorAll("a")].find((link) => textOf(link) === "التالي")?.getAttribute("href")).toMatch(/^\/ar\?page=2/);
    expect(page.screen.getAllByRole("link", { name: /^التفاصيل عن / })[0].getAttribute("href")).toMatch(/^\/ar\/solution\/\d+$/);
    const filterButton = [...filters.querySelectorAll("button")].find((button) => textOf(button) === "تصفية")!;
    const answer = await who.land(await who.submit(page, filterButton.closest("form")!, { button: filterButton }));
    expect(answer.url).toMatch(/\/ar\?filter=1$/);
    expect(textOf(answer.screen.getByRole("alert"))).toBe("يُرجى اختيار عنصر واحد على الأقل لعامل التصفية");
  });

  it("the Arabic solutions list searches and pages in Arabic", async () => {
    const who = visitor();
    const page = await who.open("/ar/solutions");
    expect(documentOf(page).title).toBe("الحلول — ساحل للكيماويات المتخصصة");
    expect(h1Of(page)).toBe("الحلول");
    expect(page.screen.getByRole("columnheader", { name: "اسم المنتج" })).toBeTruthy();
    const pager = page.screen.getByRole("navigation", { name: "صفحات المنتجات" });
    expect([...pager.querySelectorAll("a")].find((link) => textOf(link) === "التالي")?.getAttribute("href")).toBe("/ar/solutions?page=2");
    const results = await who.land(
      await who.submit(page, formWith(page, "بحث"), { values: { search: "zzzz-no-such-product" }, button: "بحث" }),
    );
    expect(results.url).toMatch(/\/ar\/solutions\?search=zzzz-no-such-product$/);
    expect(results.screen.getByText("لم يُعثر على منتجات مطابقة لبحثك.")).toBeTruthy();
  });

  it("the map's list reads in Arabic and stands in for the map without JavaScript", async () => {
    const page = await visitor().open("/ar?tab=plant");
    const list = page.screen.getByRole("list", { name: "المصانع على الخريطة" });
    expect(list.querySelector("a")?.getAttribute("href")).toMatch(/^\/ar\?tab=plant&plant=\d+/);
    expect(list.closest("[hidden]")).toBeNull();
  });
});
