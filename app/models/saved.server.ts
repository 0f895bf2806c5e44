/** The saved page's likes: list a user's liked solutions or plants by page, remove one, and merge anonymous likes at sign-in. */
import { and, count, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { localizedSql } from "~/db/localized";
import { likes, plantSolutions, plants, solutions } from "~/db/schema";
import type { Locale } from "~/i18n/locales";

type LikeKind = "solution" | "plant";

interface SavedRow {
  id: number;
  kind: LikeKind;
  targetId: number;
  /** The solution's name, or for a plant the number of solutions it makes. */
  name: string;
  plantName: string;
  solutionCount: number;
  createdAt: Date;
}

interface SavedPage {
  total: number;
  rows: SavedRow[];
}

/** A page of the user's saved items, named in `locale`. */
export async function listSaved(
  userId: number,
  kind: LikeKind,
  { page, pageSize }: { page: number; pageSize: number },
  locale: Locale = "en",
): Promise<SavedPage> {
  const d = await db();
  const where = and(eq(likes.userId, userId), eq(likes.kind, kind));
  // Saved items whose solution or plant is not published (a draft, archived) are not shown, nor counted.
  const target = kind === "solution" ? solutions : plants;
  const [{ total }] = await d
    .select({ total: count() })
    .from(likes)
    .innerJoin(target, and(eq(target.id, likes.targetId), eq(target.status, "published")))
    .where(where);
  const offset = (page - 1) * pageSize;
  if (kind === "solution") {
    const rows = await d
      .select({
        id: likes.id,
        targetId: likes.targetId,
        name: localizedSql(locale, solutions.name, solutions.nameAr),
        plantName: sql<string>`coalesce((select string_agg(${localizedSql(locale, sql`p.name`, sql`p.name_ar`)}, ', ' order by p.name) from ${plantSolutions} ps join ${plants} p on p.id = ps.plant_id and p.status = 'published' where ps.solution_id = ${solutions.id}), '')`,
        createdAt: likes.createdAt,
      })
      .from(likes)
      .innerJoin(solutions, and(eq(solutions.id, likes.targetId), eq(solutions.status, "published")))
      .where(where)
      .orderBy(desc(likes.createdAt), desc(likes.id))
      .limit(pageSize)
      .offset(offset);
    return { total, rows: rows.map((r) => ({ ...r, kind, solutionCount: 1 })) };
  }
  const rows = await d
    .select({
      id: likes.id,
      targetId: likes.targetId,
      plantName: localizedSql(locale, plants.name, plants.nameAr),
      solutionCount: sql<number>`(select count(*) from ${plantSolutions} ps join ${solutions} s on s.id = ps.solution_id and s.status = 'published' where ps.plant_id = ${plants.id})::int`,
      createdAt: likes.createdAt,
    })
    .from(likes)
    .innerJoin(plants, and(eq(plants.id, likes.targetId), eq(plants.status, "published")))
    .where(where)
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(pageSize)
    .offset(offset);
  return { total, rows: rows.map((r) => ({ ...r, kind, name: "" })) };
}

/**
 * The like with this id if it belongs to the user and its item is published (for the confirmation step), named in
 * `locale`. Like ids are sequential: without the published filter the page would name any draft liked by its id.
 */
export async function getSaved(userId: number, likeId: number, locale: Locale = "en") {
  const [row] = await (await db())
    .select({
      id: likes.id,
      kind: likes.kind,
      name: sql<string>`coalesce(${localizedSql(locale, solutions.name, solutions.nameAr)}, ${localizedSql(locale, plants.name, plants.nameAr)}, '')`,
    })
    .from(likes)
    .leftJoin(solutions, and(eq(likes.kind, "solution"), eq(solutions.id, likes.targetId), eq(solutions.status, "published")))
    .leftJoin(plants, and(eq(likes.kind, "plant"), eq(plants.id, likes.targetId), eq(plants.status, "published")))
    .where(and(eq(likes.id, likeId), eq(likes.userId, userId), or(isNotNull(solutions.id), isNotNull(plants.id))))
    .limit(1);
  return row ?? null;
}

/** Removes one like; false when it does not exist or is someone else's. */
export async function deleteSaved(userId: number, likeId: number): Promise<boolean> {
  const deleted = await (await db())
    .delete(likes)
    .where(and(eq(likes.id, likeId), eq(likes.userId, userId)))
    .returning({ id: likes.id });
  return deleted.length > 0;
}

/** How many published solutions and plants the user saved: the totals the saved page's tabs show. */
export async function countSaved(userId: number): Promise<Record<LikeKind, number>> {
  const rows = await (await db())
    .select({ kind: likes.kind, n: count() })
    .from(likes)
    .leftJoin(solutions, and(eq(likes.kind, "solution"), eq(solutions.id, likes.targetId), eq(solutions.status, "published")))
    .leftJoin(plants, and(eq(likes.kind, "plant"), eq(plants.id, likes.targetId), eq(plants.status, "published")))
    .where(and(eq(likes.userId, userId), or(isNotNull(solutions.id), isNotNull(plants.id))))
    .groupBy(likes.kind);
  const out: Record<LikeKind, number> = { solution: 0, plant: 0 };
  for (const row of rows) out[row.kind] = row.n;
  return out;
}

/** The anonymous session's likes ({solution: number[], plant: number[]}), read defensively: the cookie is old input. */
function anonymousLikesFrom(value: unknown): Array<{ kind: LikeKind; targetId: number }> {
  if (!value || typeof value !== "object") return [];
  const out: Array<{ kind: LikeKind; targetId: number }> = [];
  for (const kind of ["solution", "plant"] as const) {
    const ids = (value as Record<string, unknown>)[kind];
    if (!Array.isArray(ids)) continue;
    for (const id of ids.slice(0, 500)) {
      if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) out.push({ kind, targetId: id });
    }
  }
  return out;
}

/** Moves the likes made before sign-in into the account; likes of items that are not published (or gone) are dropped. */
export async function mergeAnonymousLikes(userId: number, value: unknown) {
  const items = anonymousLikesFrom(value);
  if (items.length === 0) return 0;
  const d = await db();
  let merged = 0;
  for (const kind of ["solution", "plant"] as const) {
    const ids = items.filter((i) => i.kind === kind).map((i) => i.targetId);
    if (ids.length === 0) continue;
    const table = kind === "solution" ? solutions : plants;
    const existing = await d
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.status, "published")));
    if (existing.length === 0) continue;
    const inserted = await d
      .insert(likes)
      .values(existing.map((row) => ({ userId, kind, targetId: row.id })))
      .onConflictDoNothing()
      .returning({ id: likes.id });
    merged += inserted.length;
  }
  return merged;
}
