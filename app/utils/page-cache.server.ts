/**
 * A micro-cache of anonymous public pages, in this process, for a few seconds: under a burst of visitors each page is
 * rendered once per TTL instead of once per request. Only pages the renderer marked `public` (no cookie in or out,
 * no form key; see http-cache.server) are kept, and only for visitors without a cookie. Each copy is served with the
 * request's own CSP nonce. A write in this process that succeeded and can change public content (`changesContent`:
 * the staff's) drops every copy once it has been answered, so its author never sees a page older than what they just
 * did; a refused, failed or unknown post (anyone's `POST /no-such-page`) drops nothing. With `version` (the database's catalog_version, bumped by every catalogue,
 * vacancy and blog write from any process; the caller may answer one read for 200 ms), a copy is served only while
 * the version it was rendered at is still current, so a staff edit made through another process shows too.
 * A page is kept from its second request within two TTLs: visitors' own searches and deep pages, asked once each,
 * would fill the budget with copies nobody is served. Expiry, the byte budget and eviction are lru-cache's.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { etagMatches } from "./http-cache.server";

export interface PageCacheOptions {
  ttlMs?: number;
  maxBytes?: number;
  /** Copies are not served while this says no (the renderer answers 503 then). */
  isAvailable?: () => Promise<boolean> | boolean;
  /** The content's version: read before a page is rendered and again before a copy is served. */
  version?: () => Promise<number>;
  /** The clock, in whole milliseconds. */
  now?: () => number;
  /** Whether a write to this request's address can change what anonymous visitors see (default: every write can). */
  changesContent?: (req: Request) => boolean;
}

interface Entry {
  html: string;
  headers: [string, string][];
  stored: number;
  version: number | null;
}

const KEPT_HEADERS = ["content-type", "cache-control", "etag", "vary", "link"];
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Addresses remembered as asked once (the longer ones are never kept: no visitor's link is that long). */
const MAX_ASKED = 4096;
const MAX_ASKED_KEY = 512;

export function createPageCache({
  ttlMs = 5_000,
  maxBytes = 32 * 1024 * 1024,
  isAvailable = () => true,
  version,
  now = Date.now,
  changesContent = () => true,
}: PageCacheOptions = {}) {
  // lru-cache keeps an entry while at most `ttl` ms have passed and reads a start time of 0 as "no expiry": a copy
  // here lives strictly less than ttlMs on a whole-millisecond clock, and a clock that starts at 0 (a test's) is
  // read one millisecond on.
  const clock = { now: () => now() + 1 };
  /** Address → copy, counted at two bytes a character (what a string holding any character past Latin-1 takes). */
  const pages = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, 2 * entry.html.length),
    ttl: ttlMs - 1,
    ttlResolution: 0,
    perf: clock,
  });
  /** Addresses rendered here within two TTLs: a page is kept only when asked again soon. */
  const asked = new LRUCache<string, true>({ max: MAX_ASKED, ttl: 2 * ttlMs - 1, ttlResolution: 0, perf: clock });
  // Bumped by every write: a page rendered while a write ran may hold the old data and is not kept.
  let generation = 0;
  /** Since the process started: copies served (304s included), and cacheable pages rendered instead. */
  const counts = { hits: 0, misses: 0, drops: 0 };
  const placeholder = `nonce-${randomBytes(12).toString("hex")}`;

  function drop() {
    counts.drops++;
    generation++;
    pages.clear();
  }

  function store(key: string, entry: Entry) {
    // Copies past their time leave first, not only when the budget is full: distinct pages (a search each) would
    // otherwise hold memory a busy heap needs until the budget pushed them out. Then the least recently served go.
    pages.purgeStale();
    pages.set(key, entry);
  }

  /**
   * Whether a page rendered now is worth keeping: it was rendered here within two TTLs (a page asked again and again
   * is then kept at once when its copy expires). Remembers this render either way.
   */
  function askedAgain(key: string) {
    const before = asked.has(key);
    if (key.length <= MAX_ASKED_KEY) asked.set(key, true);
    return before;
  }

  function cacheable(req: Request) {
    return (
      req.method === "GET" &&
      !req.headers.cookie &&
      !req.headers.authorization &&
      // Remix's data requests and the API have their own caching.
      !("_data" in req.query) &&
      !req.path.startsWith("/api/")
    );
  }

  async function handle(req: Request, res: Response, next: NextFunction) {
    if (!["GET", "HEAD", "OPTIONS"].includes(req.method)) {
      // Once answered, and only if it succeeded (a redirect after the post, or a 2xx): a page rendered while the
      // write ran finishes after this with an older generation and is not kept (the write's commit came first).
      if (changesContent(req)) res.on("finish", () => res.statusCode < 400 && drop());
      return next();
    }
    if (!cacheable(req)) return next();
    const key = req.originalUrl;
    const nonce = String(res.locals.cspNonce ?? "");
    // Read before the lookup and before any render: a write committed after this read leaves the copy tagged older.
    let current: number | null = null;
    if (version) {
      // While the database is down the renderer answers 503 itself; no version is asked of it meanwhile.
      if (!(await isAvailable())) return next();
      try {
        current = await version();
      } catch {
        return next();
      }
      // A visitor who left while the version was read: nothing more to do for them.
      if (res.destroyed) return;
    }
    const hit = pages.get(key);
    if (hit && hit.version === current && (await isAvailable())) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("Age", String(Math.floor((now() - hit.stored) / 1000)));
      const etag = hit.headers.find(([name]) => name === "etag")?.[1];
      counts.hits++;
      if (etag && etagMatches(req.headers["if-none-match"] ?? null, etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).end(nonce ? hit.html.split(placeholder).join(nonce) : hit.html);
      return;
    }
    if (hit) pages.delete(key);
    counts.misses++;
    if (!askedAgain(key)) return next();

    const started = generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_PAGE_BYTES) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const type = String(res.getHeader("content-type") ?? "");
      if (
        res.statusCode === 200 &&
        started === generation &&
        size <= MAX_PAGE_BYTES &&
        /\bpublic\b/.test(cacheControl) &&
        type.startsWith("text/html") &&
        !res.getHeader("set-cookie")
      ) {
        const html = Buffer.concat(chunks).toString("utf8");
        const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : String(value)]];
        });
        store(key, { html: nonce ? html.split(nonce).join(placeholder) : html, headers, stored: now(), version: current });
      }
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as typeof res.end;
    next();
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    handle(req, res, next).catch(next);
  }

  return {
    middleware,
    drop,
    /** What the operator's metrics show. */
    stats: () => ({ entries: pages.size, bytes: pages.calculatedSize, ...counts }),
    get size() {
      return pages.size;
    },
  };
}
