/**
 * The catalogue's and the job board's reference lists: the category and process trees, countries, cities, job
 * functions, departments. The unfiltered lists come from the in-process catalogue cache (app/db/catalog-cache),
 * which checks the database's catalog_version on each read. Names are in the language asked for: the
 * Arabic name where there is one, else the English; lists sorted by name are sorted in that language.
 */
import { and, asc, eq, exists, inArray, sql } from "drizzle-orm";
import { cachedList } from "~/db/catalog-cache.server";
import { db, type Db } from "~/db/client.server";
import { categories, departments, jobFunctions, locations, plants, processes } from "~/db/schema";
import type { FilterNode, IdName, Location } from "~/backend/contract";
import { compareIn, inLocale, type Locale } from "~/i18n/locales";

type TreeTable = typeof categories | typeof processes;

async function buildTree(table: TreeTable, locale: Locale): Promise<FilterNode[]> {
  const d = await db();
  return cachedList(d, `${table === categories ? "categories" : "processes"}:${locale}`, () => loadTree(d, table, locale));
}

/** The tree in its staff-given order (position, then the English name), in either language: the same tree. */
async function loadTree(d: Db, table: TreeTable, locale: Locale): Promise<FilterNode[]> {
  const rows = await d
    .select({ id: table.id, name: table.name, nameAr: table.nameAr, parentId: table.parentId })
    .from(table)
    .orderBy(asc(table.position), asc(table.name), asc(table.id));
  const nodes = new Map<number, FilterNode>(rows.map((r) => [r.id, { id: r.id, name: inLocale(locale, r.name, r.nameAr), children: [] }]));
  const roots: FilterNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export const listCategories = (locale: Locale = "en") => buildTree(categories, locale);

/** The ids of `roots` and of every node under them, from a cached tree (no recursive query). */
export function descendantIds(tree: FilterNode[], roots: number[]): number[] {
  const wanted = new Set(roots);
  const found: number[] = [];
  const visit = (nodes: FilterNode[], inside: boolean) => {
    for (const node of nodes) {
      const take = inside || wanted.has(node.id);
      if (take) found.push(node.id);
      visit(node.children, take);
    }
  };
  visit(tree, false);
  return found;
}
export const listProcesses = (locale: Locale = "en") => buildTree(processes, locale);

/**
 * Rows with an English and an Arabic name as {id, name} in `locale`. English lists keep the database's order (by
 * name); Arabic ones are sorted by their Arabic names in Arabic alphabetical order, the same on PGlite and PostgreSQL.
 */
function localizedNames<T extends { id: number; name: string; nameAr: string | null }>(rows: T[], locale: Locale, sort: boolean): IdName[] {
  const named = rows.map((row) => ({ id: row.id, name: inLocale(locale, row.name, row.nameAr) }));
  return sort && locale !== "en" ? named.sort((a, b) => compareIn(locale, a.name, b.name) || a.id - b.id) : named;
}

/** Countries by name; with `hasPlant`, only those with at least one plant. */
export async function listCountries(options?: { hasPlant?: boolean }, locale: Locale = "en"): Promise<Location[]> {
  const d = await db();
  const withPlants = Boolean(options?.hasPlant);
  return cachedList(d, `${withPlants ? "countriesWithPlants" : "countries"}:${locale}`, async () => {
    const hasPlant = withPlants ? exists(d.select({ one: sql`1` }).from(plants).where(and(eq(plants.countryId, locations.id), eq(plants.status, "published")))) : undefined;
    const rows = await d
      .select({ id: locations.id, name: locations.name, nameAr: locations.nameAr })
      .from(locations)
      .where(and(eq(locations.type, "country"), hasPlant))
      .orderBy(asc(locations.name));
    return localizedNames(rows, locale, true);
  });
}

/** A country's cities by name. */
export async function listCities(countryId: number, locale: Locale = "en"): Promise<Location[]> {
  const d = await db();
  const rows = await d
    .select({ id: locations.id, name: locations.name, nameAr: locations.nameAr })
    .from(locations)
    .where(and(eq(locations.type, "city"), eq(locations.parentId, countryId)))
    .orderBy(asc(locations.name));
  return localizedNames(rows, locale, true);
}

/**
 * Every country with its cities, each list by name, in one query: a city select grouped by country. Cached like the
 * other lists: the solution pages and the finder show it on every view.
 */
export async function listCountriesWithCities(locale: Locale = "en"): Promise<(Location & { cities: Location[] })[]> {
  const d = await db();
  return cachedList(d, `countriesWithCities:${locale}`, () => loadCountriesWithCities(d, locale));
}

async function loadCountriesWithCities(d: Awaited<ReturnType<typeof db>>, locale: Locale): Promise<(Location & { cities: Location[] })[]> {
  const rows = await d
    .select({ id: locations.id, name: locations.name, nameAr: locations.nameAr, type: locations.type, parentId: locations.parentId })
    .from(locations)
    .where(inArray(locations.type, ["country", "city"]))
    .orderBy(asc(locations.name));
  const countries = localizedNames(
    rows.filter((r) => r.type === "country"),
    locale,
    true,
  ).map((country) => ({ ...country, cities: [] as Location[] }));
  const byId = new Map(countries.map((country) => [country.id, country]));
  const cities = rows.filter((r) => r.type === "city");
  const parentOf = new Map(cities.map((r) => [r.id, r.parentId]));
  for (const city of localizedNames(cities, locale, true)) byId.get(parentOf.get(city.id) ?? -1)?.cities.push(city);
  return countries;
}

/** A city by id, or null when the id is unknown or not a city. Its English name: what a stored message keeps. */
export async function findCity(id: number): Promise<Location | null> {
  const d = await db();
  const [city] = await d
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.type, "city")))
    .limit(1);
  return city ?? null;
}

export async function countryExists(id: number) {
  const d = await db();
  const [row] = await d
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.type, "country")))
    .limit(1);
  return Boolean(row);
}

/** Job functions in their seeded order (it is the form's order, not alphabetical), named in `locale`. */
export async function listJobFunctions(locale: Locale = "en"): Promise<IdName[]> {
  const d = await db();
  return cachedList(d, `jobFunctions:${locale}`, async () =>
    localizedNames(await d.select({ id: jobFunctions.id, name: jobFunctions.name, nameAr: jobFunctions.nameAr }).from(jobFunctions).orderBy(asc(jobFunctions.id)), locale, false),
  );
}

export async function jobFunctionExists(id: number) {
  const d = await db();
  const [row] = await d.select({ id: jobFunctions.id }).from(jobFunctions).where(eq(jobFunctions.id, id)).limit(1);
  return Boolean(row);
}

export async function listDepartments(locale: Locale = "en"): Promise<IdName[]> {
  const d = await db();
  const rows = await d.select({ id: departments.id, name: departments.name, nameAr: departments.nameAr }).from(departments).orderBy(asc(departments.name));
  return localizedNames(rows, locale, true);
}
