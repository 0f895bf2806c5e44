/**
 * Remote mode (API_BASE_URL): the site keeps its own session row for the owner's tokens, so a copied cookie dies at
 * sign-out, and when the owner's API refuses the refresh (a sign-out or password change upstream). The owner's API
 * is a stubbed fetch here; tests/http/sessions.test.ts runs the same against this app's own API over HTTP.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { sessions } from "~/db/schema";
import { SessionExpiredError } from "~/backend/errors";
import type { LoginResult } from "~/backend/contract";
import { ACCESS_TOKEN_TTL_MS, SESSION_LIFETIME_MS } from "~/models/sessions.server";

let database: Database;
const login = (n: number): LoginResult => ({
  user: { id: 9000 + n, email: `remote${n}@example.com`, first_name: "Rem", last_name: "Ote" },
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
});

beforeAll(async () => {
  vi.stubEnv("API_BASE_URL", "https://api.example.test");
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  globalThis.__database = undefined;
  await database.close();
});

const cookieOf = (setCookie: string) => setCookie.split(";")[0];
const requestWith = (cookie: string) => new Request("http://localhost/profile", { headers: { Cookie: cookie } });
const { createAuthCookie, getAuth, getBackendFor, getUserId, signOut } = await import("~/utils/auth.server");

/** The owner's API: refresh answers `refresh`, every other call 200 (or 401 for a refused access token). */
function owner(refresh: () => Response, refusedAccess?: string) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: URL, init: RequestInit) => {
    const path = new URL(String(url)).pathname;
    calls.push(path);
    if (path === "/api/auth/refresh") return refresh();
    const auth = (init.headers as Record<string, string>).Authorization;
    if (refusedAccess && auth === `Bearer ${refusedAccess}`) return new Response("expired", { status: 401 });
    return Response.json({ data: [] });
  });
  return calls;
}

const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
};

describe("remote-mode sessions", () => {
  it("keep a server-side row for the owner's tokens: sign-out ends it and the copied cookie is refused", async () => {
    const { setCookie, userId } = await createAuthCookie(login(1), { remember: false });
    const copied = cookieOf(setCookie);
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ remote: true, persistent: false, revokedAt: null });
    expect(JSON.stringify(rows)).not.toContain("access-1");
    expect(await getUserId(requestWith(copied))).toBe(userId);

    await signOut(requestWith(copied));
    expect(await getUserId(requestWith(copied))).toBeNull();
  });

  it("ask the owner's API again after the access window; a refused refresh ends the session for good", async () => {
    const { setCookie, userId } = await createAuthCookie(login(2), { remember: false });
    const copied = cookieOf(setCookie);
    owner(() => Response.json({ detail: "Token is invalid" }, { status: 401 }));
    expect(await getUserId(requestWith(copied))).toBe(userId);
    later(ACCESS_TOKEN_TTL_MS + 60_000);
    expect(await getUserId(requestWith(copied))).toBeNull();
    vi.useRealTimers();
    // Even once the owner's API would answer again, the row is revoked.
    owner(() => Response.json({ access_token: "access-2b" }));
    expect(await getUserId(requestWith(copied))).toBeNull();
  });

  it("follow the owner's new tokens when the refresh is accepted, and write them to the cookie", async () => {
    const { setCookie, userId } = await createAuthCookie(login(3), { remember: false });
    const calls = owner(() => Response.json({ access_token: "access-3b", refresh_token: "refresh-3b" }));
    later(ACCESS_TOKEN_TTL_MS + 60_000);
    const auth = await getAuth(requestWith(cookieOf(setCookie)));
    expect(auth).toMatchObject({ userId, tokens: { access_token: "access-3b", refresh_token: "refresh-3b" } });
    expect(calls).toEqual(["/api/auth/refresh"]);
    const fresh = cookieOf(auth!.setCookie!);
    expect(await getUserId(requestWith(fresh))).toBe(userId);
    // Within the new window nothing is asked upstream.
    expect(calls).toHaveLength(1);
  });

  it("keep the session when the owner's API cannot be reached, and ask again on the next request", async () => {
    const { setCookie, userId } = await createAuthCookie(login(4), { remember: false });
    const calls = owner(() => new Response("down", { status: 503 }));
    later(ACCESS_TOKEN_TTL_MS + 60_000);
    expect(await getUserId(requestWith(cookieOf(setCookie)))).toBe(userId);
    expect(await getUserId(requestWith(cookieOf(setCookie)))).toBe(userId);
    expect(calls).toEqual(["/api/auth/refresh", "/api/auth/refresh"]);
  });

  it("a 401 on a call whose refresh is refused ends the session too", async () => {
    const { setCookie } = await createAuthCookie(login(5), { remember: false });
    const copied = cookieOf(setCookie);
    owner(() => new Response("no", { status: 401 }), "access-5");
    const { backend } = await getBackendFor(requestWith(copied));
    await expect(backend.listDepartments()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(await getUserId(requestWith(copied))).toBeNull();
  });

  it("a refresh after a 401 is stored in the session row as well as the cookie", async () => {
    const { setCookie, userId } = await createAuthCookie(login(6), { remember: false });
    owner(() => Response.json({ access_token: "access-6b", refresh_token: "refresh-6b" }), "access-6");
    const { backend, commit } = await getBackendFor(requestWith(cookieOf(setCookie)));
    expect(await backend.listDepartments()).toEqual([]);
    const fresh = cookieOf((await commit())!);
    vi.unstubAllGlobals();
    expect(await getAuth(requestWith(fresh))).toMatchObject({ userId, tokens: { access_token: "access-6b", refresh_token: "refresh-6b" } });
  });

  it("last 12 h without remember-me and 30 days with it, and the cookie's Max-Age says the same", async () => {
    const short = await createAuthCookie(login(7), { remember: false });
    expect(short.setCookie).not.toMatch(/Max-Age|Expires/i);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.userId, short.userId));
    expect(row.refreshExpiresAt.getTime() - row.createdAt.getTime()).toBe(SESSION_LIFETIME_MS);
    const long = await createAuthCookie(login(8), { remember: true });
    expect(long.setCookie).toMatch(/Max-Age=2592000/);
    const [remembered] = await database.db.select().from(sessions).where(eq(sessions.userId, long.userId));
    expect(remembered.persistent).toBe(true);
  });
});
