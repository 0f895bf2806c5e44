/**
 * The language of content on Arabic pages (WCAG 3.1.2 language of parts, decisions 0016 and 0017), as the server sends
 * it: under /ar the demo content is Arabic and carries no `lang` of its own; what has no Arabic letter is English and
 * is marked `lang="en"`: the solutions' product codes (in a `<bdi>` inside an Arabic sentence), the blog authors'
 * Latin names, and a vacancy staff wrote in English only (the fallback, its text a block, also `dir="ltr"`). The same
 * pages in English have no `lang` inside <main>.
 */
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES_AR } from "~/db/seed/catalog-ar";
import { PLANTS, SOLUTIONS, VACANCIES } from "~/db/seed/data";
import { CITY_NAMES_AR, COUNTRY_NAMES_AR, DEPARTMENT_NAMES_AR, PLANTS_AR, VACANCIES_AR } from "~/db/seed/places-careers-ar";
import { ARABIC, every, expectArabic, expectArabicDocument, expectEnglish, mainOf, optionValue, textOf } from "./arabic-pages-helpers";
import { documentOf, flashOf, formWith, staffMember, visitor, type Page } from "./support";
import { randomUUID } from "node:crypto";

const POST = "/blog/scale-inhibitor-squeeze-treatments";
const POST_TITLE_AR = "معالجات عصر مثبطات الترسبات التي يدوم أثرها";
/** A product code: Latin letters, digits, spaces and hyphens ("PetroGuard CI-210 HT"), not one Arabic letter. */
const CODE = /^[A-Za-z][A-Za-z0-9 .-]+$/;

const SOLUTION_1 = SOLUTIONS[0];
/** A card's code that is one of the demo's solutions. */
const SEED_CODE = new RegExp(`^(${SOLUTIONS.map((solution) => solution.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`);
const VACANCY_1 = VACANCIES[0];
const PLANT_NAMES_AR = Object.values(PLANTS_AR).map((plant) => plant.name);

const marked = (page: Page) => page.document.querySelectorAll("main [lang]");

async function arabicPage(path: string) {
  const page = await visitor().open(path);
  expect(page.status, path).toBe(200);
  expectArabicDocument(page);
  return page;
}

