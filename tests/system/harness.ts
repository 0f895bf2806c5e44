/**
 * System-test harness: a throw-away PostgreSQL cluster, the production server started as a child process (on that
 * cluster or on PGlite in a temporary DATA_DIR), and the ways a test reads back what the server stored.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "../support/server";

export { freePort, logText, ROOT, startServer, type RunningServer } from "../support/server";
export { Visitor } from "../support/visitor";
export { TestPostgres } from "../../scripts/postgres-cluster";

/** A temporary directory for a server's DATA_DIR (PGlite files, uploads); the test removes it. */
export function tempDataDir(prefix = "petrochem-data-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A PGlite server of the test file's own, on a fresh DATA_DIR: started before the file's tests, stopped and its data
 * removed after them. Read `.server` and `.dataDir` inside the tests.
 */
export function pgliteServerForFile(): { readonly server: RunningServer; readonly dataDir: string } {
  const state = {} as { server: RunningServer; dataDir: string };
  beforeAll(async () => {
    state.dataDir = tempDataDir();
    state.server = await startPgliteServer(state.dataDir);
  });
  afterAll(async () => {
    await state.server?.stop();
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state;
}

/** The server on PGlite: it opens (and after a crash, recovers) DATA_DIR/pglite itself. */
export function startPgliteServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ DATA_DIR: dataDir, ...env });
}

/**
 * Opens the PGlite database a server kept in `dataDir`, from the test process. Only while no server has it open:
 * PGlite is one process's database.
 */
export async function openPglite(dataDir: string) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
}

/** A POST as this site's own pages send it (the Origin the CSRF guard wants), the redirect not followed. */
export function postForm(base: string, url: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  return fetch(`${base}${url}`, { method: "POST", body, redirect: "manual", headers: { Origin: base, ...headers } });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
