/** Whether the database answers, checked at most once a second; pages answer 503 (Retry-After) while it does not. */
import { currentVersion } from "~/db/catalog-cache.server";
import { db, getDatabase, resetDatabase } from "~/db/client.server";
import { cacheHeaders } from "./cache-headers.server";

const CHECK_EVERY_MS = 1000;
const PING_TIMEOUT_MS = 2000;
const RETRY_AFTER_SECONDS = 5;

let lastCheck = 0;
let lastResult = true;
let inFlight: Promise<boolean> | undefined;

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
  if (now - lastCheck < CHECK_EVERY_MS) return lastResult;
  inFlight ??= ping().then((ok) => {
    lastCheck = Date.now();
    lastResult = ok;
    inFlight = undefined;
    return ok;
  });
  return inFlight;
}

export function serviceUnavailable() {
  return new Response("The service is temporarily unavailable. Please try again shortly.", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS), ...cacheHeaders("no-store") },
  });
}

/**
 * How long one read of catalog_version answers for every page-cache lookup. Asking the database on every cached page
 * view cost two thirds of the cached pages' throughput (the bench: home 0.84 → 0.33 × a static file); shared for
 * 200 ms it is one read per 200 ms, and a write through another process shows within that.
 */
const VERSION_MAX_AGE_MS = 200;
let knownVersion: { value: number; at: number } | undefined;
let versionInFlight: Promise<number> | undefined;

/** The database's catalog_version, at most 200 ms old: the page cache serves a copy only while it has not moved (issue 17). */
export async function readCatalogVersion(): Promise<number> {
  if (knownVersion && Date.now() - knownVersion.at < VERSION_MAX_AGE_MS) return knownVersion.value;
  versionInFlight ??= (async () => {
    try {
      const value = await currentVersion(await db());
      knownVersion = { value, at: Date.now() };
      return value;
    } finally {
      versionInFlight = undefined;
    }
  })();
  return versionInFlight;
}
