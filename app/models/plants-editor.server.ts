/**
 * The plants editor (roles editor and admin): every plant whatever its status, created and saved under
 * optimistic concurrency (content-save.server.ts), its processes and related solutions, deleted only when nothing
 * refers to it (else archived). Each change is one transaction with its audit entry; the catalog_version triggers on
 * plants and their link tables make the public site (app/models/plants.server.ts: published plants only) follow at once.
 */
import { and, asc, count, eq, inArray, notExists, sql, type SQL } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { likes, locations, plantProcesses, plantSolutions, plants, processes, solutions } from "~/db/schema";
import { STAFF_PLANTS_PAGE_SIZE, type PlantInput, type PlantListFilter, type PlantStatus } from "~/forms/plants";
import { toSearchText } from "~/utils/search-text";
import { recordAudit, type AuditActor } from "./audit.server";
import { updateVersioned } from "./content-save.server";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const solutionCount = sql<number>`(select count(*) from ${plantSolutions} ps where ps.plant_id = ${plants.id})::int`;

/** A page of plants for the editor's list, by name: country, status and number of related solutions. */
export async function listPlantsForStaff(filter: PlantListFilter) {
  const d = await db();
  const conditions: SQL[] = [];
  const search = toSearchText(filter.search).slice(0, 200);
  // A substring of the normalised name: the GIN trigram index on search_text answers it.
  if (search) conditions.push(sql`${plants.searchText} LIKE ${`%${escapeLike(search)}%`}`);
  if (filter.country) conditions.push(eq(plants.countryId, filter.country));
  if (filter.status) conditions.push(eq(plants.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await d.select({ total: count() }).from(plants).where(where);
  const rows = await d
    .select({ id: plants.id, name: plants.name, country: locations.name, status: plants.status, solutions: solutionCount })
    .from(plants)
    .innerJoin(locations, eq(locations.id, plants.countryId))
    .where(where)
    .orderBy(asc(plants.name), asc(plants.id))
    .limit(STAFF_PLANTS_PAGE_SIZE)
    .offset((filter.page - 1) * STAFF_PLANTS_PAGE_SIZE);
  return { total, rows, pages: Math.max(1, Math.ceil(total / STAFF_PLANTS_PAGE_SIZE)) };
}

/** What refers to a plant from outside it: saved items (likes). Its links to processes and solutions are its own. */
async function savedCountOf(executor: Pick<Db, "select">, id: number) {
  const [{ total }] = await executor.select({ total: count() }).from(likes).where(and(eq(likes.kind, "plant"), eq(likes.targetId, id)));
  return total;
}

/** One plant as the editor opens it: its fields, ticked processes, related solutions and who saved it; null when missing. */
export async function plantForEditing(id: number) {
  const d = await db();
  const [row] = await d
    .select({
      id: plants.id,
      name: plants.name,
      address: plants.address,
      nameAr: plants.nameAr,
      addressAr: plants.addressAr,
      countryId: plants.countryId,
      websiteUrl: plants.websiteUrl,
      email: plants.email,
      latitude: plants.latitude,
      longitude: plants.longitude,
      status: plants.status,
      version: plants.version,
    })
    .from(plants)
    .where(eq(plants.id, id))
    .limit(1);
  if (!row) return null;
  const [processRows, solutionRows, saved] = await Promise.all([
    d.select({ id: plantProcesses.processId }).from(plantProcesses).where(eq(plantProcesses.plantId, id)),
    d
      .select({ id: solutions.id, name: solutions.name, status: solutions.status })
      .from(plantSolutions)
      .innerJoin(solutions, eq(solutions.id, plantSolutions.solutionId))
      .where(eq(plantSolutions.plantId, id))
      .orderBy(asc(solutions.name), asc(solutions.id)),
    savedCountOf(d, id),
  ]);
  return { ...row, processes: processRows.map((p) => p.id), solutions: solutionRows, saved };
}

/** Solutions not yet related to the plant whose name (or commercial name) contains the search, by name; at most 20. */
export async function solutionsToAdd(plantId: number, search: string) {
  const text = toSearchText(search).slice(0, 200);
  if (!text) return [];
  const d = await db();
  return d
    .select({ id: solutions.id, name: solutions.name, status: solutions.status })
    .from(solutions)
    .where(
      and(
        sql`${solutions.searchText} LIKE ${`%${escapeLike(text)}%`}`,
        notExists(d.select({ one: sql`1` }).from(plantSolutions).where(and(eq(plantSolutions.plantId, plantId), eq(plantSolutions.solutionId, solutions.id)))),
      ),
    )
    .orderBy(asc(solutions.name), asc(solutions.id))
    .limit(20);
}

export type PlantRefusal = { ok: false; reason: "country" | "processes" | "missing" } | { ok: false; reason: "stale"; currentVersion: number };

/** The form's country and processes as stored rows: each must exist (a country, not a city), else the save is refused. */
async function checkReferences(executor: Pick<Db, "select">, input: PlantInput): Promise<PlantRefusal | null> {
  const [country] = await executor
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, input.countryId), eq(locations.type, "country")))
    .limit(1);
  if (!country) return { ok: false, reason: "country" };
  if (input.processes.length) {
    const [{ total }] = await executor.select({ total: count() }).from(processes).where(inArray(processes.id, input.processes));
    if (total !== input.processes.length) return { ok: false, reason: "processes" };
  }
  return null;
}

