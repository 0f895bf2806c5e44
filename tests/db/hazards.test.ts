/**
 * Hazard data over a real database: the hazard filter (pictograms and "not classified", ORed) answers from the
 * catalogue order with exact counts, combined with a category filter and a search, drafts never counted, a change
 * seen on the next read; a solution's own detail carries its hazards with each code's text in the language asked
 * for, "not entered" distinct from "not classified"; the database refuses a malformed UN number or pH.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { categories, solutionCategories, solutions } from "~/db/schema";
import { getSolution, listSolutions } from "~/models/solutions.server";
import { toSearchText } from "~/utils/search-text";
import type { HazardFilterValue } from "~/content/ghs/hazard-filter";

let database: Database;

type Profile = "methanol" | "corrosive" | "clear" | "none";
interface Row {
  i: number;
  id: number;
  name: string;
  profile: Profile;
  published: boolean;
  inCategory: boolean;
}

const TOTAL = 240;
const rows: Row[] = [];
let categoryId = 0;

/** Four states in turn: flammable and toxic (methanol-based), corrosive, entered as not classified, not entered. */
const PROFILES: Profile[] = ["methanol", "corrosive", "clear", "none"];
const HAZARDS = {
  methanol: {
    hazardStatus: "classified" as const,
    ghsClassification: [
      { hazardClass: "flammable-liquids", category: "2" },
      { hazardClass: "acute-toxicity-oral", category: "3" },
    ],
    ghsPictograms: ["GHS02", "GHS06"],
    ghsSignalWord: "danger" as const,
    hazardStatements: ["H225", "H301"],
    precautionaryStatements: ["P210", "P301+P310"],
    unNumber: "UN1992",
    shippingName: "Flammable liquid, toxic, n.o.s. (methanol)",
    shippingNameAr: "سائل لهوب، سام، غير محدد في موضع آخر (ميثانول)",
    transportClass: "3 (6.1)",
    packingGroup: "II" as const,
    marinePollutant: false,
    flashPointC: 12,
    densityKgM3: 880,
  },
  corrosive: {
    hazardStatus: "classified" as const,
    ghsClassification: [{ hazardClass: "skin-corrosion-irritation", category: "1B" }],
    ghsPictograms: ["GHS05"],
    ghsSignalWord: "danger" as const,
    hazardStatements: ["H314"],
    precautionaryStatements: ["P280", "P305+P351+P338"],
    ph: 1.5,
  },
  clear: { hazardStatus: "not_classified" as const, ph: 7, densityKgM3: 1020 },
  none: {},
};

const pad = (n: number) => String(n).padStart(3, "0");
const published = () => rows.filter((r) => r.published).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
const matching = (list: Row[], choices: HazardFilterValue[]) =>
  list.filter(
    (r) =>
      (choices.includes("not-classified") && r.profile === "clear") ||
      (r.profile === "methanol" && (choices.includes("GHS02") || choices.includes("GHS06"))) ||
      (r.profile === "corrosive" && choices.includes("GHS05")),
  );
const ids = (list: Row[]) => list.map((r) => r.id);

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  const d = database.db;
  [{ id: categoryId }] = await d.insert(categories).values({ name: "Corrosion Inhibitors", parentId: null, position: 1 }).returning({ id: categories.id });
  const generated = Array.from({ length: TOTAL }, (_, i) => ({
    i,
    // Permuted against insert order, so the catalogue order is not id order.
    name: `Agent ${pad((i * 37) % TOTAL)}${i % 8 === 5 ? " amine" : ""}`,
    profile: PROFILES[i % 4],
    published: i % 10 !== 9,
    inCategory: i % 3 === 0,
  }));
  const inserted = await d
    .insert(solutions)
    .values(
      generated.map((r) => ({
        name: r.name,
        description: `row ${r.i}`,
        searchText: toSearchText(r.name),
        status: r.published ? ("published" as const) : ("draft" as const),
        ...HAZARDS[r.profile],
      })),
    )
    .returning({ id: solutions.id, description: solutions.description });
  const idOf = new Map(inserted.map((row) => [row.description, row.id]));
  for (const r of generated) rows.push({ ...r, id: idOf.get(`row ${r.i}`)! });
  await d.insert(solutionCategories).values(rows.filter((r) => r.inCategory).map((r) => ({ solutionId: r.id, categoryId })));
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database?.close();
});

