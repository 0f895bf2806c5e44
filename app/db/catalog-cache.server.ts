/**
 * An in-process cache of the unfiltered catalogue lists: plants, the category and process trees,
 * countries, job functions. A value is kept with the catalog_version it was read at; every read first asks
 * the database for the current version (one single-row query) and reloads when it moved. Triggers bump the
 * version on every write to the tables these lists read, from this process or any other (seed, admin,
 * another app server on the same PostgreSQL), so a read that starts after a write commits never sees
 * the list as it was before.
 *
 * Values are deep-frozen and shared: callers get a fresh top-level array (free to sort or filter) whose
 * items they must not change. Memory stays bounded: one entry per fixed key, language and database.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "~/i18n/locales";
import { localWrites } from "./local-writes";
import { catalogVersion } from "./schema";
import type { Db } from "./types";

/** Each list is kept per language: its names are the page's language's. */
type CatalogListKey = `${"plants" | "categories" | "processes" | "countries" | "countriesWithPlants" | "countriesWithCities" | "jobFunctions"}:${Locale}`;

interface Entry {
  version: number;
  /** The load in flight or done: concurrent cold reads of one version share a single query. */
  value: Promise<unknown>;
}

/** Keyed by database, so a test (or a reopened PGlite) never reads another database's lists. */
const caches = new WeakMap<Db, Map<CatalogListKey, Entry>>();

/**
 * One read of the version per request: a page asks several cached lists and indexes, and each asked the
 * database before. Held on globalThis because server.ts and the Remix build bundle this module apart.
 */
interface RequestScope {
  versions: Map<Db, Promise<number>>;
  /** Milliseconds this request spent in catalogue queries (timedCatalogQuery), for Server-Timing. */
  catalogMs: number;
}

const requestScope: AsyncLocalStorage<RequestScope> = ((globalThis as { __catalogRequestScope?: AsyncLocalStorage<RequestScope> })
  .__catalogRequestScope ??= new AsyncLocalStorage());

/** Runs a request with one catalog_version read shared by everything it asks of the caches. */
export function withRequestVersion<T>(run: () => T): T {
  return requestScope.run({ versions: new Map(), catalogMs: 0 }, run);
}

/** A catalogue query (search, filter, page), its time added to the request's Server-Timing `catalog` entry. */
export async function timedCatalogQuery<T>(run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    const scope = requestScope.getStore();
    if (scope) scope.catalogMs += performance.now() - started;
  }
}

/** The time the current request spent in catalogue queries so far, or undefined outside a request. */
export function catalogQueryMs(): number | undefined {
  return requestScope.getStore()?.catalogMs;
}

/** The version as the database has it now, outside any request's memo. */
export async function readFreshVersion(d: Db): Promise<number> {
  // On PGlite the version read after this process's last write is still the version (local-writes.ts).
  const writes = localWrites(d);
  const kept = keptVersions.get(d);
  if (writes !== undefined && kept?.writes === writes) return kept.value;
  const [row] = await d.select({ version: catalogVersion.version }).from(catalogVersion).limit(1);
  // No row (someone deleted it): the next write recreates it at 1, so -1 cannot match any cached version.
  const value = row ? Number(row.version) : -1;
  // Kept with the count from before the read: a write that ended meanwhile makes the next caller ask again.
  if (writes !== undefined) keptVersions.set(d, { value, writes });
  return value;
}

/** PGlite's last version read, with the count of its writes then. */
const keptVersions = new WeakMap<Db, { value: number; writes: number }>();

/**
 * The version, read before the list: a write that commits between the two reads leaves the list tagged with
 * the older version, so the next read reloads. The other order could keep a list older than its version. Within a
 * request (withRequestVersion) it is read once, when first asked.
 */
async function currentVersion(d: Db): Promise<number> {
  const memo = requestScope.getStore()?.versions;
  if (!memo) return readFreshVersion(d);
  let version = memo.get(d);
  if (!version) memo.set(d, (version = readFreshVersion(d)));
  return version;
}

/**
 * A version read that started after the current request arrived (the page cache's, on PostgreSQL) becomes the
 * request's own read, when it has none yet: the loaders' catalogue reads then wait for no second one.
 */
export function adoptRequestVersion(d: Db, version: number) {
  const memo = requestScope.getStore()?.versions;
  if (memo && !memo.has(d)) memo.set(d, Promise.resolve(version));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * The entry under `key` for `version`: the one kept, or a fresh load put in its place. A failed load is not kept:
 * the next read tries again. Concurrent cold reads of one version share the single load.
 */
function entryFor<K>(cache: Map<K, Entry>, key: K, version: number, load: () => Promise<unknown>): { entry: Entry; fresh: boolean } {
  const kept = cache.get(key);
  if (kept && kept.version === version) return { entry: kept, fresh: false };
  const entry: Entry = { version, value: load() };
  cache.set(key, entry);
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return { entry, fresh: true };
}

/** The list under `key`, from the cache when the database has not been written since it was loaded. */
export async function cachedList<T>(d: Db, key: CatalogListKey, load: () => Promise<T[]>): Promise<T[]> {
  let cache = caches.get(d);
  if (!cache) caches.set(d, (cache = new Map()));
  const { entry } = entryFor(cache, key, await currentVersion(d), () => load().then((list) => deepFreeze(list)));
  return [...((await entry.value) as readonly T[])];
}

/** Solution queries (search, filters, page) kept at once: at 10 a page about 20 KB each, a few MB in all. */
const MAX_QUERIES = 200;
const queryCaches = new WeakMap<Db, Map<string, Entry>>();

/**
 * One page of a catalogue query, kept under `key` with the version it was read at, like the lists above. Searching
 * 100,000 solutions costs PGlite about 100 ms and runs one query at a time; the same search again costs one
 * version read. The least recently used queries leave first. Callers get a copy of the page with fresh arrays.
 */
export async function cachedQuery<T extends { results: readonly unknown[] }>(d: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = queryCaches.get(d);
  if (!cache) queryCaches.set(d, (cache = new Map()));
  const { entry, fresh } = entryFor(cache, key, await currentVersion(d), () => load().then((page) => deepFreeze(page)));
  if (!fresh) {
    // Most recently used last: Map keeps insertion order.
    cache.delete(key);
    cache.set(key, entry);
  }
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_QUERIES) break;
    cache.delete(oldest);
  }
  const page = (await entry.value) as unknown as T;
  return { ...page, results: [...page.results] };
}

const indexCaches = new WeakMap<Db, Map<string, Entry>>();

/**
 * A derived structure of the catalogue (typed arrays, maps), built once per catalog_version like the lists above and
 * shared as is: callers must not change it. Concurrent cold reads of one version share a single build.
 */
export async function cachedIndex<T>(d: Db, key: string, build: () => Promise<T>): Promise<T> {
  let cache = indexCaches.get(d);
  if (!cache) indexCaches.set(d, (cache = new Map()));
  const { entry } = entryFor(cache, key, await currentVersion(d), build);
  return (await entry.value) as unknown as T;
}

/**
 * Forgets a database's cached query answers only, keeping its lists and indexes: what a benchmark does to time a
 * question as if it had never been asked, against the indexes a running server keeps.
 */
export function dropCachedQueries(d: Db) {
  queryCaches.delete(d);
}

/**
 * Forgets a database's cached lists at once. Writes made in this process call it after they commit; the
 * version check alone would catch them too, this frees the memory without waiting for the next read.
 */
export function dropCatalogCache(d: Db) {
  caches.delete(d);
  queryCaches.delete(d);
  indexCaches.delete(d);
}