function columnsOf(input: PlantInput) {
  return {
    name: input.name,
    address: input.address,
    nameAr: input.nameAr,
    addressAr: input.addressAr,
    countryId: input.countryId,
    websiteUrl: input.websiteUrl,
    email: input.email,
    latitude: input.latitude,
    longitude: input.longitude,
    status: input.status,
    // Found from either language's page.
    searchText: toSearchText(input.name, input.nameAr),
  };
}

/** Creates a plant with its processes; audited `plant.create`. */
export async function createPlant(input: PlantInput, actor: AuditActor): Promise<{ ok: true; id: number } | PlantRefusal> {
  const d = await db();
  return d.transaction(async (tx) => {
    const refused = await checkReferences(tx, input);
    if (refused) return refused;
    const [{ id }] = await tx.insert(plants).values(columnsOf(input)).returning({ id: plants.id });
    if (input.processes.length) await tx.insert(plantProcesses).values(input.processes.map((processId) => ({ plantId: id, processId })));
    await recordAudit(tx, actor, "plant.create", { kind: "plant", id }, { name: input.name, nameAr: input.nameAr, status: input.status, processes: input.processes });
    return { ok: true as const, id };
  });
}

/** The audit action of a status change. */
function statusAction(to: PlantStatus) {
  return to === "published" ? "plant.publish" : to === "archived" ? "plant.archive" : "plant.unpublish";
}

const EDITED_FIELDS = ["name", "address", "nameAr", "addressAr", "countryId", "websiteUrl", "email", "latitude", "longitude"] as const;

/**
 * Saves a plant opened at `version`: refused as stale when someone saved it since. Audited `plant.update` when its
 * fields or processes changed, and `plant.publish` / `plant.unpublish` / `plant.archive` when its status did (both,
 * in the same transaction, when a save does both).
 */
