/**
 * The language of content on Arabic pages (issue 19, decisions 0016 and 0017; WCAG 3.1.2 language of parts), with
 * JavaScript on and off. Under /ar the demo content is Arabic (categories, processes, countries, cities, plants,
 * solutions' commercial names and descriptions, vacancies, departments, blog posts) and carries no `lang` of its own;
 * what has no Arabic letter is English and is marked `lang="en"`: the solutions' product codes (isolated in a `<bdi>`
 * inside an Arabic sentence), the blog authors' Latin names, and a vacancy staff wrote in English only, the fallback
 * (its text a block, also `dir="ltr"`). The same pages in English have no `lang` inside <main>. axe on four pages.
 */
import type { Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { CATEGORY_NAMES_AR } from "~/db/seed/catalog-ar";
import { PLANTS, SOLUTIONS, VACANCIES } from "~/db/seed/data";
import { CITY_NAMES_AR, COUNTRY_NAMES_AR, DEPARTMENT_NAMES_AR, PLANTS_AR, VACANCIES_AR } from "~/db/seed/places-careers-ar";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { expectArabicDocument } from "./arabic-helpers";
import { expectToast } from "./account-fixtures";
import { openHome } from "./home-helpers";
import { memberCookie, staffPage } from "./staff-fixtures";

const POST = "/blog/scale-inhibitor-squeeze-treatments";
const POST_TITLE_AR = "معالجات عصر مثبطات الترسبات التي يدوم أثرها";
const ARABIC = /[\u0600-\u06FF]/;
/** A product code: Latin letters, digits, spaces and hyphens ("PetroGuard CI-210 HT"), not one Arabic letter. */
const CODE = /^[A-Za-z][A-Za-z0-9 .-]+$/;

const SOLUTION_1 = SOLUTIONS[0];
/** A card's code that is one of the demo's solutions. */
const SEED_CODE = new RegExp(`^(${SOLUTIONS.map((solution) => solution.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);
const VACANCY_1 = VACANCIES[0];
const PLANT_NAMES_AR = Object.values(PLANTS_AR).map((plant) => plant.name);

/** Every element of `selector` is marked English (and left to right when `block`; a name gets no direction of its own). */
async function expectEnglish(page: Page | Locator, selector: string, block = false) {
  const elements = page.locator(selector);
  expect(await elements.count(), selector).toBeGreaterThan(0);
  for (const element of await elements.all()) {
    await expect(element).toHaveAttribute("lang", "en");
    await expect(element).not.toHaveText(ARABIC);
    if (block) await expect(element).toHaveAttribute("dir", "ltr");
    else await expect(element).not.toHaveAttribute("dir", /.*/);
  }
}

/** Every element of `selector` reads in Arabic and keeps the page's language: no lang (nor dir) of its own. */
async function expectArabic(page: Page | Locator, selector: string) {
  const elements = page.locator(selector);
  expect(await elements.count(), selector).toBeGreaterThan(0);
  for (const element of await elements.all()) {
    await expect(element).toHaveText(ARABIC);
    await expect(element).not.toHaveAttribute("lang", /.*/);
    await expect(element).not.toHaveAttribute("dir", /.*/);
  }
}

test("the Arabic home page: commercial names, excerpts and filters in Arabic, unmarked; only the product codes English", async ({ page }) => {
  await openHome(page, "/ar");
  await expectArabicDocument(page);
  // The demo's solutions (staff specs running beside this one publish English-only solutions, which may sort first:
  // those are the fallback, proven on a vacancy below).
  const cards = page.locator("main article").filter({ has: page.locator("h3", { hasText: SEED_CODE }) });
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  for (const card of await cards.all()) {
    // The product code, the same in both languages, is English; so is the code inside the Arabic "details" link,
    // isolated in a <bdi lang="en">, the link itself in the page's language.
    await expectEnglish(card, "h3");
    await expect(card.locator("h3")).toHaveText(CODE);
    await expectEnglish(card, "a bdi");
    const code = await card.locator("h3").textContent();
    const seed = SOLUTIONS.find((solution) => solution.name === code);
    expect(seed, code ?? "").toBeTruthy();
    // The commercial name is the one the seed gives the code in Arabic; it and the excerpt are unmarked.
    await expect(card.locator("h3 + p")).toHaveText(seed!.commercialNameAr);
    await expectArabic(card, "h3 + p");
    await expectArabic(card, "p.line-clamp-3");
    await expectArabic(card, "a[href^='/ar/solution/']");
    // Nothing but the two codes is marked.
    await expect(card.locator("[lang]")).toHaveCount(2);
  }
  // The categories' names are the seed's Arabic, unmarked. (Staff specs beside this one add English-only categories:
  // whatever the filter marks is such a name, with no Arabic letter.)
  await expect(page.locator("main fieldset summary").first()).toHaveText(CATEGORY_NAMES_AR["Corrosion Inhibitors"]);
  const seedNames = new RegExp(`^(${Object.values(CATEGORY_NAMES_AR).join("|")})$`);
  const seedCategories = page.locator("main fieldset summary, main fieldset label").filter({ hasText: seedNames });
  expect(await seedCategories.count()).toBeGreaterThanOrEqual(Object.keys(CATEGORY_NAMES_AR).length);
  for (const category of await seedCategories.all()) {
    await expect(category).not.toHaveAttribute("lang", /.*/);
    await expect(category.locator("[lang]")).toHaveCount(0);
  }
  for (const marked of await page.locator("main fieldset [lang]").all()) await expect(marked).not.toHaveText(ARABIC);
  await expectArabic(page, "main h1, main fieldset legend");
});

test("the Arabic plant tab: countries, processes, the plants' names and addresses and the map's list in Arabic, nothing marked", async ({ page }) => {
  await openHome(page, "/ar?tab=plant");
  await expectArabicDocument(page);
  await expectArabic(page, "main article h3");
  for (const name of await page.locator("main article h3").allTextContents()) expect(PLANT_NAMES_AR).toContain(name);
  await expectArabic(page, "main article h3 + p");
  await expect(page.locator("main fieldset").first().locator("label", { hasText: COUNTRY_NAMES_AR.OM })).toHaveCount(1);
  await expectArabic(page, "main fieldset legend, main fieldset label, main fieldset summary");
  // The map's list: each plant's Arabic name and country; the coordinates are numbers, left to right.
  await expectArabic(page, "#map-list-title, #map-list-title + ol a");
  for (const text of await page.locator("#map-list-title + ol a").allTextContents()) {
    expect(PLANT_NAMES_AR.some((name) => text.startsWith(name)), text).toBe(true);
  }
  await expect(page.locator("#map-list-title + ol bdi").first()).toHaveAttribute("dir", "ltr");
  await expect(page.locator("main [lang]")).toHaveCount(0);
  // The Sohar complex, among Oman's plants, with the name and address the seed gives it in Arabic.
  const sohar = PLANTS_AR[PLANTS[0].name];
  await page.goto(`/ar?tab=plant&country=${await countryId(page, COUNTRY_NAMES_AR.OM)}&filter=1`);
  const soharCard = page.locator("main article").filter({ has: page.getByRole("heading", { name: sohar.name, exact: true }) });
  await expect(soharCard).toHaveCount(1);
  await expect(soharCard.locator("h3 + p")).toHaveText(sohar.address);
  await expect(page.locator("main [lang]")).toHaveCount(0);
});

/** The id of a country in the plant tab's filter, by its label. */
async function countryId(page: Page, name: string) {
  return page.locator("main fieldset label", { hasText: name }).locator("input").first().getAttribute("value");
}

test("the Arabic solution page: the code English, the commercial name and the description Arabic; axe", async ({ page }) => {
  await page.goto("/ar/solution/1");
  await expectArabicDocument(page);
  await expect(page.locator("h1")).toHaveText(SOLUTION_1.name);
  await expect(page.locator("h1")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).not.toHaveAttribute("dir", /.*/);
  await expect(page.locator("h1 + p")).toHaveText(SOLUTION_1.commercialNameAr);
  await expect(page.locator("h1 + p")).not.toHaveAttribute("lang", /.*/);
  const description = page.locator("main .prose-content");
  await expect(description).toHaveText(ARABIC);
  await expect(description).not.toHaveAttribute("lang", /.*/);
  await expect(description).not.toHaveAttribute("dir", /.*/);
  await expect(page.getByRole("link", { name: "اطلب هذا المنتج" })).not.toHaveAttribute("lang", /.*/);
  await expect(page.locator("main [lang]")).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("the Arabic solutions list marks each code English, not the table's head", async ({ page }) => {
  await page.goto("/ar/solutions");
  await expectArabicDocument(page);
  await expectEnglish(page, "main tbody a");
  for (const code of await page.locator("main tbody a").allTextContents()) expect(code).toMatch(CODE);
  await expectArabic(page, "main h1, main th");
});

test("the Arabic careers: vacancy titles, places and departments in Arabic, unmarked", async ({ page }) => {
  await page.goto("/ar/careers");
  await expectArabicDocument(page);
  await expect(page.locator("main li h2").first()).toHaveText(VACANCIES_AR[VACANCY_1.title].title);
  await expect(page.locator("main li h2 + p").first()).toHaveText(CITY_NAMES_AR[VACANCY_1.city]);
  await expectArabic(page, "main li h2");
  await expectArabic(page, "main li h2 + p");
  await expect(page.locator("#department option", { hasText: DEPARTMENT_NAMES_AR["Technical Services"] })).toHaveCount(1);
  await expectArabic(page, "#department option");
  await expectArabic(page, "main h1, main li a");
  await expect(page.locator("main [lang]")).toHaveCount(0);
});

test("an Arabic vacancy: title, place, department and description in Arabic, unmarked; axe", async ({ page }) => {
  await page.goto("/ar/career/1");
  await expectArabicDocument(page);
  await expect(page.locator("h1")).toHaveText(VACANCIES_AR[VACANCY_1.title].title);
  await expect(page.locator("h1")).not.toHaveAttribute("lang", /.*/);
  const description = page.locator("main .prose-content");
  await expect(description).toContainText(VACANCIES_AR[VACANCY_1.title].summary);
  await expect(description).not.toHaveAttribute("lang", /.*/);
  await expect(description).not.toHaveAttribute("dir", /.*/);
  const summary = page.getByRole("complementary", { name: "ملخص الوظيفة" });
  await expect(summary.getByRole("definition").nth(0)).toContainText(CITY_NAMES_AR[VACANCY_1.city]);
  await expect(summary.getByRole("definition").nth(1)).toHaveText(DEPARTMENT_NAMES_AR[VACANCY_1.department]);
  await expectArabic(page, "main aside h2, main aside dt, main aside dd");
  await expect(page.locator("main [lang]")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a vacancy staff wrote in English only is the English fallback on the Arabic pages: lang=en, its text left to right", async ({
  browser,
  baseURL,
  request,
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Corrosion Field Technician ${test.info().project.name} ${randomUUID().slice(0, 6)}`;
  const hr = await memberCookie(request, ["hr"]);
  const staff = await staffPage(browser, baseURL!, hr.cookie);
  await staff.page.goto("/staff/vacancies/new");
  await staff.page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await staff.page.getByRole("textbox", { name: "Text of the vacancy", exact: true }).fill("## What you do\n\nMonitor **corrosion coupons** on the export lines.");
  await staff.page.getByLabel("Department").selectOption({ label: "Finance & Administration" });
  await staff.page.getByLabel("Location (city)").selectOption({ label: "Muscat, Oman" });
  await staff.page.getByRole("button", { name: "Create vacancy" }).click();
  await expectToast(staff.page, `Vacancy “${title}” created.`);
  await expect(staff.page).toHaveURL(/\/staff\/vacancies\/\d+$/);
  const id = Number(new URL(staff.page.url()).pathname.split("/").at(-1));

  try {
    // Its page: the English title and text marked, the Arabic place and department around them unmarked.
    await page.goto(`/ar/career/${id}`);
    await expectArabicDocument(page);
    await expect(page.locator("h1")).toHaveText(title);
    await expectEnglish(page, "h1");
    await expectEnglish(page, "main .prose-content", true);
    await expect(page.locator("main .prose-content h2")).toHaveText("What you do");
    const summary = page.getByRole("complementary", { name: "ملخص الوظيفة" });
    await expect(summary.getByRole("definition").nth(0)).toContainText(CITY_NAMES_AR.Muscat);
    await expect(summary.getByRole("definition").nth(1)).toHaveText(DEPARTMENT_NAMES_AR["Finance & Administration"]);
    await expectArabic(page, "main aside h2, main aside dt, main aside dd");
    await expectNoAxeViolations(page);

    // In the list of its department, beside the seed's Arabic vacancy: only its title is marked.
    await page.goto("/ar/careers");
    const value = await page.locator("#department option", { hasText: DEPARTMENT_NAMES_AR["Finance & Administration"] }).getAttribute("value");
    expect(value).toMatch(/^\d+$/);
    await page.goto(`/ar/careers?department=${value}`);
    const cards = page.getByRole("list", { name: "الوظائف الشاغرة" }).getByRole("listitem");
    const mine = cards.filter({ hasText: title });
    await expect(mine).toHaveCount(1);
    await expect(mine.locator("h2")).toHaveAttribute("lang", "en");
    await expect(mine.locator("h2 + p")).toHaveText(CITY_NAMES_AR.Muscat);
    await expect(mine.locator("h2 + p")).not.toHaveAttribute("lang", /.*/);
    const accountant = cards.filter({ hasText: VACANCIES_AR.Accountant.title });
    await expect(accountant).toHaveCount(1);
    await expect(accountant.locator("h2")).not.toHaveAttribute("lang", /.*/);
  } finally {
    // Closed, it leaves the careers list the other specs count.
    await staff.page.getByRole("button", { name: "Close vacancy" }).click();
    await expectToast(staff.page, `Vacancy “${title}” closed: it has left /careers and takes no more applications.`);
    await staff.context.close();
  }
});

