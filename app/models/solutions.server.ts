/**
 * Solutions: one by id, and pages by search, plant and categories. The same page again comes from the in-process
 * catalogue cache while the catalogue is unchanged. Names, commercial names, descriptions and category names are in
 * the language asked for, each falling back to its English text.
 */
import { solutionProblemsOf, technicalColumns, toTechnical } from "./technical.server";
import { and, eq, inArray, sql } from "drizzle-orm";
import { cachedQuery, timedCatalogQuery } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import { categories, solutionCategories, solutions } from "~/db/schema";
import type { FilterNode, IdName, Page, Solution } from "~/backend/contract";
import { inLocale, type Locale } from "~/i18n/locales";
import { toSearchText } from "~/utils/search-text";
import { hazardColumns, hazardSummaryColumns, toHazards, toHazardSummary } from "./hazards.server";
import type { HazardFilterValue } from "~/content/ghs/hazard-filter";
import { categoryIdsOf, orderedSolutionIds } from "./solution-order.server";
import { listCategories } from "./reference-lists.server";

interface SolutionPageQuery {
  /** Name / commercial-name search. */
  search?: string;
  /** A plant's solutions. */
  plants?: number;
  /** Category ids: OR, a parent includes its descendants. */
  categories?: number[];
  /** Hazard filter: solutions showing any of these pictograms, or entered as not classified (OR). */
  hazards?: HazardFilterValue[];
  page: number;
  pageSize: number;
  locale?: Locale;
}

type CategoryRef = { id: number; name: string; name_ar: string | null };
type SolutionRow = {
  id: number;
  name: string;
  nameAr: string | null;
  commercialName: string;
  commercialNameAr: string | null;
  description: string;
  descriptionAr: string | null;
  imageUrl: string | null;
} & Parameters<typeof toHazardSummary>[0];

/** Rows as the contract's solutions; `categoriesOf` gives each row's categories, named in `locale`. */
function toSolutions<Row extends SolutionRow>(rows: Row[], locale: Locale, categoriesOf: (row: Row) => IdName[]): Solution[] {
  return rows.map((row) => ({
    id: row.id,
    name: inLocale(locale, row.name, row.nameAr),
    commercial_name: inLocale(locale, row.commercialName, row.commercialNameAr),
    description: inLocale(locale, row.description, row.descriptionAr),
    image: row.imageUrl ? { image_url: row.imageUrl } : null,
    categories: categoriesOf(row),
    is_bookmarked: false,
    hazards: toHazardSummary(row),
  }));
}

/** A solution's categories, in their order, with the row itself: one round trip for a page. */
const categoriesJson = sql<CategoryRef[]>`coalesce((
  SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'name_ar', c.name_ar) ORDER BY sc.position, c.id)
    FROM ${solutionCategories} sc JOIN ${categories} c ON c.id = sc.category_id
   WHERE sc.solution_id = "solutions"."id"), '[]'::json)`;

/** What a page's row reads; its categories come from the cached catalogue order (categoryIdsOf). */
const listColumns = {
  id: solutions.id,
  name: solutions.name,
  nameAr: solutions.nameAr,
  commercialName: solutions.commercialName,
  commercialNameAr: solutions.commercialNameAr,
  description: solutions.description,
  descriptionAr: solutions.descriptionAr,
  imageUrl: solutions.imageUrl,
  ...hazardSummaryColumns,
};

/** What a solution's own page reads of it, its categories included. */
const solutionColumns = { ...listColumns, categories: categoriesJson };

/** Links carry only `page`; the API layer turns them into absolute URLs of its own address. */
function pageLinks(page: number, pageSize: number, total: number) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return {
    next: page < last ? `?page=${page + 1}&page_size=${pageSize}` : null,
    previous: page > 1 ? `?page=${page - 1}&page_size=${pageSize}` : null,
  };
}

/** Solutions by search, plant, categories and page; the same query again comes from the in-process cache. */
export async function listSolutions(query: SolutionPageQuery): Promise<Page<Solution>> {
  const key = JSON.stringify([
    query.search ? toSearchText(query.search).slice(0, 200) : "",
    query.plants ?? null,
    [...(query.categories ?? [])].sort((a, b) => a - b),
    [...(query.hazards ?? [])].sort(),
    query.page,
    query.pageSize,
    query.locale ?? "en",
  ]);
  return timedCatalogQuery(async () => cachedQuery(await db(), key, () => querySolutions(query)));
}

/** What the public sees: published solutions only (drafts and archived ones stay in the staff workspace). */
const isPublishedSolution = () => eq(solutions.status, "published");

/** The page's solutions by id, in the order of `ids`, their categories named in `locale`. */
async function solutionsByIds(ids: number[], locale: Locale): Promise<Solution[]> {
  if (ids.length === 0) return [];
  const d = await db();
  const [rows, categoryIds, names] = await Promise.all([
    d.select(listColumns).from(solutions).where(inArray(solutions.id, ids)),
    categoryIdsOf(ids),
    listCategories(locale).then(categoryNames),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return toSolutions(ordered, locale, (row) => (categoryIds.get(row.id) ?? []).flatMap((id) => names.get(id) ?? []));
}

/** Every category of the tree by id, as {id, name}. */
function categoryNames(tree: FilterNode[]): Map<number, IdName> {
  const names = new Map<number, IdName>();
  const visit = (nodes: FilterNode[]) => {
    for (const node of nodes) {
      names.set(node.id, { id: node.id, name: node.name });
      visit(node.children);
    }
  };
  visit(tree);
  return names;
}

/**
 * Every shape of query (search, categories with their descendants, a plant, any page) is answered from the cached
 * catalogue order and search text (solution-order.server.ts): exact counts, and a cost that follows the page, not
 * the catalogue. Only the page's own rows are read.
 */
async function querySolutions(query: SolutionPageQuery): Promise<Page<Solution>> {
  const { page, pageSize } = query;
  const search = query.search ? toSearchText(query.search).slice(0, 200) : "";
  const found = await orderedSolutionIds(
    { search, categories: query.categories, plant: query.plants, hazards: query.hazards },
    (page - 1) * pageSize,
    pageSize,
  );
  const { ids, total, spelledAs, suggestion } = found;
  return {
    count: total,
    ...pageLinks(page, pageSize, total),
    results: await solutionsByIds(ids, query.locale ?? "en"),
    ...(spelledAs || suggestion ? { search: { spelled_as: spelledAs, suggestion } } : {}),
  };
}

/** A solution's own detail: what a list row has, and all of its hazard data. */
export async function getSolution(id: number, locale: Locale = "en"): Promise<Solution | null> {
  const d = await db();
  const rows = await d
    .select({ ...solutionColumns, ...hazardColumns, ...technicalColumns })
    .from(solutions)
    .where(and(eq(solutions.id, id), isPublishedSolution()))
    .limit(1);
  const [row] = rows;
  if (!row) return null;
  const [solution] = toSolutions(rows, locale, (row) =>
    (row.categories ?? []).map((category: CategoryRef) => ({ id: category.id, name: inLocale(locale, category.name, category.name_ar) })),
  );
  return { ...solution, hazards: toHazards(row, locale), technical: toTechnical(row, await solutionProblemsOf(id, locale)) };
}

export async function solutionExists(id: number) {
  const d = await db();
  const [row] = await d.select({ id: solutions.id }).from(solutions).where(and(eq(solutions.id, id), isPublishedSolution())).limit(1);
  return Boolean(row);
}
