/**
 * The site's two cookies (__Host-session: sign-in and anonymous likes; __Host-toast: the flashed message) as a
 * production server behind HTTPS writes them: HttpOnly, SameSite=Lax, Path=/, Secure and no Domain, which the
 * __Host- prefix demands. The browser tests run over plain http with COOKIE_SECURE=false (names __session and
 * __toast), so Secure and the prefix are checked here.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "./env.server";

// Read on the first getEnv(), so set before the storages are made: production, as deployed behind HTTPS.
vi.stubEnv("NODE_ENV", "production");
vi.stubEnv("PUBLIC_ORIGIN", "https://www.example.om");
vi.stubEnv("SESSION_SECRET", "test-secret-0123456789abcdef");
vi.stubEnv("COOKIE_SECURE", undefined);
const { createStorages, sessionStorage, toastSessionStorage } = await import("./session.server");
const { redirectWithSuccess, jsonWithError } = await import("./toast.server");

afterAll(() => {
  vi.unstubAllEnvs();
});

function expectProductionFlags(setCookie: string | null, name: string) {
  expect(setCookie).toBeTruthy();
  const [pair, ...attributes] = setCookie!.split(/;\s*/);
  expect(pair.startsWith(`${name}=`)).toBe(true);
  const lower = attributes.map((a) => a.toLowerCase());
  expect(lower).toContain("httponly");
  expect(lower).toContain("samesite=lax");
  expect(lower).toContain("secure");
  expect(lower).toContain("path=/");
  expect(lower.some((a) => a.startsWith("domain="))).toBe(false);
}

describe("cookies in production", () => {
  it("the session cookie, written at sign-in or by a like, is HttpOnly, SameSite=Lax and Secure", async () => {
    const session = await sessionStorage().getSession();
    session.set("likes", { solution: [1], plant: [] });
    expectProductionFlags(await sessionStorage().commitSession(session, { maxAge: 30 * 24 * 3600 }), "__Host-session");
  });

  it("clearing the session cookie at sign-out keeps the same flags", async () => {
    const session = await sessionStorage().getSession();
    expectProductionFlags(await sessionStorage().destroySession(session), "__Host-session");
  });

  it("the toast cookie after a form post, and after an error answer, is HttpOnly, SameSite=Lax and Secure", async () => {
    expectProductionFlags((await redirectWithSuccess("/", "Saved")).headers.get("Set-Cookie"), "__Host-toast");
    const answer = await jsonWithError({ ok: false }, "Refused");
    expectProductionFlags(answer.headers.get("Set-Cookie"), "__Host-toast");
    const toast = await toastSessionStorage().getSession();
    expectProductionFlags(await toastSessionStorage().commitSession(toast), "__Host-toast");
  });
});

describe("when cookies are Secure", () => {
  const base = { SESSION_SECRET: "test-secret-0123456789abcdef", PUBLIC_ORIGIN: "https://www.example.om" };

  async function namesFor(source: Record<string, string>) {
    const storages = createStorages(parseEnv({ ...base, ...source }));
    const session = await storages.session.getSession();
    session.set("x", 1);
    const toast = await storages.toast.getSession();
    toast.set("x", 1);
    return [await storages.session.commitSession(session), await storages.toast.commitSession(toast)].map((c) => c.split("=")[0]);
  }

  it("the cookies carry the __Host- prefix whenever they are Secure, and plain names on plain-http test runs", async () => {
    expect(await namesFor({ NODE_ENV: "production" })).toEqual(["__Host-session", "__Host-toast"]);
    expect(await namesFor({ NODE_ENV: "development", COOKIE_SECURE: "true" })).toEqual(["__Host-session", "__Host-toast"]);
    expect(await namesFor({ NODE_ENV: "production", COOKIE_SECURE: "false" })).toEqual(["__session", "__toast"]);
    expect(await namesFor({ NODE_ENV: "test" })).toEqual(["__session", "__toast"]);
  });

  it("always in production unless COOKIE_SECURE=false is set on purpose (plain-http test runs on a loopback address)", () => {
    expect(parseEnv({ ...base, NODE_ENV: "production" }).cookieSecure).toBe(true);
    expect(parseEnv({ ...base }).cookieSecure).toBe(true);
    expect(parseEnv({ ...base, NODE_ENV: "production", COOKIE_SECURE: "true" }).cookieSecure).toBe(true);
    expect(parseEnv({ ...base, NODE_ENV: "production", COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
  });

  it("not in development or tests, which run over http on localhost, unless asked for", () => {
    expect(parseEnv({ ...base, NODE_ENV: "development" }).cookieSecure).toBe(false);
    expect(parseEnv({ ...base, NODE_ENV: "test" }).cookieSecure).toBe(false);
    expect(parseEnv({ ...base, NODE_ENV: "development", COOKIE_SECURE: "true" }).cookieSecure).toBe(true);
  });

  it("refuses a COOKIE_SECURE that is neither true nor false rather than guessing", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production", COOKIE_SECURE: "yes" })).toThrow(/COOKIE_SECURE/);
  });
});