test("the Arabic blog and a post: titles, categories, excerpts and the body in Arabic; the authors' Latin names marked English", async ({ page }) => {
  await page.goto("/ar/blog");
  await expectArabicDocument(page);
  await expectArabic(page, "main ol h3 a");
  await expectArabic(page, "main ol p");
  await expectArabic(page, "main article h3 a");
  await expectArabic(page, "main article p.text-xs");
  await expectArabic(page, "main h1, main h2");
  // The authors' names are written in Latin letters only: English, marked, and nothing else is.
  await expectEnglish(page, "main article p > span[lang]");
  await expect(page.locator("main [lang]")).toHaveCount(await page.locator("main article p > span[lang]").count());

  await page.goto(`/ar${POST}`);
  await expectArabicDocument(page);
  await expect(page.locator("h1")).toHaveText(POST_TITLE_AR);
  await expect(page.locator("h1")).not.toHaveAttribute("lang", /.*/);
  await expectArabic(page, "main article:has(h1) > p");
  await expectArabic(page, "main article:has(h1) > div");
  await expect(page.locator("main article:has(h1) img")).toHaveAttribute("alt", ARABIC);
  await expect(page.locator("main article header > p").first()).toHaveText("الابتكار");
  await expectArabic(page, "main article header > p:first-child, main nav[aria-label] > span");
  // The author's Latin name inside the Arabic byline is isolated in a <bdi lang="en">.
  await expect(page.locator("main article header bdi")).toHaveText("Khalid Al-Harthy");
  await expectEnglish(page, "main article header bdi");
  await expect(page.locator("main article header > p").nth(1)).toHaveText(/^بقلم /);
  await expect(page.locator("main article header > p").nth(1)).not.toHaveAttribute("lang", /.*/);
  await expectArabic(page, "main nav[aria-label] > a, #more-posts, main section h3 a");
  await expectNoAxeViolations(page);
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
