/**
 * For the command-line scripts that open the site's database: an embedded database (no DATABASE_URL) opens in one
 * process at a time, so while the server runs on DATA_DIR (it writes DATA_DIR/server.pid) they refuse to open it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "../app/utils/env.server";

export function refuseWhileServerHoldsEmbeddedDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">) {
  if (env.DATABASE_URL) return;
  const pidFile = path.join(env.DATA_DIR, "server.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  try {
    process.kill(pid, 0);
  } catch {
    return;
  }
  console.error(`The server is running on the embedded database in ${env.DATA_DIR}; stop it first (it opens in one process at a time).`);
  process.exit(1);
}
