/** LocalBackend, catalogue calls: plants, solutions, reference lists, over the database. */
import { and, asc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cachedList, cachedQuery } from "~/db/catalog-cache.server";
import { db, type Db } from "~/db/client.server";
import {
  categories,
  jobFunctions,
  locations,
  plantProcesses,
  plantSolutions,
  plants,
  processes,
  solutionCategories,
  solutions,
} from "~/db/schema";
import { toSearchText } from "~/utils/search-text";
import type { CatalogBackend, SolutionQuery } from "../backend";
import { PAGE_SIZE_DEFAULT, type FilterNode, type Page, type Plant, type Solution } from "../contract";

const country = alias(locations, "country");

const plantColumns = {
  id: plants.id,
  name: plants.name,
  address: plants.address,
  websiteUrl: plants.websiteUrl,
  email: plants.email,
  latitude: plants.latitude,
  longitude: plants.longitude,
  countryId: country.id,
  countryName: country.name,
};

type PlantRow = { id: number; name: string; address: string; websiteUrl: string; email: string | null; latitude: number; longitude: number; countryId: number; countryName: string };

function toPlant(row: PlantRow): Plant {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    website_url: row.websiteUrl,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    country: { id: row.countryId, name: row.countryName },
    is_bookmarked: false,
  };
}

function plantQuery(where?: SQL) {
  return db().then((d) =>
    d
      .select(plantColumns)
      .from(plants)
      .innerJoin(country, eq(country.id, plants.countryId))
      .where(where)
      .orderBy(asc(country.name), asc(plants.name), asc(plants.id)),
  );
}

