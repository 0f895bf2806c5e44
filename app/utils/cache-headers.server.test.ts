/** Cache-Control by kind of answer: each kind keeps the exact value the routes and the server sent by hand before. */
import { describe, expect, it } from "vitest";
import { CACHE_CONTROL, cacheHeaders } from "./cache-headers.server";

describe("cacheHeaders", () => {
  it("maps every kind to its header value, unchanged", () => {
    expect(CACHE_CONTROL).toEqual({
      page: "public, max-age=0, s-maxage=30, stale-while-revalidate=300",
      "per-visitor": "private, no-cache",
      private: "private, no-store",
      "no-store": "no-store",
      content: "public, max-age=300",
      markers: "public, max-age=60, stale-while-revalidate=600",
      sitemap: "public, max-age=3600",
      robots: "public, max-age=86400",
      static: "public, max-age=3600",
      asset: "public, max-age=31536000, immutable",
      "private-asset": "private, max-age=31536000, immutable",
    });
  });

  it("gives a header object to spread into a response's headers", () => {
    expect(cacheHeaders("private")).toEqual({ "Cache-Control": "private, no-store" });
    expect(new Headers({ ETag: 'W/"x"', ...cacheHeaders("markers") }).get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=600");
  });

  it("keeps anything a visitor owns out of shared caches", () => {
    for (const kind of ["per-visitor", "private", "private-asset"] as const) expect(CACHE_CONTROL[kind]).toMatch(/^private\b/);
  });
});
