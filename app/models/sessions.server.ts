/**
 * Server-side sessions: opaque random tokens kept only as SHA-256 hashes, so logout and expiry are enforced here.
 * Every session ends after IDLE_TIMEOUT_MS without a request and, however active, SESSION_LIFETIME_MS after sign-in
 * (REMEMBER_ME_LIFETIME_MS with "remember me"); the refresh token's expiry is that absolute end and never moves.
 * Remote mode (the owner's API issues the tokens) keeps a row too, so sign-out and a refused refresh end it here.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import type { Tokens } from "~/backend/contract";

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_ME_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * The longest a refresh token can live (a remembered session).
 * @alias REMEMBER_ME_LIFETIME_MS under the refresh token's name (knip: a deliberate duplicate export)
 */
export const REFRESH_TOKEN_TTL_MS = REMEMBER_ME_LIFETIME_MS;
/** last_seen_at is written at most this often, so every request does not write. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;
/** "Remember me" may lengthen a session only right after sign-in. */
const REMEMBER_WINDOW_MS = 60 * 1000;

/** 32 random bytes: unguessable, and worthless if the sessions table leaks because only hashes are stored. */
export function newToken() {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The owner's tokens are hashed with the session id: two sessions may hold the same upstream token (an API that
 * hands out one token per user, or none for refresh) without clashing on the unique indexes.
 */
function remoteHash(sessionId: string, token: string) {
  return hashToken(`remote:${sessionId}:${token}`);
}

const lifetimeOf = (persistent: boolean) => (persistent ? REMEMBER_ME_LIFETIME_MS : SESSION_LIFETIME_MS);
const idleSince = (now: Date) => new Date(now.getTime() - IDLE_TIMEOUT_MS);

/** Live: not revoked, before its absolute end, and used within the idle timeout. */
const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, now), gt(sessions.lastSeenAt, idleSince(now)));

/** Records activity, at most once a minute. */
async function touch(sessionId: string, now: Date) {
  await (await db())
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS))));
}

interface CreatedSession extends Tokens {
  sessionId: string;
  expiresAt: Date;
}

/** A local session: 12 h unless `persistent` (remember-me, 30 days). */
export async function createSession(userId: number, { persistent = false, now = new Date() } = {}): Promise<CreatedSession> {
  const access_token = newToken();
  const refresh_token = newToken();
  const sessionId = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeOf(persistent));
  await (await db()).insert(sessions).values({
    id: sessionId,
    userId,
    accessTokenHash: hashToken(access_token),
    refreshTokenHash: hashToken(refresh_token),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
    refreshExpiresAt: expiresAt,
    persistent,
    lastSeenAt: now,
    createdAt: now,
  });
  return { sessionId, access_token, refresh_token, expiresAt };
}

interface VerifiedSession {
  sessionId: string;
  userId: number;
  /** False when only the refresh token is still good: the caller must refresh before trusting the access token. */
  accessValid: boolean;
  /** The session's absolute end. */
  expiresAt: Date;
}

/** The live local session these tokens belong to, or null (unknown, revoked, idle too long or past its lifetime). */
export async function verifySessionTokens(tokens: Partial<Tokens>, now = new Date()): Promise<VerifiedSession | null> {
  const access = tokens.access_token ? hashToken(tokens.access_token) : null;
  const refresh = tokens.refresh_token ? hashToken(tokens.refresh_token) : null;
  if (!access && !refresh) return null;
  const matches = [access ? eq(sessions.accessTokenHash, access) : undefined, refresh ? eq(sessions.refreshTokenHash, refresh) : undefined].filter(
    (c) => c !== undefined,
  );
  const [row] = await (await db())
    .select()
    .from(sessions)
    .where(and(or(...matches), eq(sessions.remote, false), live(now)))
    .limit(1);
  if (!row) return null;
  // A refresh token from another session paired with this access token would be a forgery: both must agree.
  if (refresh && row.refreshTokenHash !== refresh) return null;
  await touch(row.id, now);
  return { sessionId: row.id, userId: row.userId, accessValid: row.accessTokenHash === access && row.accessExpiresAt > now, expiresAt: row.refreshExpiresAt };
}