describe("the Arabic home page", () => {
  it("the Arabic home page: commercial names, excerpts and filters in Arabic, unmarked; only the product codes English", async () => {
    const page = await arabicPage("/ar");
    // The demo's solutions (other tests of the run publish English-only solutions, which may sort first: those are
    // the fallback, proven on a vacancy below).
    const cards = [...page.document.querySelectorAll("main article")].filter((card) => SEED_CODE.test(textOf(card.querySelector("h3"))));
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) {
      // The product code, the same in both languages, is English; so is the code inside the Arabic "details" link,
      // isolated in a <bdi lang="en">, the link itself in the page's language.
      expectEnglish(card, "h3");
      const code = textOf(card.querySelector("h3"));
      expect(code).toMatch(CODE);
      expectEnglish(card, "a bdi");
      const seed = SOLUTIONS.find((solution) => solution.name === code);
      expect(seed, code).toBeTruthy();
      // The commercial name is the one the seed gives the code in Arabic; it and the excerpt are unmarked.
      expect(textOf(card.querySelector("h3 + p"))).toBe(seed!.commercialNameAr);
      expectArabic(card, "h3 + p");
      expectArabic(card, "p.line-clamp-3");
      expectArabic(card, "a[href^='/ar/solution/']");
      // Nothing but the code is marked: in the heading, the details link and the basket button's name.
      expect([...card.querySelectorAll("[lang]")].map((marked) => textOf(marked))).toEqual([code, code, code]);
    }
    // The categories' names are the seed's Arabic, unmarked. (Other tests of the run add English-only categories:
    // whatever the filter marks is such a name, with no Arabic letter.)
    expect(textOf(page.document.querySelector("main fieldset summary"))).toBe(CATEGORY_NAMES_AR["Corrosion Inhibitors"]);
    const seedNames = Object.values(CATEGORY_NAMES_AR);
    const seedCategories = [...page.document.querySelectorAll("main fieldset summary, main fieldset label")].filter((category) =>
      seedNames.includes(textOf(category)),
    );
    expect(seedCategories.length).toBeGreaterThanOrEqual(Object.keys(CATEGORY_NAMES_AR).length);
    for (const category of seedCategories) {
      expect(category.hasAttribute("lang")).toBe(false);
      expect(category.querySelectorAll("[lang]")).toHaveLength(0);
    }
    for (const element of page.document.querySelectorAll("main fieldset [lang]")) expect(textOf(element)).not.toMatch(ARABIC);
    expectArabic(page.document, "main h1, main fieldset legend");
  });

  it("the Arabic plant tab: countries, processes, the plants' names and addresses and the map's list in Arabic, nothing marked", async () => {
    const page = await arabicPage("/ar?tab=plant");
    expectArabic(page.document, "main article h3");
    for (const name of every(page.document, "main article h3").map(textOf)) expect(PLANT_NAMES_AR).toContain(name);
    expectArabic(page.document, "main article h3 + p");
    const firstFieldset = page.document.querySelector("main fieldset")!;
    expect([...firstFieldset.querySelectorAll("label")].filter((label) => textOf(label).includes(COUNTRY_NAMES_AR.OM))).toHaveLength(1);
    expectArabic(page.document, "main fieldset legend, main fieldset label, main fieldset summary");
    // The map's list: each plant's Arabic name and country; the coordinates are numbers, left to right.
    expectArabic(page.document, "#map-list-title, #map-list-title + ol a");
    for (const text of every(page.document, "#map-list-title + ol a").map(textOf)) {
      expect(PLANT_NAMES_AR.some((name) => text.startsWith(name)), text).toBe(true);
    }
    expect(page.document.querySelector("#map-list-title + ol bdi")?.getAttribute("dir")).toBe("ltr");
    expect(marked(page)).toHaveLength(0);

    // The Sohar complex, among Oman's plants, with the name and address the seed gives it in Arabic.
    const sohar = PLANTS_AR[PLANTS[0].name];
    const oman = [...page.document.querySelectorAll("main fieldset label")].find((label) => textOf(label).includes(COUNTRY_NAMES_AR.OM))!;
    const omanId = oman.querySelector("input")!.getAttribute("value");
    const filtered = await arabicPage(`/ar?tab=plant&country=${omanId}&filter=1`);
    const soharCards = [...filtered.document.querySelectorAll("main article")].filter((card) =>
      [...card.querySelectorAll("h1, h2, h3, h4, h5, h6")].some((heading) => textOf(heading) === sohar.name),
    );
    expect(soharCards).toHaveLength(1);
    expect(textOf(soharCards[0].querySelector("h3 + p"))).toBe(sohar.address);
    expect(marked(filtered)).toHaveLength(0);
  });
});

describe("the Arabic solution pages", () => {
  it("the Arabic solution page: the code English, the commercial name and the description Arabic", async () => {
    const page = await arabicPage("/ar/solution/1");
    const h1 = page.document.querySelector("h1")!;
    expect(textOf(h1)).toBe(SOLUTION_1.name);
    expect(h1.getAttribute("lang")).toBe("en");
    expect(h1.hasAttribute("dir")).toBe(false);
    expect(textOf(page.document.querySelector("h1 + p"))).toBe(SOLUTION_1.commercialNameAr);
    expect(page.document.querySelector("h1 + p")!.hasAttribute("lang")).toBe(false);
    const description = page.document.querySelector("main .prose-content")!;
    expect(textOf(description)).toMatch(ARABIC);
    expect(description.hasAttribute("lang")).toBe(false);
    expect(description.hasAttribute("dir")).toBe(false);
    expect(page.screen.getByRole("link", { name: "اطلب هذا المنتج" }).hasAttribute("lang")).toBe(false);
    expect(marked(page)).toHaveLength(1);
  });

  it("the Arabic solutions list marks each code English, not the table's head", async () => {
    const page = await arabicPage("/ar/solutions");
    expectEnglish(page.document, "main tbody a");
    for (const code of every(page.document, "main tbody a").map(textOf)) expect(code).toMatch(CODE);
    expectArabic(page.document, "main h1, main th");
  });
});

