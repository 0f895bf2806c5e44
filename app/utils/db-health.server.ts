/** Whether the database answers, checked at most once a second; pages answer 503 (Retry-After) while it does not. */
import { adoptRequestVersion, readFreshVersion } from "~/db/catalog-cache.server";
import { db, getDatabase, resetDatabase } from "~/db/client.server";
import { cacheHeaders } from "./cache-headers.server";
import { getEnv } from "./env.server";
import { log } from "./log.server";

const CHECK_EVERY_MS = 1000;
const PING_TIMEOUT_MS = 2000;
const RETRY_AFTER_SECONDS = 5;

/**
 * One state per process: server.ts (the page cache) and the Remix build (loaders) are bundled apart and each has its
 * own copy of this module, and two copies remembering "down" for a second each answered 503 for up to a second
 * after the database came back.
 */
const health = ((globalThis as { __databaseHealth?: { lastCheck: number; lastResult: boolean; inFlight?: Promise<boolean> } }).__databaseHealth ??= {
  lastCheck: 0,
  lastResult: true,
});

/** `work`, or a rejection once `ms` have passed: a caller never waits longer on something it does not own. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function ping(): Promise<boolean> {
  try {
    // Opening is not timed: a closed embedded database takes seconds to open again (its own work, not a wait on
    // anything that can be abandoned), and on PostgreSQL the pool is made at once. The ping is.
    const database = await getDatabase();
    await within(database.ping(), PING_TIMEOUT_MS, "the database ping");
    return true;
  } catch (error) {
    log.error({ err: error }, "database unavailable");
    // A closed embedded database is opened again on the next check; a PostgreSQL pool reconnects by itself.
    await resetDatabase();
    return false;
  }
}

export async function isDatabaseAvailable(): Promise<boolean> {
  const now = Date.now();
  if (now - health.lastCheck < CHECK_EVERY_MS) return health.lastResult;
  health.inFlight ??= ping().then((ok) => {
    health.lastCheck = Date.now();
    health.lastResult = ok;
    health.inFlight = undefined;
    return ok;
  });
  return health.inFlight;
}

export function serviceUnavailable() {
  return new Response("The service is temporarily unavailable. Please try again shortly.", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS), ...cacheHeaders("no-store") },
  });
}

/**
 * The page cache serves a copy only while catalog_version has not moved. How fresh the version must be:
 *
 * - One process (PGlite): every write goes through this process and drops the copies at once, so one read answers
 *   for 200 ms. Asking the database on every cached page view cost two thirds of the cached pages' throughput (the
 *   bench: home 0.84 → 0.33 × a static file).
 * - PostgreSQL (several processes or machines): a write through another one must show at once, so every
 *   lookup waits for a read that started after it arrived. Lookups arriving together share one: while a read is in
 *   flight, the lookups that come meanwhile wait for the next, which starts as soon as it ends. At most one read is
 *   in flight, and a lookup waits at most two reads (a fraction of a millisecond on PostgreSQL).
 */
const VERSION_MAX_AGE_MS = 200;
/**
 * How long a request waits for the version: past it the page cache renders without it. The read itself
 * goes on (the pool's connection timeout and the statement timeout end it) and later lookups share it; no request
 * waits on it longer than this, whichever request started it and whether or not that one's visitor is still there.
 */
const VERSION_WAIT_MS = 5000;
let knownVersion: { value: number; at: number } | undefined;
let versionInFlight: Promise<number> | undefined;
let versionReadStarted = 0;
let nextVersionRead: Promise<number> | undefined;

function startVersionRead(): Promise<number> {
  // A read of its own, not the starting request's memo (catalog-cache's currentVersion): the lookups that share it
  // each arrived before it started.
  const read: Promise<number> = db()
    .then((d) => readFreshVersion(d))
    .then((value) => {
      knownVersion = { value, at: Date.now() };
      return value;
    })
    .finally(() => {
      if (versionInFlight === read) versionInFlight = undefined;
    });
  versionInFlight = read;
  versionReadStarted = Date.now();
  return read;
}

/** How long the catalogue's version read in flight has been running, in ms (0 when none is): /readyz reads it. */
export function versionReadAgeMs(): number {
  return versionInFlight ? Date.now() - versionReadStarted : 0;
}

export async function readCatalogVersion(): Promise<number> {
  if (!getEnv().DATABASE_URL) {
    if (knownVersion && Date.now() - knownVersion.at < VERSION_MAX_AGE_MS) return knownVersion.value;
    return within(versionInFlight ?? startVersionRead(), VERSION_WAIT_MS, "the catalogue's version read");
  }
  let read: Promise<number>;
  if (!versionInFlight) read = startVersionRead();
  else {
    read = nextVersionRead ??= versionInFlight
      .catch(() => undefined)
      .then(() => {
        nextVersionRead = undefined;
        return versionInFlight ?? startVersionRead();
      });
  }
  // It started after this request arrived, so the request's catalogue reads (catalog-cache) may take it as theirs:
  // a distinct page then waits for one version read, not two.
  const version = await within(read, VERSION_WAIT_MS, "the catalogue's version read");
  adoptRequestVersion(await db(), version);
  return version;
}