/** A new access token for a live refresh token; the refresh token stays, so parallel requests never lock each other out. */
export async function refreshSession(refreshToken: string, now = new Date()): Promise<Tokens | null> {
  const access_token = newToken();
  const [row] = await (await db())
    .update(sessions)
    .set({ accessTokenHash: hashToken(access_token), accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS), lastSeenAt: now })
    .where(and(eq(sessions.refreshTokenHash, hashToken(refreshToken)), eq(sessions.remote, false), live(now)))
    .returning({ id: sessions.id });
  return row ? { access_token, refresh_token: refreshToken } : null;
}

/**
 * "Remember me" at sign-in: the session just created (local, by its tokens, or remote, by id) lives 30 days from
 * sign-in instead of 12 h. Null when there is no such live session or it is older than a minute.
 */
export async function rememberSession(ref: Partial<Tokens> | { sessionId: string }, now = new Date()): Promise<{ sessionId: string; expiresAt: Date } | null> {
  const which =
    "sessionId" in ref
      ? eq(sessions.id, ref.sessionId)
      : ref.access_token
        ? and(eq(sessions.accessTokenHash, hashToken(ref.access_token)), eq(sessions.remote, false))
        : undefined;
  if (!which) return null;
  const [row] = await (await db())
    .select({ id: sessions.id, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(which, live(now), gt(sessions.createdAt, new Date(now.getTime() - REMEMBER_WINDOW_MS))))
    .limit(1);
  if (!row) return null;
  const expiresAt = new Date(row.createdAt.getTime() + REMEMBER_ME_LIFETIME_MS);
  await (await db()).update(sessions).set({ persistent: true, refreshExpiresAt: expiresAt }).where(eq(sessions.id, row.id));
  return { sessionId: row.id, expiresAt };
}

/** Remote mode: a row for the owner's tokens. The access window says when to check them upstream again. */
export async function createRemoteSession(
  userId: number,
  tokens: Tokens,
  { persistent = false, now = new Date() } = {},
): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeOf(persistent));
  await (await db()).insert(sessions).values({
    id: sessionId,
    userId,
    accessTokenHash: remoteHash(sessionId, tokens.access_token),
    refreshTokenHash: remoteHash(sessionId, tokens.refresh_token),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
    refreshExpiresAt: expiresAt,
    persistent,
    remote: true,
    lastSeenAt: now,
    createdAt: now,
  });
  return { sessionId, expiresAt };
}

/**
 * The live remote session with this id whose stored token hashes match the cookie's (either one: the access token
 * changes on every upstream refresh, and two requests may refresh at once), or null.
 */
export async function verifyRemoteSession(sessionId: unknown, tokens: Tokens, now = new Date()): Promise<VerifiedSession | null> {
  if (typeof sessionId !== "string" || !sessionId) return null;
  const [row] = await (await db())
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.remote, true), live(now)))
    .limit(1);
  if (!row) return null;
  const accessMatches = row.accessTokenHash === remoteHash(sessionId, tokens.access_token);
  if (!accessMatches && row.refreshTokenHash !== remoteHash(sessionId, tokens.refresh_token)) return null;
  await touch(row.id, now);
  return { sessionId: row.id, userId: row.userId, accessValid: accessMatches && row.accessExpiresAt > now, expiresAt: row.refreshExpiresAt };
}

/** The owner's API handed out new tokens: the row follows them, and the next upstream check is another window away. */
export async function updateRemoteTokens(sessionId: string, tokens: Tokens, now = new Date()) {
  await (await db())
    .update(sessions)
    .set({
      accessTokenHash: remoteHash(sessionId, tokens.access_token),
      refreshTokenHash: remoteHash(sessionId, tokens.refresh_token),
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
      lastSeenAt: now,
    })
    .where(and(eq(sessions.id, sessionId), eq(sessions.remote, true), isNull(sessions.revokedAt)));
}

export async function revokeSessionById(sessionId: string, now = new Date()) {
  await (await db())
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSession(tokens: Partial<Tokens>, now = new Date()) {
  const conditions = [
    tokens.access_token ? eq(sessions.accessTokenHash, hashToken(tokens.access_token)) : undefined,
    tokens.refresh_token ? eq(sessions.refreshTokenHash, hashToken(tokens.refresh_token)) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return;
  await (await db())
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(or(...conditions), eq(sessions.remote, false), isNull(sessions.revokedAt)));
}

/** After a password change or reset every other device must sign in again. */
export async function revokeUserSessions(userId: number, { except }: { except?: string } = {}) {
  await (await db())
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined));
}