describe("the Arabic careers", () => {
  it("the Arabic careers: vacancy titles, places and departments in Arabic, unmarked", async () => {
    const page = await arabicPage("/ar/careers");
    expect(textOf(page.document.querySelector("main li h2"))).toBe(VACANCIES_AR[VACANCY_1.title].title);
    expect(textOf(page.document.querySelector("main li h2 + p"))).toBe(CITY_NAMES_AR[VACANCY_1.city]);
    expectArabic(page.document, "main li h2");
    expectArabic(page.document, "main li h2 + p");
    expect([...page.document.querySelectorAll("#department option")].filter((option) => textOf(option).includes(DEPARTMENT_NAMES_AR["Technical Services"]))).toHaveLength(1);
    expectArabic(page.document, "#department option");
    expectArabic(page.document, "main h1, main li a");
    expect(marked(page)).toHaveLength(0);
  });

  it("an Arabic vacancy: title, place, department and description in Arabic, unmarked", async () => {
    const page = await arabicPage("/ar/career/1");
    const h1 = page.document.querySelector("h1")!;
    expect(textOf(h1)).toBe(VACANCIES_AR[VACANCY_1.title].title);
    expect(h1.hasAttribute("lang")).toBe(false);
    const description = page.document.querySelector("main .prose-content")!;
    expect(textOf(description)).toContain(VACANCIES_AR[VACANCY_1.title].summary);
    expect(description.hasAttribute("lang")).toBe(false);
    expect(description.hasAttribute("dir")).toBe(false);
    const summary = page.screen.getByRole("complementary", { name: "ملخص الوظيفة" });
    const definitions = summary.querySelectorAll("dd");
    expect(textOf(definitions[0])).toContain(CITY_NAMES_AR[VACANCY_1.city]);
    expect(textOf(definitions[1])).toBe(DEPARTMENT_NAMES_AR[VACANCY_1.department]);
    expectArabic(page.document, "main aside h2, main aside dt, main aside dd");
    expect(marked(page)).toHaveLength(0);
  });

  it("a vacancy staff wrote in English only is the English fallback on the Arabic pages: lang=en, its text left to right", async () => {
    const title = `Corrosion Field Technician http ${randomUUID().slice(0, 6)}`;
    const hr = await staffMember(["hr"]);
    const form = await hr.open("/staff/vacancies/new");
    const created = await hr.submit(form, formWith(form, "Create vacancy"), {
      button: "Create vacancy",
      values: {
        title,
        content: "## What you do\n\nMonitor **corrosion coupons** on the export lines.",
        department: optionValue(form.screen.getByLabelText(/^Department/), "Finance & Administration"),
        location: optionValue(form.screen.getByLabelText(/^Location \(city\)/), "Muscat, Oman"),
      },
    });
    const staffPage = await hr.land(created);
    expect(flashOf(staffPage)).toBe(`Vacancy “${title}” created.`);
    expect(new URL(staffPage.url).pathname).toMatch(/^\/staff\/vacancies\/\d+$/);
    const id = Number(new URL(staffPage.url).pathname.split("/").at(-1));

    try {
      // Its page: the English title and text marked, the Arabic place and department around them unmarked.
      const page = await arabicPage(`/ar/career/${id}`);
      expect(textOf(page.document.querySelector("h1"))).toBe(title);
      expectEnglish(page.document, "h1");
      expectEnglish(page.document, "main .prose-content", true);
      expect(textOf(page.document.querySelector("main .prose-content h2"))).toBe("What you do");
      const summary = page.screen.getByRole("complementary", { name: "ملخص الوظيفة" });
      const definitions = summary.querySelectorAll("dd");
      expect(textOf(definitions[0])).toContain(CITY_NAMES_AR.Muscat);
      expect(textOf(definitions[1])).toBe(DEPARTMENT_NAMES_AR["Finance & Administration"]);
      expectArabic(page.document, "main aside h2, main aside dt, main aside dd");

      // In the list of its department, beside the seed's Arabic vacancy: only its title is marked.
      const careers = await arabicPage("/ar/careers");
      const value = optionValue(careers.document.querySelector("#department")!, DEPARTMENT_NAMES_AR["Finance & Administration"]);
      expect(value).toMatch(/^\d+$/);
      const list = await arabicPage(`/ar/careers?department=${value}`);
      const cards = [...list.screen.getByRole("list", { name: "الوظائف الشاغرة" }).querySelectorAll("li")];
      const mine = cards.filter((card) => textOf(card).includes(title));
      expect(mine).toHaveLength(1);
      expect(mine[0].querySelector("h2")!.getAttribute("lang")).toBe("en");
      expect(textOf(mine[0].querySelector("h2 + p"))).toBe(CITY_NAMES_AR.Muscat);
      expect(mine[0].querySelector("h2 + p")!.hasAttribute("lang")).toBe(false);
      const accountant = cards.filter((card) => textOf(card).includes(VACANCIES_AR.Accountant.title));
      expect(accountant).toHaveLength(1);
      expect(accountant[0].querySelector("h2")!.hasAttribute("lang")).toBe(false);
    } finally {
      // Closed, it leaves the careers list other tests count.
      const vacancy = await hr.open(`/staff/vacancies/${id}`);
      const closed = await hr.land(await hr.submit(vacancy, formWith(vacancy, "Close vacancy"), { button: "Close vacancy" }));
      expect(flashOf(closed)).toBe(`Vacancy “${title}” closed: it has left /careers and takes no more applications.`);
    }
  });
});