/** The ids of the given tree nodes and all their descendants (a parent includes its children). */
async function withDescendants(table: typeof categories | typeof processes, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const d = await db();
  const name = table === categories ? sql.raw("categories") : sql.raw("processes");
  const rows = await d.execute<{ id: number }>(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM ${name} WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      UNION SELECT c.id FROM ${name} c JOIN tree t ON c.parent_id = t.id
    ) SELECT id FROM tree`);
  return (rows as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

async function buildTree(table: typeof categories | typeof processes): Promise<FilterNode[]> {
  const d = await db();
  return cachedList(d, table === categories ? "categories" : "processes", () => loadTree(d, table));
}

async function loadTree(d: Db, table: typeof categories | typeof processes): Promise<FilterNode[]> {
  const rows = await d
    .select({ id: table.id, name: table.name, parentId: table.parentId })
    .from(table)
    .orderBy(asc(table.position), asc(table.name), asc(table.id));
  const nodes = new Map<number, FilterNode>(rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] }]));
  const roots: FilterNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
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
function searchRank(search: string): SQL {
  const prefix = `${escapeLike(search)}%`;
  return sql`CASE WHEN ${solutions.searchText} = ${search}
               OR ${solutions.searchText} = ${search} || ' ' || lower(${solutions.commercialName})
               OR lower(${solutions.commercialName}) = ${search} THEN 0
             WHEN ${solutions.searchText} LIKE ${prefix} OR lower(${solutions.commercialName}) LIKE ${prefix} THEN 1
             WHEN ${solutions.searchText} LIKE ${`%${escapeLike(search)}%`} THEN 2
             ELSE 4 - word_similarity(${search}, ${solutions.searchText}) END`;
}

/**
 * A search page and its total in one pass over the GIN trigram index. The planner under-estimates what
 * word similarity costs per row and would scan the whole table, so sequential scans are off for this query.
 */
async function searchPage(where: SQL, search: string, pageSize: number, offset: number) {
  const d = await db();
  return d.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const rows = await tx
      .select({ ...solutionColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(solutions)
      .where(where)
      .orderBy(searchRank(search), asc(solutions.name), asc(solutions.id))
      .limit(pageSize)
      .offset(offset);
    // A page past the end has no row to carry the total.
    const total = rows.length
      ? rows[0].total
      : (await tx.select({ total: sql<number>`count(*)::int` }).from(solutions).where(where))[0].total;
    return { rows, total };
  });
}

/** Solutions by search, plant, categories and page; the same query again comes from the in-process cache. */
export async function listSolutionsLocal(query: SolutionQuery): Promise<Page<Solution>> {
  const key = JSON.stringify([
    query.search ? toSearchText(query.search).slice(0, 200) : "",
    query.plants ?? null,
    [...(query.categories ?? [])].sort((a, b) => a - b),
    query.page ?? 1,
    query.page_size ?? PAGE_SIZE_DEFAULT,
  ]);
  return cachedQuery(await db(), key, () => querySolutions(query));
}

async function querySolutions(query: SolutionQuery): Promise<Page<Solution>> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? PAGE_SIZE_DEFAULT;
  const d = await db();
  const conditions: SQL[] = [];
  if (query.plants) {
    conditions.push(
      exists(d.select({ one: sql`1` }).from(plantSolutions).where(and(eq(plantSolutions.solutionId, solutions.id), eq(plantSolutions.plantId, query.plants)))),
    );
  }
  if (query.categories?.length) {
    const ids = await withDescendants(categories, query.categories);
    conditions.push(
      exists(
        d
          .select({ one: sql`1` })
          .from(solutionCategories)
          .where(and(eq(solutionCategories.solutionId, solutions.id), inArray(solutionCategories.categoryId, ids.length ? ids : [-1]))),
      ),
    );
  }
  const search = query.search ? toSearchText(query.search).slice(0, 200) : "";
  if (search) {
    const offset = (page - 1) * pageSize;
    let found = await searchPage(and(...conditions, containsText(search))!, search, pageSize, offset);
    // Similar spellings rank after every row that contains the text; they are looked for when none does,
    // because scoring word similarity on thousands of rows would cost far more than the 15 ms budget.
    if (found.total === 0) found = await searchPage(and(...conditions, spelledLike(search))!, search, pageSize, offset);
    return { count: found.total, ...pageLinks(page, pageSize, found.total), results: await toSolutions(found.rows) };
  }
  const where = conditions.length ? and(...conditions) : undefined;
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

/**
 * The unfiltered lists (all plants, the trees, countries, job functions) come from the in-process cache, which
 * checks the database's catalog_version on each read; filtered and single-item reads always query.
 */
export const localCatalog: CatalogBackend = {
  async listPlants() {
    return cachedList(await db(), "plants", async () => (await plantQuery()).map(toPlant));
  },

  async filterPlants({ processes: processIds = [], countries = [] }) {
    // Spec §7: with neither filter the answer is an empty list.
    if (processIds.length === 0 && countries.length === 0) return [];
    const d = await db();
    const conditions: SQL[] = [];
    if (countries.length) conditions.push(inArray(plants.countryId, countries));
    if (processIds.length) {
      const ids = await withDescendants(processes, processIds);
      conditions.push(
        exists(
          d
            .select({ one: sql`1` })
            .from(plantProcesses)
            .where(and(eq(plantProcesses.plantId, plants.id), inArray(plantProcesses.processId, ids.length ? ids : [-1]))),
        ),
      );
    }
    return (await plantQuery(and(...conditions))).map(toPlant);
  },

  async getPlant(id) {
    const [row] = await plantQuery(eq(plants.id, id));
    return row ? toPlant(row) : null;
  },

  listSolutions: listSolutionsLocal,

  async getSolution(id) {
    const d = await db();
    const rows = await d.select(solutionColumns).from(solutions).where(eq(solutions.id, id)).limit(1);
    const [solution] = await toSolutions(rows);
    return solution ?? null;
  },

  listCategories: () => buildTree(categories),
  listProcesses: () => buildTree(processes),

  async listCountries(options) {
    const d = await db();
    const withPlants = Boolean(options?.hasPlant);
    return cachedList(d, withPlants ? "countriesWithPlants" : "countries", () => {
      const hasPlant = withPlants
        ? exists(d.select({ one: sql`1` }).from(plants).where(eq(plants.countryId, locations.id)))
        : undefined;
      return d
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(and(eq(locations.type, "country"), hasPlant))
        .orderBy(asc(locations.name));
    });
  },

  async listCities(countryId) {
    const d = await db();
    return d
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(and(eq(locations.type, "city"), eq(locations.parentId, countryId)))
      .orderBy(asc(locations.name));
  },

  async listJobFunctions() {
    const d = await db();
    return cachedList(d, "jobFunctions", () =>
      d.select({ id: jobFunctions.id, name: jobFunctions.name }).from(jobFunctions).orderBy(asc(jobFunctions.id)),
    );
  },
};

