/** The finder's ranking, reasons and left-out counts, and the plants nearest a chosen point (issue 41). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { locations, plantSolutions, plants, problems, solutionProblems, solutions } from "~/db/schema";
import { findProblem, findSolutions, listProblemGroups, type FinderProblem } from "./finder.server";
import { chosenPoint, plantsMaking } from "./technical.server";

let database: Database;
let h2s: FinderProblem;
const ids: Record<string, number> = {};
let muscatId: number;
let omanId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  const d = database.db;
  const [group] = await d.insert(problems).values({ slug: "production", name: "Production", nameAr: "الإنتاج", position: 0 }).returning();
  const [h2sRow, scaleRow] = await d
    .insert(problems)
    .values([
      { slug: "h2s", name: "Hydrogen sulphide (H₂S)", nameAr: "كبريتيد الهيدروجين", parentId: group.id, position: 0 },
      { slug: "carbonate-scale", name: "Carbonate scale", parentId: group.id, position: 1 },
      { slug: "hydrates", name: "Gas hydrates", parentId: group.id, position: 2 },
    ])
    .returning();
  const rows = await d
    .insert(solutions)
    .values([
      // A specialist for gas, rated 80 °C, onshore only.
      { name: "Scav A", systems: ["gas"], maxTemperatureC: 80, sites: ["onshore"], environmentalGrades: [] },
      // Same as A but low toxicity and offshore: ranks before A (more grades), after nothing else equal.
      { name: "Scav B LT", systems: ["gas"], maxTemperatureC: 80, sites: ["onshore", "offshore"], environmentalGrades: ["low-toxicity", "readily-biodegradable"] },
      // High temperature, gas and oil, but also treats scale: a multi-purpose product, after the specialists.
      { name: "Scav C HT", systems: ["gas", "oil"], maxTemperatureC: 150, sites: ["onshore"], environmentalGrades: [] },
      // Oil only.
      { name: "Scav D", systems: ["oil"], maxTemperatureC: 90, sites: ["onshore"], environmentalGrades: [] },
      // Gas, no rating, no dose range: after A (same grades) by its dose.
      { name: "Scav 0", systems: ["gas"], maxTemperatureC: null, sites: ["onshore"], environmentalGrades: [] },
      // A draft never shows.
      { name: "Scav Draft", systems: ["gas"], maxTemperatureC: 200, sites: ["onshore", "offshore"], status: "draft" },
    ])
    .returning();
  for (const r of rows) ids[r.name] = r.id;
  const dose = { doseMin: 10, doseMax: 50, doseUnit: "ppm-v" as const };
  await d.insert(solutionProblems).values([
    { solutionId: ids["Scav A"], problemId: h2sRow.id, ...dose },
    { solutionId: ids["Scav B LT"], problemId: h2sRow.id, ...dose },
    { solutionId: ids["Scav C HT"], problemId: h2sRow.id, ...dose },
    { solutionId: ids["Scav C HT"], problemId: scaleRow.id, ...dose },
    { solutionId: ids["Scav D"], problemId: h2sRow.id, ...dose },
    { solutionId: ids["Scav 0"], problemId: h2sRow.id },
    { solutionId: ids["Scav Draft"], problemId: h2sRow.id, ...dose },
  ]);
  const [oman] = await d.insert(locations).values({ name: "Oman", nameAr: "عُمان", type: "country", code: "OM", latitude: 23.588, longitude: 58.383 }).returning();
  omanId = oman.id;
  const [muscat] = await d.insert(locations).values({ name: "Muscat", nameAr: "مسقط", type: "city", parentId: oman.id, latitude: 23.588, longitude: 58.383 }).returning();
  muscatId = muscat.id;
  const plantRows = await d
    .insert(plants)
    .values([
      { name: "Sohar plant", address: "", latitude: 24.347, longitude: 56.709, countryId: oman.id },
      { name: "Salalah plant", address: "", latitude: 17.019, longitude: 54.089, countryId: oman.id },
      { name: "Muscat plant", address: "", latitude: 23.6, longitude: 58.4, countryId: oman.id },
    ])
    .returning();
  await d.insert(plantSolutions).values(plantRows.map((p) => ({ plantId: p.id, solutionId: ids["Scav A"] })));
  const found = await findProblem("h2s", "en");
  if (!found) throw new Error("no h2s");
  h2s = found;
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database?.close();
});

const names = (fits: { name: string }[]) => fits.map((f) => f.name);

describe("listProblemGroups and findProblem", () => {
  it("lists groups with their problems in the editor's order, in the page's language", async () => {
    const [group] = await listProblemGroups("ar");
    expect(group.name).toBe("الإنتاج");
    expect(group.problems.map((p) => p.name)).toEqual(["كبريتيد الهيدروجين", "Carbonate scale", "Gas hydrates"]);
    expect(await findProblem("production", "en")).toBeNull();
    expect(await findProblem("nope", "en")).toBeNull();
  });
});

describe("findSolutions", () => {
  it("without conditions ranks specialists first, then a dose range, then more grades, then name; drafts never", async () => {
    const result = await findSolutions(h2s, {}, "en");
    expect(names(result.fits)).toEqual(["Scav B LT", "Scav A", "Scav D", "Scav 0", "Scav C HT"]);
    expect(result.total).toBe(5);
    expect(result.missedOnly).toEqual([]);
  });

  it("gives each fit its reasons: the problem, the stated system, its rating, offshore use, its grades", async () => {
    const result = await findSolutions(h2s, { system: "gas", site: "offshore" }, "en");
    expect(names(result.fits)).toEqual(["Scav B LT"]);
    expect(result.fits[0].reasons).toEqual([
      { kind: "treats", problem: "Hydrogen sulphide (H₂S)" },
      { kind: "system", system: "gas" },
      { kind: "temperature", maxC: 80 },
      { kind: "site", site: "offshore" },
      { kind: "grade", grade: "low-toxicity" },
      { kind: "grade", grade: "readily-biodegradable" },
    ]);
  });

  it("counts those left out by one condition only, and by several", async () => {
    const result = await findSolutions(h2s, { system: "gas", temperatureC: 120 }, "en");
    expect(names(result.fits)).toEqual(["Scav C HT"]);
    // A, B LT and 0 (no rating) miss only the temperature; D misses the system and the temperature.
    expect(result.missedOnly).toEqual([{ condition: "temperature", count: 3 }]);
    expect(result.missedSeveral).toBe(1);
  });

  it("an empty result says what dropping each condition would give", async () => {
    const result = await findSolutions(h2s, { system: "oil", temperatureC: 120, environment: "low-toxicity" }, "en");
    expect(result.fits).toEqual([]);
    expect(result.total).toBe(0);
    expect(result.withoutCondition).toEqual([
      { condition: "system", count: 0 },
      { condition: "temperature", count: 0 },
      { condition: "environment", count: 1 },
    ]);
    const hydrates = await findProblem("hydrates", "en");
    const none = await findSolutions(hydrates!, {}, "en");
    expect(none).toMatchObject({ fits: [], total: 0, missedOnly: [], missedSeveral: 0, withoutCondition: [] });
  });

  it("ties on every key come out by name then id, the same every time", async () => {
    const first = await findSolutions(h2s, { system: "gas", temperatureC: 60 }, "en");
    const again = await findSolutions(h2s, { system: "gas", temperatureC: 60 }, "en");
    expect(names(first.fits)).toEqual(["Scav B LT", "Scav A", "Scav C HT"]);
    expect(names(again.fits)).toEqual(names(first.fits));
  });
});

describe("plants nearest first", () => {
  it("orders a solution's plants by great-circle distance from a city, or by name without a point", async () => {
    const point = await chosenPoint(new URLSearchParams({ country: String(omanId), city: String(muscatId) }), "ar");
    expect(point).toMatchObject({ label: "مسقط، عُمان", cityId: muscatId });
    const near = await plantsMaking([ids["Scav A"]], point!.point, "en");
    expect(near.get(ids["Scav A"])!.map((p) => [p.name, p.distance_km])).toEqual([
      ["Muscat plant", 2],
      ["Sohar plant", 190],
      ["Salalah plant", 857],
    ]);
    const listed = await plantsMaking([ids["Scav A"]], null, "en");
    expect(listed.get(ids["Scav A"])!.map((p) => p.name)).toEqual(["Muscat plant", "Salalah plant", "Sohar plant"]);
  });

  it("takes coordinates first, a country alone as its capital, and nothing unusable", async () => {
    expect(await chosenPoint(new URLSearchParams({ lat: "17", lon: "54", city: String(muscatId) }), "en")).toMatchObject({ point: { latitude: 17, longitude: 54 }, label: null });
    expect(await chosenPoint(new URLSearchParams({ country: String(omanId) }), "en")).toMatchObject({ label: "Oman", cityId: null });
    // A city that is not the country's, a country id given as a city, junk: no point.
    expect(await chosenPoint(new URLSearchParams({ city: String(omanId) }), "en")).toBeNull();
    expect(await chosenPoint(new URLSearchParams({ country: "x", lat: "100", lon: "0" }), "en")).toBeNull();
  });
});