export async function savePlant(id: number, version: number, input: PlantInput, actor: AuditActor): Promise<{ ok: true; version: number; statusChanged: boolean } | PlantRefusal> {
  const d = await db();
  return d.transaction(async (tx) => {
    const [before] = await tx.select().from(plants).where(eq(plants.id, id)).for("update").limit(1);
    if (!before) return { ok: false as const, reason: "missing" as const };
    const refused = await checkReferences(tx, input);
    if (refused) return refused;
    const saved = await updateVersioned(tx, { table: plants, id: plants.id, version: plants.version }, id, version, { ...columnsOf(input), updatedAt: new Date() });
    // The row is locked since it was read: its version then is the one someone else saved.
    if (!saved.ok) return { ok: false as const, reason: "stale" as const, currentVersion: before.version };
    const processRows = await tx.select({ id: plantProcesses.processId }).from(plantProcesses).where(eq(plantProcesses.plantId, id));
    const had = new Set(processRows.map((p) => p.id));
    const added = input.processes.filter((p) => !had.has(p));
    const removed = [...had].filter((p) => !input.processes.includes(p));
    if (removed.length) await tx.delete(plantProcesses).where(and(eq(plantProcesses.plantId, id), inArray(plantProcesses.processId, removed)));
    if (added.length) await tx.insert(plantProcesses).values(added.map((processId) => ({ plantId: id, processId })));
    const next = columnsOf(input);
    // An empty Arabic text is none, as null is.
    const stored = (field: (typeof EDITED_FIELDS)[number]) => ((field === "nameAr" || field === "addressAr") && before[field] === "" ? null : before[field]);
    const changed: string[] = EDITED_FIELDS.filter((field) => stored(field) !== next[field]);
    if (added.length || removed.length) changed.push("processes");
    if (changed.length) {
      await recordAudit(tx, actor, "plant.update", { kind: "plant", id }, { name: input.name, changed, ...(added.length || removed.length ? { processes: { added, removed } } : {}) });
    }
    if (before.status !== input.status) {
      await recordAudit(tx, actor, statusAction(input.status), { kind: "plant", id }, { name: input.name, from: before.status, to: input.status });
    }
    return { ...saved, statusChanged: before.status !== input.status };
  });
}

/**
 * The delete step: a plant nobody saved is deleted (its process and solution links go with it), audited
 * `plant.delete`; one in someone's saved items is archived instead (`plant.archive`), so their list keeps it.
 * `archive` only ever archives (the button of a plant that cannot be deleted).
 */
export async function deleteOrArchivePlant(id: number, actor: AuditActor, mode: "delete" | "archive"): Promise<{ outcome: "deleted" | "archived"; name: string } | null> {
  const d = await db();
  return d.transaction(async (tx) => {
    const [row] = await tx.select({ name: plants.name, status: plants.status }).from(plants).where(eq(plants.id, id)).for("update").limit(1);
    if (!row) return null;
    const saved = await savedCountOf(tx, id);
    if (saved > 0 || mode === "archive") {
      if (row.status !== "archived") {
        await tx
          .update(plants)
          .set({ status: "archived", version: sql`${plants.version} + 1`, updatedAt: new Date() })
          .where(eq(plants.id, id));
        await recordAudit(tx, actor, "plant.archive", { kind: "plant", id }, { name: row.name, from: row.status, to: "archived", saved });
      }
      return { outcome: "archived" as const, name: row.name };
    }
    await tx.delete(plants).where(eq(plants.id, id));
    await recordAudit(tx, actor, "plant.delete", { kind: "plant", id }, { name: row.name, status: row.status });
    return { outcome: "deleted" as const, name: row.name };
  });
}

/**
 * Relates a solution to the plant or ends the relation; audited `plant.solution_add` / `plant.solution_remove`.
 * Answers the solution's name, or null when the plant or the solution is gone. Adding twice or removing what is not
 * there changes nothing and is not audited.
 */
export async function setPlantSolution(plantId: number, solutionId: number, related: boolean, actor: AuditActor) {
  const d = await db();
  return d.transaction(async (tx) => {
    const [plant] = await tx.select({ id: plants.id }).from(plants).where(eq(plants.id, plantId)).limit(1);
    const [solution] = await tx.select({ name: solutions.name }).from(solutions).where(eq(solutions.id, solutionId)).limit(1);
    if (!plant || !solution) return null;
    const changedRows = related
      ? await tx.insert(plantSolutions).values({ plantId, solutionId }).onConflictDoNothing().returning({ id: plantSolutions.solutionId })
      : await tx
          .delete(plantSolutions)
          .where(and(eq(plantSolutions.plantId, plantId), eq(plantSolutions.solutionId, solutionId)))
          .returning({ id: plantSolutions.solutionId });
    if (changedRows.length) {
      await recordAudit(tx, actor, related ? "plant.solution_add" : "plant.solution_remove", { kind: "plant", id: plantId }, { solution: solutionId, name: solution.name });
    }
    return { name: solution.name };
  });
}
