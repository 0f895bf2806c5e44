/** Starts this app's production server (build/ must exist) on a free port with a fresh database, for the API tests and
 * the browser tests that need their own settings (low rate limits). */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// import.meta.url rather than __dirname: the Playwright specs load this file as an ES module too.
const root = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** With DATABASE_URL the server gets its own fresh PostgreSQL database; otherwise PGlite in a temp DATA_DIR. */
async function freshDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const name = `api_${process.pid}_${randomBytes(4).toString("hex")}`;
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

export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(path.join(root, "build", "index.js"))) throw new Error("Run `npx remix build` before the API tests: build/index.js is missing");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "api-test-"));
  const database = await freshDatabaseUrl();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? "",
      SESSION_SECRET: randomBytes(24).toString("hex"),
      COOKIE_SECURE: "false",
      API_BASE_URL: "",
      // The suites post far more than a visitor may; the limits have their own tests.
      RATE_LIMIT_FORMS_PER_MINUTE: "100000",
      RATE_LIMIT_AUTH_PER_MINUTE: "100000",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not become ready in 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
