/**
 * Single-process runs on the embedded database without SESSION_SECRET get a random secret kept in DATA_DIR, so
 * sessions survive restarts and what a script seals (a staff invitation) the server opens.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function ensureLocalSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, ".session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create it below.
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Before the environment is parsed, by the server and every script that opens its database: without SESSION_SECRET
 * on the embedded database, DATA_DIR's generated secret (GENERATED_SESSION_SECRET). With DATABASE_URL several
 * processes share the data, so SESSION_SECRET must be set and nothing is generated.
 */
export function applyLocalSessionSecret(environment: NodeJS.ProcessEnv = process.env) {
  if (environment.SESSION_SECRET || environment.DATABASE_URL) return;
  environment.GENERATED_SESSION_SECRET = ensureLocalSessionSecret(environment.DATA_DIR ?? "./data");
}