describe("the Arabic blog", () => {
  it("the Arabic blog and a post: titles, categories, excerpts and the body in Arabic; the authors' Latin names marked English", async () => {
    const blog = await arabicPage("/ar/blog");
    expectArabic(blog.document, "main ol h3 a");
    expectArabic(blog.document, "main ol p");
    expectArabic(blog.document, "main article h3 a");
    expectArabic(blog.document, "main article p.text-xs");
    expectArabic(blog.document, "main h1, main h2");
    // The authors' names are written in Latin letters only: English, marked, and nothing else is.
    expectEnglish(blog.document, "main article p > span[lang]");
    expect(marked(blog)).toHaveLength(blog.document.querySelectorAll("main article p > span[lang]").length);

    const page = await arabicPage(`/ar${POST}`);
    const h1 = page.document.querySelector("h1")!;
    expect(textOf(h1)).toBe(POST_TITLE_AR);
    expect(h1.hasAttribute("lang")).toBe(false);
    const article = h1.closest("main article")!;
    expectArabic(article, ":scope > p");
    expectArabic(article, ":scope > div");
    for (const image of every(article, "img")) expect(image.getAttribute("alt")).toMatch(ARABIC);
    expect(textOf(page.document.querySelector("main article header > p"))).toBe("الابتكار");
    expectArabic(page.document, "main article header > p:first-child, main nav[aria-label] > span");
    // The author's Latin name inside the Arabic byline is isolated in a <bdi lang="en">.
    expect(textOf(page.document.querySelector("main article header bdi"))).toBe("Khalid Al-Harthy");
    expectEnglish(page.document, "main article header bdi");
    const byline = page.document.querySelectorAll("main article header > p")[1];
    expect(textOf(byline)).toMatch(/^بقلم /);
    expect(byline.hasAttribute("lang")).toBe(false);
    expectArabic(page.document, "main nav[aria-label] > a, #more-posts, main section h3 a");
  });
});

describe("the English pages", () => {
  it.each(["/", "/?tab=plant", "/solution/1", "/solutions", "/careers", "/career/1", "/blog", POST])(
    "the same pages in English have no lang attribute inside main (%s)",
    async (path) => {
      const page = await visitor().open(path);
      expect(page.status).toBe(200);
      expect(documentOf(page).lang).toBe("en");
      mainOf(page);
      expect(marked(page), path).toHaveLength(0);
    },
  );
});
