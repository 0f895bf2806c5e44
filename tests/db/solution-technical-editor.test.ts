/**
 * The solution editor's technical data and problems treated over a real database: a save stores the codes, the
 * temperature and each problem's dose range with the rest of the solution (one version, one audit entry naming what
 * changed); a bad dose, an unknown code or a problem not on the list stores nothing and answers the form with what was
 * typed; a stale version is refused like any save of the solution; a new solution is created with its technical data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, problems, solutionProblems, solutions } from "~/db/schema";
import { CONTENT_MESSAGES } from "~/forms/content";
import { TECHNICAL_MESSAGES } from "~/forms/solution-technical";
import { SOLUTION_MESSAGES } from "~/forms/solutions";
import { toSearchText } from "~/utils/search-text";
import { updateSolution } from "~/models/solutions-editor.server";
import * as editSolution from "~/routes/staff.solutions.$id/route";
import * as newSolutionRoute from "~/routes/staff.solutions.new/route";
import { answerOf, args, settle, staffClient, toastOf, type StaffClient } from "./staff-fixtures";

let database: Database;
let staff: StaffClient;
/** Two problems under a group: sweet corrosion and H2S. */
const problem = { group: 0, sweet: 0, h2s: 0 };

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  staff = await staffClient("editor-technical@sahel.example.om", ["editor"]);
  [{ id: problem.group }] = await database.db
    .insert(problems)
    .values({ slug: "t-production", name: "Production (technical test)" })
    .returning({ id: problems.id });
  [{ id: problem.sweet }, { id: problem.h2s }] = await database.db
    .insert(problems)
    .values([
      { slug: "t-sweet", name: "Sweet (CO₂) corrosion", parentId: problem.group, position: 0 },
      { slug: "t-h2s", name: "H₂S", parentId: problem.group, position: 1 },
    ])
    .returning({ id: problems.id });
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const edit = (id: number, fields: Record<string, string>) =>
  settle(() => editSolution.action(args(staff.post(`/staff/solutions/${id}`, fields), { id: String(id) })));

async function newSolution(name: string) {
  const [row] = await database.db
    .insert(solutions)
    .values({ name, commercialName: "", description: "", status: "published", searchText: toSearchText(name) })
    .returning({ id: solutions.id });
  return row.id;
}

async function stored(id: number) {
  const [row] = await database.db.select().from(solutions).where(eq(solutions.id, id));
  return row;
}

const linksOf = (id: number) =>
  database.db
    .select({
      problemId: solutionProblems.problemId,
      doseMin: solutionProblems.doseMin,
      doseMax: solutionProblems.doseMax,
      doseUnit: solutionProblems.doseUnit,
    })
    .from(solutionProblems)
    .where(eq(solutionProblems.solutionId, id))
    .orderBy(asc(solutionProblems.problemId));

async function lastAudit(action: string) {
  const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return JSON.parse(row.details!);
}

/** The whole editor form of a corrosion inhibitor, technical data included. */
const inhibitor = (name: string, version: number) => ({
  intent: "save",
  version: String(version),
  name,
  commercial_name: "",
  description: "A filming amine.",
  system_oil: "on",
  system_produced_water: "on",
  max_temperature_c: "150",
  injection_downhole: "on",
  injection_flowline: "on",
  grade_low_toxicity: "on",
  site_onshore: "on",
  site_offshore: "on",
  [`problem_${problem.sweet}`]: "on",
  [`problem_${problem.sweet}_dose_min`]: "10",
  [`problem_${problem.sweet}_dose_max`]: "50",
  [`problem_${problem.sweet}_dose_unit`]: "ppm-v",
  [`problem_${problem.h2s}`]: "on",
});

