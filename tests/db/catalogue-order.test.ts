/**
 * The public catalogue order and search over a real database, with 1,300 generated solutions (published,
 * drafts and archived ones, their ids far apart, read by the order in three chunks) over a small category tree: the whole list, category filters and searches come from the
 * cached (name, id) order and search text with exact counts on any page; a write shows on the next read with no cache
 * call; a search ranks exact names, then prefixes, then the rest, and corrects a misspelling from the catalogue's
 * words; a plant's solutions page with an exact count.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { categories, locations, plantSolutions, plants, solutionCategories, solutions } from "~/db/schema";
import { idChunks, orderChunk } from "~/models/solution-order.server";
import { listSolutions } from "~/models/solutions.server";
import { toSearchText } from "~/utils/search-text";

let database: Database;

type Status = "draft" | "published" | "archived";
interface Row {
  /** Generation index (insert order), kept in `description` to find the row's id after a bulk insert. */
  i: number;
  id: number;
  name: string;
  status: Status;
  categoryIds: number[];
}

const TOTAL = 1300;
const PAGE = 24;
const rows: Row[] = [];
const tree = { parent: 0, childA: 0, childB: 0, otherRoot: 0, otherChild: 0 };
let plantId = 0;
/** The solutions linked to the plant, published ones only. */
let plantPublished: Row[] = [];

const pad = (n: number) => String(n).padStart(4, "0");
/** (name, id) with plain code-unit comparison: the names are ASCII and differ first at a letter or digit of one case. */
const byNameId = (a: Row, b: Row) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
const published = () => rows.filter((r) => r.status === "published").sort(byNameId);
const ids = (list: Row[]) => list.map((r) => r.id);
const inCategories = (list: Row[], wanted: number[]) => list.filter((r) => r.categoryIds.some((c) => wanted.includes(c)));
const slice = (list: Row[], page: number, pageSize = PAGE) => ids(list.slice((page - 1) * pageSize, page * pageSize));
const resultIds = (page: { results: { id: number }[] }) => page.results.map((s) => s.id);

/** Name of generated row i: a number permuted against insert order, so (name, id) order is not id order. */
function nameOf(i: number): string {
  const number = (i * 577) % TOTAL;
  const base = `Agent ${pad(number)}`;
  // 13 names repeat an earlier row's name: the id breaks the tie.
  if (i % 100 === 50) return nameOf(i - 25);
  if (i % 10 !== 3) return `${base} common blend`;
  return base;
}

/**
 * Commercial name of row i: most a code; every 17th a word that other rows have in their names, so a search for it
 * ranks the rows whose commercial name starts with it before the rows that only contain it; row 34's is that word
 * alone (an exact match by commercial name); row 51's has a line break, as an old row written before the editors
 * refused control characters might.
 */
const commercialOf = (i: number) => (i === 34 ? "Blend" : i === 51 ? "Blend\n0051" : i % 17 === 0 ? `Blend ${pad(i)}` : `Code ${pad(i)}`);

function statusOf(i: number): Status {
  if (i % 20 === 7) return "draft";
  if (i % 20 === 13) return "archived";
  return "published";
}

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

let chunkBefore = 0;

