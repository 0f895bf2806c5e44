/**
 * The solution editor's hazard form over a real database: a save stores the derived label elements, moves the
 * solution's version on, is audited with what changed and shows in the public reads (and the hazard filter) at once;
 * a stale version or any bad input stores nothing and keeps what was typed; "not classified" and "not entered" clear
 * what the product then does not have.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, catalogVersion, solutions } from "~/db/schema";
import { CONTENT_MESSAGES } from "~/forms/content";
import { HAZARD_MESSAGES } from "~/forms/hazards";
import { getSolution, listSolutions } from "~/models/solutions.server";
import { toSearchText } from "~/utils/search-text";
import * as editSolution from "~/routes/staff.solutions.$id/route";
import { answerOf, args, settle, staffClient, toastOf, type StaffClient } from "./staff-fixtures";

let database: Database;
let staff: StaffClient;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  staff = await staffClient("editor-hazards@sahel.example.om", ["editor"]);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const edit = (id: number, fields: Record<string, string>) => settle(() => editSolution.action(args(staff.post(`/staff/solutions/${id}`, fields), { id: String(id) })));

async function newSolution(name: string) {
  const [row] = await database.db.insert(solutions).values({ name, commercialName: "", description: "", status: "published", searchText: toSearchText(name) }).returning({ id: solutions.id });
  return row.id;
}

async function stored(id: number) {
  const [row] = await database.db.select().from(solutions).where(eq(solutions.id, id));
  return row;
}

async function lastAudit() {
  const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, "solution.hazards")).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

const cacheVersion = async () => (await database.db.select({ version: catalogVersion.version }).from(catalogVersion))[0].version;

const CORROSION_INHIBITOR = {
  intent: "hazards",
  hazard_status: "classified",
  class_1: "flammable-liquids|2",
  class_2: "acute-toxicity-oral|3",
  hazard_statements: "EUH066",
  precautionary_statements: "P210, p301 + p310",
  un_number: "UN1992",
  shipping_name: "Flammable liquid, toxic, n.o.s. (methanol)",
  shipping_name_ar: "سائل لهوب، سام، غ.م.أ. (ميثانول)",
  transport_class: "3",
  packing_group: "II",
  flash_point_c: "-12",
  ph: "7.5",
  density_kg_m3: "950",
  pour_point_c: "-40",
};

describe("saving a solution's hazard data", () => {
  it("stores the classification with its derived label elements, bumps the version, audits what changed, and the public reads follow", async () => {
    const id = await newSolution("Corrosion inhibitor CI-H1");
    const before = await stored(id);
    const cache = await cacheVersion();
    const saved = await edit(id, { ...CORROSION_INHIBITOR, version: String(before.version) });
    expect(saved.status).toBe(302);
    expect((await toastOf(saved))?.message).toBe(HAZARD_MESSAGES.saved);
    const row = await stored(id);
    expect(row).toMatchObject({
      version: before.version + 1,
      hazardStatus: "classified",
      ghsClassification: [
        { hazardClass: "flammable-liquids", category: "2" },
        { hazardClass: "acute-toxicity-oral", category: "3" },
      ],
      ghsPictograms: ["GHS02", "GHS06"],
      ghsSignalWord: "danger",
      hazardStatements: ["H225", "H301", "EUH066"],
      precautionaryStatements: ["P210", "P301+P310"],
      unNumber: "UN1992",
      packingGroup: "II",
      marinePollutant: false,
      flashPointC: -12,
      ph: 7.5,
      densityKgM3: 950,
      pourPointC: -40,
    });
    expect(await cacheVersion()).toBeGreaterThan(cache);

    const audit = await lastAudit();
    expect(audit).toMatchObject({ actorEmail: "editor-hazards@sahel.example.om", targetKind: "solution", targetId: String(id) });
    const details = JSON.parse(audit.details!) as { status: string; changed: Record<string, { from: unknown; to: unknown }> };
    expect(details.status).toBe("classified");
    expect(details.changed.hazardStatus).toEqual({ from: "not_entered", to: "classified" });
    expect(details.changed.ghsPictograms).toEqual({ from: [], to: ["GHS02", "GHS06"] });
    expect(details.changed.name).toBeUndefined();

    expect((await getSolution(id))?.hazards).toMatchObject({ status: "classified", pictograms: ["GHS02", "GHS06"], signal_word: "danger" });
    const flammable = await listSolutions({ search: "CI-H1", hazards: ["GHS02"], page: 1, pageSize: 10 });
    expect(flammable.results.map((s) => s.id)).toEqual([id]);

    // Saved again with only the P codes changed: the audit names that field alone.
    await edit(id, { ...CORROSION_INHIBITOR, precautionary_statements: "P210", version: String(row.version) });
    expect(Object.keys(JSON.parse((await lastAudit()).details!).changed)).toEqual(["precautionaryStatements"]);
  });

  it("stores nothing on a bad code and answers 400 naming it, with what was typed kept", async () => {
    const id = await newSolution("Biocide BC-H2");
    const before = await stored(id);
    const refused = await edit(id, { ...CORROSION_INHIBITOR, hazard_statements: "EUH066, H999", precautionary_statements: "P210, H225", version: String(before.version) });
    expect(refused.status).toBe(400);
    const answer = await answerOf(refused);
    expect(answer.fieldErrors).toMatchObject({
      hazard_statements: "Unknown hazard statement code: H999",
      precautionary_statements: "H225 is a hazard statement, not a precautionary statement",
    });
    expect(answer.repopulateFields).toMatchObject({ hazard_statements: "EUH066, H999", class_1: "flammable-liquids|2", un_number: "UN1992" });
    const after = await stored(id);
    expect(after).toMatchObject({ version: before.version, hazardStatus: "not_entered", hazardStatements: [], unNumber: null });

    const badNumbers = await edit(id, { ...CORROSION_INHIBITOR, un_number: "1992", ph: "15", version: String(before.version) });
    expect(badNumbers.status).toBe(400);
    expect((await answerOf(badNumbers)).fieldErrors).toMatchObject({ un_number: HAZARD_MESSAGES.unNumber, ph: HAZARD_MESSAGES.ph });
    expect((await stored(id)).version).toBe(before.version);
  });

  it("refuses a stale version like the rest of the editor, keeping the typed hazards", async () => {
    const id = await newSolution("Scale inhibitor SI-H3");
    const opened = String((await stored(id)).version);
    expect((await edit(id, { intent: "status", status: "draft" })).status).toBe(302);
    const stale = await edit(id, { ...CORROSION_INHIBITOR, version: opened });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as { formError: string; repopulateFields: Record<string, string>; currentVersion: number };
    expect(answer.formError).toBe(CONTENT_MESSAGES.stale("solution"));
    expect(answer.repopulateFields.precautionary_statements).toBe("P210, p301 + p310");
    expect((await stored(id)).hazardStatus).toBe("not_entered");
    expect((await edit(id, { ...CORROSION_INHIBITOR, version: String(answer.currentVersion) })).status).toBe(302);
  });

  it("not classified clears the classification, statements and transport but keeps the physical data; not entered clears all", async () => {
    const id = await newSolution("Clarifier CL-H4");
    await edit(id, { ...CORROSION_INHIBITOR, version: String((await stored(id)).version) });
    await edit(id, { ...CORROSION_INHIBITOR, hazard_status: "not_classified", version: String((await stored(id)).version) });
    expect(await stored(id)).toMatchObject({
      hazardStatus: "not_classified",
      ghsClassification: [],
      ghsPictograms: [],
      ghsSignalWord: null,
      hazardStatements: [],
      precautionaryStatements: [],
      unNumber: null,
      shippingName: null,
      shippingNameAr: null,
      transportClass: null,
      packingGroup: null,
      marinePollutant: null,
      flashPointC: -12,
      ph: 7.5,
    });
    expect((await listSolutions({ search: "CL-H4", hazards: ["not-classified"], page: 1, pageSize: 10 })).results.map((s) => s.id)).toEqual([id]);

    await edit(id, { ...CORROSION_INHIBITOR, hazard_status: "not_entered", version: String((await stored(id)).version) });
    expect(await stored(id)).toMatchObject({ hazardStatus: "not_entered", flashPointC: null, ph: null, densityKgM3: null, pourPointC: null, ghsPictograms: [] });
  });

  it("Suggest from classification saves nothing and answers the H codes completed", async () => {
    const id = await newSolution("Biocide BC-H5");
    const before = await stored(id);
    const suggested = await edit(id, { intent: "hazards_suggest", hazard_status: "classified", class_1: "skin-corrosion-irritation|1B", hazard_statements: "EUH071", version: String(before.version) });
    expect(suggested.status).toBe(200);
    const answer = (await suggested.json()) as { repopulateFields: Record<string, string>; suggestion: { pictograms: string[]; signalWord: string; hazardStatements: { code: string; text: string }[] } };
    expect(answer.repopulateFields.hazard_statements).toBe("H314, EUH071");
    expect(answer.suggestion.pictograms).toEqual(["GHS05"]);
    expect(answer.suggestion.hazardStatements[0]).toEqual({ code: "H314", text: "Causes severe skin burns and eye damage" });
    expect(await stored(id)).toMatchObject({ version: before.version, hazardStatus: "not_entered" });
  });
});
