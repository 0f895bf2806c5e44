/**
 * The same form sent many times at once (a double click, a resend on a slow network): every copy carries the same
 * submission key, every copy is answered with the form's success, and one row is stored. Each form that takes a key,
 * on PGlite and on PostgreSQL.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, startPgliteServer, startServer, tempDataDir, TestPostgres, type RunningServer } from "./harness";
import { FORMS, isSuccess, loadCatalog, send, storedRows, submission, type Query, type Submission } from "./submissions";

const COPIES = 10;

/** Sends COPIES of each submission, all at once; answers "form status" per copy. */
async function sendCopies(base: string, submissions: Submission[]) {
  const answers = await Promise.all(
    submissions.flatMap((one) =>
      Array.from({ length: COPIES }, async () => {
        const response = await send(base, one);
        await response.arrayBuffer();
        return `${one.form} ${isSuccess(response) ? "success" : response.status}`;
      }),
    ),
  );
  return answers.sort();
}

const allSucceeded = (submissions: Submission[]) =>
  submissions.flatMap((one) => Array.from({ length: COPIES }, () => `${one.form} success`)).sort();

/**
 * One row per key, each the submission sent; one resume kept for the application (the copies' are removed): a file
 * in the local store (PGlite), or one row of stored_files and no file left on disk (PostgreSQL's default store).
 */
async function expectStoredOnce(query: Query, submissions: Submission[], dataDir: string, store: "local" | "postgres") {
  const rows = await storedRows(query);
  expect(rows.map((row) => row.key).sort()).toEqual(submissions.map((one) => one.key).sort());
  for (const one of submissions) expect(rows.find((row) => row.key === one.key)).toMatchObject({ form: one.form, email: one.email });
  const uploads = path.join(dataDir, "uploads");
  const application = rows.find((row) => row.form === "application")!;
  if (store === "local") {
    expect(filesUnder(uploads)).toEqual([application.resume_path]);
    return;
  }
  const stored = (await query("select key from stored_files")).rows as { key: string }[];
  expect(stored.map((row) => `pg:${row.key}`)).toEqual([application.resume_path]);
  expect(filesUnder(uploads)).toEqual([]);
}

/** Every file under `directory`, recursively. */
function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
  );
}

describe("the same submission sent 10 times at once", () => {
  const postgres = new TestPostgres();
  const pgliteDir = tempDataDir("petrochem-double-");
  const postgresDir = tempDataDir("petrochem-double-pg-");
  let pgliteServer: RunningServer;
  let postgresServer: RunningServer;

  // The first start creates, migrates and seeds each database; the tests start later.
  beforeAll(async () => {
    await postgres.init();
    [pgliteServer, postgresServer] = await Promise.all([
      startPgliteServer(pgliteDir),
      startServer({ DATABASE_URL: postgres.url, DATA_DIR: postgresDir }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([pgliteServer?.stop(), postgresServer?.stop()]);
    postgres.destroy();
    for (const dir of [pgliteDir, postgresDir]) rmSync(dir, { recursive: true, force: true });
  });

  it("PGlite: every copy answers success and each form is stored once", async () => {
    const catalog = await loadCatalog(pgliteServer.base);
    const submissions = FORMS.map((form) => submission(form, catalog, "pglite-double"));
    expect(await sendCopies(pgliteServer.base, submissions)).toEqual(allSucceeded(submissions));

    // PGlite is one process's database: read it once the server has let go of it.
    await pgliteServer.stop();
    const database = await openPglite(pgliteDir);
    try {
      await expectStoredOnce((sql) => database.query(sql), submissions, pgliteDir, "local");
    } finally {
      await database.close();
    }
  }, 90_000);

  it("PostgreSQL: every copy answers success and each form is stored once", async () => {
    const catalog = await loadCatalog(postgresServer.base);
    const submissions = FORMS.map((form) => submission(form, catalog, "postgres-double"));
    expect(await sendCopies(postgresServer.base, submissions)).toEqual(allSucceeded(submissions));

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      await expectStoredOnce((sql) => client.query(sql), submissions, postgresDir, "postgres");
    } finally {
      await client.end();
    }
  }, 90_000);
});
