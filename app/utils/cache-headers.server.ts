/**
 * Every Cache-Control this site sends, by the kind of answer it is: routes and the server name a kind, never write
 * the header by hand, so one policy can be read (and changed) here. Documents without a kind of their own get
 * "page" or "per-visitor" from http-cache.server.ts.
 */

export const CACHE_CONTROL = {
  /** Anonymous pages: shared caches may keep them briefly and serve them stale while they revalidate. */
  page: "public, max-age=0, s-maxage=30, stale-while-revalidate=300",
  /** Shaped by the visitor's cookie (likes, sign-in) or a form's one-time key: theirs alone, revalidated each time. */
  "per-visitor": "private, no-cache",
  /** One signed-in account's pages and forms, and links that carry a secret: never stored anywhere. */
  private: "private, no-store",
  /** Never stored: the API, refusals (413, 415, 429, 503), health checks, forms with a one-time key. */
  "no-store": "no-store",
  /** Public data that changes rarely: city lists, the OpenAPI document. */
  content: "public, max-age=300",
  /** The map's markers: one download per filter set, refreshed in the background. */
  markers: "public, max-age=60, stale-while-revalidate=600",
  /** The sitemap. */
  sitemap: "public, max-age=3600",
  /** robots.txt. */
  robots: "public, max-age=86400",
  /** Files in public/ that are not fingerprinted (favicon, images). */
  static: "public, max-age=3600",
  /** Fingerprinted build assets: their name changes with their content. */
  asset: "public, max-age=31536000, immutable",
  /** A profile picture: each upload gets a new random name, so the browser may keep it, but no shared cache. */
  "private-asset": "private, max-age=31536000, immutable",
} as const;

type CacheKind = keyof typeof CACHE_CONTROL;

/** The Cache-Control header of a kind of answer, to spread into a response's headers. */
export function cacheHeaders(kind: CacheKind): { "Cache-Control": string } {
  return { "Cache-Control": CACHE_CONTROL[kind] };
}
