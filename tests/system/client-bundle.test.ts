/**
 * The browser build as `npm run build` leaves it: remix's output bundled again into fewer files
 * (scripts/bundle-client.ts) and precompressed. A page loads at most 15 scripts (the map tab aside); every file the
 * route manifest names exists and comes brotli-compressed to a browser that takes brotli, the same bytes as without;
 * a page carries only its own routes' manifest, the server's preload links agree with it, and /__manifest (lazy route
 * discovery) answers the routes of another page from the rewritten manifest, so a client-side navigation finds them.
 * The JavaScript e2e project runs every journey on this build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEFAULT_PAGES, MAP_PAGES, NOINDEX_PAGES, scriptsInHtml } from "../../scripts/audited-pages";
import { pgliteServerForFile, ROOT } from "./harness";

const MAX_SCRIPTS = 15;
/** The pages Lighthouse audits and those it leaves out (noindex): the same script budgets for all. */
const BUDGETED_PAGES = [...DEFAULT_PAGES, ...NOINDEX_PAGES];
/** JavaScript per page without the map (Lighthouse counts the brotli transfer). */
const BUDGET_KB = 90;
/** The form library's group (scripts/bundle-client.ts). */
const FORMS_CHUNK = /\/_shared\/forms-[\w-]+\.js$/;

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
  url: string;
  version: string;
}

const running = pgliteServerForFile();
const sources = new Map<string, string>();

/** A script's text (identity encoding), fetched once. */
async function source(pathname: string): Promise<string> {
  let text = sources.get(pathname);
  if (text === undefined) {
    const res = await fetch(`${running.server.base}${pathname}`, { headers: { "accept-encoding": "identity" } });
    expect(res.status, pathname).toBe(200);
    expect(res.headers.get("content-type"), pathname).toMatch(/javascript/);
    text = await res.text();
    sources.set(pathname, text);
  }
  return text;
}

const brotliSizes = new Map<string, number>();

/** A script's size brotli-compressed (quality 11, as the build's copies), computed once. */
async function brotliBytes(pathname: string): Promise<number> {
  let size = brotliSizes.get(pathname);
  if (size === undefined) {
    size = brotliCompressSync(await source(pathname)).length;
    brotliSizes.set(pathname, size);
  }
  return size;
}

/** The scripts given and everything they import statically (not `import()`), each once. */
async function withStaticImports(pathnames: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (pathname: string) => {
    if (seen.has(pathname)) return;
    seen.add(pathname);
    for (const [, spec] of (await source(pathname)).matchAll(/(?:\bfrom|\bimport)\s*["']((?:\.{1,2}|\/build)\/[^"']+\.js)["']/g)) {
      await visit(new URL(spec, `${running.server.base}${pathname}`).pathname);
    }
  };
  for (const pathname of pathnames) await visit(pathname);
  return [...seen];
}

/** The scripts a page's HTML loads and everything they import statically. */
const loadedBy = (html: string) => withStaticImports(scriptsInHtml(html, running.server.base));

/** What the scripts given import with `import()`. */
async function importedLater(pathnames: string[]): Promise<string[]> {
  const later = new Set<string>();
  for (const pathname of pathnames) {
    for (const [, spec] of (await source(pathname)).matchAll(/\bimport\(\s*["']((?:\.{1,2}|\/build)\/[^"']+\.js)["']\s*\)/g)) {
      later.add(new URL(spec, `${running.server.base}${pathname}`).pathname);
    }
  }
  return [...later];
}

async function page(pathname: string) {
  const res = await fetch(`${running.server.base}${pathname}`);
  expect(res.status, pathname).toBe(200);
  return res.text();
}

/** The part of the route manifest a page carries inline (lazy route discovery: its own routes only). */
function inlineManifest(html: string): Manifest {
  const json = /window\.__remixManifest = (\{[\s\S]*?\n\});/.exec(html)?.[1];
  expect(json, "the page carries its routes' manifest").toBeDefined();
  return JSON.parse(json ?? "{}") as Manifest;
}