beforeAll(async () => {
  chunkBefore = orderChunk.solutions;
  orderChunk.solutions = 400;
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  const d = database.db;

  const insertCategory = async (name: string, parentId: number | null, position: number) =>
    (await d.insert(categories).values({ name, parentId, position }).returning({ id: categories.id }))[0].id;
  tree.parent = await insertCategory("Treatment", null, 1);
  tree.childA = await insertCategory("Demulsifiers", tree.parent, 1);
  tree.childB = await insertCategory("Scale inhibitors", tree.parent, 2);
  tree.otherRoot = await insertCategory("Drilling", null, 2);
  tree.otherChild = await insertCategory("Mud additives", tree.otherRoot, 1);

  // The rows of the "demulsifier" search: among rows without the common word, one named exactly so, nine starting
  // with it and twenty containing it after the number; two archived ones that must never be found.
  const generated = Array.from({ length: TOTAL }, (_, i) => ({ i, name: nameOf(i), status: statusOf(i) }));
  const plain = generated.filter((r) => r.i % 10 === 3 && r.i % 100 !== 50);
  const plainPublished = plain.filter((r) => r.status === "published");
  plainPublished[0].name = "Demulsifier";
  for (const r of plainPublished.slice(1, 10)) r.name = `Demulsifier ${r.name}`;
  for (const r of plainPublished.slice(10, 30)) r.name = `${r.name} demulsifier`;
  // An exact name for the "blend" search, which rows with a commercial name starting with it precede by name.
  plainPublished[30].name = "Blend";
  for (const r of plain.filter((r) => r.status === "archived").slice(0, 2)) r.name = `Demulsifier ${r.name}`;

  for (let from = 0; from < TOTAL; from += 250) {
    // Ids far apart, as deleted rows leave them (1-500, 19,991-20,490, 41,001-41,300): the order reads its texts in
    // chunks of 400 published solutions here (below), so a chunk spans each gap.
    if (from === 500) await query(sql`SELECT setval(pg_get_serial_sequence('solutions', 'id'), 19990)`);
    if (from === 1000) await query(sql`SELECT setval(pg_get_serial_sequence('solutions', 'id'), 41000)`);
    const batch = generated.slice(from, from + 250);
    const inserted = await d
      .insert(solutions)
      .values(
        batch.map((r) => ({
          name: r.name,
          commercialName: commercialOf(r.i),
          description: `row ${r.i}`,
          searchText: toSearchText(r.name, commercialOf(r.i)),
          status: r.status,
        })),
      )
      .returning({ id: solutions.id, description: solutions.description });
    const idOf = new Map(inserted.map((row) => [row.description, row.id]));
    for (const r of batch) rows.push({ ...r, id: idOf.get(`row ${r.i}`)!, categoryIds: [] });
  }

  // Links: A every 3rd, B every 5th (every 15th in both), the parent itself every 7th, the other tree every 11th.
  const links: { solutionId: number; categoryId: number }[] = [];
  for (const r of rows) {
    if (r.i % 3 === 0) r.categoryIds.push(tree.childA);
    if (r.i % 5 === 0) r.categoryIds.push(tree.childB);
    if (r.i % 7 === 0) r.categoryIds.push(tree.parent);
    if (r.i % 11 === 0) r.categoryIds.push(tree.otherChild);
    for (const categoryId of r.categoryIds) links.push({ solutionId: r.id, categoryId });
  }
  for (let from = 0; from < links.length; from += 500) await d.insert(solutionCategories).values(links.slice(from, from + 500));

  const [country] = await d.insert(locations).values({ name: "Oman", type: "country", code: "OM" }).returning({ id: locations.id });
  [{ id: plantId }] = await d
    .insert(plants)
    .values({ name: "Fahud Field", address: "Fahud", latitude: 22.3, longitude: 56.5, countryId: country.id })
    .returning({ id: plants.id });
  // 15 published solutions, one draft and one archived one.
  const onPlant = [...rows.filter((r) => r.status === "published" && r.i % 61 === 1).slice(0, 15), ...rows.filter((r) => r.status !== "published").slice(0, 2)];
  await d.insert(plantSolutions).values(onPlant.map((r) => ({ plantId, solutionId: r.id })));
  plantPublished = onPlant.filter((r) => r.status === "published").sort(byNameId);
});

afterAll(async () => {
  orderChunk.solutions = chunkBefore;
  globalThis.__database = undefined;
  await database?.close();
});

describe("the order's read chunks", () => {
  /** The ids of chunk [after, upTo]. */
  const within = (list: Int32Array, [after, upTo]: [number, number]) => list.filter((id) => id > after && id <= upTo);

  it("hold the given number of ids each, however sparse, the last the rest, together all once", () => {
    // 100,000 ids among 10 million, in (name, id) order, not id order.
    const sparse = Int32Array.from({ length: 100_000 }, (_, i) => ((i * 7_919) % 100_000) * 100 + 7);
    const chunks = idChunks(sparse, 20_000);
    expect(chunks).toHaveLength(5);
    expect(chunks.map((chunk) => within(sparse, chunk).length)).toEqual([20_000, 20_000, 20_000, 20_000, 20_000]);
    expect(chunks[0][0]).toBe(0);
    for (let i = 1; i < chunks.length; i++) expect(chunks[i][0]).toBe(chunks[i - 1][1]);
    expect(chunks.at(-1)![1]).toBe(9_999_907);

    const few = Int32Array.from([40, 3, 1_000_000, 17, 5]);
    expect(idChunks(few, 2)).toEqual([[0, 5], [5, 40], [40, 1_000_000]]);
    expect(idChunks(few, 5)).toEqual([[0, 1_000_000]]);
    expect(idChunks(new Int32Array(0), 20_000)).toEqual([]);
  });

  it("read this test's catalogue in three", async () => {
    const chunks = idChunks(Int32Array.from(ids(published())), orderChunk.solutions);
    expect(chunks).toHaveLength(3);
    // A chunk spans each gap in the ids.
    expect(chunks.some(([after, upTo]) => after < 500 && upTo > 19_990)).toBe(true);
    expect(chunks.some(([after, upTo]) => after < 20_490 && upTo > 41_000)).toBe(true);
  });
});

