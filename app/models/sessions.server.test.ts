/**
 * Server-side sessions with an injected clock: 2 h idle timeout, 12 h absolute lifetime (30 days with "remember
 * me"), last_seen_at written at most once a minute, and remote-mode rows that sign-out and a refused refresh end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { sessions, users } from "~/db/schema";
import {
  IDLE_TIMEOUT_MS,
  REMEMBER_ME_LIFETIME_MS,
  SESSION_LIFETIME_MS,
  createRemoteSession,
  createSession,
  refreshSession,
  rememberSession,
  revokeSessionById,
  updateRemoteTokens,
  verifyRemoteSession,
  verifySessionTokens,
} from "./sessions.server";

let database: Database;
let userId: number;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  [{ id: userId }] = await database.db.insert(users).values({ email: "sessions@example.com", passwordHash: "x" }).returning({ id: users.id });
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const rowOf = async (id: string) => (await database.db.select().from(sessions).where(eq(sessions.id, id)))[0];

describe("lifetimes", () => {
  it("the limits are 2 h idle, 12 h absolute and 30 days with remember-me", () => {
    expect([IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS, REMEMBER_ME_LIFETIME_MS]).toEqual([2 * HOUR, 12 * HOUR, 30 * 24 * HOUR]);
  });

  it("a session without remember-me is not kept 30 days: it ends 12 h after sign-in however active it is", async () => {
    const start = new Date("2026-11-20T08:00:00Z");
    const s = await createSession(userId, { now: start });
    expect((await rowOf(s.sessionId)).refreshExpiresAt.getTime()).toBe(at(start, SESSION_LIFETIME_MS).getTime());
    let tokens = { access_token: s.access_token, refresh_token: s.refresh_token };
    // Active every hour (refreshing the access token as the site does) for 11 hours: still signed in.
    for (let h = 1; h <= 11; h++) {
      const fresh = await refreshSession(tokens.refresh_token, at(start, h * HOUR));
      expect({ h, fresh: !!fresh }).toEqual({ h, fresh: true });
      tokens = fresh!;
      expect(await verifySessionTokens(tokens, at(start, h * HOUR + MINUTE))).toMatchObject({ userId, accessValid: true });
    }
    expect(await verifySessionTokens(tokens, at(start, 12 * HOUR + 1000))).toBeNull();
    expect(await refreshSession(tokens.refresh_token, at(start, 12 * HOUR + 1000))).toBeNull();
  });

  it("remember-me keeps a fresh session 30 days from sign-in, not longer", async () => {
    const start = new Date("2026-11-20T08:00:00Z");
    const s = await createSession(userId, { now: start });
    expect(await rememberSession(s, start)).toMatchObject({ sessionId: s.sessionId, expiresAt: at(start, REMEMBER_ME_LIFETIME_MS) });
    const row = await rowOf(s.sessionId);
    expect(row.persistent).toBe(true);
    expect(row.refreshExpiresAt.getTime()).toBe(at(start, REMEMBER_ME_LIFETIME_MS).getTime());
    // Active every 110 minutes: still signed in past 12 h and up to the 30th day, never after it.
    let t = 0;
    for (; t + 110 * MINUTE < REMEMBER_ME_LIFETIME_MS; t += 110 * MINUTE) {
      if (!(await refreshSession(s.refresh_token, at(start, t)))) break;
    }
    expect(t).toBeGreaterThan(REMEMBER_ME_LIFETIME_MS - 2 * HOUR);
    expect(await refreshSession(s.refresh_token, at(start, REMEMBER_ME_LIFETIME_MS + 1000))).toBeNull();
  });

  it("remember-me cannot stretch a session that is not brand new", async () => {
    const start = new Date("2026-11-20T08:00:00Z");
    const s = await createSession(userId, { now: start });
    expect(await rememberSession(s, at(start, 10 * MINUTE))).toBeNull();
    expect((await rowOf(s.sessionId)).refreshExpiresAt.getTime()).toBe(at(start, SESSION_LIFETIME_MS).getTime());
  });

  it("ends after 2 h without a request, even with remember-me", async () => {
    const start = new Date("2026-11-20T08:00:00Z");
    const s = await createSession(userId, { now: start, persistent: true });
    expect(await verifySessionTokens(s, at(start, IDLE_TIMEOUT_MS - MINUTE))).toMatchObject({ userId });
    // That request counted: another 2 h from there.
    expect(await verifySessionTokens(s, at(start, 2 * IDLE_TIMEOUT_MS - 2 * MINUTE))).toMatchObject({ userId });
    expect(await verifySessionTokens(s, at(start, 3 * IDLE_TIMEOUT_MS))).toBeNull();
    expect(await refreshSession(s.refresh_token, at(start, 3 * IDLE_TIMEOUT_MS))).toBeNull();
  });

  it("writes last_seen_at at most once a minute", async () => {
    const start = new Date("2026-11-20T08:00:00Z");
    const s = await createSession(userId, { now: start });
    expect((await rowOf(s.sessionId)).lastSeenAt.getTime()).toBe(start.getTime());
    await verifySessionTokens(s, at(start, 30_000));
    expect((await rowOf(s.sessionId)).lastSeenAt.getTime()).toBe(start.getTime());
    await verifySessionTokens(s, at(start, 61_000));
    expect((await rowOf(s.sessionId)).lastSeenAt.getTime()).toBe(at(start, 61_000).getTime());
    await verifySessionTokens(s, at(start, 90_000));
    expect((await rowOf(s.sessionId)).lastSeenAt.getTime()).toBe(at(start, 61_000).getTime());
  });
});

describe("remote-mode rows", () => {
  const upstream = { access_token: "remote-access-1", refresh_token: "remote-refresh-1" };

  it("keep only salted hashes of the owner's tokens, and verify by session id and token", async () => {
    const start = new Date("2026-11-20T08:00:00Z");
    const { sessionId, expiresAt } = await createRemoteSession(userId, upstream, { now: start });
    expect(expiresAt).toEqual(at(start, SESSION_LIFETIME_MS));
    const row = await rowOf(sessionId);
    expect(row.remote).toBe(true);
    expect(JSON.stringify(row)).not.toContain("remote-access-1");
    expect(JSON.stringify(row)).not.toContain("remote-refresh-1");
    expect(await verifyRemoteSession(sessionId, upstream, at(start, MINUTE))).toMatchObject({ sessionId, userId, accessValid: true });
    expect(await verifyRemoteSession(sessionId, { access_token: "other", refresh_token: "other" }, at(start, MINUTE))).toBeNull();
    // A remote row is no local session: its tokens are refused by the local checks and the local refresh.
    expect(await verifySessionTokens(upstream, at(start, MINUTE))).toBeNull();
    expect(await refreshSession(upstream.refresh_token, at(start, MINUTE))).toBeNull();
  });

  it("asks for a check upstream once the access window is over, and follows the owner's new tokens", async () => {
    const start = new Date("2026-11-20T08:00:00Z");
    const { sessionId } = await createRemoteSession(userId, upstream, { now: start, persistent: true });
    expect(await verifyRemoteSession(sessionId, upstream, at(start, 20 * MINUTE))).toMatchObject({ accessValid: false });
    const next = { access_token: "remote-access-2", refresh_token: "remote-refresh-2" };
    await updateRemoteTokens(sessionId, next, at(start, 20 * MINUTE));
    expect(await verifyRemoteSession(sessionId, next, at(start, 21 * MINUTE))).toMatchObject({ accessValid: true });
    expect(await verifyRemoteSession(sessionId, upstream, at(start, 21 * MINUTE))).toBeNull();
    expect(await verifyRemoteSession(sessionId, next, at(start, 13 * HOUR))).toBeNull(); // idle
  });

  it("end for good when revoked (sign-out, or the owner refused the refresh)", async () => {
    const start = new Date();
    const { sessionId } = await createRemoteSession(userId, upstream, { now: start });
    await revokeSessionById(sessionId);
    expect(await verifyRemoteSession(sessionId, upstream)).toBeNull();
    expect((await rowOf(sessionId)).revokedAt).toBeInstanceOf(Date);
  });

  it("allow an owner's API that hands out no refresh token, and two sessions with the same upstream token", async () => {
    const a = await createRemoteSession(userId, { access_token: "same", refresh_token: "" });
    const b = await createRemoteSession(userId, { access_token: "same", refresh_token: "" });
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(await verifyRemoteSession(a.sessionId, { access_token: "same", refresh_token: "" })).toMatchObject({ sessionId: a.sessionId });
  });
});