/** The whole route manifest the build wrote, which the server's /__manifest answers from. */
function buildManifest(): Manifest {
  const version = readFileSync(path.join(ROOT, "build", "version.txt"), "utf8").trim();
  const text = readFileSync(path.join(ROOT, "public", "build", `manifest-${version.toUpperCase()}.js`), "utf8");
  return JSON.parse(text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as Manifest;
}

describe("the browser build", () => {
  it(`loads at most ${MAX_SCRIPTS} scripts on every audited page without the map`, async () => {
    const counts: Record<string, number> = {};
    for (const pathname of BUDGETED_PAGES) {
      const scripts = await loadedBy(await page(pathname));
      counts[pathname] = scripts.length;
      expect(scripts.some((file) => /\/entry\.client-[\w-]+\.js$/.test(file)), pathname).toBe(true);
    }
    for (const [pathname, count] of Object.entries(counts)) {
      if (!MAP_PAGES.has(pathname)) expect(count, `${pathname} loads ${count} scripts`).toBeLessThanOrEqual(MAX_SCRIPTS);
    }
  });

  it(`keeps the form library out of every audited page's first load, within ${BUDGET_KB} KB brotli without the map`, async () => {
    for (const pathname of BUDGETED_PAGES) {
      const scripts = await loadedBy(await page(pathname));
      // A page's form loads its code when the visitor reaches for it (app/forms/lazy-form.tsx, decision 0018).
      expect(scripts.filter((file) => FORMS_CHUNK.test(file)), pathname).toEqual([]);
      const bytes = (await Promise.all(scripts.map(brotliBytes))).reduce((sum, size) => sum + size, 0);
      if (!MAP_PAGES.has(pathname)) expect(Math.round(bytes / 102.4) / 10, `${pathname}: KB brotli`).toBeLessThanOrEqual(BUDGET_KB);
    }
    // …and it is there to be loaded: the contact form's code, imported later, brings it.
    const firstLoad = await loadedBy(await page("/contact-us"));
    const later = await withStaticImports(await importedLater(firstLoad));
    expect(later.some((file) => FORMS_CHUNK.test(file)), "the contact form's code imports the form library").toBe(true);
  });

  it("names in its manifest only files that exist, sent brotli-compressed to a browser that takes it", async () => {
    const manifest = buildManifest();
    expect(Object.keys(manifest.routes).length).toBeGreaterThan(50);
    const files = new Set<string>();
    for (const entry of [manifest.entry, ...Object.values(manifest.routes)]) {
      files.add(entry.module);
      for (const file of entry.imports ?? []) files.add(file);
    }
    expect(files.size).toBeGreaterThan(50);
    for (const file of files) {
      const identity = await source(file);
      const res = await fetch(`${running.server.base}${file}`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
      expect(res.status, file).toBe(200);
      // A file that brotli would not make smaller (an empty route module) goes as it is.
      const smaller = brotliCompressSync(identity).length < Buffer.byteLength(identity);
      expect(res.headers.get("content-encoding"), file).toBe(smaller ? "br" : null);
      expect(res.headers.get("cache-control"), file).toBe("public, max-age=31536000, immutable");
      expect(await res.text(), file).toBe(identity);
    }
  });

  it("answers lazy route discovery from the rewritten manifest, for this build's version only", async () => {
    const all = buildManifest();
    const discover = async (version: string) =>
      fetch(`${running.server.base}/__manifest?${new URLSearchParams([["p", "/careers"], ["p", "/auth/login"], ["version", version]])}`);
    const res = await discover(all.version);
    expect(res.status).toBe(200);
    const routes = (await res.json()) as Record<string, ManifestEntry>;
    for (const id of ["routes/_public.careers", "routes/auth.login", "routes/auth"]) expect(routes[id], id).toEqual(all.routes[id]);
    // A tab still open on the previous build asks with its old version, and is told to reload.
    expect((await discover("00000000")).status).toBe(204);
  });

  it("preloads what the manifest says a page's routes import, and each route's imports load all it imports", async () => {
    const html = await page("/contact-us");
    const manifest = inlineManifest(html);
    const ids = Object.keys(manifest.routes);
    expect(ids).toEqual(expect.arrayContaining(["root", "routes/_public", "routes/_public.contact-us"]));
    expect(ids.length, ids.join(", ")).toBeLessThanOrEqual(5); // its own routes and the index beside them, not all 92
    const preloaded = new Set(scriptsInHtml(html, running.server.base));
    const expected = [manifest.entry, manifest.routes.root, manifest.routes["routes/_public"], manifest.routes["routes/_public.contact-us"]];
    for (const entry of expected) {
      expect(preloaded.has(entry.module), entry.module).toBe(true);
      for (const file of entry.imports ?? []) expect(preloaded.has(file), file).toBe(true);
    }
    // A route's `imports` are all it loads statically: nothing is fetched after the preloads.
    const all = buildManifest();
    for (const entry of [all.entry, ...Object.values(all.routes)]) {
      const declared = new Set([entry.module, ...(entry.imports ?? [])]);
      const loaded = await loadedBy(`<script type="module" src="${entry.module}"></script>`);
      for (const file of loaded) expect(declared.has(file), `${entry.module} loads ${file}`).toBe(true);
    }
  });
});
