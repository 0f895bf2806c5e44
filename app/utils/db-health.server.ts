/** Whether the database answers, checked at most once a second; pages answer 503 (Retry-After) while it does not. */
import { adoptRequestVersion, currentVersion } from "~/db/catalog-cache.server";
import { db, getDatabase, resetDatabase } from "~/db/client.server";
import { cacheHeaders } from "./cache-headers.server";
import { getEnv } from "./env.server";

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

async function ping(): Promise<boolean> {
  try {
    const database = await getDatabase();
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS).unref()),
    ]);
    return true;
  } catch (error) {
    console.error("database unavailable:", (error as Error).message);
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
 * The page cache serves a copy only while catalog_version has not moved (issue 17). How fresh the version must be:
 *
 * - One process (PGlite): every write goes through this process and drops the copies at once, so one read answers
 *   for 200 ms. Asking the database on every cached page view cost two thirds of the cached pages' throughput (the
 *   bench: home 0.84 → 0.33 × a static file).
 * - PostgreSQL (several processes or machines, issue 18): a write through another one must show at once, so every
 *   lookup waits for a read that started after it arrived. Lookups arriving together share one: while a read is in
 *   flight, the lookups that come meanwhile wait for the next, which starts as soon as it ends. At most one read is
 *   in flight, and a lookup waits at most two reads (a fraction of a millisecond on PostgreSQL).
 */
const VERSION_MAX_AGE_MS = 200;
let knownVersion: { value: number; at: number } | undefined;
let versionInFlight: Promise<number> | undefined;
let nextVersionRead: Promise<number> | undefined;

function startVersionRead(): Promise<number> {
  const read: Promise<number> = db()
    .then((d) => currentVersion(d))
    .then((value) => {
      knownVersion = { value, at: Date.now() };
      return value;
    })
    .finally(() => {
      if (versionInFlight === read) versionInFlight = undefined;
    });
  versionInFlight = read;
  return read;
}

export async function readCatalogVersion(): Promise<number> {
  if (!getEnv().DATABASE_URL) {
    if (knownVersion && Date.now() - knownVersion.at < VERSION_MAX_AGE_MS) return knownVersion.value;
    return versionInFlight ?? startVersionRead();
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
  // a distinct page then waits for one version read, not two (issue 18).
  const version = await read;
  adoptRequestVersion(await db(), version);
  return version;
}
