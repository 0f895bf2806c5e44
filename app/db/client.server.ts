/** One database per process: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Migrates on open. */
import fs, { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { sql, type Logger } from "drizzle-orm";
import * as schema from "./schema";
import { secureDirectories } from "../utils/file-modes.server";
import { log } from "../utils/log.server";
import type { Db } from "./types";

import { countLocalWrites } from "./local-writes";
export type { Db } from "./types";

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connections in use, idle, and the queries waiting for one (PGlite: one connection, no wait counted). */
  connections(): { max: number; total: number; idle: number; waiting: number };
}

interface OpenOptions {
  /** postgres:// URL; unset → PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL only: statements running longer are cancelled (migrations run without it). */
  statementTimeoutMs?: number;
  /** Told every statement the app runs (not the migrations'): tests record what a model did. */
  logger?: Logger;
}

/**
 * PGlite's postgres keeps its buffers inside one WebAssembly.Memory that grows and never shrinks, and with
 * initdb's defaults (shared_buffers 128 MB) it alone took the server over its 300 MB RSS budget
 * (DESIGN.md §5). The data files stay in the OS page cache, so a small buffer pool costs little speed.
 */
const PGLITE_MEMORY_SETTINGS = ["shared_buffers=16MB", "temp_buffers=2MB", "maintenance_work_mem=16MB"];

/**
 * PGlite's postgres is one large WebAssembly module. V8 compiles it with its baseline compiler (Liftoff) and then,
 * in background threads, compiles its hot functions again with its optimizing one (TurboFan), keeping both and the
 * compiler's working memory: on the scale data (100,000 solutions) the server's peak RSS went from 359 to 264 MB with
 * Liftoff alone (docs/performance.md, § PGlite's compiled code). The flag is on only while PGlite's module is
 * compiled: a module compiled under it stays on Liftoff, and WebAssembly compiled later (fetch's HTTP parser, for
 * the remote backend) is tiered up as usual.
 */
async function onLiftoffOnly<T>(compile: () => Promise<T>): Promise<T> {
  v8.setFlagsFromString("--liftoff-only");
  try {
    return await compile();
  } finally {
    v8.setFlagsFromString("--no-liftoff-only");
  }
}

/**
 * PGlite starts postgres with `-F` (fsync off), and its WebAssembly file layer turns fdatasync() into nothing and
 * fsync() into nothing on host files: a commit reached the OS page cache only, so an acknowledged form could vanish
 * in a power cut or an OS crash (a killed process was fine). On disk we drop `-F`, have postgres flush its WAL with
 * fsync() at each commit, and make that fsync() real (see makeFsyncReal). Cost measured in docs/performance.md (§ What a durable form submission costs).
 */
const PGLITE_DURABILITY_SETTINGS = ["fsync=on", "synchronous_commit=on", "wal_sync_method=fsync"];

