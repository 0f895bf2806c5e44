/**
 * The filter trees editor over a real database: add, rename, move, order, merge and delete categories and
 * processes through the pages' actions; the refusals (a cycle, a stale rename, a sibling of the same name, markup and
 * control characters in a name, a node with children or links deleted, a merge into its own subtree), each answered
 * in its form with what was chosen; an audit row per change; the public tree (listCategories, listProcesses) changed
 * right after each change.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { asc, desc, eq, inArray, like } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { auditLog, categories, locations, plantProcesses, plants, processes, solutionCategories, solutions } from "~/db/schema";
import { CONTENT_MESSAGES } from "~/forms/content";
import { TREE_MESSAGES, TREES } from "~/forms/trees";
import { listCategories, listProcesses } from "~/models/reference-lists.server";
import { moveNode } from "~/models/trees.server";
import * as categoriesRoute from "~/routes/staff.categories/route";
import * as processesRoute from "~/routes/staff.processes/route";
import type { FilterNode } from "~/backend/contract";
import { remote } from "./remote-mode";
import { answerOf, args, settle, staffClient, toastOf, type StaffClient } from "./staff-fixtures";

vi.mock("~/utils/content-editing.server", async (original) => (await import("./remote-mode")).remoteContentEditing(original));

let database: Database;
let staff: StaffClient;
let editorId: number;

const C = TREES.category;
const P = TREES.process;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  staff = await staffClient("editor-trees@sahel.example.om", ["editor"]);
  editorId = staff.member.staffId;
}, 120_000);

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(solutionCategories);
  await database.db.delete(plantProcesses);
  await database.db.delete(categories);
  await database.db.delete(processes);
});

type Route = typeof categoriesRoute;
const post = (fields: Record<string, string | number>, route: Route = categoriesRoute, path = C.path) => settle(() => route.action(args(staff.post(path, fields))));
const get = (search: string, route: Route = categoriesRoute, path = C.path) => settle(() => route.loader(args(staff.get(`${path}${search}`))));

/** Adds a category through the page; answers its id. */
async function add(name: string, parent: number | null = null, route: Route = categoriesRoute, path = C.path) {
  const response = await post({ intent: "add", name, parent: parent ?? "" }, route, path);
  expect(response.status, JSON.stringify(await response.clone().text())).toBe(302);
  return Number(new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("node"));
}

