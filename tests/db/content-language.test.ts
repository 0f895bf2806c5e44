/**
 * Content in both languages (decision 0017) over a real database: the demo seed carries Arabic for every
 * item; the catalogue, careers and blog answer in the language asked for, each text falling back to its English
 * one; English answers are as before; search finds Arabic and English names from either language; /api/v1 answers
 * in the language of Accept-Language with the spec's shapes; the demo's Arabic is filled once, never over staff's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, isNull, sql } from "drizzle-orm";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { seedArabicContentOnce } from "~/db/seed/arabic.server";
import { seedBlogPostsOnce } from "~/db/seed/blog.server";
import { dropCatalogCache } from "~/db/catalog-cache.server";
import { blogPosts, categories, departments, jobFunctions, locations, plants, processes, solutions, vacancies } from "~/db/schema";
import { getBackend } from "~/backend/index.server";
import { listSolutions } from "~/models/solutions.server";
import { allVisiblePosts, findVisiblePost } from "~/models/posts.server";
import * as categoriesApi from "~/routes/api.v1.petrochemicals_catalog.categories/route";
import * as solutionApi from "~/routes/api.v1.petrochemicals_catalog.solutions.$id/route";
import * as plantsApi from "~/routes/api.v1.petrochemicals_catalog.plants/route";

const ARABIC = /[\u0600-\u06FF]/;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  await seedBlogPostsOnce(database.db);
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const english = getBackend(undefined, "en");
const arabic = getBackend(undefined, "ar");

describe("the demo seed", () => {
  it("gives every demo item its Arabic texts", async () => {
    const d = database.db;
    for (const [what, table, column] of [
      ["category", categories, categories.nameAr],
      ["process", processes, processes.nameAr],
      ["location", locations, locations.nameAr],
      ["job function", jobFunctions, jobFunctions.nameAr],
      ["department", departments, departments.nameAr],
      ["plant", plants, plants.nameAr],
      ["plant address", plants, plants.addressAr],
      ["solution commercial name", solutions, solutions.commercialNameAr],
      ["solution description", solutions, solutions.descriptionAr],
      ["vacancy", vacancies, vacancies.titleAr],
      ["vacancy text", vacancies, vacancies.contentAr],
      ["post", blogPosts, blogPosts.titleAr],
      ["post category", blogPosts, blogPosts.categoryAr],
      ["post body", blogPosts, blogPosts.bodyHtmlAr],
    ] as const) {
      const [{ missing }] = await d.select({ missing: sql<number>`count(*)::int` }).from(table).where(isNull(column));
      expect(missing, `${what} without Arabic`).toBe(0);
      const rows = (await d.select({ text: column }).from(table)) as { text: string | null }[];
      for (const { text } of rows) {
        expect(text, what).toMatch(ARABIC);
        expect(text, what).not.toMatch(ARABIC_INDIC_DIGITS);
      }
    }
  });

  it("fills the Arabic once: a text staff cleared stays cleared", async () => {
    const d = database.db;
    const [category] = await d.select({ id: categories.id, nameAr: categories.nameAr }).from(categories).orderBy(asc(categories.id)).limit(1);
    await d.update(categories).set({ nameAr: null }).where(eq(categories.id, category.id));
    expect(await seedArabicContentOnce(d)).toBe(false);
    const [after] = await d.select({ nameAr: categories.nameAr }).from(categories).where(eq(categories.id, category.id));
    expect(after.nameAr).toBeNull();
    // Without Arabic the English name shows on Arabic pages.
    dropCatalogCache(d);
    const tree = await arabic.listCategories();
    const [{ name }] = await d.select({ name: categories.name }).from(categories).where(eq(categories.id, category.id));
    expect(tree.find((node) => node.id === category.id)?.name).toBe(name);
    await d.update(categories).set({ nameAr: category.nameAr }).where(eq(categories.id, category.id));
  });
});

describe("the catalogue in the language asked for", () => {
  it("names categories and processes in Arabic, and in English as before", async () => {
    const [en, ar] = await Promise.all([english.listCategories(), arabic.listCategories()]);
    expect(en.map((n) => n.id)).toEqual(ar.map((n) => n.id));
    expect(en[0].name).toBe("Corrosion Inhibitors");
    expect(ar[0].name).toMatch(ARABIC);
    expect(ar[0].children.every((child) => ARABIC.test(child.name))).toBe(true);
    const processesAr = await arabic.listProcesses();
    expect(processesAr.flatMap((n) => [n, ...n.children]).every((n) => ARABIC.test(n.name))).toBe(true);
  });

  it("gives a solution its Arabic commercial name, description and categories; its product code stays", async () => {
    const [en, ar] = await Promise.all([english.getSolution(1), arabic.getSolution(1)]);
    expect(ar!.name).toBe(en!.name);
    expect(en!.commercial_name).not.toMatch(ARABIC);
    expect(ar!.commercial_name).toMatch(ARABIC);
    expect(ar!.description).toMatch(ARABIC);
    expect(ar!.description).toContain(en!.name);
    expect(ar!.categories.map((c) => c.id)).toEqual(en!.categories.map((c) => c.id));
    expect(ar!.categories.every((c) => ARABIC.test(c.name))).toBe(true);
  });

  it("falls back to the English text where a solution has no Arabic", async () => {
    const d = database.db;
    const [before] = await d.select().from(solutions).where(eq(solutions.id, 2));
    await d.update(solutions).set({ commercialNameAr: null, descriptionAr: "" }).where(eq(solutions.id, 2));
    dropCatalogCache(d);
    const ar = await arabic.getSolution(2);
    expect(ar!.commercial_name).toBe(before.commercialName);
    expect(ar!.description).toBe(before.description);
    await d.update(solutions).set({ commercialNameAr: before.commercialNameAr, descriptionAr: before.descriptionAr }).where(eq(solutions.id, 2));
    dropCatalogCache(d);
  });

  it("lists plants with Arabic names, addresses and countries, by the Arabic country name", async () => {
    const [en, ar] = await Promise.all([english.listPlants(), arabic.listPlants()]);
    expect(ar).toHaveLength(en.length);
    expect(new Set(ar.map((p) => p.id))).toEqual(new Set(en.map((p) => p.id)));
    expect(ar.every((p) => ARABIC.test(p.name) && ARABIC.test(p.address) && ARABIC.test(p.country!.name))).toBe(true);
    const countries = ar.map((p) => p.country!.name);
    const collator = new Intl.Collator("ar");
    expect(countries).toEqual([...countries].sort(collator.compare));
    // English keeps its order, by the English country name.
    expect(en[0].country!.name).toBe("Bahrain");
    const filtered = await arabic.filterPlants({ countries: [en.find((p) => p.country!.name === "Oman")!.country!.id] });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((p) => p.country!.name === "عُمان")).toBe(true);
  });

  it("names countries, cities and job functions in Arabic", async () => {
    const countries = await arabic.listCountries();
    expect(countries.every((c) => ARABIC.test(c.name))).toBe(true);
    const oman = countries.find((c) => c.name === "عُمان")!;
    const cities = await arabic.listCities(oman.id);
    expect(cities.map((c) => c.name)).toContain("مسقط");
    const [en, ar] = await Promise.all([english.listJobFunctions(), arabic.listJobFunctions()]);
    expect(ar.map((f) => f.id)).toEqual(en.map((f) => f.id));
    expect(ar.every((f) => ARABIC.test(f.name))).toBe(true);
  });

  it("finds solutions by Arabic and by English words from either language", async () => {
    const arabicWord = (await arabic.getSolution(1))!.commercial_name.split(" ")[0];
    for (const locale of ["en", "ar"] as const) {
      const byArabic = await listSolutions({ search: arabicWord, page: 1, pageSize: 10, locale });
      expect(byArabic.count, `"${arabicWord}" on ${locale}`).toBeGreaterThan(0);
      const byEnglish = await listSolutions({ search: "demulsifier", page: 1, pageSize: 10, locale });
      expect(byEnglish.count, `"demulsifier" on ${locale}`).toBeGreaterThan(0);
    }
    // Typed without the marks and with a plain alef, it is found all the same.
    const plain = arabicWord.replace(/[\u064B-\u0652]/g, "").replace(/[أإآ]/g, "ا");
    expect((await listSolutions({ search: plain, page: 1, pageSize: 10, locale: "ar" })).count).toBeGreaterThan(0);
  });
});

describe("careers and the blog in the language asked for", () => {
  it("gives vacancies Arabic titles, texts, departments and places", async () => {
    const [en, ar] = await Promise.all([english.getVacancy(1), arabic.getVacancy(1)]);
    expect(en!.title).not.toMatch(ARABIC);
    expect(ar!.title).toMatch(ARABIC);
    expect(ar!.content).toMatch(ARABIC);
    expect(ar!.department.id).toBe(en!.department.id);
    expect(ar!.department.name).toMatch(ARABIC);
    expect(ar!.location.name).toMatch(ARABIC);
    expect(ar!.location.parent_name).toMatch(ARABIC);
    const page = await arabic.listVacancies({ page: 1, page_size: 10 });
    expect(page.results.every((v) => ARABIC.test(v.title))).toBe(true);
    expect((await arabic.listDepartments()).every((d) => ARABIC.test(d.name))).toBe(true);
  });

  it("gives posts their Arabic title, summary, picture text and body", async () => {
    const [en, ar] = await Promise.all([allVisiblePosts("en"), allVisiblePosts("ar")]);
    expect(ar.map((p) => p.slug)).toEqual(en.map((p) => p.slug));
    expect(ar.every((p) => ARABIC.test(p.title) && ARABIC.test(p.category) && ARABIC.test(p.summary) && ARABIC.test(p.coverAlt))).toBe(true);
    expect(en.every((p) => !ARABIC.test(p.title))).toBe(true);
    const found = await findVisiblePost(en[0].slug, "ar");
    expect(found?.kind).toBe("post");
    if (found?.kind === "post") {
      expect(found.post.html).toMatch(ARABIC);
      expect(found.post.wordCount).toBeGreaterThan(100);
    }
  });
});

describe("/api/v1 in the language of Accept-Language", () => {
  const call = async (route: { loader: (args: LoaderFunctionArgs) => Promise<Response> }, path: string, language?: string, params = {}) => {
    const headers: Record<string, string> = language ? { "Accept-Language": language } : {};
    return route.loader({ request: new Request(`http://127.0.0.1/api/v1/${path}`, { headers }), params, context: {} });
  };

  it("answers categories, a solution and plants in Arabic for ar, in English otherwise, with the same shapes", async () => {
    const ar = await call(categoriesApi, "petrochemicals_catalog/categories/", "ar-OM,ar;q=0.9,en;q=0.5");
    const en = await call(categoriesApi, "petrochemicals_catalog/categories/", "de-DE,de;q=0.9");
    expect(ar.headers.get("Content-Language")).toBe("ar");
    expect(en.headers.get("Content-Language")).toBe("en");
    expect(ar.headers.get("Vary")).toContain("Accept-Language");
    const arBody = (await ar.json()) as { status: number; data: { id: number; name: string; children: unknown[] }[] };
    const enBody = (await en.json()) as typeof arBody;
    expect(Object.keys(arBody).sort()).toEqual(Object.keys(enBody).sort());
    expect(arBody.data[0].name).toMatch(ARABIC);
    expect(enBody.data[0].name).toBe("Corrosion Inhibitors");

    const solution = (await (await call(solutionApi, "petrochemicals_catalog/solutions/1/", "ar", { id: "1" })).json()) as Record<string, unknown>;
    const solutionEn = (await (await call(solutionApi, "petrochemicals_catalog/solutions/1/", undefined, { id: "1" })).json()) as Record<string, unknown>;
    expect(Object.keys(solution).sort()).toEqual(Object.keys(solutionEn).sort());
    expect(JSON.stringify(solution)).toMatch(ARABIC);
    expect(JSON.stringify(solutionEn)).not.toMatch(ARABIC);

    const plantsAr = (await (await call(plantsApi, "petrochemicals_catalog/plants/?geographic_order=true", "ar")).json()) as { data: { name: string }[] };
    expect(plantsAr.data.every((p) => ARABIC.test(p.name))).toBe(true);
  });
});
