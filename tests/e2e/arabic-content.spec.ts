/**
 * English content on Arabic pages (issue 19, WCAG 3.1.2 language of parts), with JavaScript on and off: under /ar the
 * database's English names carry lang="en" (and a block of sentences dir="ltr" too), the Arabic interface around them
 * has no lang of its own, and the same pages in English have no lang attribute inside <main>; axe on two of them.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { expectArabicDocument } from "./arabic-helpers";
import { openHome } from "./home-helpers";

const POST = "/blog/scale-inhibitor-squeeze-treatments";

/** Every element of `selector` is marked English (and left to right when `block`; a name gets no direction of its own). */
async function expectEnglish(page: Page, selector: string, block = false) {
  const elements = page.locator(selector);
  expect(await elements.count(), selector).toBeGreaterThan(0);
  for (const element of await elements.all()) {
    await expect(element).toHaveAttribute("lang", "en");
    if (block) await expect(element).toHaveAttribute("dir", "ltr");
  }
}

/** The Arabic interface keeps the page's language: no lang attribute of its own. */
async function expectNoOwnLang(page: Page, selector: string) {
  const elements = page.locator(selector);
  expect(await elements.count(), selector).toBeGreaterThan(0);
  for (const element of await elements.all()) await expect(element).not.toHaveAttribute("lang", /.*/);
}

test("the Arabic home page marks the solutions' names, commercial names, excerpts and the filter names English", async ({ page }) => {
  await openHome(page, "/ar");
  await expectArabicDocument(page);
  await expectEnglish(page, "main article h3");
  await expectEnglish(page, "main article h3 + p");
  await expectEnglish(page, "main article p.line-clamp-3", true);
  await expectEnglish(page, "main fieldset summary");
  await expectEnglish(page, "main fieldset label > span");
  // The name inside the Arabic "details" link text is isolated; the link and the interface are the page's language.
  await expectEnglish(page, "main article a bdi");
  await expectNoOwnLang(page, "main h1, main article a, main fieldset legend, main fieldset label");
});

test("the Arabic plant tab marks the plants' names, addresses and the map's list English", async ({ page }) => {
  await openHome(page, "/ar?tab=plant");
  await expectArabicDocument(page);
  await expectEnglish(page, "main article h3");
  await expectEnglish(page, "main article h3 + p", true);
  await expectEnglish(page, "#map-list-title + ol a > span[lang]");
  await expectEnglish(page, "#map-list-title + ol bdi[lang]");
  await expectNoOwnLang(page, "#map-list-title, #map-list-title + ol a, main article a");
});

test("the Arabic solution page: name and commercial name English, the description English left to right; axe", async ({ page }) => {
  await page.goto("/ar/solution/1");
  await expectArabicDocument(page);
  await expect(page.locator("h1")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).not.toHaveAttribute("dir", /.*/);
  await expect(page.locator("main .prose-content")).toHaveAttribute("lang", "en");
  await expect(page.locator("main .prose-content")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("link", { name: "اطلب هذا المنتج" })).not.toHaveAttribute("lang", /.*/);
  await expectNoAxeViolations(page);
});

test("the Arabic solutions list marks each name English, not the table's head", async ({ page }) => {
  await page.goto("/ar/solutions");
  await expectArabicDocument(page);
  await expectEnglish(page, "main tbody a");
  await expectNoOwnLang(page, "main h1, main th");
});

test("the Arabic careers: vacancy titles, places and departments English, the filter's own choice Arabic", async ({ page }) => {
  await page.goto("/ar/careers");
  await expectArabicDocument(page);
  await expectEnglish(page, "main li h2");
  await expectEnglish(page, "main li h2 + p");
  await expectEnglish(page, '#department option:not([value=""])');
  await expectNoOwnLang(page, 'main h1, #department, #department option[value=""], main li a');
});

test("an Arabic vacancy: title, place and department English, the description English left to right; axe", async ({ page }) => {
  await page.goto("/ar/career/1");
  await expectArabicDocument(page);
  await expect(page.locator("h1")).toHaveAttribute("lang", "en");
  await expect(page.locator("main .prose-content")).toHaveAttribute("lang", "en");
  await expect(page.locator("main .prose-content")).toHaveAttribute("dir", "ltr");
  await expectEnglish(page, "main aside dd:not([class*=emerald])");
  await expectNoOwnLang(page, "main aside h2, main aside dt");
  await expectNoAxeViolations(page);
});

test("the Arabic blog and a post: titles, categories, excerpts and the body English", async ({ page }) => {
  await page.goto("/ar/blog");
  await expectArabicDocument(page);
  await expectEnglish(page, "main ol h3 a");
  await expectEnglish(page, "main article h3 a");
  await expectNoOwnLang(page, "main h1, main h2");

  await page.goto(`/ar${POST}`);
  await expectArabicDocument(page);
  await expect(page.locator("h1")).toHaveAttribute("lang", "en");
  await expect(page.locator("main article header > p").first()).toHaveAttribute("lang", "en");
  await expectEnglish(page, "main article:has(h1) > p", true);
  await expectEnglish(page, "main article:has(h1) > div", true);
  await expectEnglish(page, "main article header bdi");
  await expectNoOwnLang(page, "main nav[aria-label] > a, #more-posts");
});

test("the same pages in English have no lang attribute inside main", async ({ page }) => {
  for (const path of ["/", "/?tab=plant", "/solution/1", "/solutions", "/careers", "/career/1", "/blog", POST]) {
    if (path.startsWith("/?") || path === "/") await openHome(page, path);
    else await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("main").first()).toBeVisible();
    await expect(page.locator("main [lang]"), path).toHaveCount(0);
  }
});
