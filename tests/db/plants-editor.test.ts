/**
 * The plants editor over a real database, through its routes' actions as a browser posts them: create,
 * save, publish, unpublish, archive, delete (or archive when a saved item refers to the plant), coordinates out of
 * range or not numbers refused with the fields kept, markup and control characters in the name refused, a stale save
 * refused with 409 and the text kept, each change audited in its transaction, related solutions added and removed;
 * and the public reads follow at once (published plants only).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, likes, locations, plantProcesses, plantSolutions, plants, processes, solutions, users } from "~/db/schema";
import { CONTENT_MESSAGES } from "~/forms/content";
import { PLANT_MESSAGES } from "~/forms/plants";
import { filterPlants, getPlant, listPlants } from "~/models/plants.server";
import { listPlantsForStaff } from "~/models/plants-editor.server";
import { toSearchText } from "~/utils/search-text";
import * as newPlant from "~/routes/staff.plants.new/route";
import * as editPlant from "~/routes/staff.plants.$id/route";
import * as plantList from "~/routes/staff.plants._index/route";
import { remote } from "./remote-mode";
import { answerOf, args, settle, staffClient, type StaffClient } from "./staff-fixtures";

vi.mock("~/utils/content-editing.server", async (original) => (await import("./remote-mode")).remoteContentEditing(original));

let database: Database;
let staff: StaffClient;
let oman: number;
let uae: number;
let city: number;
const processIds: number[] = [];
const solutionIds: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  const d = database.db;
  [{ id: oman }] = await d.insert(locations).values({ name: "Oman", type: "country", code: "OM" }).returning({ id: locations.id });
  [{ id: uae }] = await d.insert(locations).values({ name: "United Arab Emirates", type: "country", code: "AE" }).returning({ id: locations.id });
  [{ id: city }] = await d.insert(locations).values({ name: "Sohar", type: "city", parentId: oman }).returning({ id: locations.id });
  for (const name of ["Refining", "Gas processing", "Water treatment"]) {
    const [row] = await d.insert(processes).values({ name }).returning({ id: processes.id });
    processIds.push(row.id);
  }
  for (const name of ["Demulsifier DM-410", "Corrosion inhibitor CI-200", "Scale inhibitor SI-55"]) {
    const [row] = await d.insert(solutions).values({ name, searchText: toSearchText(name) }).returning({ id: solutions.id });
    solutionIds.push(row.id);
  }
  staff = await staffClient("editor-plants@sahel.example.om", ["editor"]);
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

type Fields = Record<string, string>;

const plantFields = (overrides: Fields = {}): Fields => ({
  intent: "save",
  name: "Sohar Blending Plant",
  address: "Sohar Industrial Port, Oman",
  country: String(oman),
  website: "https://sohar.example.com",
  email: "sohar@example.com",
  latitude: "24.364200",
  longitude: "56.746800",
  status: "draft",
  [`process_${processIds[0]}`]: "on",
  ...overrides,
});

const create = (fields: Fields = {}) => settle(() => newPlant.action(args(staff.post("/staff/plants/new", plantFields(fields)))));
const post = (id: number, fields: Fields) => settle(() => editPlant.action(args(staff.post(`/staff/plants/${id}`, fields), { id: String(id) })));

async function created(fields: Fields = {}) {
  const response = await create(fields);
  expect(response.status, await response.clone().text()).toBe(302);
  const id = Number(/^\/staff\/plants\/(\d+)$/.exec(response.headers.get("Location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

const plantRow = async (id: number) => (await database.db.select().from(plants).where(eq(plants.id, id)))[0];

const auditOf = (id: number) =>
  database.db
    .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, "plant"), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.id));

describe("creating a plant", () => {
  it("stores the fields, its search text and processes as a draft, audited plant.create; the public reads do not show it", async () => {
    const id = await created({ [`process_${processIds[2]}`]: "on" });
    expect(await plantRow(id)).toMatchObject({
      name: "Sohar Blending Plant",
      address: "Sohar Industrial Port, Oman",
      countryId: oman,
      websiteUrl: "https://sohar.example.com",
      email: "sohar@example.com",
      latitude: 24.3642,
      longitude: 56.7468,
      status: "draft",
      version: 1,
      searchText: "sohar blending plant",
    });
    const linked = await database.db.select({ id: plantProcesses.processId }).from(plantProcesses).where(eq(plantProcesses.plantId, id));
    expect(linked.map((p) => p.id).sort()).toEqual([processIds[0], processIds[2]].sort());
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "plant.create", actorEmail: "editor-plants@sahel.example.om" });
    expect((await listPlants()).map((p) => p.id)).not.toContain(id);
    expect(await getPlant(id)).toBeNull();
  });

  it("takes an empty website and e-mail (none), and the extremes of the coordinates", async () => {
    const id = await created({ name: "Edge Plant", website: "", email: "", latitude: "-90", longitude: "180" });
    expect(await plantRow(id)).toMatchObject({ websiteUrl: "", email: null, latitude: -90, longitude: 180 });
  });

  it.each([
    ["latitude", "90.5", PLANT_MESSAGES.latitude],
    ["latitude", "-91", PLANT_MESSAGES.latitude],
    ["latitude", "abc", PLANT_MESSAGES.latitude],
    ["latitude", "24,5", PLANT_MESSAGES.latitude],
    ["latitude", "", PLANT_MESSAGES.latitude],
    ["latitude", "1e1", PLANT_MESSAGES.latitude],
    ["longitude", "180.000001", PLANT_MESSAGES.longitude],
    ["longitude", "-200", PLANT_MESSAGES.longitude],
    ["longitude", "NaN", PLANT_MESSAGES.longitude],
    ["longitude", "Infinity", PLANT_MESSAGES.longitude],
  ])("refuses %s %j with its message and keeps what was typed", async (field, value, message) => {
    const before = (await database.db.select({ id: plants.id }).from(plants)).length;
    const response = await create({ name: "Refused Plant", [field]: value });
    expect(response.status).toBe(400);
    const answer = await answerOf(response);
    expect(answer.fieldErrors[field]).toBe(message);
    expect(answer.repopulateFields).toMatchObject({ name: "Refused Plant", [field]: value, country: String(oman) });
    expect((await database.db.select({ id: plants.id }).from(plants)).length).toBe(before);
  });

  it.each([
    ["<script>alert(1)</script>", PLANT_MESSAGES.markup],
    ["Plant > other", PLANT_MESSAGES.markup],
    ["Tab\tPlant", PLANT_MESSAGES.control],
    ["", PLANT_MESSAGES.nameRequired],
    ["   ", PLANT_MESSAGES.nameRequired],
    ["x".repeat(201), PLANT_MESSAGES.nameTooLong],
  ])("refuses the name %j: %s", async (name, message) => {
    const response = await create({ name });
    expect(response.status).toBe(400);
    const answer = await answerOf(response);
    expect(answer.fieldErrors.name).toBe(message);
    expect(answer.repopulateFields.name).toBe(name);
  });

  it("refuses a long address, a website that is not https, a bad e-mail, a city as the country and an unknown status", async () => {
    const response = await create({ address: "a".repeat(501), website: "http://plain.example.com", email: "not-an-address", status: "gone" });
    const answer = await answerOf(response);
    expect(response.status).toBe(400);
    expect(answer.fieldErrors).toMatchObject({
      address: PLANT_MESSAGES.addressTooLong,
      website: PLANT_MESSAGES.website,
      email: PLANT_MESSAGES.email,
      status: PLANT_MESSAGES.status,
    });
    const asCity = await create({ country: String(city) });
    expect(asCity.status).toBe(400);
    expect((await answerOf(asCity)).fieldErrors.country).toBe(PLANT_MESSAGES.country);
    const unknownProcess = await create({ process_999999: "on" });
    expect(unknownProcess.status).toBe(400);
    expect((await answerOf(unknownProcess)).formError).toBe(PLANT_MESSAGES.processMissing);
  });

  it("refuses a post without the session's form key", async () => {
    const response = await settle(() =>
      newPlant.action(
        args(
          new Request("http://localhost/staff/plants/new", {
            method: "POST",
            body: new URLSearchParams(plantFields()),
            headers: { Cookie: staff.cookie, "Content-Type": "application/x-www-form-urlencoded" },
          }),
        ),
      ),
    );
    expect(response.status).toBe(400);
  });
});

describe("editing a plant", () => {
  it("saves the fields and processes under the version, audited plant.update; publish and unpublish are audited and the public reads follow at once", async () => {
    const id = await created({ name: "Duqm Terminal" });
    const saved = await post(id, plantFields({ name: "Duqm Terminal East", version: "1", country: String(uae), latitude: "25.2", longitude: "55.3", [`process_${processIds[0]}`]: "", [`process_${processIds[1]}`]: "on" }));
    expect(saved.status).toBe(302);
    expect(await plantRow(id)).toMatchObject({ name: "Duqm Terminal East", searchText: "duqm terminal east", countryId: uae, latitude: 25.2, version: 2, status: "draft" });
    const linked = await database.db.select({ id: plantProcesses.processId }).from(plantProcesses).where(eq(plantProcesses.plantId, id));
    expect(linked.map((p) => p.id)).toEqual([processIds[1]]);
    const [update] = await auditOf(id);
    expect(update.action).toBe("plant.update");
    expect(JSON.parse(update.details!)).toMatchObject({ changed: ["name", "countryId", "latitude", "longitude", "processes"] });

    const published = await post(id, plantFields({ name: "Duqm Terminal East", version: "2", country: String(uae), latitude: "25.2", longitude: "55.3", status: "published", [`process_${processIds[0]}`]: "", [`process_${processIds[1]}`]: "on" }));
    expect(published.status).toBe(302);
    expect((await auditOf(id))[0].action).toBe("plant.publish");
    // Published: at once in every public read.
    expect((await listPlants()).map((p) => p.id)).toContain(id);
    expect((await filterPlants({ countries: [uae] })).map((p) => p.name)).toContain("Duqm Terminal East");
    expect(await getPlant(id)).toMatchObject({ name: "Duqm Terminal East", country: { id: uae } });

    const unpublished = await post(id, plantFields({ name: "Duqm Terminal East", version: "3", country: String(uae), latitude: "25.2", longitude: "55.3", status: "draft", [`process_${processIds[0]}`]: "", [`process_${processIds[1]}`]: "on" }));
    expect(unpublished.status).toBe(302);
    expect((await auditOf(id))[0].action).toBe("plant.unpublish");
    expect((await listPlants()).map((p) => p.id)).not.toContain(id);
    expect(await getPlant(id)).toBeNull();
  });

  it("refuses a stale save with 409, the issue's words and the text kept; saving again with the version it answers overwrites", async () => {
    const id = await created({ name: "Salalah Unit" });
    expect((await post(id, plantFields({ name: "Salalah Unit (first editor)", version: "1" }))).status).toBe(302);
    const stale = await post(id, plantFields({ name: "Salalah Unit (second editor)", address: "Second editor's address", version: "1" }));
    expect(stale.status).toBe(409);
    const answer = await answerOf(stale);
    expect(answer.formError).toBe(CONTENT_MESSAGES.stale("plant"));
    expect(answer.formError).toContain("changed by someone else since you opened it");
    expect(answer.repopulateFields).toMatchObject({ name: "Salalah Unit (second editor)", address: "Second editor's address" });
    expect(answer.currentVersion).toBe(2);
    expect(await plantRow(id)).toMatchObject({ name: "Salalah Unit (first editor)", version: 2 });
    const again = await post(id, plantFields({ name: "Salalah Unit (second editor)", version: String(answer.currentVersion) }));
    expect(again.status).toBe(302);
    expect(await plantRow(id)).toMatchObject({ name: "Salalah Unit (second editor)", version: 3 });
  });

  it("refuses a save with no or a tampered version as stale, and a bad id is a 404", async () => {
    const id = await created({ name: "Version Plant" });
    expect((await post(id, plantFields({ version: "abc" }))).status).toBe(409);
    expect((await post(id, plantFields({}))).status).toBe(409);
    expect((await post(999_999, plantFields({ version: "1" }))).status).toBe(404);
    expect((await settle(() => editPlant.loader(args(staff.get("/staff/plants/x1"), { id: "x1" })))).status).toBe(404);
  });
});

describe("the Arabic name and address", () => {
  const staffSearch = async (search: string) => (await listPlantsForStaff({ search, country: null, status: null, page: 1 })).rows.map((r) => r.id);

  it("writes, changes and clears them: searched in both languages, listed as changed fields in the audit, shown on the Arabic page", async () => {
    const id = await created({ name: "Duqm Blending Plant", name_ar: "  مصنع الدقم للخلط ", address_ar: "المنطقة الاقتصادية الخاصة بالدقم، عُمان", status: "published" });
    expect(await plantRow(id)).toMatchObject({
      nameAr: "مصنع الدقم للخلط",
      addressAr: "المنطقة الاقتصادية الخاصة بالدقم، عُمان",
      searchText: "duqm blending plant مصنع الدقم للخلط",
    });
    expect(JSON.parse((await auditOf(id))[0].details!)).toMatchObject({ name: "Duqm Blending Plant", nameAr: "مصنع الدقم للخلط" });
    expect(await getPlant(id, "ar")).toMatchObject({ name: "مصنع الدقم للخلط", address: "المنطقة الاقتصادية الخاصة بالدقم، عُمان" });
    expect(await getPlant(id)).toMatchObject({ name: "Duqm Blending Plant", address: "Sohar Industrial Port, Oman" });
    expect((await listPlants("ar")).find((p) => p.id === id)?.name).toBe("مصنع الدقم للخلط");
    expect(await staffSearch("الدقم")).toEqual([id]);
    // The editor opens with them.
    const page = (await (await settle(() => editPlant.loader(args(staff.get(`/staff/plants/${id}`), { id: String(id) })))).json()) as { plant: { nameAr: string; addressAr: string } };
    expect(page.plant).toMatchObject({ nameAr: "مصنع الدقم للخلط", addressAr: "المنطقة الاقتصادية الخاصة بالدقم، عُمان" });

    // Changed: the search text follows the form.
    const version = (await plantRow(id)).version;
    const saved = await post(id, plantFields({ name: "Duqm Blending Plant", name_ar: "مجمع الدقم", address_ar: "الدقم، عُمان", status: "published", version: String(version) }));
    expect(saved.status).toBe(302);
    expect(await getPlant(id, "ar")).toMatchObject({ name: "مجمع الدقم", address: "الدقم، عُمان" });
    expect(await staffSearch("مجمع")).toEqual([id]);
    expect(await staffSearch("مصنع الدقم")).toEqual([]);
    const [update] = await auditOf(id);
    expect(update.action).toBe("plant.update");
    expect(JSON.parse(update.details!).changed).toEqual(["nameAr", "addressAr"]);

    // Cleared: null, and the Arabic page shows the English.
    const cleared = await post(id, plantFields({ name: "Duqm Blending Plant", name_ar: "  ", address_ar: "", status: "published", version: String(version + 1) }));
    expect(cleared.status).toBe(302);
    expect(await plantRow(id)).toMatchObject({ nameAr: null, addressAr: null, searchText: "duqm blending plant" });
    expect(await getPlant(id, "ar")).toMatchObject({ name: "Duqm Blending Plant", address: "Sohar Industrial Port, Oman" });
    expect(JSON.parse((await auditOf(id))[0].details!).changed).toEqual(["nameAr", "addressAr"]);
    // A save that changes nothing is not audited.
    const entries = (await auditOf(id)).length;
    expect((await post(id, plantFields({ name: "Duqm Blending Plant", status: "published", version: String(version + 2) }))).status).toBe(302);
    expect(await auditOf(id)).toHaveLength(entries);
  });

  it("refuses an Arabic name with markup or over 200 characters, and an Arabic address over 500, keeping what was typed", async () => {
    const response = await create({ name: "Refused Plant", name_ar: "<b>مصنع</b>", address_ar: "ع".repeat(501) });
    expect(response.status).toBe(400);
    const answer = await answerOf(response);
    expect(answer.fieldErrors).toMatchObject({ name_ar: PLANT_MESSAGES.markup, address_ar: PLANT_MESSAGES.addressTooLong });
    expect(answer.repopulateFields).toMatchObject({ name_ar: "<b>مصنع</b>" });
    expect((await answerOf(await create({ name: "Refused Plant", name_ar: "م".repeat(201) }))).fieldErrors.name_ar).toBe(PLANT_MESSAGES.nameTooLong);
  });
});

describe("related solutions", () => {
  it("adds and removes a solution, each audited; adding twice changes nothing; an unknown solution is refused with a toast", async () => {
    const id = await created({ name: "Related Plant" });
    const added = await post(id, { intent: "solution_add", solution: String(solutionIds[0]), solution_q: "demul" });
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/staff/plants/${id}?solution_q=demul`);
    expect(await post(id, { intent: "solution_add", solution: String(solutionIds[0]) })).toHaveProperty("status", 302);
    const links = () => database.db.select({ id: plantSolutions.solutionId }).from(plantSolutions).where(eq(plantSolutions.plantId, id));
    expect((await links()).map((l) => l.id)).toEqual([solutionIds[0]]);
    expect((await auditOf(id)).filter((a) => a.action === "plant.solution_add")).toHaveLength(1);

    const removed = await post(id, { intent: "solution_remove", solution: String(solutionIds[0]) });
    expect(removed.status).toBe(302);
    expect(await links()).toEqual([]);
    const [entry] = await auditOf(id);
    expect(entry.action).toBe("plant.solution_remove");
    expect(JSON.parse(entry.details!)).toMatchObject({ solution: solutionIds[0], name: "Demulsifier DM-410" });

    const unknown = await post(id, { intent: "solution_add", solution: "999999" });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Set-Cookie")).toBeTruthy();
    expect(await links()).toEqual([]);
  });

  it("the page's search lists the solutions not related yet", async () => {
    const id = await created({ name: "Search Plant" });
    await post(id, { intent: "solution_add", solution: String(solutionIds[1]) });
    const response = await settle(() => editPlant.loader(args(staff.get(`/staff/plants/${id}?solution_q=INHIBITOR`), { id: String(id) })));
    const data = (await response.json()) as { found: { id: number }[]; plant: { solutions: { id: number }[] } };
    expect(data.plant.solutions.map((s) => s.id)).toEqual([solutionIds[1]]);
    expect(data.found.map((s) => s.id)).toEqual([solutionIds[2]]);
  });
});

describe("deleting a plant", () => {
  it("deletes a plant nothing refers to after the confirm box, with its links, audited plant.delete", async () => {
    const id = await created({ name: "Short-lived Plant" });
    await post(id, { intent: "solution_add", solution: String(solutionIds[0]) });
    const unconfirmed = await post(id, { intent: "delete" });
    expect(unconfirmed.status).toBe(400);
    expect((await answerOf(unconfirmed)).fieldErrors.confirm).toBe(PLANT_MESSAGES.confirmDelete);
    expect(await plantRow(id)).toBeTruthy();
    const deleted = await post(id, { intent: "delete", confirm: "on" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/staff/plants");
    expect(await plantRow(id)).toBeUndefined();
    expect(await database.db.select().from(plantSolutions).where(eq(plantSolutions.plantId, id))).toEqual([]);
    expect((await auditOf(id))[0].action).toBe("plant.delete");
  });

  it("archives instead a plant someone saved, audited plant.archive; the archive button only archives", async () => {
    const id = await created({ name: "Saved Plant", status: "published" });
    const [user] = await database.db.insert(users).values({ email: "saver@example.com", passwordHash: "x" }).returning({ id: users.id });
    await database.db.insert(likes).values({ userId: user.id, kind: "plant", targetId: id });
    const response = await post(id, { intent: "delete", confirm: "on" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/plants/${id}`);
    expect(await plantRow(id)).toMatchObject({ status: "archived", version: 2 });
    expect((await auditOf(id))[0].action).toBe("plant.archive");
    expect(await getPlant(id)).toBeNull();

    const other = await created({ name: "Archived Plant", status: "published" });
    expect((await post(other, { intent: "archive" })).status).toBe(302);
    expect(await plantRow(other)).toMatchObject({ status: "archived" });
  });
});

describe("the list", () => {
  it("searches by name (accents and case aside), filters by country and status, and counts solutions", async () => {
    const id = await created({ name: "Ṣuḥār Listing Plant", country: String(uae), status: "published" });
    await post(id, { intent: "solution_add", solution: String(solutionIds[2]) });
    const found = await listPlantsForStaff({ search: "suhar listing", country: null, status: null, page: 1 });
    expect(found.rows).toEqual([{ id, name: "Ṣuḥār Listing Plant", country: "United Arab Emirates", status: "published", solutions: 1 }]);
    expect((await listPlantsForStaff({ search: "listing", country: oman, status: null, page: 1 })).total).toBe(0);
    expect((await listPlantsForStaff({ search: "listing", country: null, status: "draft", page: 1 })).total).toBe(0);
    const response = await settle(() => plantList.loader(args(staff.get("/staff/plants?q=%25&status=bogus&page=-3&country=x"))));
    expect(response.status).toBe(200);
    const data = (await response.json()) as { filter: { status: unknown; page: number; country: unknown } };
    expect(data.filter).toMatchObject({ status: null, page: 1, country: null });
  });
});

describe("remote mode", () => {
  it("the pages say why editing is off, and every change is refused with 409", async () => {
    const id = await created({ name: "Remote-mode Plant" });
    remote.on = true;
    try {
      for (const [module, url, params] of [
        [plantList, "/staff/plants", {}],
        [newPlant, "/staff/plants/new", {}],
        [editPlant, `/staff/plants/${id}`, { id: String(id) }],
      ] as const) {
        const page = await module.loader(args(staff.get(url), params));
        expect(((await page.json()) as { remote: boolean }).remote).toBe(true);
      }
      expect((await create({ name: "Not while remote" })).status).toBe(409);
      expect((await post(id, plantFields({ version: "1", status: "published" }))).status).toBe(409);
      expect((await post(id, { intent: "solution_add", solution: String(solutionIds[0]) })).status).toBe(409);
      expect((await post(id, { intent: "delete", confirm: "on" })).status).toBe(409);
    } finally {
      remote.on = false;
    }
    expect(await plantRow(id)).toMatchObject({ status: "draft", version: 1 });
    expect((await database.db.select().from(plants).where(eq(plants.name, "Not while remote"))).length).toBe(0);
  });
});
