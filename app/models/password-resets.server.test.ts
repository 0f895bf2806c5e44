/** Forgotten passwords and the sign-in cookie: same answer for unknown addresses, single-use expiring links, fresh sessions. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { outbox, passwordResets } from "~/db/schema";
import { localAccounts } from "~/backend/local/accounts.server";
import { createAuthCookie, getUserId, signOut } from "~/utils/auth.server";
import { sessionStorage } from "~/utils/session.server";
import { RESET_LINK_TTL_MS, findUsableReset, requestPasswordReset, resetPassword } from "./password-resets.server";
import { verifySessionTokens } from "./sessions.server";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  await localAccounts.register({ email: "reset@example.com", password: "old password", confirm_password: "old password" });
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const cookieOf = (setCookie: string) => setCookie.split(";")[0];
const requestWith = (cookie?: string) => new Request("http://localhost/profile", { headers: cookie ? { Cookie: cookie } : {} });

async function linkToken() {
  const [mail] = await database.db.select().from(outbox).orderBy(outbox.id);
  const token = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe("password reset", () => {
  it("writes nothing for an unknown address, and an outbox message plus a log line for a known one", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await requestPasswordReset("nobody@example.com", "https://site.example");
    expect(await database.db.select().from(outbox)).toHaveLength(0);
    await requestPasswordReset("RESET@example.com", "https://site.example");
    const [mail] = await database.db.select().from(outbox);
    expect(mail).toMatchObject({ to: "reset@example.com", subject: "Reset your password" });
    expect(mail.body).toContain("https://site.example/auth/reset-password/");
    expect(info).toHaveBeenCalledWith(expect.stringContaining("https://site.example/auth/reset-password/"));
    info.mockRestore();
    const [row] = await database.db.select().from(passwordResets);
    expect(row.tokenHash).not.toBe(await linkToken());
  });

  it("sets the new password once, signs out every session, and refuses the link after", async () => {
    const token = await linkToken();
    const session = await localAccounts.login({ email: "reset@example.com", password: "old password" });
    expect(await findUsableReset(token, new Date(Date.now() + RESET_LINK_TTL_MS + 1000))).toBeNull();
    expect(await resetPassword(token, "new password 1")).toBe(true);
    expect(await resetPassword(token, "new password 2")).toBe(false);
    expect(await verifySessionTokens(session)).toBeNull();
    await expect(localAccounts.login({ email: "reset@example.com", password: "old password" })).rejects.toMatchObject({ status: 401 });
    await expect(localAccounts.login({ email: "reset@example.com", password: "new password 1" })).resolves.toMatchObject({ user: { email: "reset@example.com" } });
    expect(await resetPassword("not-a-real-token-at-all-xxxxxxxx", "whatever 123")).toBe(false);
  });
});

describe("the sign-in cookie", () => {
  it("is a brand-new session (never the anonymous one), works until logout, and is dead when replayed after", async () => {
    const anonymous = await sessionStorage().getSession();
    anonymous.set("likes", { solution: [1], plant: [] });
    const anonymousCookie = cookieOf(await sessionStorage().commitSession(anonymous));

    const result = await localAccounts.login({ email: "reset@example.com", password: "new password 1" });
    const { setCookie, userId } = await createAuthCookie(result, { remember: false });
    const signedIn = cookieOf(setCookie);
    expect(signedIn).not.toBe(anonymousCookie);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const parsed = await sessionStorage().getSession(signedIn);
    expect(parsed.get("likes")).toBeUndefined();
    expect(await getUserId(requestWith(signedIn))).toBe(userId);
    expect(await getUserId(requestWith(anonymousCookie))).toBeNull();

    const again = await createAuthCookie(await localAccounts.login({ email: "reset@example.com", password: "new password 1" }), { remember: true });
    expect(again.setCookie).toMatch(/Max-Age=2592000/);
    expect(cookieOf(again.setCookie)).not.toBe(signedIn);

    const cleared = await signOut(requestWith(signedIn));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await getUserId(requestWith(signedIn))).toBeNull();
    expect(await getUserId(requestWith(cookieOf(again.setCookie)))).toBe(userId);
  });

  it("refuses a forged cookie naming another user with real tokens", async () => {
    const result = await localAccounts.login({ email: "reset@example.com", password: "new password 1" });
    const forged = await sessionStorage().getSession();
    forged.set("userId", result.user.id + 1);
    forged.set("accessToken", result.access_token);
    forged.set("refreshToken", result.refresh_token);
    expect(await getUserId(requestWith(cookieOf(await sessionStorage().commitSession(forged))))).toBeNull();
  });
});
