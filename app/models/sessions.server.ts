/** Server-side sessions: opaque random tokens kept only as SHA-256 hashes, so logout and expiry are enforced here. */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import type { Tokens } from "~/backend/contract";

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes: unguessable, and worthless if the sessions table leaks because only hashes are stored. */
export function newToken() {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export interface CreatedSession extends Tokens {
  sessionId: string;
}

export async function createSession(userId: number, { persistent = true, now = new Date() } = {}): Promise<CreatedSession> {
  const access_token = newToken();
  const refresh_token = newToken();
  const sessionId = newToken();
  await (await db()).insert(sessions).values({
    id: sessionId,
    userId,
    accessTokenHash: hashToken(access_token),
    refreshTokenHash: hashToken(refresh_token),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    persistent,
  });
  return { sessionId, access_token, refresh_token };
}

export interface VerifiedSession {
  sessionId: string;
  userId: number;
  /** False when only the refresh token is still good: the caller must refresh before trusting the access token. */
  accessValid: boolean;
}

/** The live session these tokens belong to, or null (unknown, revoked, or the refresh token has expired). */
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
    .where(and(or(...matches), isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, now)))
    .limit(1);
  if (!row) return null;
  // A refresh token from another session paired with this access token would be a forgery: both must agree.
  if (refresh && row.refreshTokenHash !== refresh) return null;
  return { sessionId: row.id, userId: row.userId, accessValid: row.accessTokenHash === access && row.accessExpiresAt > now };
}

/** A new access token for a live refresh token; the refresh token stays, so parallel requests never lock each other out. */
export async function refreshSession(refreshToken: string, now = new Date()): Promise<Tokens | null> {
  const access_token = newToken();
  const [row] = await (await db())
    .update(sessions)
    .set({ accessTokenHash: hashToken(access_token), accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS) })
    .where(and(eq(sessions.refreshTokenHash, hashToken(refreshToken)), isNull(sessions.revokedAt), gt(sessions.refreshExpiresAt, now)))
    .returning({ id: sessions.id });
  return row ? { access_token, refresh_token: refreshToken } : null;
}

export async function revokeSession(tokens: Partial<Tokens>, now = new Date()) {
  const conditions = [
    tokens.access_token ? eq(sessions.accessTokenHash, hashToken(tokens.access_token)) : undefined,
    tokens.refresh_token ? eq(sessions.refreshTokenHash, hashToken(tokens.refresh_token)) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return;
  await (await db()).update(sessions).set({ revokedAt: now }).where(and(or(...conditions), isNull(sessions.revokedAt)));
}

/** After a password change or reset every other device must sign in again. */
export async function revokeUserSessions(userId: number, { except }: { except?: string } = {}) {
  await (await db())
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined));
}
