/** Accounts against a real database: argon2id hashes, unique e-mails, tokens stored hashed, expiry, refresh and revoking logout. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { emailVerifications, outbox, sessions, users } from "~/db/schema";
import { localAccounts } from "~/backend/local/accounts.server";
import { BackendError } from "~/backend/errors";
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, hashToken, refreshSession, revokeUserSessions, verifySessionTokens } from "./sessions.server";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const register = (email: string, password = "correct horse") =>
  localAccounts.register({ email, password, confirm_password: password, subscribe_blog: false });

describe("registration", () => {
  it("stores an argon2id hash, never the password, and the newsletter choice", async () => {
    expect(await register("Reg@Example.com")).toEqual({ status: 201, message: "Registered successfully" });
    const [row] = await database.db.select().from(users).where(eq(users.email, "Reg@Example.com"));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("correct horse");
    expect(row.subscribeBlog).toBe(false);
  });

  it("stores the account unverified and queues a verification link, only its hash in the table", async () => {
    const [row] = await database.db.select().from(users).where(eq(users.email, "Reg@Example.com"));
    expect(row.emailVerifiedAt).toBeNull();
    const [link] = await database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, row.id));
    expect(link.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "Reg@Example.com"));
    expect(mail).toMatchObject({ subject: "Confirm your e-mail address" });
    expect(mail.body).toContain("{{link}}");
    expect(mail.body).not.toMatch(/verify-email/);
    expect(mail.sealedLink).toBeTruthy();
  });

  it("answers an address already registered (any letter case) exactly like a new one, changes nothing, and tells its owner", async () => {
    const before = await database.db.select().from(users).where(eq(users.email, "Reg@Example.com"));
    expect(await register("reg@EXAMPLE.com", "another password")).toEqual({ status: 201, message: "Registered successfully" });
    const after = await database.db.select().from(users).where(eq(users.email, "Reg@Example.com"));
    expect(after).toEqual(before);
    const [note] = await database.db.select().from(outbox).where(eq(outbox.to, "reg@EXAMPLE.com"));
    expect(note).toMatchObject({ subject: "Someone tried to register with your address", sealedLink: null });
    expect(note.body).toContain("/auth/forgot-password");
  });

  it("refuses a common password by field", async () => {
    const error = await register("common@example.com", "Password1").catch((e) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error.fieldErrors).toEqual({ password: ["This password is too common. Please choose one that is harder to guess."] });
    expect(await database.db.select().from(users).where(eq(users.email, "common@example.com"))).toHaveLength(0);
  });

  it("checks the password rules itself too (the API can be called without the form)", async () => {
    const error = await localAccounts.register({ email: "x@example.com", password: "short", confirm_password: "other" }).catch((e) => e);
    expect(error.fieldErrors).toEqual({ password: ["Password must be at least 8 characters"], confirm_password: ["Passwords do not match"] });
  });
});

describe("login and sessions", () => {
  it("answers 401 with the server's text for a wrong password or an unknown e-mail", async () => {
    await register("login@example.com");
    for (const attempt of [
      { email: "login@example.com", password: "wrong password" },
      { email: "nobody@example.com", password: "correct horse" },
    ]) {
      const error = await localAccounts.login(attempt).catch((e) => e);
      expect(error).toBeInstanceOf(BackendError);
      expect(error.status).toBe(401);
      expect(error.message).toBe("Invalid email or password.");
    }
  });

  it("makes a new session with fresh random tokens at every sign-in, stored only as hashes", async () => {
    const first = await localAccounts.login({ email: "LOGIN@example.com", password: "correct horse" });
    const second = await localAccounts.login({ email: "login@example.com", password: "correct horse" });
    expect(first.user.email).toBe("login@example.com");
    expect(Buffer.from(first.access_token, "base64url")).toHaveLength(32);
    expect(new Set([first.access_token, first.refresh_token, second.access_token, second.refresh_token]).size).toBe(4);
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, first.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.id)[0]).not.toBe(rows.map((r) => r.id)[1]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first.access_token);
    expect(stored).not.toContain(first.refresh_token);
    expect(rows.some((r) => r.accessTokenHash === hashToken(first.access_token))).toBe(true);
  });

  it("verifies live tokens, refreshes an expired access token and refuses everything after logout", async () => {
    const tokens = await localAccounts.login({ email: "login@example.com", password: "correct horse" });
    expect(await verifySessionTokens(tokens)).toMatchObject({ userId: tokens.user.id, accessValid: true });

    const later = new Date(Date.now() + ACCESS_TOKEN_TTL_MS + 1000);
    expect(await verifySessionTokens(tokens, later)).toMatchObject({ accessValid: false });
    const fresh = await refreshSession(tokens.refresh_token, later);
    expect(fresh?.access_token).toBeTruthy();
    expect(fresh?.access_token).not.toBe(tokens.access_token);
    expect(await verifySessionTokens(fresh!, later)).toMatchObject({ accessValid: true });

    await localAccounts.logout(fresh!);
    expect(await verifySessionTokens(fresh!)).toBeNull();
    expect(await verifySessionTokens(tokens)).toBeNull();
    await expect(localAccounts.refresh(tokens.refresh_token)).rejects.toMatchObject({ status: 401 });
  });

  it("ends a session when its refresh token expires, and refuses tokens from two different sessions", async () => {
    const a = await localAccounts.login({ email: "login@example.com", password: "correct horse" });
    const b = await localAccounts.login({ email: "login@example.com", password: "correct horse" });
    expect(await verifySessionTokens(a, new Date(Date.now() + REFRESH_TOKEN_TTL_MS + 1000))).toBeNull();
    expect(await refreshSession(a.refresh_token, new Date(Date.now() + REFRESH_TOKEN_TTL_MS + 1000))).toBeNull();
    expect(await verifySessionTokens({ access_token: a.access_token, refresh_token: b.refresh_token })).toBeNull();
  });

  it("signs out every other device after a password change", async () => {
    const keep = await localAccounts.login({ email: "login@example.com", password: "correct horse" });
    const other = await localAccounts.login({ email: "login@example.com", password: "correct horse" });
    const kept = await verifySessionTokens(keep);
    await revokeUserSessions(keep.user.id, { except: kept!.sessionId });
    expect(await verifySessionTokens(keep)).not.toBeNull();
    expect(await verifySessionTokens(other)).toBeNull();
  });
});
