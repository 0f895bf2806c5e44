/**
 * `npm run measure:js`: the JavaScript each page loads on first visit, and where the form library lands.
 * Starts this checkout's production server (build/server.js, as `npm run serve` does, on a throw-away DATA_DIR),
 * fetches every public page audit-web.ts audits plus /profile (signed in: an account registered and signed in over
 * HTTP, as tests/e2e/account-fixtures.ts does), and reads each page's HTML for the JavaScript it loads: the
 * `<script type="module">` (its src and the imports of the inline one), the `<link rel="modulepreload">` links
 * (Remix lists the entry's, the root's and the matched routes' imports there) and the static imports of those
 * files. Each file is measured as gzip level 9 (node:zlib) of the file under public/build: the wire size without
 * headers. Beside it, brotli quality 11: what a browser that takes brotli receives from the build's precompressed
 * copies, and what Lighthouse reports (headers added). Dynamic imports (the map, Swiper, the toaster) are not
 * counted: they load only when used.
 *
 * Prints per page the number of files, their gzip and brotli totals, and ← over budget where brotli passes 90 KB (the map tab,
 * /?tab=plant, is exempt); then which chunks hold remix-validated-form and what it brings (immer, zustand, remeda;
 * zod is shown too), read from build/client-chunks.json (scripts/bundle-client.ts), else from the metafile of
 * `remix build` alone (build/metafile.js.json), else from strings in the chunks. Exits 1 if any of them is in the entry chunk, the root route's chunk, or a chunk a page without a form
 * loads, or if a page does not answer 200. The budget is reported, not enforced.
 *
 * Builds nothing unless --build (then `npm run build`: `remix build` and the server bundle the server runs).
 * Options: --build --port P --files (each page's files) --json FILE (the figures, for comparing two checkouts).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { DEFAULT_PAGES, MAP_PAGES, NOINDEX_PAGES, scriptsInHtml, waitForReady } from "./audited-pages";
import { SERVER_NODE_FLAGS } from "./server-flags";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const flag = (name: string) => args.includes(`--${name}`);

const PORT = Number(option("port") ?? 3320);
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const publicDir = path.join(root, "public");
const BUDGET_KB = 90;

/** The pages audit-web.ts audits, the noindex pages it leaves out, and /profile signed in. */
const PAGES = [...DEFAULT_PAGES, ...NOINDEX_PAGES, "/profile"];
const SIGNED_IN = new Set(["/profile"]);
/**
 * Pages that show a form; every other page must load none of the form library. /search is one: a result opens the
 * solution dialog on the same route (?solution=ID), whose MSDS, TDS and inquiry buttons open the request form in a
 * dialog (&request=msds), rendered by the server too so it works without JavaScript; so the route ships the form.
 */
const FORM_PAGES = new Set(["/contact-us", "/solution/1", "/search?q=corrosion", "/career/1/hiring", "/auth/login", "/auth/register", "/profile", "/ar/contact-us"]);

/** The form library and what it brings: the package folder (metafile) and a string only its code holds (fallback). */
const FORM_LIBRARY = [
  { name: "remix-validated-form", dir: "node_modules/remix-validated-form/", marker: "__rvfInternalFormId" },
  { name: "@remix-validated-form/with-zod", dir: "node_modules/@remix-validated-form/with-zod/", marker: "withZod" },
  { name: "immer", dir: "node_modules/immer/", marker: "[Immer]" },
  { name: "zustand", dir: "node_modules/zustand/", marker: "zustand" },
  { name: "remeda", dir: "node_modules/remeda/", marker: "remeda" },
];
/** Shown beside the form library, not a failure: the validators are zod schemas. */
const INFO_LIBRARY = [{ name: "zod", dir: "node_modules/zod/", marker: "ZodError" }];

interface PageResult {
  page: string;
  status: number;
  files: { file: string; gzip: number; brotli: number; raw: number }[];
  gzip: number;
  brotli: number;
  raw: number;
}