describe("the hazard filter", () => {
  const list = (hazards: HazardFilterValue[], extra: { categories?: number[]; search?: string; page?: number } = {}) =>
    listSolutions({ hazards, page: extra.page ?? 1, pageSize: 20, categories: extra.categories, search: extra.search });

  it.each<[string, HazardFilterValue[]]>([
    ["one pictogram", ["GHS05"]],
    ["two pictograms of the same solutions, counted once", ["GHS02", "GHS06"]],
    ["not classified", ["not-classified"]],
    ["not classified or corrosive", ["not-classified", "GHS05"]],
    ["a pictogram nobody shows", ["GHS01"]],
  ])("%s: exact count and the pages in catalogue order, drafts left out", async (_, choices) => {
    const expected = matching(published(), choices);
    const first = await list(choices);
    expect(first.count).toBe(expected.length);
    expect(first.results.map((s) => s.id)).toEqual(ids(expected.slice(0, 20)));
    const third = await list(choices, { page: 3 });
    expect(third.results.map((s) => s.id)).toEqual(ids(expected.slice(40, 60)));
  });

  it("combines with a category filter and with a search (AND), counts exact", async () => {
    const inCategory = matching(published(), ["GHS02"]).filter((r) => r.inCategory);
    const byCategory = await list(["GHS02"], { categories: [categoryId] });
    expect(byCategory.count).toBe(inCategory.length);
    expect(byCategory.results.map((s) => s.id)).toEqual(ids(inCategory.slice(0, 20)));
    const searched = await list(["not-classified"], { search: "amine" });
    const expected = matching(published(), ["not-classified"]).filter((r) => r.name.endsWith("amine"));
    expect(searched.count).toBe(expected.length);
    expect(new Set(searched.results.map((s) => s.id))).toEqual(new Set(ids(expected)));
  });

  it("gives each row its hazard summary: pictograms only when classified", async () => {
    const page = await list([]);
    for (const solution of page.results) {
      const row = rows.find((r) => r.id === solution.id)!;
      const expected = { methanol: ["GHS02", "GHS06"], corrosive: ["GHS05"], clear: [], none: [] }[row.profile];
      expect(solution.hazards).toMatchObject({ pictograms: expected, status: { methanol: "classified", corrosive: "classified", clear: "not_classified", none: "not_entered" }[row.profile] });
    }
  });

  it("sees a change on the next read", async () => {
    const before = (await list(["GHS05"])).count ?? 0;
    const row = published().find((r) => r.profile === "clear")!;
    await database.db.update(solutions).set(HAZARDS.corrosive).where(eq(solutions.id, row.id));
    expect((await list(["GHS05"])).count).toBe(before + 1);
    await database.db.update(solutions).set({ ...HAZARDS.clear, ghsClassification: [], ghsPictograms: [], ghsSignalWord: null, hazardStatements: [], precautionaryStatements: [] }).where(eq(solutions.id, row.id));
    expect((await list(["GHS05"])).count).toBe(before);
  });
});

describe("a solution's hazards", () => {
  const first = (profile: Profile) => published().find((r) => r.profile === profile)!.id;

  it("carries every code with its standard text, the classification named, transport and physical data, in English", async () => {
    const solution = await getSolution(first("methanol"), "en");
    expect(solution?.hazards).toEqual({
      status: "classified",
      pictograms: ["GHS02", "GHS06"],
      signal_word: "danger",
      classification: [
        { hazard_class: "flammable-liquids", category: "2", name: "Flammable liquids, Category 2" },
        { hazard_class: "acute-toxicity-oral", category: "3", name: "Acute toxicity (oral), Category 3" },
      ],
      hazard_statements: [
        { code: "H225", text: "Highly flammable liquid and vapour" },
        { code: "H301", text: "Toxic if swallowed" },
      ],
      precautionary_statements: [
        { code: "P210", text: expect.stringMatching(/^Keep away from heat/) },
        { code: "P301+P310", text: expect.stringMatching(/^IF SWALLOWED: Immediately call a POISON CENTER/) },
      ],
      transport: { un_number: "UN1992", proper_shipping_name: "Flammable liquid, toxic, n.o.s. (methanol)", class: "3 (6.1)", packing_group: "II", marine_pollutant: false },
      physical: { flash_point_c: 12, ph: null, density_kg_m3: 880, pour_point_c: null },
    });
  });

  it("in Arabic: the texts and the shipping name in Arabic, the codes unchanged", async () => {
    const hazards = (await getSolution(first("methanol"), "ar"))?.hazards;
    if (!hazards || !("hazard_statements" in hazards)) throw new Error("no detail");
    expect(hazards.hazard_statements.map((s) => s.code)).toEqual(["H225", "H301"]);
    for (const statement of [...hazards.hazard_statements, ...hazards.precautionary_statements, ...hazards.classification.map((c) => ({ text: c.name }))]) {
      expect(statement.text).toMatch(/[\u0600-\u06ff]/);
    }
    expect(hazards.transport?.proper_shipping_name).toBe("سائل لهوب، سام، غير محدد في موضع آخر (ميثانول)");
  });

  it("keeps 'not classified' apart from 'not entered'", async () => {
    expect((await getSolution(first("clear")))?.hazards).toMatchObject({ status: "not_classified", pictograms: [], hazard_statements: [], physical: { ph: 7, density_kg_m3: 1020 } });
    expect((await getSolution(first("none")))?.hazards).toMatchObject({ status: "not_entered", pictograms: [], transport: null, physical: null });
  });
});

describe("the database", () => {
  it("refuses a malformed UN number and a pH outside 0–14", async () => {
    const id = first();
    await expect(database.db.update(solutions).set({ unNumber: "UN12345" }).where(eq(solutions.id, id))).rejects.toThrow();
    await expect(database.db.update(solutions).set({ unNumber: "1230" }).where(eq(solutions.id, id))).rejects.toThrow();
    await expect(database.db.update(solutions).set({ ph: 15 }).where(eq(solutions.id, id))).rejects.toThrow();
  });
  const first = () => rows[0].id;
});
