/**
 * The public pages the page audits measure (audit-web.ts, measure-js.ts), the wait for the server they start, and the
 * scripts a page's HTML loads.
 */

export const DEFAULT_PAGES = [
  "/",
  "/?tab=plant",
  "/services",
  "/contact-us",
  "/solutions",
  "/solution/1",
  "/find",
  "/find/h2s",
  "/search?q=corrosion",
  "/careers",
  "/career/1",
  "/career/1/hiring",
  "/blog",
  "/auth/login",
  "/auth/register",
  // Arabic: the same budgets as English.
  "/ar",
  "/ar/solutions",
  "/ar/contact-us",
];

/**
 * Pages that tell search engines to skip them (noindex: one visitor's own page, such as the quote basket): their first-load
 * script is budgeted like the others' (measure-js.ts), but Lighthouse's SEO score, which counts noindex as a fault,
 * does not apply, so audit-web.ts leaves them out.
 */
export const NOINDEX_PAGES = ["/basket", "/ar/basket"];

/** Pages where the map (and so Leaflet) loads: the plant tab. The 90 KB budget is for the others. */
export const MAP_PAGES = new Set(["/?tab=plant"]);

export async function waitForReady(url: string) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never became ready`);
}

/** The /build/… JavaScript a page's HTML loads: module scripts (src and inline imports) and modulepreload links. */
export function scriptsInHtml(html: string, base: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?modulepreload\b/i.test(tag)) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href) urls.add(href);
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\btype=["']?module\b/i.test(attrs)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (src) urls.add(src);
    for (const [, spec] of body.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g)) urls.add(spec);
  }
  return [...urls].map((url) => new URL(url, base).pathname).filter((p) => p.startsWith("/build/") && p.endsWith(".js"));
}
