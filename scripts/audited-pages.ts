/** The public pages the page audits measure (audit-web.ts, measure-js.ts), and the wait for the server they start. */

export const DEFAULT_PAGES = [
  "/",
  "/?tab=plant",
  "/services",
  "/contact-us",
  "/solutions",
  "/solution/1",
  "/search?q=corrosion",
  "/careers",
  "/career/1",
  "/career/1/hiring",
  "/blog",
  "/auth/login",
  "/auth/register",
];

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
