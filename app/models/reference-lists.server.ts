/**
 * The catalogue's and the job board's reference lists: the category and process trees, countries, cities, job
 * functions, departments. The unfiltered lists come from the in-process catalogue cache (app/db/catalog-cache),
 * which checks the database's catalog_version on each read.
 */
import { and, asc, eq, exists, sql } from "drizzle-orm";
import { cachedList } from "~/db/catalog-cache.server";
import { db, type Db } from "~/db/client.server";
import { categories, departments, jobFunctions, locations, plants, processes } from "~/db/schema";
import type { FilterNode, IdName, Location } from "~/backend/contract";

type TreeTable = typeof categories | typeof processes;

async function buildTree(table: TreeTable): Promise<FilterNode[]> {
  const d = await db();
  return cachedList(d, table === categories ? "categories" : "processes", () => loadTree(d, table));
}

async function loadTree(d: Db, table: TreeTable): Promise<FilterNode[]> {
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

export const listCategories = () => buildTree(categories);

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
export const listProcesses = () => buildTree(processes);

/** Countries by name; with `hasPlant`, only those with at least one plant. */
export async function listCountries(options?: { hasPlant?: boolean }): Promise<Location[]> {
  const d = await db();
  const withPlants = Boolean(options?.hasPlant);
  return cachedList(d, withPlants ? "countriesWithPlants" : "countries", () => {
    const hasPlant = withPlants ? exists(d.select({ one: sql`1` }).from(plants).where(and(eq(plants.countryId, locations.id), eq(plants.status, "published")))) : undefined;
    return d
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(and(eq(locations.type, "country"), hasPlant))
      .orderBy(asc(locations.name));
  });
}

/** A country's cities by name. */
export async function listCities(countryId: number): Promise<Location[]> {
  const d = await db();
  return d
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.type, "city"), eq(locations.parentId, countryId)))
    .orderBy(asc(locations.name));
}

/** A city by id, or null when the id is unknown or not a city. */
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

export async function listJobFunctions(): Promise<IdName[]> {
  const d = await db();
  return cachedList(d, "jobFunctions", () =>
    d.select({ id: jobFunctions.id, name: jobFunctions.name }).from(jobFunctions).orderBy(asc(jobFunctions.id)),
  );
}

export async function jobFunctionExists(id: number) {
  const d = await db();
  const [row] = await d.select({ id: jobFunctions.id }).from(jobFunctions).where(eq(jobFunctions.id, id)).limit(1);
  return Boolean(row);
}

export async function listDepartments(): Promise<IdName[]> {
  const d = await db();
  return d.select({ id: departments.id, name: departments.name }).from(departments).orderBy(asc(departments.name));
}
