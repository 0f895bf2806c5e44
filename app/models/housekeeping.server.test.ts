/** Housekeeping deletes the rows that can no longer do anything, and keeps every row that still can. */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { openTestDatabase } from "~/db/test-database.server";
import { emailVerifications, outbox, passwordResets, rateLimits, sessions, users } from "~/db/schema";
import { runHousekeeping, startHousekeeping } from "./housekeeping.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);

let database: Database;
let userId: number;

beforeAll(async () => {
  // The sweep of leftover CV files must never look at a real upload directory.
  process.env.UPLOAD_DIR = mkdtempSync(path.join(os.tmpdir(), "housekeeping-uploads-"));
  database = await openTestDatabase();
  globalThis.__database = Promise.resolve(database);
  const [user] = await database.db.insert(users).values({ email: "keeper@example.com", passwordHash: "x" }).returning();
  userId = user.id;
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

function session(id: string, fields: { refreshExpiresAt: Date; revokedAt?: Date }) {
  return {
    id,
    userId,
    accessTokenHash: `access-${id}`,
    refreshTokenHash: `refresh-${id}`,
    accessExpiresAt: fields.refreshExpiresAt,
    refreshExpiresAt: fields.refreshExpiresAt,
    revokedAt: fields.revokedAt ?? null,
    lastSeenAt: ago(HOUR),
  };
}

function token(id: string, fields: { expiresAt: Date; usedAt?: Date }) {
  return { userId, tokenHash: `hash-${id}`, expiresAt: fields.expiresAt, usedAt: fields.usedAt ?? null };
}

describe("runHousekeeping", () => {
  it("deletes expired and spent rows, and keeps the live ones", async () => {
    const d = database.db;
    await d.insert(rateLimits).values([
      { key: "forms:198.51.100.1", windowStart: ago(2 * DAY), count: 5 },
      { key: "login-failures:keeper@example.com", windowStart: ago(25 * HOUR), count: 3 },
      { key: "login-failures:keeper@example.com", windowStart: ago(10 * 60_000), count: 2 },
      { key: "forms:198.51.100.1", windowStart: ago(0), count: 1 },
    ]);
    await d.insert(sessions).values([
      session("expired", { refreshExpiresAt: ago(1000) }),
      session("revoked-long-ago", { refreshExpiresAt: later(DAY), revokedAt: ago(2 * DAY) }),
      session("revoked-recently", { refreshExpiresAt: later(DAY), revokedAt: ago(HOUR) }),
      session("live", { refreshExpiresAt: later(30 * DAY) }),
    ]);
    await d.insert(passwordResets).values([
      token("reset-used", { expiresAt: ago(2 * DAY - HOUR), usedAt: ago(2 * DAY) }),
      token("reset-expired", { expiresAt: ago(2 * DAY) }),
      token("reset-used-just-now", { expiresAt: later(HOUR), usedAt: ago(60_000) }),
      token("reset-open", { expiresAt: later(HOUR) }),
    ]);
    await d.insert(emailVerifications).values([
      { ...token("verify-used", { expiresAt: later(DAY), usedAt: ago(3 * DAY) }), email: "a@example.com" },
      { ...token("verify-expired", { expiresAt: ago(2 * DAY) }), email: "b@example.com" },
      { ...token("verify-open", { expiresAt: later(DAY) }), email: "c@example.com" },
    ]);
    await d.insert(outbox).values([
      { to: "a@example.com", subject: "delivered long ago", body: "-", sentAt: ago(8 * DAY) },
      { to: "a@example.com", subject: "delivered yesterday", body: "-", sentAt: ago(DAY) },
      { to: "a@example.com", subject: "never delivered", body: "-", createdAt: ago(30 * DAY) },
    ]);

    const deleted = await runHousekeeping(now);

    expect(deleted).toEqual({ rateLimits: 2, sessions: 2, passwordResets: 2, emailVerifications: 2, outbox: 1, staffSessions: 0, staffSetupLinks: 0, staffDevices: 0, applications: 0, leftoverFiles: 0 });
    expect((await d.select().from(rateLimits)).map((row) => row.windowStart.getTime()).sort()).toEqual([ago(10 * 60_000).getTime(), now.getTime()]);
    expect((await d.select().from(sessions)).map((row) => row.id).sort()).toEqual(["live", "revoked-recently"]);
    expect((await d.select().from(passwordResets)).map((row) => row.tokenHash).sort()).toEqual(["hash-reset-open", "hash-reset-used-just-now"]);
    expect((await d.select().from(emailVerifications)).map((row) => row.tokenHash)).toEqual(["hash-verify-open"]);
    expect((await d.select().from(outbox)).map((row) => row.subject).sort()).toEqual(["delivered yesterday", "never delivered"]);
  });

  it("finds nothing more to delete on a second run", async () => {
    expect(await runHousekeeping(now)).toEqual({ rateLimits: 0, sessions: 0, passwordResets: 0, emailVerifications: 0, outbox: 0, staffSessions: 0, staffSetupLinks: 0, staffDevices: 0, applications: 0, leftoverFiles: 0 });
  });
});

describe("startHousekeeping", () => {
  it("runs on a timer that does not keep the process alive, and stops", async () => {
    // The timer sweeps at the real time, not at `now`: the rows the tests above kept (fixed dates) age past their
    // keeping time as the calendar moves on, so they go first.
    await database.db.delete(rateLimits);
    await database.db.insert(rateLimits).values({ key: "forms:203.0.113.9", windowStart: ago(3 * DAY), count: 1 });
    const runs: Record<string, number>[] = [];
    const timer = startHousekeeping({ intervalMs: 60_000, firstRunMs: 0, onRun: (counts) => runs.push({ ...counts }) });
    try {
      expect(timer.hasRef()).toBe(false);
      await expect.poll(() => runs.length).toBeGreaterThan(0);
      expect(runs[0].rateLimits).toBe(1);
    } finally {
      timer.stop();
    }
  });
});
