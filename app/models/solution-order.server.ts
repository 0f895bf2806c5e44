/**
 * The public catalogue order (issue 18): every published solution's id by (name, id), and for each category the
 * set of positions in that order its solutions hold, as a bitset. Built with two queries once per catalogue change
 * (catalog_version) and kept per process, so any page of the whole list or of any category filter (a parent
 * includes its descendants) costs a walk over n/32 words and the page's own rows, however deep the page and however
 * many solutions match: an exact count, no OFFSET scan, no sort of the matches.
 *
 * Memory: 4 bytes a published solution, plus n/8 bytes a category (100,000 solutions and 30 categories: under 1 MB).
 */
import { sql } from "drizzle-orm";
import { cachedIndex } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import type { FilterNode } from "~/backend/contract";
import { listCategories } from "./reference-lists.server";

interface SolutionOrder {
  /** Published solution ids by (name, id). */
  ids: Int32Array;
  /** Category id → bitset over positions in `ids` of the solutions linked to it directly. */
  byCategory: Map<number, Uint32Array>;
}

/** "1,2,3" → [1, 2, 3]: one aggregated string moves 100,000 ids in one row (an object per row costs PGlite ~10×). */
function parseIds(text: string | null): number[] {
  if (!text) return [];
  return text.split(",").map(Number);
}

async function buildOrder(): Promise<SolutionOrder> {
  const d = await db();
  const { rows: orderRows } = (await d.execute(
    sql`SELECT string_agg(id::text, ',' ORDER BY name, id) AS ids FROM solutions WHERE status = 'published'`,
  )) as unknown as { rows: { ids: string | null }[] };
  const ids = Int32Array.from(parseIds(orderRows[0]?.ids ?? null));
  const position = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) position.set(ids[i], i);
  const { rows: linkRows } = (await d.execute(
    sql`SELECT category_id, string_agg(solution_id::text, ',') AS ids FROM solution_categories GROUP BY category_id`,
  )) as unknown as { rows: { category_id: number; ids: string | null }[] };
  const words = Math.ceil(ids.length / 32);
  const byCategory = new Map<number, Uint32Array>();
  for (const row of linkRows) {
    const bits = new Uint32Array(words);
    for (const id of parseIds(row.ids)) {
      const at = position.get(id);
      // Links of drafts and archived solutions have no position: the public never sees them.
      if (at !== undefined) bits[at >>> 5] |= 1 << (at & 31);
    }
    byCategory.set(Number(row.category_id), bits);
  }
  return { ids, byCategory };
}

const solutionOrder = async () => cachedIndex(await db(), "solutionOrder", buildOrder);

/** The ids of `roots` and of every category under them, from the cached tree (no recursive query). */
function withDescendantIds(tree: FilterNode[], roots: number[]): number[] {
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

function popcount(word: number) {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * One page of published solution ids by name, of all of them or of those in any of `categories` (a parent includes
 * its descendants), and how many there are in all.
 */
export async function orderedSolutionIds(categories: number[], offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
  const order = await solutionOrder();
  if (categories.length === 0) {
    return { ids: Array.from(order.ids.subarray(offset, offset + limit)), total: order.ids.length };
  }
  const words = Math.ceil(order.ids.length / 32);
  const union = new Uint32Array(words);
  for (const id of withDescendantIds(await listCategories(), categories)) {
    const bits = order.byCategory.get(id);
    if (bits) for (let w = 0; w < words; w++) union[w] |= bits[w];
  }
  let total = 0;
  const ids: number[] = [];
  for (let w = 0; w < words; w++) {
    const word = union[w];
    if (word === 0) continue;
    const count = popcount(word);
    // Whole words before the page are counted, not opened.
    if (total + count <= offset || ids.length >= limit) {
      total += count;
      continue;
    }
    for (let bit = 0; bit < 32; bit++) {
      if ((word & (1 << bit)) === 0) continue;
      if (total >= offset && ids.length < limit) ids.push(order.ids[(w << 5) + bit]);
      total++;
    }
  }
  return { ids, total };
}
