/**
 * Solutions: one by id, and pages by search, plant and categories. The same page again comes from the in-process
 * catalogue cache while the catalogue is unchanged.
 */
import { and, asc, eq, exists, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { cachedQuery } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import { categories, plantSolutions, solutionCategories, solutions } from "~/db/schema";
import type { Page, Solution } from "~/backend/contract";
import { toSearchText } from "~/utils/search-text";
import { withDescendants } from "./reference-lists.server";
import { orderedSolutionIds } from "./solution-order.server";

interface SolutionPageQuery {
  /** Name / commercial-name search. */
  search?: string;
  /** A plant's solutions. */
  plants?: number;
  /** Category ids: OR, a parent includes its descendants. */
  categories?: number[];
  page: number;
  pageSize: number;
}

async function categoriesOf(ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string }[]>();
  const d = await db();
  const rows = await d
    .select({ solutionId: solutionCategories.solutionId, id: categories.id, name: categories.name })
    .from(solutionCategories)
    .innerJoin(categories, eq(categories.id, solutionCategories.categoryId))
    .where(inArray(solutionCategories.solutionId, ids))
    .orderBy(asc(solutionCategories.position), asc(categories.id));
  const map = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = map.get(row.solutionId) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.solutionId, list);
  }
  return map;
}

type SolutionRow = { id: number; name: string; commercialName: string; description: string; imageUrl: string | null };

async function toSolutions(rows: SolutionRow[]): Promise<Solution[]> {
  const cats = await categoriesOf(rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    commercial_name: row.commercialName,
    description: row.description,
    image: row.imageUrl ? { image_url: row.imageUrl } : null,
    categories: cats.get(row.id) ?? [],
    is_bookmarked: false,
  }));
}

const solutionColumns = {
  id: solutions.id,
  name: solutions.name,
  commercialName: solutions.commercialName,
  description: solutions.description,
  imageUrl: solutions.imageUrl,
};

/** Links carry only `page`; the API layer turns them into absolute URLs of its own address. */
function pageLinks(page: number, pageSize: number, total: number) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return {
    next: page < last ? `?page=${page + 1}&page_size=${pageSize}` : null,
    previous: page > 1 ? `?page=${page - 1}&page_size=${pageSize}` : null,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search matches a substring of "name commercial_name" (normalised: lower case, no accents); GIN trigram index. */
function containsText(search: string): SQL {
  return sql`${solutions.searchText} LIKE ${`%${escapeLike(search)}%`}`;
}

/**
 * A word of "name commercial_name" spelled closely enough: pg_trgm word similarity ≥ 0.6
 * (pg_trgm.word_similarity_threshold). 'demulsfier' scores 0.64 against 'petrobreak demulsifier …', while
 * whole-string similarity (the % operator) gives only 0.21 and would miss it.
 */
function spelledLike(search: string): SQL {
  return sql`${search} <% ${solutions.searchText}`;
}

/**
 * One sort key: exact name (or commercial name) 0, prefix 1, substring 2, then similar spellings 3…3.4 by
 * closeness. Word similarity is computed only for rows that do not contain the text (it is the costly part).
 */
function searchRank(search: string, c: { searchText: AnyColumn; commercialName: AnyColumn }): SQL {
  const prefix = `${escapeLike(search)}%`;
  return sql`CASE WHEN ${c.searchText} = ${search}
               OR ${c.searchText} = ${search} || ' ' || lower(${c.commercialName})
               OR lower(${c.commercialName}) = ${search} THEN 0
             WHEN ${c.searchText} LIKE ${prefix} OR lower(${c.commercialName}) LIKE ${prefix} THEN 1
             WHEN ${c.searchText} LIKE ${`%${escapeLike(search)}%`} THEN 2
             ELSE 4 - word_similarity(${search}, ${c.searchText}) END`;
}

/**
 * A search looks at no more than this many matches: it ranks them all when there are fewer (exact count), and
 * beyond that serves the first SEARCH_WINDOW matches by name with count SEARCH_WINDOW (issue 18: cost bounded by
 * the window, not by how many of 100,000 solutions a common word matches; Elasticsearch's max_result_window is the
 * same idea).
 */
export const SEARCH_WINDOW = 1000;

/**
 * A ranked page of a bounded candidate set: at most SEARCH_WINDOW + 1 rows that pass `where`, read from the GIN
 * trigram index (the planner under-estimates what word similarity costs per row and would scan the whole table, so
 * sequential scans are off for this query). `total` is SEARCH_WINDOW + 1 when there are more.
 */
async function rankedCandidates(where: SQL, search: string, pageSize: number, offset: number) {
  const d = await db();
  return d.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const candidates = tx.$with("candidates").as(
      tx
        .select({ ...solutionColumns, searchText: solutions.searchText })
        .from(solutions)
        .where(where)
        .limit(SEARCH_WINDOW + 1),
    );
    const c = candidates;
    const rows = await tx
      .with(candidates)
      .select({
        id: c.id,
        name: c.name,
        commercialName: c.commercialName,
        description: c.description,
        imageUrl: c.imageUrl,
        total: sql<number>`count(*) OVER ()`.mapWith(Number),
      })
      .from(c)
      .orderBy(searchRank(search, c), asc(c.name), asc(c.id))
      .limit(pageSize)
      .offset(offset);
    // A page past the end has no row to carry the total.
    const total = rows.length ? rows[0].total : (await tx.with(candidates).select({ total: sql<number>`count(*)::int` }).from(c))[0].total;
    return { rows, total };
  });
}

