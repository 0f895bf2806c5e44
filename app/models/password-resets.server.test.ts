/**
 * Forgotten passwords and the sign-in cookie: the same answer and the same database work for unknown addresses,
 * single-use expiring links that a newer link or a password change kills, sealed in the outbox and never logged;
 * fresh sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { openTestDatabase, statementRecorder } from "~/db/test-database.server";
import { eq } from "drizzle-orm";
import { outbox, passwordResets, users } from "~/db/schema";
import { publicOrigin } from "~/utils/public-origin.server";
import { renderOutboxBody } from "~/utils/sealed-link.server";
import { setPassword } from "./users.server";
import { localAccounts } from "~/backend/local/accounts.server";
import { createAuthCookie, getUserId, signOut } from "~/utils/auth.server";
import { sessionStorage } from "~/utils/session.server";
import { RESET_LINK_TTL_MS, findUsableReset, requestPasswordReset, resetPassword } from "./password-resets.server";
import { verifySessionTokens } from "./sessions.server";
import { captureLog } from "../../tests/support/log";

let database: Database;

/** The statements the models run (SQL text only: an address or a token differs, the work not). */
const { logger: recorder, statementsOf } = statementRecorder();

beforeAll(async () => {
  database = await openTestDatabase({ logger: recorder });
  globalThis.__database = Promise.resolve(database);
  await localAccounts.register({ email: "reset@example.com", password: "old password", confirm_password: "old password" });
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const cookieOf = (setCookie: string) => setCookie.split(";")[0];
const requestWith = (cookie?: string) => new Request("http://localhost/profile", { headers: cookie ? { Cookie: cookie } : {} });

/** The newest reset message's token, read the only way there is: unsealing the outbox row. */
async function linkToken() {
  const rows = await database.db.select().from(outbox).where(eq(outbox.subject, "Reset your password")).orderBy(outbox.id);
  const token = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(renderOutboxBody(rows.at(-1)!))?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe("password reset", () => {
  it("writes nothing for an unknown address; for a known one an outbox message whose link is sealed, and no log line", async () => {
    const { lines: logged, restore } = captureLog();
    await requestPasswordReset("nobody@example.com");
    expect(await database.db.select().from(outbox).where(eq(outbox.subject, "Reset your password"))).toHaveLength(0);
    await requestPasswordReset("RESET@example.com");
    restore();
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.subject, "Reset your password"));
    expect(mail).toMatchObject({ to: "reset@example.com" });
    expect(mail.body).toContain("{{link}}");
    expect(mail.body).not.toContain("reset-password");
    const token = await linkToken();
    expect(renderOutboxBody(mail)).toContain(`${publicOrigin()}/auth/reset-password/${token}`);
    expect(JSON.stringify(mail)).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain("reset-password");
    const [row] = await database.db.select().from(passwordResets);
    expect(row.tokenHash).not.toBe(token);
    expect(JSON.stringify(await database.db.select().from(passwordResets))).not.toContain(token);
  });

  it("sets the new password once, signs out every session, proves the address, and refuses the link after", async () => {
    const token = await linkToken();
    const session = await localAccounts.login({ email: "reset@example.com", password: "old password" });
    expect(await findUsableReset(token, new Date(Date.now() + RESET_LINK_TTL_MS + 1000))).toBeNull();
    expect(await resetPassword(token, "new password 1")).toBe(true);
    expect(await resetPassword(token, "new password 2")).toBe(false);
    expect(await verifySessionTokens(session)).toBeNull();
    await expect(localAccounts.login({ email: "reset@example.com", password: "old password" })).rejects.toMatchObject({ status: 401 });
    await expect(localAccounts.login({ email: "reset@example.com", password: "new password 1" })).resolves.toMatchObject({ user: { email: "reset@example.com" } });
    expect(await resetPassword("not-a-real-token-at-all-xxxxxxxx", "whatever 123")).toBe(false);
    const [user] = await database.db.select().from(users).where(eq(users.email, "reset@example.com"));
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it("kills an older link once a newer one is issued", async () => {
    await requestPasswordReset("reset@example.com");
    const older = await linkToken();
    await requestPasswordReset("reset@example.com");
    const newer = await linkToken();
    expect(await findUsableReset(older)).toBeNull();
    expect(await resetPassword(older, "new password 3")).toBe(false);
    expect(await findUsableReset(newer)).not.toBeNull();
  });

  it("kills every open link when the password changes another way", async () => {
    await requestPasswordReset("reset@example.com");
    const open = await linkToken();
    const [user] = await database.db.select().from(users).where(eq(users.email, "reset@example.com"));
    await setPassword(user.id, "new password 1");
    expect(await findUsableReset(open)).toBeNull();
    expect(await resetPassword(open, "new password 4")).toBe(false);
  });
});

describe("asking for a reset link", () => {
  it("runs the same statements for an unknown address as for an account's, verified or not, down to the outbox's, and mails only the accounts' addresses", async () => {
    await localAccounts.register({ email: "same-work@example.com", password: "a long passphrase", confirm_password: "a long passphrase" });
    await localAccounts.register({ email: "same-work-verified@example.com", password: "a long passphrase", confirm_password: "a long passphrase" });
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, "same-work-verified@example.com"));

    const unverified = await statementsOf(() => requestPasswordReset("same-work@example.com"));
    const verified = await statementsOf(() => requestPasswordReset("Same-Work-Verified@example.com"));
    const unknown = await statementsOf(() => requestPasswordReset("nobody-here@example.com"));

    expect(unverified.some((statement) => /insert into "outbox"/i.test(statement))).toBe(true);
    expect(unverified.some((statement) => /insert into "password_resets"/i.test(statement))).toBe(true);
    expect(unknown).toEqual(unverified);
    expect(verified).toEqual(unverified);
    // The same work, and still no message or link for the stranger.
    expect(await database.db.select().from(outbox).where(eq(outbox.to, "nobody-here@example.com"))).toHaveLength(0);
    expect((await database.db.select().from(outbox).where(eq(outbox.subject, "Reset your password"))).map((mail) => mail.to)).toEqual(
      expect.arrayContaining(["same-work@example.com", "same-work-verified@example.com"]),
    );
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