async function rowOf(id: number) {
  const [row] = await database.db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** The public tree as names: "A", "A/B", in the public order. */
function namesOf(nodes: FilterNode[], prefix = ""): string[] {
  return nodes.flatMap((node) => [`${prefix}${node.name}`, ...namesOf(node.children, `${prefix}${node.name}/`)]);
}

async function auditRows(prefix: string) {
  return database.db.select().from(auditLog).where(like(auditLog.action, `${prefix}%`)).orderBy(desc(auditLog.id));
}

async function solution(name: string) {
  const [row] = await database.db.insert(solutions).values({ name }).returning({ id: solutions.id });
  return row.id;
}

describe("adding", () => {
  it("adds top-level and child categories at the end of their siblings, audits each, and the public tree has them at once", async () => {
    expect(namesOf(await listCategories())).toEqual([]);
    const response = await post({ intent: "add", name: "  Corrosion Inhibitors  ", parent: "" });
    expect(response.status).toBe(302);
    const id = Number(new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("node"));
    expect(response.headers.get("Location")).toBe(`/staff/categories?node=${id}`);
    expect((await toastOf(response))?.message).toBe("Category “Corrosion Inhibitors” added.");
    const second = await add("Demulsifiers");
    const child = await add("Pipeline", id);
    expect((await rowOf(id)).name).toBe("Corrosion Inhibitors");
    expect([(await rowOf(id)).position, (await rowOf(second)).position, (await rowOf(child)).position]).toEqual([0, 1, 0]);
    expect(namesOf(await listCategories())).toEqual(["Corrosion Inhibitors", "Corrosion Inhibitors/Pipeline", "Demulsifiers"]);
    const [entry] = await auditRows("category.create");
    expect(entry).toMatchObject({ actorId: editorId, action: "category.create", targetKind: "category", targetId: String(child) });
    expect(JSON.parse(entry.details!)).toEqual({ name: "Pipeline", parentId: id });
  });

  it("refuses a name that a sibling has (whatever the case), and accepts it under another parent", async () => {
    const a = await add("Biocides");
    const b = await add("Scale Inhibitors");
    await add("Downhole", a);
    const clash = await post({ intent: "add", name: "DOWNHOLE", parent: a });
    expect(clash.status).toBe(400);
    const answer = await answerOf(clash);
    expect(answer.fieldErrors.name).toBe(TREE_MESSAGES.nameTaken(C));
    expect(answer.repopulateFields).toMatchObject({ name: "DOWNHOLE", parent: String(a) });
    await add("Downhole", b);
    expect(namesOf(await listCategories())).toEqual(["Biocides", "Biocides/Downhole", "Scale Inhibitors", "Scale Inhibitors/Downhole"]);
  });

  it.each([
    ["<script>alert(1)</script>", TREE_MESSAGES.nameMarkup],
    ["Amines > 5 %", TREE_MESSAGES.nameMarkup],
    ["Two\nlines", TREE_MESSAGES.nameControl],
    ["Bell\u0007", TREE_MESSAGES.nameControl],
    ["   ", TREE_MESSAGES.nameRequired],
    ["x".repeat(121), TREE_MESSAGES.nameTooLong],
  ])("refuses the name %j with its message and stores nothing", async (name, message) => {
    const response = await post({ intent: "add", name, parent: "" });
    expect(response.status).toBe(400);
    expect((await answerOf(response)).fieldErrors.name).toBe(message);
    expect(await database.db.select().from(categories)).toEqual([]);
  });

  it("accepts a name of exactly 120 characters", async () => {
    await add("y".repeat(120));
    expect(namesOf(await listCategories())).toEqual(["y".repeat(120)]);
  });

  it("refuses a parent that does not exist", async () => {
    const response = await post({ intent: "add", name: "Orphan", parent: 999_999 });
    expect(response.status).toBe(400);
    expect((await answerOf(response)).fieldErrors.parent).toBe(TREE_MESSAGES.parentMissing(C));
  });
});

describe("renaming", () => {
  it("renames with the version it was opened at, audits from and to, and the public tree shows the new name", async () => {
    const id = await add("Oxygen Scavengers");
    const { version } = await rowOf(id);
    const response = await post({ intent: "rename", node: id, version, name: "Oxygen & H2S Scavengers" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/categories?node=${id}`);
    expect((await rowOf(id)).version).toBe(version + 1);
    expect(namesOf(await listCategories())).toEqual(["Oxygen & H2S Scavengers"]);
    const [entry] = await auditRows("category.rename");
    expect(JSON.parse(entry.details!)).toEqual({ from: "Oxygen Scavengers", to: "Oxygen & H2S Scavengers" });
  });

  it("refuses a stale rename with the issue's words, keeps the typed name and answers the version now stored", async () => {
    const id = await add("Foamers");
    const { version } = await rowOf(id);
    expect((await post({ intent: "rename", node: id, version, name: "Foamers & Defoamers" })).status).toBe(302);
    const stale = await post({ intent: "rename", node: id, version, name: "Defoamers" });
    expect(stale.status).toBe(409);
    const answer = await answerOf(stale);
    expect(answer.formError).toBe(CONTENT_MESSAGES.stale("category"));
    expect(answer.repopulateFields.name).toBe("Defoamers");
    expect(answer.currentVersion).toBe(version + 1);
    expect((await rowOf(id)).name).toBe("Foamers & Defoamers");
    // Saving again with the version answered replaces the other change, knowingly.
    expect((await post({ intent: "rename", node: id, version: answer.currentVersion!, name: "Defoamers" })).status).toBe(302);
    expect((await rowOf(id)).name).toBe("Defoamers");
  });

  it("refuses markup and a sibling's name, and sends a rename of a node that is gone back to the tree with a toast", async () => {
    const id = await add("Biocides");
    await add("Water Clarifiers");
    const { version } = await rowOf(id);
    const markup = await post({ intent: "rename", node: id, version, name: "<b>Biocides</b>" });
    expect((await answerOf(markup)).fieldErrors.name).toBe(TREE_MESSAGES.nameMarkup);
    const clash = await post({ intent: "rename", node: id, version, name: "water clarifiers" });
    expect((await answerOf(clash)).fieldErrors.name).toBe(TREE_MESSAGES.nameTaken(C));
    // Only its case changes: no clash with itself.
    expect((await post({ intent: "rename", node: id, version, name: "BIOCIDES" })).status).toBe(302);
    const gone = await post({ intent: "rename", node: 999_999, version: 1, name: "Anything" });
    expect(gone.status).toBe(302);
    expect(gone.headers.get("Location")).toBe("/staff/categories");
    expect(await toastOf(gone)).toMatchObject({ type: "error", message: CONTENT_MESSAGES.missing("category") });
  });
});

describe("Arabic names", () => {
  it("adds a node with its Arabic name, audited, and the Arabic public tree shows it while the English one keeps the English", async () => {
    const id = await add("Corrosion Inhibitors");
    const response = await post({ intent: "add", name: "Scale Inhibitors", name_ar: "  مثبطات الترسبات  ", parent: id });
    expect(response.status).toBe(302);
    const child = Number(new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("node"));
    expect((await rowOf(child)).nameAr).toBe("مثبطات الترسبات");
    expect((await rowOf(id)).nameAr).toBeNull();
    expect(namesOf(await listCategories("ar"))).toEqual(["Corrosion Inhibitors", "Corrosion Inhibitors/مثبطات الترسبات"]);
    expect(namesOf(await listCategories())).toEqual(["Corrosion Inhibitors", "Corrosion Inhibitors/Scale Inhibitors"]);
    const [entry] = await auditRows("category.create");
    expect(JSON.parse(entry.details!)).toEqual({ name: "Scale Inhibitors", nameAr: "مثبطات الترسبات", parentId: id });
    // The page shows it, and the rename form opens with it.
    const page = await (await get(`?node=${child}`)).json();
    expect(page.selected).toMatchObject({ id: child, name: "Scale Inhibitors", nameAr: "مثبطات الترسبات" });
    expect(page.roots[0].children[0]).toMatchObject({ name: "Scale Inhibitors", nameAr: "مثبطات الترسبات" });
  });

  it("writes, changes and clears the Arabic name with a rename, auditing each change, and the Arabic tree follows at once", async () => {
    const id = await add("Biocides");
    let { version } = await rowOf(id);
    const written = await post({ intent: "rename", node: id, version, name: "Biocides", name_ar: "مبيدات حيوية" });
    expect(written.status).toBe(302);
    // Only the Arabic changed: the toast says saved, not renamed.
    expect((await toastOf(written))?.message).toBe("Category “Biocides” saved.");
    expect(namesOf(await listCategories("ar"))).toEqual(["مبيدات حيوية"]);
    expect(JSON.parse((await auditRows("category.rename"))[0].details!)).toEqual({ from: "Biocides", to: "Biocides", fromAr: null, toAr: "مبيدات حيوية" });

    ({ version } = await rowOf(id));
    expect((await post({ intent: "rename", node: id, version, name: "Biocides", name_ar: "المبيدات الحيوية" })).status).toBe(302);
    expect(namesOf(await listCategories("ar"))).toEqual(["المبيدات الحيوية"]);

    ({ version } = await rowOf(id));
    const cleared = await post({ intent: "rename", node: id, version, name: "Microbiocides", name_ar: "  " });
    expect((await toastOf(cleared))?.message).toBe("Category renamed to “Microbiocides”.");
    expect((await rowOf(id)).nameAr).toBeNull();
    expect(namesOf(await listCategories("ar"))).toEqual(["Microbiocides"]);
    expect(JSON.parse((await auditRows("category.rename"))[0].details!)).toEqual({ from: "Biocides", to: "Microbiocides", fromAr: "المبيدات الحيوية", toAr: null });
    // A rename that leaves the Arabic as it was does not list it.
    ({ version } = await rowOf(id));
    await post({ intent: "rename", node: id, version, name: "Biocides", name_ar: "" });
    expect(JSON.parse((await auditRows("category.rename"))[0].details!)).toEqual({ from: "Microbiocides", to: "Biocides" });
  });

  it("refuses an Arabic name with markup, control characters or over 120 characters, keeping what was typed", async () => {
    const id = await add("Demulsifiers");
    const { version } = await rowOf(id);
    for (const [nameAr, message] of [
      ["<b>مزيلات</b>", TREE_MESSAGES.nameMarkup],
      ["سطر\nثان", TREE_MESSAGES.nameControl],
      ["م".repeat(121), TREE_MESSAGES.nameTooLong],
    ]) {
      const refused = await post({ intent: "rename", node: id, version, name: "Demulsifiers", name_ar: nameAr });
      expect(refused.status).toBe(400);
      const answer = await answerOf(refused);
      expect(answer.fieldErrors.name_ar).toBe(message);
      expect(answer.repopulateFields.name_ar).toBe(nameAr);
    }
    expect((await post({ intent: "add", name: "Emulsion Breakers", name_ar: "<i>x</i>", parent: "" })).status).toBe(400);
    expect(await rowOf(id)).toMatchObject({ version, nameAr: null });
  });

  it("names processes in Arabic too", async () => {
    const response = await post({ intent: "add", name: "Gas Sweetening", name_ar: "تحلية الغاز", parent: "" }, processesRoute, P.path);
    expect(response.status).toBe(302);
    expect(namesOf(await listProcesses("ar"))).toEqual(["تحلية الغاز"]);
    expect(namesOf(await listProcesses())).toEqual(["Gas Sweetening"]);
    const [row] = await database.db.select().from(processes);
    const renamed = await post({ intent: "rename", node: row.id, version: row.version, name: "Gas Sweetening", name_ar: "" }, processesRoute, P.path);
    expect(renamed.status).toBe(302);
    expect(namesOf(await listProcesses("ar"))).toEqual(["Gas Sweetening"]);
    expect((await auditRows("process.rename"))[0]).toMatchObject({ targetKind: "process", targetId: String(row.id) });
  });
});

describe("moving", () => {
  it("moves a node under another parent (last there) and back to the top level, renumbering the siblings it left", async () => {
    const a = await add("A");
    const b = await add("B");
    const c = await add("C");
    const b1 = await add("B1", b);
    const response = await post({ intent: "move", node: a, parent: b });
    expect(response.status).toBe(302);
    expect(namesOf(await listCategories())).toEqual(["B", "B/B1", "B/A", "C"]);
    expect([(await rowOf(b)).position, (await rowOf(c)).position, (await rowOf(b1)).position, (await rowOf(a)).position]).toEqual([0, 1, 0, 1]);
    const [entry] = await auditRows("category.move");
    expect(JSON.parse(entry.details!)).toEqual({ name: "A", from: null, to: b });
    expect((await post({ intent: "move", node: a, parent: "" })).status).toBe(302);
    expect(namesOf(await listCategories())).toEqual(["B", "B/B1", "C", "A"]);
  });

  it("refuses a move under itself or any of its descendants with the message, keeping the chosen parent", async () => {
    const a = await add("Upstream");
    const a1 = await add("Drilling", a);
    const a11 = await add("Mud", a1);
    for (const parent of [a, a1, a11]) {
      const response = await post({ intent: "move", node: a, parent });
      expect(response.status).toBe(400);
      const answer = await answerOf(response);
      expect(answer.fieldErrors.parent).toBe("A category cannot move under itself or one of its own subcategories.");
      expect(answer.repopulateFields.parent).toBe(String(parent));
    }
    expect(namesOf(await listCategories())).toEqual(["Upstream", "Upstream/Drilling", "Upstream/Drilling/Mud"]);
    expect((await auditRows("category.move")).filter((e) => e.targetId === String(a))).toEqual([]);
  });

  it("checks for cycles in the model, under the tree's lock: two opposite moves at once leave a tree, not a loop", async () => {
    const a = await add("A");
    const b = await add("B");
    const actor = { id: editorId, email: "editor-trees@sahel.example.om", ip: null };
    const results = await Promise.all([moveNode("category", actor, { id: a, parentId: b }), moveNode("category", actor, { id: b, parentId: a })]);
    expect(results.map((r) => (r.ok ? "moved" : r.reason)).sort()).toEqual(["cycle", "moved"]);
    expect(namesOf(await listCategories())).toHaveLength(2);
    expect((await listCategories())).toHaveLength(1);
  });

  it("refuses a move beside a sibling of the same name", async () => {
    const a = await add("A");
    await add("Pipeline", a);
    const loose = await add("pipeline");
    const response = await post({ intent: "move", node: loose, parent: a });
    expect((await answerOf(response)).fieldErrors.parent).toBe(TREE_MESSAGES.nameTaken(C));
  });
});

describe("ordering", () => {
  it("moves a node up and down among its siblings, numbering them 0..n, and the public order follows", async () => {
    const a = await add("A");
    const b = await add("B");
    const c = await add("C");
    // Gaps left by hand (an import, say) are closed by the next order.
    await database.db.update(categories).set({ position: 10 }).where(eq(categories.id, c));
    expect((await post({ intent: "order", node: c, direction: "up" })).status).toBe(302);
    expect(namesOf(await listCategories())).toEqual(["A", "C", "B"]);
    const rows = await database.db.select({ id: categories.id, position: categories.position }).from(categories).orderBy(asc(categories.position));
    expect(rows).toEqual([
      { id: a, position: 0 },
      { id: c, position: 1 },
      { id: b, position: 2 },
    ]);
    expect((await post({ intent: "order", node: a, direction: "down" })).status).toBe(302);
    expect(namesOf(await listCategories())).toEqual(["C", "A", "B"]);
    const first = await post({ intent: "order", node: c, direction: "up" });
    expect((await toastOf(first))?.message).toBe("The category is already first.");
    const entries = (await auditRows("category.order")).filter((e) => [a, b, c].map(String).includes(e.targetId!));
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[0].details!)).toEqual({ name: "A", direction: "down", position: 1 });
  });
});

describe("merging", () => {
  it("moves the links (once per solution) and the children to the target, deletes the source, audits, and the public tree follows", async () => {
    const source = await add("Defoamers");
    const target = await add("Foamers & Defoamers");
    const child = await add("Silicone", source);
    await add("Organic", target);
    const [s1, s2] = [await solution("DF-100"), await solution("DF-200")];
    await database.db.insert(solutionCategories).values([
      { solutionId: s1, categoryId: source, position: 3 },
      { solutionId: s2, categoryId: source },
      { solutionId: s2, categoryId: target },
    ]);
    const response = await post({ intent: "merge", node: source, target, confirm: "on" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/categories?node=${target}`);
    expect((await toastOf(response))?.message).toBe("“Defoamers” merged into “Foamers & Defoamers”: 2 solutions and 1 subcategory moved there.");
    expect(await rowOf(source)).toBeUndefined();
    expect((await rowOf(child)).parentId).toBe(target);
    const links = await database.db.select().from(solutionCategories).orderBy(asc(solutionCategories.solutionId));
    expect(links).toEqual([
      { solutionId: s1, categoryId: target, position: 3 },
      { solutionId: s2, categoryId: target, position: 0 },
    ]);
    expect(namesOf(await listCategories())).toEqual(["Foamers & Defoamers", "Foamers & Defoamers/Organic", "Foamers & Defoamers/Silicone"]);
    const [entry] = await auditRows("category.merge");
    expect(entry.targetId).toBe(String(source));
    expect(JSON.parse(entry.details!)).toEqual({ name: "Defoamers", into: target, target: "Foamers & Defoamers", links: 2, children: 1 });
  });

  it("needs the confirmation ticked, and refuses a merge into itself or its own subtree", async () => {
    const a = await add("A");
    const a1 = await add("A1", a);
    const unconfirmed = await post({ intent: "merge", node: a, target: a1 });
    expect((await answerOf(unconfirmed)).fieldErrors.confirm).toBe(TREE_MESSAGES.mergeConfirm);
    const self = await post({ intent: "merge", node: a, target: a, confirm: "on" });
    expect((await answerOf(self)).fieldErrors.target).toBe(TREE_MESSAGES.mergeSelf(C));
    const down = await post({ intent: "merge", node: a, target: a1, confirm: "on" });
    const answer = await answerOf(down);
    expect(answer.fieldErrors.target).toBe(TREE_MESSAGES.mergeDescendant(C));
    expect(answer.repopulateFields).toMatchObject({ target: String(a1), confirm: "on" });
    expect(namesOf(await listCategories())).toEqual(["A", "A/A1"]);
    expect((await auditRows("category.merge")).filter((e) => e.targetId === String(a))).toEqual([]);
  });

  it("refuses a merge that would put two children of the same name side by side", async () => {
    const a = await add("A");
    const b = await add("B");
    await add("Pipeline", a);
    await add("PIPELINE", b);
    const response = await post({ intent: "merge", node: a, target: b, confirm: "on" });
    expect((await answerOf(response)).formError).toBe(TREE_MESSAGES.mergeClash(C, "Pipeline"));
  });

  it("merges processes with their plants", async () => {
    const [oman] = await database.db.insert(locations).values({ name: "Oman", type: "country" }).returning({ id: locations.id });
    const [plant] = await database.db.insert(plants).values({ name: "Sohar", address: "Sohar", latitude: 24.3, longitude: 56.7, countryId: oman.id }).returning({ id: plants.id });
    const source = await add("Gas Treating", null, processesRoute, P.path);
    const target = await add("Gas Processing", null, processesRoute, P.path);
    await database.db.insert(plantProcesses).values({ plantId: plant.id, processId: source });
    const response = await post({ intent: "merge", node: source, target, confirm: "on" }, processesRoute, P.path);
    expect((await toastOf(response))?.message).toBe("“Gas Treating” merged into “Gas Processing”: 1 plant and 0 subprocesses moved there.");
    expect(await database.db.select().from(plantProcesses)).toEqual([{ plantId: plant.id, processId: target }]);
    expect(namesOf(await listProcesses())).toEqual(["Gas Processing"]);
    expect((await auditRows("process.merge"))[0]).toMatchObject({ targetKind: "process", targetId: String(source) });
  });
});

describe("deleting", () => {
  it("refuses a node with children or links, saying why and offering Merge; deletes an empty one", async () => {
    const a = await add("A");
    const a1 = await add("A1", a);
    const withChild = await post({ intent: "delete", node: a });
    expect((await answerOf(withChild)).formError).toBe(TREE_MESSAGES.notEmpty(C, 1, 0));
    expect(TREE_MESSAGES.notEmpty(C, 1, 0)).toBe(
      "This category cannot be deleted: it has 1 subcategory. Merge it into another category instead: its solutions and subcategories move there.",
    );
    await database.db.insert(solutionCategories).values({ solutionId: await solution("Linked"), categoryId: a1 });
    const linked = await post({ intent: "delete", node: a1 });
    expect((await answerOf(linked)).formError).toBe(TREE_MESSAGES.notEmpty(C, 0, 1));
    await database.db.delete(solutionCategories);
    const b = await add("B");
    const response = await post({ intent: "delete", node: a1 });
    expect(response.status).toBe(302);
    expect((await toastOf(response))?.message).toBe("Category “A1” deleted.");
    expect(namesOf(await listCategories())).toEqual(["A", "B"]);
    expect((await post({ intent: "delete", node: a })).status).toBe(302);
    expect((await rowOf(b)).position).toBe(0);
    const entries = await auditRows("category.delete");
    expect(entries.slice(0, 2).map((e) => [e.targetId, JSON.parse(e.details!).name])).toEqual([
      [String(a), "A"],
      [String(a1), "A1"],
    ]);
  });
});

describe("the page", () => {
  it("shows the whole tree with link counts, and the chosen node; a malformed ?node is a 400, an unknown one a 404", async () => {
    const a = await add("A");
    const a1 = await add("A1", a);
    await database.db.insert(solutionCategories).values({ solutionId: await solution("S"), categoryId: a1 });
    const response = await get(`?node=${a1}`);
    expect(response.status).toBe(200);
    const data = (await response.json()) as { roots: { name: string; linked: number; children: { name: string; linked: number }[] }[]; selected: { id: number; first: boolean; last: boolean; linked: number } };
    expect(data.roots).toMatchObject([{ name: "A", linked: 0, children: [{ name: "A1", linked: 1 }] }]);
    expect(data.selected).toMatchObject({ id: a1, first: true, last: true, linked: 1 });
    expect((await get("?node=abc")).status).toBe(400);
    expect((await get("?node=0")).status).toBe(400);
    expect((await get("?node=99999999999")).status).toBe(400);
    expect((await get("?node=999999")).status).toBe(404);
    expect((await get("", processesRoute, P.path)).status).toBe(200);
  });

  it("refuses every change and shows no tree when the content lives in the owner's API", async () => {
    const a = await add("A");
    remote.on = true;
    try {
      const response = await post({ intent: "delete", node: a });
      expect(response.status).toBe(409);
      expect(await response.text()).toBe(CONTENT_MESSAGES.remote);
      const page = (await (await get("")).json()) as { remote: boolean; roots: unknown[] };
      expect(page).toMatchObject({ remote: true, roots: [] });
    } finally {
      remote.on = false;
    }
    expect(await database.db.select().from(categories).where(inArray(categories.id, [a]))).toHaveLength(1);
  });
});
