/**
 * Likes (bookmarks) of solutions and plants. Anonymous visitors keep theirs in the cookie session; a signed-in
 * visitor's live in the `likes` table. Nothing here reads a request: the route passes the user id and the session.
 *
 * API:
 * - sessionLikes(session) → the anonymous likes a session holds; toggleSessionLike(session, kind, id, liked) changes
 *   them (the caller commits the session).
 * - getLikedIds(userId, sessionLikes) → { solution: Set<number>, plant: Set<number> } for overlaying is_bookmarked on
 *   cards: the table's for a user, the session's for an anonymous visitor (userId null).
 * - setLike(userId, kind, id, liked) → stores or removes a signed-in visitor's like.
 * - mergeAnonymousLikes(userId, session) → number of likes moved; call at sign-in, BEFORE committing the
 *   session, because it also clears the session's anonymous likes.
 * The saved page reads the likes with their names through ./saved.server, which shows published items only.
 */
import type { Session } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { likes } from "~/db/schema";
import { mergeAnonymousLikes as mergeStoredLikes } from "./saved.server";

export type LikeKind = "solution" | "plant";
export type LikedIds = Record<LikeKind, Set<number>>;

/** A cookie holds at most 4 KB: keep the newest likes of each kind only. */
export const ANONYMOUS_LIKES_CAP = 100;

interface SessionLikes {
  solution: number[];
  plant: number[];
}

/** The anonymous likes a session holds (anything malformed in the cookie is dropped). */
export function sessionLikes(session: Session): SessionLikes {
  const raw = session.get("likes") as Partial<SessionLikes> | undefined;
  const clean = (list: unknown) => (Array.isArray(list) ? list.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : []);
  return { solution: clean(raw?.solution), plant: clean(raw?.plant) };
}

/** Likes or unlikes in the session, newest first and at most ANONYMOUS_LIKES_CAP; the caller commits the session. */
export function toggleSessionLike(session: Session, kind: LikeKind, id: number, liked: boolean) {
  const stored = sessionLikes(session);
  const without = stored[kind].filter((n) => n !== id);
  stored[kind] = liked ? [id, ...without].slice(0, ANONYMOUS_LIKES_CAP) : without;
  session.set("likes", stored);
}

/** A signed-in visitor's likes from the table; an anonymous visitor's (userId null) from their session. */
export async function getLikedIds(userId: number | null, anonymous: SessionLikes): Promise<LikedIds> {
  if (userId === null) return { solution: new Set(anonymous.solution), plant: new Set(anonymous.plant) };
  const rows = await (await db()).select({ kind: likes.kind, targetId: likes.targetId }).from(likes).where(eq(likes.userId, userId));
  const liked: LikedIds = { solution: new Set(), plant: new Set() };
  for (const row of rows) liked[row.kind].add(row.targetId);
  return liked;
}

/** Stores (or removes) a signed-in visitor's like; liking twice keeps one row. */
export async function setLike(userId: number, kind: LikeKind, id: number, liked: boolean) {
  const d = await db();
  if (liked) await d.insert(likes).values({ userId, kind, targetId: id }).onConflictDoNothing();
  else await d.delete(likes).where(and(eq(likes.userId, userId), eq(likes.kind, kind), eq(likes.targetId, id)));
}

/** The sign-in's merge (likes of items that are not published are dropped), then the session forgets its own. */
export async function mergeAnonymousLikes(userId: number, session: Session): Promise<number> {
  const merged = await mergeStoredLikes(userId, sessionLikes(session));
  session.unset("likes");
  return merged;
}