describe("the whole list", () => {
  it("orders the test's expectation as the database does", async () => {
    const dbOrder = await query<{ id: number }>(sql`SELECT id FROM solutions WHERE status = 'published' ORDER BY name, id`);
    expect(dbOrder.map((r) => Number(r.id))).toEqual(ids(published()));
    // Names repeat (the id breaks the tie) and name order is not id order.
    expect(new Set(published().map((r) => r.name)).size).toBeLessThan(published().length);
    expect(ids(published())).not.toEqual([...ids(published())].sort((a, b) => a - b));
  });

  it("counts the published solutions and pages them by (name, id) to the last page", async () => {
    const expected = published();
    expect(expected.length).toBe(1170);
    const last = Math.ceil(expected.length / PAGE);
    for (const page of [1, 2, 17, last - 1, last]) {
      const result = await listSolutions({ page, pageSize: PAGE });
      expect(result.count).toBe(expected.length);
      expect(resultIds(result)).toEqual(slice(expected, page));
      expect(result.next).toBe(page < last ? `?page=${page + 1}&page_size=${PAGE}` : null);
      expect(result.previous).toBe(page > 1 ? `?page=${page - 1}&page_size=${PAGE}` : null);
    }
    expect((await listSolutions({ page: last, pageSize: PAGE })).results.length).toBe(expected.length - (last - 1) * PAGE);
    const past = await listSolutions({ page: last + 1, pageSize: PAGE });
    expect(past).toMatchObject({ count: expected.length, next: null, results: [] });
    // Another page size crosses the 32-position words of the order at other places.
    expect(resultIds(await listSolutions({ page: 7, pageSize: 50 }))).toEqual(slice(expected, 7, 50));
  });

  it("never shows drafts or archived solutions", async () => {
    const hidden = new Set(ids(rows.filter((r) => r.status !== "published")));
    expect(hidden.size).toBe(130);
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const result = await listSolutions({ page, pageSize: 100 });
      seen.push(...resultIds(result));
      if (!result.next) break;
    }
    expect(seen).toEqual(ids(published()));
    expect(seen.filter((id) => hidden.has(id))).toEqual([]);
  });

  it("returns the rows with their categories", async () => {
    const [first] = (await listSolutions({ page: 1, pageSize: 1 })).results;
    const row = rows.find((r) => r.id === first.id)!;
    expect(first.name).toBe(row.name);
    expect(first.categories.map((c) => c.id).sort()).toEqual([...row.categoryIds].sort());
  });
});

describe("category filters", () => {
  it("includes the children's solutions under a parent, each once, with an exact count and any deep page", async () => {
    const expected = inCategories(published(), [tree.parent, tree.childA, tree.childB]);
    // Solutions linked to the parent and a child, or to both children, are counted once.
    expect(expected.some((r) => r.categoryIds.length > 1)).toBe(true);
    const last = Math.ceil(expected.length / PAGE);
    for (const page of [1, 9, last]) {
      const result = await listSolutions({ categories: [tree.parent], page, pageSize: PAGE });
      expect(result.count).toBe(expected.length);
      expect(resultIds(result)).toEqual(slice(expected, page));
      expect(result.next).toBe(page < last ? `?page=${page + 1}&page_size=${PAGE}` : null);
    }
    expect(await listSolutions({ categories: [tree.parent], page: last + 1, pageSize: PAGE })).toMatchObject({ next: null, results: [] });
  });

  it("ORs two categories without duplicates", async () => {
    const expected = inCategories(published(), [tree.childA, tree.childB]);
    const both = expected.filter((r) => r.categoryIds.includes(tree.childA) && r.categoryIds.includes(tree.childB));
    expect(both.length).toBeGreaterThan(10);
    const all: number[] = [];
    for (let page = 1; ; page++) {
      const result = await listSolutions({ categories: [tree.childB, tree.childA], page, pageSize: 40 });
      expect(result.count).toBe(expected.length);
      all.push(...resultIds(result));
      if (!result.next) break;
    }
    expect(all).toEqual(ids(expected));
    expect(new Set(all).size).toBe(all.length);

    // Across the two trees, and a child with its own parent named too.
    const across = inCategories(published(), [tree.childA, tree.otherChild]);
    const page5 = await listSolutions({ categories: [tree.childA, tree.otherRoot], page: 5, pageSize: PAGE });
    expect(page5.count).toBe(across.length);
    expect(resultIds(page5)).toEqual(slice(across, 5));
    const childB = inCategories(published(), [tree.childB]);
    expect((await listSolutions({ categories: [tree.childB, tree.parent, tree.childA], page: 1, pageSize: PAGE })).count).toBe(
      inCategories(published(), [tree.parent, tree.childA, tree.childB]).length,
    );
    const onlyB = await listSolutions({ categories: [tree.childB], page: 3, pageSize: 10 });
    expect(onlyB.count).toBe(childB.length);
    expect(resultIds(onlyB)).toEqual(slice(childB, 3, 10));
  });

  it("counts no solution for an unknown category", async () => {
    expect(await listSolutions({ categories: [987654], page: 1, pageSize: PAGE })).toMatchObject({ count: 0, next: null, previous: null, results: [] });
  });
});

