/** A throw-away database for one test file: in-memory PGlite, or a fresh database on the DATABASE_URL server. */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import type { Logger } from "drizzle-orm";
import { openDatabase, type Database } from "./client.server";

/** `logger` is told every statement the tests' models run (see openDatabase). */
export async function openTestDatabase({ logger }: { logger?: Logger } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: "memory://", logger });

  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), logger });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A test database that is the process's own for one test file (what getDatabase() and db() answer, so models and
 * route actions use it): opened before the file's tests, closed after. Read `.database` inside the tests.
 */
export function processTestDatabaseForFile(): { readonly database: Database } {
  const state = {} as { database: Database };
  beforeAll(async () => {
    state.database = await openTestDatabase();
    globalThis.__database = Promise.resolve(state.database);
  });
  afterAll(async () => {
    globalThis.__database = undefined;
    await state.database?.close();
  });
  return state;
}

/**
 * Records the SQL text of the statements a test database runs while `statementsOf(work)` runs: pass `logger` to
 * openTestDatabase. An address or a token differs between calls, the statements do not: "the same work" is provable
 * without a clock.
 */
export function statementRecorder() {
  const recorded: string[] = [];
  let recording = false;
  const logger = { logQuery: (query: string) => void (recording && recorded.push(query)) };
  async function statementsOf(work: () => Promise<unknown>) {
    recorded.length = 0;
    recording = true;
    try {
      await work();
    } finally {
      recording = false;
    }
    return [...recorded];
  }
  return { logger, statementsOf };
}
