/** Fills an empty database with the demo catalogue (locations, categories, processes, plants, solutions with their hazard data, careers). */
import { sql } from "drizzle-orm";
import { dropCatalogCache } from "../catalog-cache.server";
import type { Db } from "../types";
import {
  categories,
  departments,
  jobFunctions,
  locations,
  plantProcesses,
  plantSolutions,
  plants,
  processes,
  solutionCategories,
  solutions,
  vacancies,
} from "../schema";
import { descriptionWords, sanitizeRichText } from "~/utils/sanitize.server";
import { toSearchText } from "~/utils/search-text";
import { VACANCY_HEADINGS, vacancyHtml } from "./vacancy-html";
import {
  CATEGORIES,
  COUNTRIES,
  DEPARTMENTS,
  JOB_FUNCTIONS,
  OFFER_ABROAD,
  OFFER_OMAN,
  PLANTS,
  PROCESS_CATEGORIES,
  PROCESSES,
  SOLUTIONS,
  VACANCIES,
  type TreeSeed,
} from "./data";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Serialises concurrent first starts (several app processes on one PostgreSQL). */
export const SEED_LOCK_KEY = 7_421_053;

const childKey = (parentId: number | null, name: string) => `${parentId ?? 0}/${name}`;

function mustGet<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to an unknown ${what}: ${String(key)}`);
  return value;
}

/** mulberry32: a tiny seeded PRNG, so the demo links (and the bench's data and requests) are the same on every run. */
export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks `count` distinct items from `pool` (partial Fisher–Yates), in a reproducible order. */
function pick<T>(pool: readonly T[], count: number, random: () => number): T[] {
  const copy = [...pool];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

/** Inserts a two-level tree (categories or processes) with two bulk inserts; returns ids by childKey(parentId, name). */
async function insertTree(tx: Tx, table: typeof categories | typeof processes, tree: readonly TreeSeed[]) {
  const ids = new Map<string, number>();
  // The two tables have the same shape; narrowing to one keeps drizzle's insert typing simple.
  const t = table as typeof categories;
  const parents = await tx
    .insert(t)
    .values(tree.map((node, position) => ({ name: node.name, parentId: null, position })))
    .returning({ id: t.id, name: t.name });
  for (const row of parents) ids.set(childKey(null, row.name), row.id);

  const childRows = tree.flatMap((node) => {
    const parentId = mustGet(ids, childKey(null, node.name), "tree node");
    return node.children.map((name, position) => ({ name, parentId, position }));
  });
  if (childRows.length > 0) {
    const children = await tx
      .insert(t)
      .values(childRows)
      .returning({ id: t.id, name: t.name, parentId: t.parentId });
    for (const row of children) ids.set(childKey(row.parentId, row.name), row.id);
  }
  return ids;
}

/** Seeds the demo content when the catalogue is empty (no plant yet). Returns true when it inserted anything. */
export async function seedDemoContentIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.select({ id: plants.id }).from(plants).limit(1);
  if (existing.length > 0) return false;

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another process may have seeded while we waited for the lock.
    const again = await tx.select({ id: plants.id }).from(plants).limit(1);
    if (again.length > 0) return false;

    // Locations: countries (Oman first), then their cities.
    const countryRows = await tx
      .insert(locations)
      .values(COUNTRIES.map((c) => ({ name: c.name, type: "country" as const, code: c.code, parentId: null })))
      .returning({ id: locations.id, code: locations.code });
    const countryIds = new Map(countryRows.map((r) => [r.code ?? "", r.id]));

    const cityRows = await tx
      .insert(locations)
      .values(
        COUNTRIES.flatMap((c) => {
          const parentId = mustGet(countryIds, c.code, "country");
          return c.cities.map((name) => ({ name, type: "city" as const, code: null, parentId }));
        }),
      )
      .returning({ id: locations.id, name: locations.name, parentId: locations.parentId });
    const cityIds = new Map(cityRows.map((r) => [childKey(r.parentId, r.name), r.id]));

    // Category and process trees.
    const categoryIds = await insertTree(tx, categories, CATEGORIES);
    const processIds = await insertTree(tx, processes, PROCESSES);
    const categoryId = (parent: string, child?: string) => {
      const parentId = mustGet(categoryIds, childKey(null, parent), "category");
      return child ? mustGet(categoryIds, childKey(parentId, child), "category") : parentId;
    };
    const leafProcessId = new Map<string, number>();
    for (const p of PROCESSES) {
      const parentId = mustGet(processIds, childKey(null, p.name), "process");
      for (const child of p.children) leafProcessId.set(child, mustGet(processIds, childKey(parentId, child), "process"));
    }

    // Solutions and their categories.
    const solutionRows = await tx
      .insert(solutions)
      .values(
        SOLUTIONS.map((s) => ({
          name: s.name,
          commercialName: s.commercialName,
          description: sanitizeRichText(s.descriptionHtml),
          imageUrl: s.imageUrl,
          searchText: toSearchText(s.name, s.commercialName),
          searchWords: descriptionWords(sanitizeRichText(s.descriptionHtml)),
          ...s.hazards,
        })),
      )
      .returning({ id: solutions.id, name: solutions.name });
    const solutionIds = new Map(solutionRows.map((r) => [r.name, r.id]));

    const positions = new Map<number, number>();
    /** Top-level category name → ids of the solutions listed under it or one of its children. */
    const solutionsByLine = new Map<string, number[]>();
    const links = SOLUTIONS.flatMap((s) => {
      const solutionId = mustGet(solutionIds, s.name, "solution");
      return s.categories.map((ref) => {
        const catId = categoryId(ref.parent, ref.child);
        const position = positions.get(catId) ?? 0;
        positions.set(catId, position + 1);
        const line = solutionsByLine.get(ref.parent) ?? [];
        if (!line.includes(solutionId)) line.push(solutionId);
        solutionsByLine.set(ref.parent, line);
        return { solutionId, categoryId: catId, position };
      });
    });
    await tx.insert(solutionCategories).values(links);

    // Plants, linked to their processes and to solutions from the product lines those processes use.
    const plantRows = await tx
      .insert(plants)
      .values(
        PLANTS.map((p) => ({
          name: p.name,
          address: p.address,
          websiteUrl: p.websiteUrl,
          email: p.email ?? null,
          latitude: p.latitude,
          longitude: p.longitude,
          countryId: mustGet(countryIds, p.countryCode, "country"),
          searchText: toSearchText(p.name),
        })),
      )
      .returning({ id: plants.id, name: plants.name });
    const plantIds = new Map(plantRows.map((r) => [r.name, r.id]));

    const plantProcessRows: Array<{ plantId: number; processId: number }> = [];
    const plantSolutionRows: Array<{ plantId: number; solutionId: number }> = [];
    PLANTS.forEach((p, index) => {
      const plantId = mustGet(plantIds, p.name, "plant");
      const pool = new Set<number>();
      for (const processName of p.processes) {
        plantProcessRows.push({ plantId, processId: mustGet(leafProcessId, processName, "leaf process") });
        for (const line of PROCESS_CATEGORIES[processName] ?? []) {
          for (const id of solutionsByLine.get(line) ?? []) pool.add(id);
        }
      }
      const random = prng(1000 + index);
      const count = 8 + Math.floor(random() * 18); // 8–25
      for (const solutionId of pick([...pool], count, random)) plantSolutionRows.push({ plantId, solutionId });
    });
    await tx.insert(plantProcesses).values(plantProcessRows);
    await tx.insert(plantSolutions).values(plantSolutionRows);

    // Careers.
    await tx
      .insert(jobFunctions)
      .values(JOB_FUNCTIONS.map((name) => ({ name })))
      .returning({ id: jobFunctions.id });
    const departmentRows = await tx
      .insert(departments)
      .values(DEPARTMENTS.map((name) => ({ name })))
      .returning({ id: departments.id, name: departments.name });
    const departmentIds = new Map(departmentRows.map((r) => [r.name, r.id]));

    await tx
      .insert(vacancies)
      .values(
        VACANCIES.map((v) => {
          const countryId = mustGet(countryIds, v.countryCode, "country");
          const offer = v.countryCode === "OM" ? OFFER_OMAN : OFFER_ABROAD;
          const content = vacancyHtml({ ...v, offer }, VACANCY_HEADINGS);
          return {
            title: v.title,
            content: sanitizeRichText(content),
            available: v.available,
            departmentId: mustGet(departmentIds, v.department, "department"),
            locationId: mustGet(cityIds, childKey(countryId, v.city), "city"),
          };
        }),
      )
      .returning({ id: vacancies.id });

    return true;
  });
  // After the commit: a list cached before it must not be served again (the version triggers say so too).
  if (seeded) dropCatalogCache(db);
  // The demo's Arabic texts, kept apart so a database seeded before them gets them once too.
  if (seeded) await (await import("./arabic.server")).seedArabicContentOnce(db);
  // The hazards went in with the solutions; this only sets their mark, so the fill for older databases never runs here.
  if (seeded) await (await import("./hazards.server")).seedHazardsOnce(db);
  // Likewise the technical data (problems, properties, dose ranges, city coordinates), issue 41.
  if (seeded) await (await import("./technical.server")).seedTechnicalOnce(db);
  return seeded;
}