describe("search", () => {
  const common = () => published().filter((r) => r.name.includes("common"));

  it("counts a word in more than a thousand solutions exactly and pages it by name to the last page", async () => {
    const expected = common();
    expect(expected.length).toBeGreaterThan(1000);
    // Drafts and archived rows contain the word too: they are not among the matches.
    expect(rows.some((r) => r.status !== "published" && r.name.includes("common"))).toBe(true);

    const first = await listSolutions({ search: "Common", page: 1, pageSize: PAGE });
    expect(first.count).toBe(expected.length);
    expect(resultIds(first)).toEqual(slice(expected, 1));
    expect(first.next).toBe(`?page=2&page_size=${PAGE}`);
    expect(resultIds(await listSolutions({ search: "common", page: 20, pageSize: PAGE }))).toEqual(slice(expected, 20));

    const lastPage = Math.ceil(expected.length / PAGE);
    const last = await listSolutions({ search: "common", page: lastPage, pageSize: PAGE });
    expect(last.count).toBe(expected.length);
    expect(last.next).toBeNull();
    expect(resultIds(last)).toEqual(ids(expected.slice((lastPage - 1) * PAGE)));

    const after = await listSolutions({ search: "common", page: lastPage + 1, pageSize: PAGE });
    expect(after).toMatchObject({ count: expected.length, next: null, results: [] });
    expect(after.previous).toBe(`?page=${lastPage}&page_size=${PAGE}`);
  });

  it("corrects a misspelling of a common word to it, with the same count and pages", async () => {
    const expected = common();
    const typo = await listSolutions({ search: "comon", page: 1, pageSize: PAGE });
    expect(typo.count).toBe(expected.length);
    expect(resultIds(typo)).toEqual(slice(expected, 1));
    const lastPage = Math.ceil(expected.length / PAGE);
    expect((await listSolutions({ search: "comon", page: lastPage + 1, pageSize: PAGE })).results).toEqual([]);
  });

  it("counts a rarer word exactly and ranks the exact name, then prefixes, then the rest of the names, then the category's others", async () => {
    const matches = published().filter((r) => r.name.toLowerCase().includes("demulsifier"));
    expect(matches).toHaveLength(30);
    const exactName = matches.filter((r) => r.name === "Demulsifier");
    const prefix = matches.filter((r) => r.name.startsWith("Demulsifier "));
    const inside = matches.filter((r) => !r.name.startsWith("Demulsifier"));
    expect([exactName.length, prefix.length, inside.length]).toEqual([1, 9, 20]);
    // The category "Demulsifiers" holds the word too: its other solutions follow the names, by name.
    const inCategory = published().filter((r) => r.categoryIds.includes(tree.childA) && !matches.includes(r));
    expect(inCategory.length).toBeGreaterThan(300);
    const expected = [...exactName, ...prefix, ...inside, ...inCategory];

    const page1 = await listSolutions({ search: "DEMULSIFIER", page: 1, pageSize: 20 });
    expect(page1.count).toBe(expected.length);
    expect(page1.next).toBe("?page=2&page_size=20");
    expect(resultIds(page1)).toEqual(ids(expected.slice(0, 20)));
    expect(page1.results[0].name).toBe("Demulsifier");
    const page2 = await listSolutions({ search: "demulsifier", page: 2, pageSize: 20 });
    expect(page2).toMatchObject({ count: expected.length, next: "?page=3&page_size=20" });
    expect(resultIds(page2)).toEqual(ids(expected.slice(20, 40)));
    const last = Math.ceil(expected.length / 20);
    expect(await listSolutions({ search: "demulsifier", page: last + 1, pageSize: 20 })).toMatchObject({ count: expected.length, results: [] });

    // A search and a category: the parent includes its children here too.
    const filtered = expected.filter((r) => r.categoryIds.some((c) => [tree.parent, tree.childA, tree.childB].includes(c)));
    const inTree = await listSolutions({ search: "demulsifier", categories: [tree.parent], page: 1, pageSize: 30 });
    expect(inTree.count).toBe(filtered.length);
    expect(resultIds(inTree)).toEqual(ids(filtered.slice(0, 30)));
  });

  it("ranks any query as the rules say: exact, then starting with it, then every word in the name, the commercial name, the categories, the description", async () => {
    // The rules over the rows themselves: what the cached order and its word indexes must answer.
    const categoryNames = new Map([
      [tree.parent, ["treatment"]],
      [tree.childA, ["demulsifiers", "treatment"]],
      [tree.childB, ["scale", "inhibitors", "treatment"]],
      [tree.otherRoot, ["drilling"]],
      [tree.otherChild, ["mud", "additives", "drilling"]],
    ]);
    const reference = (q: string) => {
      const words = q.split(" ");
      const ranked = published().flatMap((r) => {
        const commercial = commercialOf(r.i).toLowerCase();
        const text = toSearchText(r.name, commercial);
        const holds = (value: string) => words.every((word) => value.split(" ").some((token) => token.includes(word)));
        const categoryWords = r.categoryIds.flatMap((id) => categoryNames.get(id)!);
        const inCategory = words.every((word) => text.split(" ").some((token) => token.includes(word)) || categoryWords.some((known) => known.startsWith(word)));
        // Descriptions are "row N": the word "row" alone is indexed (numbers are not words).
        const anywhere = words.every(
          (word) => text.split(" ").some((token) => token.includes(word)) || categoryWords.some((known) => known.startsWith(word)) || "row".startsWith(word),
        );
        if (!anywhere) return [];
        const exact = text === q || commercial === q || text === `${q} ${commercial}`;
        const first = text.startsWith(q) || commercial.startsWith(q);
        const rank = exact ? 0 : first ? 1 : holds(toSearchText(r.name)) ? 2 : holds(text) ? 3 : inCategory ? 4 : 5;
        return [{ r, rank }];
      });
      return ranked.sort((a, b) => a.rank - b.rank || byNameId(a.r, b.r)).map(({ r }) => r);
    };
    const named = published().find((r) => r.name.endsWith("common blend"))!;
    const queries = [
      "code", "code 0012", toSearchText(commercialOf(named.i)), "blend 0017", "blend 00", "code 001", "code 0", "agent", "agent 0", "agent 05", "0012", "001",
      toSearchText(named.name), toSearchText(named.name.split(" common")[0]), "common", "blend", "common blend", "demulsifier",
      "demulsifier agent", "agent 0577 common", "0051", "c", "e", "zzqxv", "scale 0012", "treat", "drilling mud", "mud", "blend treatment",
      // Descriptions written without search_words (rows older than the column): their words are made from the text.
      "row", "row 0012",
    ];
    for (const q of queries) {
      const expected = reference(q);
      for (const [page, pageSize] of [[1, 10], [2, 10], [1, 7], [3, 7], [Math.ceil(expected.length / 10) || 1, 10]]) {
        const answer = await listSolutions({ search: q, page, pageSize });
        expect(answer.count, q).toBe(expected.length);
        expect(resultIds(answer), `${q} page ${page} of ${pageSize}`).toEqual(slice(expected, page, pageSize));
      }
    }
  });

  it("finds similar spellings of a typo that no name contains", async () => {
    const typo = await listSolutions({ search: "demulsfier", page: 1, pageSize: 50 });
    expect(typo.count).toBe((await listSolutions({ search: "demulsifier", page: 1, pageSize: 50 })).count);
    expect(typo.results.slice(0, 30).every((s) => s.name.toLowerCase().includes("demulsifier"))).toBe(true);
    expect(new Set(resultIds(typo)).size).toBe(typo.results.length);
    const archived = new Set(ids(rows.filter((r) => r.status !== "published")));
    expect(resultIds(typo).filter((id) => archived.has(id))).toEqual([]);
    expect(await listSolutions({ search: "zzqxv", page: 1, pageSize: 10 })).toMatchObject({ count: 0, next: null, results: [] });
  });
});

