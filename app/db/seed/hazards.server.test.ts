import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client.server";
import { openTestDatabase } from "../test-database.server";
import { seedMarks, solutions } from "../schema";
import { SOLUTIONS } from "./data";
import { HAZARD_SEED_MARK, seedHazardsOnce } from "./hazards.server";
import { seedDemoContentIfEmpty } from "./seed.server";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/** Whole rows: the fill must put back every hazard column and touch nothing else. */
const hazards = () => database.db.select().from(solutions).orderBy(asc(solutions.id));

describe("seedHazardsOnce", () => {
  it("is marked done in a new database, which got the hazards with its solutions", async () => {
    expect(await seedHazardsOnce(database.db)).toBe(false);
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(seedMarks).where(eq(seedMarks.name, HAZARD_SEED_MARK));
    expect(n).toBe(1);
  });

  it("fills a database seeded before hazard data once, leaving a solution staff have entered as it is", async () => {
    const d = database.db;
    const seeded = await hazards();
    // As the migration leaves an older database: every solution "not entered", no mark.
    await d.execute(sql`UPDATE solutions SET hazard_status = 'not_entered', ghs_classification = '[]'::jsonb, ghs_pictograms = '{}', ghs_signal_word = NULL,
      hazard_statements = '{}', precautionary_statements = '{}', un_number = NULL, shipping_name = NULL, shipping_name_ar = NULL, transport_class = NULL,
      packing_group = NULL, marine_pollutant = NULL, flash_point_c = NULL, ph = NULL, density_kg_m3 = NULL, pour_point_c = NULL`);
    await d.delete(seedMarks).where(eq(seedMarks.name, HAZARD_SEED_MARK));
    const staffs = seeded.find((row) => row.hazardStatus === "classified")!;
    await d.update(solutions).set({ hazardStatus: "not_classified", ph: 7 }).where(eq(solutions.id, staffs.id));

    expect(await seedHazardsOnce(d)).toBe(true);
    const after = await hazards();
    expect(after.filter((row) => row.id !== staffs.id)).toEqual(seeded.filter((row) => row.id !== staffs.id));
    expect(after.find((row) => row.id === staffs.id)).toMatchObject({ hazardStatus: "not_classified", ghsPictograms: [], unNumber: null, ph: 7 });
    expect(after.filter((row) => row.hazardStatus === "not_entered").map((row) => row.name).sort()).toEqual(
      SOLUTIONS.filter((s) => s.hazards.hazardStatus === "not_entered").map((s) => s.name).sort(),
    );

    // Once: clearing a solution's hazards by hand lasts.
    await d.update(solutions).set({ hazardStatus: "not_entered", ghsPictograms: [], unNumber: null, shippingNameAr: null }).where(eq(solutions.name, "BioShield BC-610"));
    expect(await seedHazardsOnce(d)).toBe(false);
    const [cleared] = await d.select({ status: solutions.hazardStatus, un: solutions.unNumber }).from(solutions).where(eq(solutions.name, "BioShield BC-610"));
    expect(cleared).toEqual({ status: "not_entered", un: null });
  });
});
