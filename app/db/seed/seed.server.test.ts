import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, count, countDistinct, eq, exists, ilike, isNotNull, isNull, not, or, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.server";
import { openTestDatabase } from "../test-database.server";
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
import { toSearchText } from "~/utils/search-text";
import { classCategory, labelElementsFor, parseStatementCodes } from "~/content/ghs";
import { hazardColumns } from "~/models/hazards.server";
import { SOLUTIONS } from "./data";
import { seedDemoContentIfEmpty } from "./seed.server";

/** Each run gets a fresh database (in-memory PGlite, or a new database on the DATABASE_URL server). */
const external = false;

let database: Database;
let firstResult: boolean;

async function countRows(table: PgTable, where?: ReturnType<typeof eq>) {
  const [row] = await database.db.select({ n: count() }).from(table).where(where);
  return row.n;
}

async function allCounts() {
  return {
    countries: await countRows(locations, eq(locations.type, "country")),
    cities: await countRows(locations, eq(locations.type, "city")),
    topCategories: await countRows(categories, isNull(categories.parentId)),
    childCategories: await countRows(categories, isNotNull(categories.parentId)),
    processes: await countRows(processes),
    plants: await countRows(plants),
    plantProcesses: await countRows(plantProcesses),
    plantSolutions: await countRows(plantSolutions),
    solutions: await countRows(solutions),
    solutionCategories: await countRows(solutionCategories),
    jobFunctions: await countRows(jobFunctions),
    departments: await countRows(departments),
    vacancies: await countRows(vacancies),
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  firstResult = await seedDemoContentIfEmpty(database.db);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe("seedDemoContentIfEmpty", () => {
  it("seeds an empty database once and is a no-op afterwards", async () => {
    if (!external) expect(firstResult).toBe(true);
    const before = await allCounts();
    console.info("seeded counts:", before);
    expect(await seedDemoContentIfEmpty(database.db)).toBe(false);
    expect(await allCounts()).toEqual(before);
  });

  it("meets the minimum counts", async () => {
    const c = await allCounts();
    expect(c.countries).toBeGreaterThanOrEqual(12);
    expect(c.cities).toBeGreaterThanOrEqual(36);
    expect(c.topCategories).toBeGreaterThanOrEqual(10);
    expect(c.childCategories).toBeGreaterThan(0);
    expect(c.processes).toBeGreaterThanOrEqual(6);
    expect(c.plants).toBeGreaterThanOrEqual(34);
    expect(c.solutions).toBeGreaterThanOrEqual(160);
    expect(c.jobFunctions).toBeGreaterThanOrEqual(8);
    expect(c.departments).toBeGreaterThanOrEqual(5);
    expect(c.vacancies).toBeGreaterThanOrEqual(8);
    const [spread] = await database.db.select({ n: countDistinct(plants.countryId) }).from(plants);
    expect(spread.n).toBeGreaterThanOrEqual(10);
  });

  it("inserts an Omani plant first", async () => {
    const [first] = await database.db
      .select({ code: locations.code })
      .from(plants)
      .innerJoin(locations, eq(locations.id, plants.countryId))
      .orderBy(asc(plants.id))
      .limit(1);
    expect(first.code).toBe("OM");
  });

  it("lists every solution in at least one category", async () => {
    const { db } = database;
    const uncategorised = await countRows(
      solutions,
      not(exists(db.select({ one: sql`1` }).from(solutionCategories).where(eq(solutionCategories.solutionId, solutions.id)))),
    );
    expect(uncategorised).toBe(0);
    const [withTwo] = await db
      .select({ n: count() })
      .from(sql`(select solution_id from solution_categories group by solution_id having count(*) > 1) as multi`);
    expect(withTwo.n).toBeGreaterThan(0);
  });

  it("links every plant to 1–3 processes and 8–25 solutions", async () => {
    if (external) return;
    const { db } = database;
    const perPlant = async (table: typeof plantProcesses | typeof plantSolutions) =>
      new Map(
        (await db.select({ plantId: table.plantId, n: count() }).from(table).groupBy(table.plantId)).map((r) => [r.plantId, r.n]),
      );
    const processCounts = await perPlant(plantProcesses);
    const solutionCounts = await perPlant(plantSolutions);
    const list = (await db.select({ id: plants.id }).from(plants)).map((p) => ({
      processes: processCounts.get(p.id) ?? 0,
      solutions: solutionCounts.get(p.id) ?? 0,
    }));
    expect(list.length).toBeGreaterThanOrEqual(34);
    for (const r of list) {
      expect(r.processes).toBeGreaterThanOrEqual(1);
      expect(r.processes).toBeLessThanOrEqual(3);
      expect(r.solutions).toBeGreaterThanOrEqual(8);
      expect(r.solutions).toBeLessThanOrEqual(25);
    }
  });

  it("stores only sanitized rich text", async () => {
    const unsafe = (column: typeof solutions.description | typeof vacancies.content) =>
      or(ilike(column, "%<script%"), ilike(column, "%onerror%"));
    expect(await countRows(solutions, unsafe(solutions.description))).toBe(0);
    expect(await countRows(vacancies, unsafe(vacancies.content))).toBe(0);
    expect(await countRows(solutions, eq(solutions.description, ""))).toBe(0);
  });

  it("writes accent-free search text, including for accented names", async () => {
    const { db } = database;
    const accented = await db
      .select({ name: solutions.name, commercialName: solutions.commercialName, commercialNameAr: solutions.commercialNameAr, searchText: solutions.searchText })
      .from(solutions)
      .where(ilike(solutions.searchText, "%demulsifiant%"));
    expect(accented.length).toBeGreaterThan(0);
    // Both languages' names: a solution is found from either language's page.
    for (const s of accented) expect(s.searchText).toBe(toSearchText(s.name, s.commercialName, s.commercialNameAr));
    expect(await countRows(solutions, ilike(solutions.name, "%Demulsifier%"))).toBeGreaterThanOrEqual(3);
  });
});

describe("the demo solutions' hazard data", () => {
  const ARABIC = /[\u0600-\u06FF]/;
  const hazardRows = () =>
    database.db
      .select({ name: solutions.name, ...hazardColumns })
      .from(solutions)
      .orderBy(asc(solutions.id));

  it("stores every demo solution's hazards as the seed data has them", async () => {
    const rows = await hazardRows();
    expect(rows).toHaveLength(SOLUTIONS.length);
    const byName = new Map(SOLUTIONS.map((s) => [s.name, s.hazards]));
    for (const { name, ...stored } of rows) expect(stored, name).toEqual(byName.get(name));
  });

  it("leaves 4–6 solutions of different lines not entered, with nothing entered at all", async () => {
    const notEntered = (await hazardRows()).filter((row) => row.hazardStatus === "not_entered");
    expect(notEntered.length).toBeGreaterThanOrEqual(4);
    expect(notEntered.length).toBeLessThanOrEqual(6);
    expect(new Set(notEntered.map((row) => row.name.split(/[- ]\d/)[0])).size).toBe(notEntered.length);
    for (const { name, hazardStatus: _status, ...rest } of notEntered) {
      expect(Object.values(rest).every((value) => value === null || (Array.isArray(value) && value.length === 0)), name).toBe(true);
    }
  });

  it("marks several solutions not classified: no classes, pictograms, signal word, statements or UN number", async () => {
    const notClassified = (await hazardRows()).filter((row) => row.hazardStatus === "not_classified");
    expect(notClassified.length).toBeGreaterThanOrEqual(10);
    for (const row of notClassified) {
      expect([row.ghsClassification, row.ghsPictograms, row.hazardStatements, row.precautionaryStatements], row.name).toEqual([[], [], [], []]);
      expect([row.ghsSignalWord, row.unNumber, row.shippingName], row.name).toEqual([null, null, null]);
    }
  });

  it("derives pictograms, signal word and H statements from the classification, with codes from the lists", async () => {
    const classified = (await hazardRows()).filter((row) => row.hazardStatus === "classified");
    expect(classified.length).toBeGreaterThan(SOLUTIONS.length / 2);
    for (const row of classified) {
      expect(row.ghsClassification.length, row.name).toBeGreaterThan(0);
      for (const { hazardClass, category } of row.ghsClassification) expect(classCategory(hazardClass, category), `${row.name}: ${hazardClass} ${category}`).not.toBeNull();
      const label = labelElementsFor(row.ghsClassification);
      expect({ pictograms: row.ghsPictograms, signalWord: row.ghsSignalWord, hazardStatements: row.hazardStatements }, row.name).toEqual(label);
      for (const [codes, kind] of [[row.hazardStatements, "H"], [row.precautionaryStatements, "P"]] as const) {
        const parsed = parseStatementCodes(codes, kind);
        expect({ unknown: parsed.unknown, wrongKind: parsed.wrongKind, codes: parsed.codes }, row.name).toEqual({ unknown: [], wrongKind: [], codes });
      }
      expect(row.precautionaryStatements.length, row.name).toBeLessThanOrEqual(8);
      // A signal word, unless none of the classes carries one (Aquatic Chronic 3 alone).
      const carriesOne = row.ghsClassification.some(({ hazardClass, category }) => classCategory(hazardClass, category)?.signalWord);
      expect(row.ghsSignalWord !== null, row.name).toBe(carriesOne);
    }
  });

  it("ships dangerous goods under a UN number with class, packing group and the shipping name in both languages", async () => {
    const rows = await hazardRows();
    const dangerousGoods = rows.filter((row) => row.unNumber !== null);
    expect(dangerousGoods.length).toBeGreaterThan(20);
    for (const row of dangerousGoods) {
      expect(row.unNumber, row.name).toMatch(/^UN\d{4}$/);
      expect(row.hazardStatus, row.name).toBe("classified");
      expect(row.shippingName, row.name).toMatch(/^[A-Z]/);
      expect(row.shippingNameAr, row.name).toMatch(ARABIC);
      expect(row.transportClass, row.name).toMatch(/^(3|5\.1|6\.1|8|9)( \((3|5\.1|6\.1|8)(, (6\.1|8))?\))?$/);
      expect(["I", "II", "III"], row.name).toContain(row.packingGroup);
      expect(typeof row.marinePollutant, row.name).toBe("boolean");
    }
    for (const row of rows.filter((r) => r.unNumber === null)) {
      expect([row.shippingName, row.shippingNameAr, row.transportClass, row.packingGroup, row.marinePollutant], row.name).toEqual([null, null, null, null, null]);
    }
  });
});