describe("plant filter", () => {
  it("pages a plant's published solutions with an exact count", async () => {
    expect(plantPublished).toHaveLength(15);
    const page1 = await listSolutions({ plants: plantId, page: 1, pageSize: 10 });
    expect(page1).toMatchObject({ count: 15, next: "?page=2&page_size=10", previous: null });
    expect(resultIds(page1)).toEqual(slice(plantPublished, 1, 10));
    const page2 = await listSolutions({ plants: plantId, page: 2, pageSize: 10 });
    expect(page2).toMatchObject({ count: 15, next: null, previous: "?page=1&page_size=10" });
    expect(resultIds(page2)).toEqual(slice(plantPublished, 2, 10));
    expect(await listSolutions({ plants: plantId, page: 3, pageSize: 10 })).toMatchObject({ count: 15, results: [] });
  });
});

describe("a write shows on the next read, with no cache call", () => {
  it("publishes a draft", async () => {
    const draft = rows.find((r) => r.status === "draft" && r.categoryIds.includes(tree.childA))!;
    const before = published();
    const beforeA = inCategories(before, [tree.childA]).length;
    // Warm every cache this read uses, at the current version.
    expect((await listSolutions({ page: 1, pageSize: PAGE })).count).toBe(before.length);
    expect((await listSolutions({ categories: [tree.parent], page: 1, pageSize: PAGE })).count).toBe(
      inCategories(before, [tree.parent, tree.childA, tree.childB]).length,
    );

    await database.db.update(solutions).set({ status: "published" }).where(eq(solutions.id, draft.id));
    draft.status = "published";
    const after = published();
    const position = after.findIndex((r) => r.id === draft.id);
    const page = Math.floor(position / PAGE) + 1;
    const result = await listSolutions({ page, pageSize: PAGE });
    expect(result.count).toBe(before.length + 1);
    expect(resultIds(result)).toEqual(slice(after, page));
    expect(resultIds(result)[position % PAGE]).toBe(draft.id);
    const inA = await listSolutions({ categories: [tree.childA], page: 1, pageSize: PAGE });
    expect(inA.count).toBe(beforeA + 1);
    expect(resultIds(inA)).toEqual(slice(inCategories(after, [tree.childA]), 1));
  });

  it("moves a renamed solution to its new place", async () => {
    const moved = published()[700];
    expect((await listSolutions({ page: 1, pageSize: PAGE })).results[0].id).not.toBe(moved.id);
    const name = "Aardvark Booster";
    await database.db.update(solutions).set({ name, searchText: toSearchText(name, "Code 9999") }).where(eq(solutions.id, moved.id));
    moved.name = name;
    const first = await listSolutions({ page: 1, pageSize: PAGE });
    expect(first.count).toBe(published().length);
    expect(first.results[0]).toMatchObject({ id: moved.id, name });
    expect(resultIds(first)).toEqual(slice(published(), 1));
    expect(resultIds(await listSolutions({ page: 30, pageSize: PAGE }))).toEqual(slice(published(), 30));
    expect(resultIds(await listSolutions({ search: "aardvark", page: 1, pageSize: PAGE }))).toEqual([moved.id]);
  });

  it("moves a category under another parent", async () => {
    const treatment = () => inCategories(published(), [tree.parent, tree.childA, tree.childB]);
    const drilling = inCategories(published(), [tree.otherChild]);
    expect((await listSolutions({ categories: [tree.parent], page: 1, pageSize: PAGE })).count).toBe(treatment().length);
    expect((await listSolutions({ categories: [tree.otherRoot], page: 1, pageSize: PAGE })).count).toBe(drilling.length);

    await database.db.update(categories).set({ parentId: tree.parent }).where(eq(categories.id, tree.otherChild));
    const expected = inCategories(published(), [tree.parent, tree.childA, tree.childB, tree.otherChild]);
    expect(expected.length).toBeGreaterThan(treatment().length);
    const last = Math.ceil(expected.length / PAGE);
    const result = await listSolutions({ categories: [tree.parent], page: last, pageSize: PAGE });
    expect(result.count).toBe(expected.length);
    expect(resultIds(result)).toEqual(slice(expected, last));
    expect(result.next).toBeNull();
    expect(await listSolutions({ categories: [tree.otherRoot], page: 1, pageSize: PAGE })).toMatchObject({ count: 0, results: [] });
  });
});
