/**
 * The environment of the command-line scripts that open the site's database (mail, staff): parsed as the server
 * parses it (a bad value exits 2 naming the variable), with the server's session secret. An embedded database (no
 * DATABASE_URL) opens in one process at a time, so while the server runs on DATA_DIR (it writes DATA_DIR/server.pid)
 * they refuse to open it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getEnv, type Env } from "../app/utils/env.server";
import { applyLocalSessionSecret } from "../app/utils/session-secret.server";

function serverHoldsEmbeddedDatabase(env: Env) {
  if (env.DATABASE_URL) return false;
  const pidFile = path.join(env.DATA_DIR, "server.pid");
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, "utf8").trim()), 0);
    return true;
  } catch {
    return false;
  }
}

export function scriptEnv(): Env {
  let env: Env;
  try {
    // The server's secret on this DATA_DIR, so what a script seals (a staff invitation's link) the server opens.
    applyLocalSessionSecret();
    env = getEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (serverHoldsEmbeddedDatabase(env)) {
    console.error(`The server is running on the embedded database in ${env.DATA_DIR}; stop it first (it opens in one process at a time).`);
    process.exit(1);
  }
  return env;
}