async function post(pathname: string, form: Record<string, string>, cookie?: string) {
  return fetch(`${BASE}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(form),
    redirect: "manual",
    headers: { origin: BASE, ...(cookie ? { cookie } : {}) },
  });
}

/** Registers a fresh (unverified) account and signs in, as the e2e fixtures do; returns the Cookie header. */
async function signIn(): Promise<string> {
  const email = `measure-${Date.now().toString(36)}@example.com`;
  const password = "correct horse battery";
  const registered = await post("/auth/register", { email, password, confirm_password: password, subscribe_blog: "on" });
  if (registered.status !== 302) throw new Error(`register answered ${registered.status}: ${(await registered.text()).slice(0, 300)}`);
  const signedIn = await post("/auth/login", { email, password, remember: "on" });
  // __Host-session in production (a Secure cookie; fetch sends it over http all the same), __session otherwise.
  const session = signedIn.headers.getSetCookie().find((c) => /^(__Host-session|__session)=/.test(c));
  if (signedIn.status !== 302 || !session) throw new Error(`sign-in answered ${signedIn.status} without a session cookie`);
  return session.split(";")[0];
}

/** A file and every file it imports statically (not `import()`), as public/ paths. */
function withStaticImports(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (rel: string) => {
    if (seen.has(rel)) return;
    seen.add(rel);
    const full = path.join(publicDir, rel);
    if (!existsSync(full)) return;
    const text = readFileSync(full, "utf8");
    for (const [, spec] of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(rel), spec));
    }
  };
  for (const file of files) visit(file);
  return [...seen];
}

const gzipCache = new Map<string, { gzip: number; brotli: number; raw: number }>();
function sizeOf(rel: string) {
  let size = gzipCache.get(rel);
  if (!size) {
    const full = path.join(publicDir, rel);
    if (!existsSync(full)) throw new Error(`${rel} is linked from a page but missing under public/: is the build current?`);
    const bytes = readFileSync(full);
    const brotli = brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    size = { gzip: gzipSync(bytes, { level: 9 }).length, brotli, raw: bytes.length };
    gzipCache.set(rel, size);
  }
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every .js under public/build, as public/ paths. */
function buildFiles(dir = path.join(publicDir, "build")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return buildFiles(full);
    return entry.name.endsWith(".js") ? [path.relative(publicDir, full).split(path.sep).join("/")] : [];
  });
}

/** Which library each chunk holds: from the metafile's inputs when the build wrote one, else from marker strings. */
function librariesByChunk(libraries: typeof FORM_LIBRARY): { source: string; chunks: Map<string, string[]> } {
  const chunks = new Map<string, string[]>();
  // `npm run build` bundles remix's output again (scripts/bundle-client.ts) and says what each new file holds.
  const bundledPath = path.join(root, "build", "client-chunks.json");
  if (existsSync(bundledPath)) {
    const bundled = JSON.parse(readFileSync(bundledPath, "utf8")) as { firstBuild: Record<string, string[]>; chunks: Record<string, string[]> };
    for (const [output, held] of Object.entries(bundled.chunks)) {
      const inputs = held.flatMap((file) => bundled.firstBuild[file] ?? [file]);
      const names = libraries.filter((lib) => inputs.some((input) => input.includes(lib.dir))).map((lib) => lib.name);
      if (names.length) chunks.set(path.relative("public", output), names);
    }
    return { source: "build/client-chunks.json", chunks };
  }
  const metafilePath = path.join(root, "build", "metafile.js.json");
  if (existsSync(metafilePath)) {
    const metafile = JSON.parse(readFileSync(metafilePath, "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
      if (!output.endsWith(".js")) continue;
      const rel = path.relative(publicDir, path.resolve(root, output)).split(path.sep).join("/");
      const names = libraries.filter((lib) => Object.keys(inputs).some((input) => input.includes(lib.dir))).map((lib) => lib.name);
      if (names.length) chunks.set(rel, names);
    }
    return { source: "build/metafile.js.json", chunks };
  }
  for (const rel of buildFiles()) {
    const text = readFileSync(path.join(publicDir, rel), "utf8");
    const names = libraries.filter((lib) => text.includes(lib.marker)).map((lib) => lib.name);
    if (names.length) chunks.set(rel, names);
  }
  return { source: "marker strings in public/build (no metafile)", chunks };
}

async function main() {
  if (flag("build")) {
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  if (!existsSync(path.join(root, "build", "server.js"))) throw new Error("no build/server.js: run `npm run build` or pass --build");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "petrochem-measure-js-"));
  let server: ChildProcess | undefined;
  const results: PageResult[] = [];
  try {
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        PUBLIC_ORIGIN: BASE,
        NODE_ENV: "production",
        SESSION_SECRET: "measure-secret-0123456789abcdef",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitForReady(`${BASE}/readyz`);
    const cookie = await signIn();
    for (const page of PAGES) {
      const response = await fetch(`${BASE}${page}`, { headers: SIGNED_IN.has(page) ? { cookie } : {} });
      const html = await response.text();
      const loaded = withStaticImports(scriptsInHtml(html, BASE).map((p) => p.slice(1)));
      const files = loaded.map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
      results.push({
        page,
        status: response.status,
        files,
        gzip: files.reduce((sum, f) => sum + f.gzip, 0),
        brotli: files.reduce((sum, f) => sum + f.brotli, 0),
        raw: files.reduce((sum, f) => sum + f.raw, 0),
      });
    }
  } finally {
    server?.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }

  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const dirty = spawnSync("git", ["status", "--porcelain", "--", "app"], { cwd: root, encoding: "utf8" }).stdout.trim() !== "";
  console.info(`JavaScript on first visit, gzip -9 per file under public/build — ${new Date().toISOString()}, ${root} at ${commit}${dirty ? " + uncommitted app/ changes" : ""}`);
  console.info("page                   status  files   raw KB  gzip KB    br KB");
  let failures = 0;
  let overBudget = 0;
  for (const r of results) {
    // The budget is brotli (what the server sends, and what tests/system/client-bundle.test.ts holds pages to).
    const over = !MAP_PAGES.has(r.page) && r.brotli / 1024 > BUDGET_KB;
    if (over) overBudget++;
    if (r.status !== 200) failures++;
    console.info(
      `${r.page.padEnd(22)} ${String(r.status).padStart(6)} ${String(r.files.length).padStart(6)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(8)} ${kb(r.brotli).padStart(8)}${over ? `  ← over the ${BUDGET_KB} KB budget` : ""}${r.status !== 200 ? "  ← not 200" : ""}`,
    );
    if (flag("files")) for (const f of r.files) console.info(`    ${kb(f.gzip).padStart(6)} KB  ${f.file}`);
  }
  console.info(overBudget ? `${overBudget} page(s) over ${BUDGET_KB} KB (the map tab exempt)` : `every page within ${BUDGET_KB} KB (the map tab exempt)`);

  const { source, chunks } = librariesByChunk([...FORM_LIBRARY, ...INFO_LIBRARY]);
  const formNames = new Set(FORM_LIBRARY.map((lib) => lib.name));
  const pagesLoading = (file: string) => results.filter((r) => r.files.some((f) => f.file === file)).map((r) => r.page);
  console.info(`\nThe form library by chunk (from ${source}):`);
  if (!chunks.size) console.info("  in no chunk");
  for (const [file, names] of [...chunks].sort(([a], [b]) => a.localeCompare(b))) {
    const pages = pagesLoading(file);
    const base = path.posix.basename(file);
    const formLibrary = names.some((name) => formNames.has(name));
    const noFormPages = pages.filter((page) => !FORM_PAGES.has(page));
    const wrong: string[] = [];
    if (formLibrary && base.startsWith("entry.client-")) wrong.push("the entry chunk");
    if (formLibrary && /^root-[\w-]+\.js$/.test(base)) wrong.push("the root route's chunk");
    if (formLibrary && noFormPages.length) wrong.push(`loaded by pages without a form: ${noFormPages.join(", ")}`);
    if (wrong.length) failures++;
    console.info(
      `  ${file} (${kb(sizeOf(file).gzip)} KB gzip): ${names.join(", ")}; loaded by ${pages.length ? pages.join(", ") : "none of these pages"}${wrong.length ? `  ← WRONG: ${wrong.join("; ")}` : ""}`,
    );
  }

  const jsonPath = option("json");
  if (jsonPath) {
    writeFileSync(
      jsonPath,
      `${JSON.stringify({ measured: new Date().toISOString(), root, commit, dirty, pages: results, libraries: Object.fromEntries(chunks) }, null, 2)}\n`,
    );
  }
  if (failures) {
    console.error(`${failures} failure(s): a page did not answer 200, or the form library is where it must not be`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
