/**
 * Names past Latin-1 in the catalogue order: the order keeps such lines of its search text and commercial
 * names apart, so that a few Arabic names or en dashes do not make the whole joined text two bytes a character. Each
 * must still be found, ranked and paged exactly like the others: by a word of it, by its whole name (exact), by its
 * commercial name's start, among other solutions, in several words and after a misspelling.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { solutions } from "~/db/schema";
import { listSolutions } from "~/models/solutions.server";
import { toSearchText } from "~/utils/search-text";

let database: Database;
const idOf = new Map<string, number>();

const CATALOGUE: [name: string, commercial: string][] = [
  ["Corrosion Inhibitor – Pipeline", "CI–100"],
  ["مانع التآكل", "PetroGuard"],
  ["Scale Stop", "سكيل"],
  ["Pipeline Cleaner", "PC-7"],
  ["Corrosion Guard", "Guard 5"],
  ["مزيل الاستحلاب", "مزيل 20"],
  ["Demulsifier Plus", "Demu"],
  ["Antiscale Blend", "سكيل برو"],
];

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  const inserted = await database.db
    .insert(solutions)
    .values(CATALOGUE.map(([name, commercialName]) => ({ name, commercialName, description: name, searchText: toSearchText(name, commercialName), status: "published" as const })))
    .returning({ id: solutions.id, name: solutions.name });
  for (const row of inserted) idOf.set(row.name, row.id);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database?.close();
});

const names = async (search: string) => {
  const page = await listSolutions({ search, page: 1, pageSize: 20 });
  const byId = new Map([...idOf].map(([name, id]) => [id, name]));
  return { count: page.count, names: page.results.map((s) => byId.get(s.id)) };
};

describe("names past Latin-1 in the order", () => {
  it("are listed in the database's order among the others", async () => {
    const all = await listSolutions({ page: 1, pageSize: 20 });
    const { rows } = (await database.db.execute(sql`SELECT id FROM solutions WHERE status = 'published' ORDER BY name, id`)) as unknown as { rows: { id: number }[] };
    expect(all.results.map((s) => s.id)).toEqual(rows.map((r) => Number(r.id)));
    expect(all.count).toBe(CATALOGUE.length);
  });

  it("are found by a word, ranked exact, then starting with it, then containing it", async () => {
    expect(await names("مانع")).toEqual({ count: 1, names: ["مانع التآكل"] });
    // The whole name (its hamza written or not) and then the commercial name: exact.
    expect(await names("مانع التاكل")).toEqual({ count: 1, names: ["مانع التآكل"] });
    // A commercial name that is the query: exact, before the name starting with it.
    expect(await names("مزيل")).toEqual({ count: 1, names: ["مزيل الاستحلاب"] });
    expect(await names("سكيل")).toEqual({ count: 2, names: ["Scale Stop", "Antiscale Blend"] });
    expect(await names("petroguard")).toEqual({ count: 1, names: ["مانع التآكل"] });
    // A Latin name starting with the word before a wide one containing it.
    expect(await names("pipeline")).toEqual({ count: 2, names: ["Pipeline Cleaner", "Corrosion Inhibitor – Pipeline"] });
    expect(await names("corrosion")).toEqual({ count: 2, names: ["Corrosion Guard", "Corrosion Inhibitor – Pipeline"] });
    // The en dash is part of the words it joins.
    expect(await names("ci–100")).toEqual({ count: 1, names: ["Corrosion Inhibitor – Pipeline"] });
    expect(await names("inhibitor – pipeline")).toEqual({ count: 1, names: ["Corrosion Inhibitor – Pipeline"] });
  });

  it("rank a name starting with several words first, and correct a misspelling to a word of them", async () => {
    expect(await names("corrosion inhibitor")).toEqual({ count: 1, names: ["Corrosion Inhibitor – Pipeline"] });
    expect(await names("مزيل الاستحلاب")).toEqual({ count: 1, names: ["مزيل الاستحلاب"] });
    expect(await names("pipelne")).toEqual({ count: 2, names: ["Pipeline Cleaner", "Corrosion Inhibitor – Pipeline"] });
  });
});
