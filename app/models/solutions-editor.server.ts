/**
 * The solutions editor (roles editor and admin): every solution whatever its status, created and saved
 * under optimistic concurrency (content-save.server.ts), published, unpublished, archived, deleted only when nothing
 * refers to it, its picture and its plants, its technical data and the problems it treats with their dose ranges
 * (saved with its other fields, under the same version). Each change is one transaction with its audit entry; the catalog_version
 * triggers on solutions and their link tables make the public site show it at once.
 */
import { and, asc, count, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import {
  categories,
  dataSheetRequests,
  documents,
  likes,
  locations,
  plantSolutions,
  plants,
  problems,
  quoteRequests,
  solutionProblems,
  solutionCategories,
  solutions,
  type ContentStatus,
} from "~/db/schema";
import type { ProblemGroupChoice, ProblemLink, TechnicalFields } from "~/forms/solution-technical";
import { toSearchText } from "~/utils/search-text";
import { renderMarkdown } from "~/utils/markdown.server";
import { descriptionWords } from "~/utils/sanitize.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { updateVersioned, type VersionedSave } from "./content-save.server";
import { storePicture, type StoredPicture } from "./media.server";
import { listProblemGroups } from "./finder.server";
import { descendantIds, listCategories } from "./reference-lists.server";

const STAFF_SOLUTIONS_PAGE_SIZE = 25;

interface StaffSolutionFilter {
  search: string;
  category: number | null;
  plant: number | null;
  status: ContentStatus | null;
  page: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of solutions for the editor's list, by name, with their status and number of plants. */
export async function listSolutionsForStaff(filter: StaffSolutionFilter) {
  const d = await db();
  const conditions: SQL[] = [];
  const search = toSearchText(filter.search).slice(0, 200);
  if (search) conditions.push(sql`${solutions.searchText} LIKE ${`%${escapeLike(search)}%`}`);
  if (filter.status) conditions.push(eq(solutions.status, filter.status));
  if (filter.plant) {
    conditions.push(
      exists(d.select({ one: sql`1` }).from(plantSolutions).where(and(eq(plantSolutions.solutionId, solutions.id), eq(plantSolutions.plantId, filter.plant)))),
    );
  }
  if (filter.category) {
    const ids = descendantIds(await listCategories(), [filter.category]);
    conditions.push(
      exists(
        d
          .select({ one: sql`1` })
          .from(solutionCategories)
          .where(and(eq(solutionCategories.solutionId, solutions.id), inArray(solutionCategories.categoryId, ids.length ? ids : [-1]))),
      ),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await d.select({ total: count() }).from(solutions).where(where);
  const rows = await d
    .select({
      id: solutions.id,
      name: solutions.name,
      commercialName: solutions.commercialName,
      status: solutions.status,
      updatedAt: solutions.updatedAt,
      plants: sql<number>`(select count(*) from ${plantSolutions} ps where ps.solution_id = ${solutions.id})::int`,
    })
    .from(solutions)
    .where(where)
    .orderBy(asc(solutions.name), asc(solutions.id))
    .limit(STAFF_SOLUTIONS_PAGE_SIZE)
    .offset((filter.page - 1) * STAFF_SOLUTIONS_PAGE_SIZE);
  return { total, rows, pages: Math.max(1, Math.ceil(total / STAFF_SOLUTIONS_PAGE_SIZE)) };
}

/** Every plant, by name, for the list's filter (ids and names only). */
export async function plantChoices() {
  const d = await db();
  return d.select({ id: plants.id, name: plants.name }).from(plants).orderBy(asc(plants.name), asc(plants.id));
}

/** What refers to a solution besides its own links: a delete is refused (and archive offered) while any is > 0. */
async function referencesOf(executor: Pick<Awaited<ReturnType<typeof db>>, "select">, id: number) {
  const one = async (query: Promise<{ total: number }[]>) => (await query)[0].total;
  const [requests, quotes, saved, sheets] = await Promise.all([
    one(executor.select({ total: count() }).from(dataSheetRequests).where(eq(dataSheetRequests.solutionId, id))),
    one(executor.select({ total: count() }).from(quoteRequests).where(eq(quoteRequests.solutionId, id))),
    one(executor.select({ total: count() }).from(likes).where(and(eq(likes.kind, "solution"), eq(likes.targetId, id)))),
    one(executor.select({ total: count() }).from(documents).where(eq(documents.solutionId, id))),
  ]);
  return { requests, quotes, saved, sheets };
}

type SolutionReferences = Awaited<ReturnType<typeof referencesOf>>;

export const hasReferences = (refs: SolutionReferences) => refs.requests + refs.quotes + refs.saved + refs.sheets > 0;

const plantCountry = alias(locations, "plant_country");

/** One solution as the editor opens it: its fields, categories, plants and what refers to it; null when missing. */
export async function solutionForEditing(id: number) {
  const d = await db();
  const [row] = await d
    .select({
      id: solutions.id,
      name: solutions.name,
      commercialName: solutions.commercialName,
      description: solutions.description,
      descriptionMarkdown: solutions.descriptionMarkdown,
      nameAr: solutions.nameAr,
      commercialNameAr: solutions.commercialNameAr,
      descriptionAr: solutions.descriptionAr,
      descriptionMarkdownAr: solutions.descriptionMarkdownAr,
      imageUrl: solutions.imageUrl,
      status: solutions.status,
      version: solutions.version,
      updatedAt: solutions.updatedAt,
      ...technicalColumns,
    })
    .from(solutions)
    .where(eq(solutions.id, id))
    .limit(1);
  if (!row) return null;
  const [categoryRows, plantRows, references, problemLinks] = await Promise.all([
    d.select({ id: solutionCategories.categoryId }).from(solutionCategories).where(eq(solutionCategories.solutionId, id)),
    d
      .select({ id: plants.id, name: plants.name, country: plantCountry.name, status: plants.status })
      .from(plantSolutions)
      .innerJoin(plants, eq(plants.id, plantSolutions.plantId))
      .innerJoin(plantCountry, eq(plantCountry.id, plants.countryId))
      .where(eq(plantSolutions.solutionId, id))
      .orderBy(asc(plants.name), asc(plants.id)),
    referencesOf(d, id),
    problemLinksOf(d, id),
  ]);
  const { systems, maxTemperatureC, injectionPoints, environmentalGrades, sites, ...rest } = row;
  return {
    ...rest,
    technical: { systems, maxTemperatureC, injectionPoints, environmentalGrades, sites, problems: problemLinks } as TechnicalFields,
    // A description first written as HTML is its own Markdown source (Markdown passes HTML through).
    markdown: row.descriptionMarkdown ?? row.description,
    markdownAr: row.descriptionMarkdownAr ?? row.descriptionAr ?? "",
    categoryIds: categoryRows.map((c) => c.id),
    plants: plantRows,
    references,
  };
}

const technicalColumns = {
  systems: solutions.systems,
  maxTemperatureC: solutions.maxTemperatureC,
  injectionPoints: solutions.injectionPoints,
  environmentalGrades: solutions.environmentalGrades,
  sites: solutions.sites,
};

/** The problems a solution treats with their dose ranges, by problem id. */
async function problemLinksOf(executor: Pick<Awaited<ReturnType<typeof db>>, "select">, id: number): Promise<ProblemLink[]> {
  return executor
    .select({ problemId: solutionProblems.problemId, doseMin: solutionProblems.doseMin, doseMax: solutionProblems.doseMax, doseUnit: solutionProblems.doseUnit })
    .from(solutionProblems)
    .where(eq(solutionProblems.solutionId, id))
    .orderBy(asc(solutionProblems.problemId));
}

/**
 * The problem list as the editor offers it: the groups of the finder's list, each with its problems, in English
 * (staff work in English). The same list checks a posted form, so a problem added meanwhile is accepted and one deleted
 * meanwhile is refused.
 */
export async function problemChoices(): Promise<ProblemGroupChoice[]> {
  const groups = await listProblemGroups("en");
  return groups.map((g) => ({ id: g.id, name: g.name, problems: g.problems.map((p) => ({ id: p.id, name: p.name })) }));
}

/** Plants matching a name, for "Add a plant", without those already linked. */
export async function plantsToLink(solutionId: number, query: string) {
  const search = toSearchText(query).slice(0, 100);
  if (search.length < 2) return [];
  const d = await db();
  return d
    .select({ id: plants.id, name: plants.name, country: plantCountry.name })
    .from(plants)
    .innerJoin(plantCountry, eq(plantCountry.id, plants.countryId))
    .where(
      and(
        sql`${plants.searchText} LIKE ${`%${escapeLike(search)}%`}`,
        sql`not exists (select 1 from ${plantSolutions} ps where ps.plant_id = ${plants.id} and ps.solution_id = ${solutionId})`,
      ),
    )
    .orderBy(asc(plants.name), asc(plants.id))
    .limit(20);
}

interface SolutionFields {
  name: string;
  commercialName: string;
  markdown: string;
  /** The Arabic texts: null when there is none (Arabic pages show the English). */
  nameAr: string | null;
  commercialNameAr: string | null;
  markdownAr: string | null;
  categoryIds: number[];
  technical: TechnicalFields;
}

/** A save refused because a problem ticked was deleted (or merged away) after the form was checked. */
type ProblemsGone = { ok: false; reason: "problems-missing" };

/** The categories that exist among `ids` (a form may post an id deleted meanwhile). */
async function existingCategories(executor: Pick<Awaited<ReturnType<typeof db>>, "select">, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await executor.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

function columnsOf(fields: SolutionFields) {
  const description = renderMarkdown(fields.markdown);
  const descriptionAr = fields.markdownAr ? renderMarkdown(fields.markdownAr) : null;
  return {
    name: fields.name,
    commercialName: fields.commercialName,
    description,
    descriptionMarkdown: fields.markdown,
    nameAr: fields.nameAr || null,
    commercialNameAr: fields.commercialNameAr || null,
    descriptionAr,
    descriptionMarkdownAr: fields.markdownAr || null,
    // Found from either language's page: the English and the Arabic names.
    searchText: toSearchText(fields.name, fields.commercialName, fields.nameAr, fields.commercialNameAr),
    // And by the words of either description.
    searchWords: descriptionWords(description, descriptionAr),
    systems: fields.technical.systems,
    maxTemperatureC: fields.technical.maxTemperatureC,
    injectionPoints: fields.technical.injectionPoints,
    environmentalGrades: fields.technical.environmentalGrades,
    sites: fields.technical.sites,
    updatedAt: new Date(),
  };
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof db>>["transaction"]>[0]>[0];

/**
 * Whether every problem linked still exists, each then held (FOR KEY SHARE) so that a delete or merge of it waits for
 * this transaction: the links written next cannot point at a problem gone meanwhile.
 */
async function problemsHeld(tx: Tx, links: readonly ProblemLink[]) {
  if (links.length === 0) return true;
  const ids = links.map((l) => l.problemId);
  const rows = await tx.select({ id: problems.id }).from(problems).where(inArray(problems.id, ids)).for("key share");
  return rows.length === new Set(ids).size;
}

async function writeProblemLinks(tx: Tx, solutionId: number, links: readonly ProblemLink[]) {
  await tx.delete(solutionProblems).where(eq(solutionProblems.solutionId, solutionId));
  if (links.length) await tx.insert(solutionProblems).values(links.map((link) => ({ solutionId, ...link })));
}

/** The technical fields whose values differ, each as { from, to }, for the audit entry (like the hazards' save); undefined when none. */
function technicalChanges(stored: TechnicalFields, posted: TechnicalFields) {
  // The links in one order (the form lists them by group, the table by id), so only a real change counts.
  const byProblem = (t: TechnicalFields) => ({ ...t, problems: [...t.problems].sort((a, b) => a.problemId - b.problemId) });
  const [before, after] = [byProblem(stored), byProblem(posted)];
  const changed: Partial<Record<keyof TechnicalFields, { from: unknown; to: unknown }>> = {};
  for (const key of Object.keys(after) as (keyof TechnicalFields)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = { from: before[key], to: after[key] };
  }
  return Object.keys(changed).length ? changed : undefined;
}

/** A new solution, a draft until published. */
export async function createSolution(fields: SolutionFields, actor: AuditActor): Promise<{ ok: true; id: number } | ProblemsGone> {
  const d = await db();
  return d.transaction(async (tx) => {
    if (!(await problemsHeld(tx, fields.technical.problems))) return { ok: false, reason: "problems-missing" };
    const [row] = await tx
      .insert(solutions)
      .values({ ...columnsOf(fields), status: "draft" })
      .returning({ id: solutions.id });
    const categoryIds = await existingCategories(tx, fields.categoryIds);
    if (categoryIds.length) await tx.insert(solutionCategories).values(categoryIds.map((categoryId, position) => ({ solutionId: row.id, categoryId, position })));
    await writeProblemLinks(tx, row.id, fields.technical.problems);
    const details = { name: fields.name, nameAr: fields.nameAr, categories: categoryIds, technical: fields.technical };
    await recordAudit(tx, actor, "solution.create", { kind: "solution", id: row.id }, details);
    return { ok: true, id: row.id };
  });
}

/**
 * Saves the editor's fields when the solution is still at `version`: its own columns, categories, technical data and
 * problem links in one transaction, the audit entry naming each technical field changed with its old and new value.
 */
export async function updateSolution(id: number, version: number, fields: SolutionFields, actor: AuditActor): Promise<VersionedSave | ProblemsGone> {
  const d = await db();
  return d.transaction(async (tx) => {
    const [stored] = await tx.select(technicalColumns).from(solutions).where(eq(solutions.id, id)).for("update").limit(1);
    if (!stored) return { ok: false, reason: "missing" };
    if (!(await problemsHeld(tx, fields.technical.problems))) return { ok: false, reason: "problems-missing" };
    const technicalBefore = { ...stored, problems: await problemLinksOf(tx, id) } as TechnicalFields;
    const saved = await updateVersioned(tx, { table: solutions, id: solutions.id, version: solutions.version }, id, version, columnsOf(fields));
    if (!saved.ok) return saved;
    const technical = technicalChanges(technicalBefore, fields.technical);
    if (technical?.problems) await writeProblemLinks(tx, id, fields.technical.problems);
    const categoryIds = await existingCategories(tx, fields.categoryIds);
    const before = await tx.select({ id: solutionCategories.categoryId }).from(solutionCategories).where(eq(solutionCategories.solutionId, id));
    const same = before.length === categoryIds.length && before.every((b) => categoryIds.includes(b.id));
    if (!same) {
      await tx.delete(solutionCategories).where(eq(solutionCategories.solutionId, id));
      if (categoryIds.length) await tx.insert(solutionCategories).values(categoryIds.map((categoryId, position) => ({ solutionId: id, categoryId, position })));
    }
    const details = { name: fields.name, nameAr: fields.nameAr, categories: same ? undefined : categoryIds, technical };
    await recordAudit(tx, actor, "solution.update", { kind: "solution", id }, details);
    return saved;
  });
}

/** The version now stored (after a stale refusal, the form takes it so a second save knowingly overwrites). */
export async function solutionVersion(id: number) {
  const [row] = await (await db()).select({ version: solutions.version }).from(solutions).where(eq(solutions.id, id)).limit(1);
  return row?.version ?? null;
}

const STATUS_ACTIONS: Record<ContentStatus, string> = { published: "solution.publish", draft: "solution.unpublish", archived: "solution.archive" };

/** Publish, unpublish (back to draft) or archive; false when the solution is gone. */
export async function setSolutionStatus(id: number, status: ContentStatus, actor: AuditActor) {
  const d = await db();
  return d.transaction(async (tx) => {
    const [before] = await tx.select({ status: solutions.status }).from(solutions).where(eq(solutions.id, id)).for("update").limit(1);
    if (!before) return false;
    if (before.status === status) return true;
    await tx
      .update(solutions)
      .set({ status, version: sql`${solutions.version} + 1`, updatedAt: new Date() })
      .where(eq(solutions.id, id));
    await recordAudit(tx, actor, STATUS_ACTIONS[status], { kind: "solution", id }, { from: before.status, to: status });
    return true;
  });
}

/**
 * Deletes a solution nothing refers to (its category and plant links go with it); one with requests, quotes, saved
 * items or data sheets is archived instead, so their history keeps its name. Says which happened.
 */
export async function deleteOrArchiveSolution(id: number, actor: AuditActor): Promise<"deleted" | "archived" | "missing"> {
  const d = await db();
  return d.transaction(async (tx) => {
    const [row] = await tx.select({ name: solutions.name, status: solutions.status }).from(solutions).where(eq(solutions.id, id)).for("update").limit(1);
    if (!row) return "missing";
    const references = await referencesOf(tx, id);
    if (hasReferences(references)) {
      await tx
        .update(solutions)
        .set({ status: "archived", version: sql`${solutions.version} + 1`, updatedAt: new Date() })
        .where(eq(solutions.id, id));
      await recordAudit(tx, actor, "solution.archive", { kind: "solution", id }, { from: row.status, references });
      return "archived";
    }
    await tx.delete(solutions).where(eq(solutions.id, id));
    await recordAudit(tx, actor, "solution.delete", { kind: "solution", id }, { name: row.name });
    return "deleted";
  });
}

/** Stores the cleaned picture and makes it the solution's image; false when the solution is gone. */
export async function setSolutionPicture(id: number, picture: StoredPicture, actor: AuditActor & { id: number }) {
  const d = await db();
  return d.transaction(async (tx) => {
    const [row] = await tx.select({ imageUrl: solutions.imageUrl }).from(solutions).where(eq(solutions.id, id)).for("update").limit(1);
    if (!row) return null;
    const url = await storePicture(tx, picture, actor.id);
    await tx
      .update(solutions)
      .set({ imageUrl: url, version: sql`${solutions.version} + 1`, updatedAt: new Date() })
      .where(eq(solutions.id, id));
    await recordAudit(tx, actor, "solution.picture", { kind: "solution", id }, { from: row.imageUrl, to: url, width: picture.width, height: picture.height });
    return url;
  });
}

/** Links or unlinks a plant; false when the solution or the plant is gone. */
export async function linkPlant(solutionId: number, plantId: number, linked: boolean, actor: AuditActor) {
  const d = await db();
  return d.transaction(async (tx) => {
    const [solution] = await tx.select({ id: solutions.id }).from(solutions).where(eq(solutions.id, solutionId)).limit(1);
    const [plant] = await tx.select({ name: plants.name }).from(plants).where(eq(plants.id, plantId)).limit(1);
    if (!solution || !plant) return false;
    if (linked) await tx.insert(plantSolutions).values({ plantId, solutionId }).onConflictDoNothing();
    else await tx.delete(plantSolutions).where(and(eq(plantSolutions.plantId, plantId), eq(plantSolutions.solutionId, solutionId)));
    await recordAudit(tx, actor, linked ? "solution.plant_add" : "solution.plant_remove", { kind: "solution", id: solutionId }, { plant: plantId, name: plant.name });
    return true;
  });
}
