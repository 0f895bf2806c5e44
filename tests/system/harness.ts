/** System-test harness: a throw-away PostgreSQL cluster and the production server started as a child process. */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

export function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(base, version, "bin");
    if (existsSync(path.join(bin, "pg_ctl"))) return bin;
  }
  throw new Error("PostgreSQL server binaries are missing: sudo apt-get install -y postgresql");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Runs a PostgreSQL tool as the postgres user when we are root (the server refuses to run as root). */
function pgTool(tool: string, args: string[]) {
  const bin = path.join(postgresBin(), tool);
  if (process.getuid?.() === 0) execFileSync("runuser", ["-u", "postgres", "--", bin, ...args], { stdio: "pipe" });
  else execFileSync(bin, args, { stdio: "pipe" });
}

export class TestPostgres {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), "petrochem-pg-"));
  port = 0;

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async init() {
    this.port = await freePort();
    chmodSync(this.dir, 0o777);
    pgTool("initdb", ["-D", path.join(this.dir, "data"), "--auth=trust", "--username=postgres", "-E", "UTF8"]);
    this.start();
  }

  start() {
    pgTool("pg_ctl", [
      "-D", path.join(this.dir, "data"), "-l", path.join(this.dir, "log"), "-w",
      "-o", `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.dir} -c fsync=off`,
      "start",
    ]);
  }

  stop(mode: "fast" | "immediate" = "fast") {
    pgTool("pg_ctl", ["-D", path.join(this.dir, "data"), "-m", mode, "-w", "stop"]);
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

export interface RunningServer {
  base: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn("node", ["--import", "tsx", "server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SESSION_SECRET: "system-test-secret-0123456789",
      COOKIE_SECURE: "false",
      RATE_LIMIT_FORMS_PER_MINUTE: "100000",
      RATE_LIMIT_AUTH_PER_MINUTE: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > until) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    process: child,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