/**
 * More than SEARCH_WINDOW rows contain the text: a common word. Its page comes from walking the published solutions
 * in name order (the partial name index) and keeping those that contain it, which for a word this common stops after
 * a few hundred rows; no page beyond the window is served.
 */
async function broadPage(where: SQL, pageSize: number, offset: number) {
  const limit = Math.max(0, Math.min(pageSize, SEARCH_WINDOW - offset));
  if (limit === 0) return [];
  const d = await db();
  return d.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.select(solutionColumns).from(solutions).where(where).orderBy(asc(solutions.name), asc(solutions.id)).limit(limit).offset(offset);
  });
}

async function searchSolutions(conditions: SQL[], search: string, page: number, pageSize: number): Promise<Page<Solution>> {
  const offset = (page - 1) * pageSize;
  const contains = and(...conditions, containsText(search))!;
  let found = await rankedCandidates(contains, search, pageSize, offset);
  if (found.total > SEARCH_WINDOW) {
    const rows = await broadPage(contains, pageSize, offset);
    return { count: SEARCH_WINDOW, ...pageLinks(page, pageSize, SEARCH_WINDOW), results: await toSolutions(rows) };
  }
  // Similar spellings rank after every row that contains the text; they are looked for when none does.
  if (found.total === 0) found = await rankedCandidates(and(...conditions, spelledLike(search))!, search, pageSize, offset);
  const total = Math.min(found.total, SEARCH_WINDOW);
  return { count: total, ...pageLinks(page, pageSize, total), results: await toSolutions(found.rows) };
}

/** Solutions by search, plant, categories and page; the same query again comes from the in-process cache. */
export async function listSolutions(query: SolutionPageQuery): Promise<Page<Solution>> {
  const key = JSON.stringify([
    query.search ? toSearchText(query.search).slice(0, 200) : "",
    query.plants ?? null,
    [...(query.categories ?? [])].sort((a, b) => a - b),
    query.page,
    query.pageSize,
  ]);
  return cachedQuery(await db(), key, () => querySolutions(query));
}

/** What the public sees: published solutions only (drafts and archived ones stay in the staff workspace). */
const isPublishedSolution = () => eq(solutions.status, "published");

/** Rows by id, in the order of `ids`. */
async function solutionsByIds(ids: number[]) {
  if (ids.length === 0) return [];
  const d = await db();
  const rows = await d.select(solutionColumns).from(solutions).where(inArray(solutions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function querySolutions(query: SolutionPageQuery): Promise<Page<Solution>> {
  const { page, pageSize } = query;
  const search = query.search ? toSearchText(query.search).slice(0, 200) : "";
  const categoryIds = query.categories ?? [];
  // The whole list and category filters: the cached catalogue order, exact counts, any page at the same cost.
  if (!search && !query.plants) {
    const { ids, total } = await orderedSolutionIds(categoryIds, (page - 1) * pageSize, pageSize);
    return { count: total, ...pageLinks(page, pageSize, total), results: await toSolutions(await solutionsByIds(ids)) };
  }
  const d = await db();
  const conditions: SQL[] = [isPublishedSolution()];
  if (query.plants) {
    conditions.push(
      exists(d.select({ one: sql`1` }).from(plantSolutions).where(and(eq(plantSolutions.solutionId, solutions.id), eq(plantSolutions.plantId, query.plants)))),
    );
  }
  if (categoryIds.length) {
    const ids = await withDescendants(categories, categoryIds);
    conditions.push(
      exists(
        d
          .select({ one: sql`1` })
          .from(solutionCategories)
          .where(and(eq(solutionCategories.solutionId, solutions.id), inArray(solutionCategories.categoryId, ids.length ? ids : [-1]))),
      ),
    );
  }
  if (search) return searchSolutions(conditions, search, page, pageSize);
  // A plant's solutions: a few dozen rows from plant_solutions' index.
  const where = and(...conditions);
  const [{ total }] = await d.select({ total: sql<number>`count(*)::int` }).from(solutions).where(where);
  const rows = await d
    .select(solutionColumns)
    .from(solutions)
    .where(where)
    .orderBy(asc(solutions.name), asc(solutions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total, ...pageLinks(page, pageSize, total), results: await toSolutions(rows) };
}

export async function getSolution(id: number): Promise<Solution | null> {
  const d = await db();
  const rows = await d.select(solutionColumns).from(solutions).where(and(eq(solutions.id, id), isPublishedSolution())).limit(1);
  const [solution] = await toSolutions(rows);
  return solution ?? null;
}

export async function solutionExists(id: number) {
  const d = await db();
  const [row] = await d.select({ id: solutions.id }).from(solutions).where(and(eq(solutions.id, id), isPublishedSolution())).limit(1);
  return Boolean(row);
}
