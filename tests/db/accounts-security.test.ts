/**
 * Accounts: the per-account sign-in limit counts failures only (page and JSON API), verification links
 * (a GET never spends one, a newer one kills the older, an e-mail change lands only on confirmation), and remote
 * mode keys local rows by the remote user's id, never by e-mail.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { emailVerifications, outbox, users } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database.server";
import { localBackend } from "~/backend/index.server";
import { confirmEmailVerification, issueEmailVerification } from "~/models/email-verifications.server";
import { ensureLocalUser } from "~/models/users.server";
import { ACCOUNT_FAILURE_LIMIT } from "~/models/rate-limits.server";
import { renderOutboxBody } from "~/utils/sealed-link.server";
import { action as loginAction } from "~/routes/auth.login/route";
import { action as apiLoginAction } from "~/routes/api.v1.account.login/route";
import { action as verifyAction, loader as verifyLoader } from "~/routes/auth.verify-email.$token/route";

let database: Database;
let client = 1;
const PASSWORD = "violet tractor 42";

beforeAll(async () => {
  process.env.SESSION_SECRET = "accounts-security-secret-0123456789";
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as ActionFunctionArgs & LoaderFunctionArgs;
const nextIp = () => `198.18.${Math.floor(client / 250)}.${(client++ % 250) + 1}`;

function pageLogin(email: string, password: string) {
  const body = new URLSearchParams({ email, password });
  return loginAction(
    args(new Request("http://localhost/auth/login", { method: "POST", body, headers: { "x-client-ip": nextIp(), "Content-Type": "application/x-www-form-urlencoded" } })),
  ) as Promise<Response>;
}

function apiLogin(email: string, password: string) {
  return apiLoginAction(
    args(
      new Request("http://localhost/api/v1/account/login/", {
        method: "POST",
        body: JSON.stringify({ email, password }),
        headers: { "x-client-ip": nextIp(), "Content-Type": "application/json" },
      }),
    ),
  ) as Promise<Response>;
}

async function newAccount(prefix: string) {
  const email = `${prefix}-${randomUUID().slice(0, 6)}@example.com`;
  await localBackend.register({ email, password: PASSWORD, confirm_password: PASSWORD });
  return email;
}

async function latestToken(to: string) {
  const rows = await database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
  return /\/auth\/verify-email\/([A-Za-z0-9_-]+)/.exec(renderOutboxBody(rows.at(-1)!))![1];
}

describe("the per-account sign-in limit", () => {
  it("lets the owner in after many wrong guesses from others, below the limit (page)", async () => {
    const email = await newAccount("owner");
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) expect((await pageLogin(email, `wrong guess ${i}`)).status).toBe(401);
    expect((await pageLogin(email, PASSWORD)).status).toBe(302);
  });

  it("counts the JSON sign-in's failures too, and refuses every sign-in at the limit with a 429 and Retry-After", async () => {
    const email = await newAccount("locked");
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) expect((await apiLogin(email, `wrong guess ${i}`)).status).toBe(401);
    const api = await apiLogin(email, PASSWORD);
    expect(api.status).toBe(429);
    // The lock lasts a quarter of an hour at most: the visitor is told when to try again, never "tomorrow".
    expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(api.headers.get("Retry-After"))).toBeLessThanOrEqual(15 * 60);
    expect(await api.json()).toMatchObject({ status: 429, message: expect.stringContaining("Too many failed sign-ins") });
    expect((await pageLogin(email, PASSWORD)).status).toBe(429);
  });

  it("a success clears the count", async () => {
    const email = await newAccount("clear");
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await pageLogin(email, `wrong ${i}`);
    expect((await apiLogin(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) await pageLogin(email, `wrong again ${i}`);
    expect((await pageLogin(email, PASSWORD)).status).toBe(302);
  });
});

describe("verification links", () => {
  it("opening the link (GET) spends nothing; the button (POST) confirms once", async () => {
    const email = await newAccount("verify");
    const token = await latestToken(email);
    for (let i = 0; i < 2; i++) expect(((await verifyLoader(args(new Request(`http://localhost/auth/verify-email/${token}`), { token }))) as Response).status).toBe(200);
    const [before] = await database.db.select().from(users).where(eq(users.email, email));
    expect(before.emailVerifiedAt).toBeNull();
    const confirmed = (await verifyAction(args(new Request(`http://localhost/auth/verify-email/${token}`, { method: "POST", headers: { "x-client-ip": nextIp() } }), { token }))) as Response;
    expect(confirmed.status).toBe(302);
    const [after] = await database.db.select().from(users).where(eq(users.email, email));
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(((await verifyLoader(args(new Request(`http://localhost/auth/verify-email/${token}`), { token }))) as Response).status).toBe(410);
    expect(await confirmEmailVerification(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("a newer link kills the older one for the same purpose", async () => {
    const email = await newAccount("resend");
    const older = await latestToken(email);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    await issueEmailVerification(user.id, email);
    const newer = await latestToken(email);
    expect(newer).not.toBe(older);
    expect(await confirmEmailVerification(older)).toEqual({ ok: false, reason: "invalid" });
    expect(await confirmEmailVerification(newer)).toMatchObject({ ok: true, changed: false });
  });

  it("an e-mail change lands only when the new address confirms; a newer change kills the older", async () => {
    const email = await newAccount("change");
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const first = `first-${randomUUID().slice(0, 6)}@example.com`;
    const second = `second-${randomUUID().slice(0, 6)}@example.com`;
    await issueEmailVerification(user.id, first);
    const firstToken = await latestToken(first);
    await issueEmailVerification(user.id, second);
    const secondToken = await latestToken(second);
    expect((await database.db.select().from(users).where(eq(users.id, user.id)))[0].email).toBe(email);
    expect(await confirmEmailVerification(firstToken)).toEqual({ ok: false, reason: "invalid" });
    expect(await confirmEmailVerification(secondToken)).toMatchObject({ ok: true, changed: true, email: second });
    const [changed] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(changed.email).toBe(second);
    expect(changed.emailVerifiedAt).not.toBeNull();
    // The registration link to the old address died with the change.
    const open = await database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id));
    expect(open.every((row) => row.usedAt !== null)).toBe(true);
  });
});

describe("remote mode's local rows", () => {
  it("are keyed by the remote user's id: a row that merely holds the address is never handed over", async () => {
    const victim = `remote-victim-${randomUUID().slice(0, 6)}@example.com`;
    // A local row holding the victim's address (made by e-mail matching before, or typed in by someone).
    const [planted] = await database.db.insert(users).values({ email: victim, passwordHash: "!remote-account", firstName: "Planted" }).returning();

    const signedIn = await ensureLocalUser({ id: 9001, email: victim, firstName: "Real" });
    expect(signedIn.id).not.toBe(planted.id);
    expect(signedIn.email).toBe(victim);
    const [detached] = await database.db.select().from(users).where(eq(users.id, planted.id));
    expect(detached.email).not.toBe(victim);
    expect(detached.remoteUserId).toBeNull();

    expect((await ensureLocalUser({ id: 9001, email: victim })).id).toBe(signedIn.id);
    // The owner's API changed the address: same local row, new address.
    const moved = await ensureLocalUser({ id: 9001, email: `moved-${victim}` });
    expect(moved).toMatchObject({ id: signedIn.id, email: `moved-${victim}` });
    // Another remote user who now has the old address gets a row of their own.
    expect((await ensureLocalUser({ id: 9002, email: victim })).id).not.toBe(signedIn.id);
  });
});