interface EmscriptenStream {
  nfd?: number;
  node: unknown;
}
interface ModeChange {
  mode?: number | null;
}
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: EmscriptenStream) => number; setattr: (stream: EmscriptenStream, attr: ModeChange) => void };
  node_ops: { setattr: (node: unknown, attr: ModeChange) => void };
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite chmods the files it writes (initdb's copy 0666, pg_internal.init 0644) whatever the process umask: any
 * local user could read the password hashes and sessions. Every mode it sets loses the group and other bits.
 */
function keepFilesPrivate(nodefs: EmscriptenNodeFs) {
  const privateMode = (attr: ModeChange) => (attr.mode == null ? attr : { ...attr, mode: attr.mode & ~0o077 });
  const setNodeAttr = nodefs.node_ops.setattr;
  nodefs.node_ops.setattr = (node, attr) => setNodeAttr(node, privateMode(attr));
  const setStreamAttr = nodefs.stream_ops.setattr;
  nodefs.stream_ops.setattr = (stream, attr) => setStreamAttr(stream, privateMode(attr));
}

/**
 * Emscripten's NODEFS (the host directory PGlite mounts) has no fsync operation, so postgres's fsync() returned 0
 * without touching the disk. This gives it one: the host file (or directory, after a new WAL segment) is fsynced
 * before the call returns. A failing fsync reaches postgres as an I/O error, which stops it rather than lose data.
 */
function makeFsyncReal(nodefs: EmscriptenNodeFs) {
  nodefs.stream_ops.fsync = (stream) => {
    nodefs.tryFSOperation(() => {
      if (stream.nfd !== undefined) return fs.fsyncSync(stream.nfd);
      const fd = fs.openSync(nodefs.realPath(stream.node), "r");
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    });
    return 0;
  };
}

function migrationsFolder() {
  // The folder sits at the repo root; this module runs from app/db (tsx, vitest) or bundled into build/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(process.cwd(), "drizzle"), path.resolve(here, "../../drizzle"), path.resolve(here, "../drizzle")];
  return candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json"))) ?? candidates[0];
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // Migrations on a connection of their own: an index build on a large table may rightly outlast the timeout.
    const migrator = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5000 });
    await migrator.connect();
    try {
      await migrator.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
      await migrate(drizzle({ client: migrator, schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await migrator.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // An idle client that loses its server must not crash the process; the next query reports the error.
    pool.on("error", (error) => log.error({ err: error }, "postgres pool error"));
    const db = drizzle({ client: pool, schema, logger: options.logger }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
      connections: () => ({ max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dataDir = options.dataDir ?? "memory://";
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true, mode: 0o700 });
  // A throw-away in-memory database has no disk to flush to: it keeps PGlite's `-F`.
  const startParams = inMemory
    ? [...PGlite.defaultStartParams]
    : [...PGlite.defaultStartParams.filter((param) => param !== "-F"), ...PGLITE_DURABILITY_SETTINGS.flatMap((setting) => ["-c", setting])];
  const client = await onLiftoffOnly(() =>
    PGlite.create(dataDir, {
      extensions: { pg_trgm },
      startParams: [...startParams, ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ["-c", setting])],
    }),
  );
  if (!inMemory) {
    const nodefs = (client as unknown as { Module?: { NODEFS?: EmscriptenNodeFs } }).Module?.NODEFS;
    if (!nodefs?.stream_ops?.setattr || !nodefs.node_ops?.setattr) throw new Error("PGlite's file layer changed: cannot make its fsync reach the disk");
    makeFsyncReal(nodefs);
    keepFilesPrivate(nodefs);
    // What PGlite wrote while it started (a fresh cluster is copied in 0666) becomes the owner's alone.
    secureDirectories([dataDir]);
  }
  await client.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm");
  await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() });
  const pdb = drizzle({ client, schema, logger: options.logger });
  // Only this process writes here: what is read can be kept until its next write (local-writes.ts).
  countLocalWrites(pdb, client);
  // Start-up wrote (recovery, initdb, migrations) before fsync was real: one checkpoint puts it all on disk.
  if (!inMemory) await client.exec("CHECKPOINT");
  let closed = false;
  return {
    db: pdb as unknown as Db,
    kind: "pglite",
    ping: async () => {
      if (closed || client.closed) throw new Error("The database is closed");
      await pdb.execute(sql`select 1`);
    },
    close: async () => {
      closed = true;
      if (!client.closed) await client.close();
    },
    connections: () => ({ max: 1, total: closed || client.closed ? 0 : 1, idle: 0, waiting: 0 }),
  };
}

declare global {
  // eslint-disable-next-line no-var -- a global declaration must use var
  var __database: Promise<Database> | undefined;
}

/** The process-wide database, opened on first use from the environment (one PGlite instance per process). */
export function getDatabase(): Promise<Database> {
  if (!globalThis.__database) {
    globalThis.__database = (async () => {
      const { getEnv } = await import("~/utils/env.server");
      const env = getEnv();
      const database = await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: path.join(env.DATA_DIR, "pglite"),
        statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      });
      if (env.SEED_DEMO === "true") {
        const { seedDemoContentIfEmpty } = await import("./seed/seed.server");
        await seedDemoContentIfEmpty(database.db);
        // Apart from the catalogue: a database made before the blog moved into it gets its demo posts once too.
        const { seedBlogPostsOnce } = await import("./seed/blog.server");
        await seedBlogPostsOnce(database.db);
        // And a database made before content had Arabic texts gets the demo's once.
        const { seedArabicContentOnce } = await import("./seed/arabic.server");
        await seedArabicContentOnce(database.db);
        // And one made before solutions had hazard data gets the demo's once.
        const { seedHazardsOnce } = await import("./seed/hazards.server");
        await seedHazardsOnce(database.db);
        // And one made before the finder (issue 41) gets the demo's problems and technical data once.
        const { seedTechnicalOnce } = await import("./seed/technical.server");
        await seedTechnicalOnce(database.db);
      }
      return database;
    })();
    // A failed open must be retried by the next caller, not cached forever.
    globalThis.__database.catch(() => {
      globalThis.__database = undefined;
    });
  }
  return globalThis.__database;
}

export async function db(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * Forgets a database whose connection is gone, so the next caller opens it again. A closed PGlite is
 * reopened; a PostgreSQL pool whose server went away is kept, because it reconnects by itself.
 */
export async function resetDatabase() {
  const pending = globalThis.__database;
  if (!pending) return;
  const database = await pending.catch(() => undefined);
  if (!database || database.kind === "pglite") globalThis.__database = undefined;
}

export async function closeDatabase() {
  const pending = globalThis.__database;
  globalThis.__database = undefined;
  if (pending) await (await pending).close();
}