describe("saving technical data with the solution", () => {
  it("stores the codes, the temperature and the dose ranges, moves the version on once and audits what changed", async () => {
    const id = await newSolution("Inhibitor CI-T1");
    const before = await stored(id);
    const saved = await edit(id, inhibitor("Inhibitor CI-T1", before.version));
    expect(saved.status, await saved.clone().text()).toBe(302);
    expect((await toastOf(saved))?.message).toBe(SOLUTION_MESSAGES.saved);
    expect(await stored(id)).toMatchObject({
      version: before.version + 1,
      systems: ["oil", "produced-water"],
      maxTemperatureC: 150,
      injectionPoints: ["downhole", "flowline"],
      environmentalGrades: ["low-toxicity"],
      sites: ["onshore", "offshore"],
    });
    expect(await linksOf(id)).toEqual([
      { problemId: problem.sweet, doseMin: 10, doseMax: 50, doseUnit: "ppm-v" },
      { problemId: problem.h2s, doseMin: null, doseMax: null, doseUnit: null },
    ]);
    const audit = await lastAudit("solution.update");
    expect(audit.technical.maxTemperatureC).toEqual({ from: null, to: 150 });
    expect(audit.technical.problems.to).toHaveLength(2);

    // The page shows it back, and a save changing only the dose audits only the problems.
    const page = (await (await settle(() => editSolution.loader(args(staff.get(`/staff/solutions/${id}`), { id: String(id) })))).json()) as {
      solution: { technical: { systems: string[]; problems: unknown[] } };
      problems: { name: string; problems: { name: string }[] }[];
    };
    expect(page.solution.technical.systems).toEqual(["oil", "produced-water"]);
    expect(page.problems.find((g) => g.name === "Production (technical test)")?.problems.map((p) => p.name)).toEqual(["Sweet (CO₂) corrosion", "H₂S"]);
    const again = await edit(id, { ...inhibitor("Inhibitor CI-T1", before.version + 1), [`problem_${problem.sweet}_dose_max`]: "80" });
    expect(again.status).toBe(302);
    expect(Object.keys((await lastAudit("solution.update")).technical)).toEqual(["problems"]);
    expect((await linksOf(id))[0]).toMatchObject({ doseMin: 10, doseMax: 80 });

    // Unticking everything clears it.
    const cleared = await edit(id, { intent: "save", version: String(before.version + 2), name: "Inhibitor CI-T1" });
    expect(cleared.status).toBe(302);
    expect(await stored(id)).toMatchObject({ systems: [], maxTemperatureC: null, sites: [] });
    expect(await linksOf(id)).toEqual([]);
  });

  it("refuses a bad dose with a message naming the problem, storing nothing and keeping what was typed", async () => {
    const id = await newSolution("Inhibitor CI-T2");
    const { version } = await stored(id);
    const cases: [Record<string, string>, string, string][] = [
      [
        { [`problem_${problem.sweet}_dose_max`]: "5" },
        `problem_${problem.sweet}_dose_max`,
        "Sweet (CO₂) corrosion: the highest dose must be at least the lowest.",
      ],
      [{ [`problem_${problem.sweet}_dose_min`]: "0" }, `problem_${problem.sweet}_dose_min`, TECHNICAL_MESSAGES.doseMin("Sweet (CO₂) corrosion")],
      [{ [`problem_${problem.sweet}_dose_min`]: "ten" }, `problem_${problem.sweet}_dose_min`, TECHNICAL_MESSAGES.doseMin("Sweet (CO₂) corrosion")],
      [{ [`problem_${problem.sweet}_dose_max`]: "100001" }, `problem_${problem.sweet}_dose_max`, "Sweet (CO₂) corrosion: a dose must be at most 100,000."],
      [{ [`problem_${problem.sweet}_dose_unit`]: "" }, `problem_${problem.sweet}_dose_unit`, TECHNICAL_MESSAGES.doseIncomplete("Sweet (CO₂) corrosion")],
      [{ [`problem_${problem.sweet}_dose_unit`]: "ppm-w" }, `problem_${problem.sweet}_dose_unit`, TECHNICAL_MESSAGES.doseUnit("Sweet (CO₂) corrosion")],
      [{ [`problem_${problem.h2s}_dose_min`]: "3" }, `problem_${problem.h2s}_dose_max`, TECHNICAL_MESSAGES.doseIncomplete("H₂S")],
      [{ [`problem_${problem.h2s}`]: "", [`problem_${problem.h2s}_dose_min`]: "3" }, `problem_${problem.h2s}`, TECHNICAL_MESSAGES.doseUnticked("H₂S")],
      [{ max_temperature_c: "351" }, "max_temperature_c", TECHNICAL_MESSAGES.temperature],
      [{ max_temperature_c: "hot" }, "max_temperature_c", TECHNICAL_MESSAGES.temperature],
    ];
    for (const [change, field, message] of cases) {
      const refused = await edit(id, { ...inhibitor("Inhibitor CI-T2", version), ...change });
      expect(refused.status, field).toBe(400);
      const answer = await answerOf(refused);
      expect(answer.fieldErrors[field], JSON.stringify(change)).toBe(message);
      expect(answer.repopulateFields).toMatchObject({ system_oil: "on", max_temperature_c: change.max_temperature_c ?? "150", ...change });
    }
    expect(await stored(id)).toMatchObject({ version, systems: [], maxTemperatureC: null });
    expect(await linksOf(id)).toEqual([]);
  });

  it("refuses codes that are not on the lists and problems not on the list, naming them, never storing them", async () => {
    const id = await newSolution("Inhibitor CI-T3");
    const { version } = await stored(id);
    const codes = await edit(id, { ...inhibitor("Inhibitor CI-T3", version), system_lava: "on", site_moon: "on" });
    expect(codes.status).toBe(400);
    expect((await answerOf(codes)).fieldErrors).toMatchObject({
      systems: TECHNICAL_MESSAGES.unknownCodes("systems", ["lava"]),
      sites: TECHNICAL_MESSAGES.unknownCodes("sites", ["moon"]),
    });
    const stray = await edit(id, { ...inhibitor("Inhibitor CI-T3", version), problem_999999: "on" });
    expect(stray.status).toBe(400);
    expect((await answerOf(stray)).fieldErrors.problems).toBe(TECHNICAL_MESSAGES.unknownProblems);
    expect(await stored(id)).toMatchObject({ version, systems: [] });
    expect(await linksOf(id)).toEqual([]);
  });

  it("refuses, storing nothing, a problem deleted after the form was checked (the model holds the problems it links)", async () => {
    const id = await newSolution("Inhibitor CI-T6");
    const { version } = await stored(id);
    const [{ id: gone }] = await database.db.insert(problems).values({ slug: "t-gone", name: "Gone", parentId: problem.group }).returning({ id: problems.id });
    await database.db.delete(problems).where(eq(problems.id, gone));
    const technical = {
      systems: ["oil" as const],
      maxTemperatureC: 90,
      injectionPoints: [],
      environmentalGrades: [],
      sites: [],
      problems: [{ problemId: gone, doseMin: null, doseMax: null, doseUnit: null }],
    };
    const fields = {
      name: "Inhibitor CI-T6",
      commercialName: "",
      markdown: "",
      nameAr: null,
      commercialNameAr: null,
      markdownAr: null,
      categoryIds: [],
      technical,
    };
    expect(await updateSolution(id, version, fields, { id: staff.member.staffId, email: "editor-technical@sahel.example.om", ip: null })).toEqual({
      ok: false,
      reason: "problems-missing",
    });
    expect(await stored(id)).toMatchObject({ version, systems: [], maxTemperatureC: null });
  });

  it("refuses a stale version like any save of the solution, keeping the typed technical data", async () => {
    const id = await newSolution("Inhibitor CI-T4");
    const opened = (await stored(id)).version;
    expect((await edit(id, { intent: "status", status: "draft" })).status).toBe(302);
    const stale = await edit(id, inhibitor("Inhibitor CI-T4", opened));
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as { formError: string; repopulateFields: Record<string, string>; currentVersion: number };
    expect(answer.formError).toBe(CONTENT_MESSAGES.stale("solution"));
    expect(answer.repopulateFields).toMatchObject({ max_temperature_c: "150", [`problem_${problem.sweet}_dose_max`]: "50" });
    expect(await stored(id)).toMatchObject({ systems: [], maxTemperatureC: null });
    expect(await linksOf(id)).toEqual([]);
    expect((await edit(id, inhibitor("Inhibitor CI-T4", answer.currentVersion))).status).toBe(302);
    expect(await linksOf(id)).toHaveLength(2);
  });

  it("creates a new solution with its technical data and problems, audited", async () => {
    const { version: _, ...fields } = inhibitor("Inhibitor CI-T5", 1);
    const created = await settle(() => newSolutionRoute.action(args(staff.post("/staff/solutions/new", fields))));
    expect(created.status, await created.clone().text()).toBe(302);
    const id = Number(created.headers.get("Location")!.split("/").at(-1));
    expect(await stored(id)).toMatchObject({ status: "draft", systems: ["oil", "produced-water"], maxTemperatureC: 150 });
    expect(await linksOf(id)).toHaveLength(2);
    expect((await lastAudit("solution.create")).technical).toMatchObject({ sites: ["onshore", "offshore"] });
  });
});
