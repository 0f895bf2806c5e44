/**
 * The server is killed (SIGKILL: no shutdown, no close of the database) in the middle of a burst of form
 * submissions. After a restart on the same data, every submission that was answered with success is stored, and
 * nothing was stored that nobody sent. On PGlite (the server's own files in DATA_DIR) and on PostgreSQL.
 */
import { existsSync, rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, startPgliteServer, startServer, tempDataDir, TestPostgres, type RunningServer } from "./harness";
import { FORMS, isSuccess, loadCatalog, send, storedRows, submission, type Catalog, type StoredRow, type Submission } from "./submissions";

const SUBMISSIONS = 200;
const CONCURRENCY = 20;
/** The kill comes once this many submissions were acknowledged, with about CONCURRENCY more in flight. */
const KILL_AFTER = 50;

interface BurstResult {
  acked: Submission[];
  /** HTTP answers other than success: none expected, the server is healthy until it dies. */
  refused: string[];
  /** Requests that got no answer (in flight at the kill, or sent after it). */
  unanswered: number;
}

/** Sends the submissions CONCURRENCY at a time and SIGKILLs the server after KILL_AFTER acknowledgements. */
async function burstWithKill(server: RunningServer, submissions: Submission[]): Promise<BurstResult> {
  const result: BurstResult = { acked: [], refused: [], unanswered: 0 };
  let next = 0;
  const worker = async () => {
    while (next < submissions.length) {
      const one = submissions[next++];
      let response: Response;
      try {
        response = await send(server.base, one);
      } catch {
        result.unanswered++;
        continue;
      }
      // The status line arrived: that is the answer the visitor sees, whatever happens to the body.
      if (isSuccess(response)) {
        result.acked.push(one);
        if (result.acked.length === KILL_AFTER) server.process.kill("SIGKILL");
      } else {
        result.refused.push(`${one.form} ${response.status}`);
      }
      await response.arrayBuffer().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}

function burstOf(catalog: Catalog, run: string): Submission[] {
  return Array.from({ length: SUBMISSIONS }, (_, i) => submission(FORMS[i % FORMS.length], catalog, `${run}-${i}`));
}

/**
 * Every acknowledged submission is stored once, with its fields; every stored one was sent; resumes are stored: on
 * disk (PGlite's local store) or in stored_files (the PostgreSQL store, the default with DATABASE_URL).
 */
function expectAcknowledgedStored(rows: StoredRow[], sent: Submission[], burst: BurstResult) {
  const byKey = new Map<string, StoredRow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const missing = burst.acked.filter((one) => !byKey.has(one.key)).map((one) => `${one.form} ${one.email}`);
  expect(missing).toEqual([]);
  for (const one of burst.acked) {
    const [row, ...extra] = byKey.get(one.key)!;
    expect(extra).toEqual([]);
    expect(row).toMatchObject({ form: one.form, email: one.email });
    if (one.form === "application") expect(row.resume_path!.startsWith("pg:") ? row.resume_stored : existsSync(row.resume_path!)).toBe(true);
  }
  const sentKeys = new Set(sent.map((one) => one.key));
  expect(rows.filter((row) => !sentKeys.has(row.key))).toEqual([]);
}

async function expectRestartedServerWorks(server: RunningServer, catalog: Catalog, run: string) {
  expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
  const after = submission("contact", catalog, `${run}-after-restart`);
  expect(isSuccess(await send(server.base, after))).toBe(true);
  return after;
}

function report(name: string, burst: BurstResult, stored: number, started: number) {
  console.info(
    `${name}: ${SUBMISSIONS} submissions, ${burst.acked.length} acknowledged, ${burst.unanswered} unanswered, ` +
      `${stored} stored, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

describe("SIGKILL during a burst of form submissions", () => {
  const postgres = new TestPostgres();
  const pgliteDir = tempDataDir("petrochem-sigkill-");
  const postgresDir = tempDataDir("petrochem-sigkill-pg-");
  const postgresEnv = () => ({ DATABASE_URL: postgres.url, DATA_DIR: postgresDir });
  const servers: RunningServer[] = [];
  let pgliteServer: RunningServer;
  let postgresServer: RunningServer;

  // The first start creates, migrates and seeds each database (PGlite's takes the longest); the tests start later.
  beforeAll(async () => {
    await postgres.init();
    [pgliteServer, postgresServer] = await Promise.all([startPgliteServer(pgliteDir), startServer(postgresEnv())]);
    servers.push(pgliteServer, postgresServer);
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) {
      if (process.env.SYSTEM_TEST_LOGS) console.info(server.base, server.output());
      await server.stop("SIGKILL");
    }
    postgres.destroy();
    for (const dir of [pgliteDir, postgresDir]) rmSync(dir, { recursive: true, force: true });
  });

  it("PGlite: the server reopens its data directory and every acknowledged submission is there", async () => {
    const started = Date.now();
    const catalog = await loadCatalog(pgliteServer.base);
    const sent = burstOf(catalog, "pglite");

    const burst = await burstWithKill(pgliteServer, sent);
    await pgliteServer.stop("SIGKILL");
    expect(burst.refused).toEqual([]);
    expect(burst.acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(burst.unanswered).toBeGreaterThan(0);

    // A crashed PGlite must open again (WAL replay) in the server, which then takes submissions as before.
    const restarted = await startPgliteServer(pgliteDir);
    servers.push(restarted);
    const after = await expectRestartedServerWorks(restarted, catalog, "pglite");
    await restarted.stop();

    const database = await openPglite(pgliteDir);
    try {
      const rows = await storedRows((sql) => database.query(sql));
      expectAcknowledgedStored(rows, [...sent, after], { ...burst, acked: [...burst.acked, after] });
      report("PGlite", burst, rows.length, started);
    } finally {
      await database.close();
    }
  }, 90_000);

  it("PostgreSQL: after a restart every acknowledged submission is there", async () => {
    const started = Date.now();
    const catalog = await loadCatalog(postgresServer.base);
    const sent = burstOf(catalog, "postgres");

    const burst = await burstWithKill(postgresServer, sent);
    await postgresServer.stop("SIGKILL");
    expect(burst.refused).toEqual([]);
    expect(burst.acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(burst.unanswered).toBeGreaterThan(0);

    const restarted = await startServer(postgresEnv());
    servers.push(restarted);
    const after = await expectRestartedServerWorks(restarted, catalog, "postgres");

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const rows = await storedRows((sql) => client.query(sql));
      expectAcknowledgedStored(rows, [...sent, after], { ...burst, acked: [...burst.acked, after] });
      report("PostgreSQL", burst, rows.length, started);
    } finally {
      await client.end();
    }
  }, 90_000);
});
