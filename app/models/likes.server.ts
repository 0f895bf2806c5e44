/**
 * Likes (bookmarks) of solutions and plants. Anonymous visitors keep theirs in the cookie session; a signed-in
 * visitor's live in the `likes` table.
 *
 * API (the accounts pages call the last two):
 * - getLikedIds(request) → { solution: Set<number>, plant: Set<number> } for overlaying is_bookmarked on cards.
 * - setLike(request, kind, id, liked) → Headers (Set-Cookie when the session changed; empty otherwise).
 * - mergeAnonymousLikes(userId, session) → number of likes moved; call at sign-in, BEFORE committing the
 *   session, because it also clears the session's anonymous likes.
 * - listLikes(userId, kind, { page, pageSize }) → { count, results: [{ id, name, createdAt }] } newest first,
 *   `id` being the solution or plant id, for /profile/saved.
 */
import type { Session } from "@remix-run/node";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { likes, plants, solutions } from "~/db/schema";
import { getUserId } from "~/utils/auth.server";
import { getSession, sessionStorage } from "~/utils/session.server";
import { mergeAnonymousLikes as mergeStoredLikes } from "./saved.server";

export type LikeKind = "solution" | "plant";
export type LikedIds = Record<LikeKind, Set<number>>;

/** A cookie holds at most 4 KB: keep the newest likes of each kind only. */
export const ANONYMOUS_LIKES_CAP = 100;

interface StoredLikes {
  solution: number[];
  plant: number[];
}

function readSessionLikes(session: Session): StoredLikes {
  const raw = session.get("likes") as Partial<StoredLikes> | undefined;
  const clean = (list: unknown) => (Array.isArray(list) ? list.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : []);
  return { solution: clean(raw?.solution), plant: clean(raw?.plant) };
}

export async function getLikedIds(request: Request): Promise<LikedIds> {
  const userId = await getUserId(request);
  if (userId === null) {
    const stored = readSessionLikes(await getSession(request));
    return { solution: new Set(stored.solution), plant: new Set(stored.plant) };
  }
  const rows = await (await db()).select({ kind: likes.kind, targetId: likes.targetId }).from(likes).where(eq(likes.userId, userId));
  const liked: LikedIds = { solution: new Set(), plant: new Set() };
  for (const row of rows) liked[row.kind].add(row.targetId);
  return liked;
}

export async function setLike(request: Request, kind: LikeKind, id: number, liked: boolean): Promise<Headers> {
  const headers = new Headers();
  const userId = await getUserId(request);
  if (userId !== null) {
    const d = await db();
    if (liked) await d.insert(likes).values({ userId, kind, targetId: id }).onConflictDoNothing();
    else await d.delete(likes).where(and(eq(likes.userId, userId), eq(likes.kind, kind), eq(likes.targetId, id)));
    return headers;
  }
  const session = await getSession(request);
  const stored = readSessionLikes(session);
  const without = stored[kind].filter((n) => n !== id);
  stored[kind] = liked ? [id, ...without].slice(0, ANONYMOUS_LIKES_CAP) : without;
  session.set("likes", stored);
  headers.append("Set-Cookie", await sessionStorage().commitSession(session));
  return headers;
}

/** The sign-in's merge (likes of items that no longer exist are dropped), then the session forgets its own. */
export async function mergeAnonymousLikes(userId: number, session: Session): Promise<number> {
  const merged = await mergeStoredLikes(userId, readSessionLikes(session));
  session.unset("likes");
  return merged;
}

export interface LikedItem {
  id: number;
  name: string;
  createdAt: Date;
}

export async function listLikes(
  userId: number,
  kind: LikeKind,
  { page = 1, pageSize = 10 }: { page?: number; pageSize?: number } = {},
): Promise<{ count: number; results: LikedItem[] }> {
  const d = await db();
  const target = kind === "solution" ? solutions : plants;
  const where = and(eq(likes.userId, userId), eq(likes.kind, kind));
  const [{ total }] = await d
    .select({ total: sql<number>`count(*)::int` })
    .from(likes)
    .innerJoin(target, eq(target.id, likes.targetId))
    .where(where);
  const results = await d
    .select({ id: target.id, name: target.name, createdAt: likes.createdAt })
    .from(likes)
    .innerJoin(target, eq(target.id, likes.targetId))
    .where(where)
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
  return { count: total, results };
}
