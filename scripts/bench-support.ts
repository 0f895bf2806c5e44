/** What the benchmark scripts share: running a step, waiting for the server, and percentiles of sorted samples. */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import os from "node:os";
import http from "node:http";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Runs a command in the repository, its output shown; throws when it fails. */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

export async function waitForReady(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/** The p-th percentile of ascending `sorted` (NaN when empty). */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface Answer {
  status: number;
  retryAfter: string | undefined;
}

/**
 * One GET on a connection of its own (node:http), destroyed after `patience` ms: its status and Retry-After, or
 * "gave up". undici's fetch left some aborted requests hanging for good against a wedged server; this never hangs.
 */
export function getOnce(url: string, patience: number, headers: Record<string, string> = {}, agent: http.Agent | false = false): Promise<Answer | "gave up"> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"] }));
      response.on("error", () => resolve("gave up"));
    });
    request.setTimeout(patience, () => request.destroy());
    request.on("error", () => resolve("gave up"));
    request.on("close", () => resolve("gave up"));
  });
}

/**
 * The production server's environment for a bench on 127.0.0.1: the database's variables (without DATABASE_URL for
 * the embedded one), a secret of the bench's own unless one is set, and no mail worker.
 */
export function benchServerEnv(dbEnv: { DATA_DIR: string; DATABASE_URL?: string }, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...dbEnv,
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-secret-0123456789abcdef",
    MAIL_WORKER: "false",
    // The operator's listener on a free port unless the caller names one (several benches' servers may run at once).
    OPERATOR_PORT: "0",
    ...extra,
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/**
 * A throw-away environment for an in-process measurement (measure:pack, measure:distribution): DATA_DIR and
 * UPLOAD_DIR in a new temporary folder (answered with DATA_DIR, the folder for the caller to remove), and production's settings with a
 * throw-away secret and address. Call it before importing the app's modules: they read the environment once.
 */
export function throwAwayAppEnv(prefix: string) {
  const work = mkdtempSync(path.join(os.tmpdir(), prefix));
  const dataDir = path.join(work, "data");
  process.env.DATA_DIR = dataDir;
  process.env.UPLOAD_DIR = path.join(work, "uploads");
  process.env.SESSION_SECRET = randomBytes(32).toString("hex");
  process.env.PUBLIC_ORIGIN = "http://localhost:3000";
  mkdirSync(dataDir, { recursive: true });
  return { work, dataDir };
}
