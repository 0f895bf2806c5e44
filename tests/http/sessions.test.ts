/**
 * Sessions over HTTP against the built server: the API sign-in sets the HttpOnly refresh cookie that GET
 * /api/auth/refresh reads "with credentials" (spec §7); bad refresh cookies and bearers answer 401 in the API's
 * shape; and remote mode (RemoteBackend talking to this server as the owner's API) ends a site session at sign-out
 * and when the owner's API refuses the refresh after a password change there.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { createRemoteBackend } from "~/backend/index.server";
import { ACCESS_TOKEN_TTL_MS } from "~/models/sessions.server";
import { startFreshServer, type RunningServer } from "../support/server";

let server: RunningServer;
let database: Database;
const PASSWORD = "Saffron-Kettle-47";
const api = (path: string, init?: RequestInit) => fetch(`${server.base}${path}`, { redirect: "manual", ...init });
const postJson = (path: string, body: unknown) =>
  api(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

beforeAll(async () => {
  [server, database] = await Promise.all([startFreshServer(), openTestDatabase()]);
  globalThis.__database = Promise.resolve(database);
  // This process is the site in remote mode; the server is the owner's API.
  vi.stubEnv("API_BASE_URL", server.base);
  vi.stubEnv("COOKIE_SECURE", "false");
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  globalThis.__database = undefined;
  await Promise.all([server?.stop(), database?.close()]);
});

async function registered(email: string) {
  const response = await postJson("/api/v1/account/user-register/", { email, password: PASSWORD, confirm_password: PASSWORD });
  expect(response.status).toBe(201);
}

function refreshCookieLine(response: Response) {
  return response.headers.getSetCookie().find((line) => line.startsWith("refresh_token="));
}

describe("the API sign-in and the refresh cookie", () => {
  it("sets an HttpOnly refresh cookie for /api/auth, for the session's 12 h, and keeps the token out of the JSON", async () => {
    await registered("api-refresh@example.com");
    const response = await postJson("/api/v1/account/login/", { email: "api-refresh@example.com", password: PASSWORD });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ user: { email: "api-refresh@example.com" }, access_token: expect.any(String) });
    expect(body).not.toHaveProperty("refresh_token");
    const line = refreshCookieLine(response);
    expect(line).toBeTruthy();
    const attributes = line!.split(/;\s*/).slice(1).map((a) => a.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "path=/api/auth", "samesite=lax", "max-age=43200"]));
    expect(attributes).not.toContain("secure"); // COOKIE_SECURE=false on this plain-http run
    expect(line).not.toContain(body.access_token);

    const cookie = line!.split(";")[0];
    const refreshed = await api("/api/auth/refresh", { headers: { Cookie: `other=1; ${cookie}` } });
    expect(refreshed.status).toBe(200);
    const fresh = await refreshed.json();
    expect(fresh.access_token).toEqual(expect.any(String));
    expect(fresh.access_token).not.toBe(body.access_token);
    expect(fresh).not.toHaveProperty("refresh_token");
  });

  it("answers 401 in the API's shape, never 500, for a malformed or unknown refresh cookie or bearer", async () => {
    const cases: Array<Record<string, string>> = [
      { Cookie: "refresh_token=%E0%A4%A" },
      { Cookie: "refresh_token=%" },
      { Cookie: "refresh_token=" },
      { Cookie: `refresh_token=${"x".repeat(5000)}` },
      { Cookie: "refresh_token=unknown-token" },
      { Authorization: "Bearer %E0%A4%A" },
      { Authorization: "Bearer unknown-token" },
      { Authorization: "Basic dXNlcjpwYXNz" },
    ];
    for (const headers of cases) {
      const response = await api("/api/auth/refresh", { headers });
      expect({ headers, status: response.status }).toEqual({ headers, status: 401 });
      expect(await response.json()).toMatchObject({ status: 401, message: expect.any(String), data: null });
    }
  });
});

describe("remote mode: the site's session for the owner's tokens", () => {
  it("takes the refresh token from the owner's refresh cookie, and a sign-out ends it: the copied cookie is refused", async () => {
    const { createAuthCookie, getUserId, signOut } = await import("~/utils/auth.server");
    await registered("remote-signout@example.com");
    const remote = createRemoteBackend(server.base, undefined, { retryBaseMs: 10, timeoutMs: 20_000 });
    const result = await remote.login({ email: "remote-signout@example.com", password: PASSWORD });
    expect(result.refresh_token).toBeTruthy();
    const { setCookie, userId } = await createAuthCookie(result, { remember: true });
    const copied = setCookie.split(";")[0];
    const asVisitor = () => new Request("http://localhost/profile", { headers: { Cookie: copied } });
    expect(await getUserId(asVisitor())).toBe(userId);
    await signOut(asVisitor());
    expect(await getUserId(asVisitor())).toBeNull();
  });

  it("ends when the owner's API refuses the refresh after a password change there", async () => {
    const { createAuthCookie, getUserId } = await import("~/utils/auth.server");
    const email = "remote-changed@example.com";
    await registered(email);
    const remote = createRemoteBackend(server.base, undefined, { retryBaseMs: 10, timeoutMs: 20_000 });
    const { setCookie, userId } = await createAuthCookie(await remote.login({ email, password: PASSWORD }), { remember: false });
    const copied = setCookie.split(";")[0];
    const asVisitor = () => new Request("http://localhost/profile", { headers: { Cookie: copied } });
    expect(await getUserId(asVisitor())).toBe(userId);

    // Upstream: the owner signs in on the API's own site and changes the password, which ends every other session.
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const formHeaders = { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base };
    const signIn = await api("/auth/login", { method: "POST", headers: formHeaders, body: form({ email, password: PASSWORD, remember: "on" }) });
    expect(signIn.status).toBe(302);
    const siteCookie = signIn.headers
      .getSetCookie()
      .filter((line) => line.startsWith("__session="))
      .map((line) => line.split(";")[0])
      .join("; ");
    const changed = await api("/profile/settings", {
      method: "POST",
      headers: { ...formHeaders, Cookie: siteCookie },
      body: form({ intent: "password", current_password: PASSWORD, new_password: "Juniper-Lantern-83", confirm_password: "Juniper-Lantern-83" }),
    });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe("/profile/settings");

    // Within the access window the site does not ask; after it, the refused refresh ends the session for good.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_MS + 60_000);
    expect(await getUserId(asVisitor())).toBeNull();
    vi.useRealTimers();
    expect(await getUserId(asVisitor())).toBeNull();
  });
});
