/**
 * The one launcher of the built production server for the suites that talk to it over HTTP (tests/http,
 * tests/system): `node <the serve flags> build/server.js` as a child process on a free port, answered once /healthz
 * says it is up. `startFreshServer` also gives it a database of its own, removed when it stops.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/free-port";
import { SERVER_NODE_FLAGS } from "../../scripts/server-flags";

export { freePort };

// import.meta.url rather than __dirname: Playwright and vitest both load this file as an ES module.
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  /** http://127.0.0.1:PORT */
  base: string;
  /** The operator's listener (health, readiness with its counts, metrics): http://127.0.0.1:OPERATOR_PORT */
  operator: string;
  process: ChildProcess;
  /** What the server printed so far (stdout and stderr), for a failing test to show. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}


/**
 * One GET on its own connection, closed after. fetch would keep the socket in its pool, and a test that first
 * talks to this server a minute later (another server's test ran in between) could be handed that socket just as
 * the server's keep-alive timeout closes it: "other side closed".
 */
function answersHealthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("error", () => resolve(false));
  });
}

/** What a server printed, as text: each JSON log line (app/utils/log.server.ts) as its message, other lines as they are. */
export function logText(output: string): string {
  return output
    .split("\n")
    .map((line) => {
      if (!line.startsWith("{")) return line;
      try {
        const { msg } = JSON.parse(line) as { msg?: unknown };
        return typeof msg === "string" ? msg : line;
      } catch {
        return line;
      }
    })
    .join("\n");
}

/** The server with `env` over the test defaults (production, loopback, no Secure cookies, rate limits out of the way). */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(path.join(ROOT, "build", "server.js"))) throw new Error("Run `npm run build` first: build/server.js is missing");
  const port = await freePort();
  const operatorPort = env.OPERATOR_PORT ?? String(await freePort());
  // The compiled server with the flags `npm run serve` uses: what runs in production, memory limits included.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      OPERATOR_PORT: operatorPort,
      SESSION_SECRET: "system-test-secret-0123456789",
      COOKIE_SECURE: "false",
      API_BASE_URL: "",
      // The suites post far more than a visitor may; the limits have their own tests.
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
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (await answersHealthy(`${base}/healthz`)) break;
    if (Date.now() > until) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    operator: `http://127.0.0.1:${operatorPort}`,
    process: child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        // A process ended by a signal keeps exitCode null: signalCode says it is gone too.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

/** With DATABASE_URL the server gets a fresh PostgreSQL database of its own; otherwise PGlite in its DATA_DIR. */
async function freshDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const name = `http_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The server on a fresh database and DATA_DIR of its own, both removed when it stops; `dataDir` is that directory. */
export async function startFreshServer(env: Record<string, string> = {}): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "petrochem-http-"));
  const database = await freshDatabaseUrl();
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? "",
    SESSION_SECRET: randomBytes(24).toString("hex"),
    ...env,
  }).catch(async (error) => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...server,
    dataDir,
    async stop(signal) {
      await server.stop(signal);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
