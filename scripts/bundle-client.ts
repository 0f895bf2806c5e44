/**
 * The second step of `npm run build`, after `remix build`: fewer script requests per page.
 *
 * The classic compiler splits the browser build with esbuild, which makes one shared chunk for every distinct set of
 * routes that use a piece of code: 97 chunks here, many of them under 100 bytes, and 25–38 script requests per page.
 * On a slow phone each request costs a round trip and some 450 bytes of headers. The classic compiler has no setting
 * for this, so this step bundles its output again with Rollup, from the same entry points (entry.client and every
 * route module), grouping the shared chunks:
 *
 * - `vendor`: what every page loads (the entry's and the root route's imports: React, the Remix runtime, the root's
 *   components), every shared chunk of at most TINY_BYTES gzip that a public page uses, and the small chunks of the
 *   public and account layouts (the header's menus, the icons);
 * - `forms`: the chunks that hold the form library (remix-validated-form and zod), and the chunks only pages with a
 *   form use, where at least half of those pages use them;
 * - `staff`: the chunks only the staff workspace's routes use;
 * - every other chunk stays a chunk of its own.
 *
 * Rollup keeps each module once (one React, one context per provider) and in the order the imports say, so grouping
 * never changes what runs, only in how many files. Each output file is minified with esbuild before it is hashed. The
 * step then writes the route manifest again (a route's `imports` are the files it loads statically, which the page
 * preloads), in the browser's copy (`manifest-<version>.js`) and in the server build (`build/index.js`), and
 * removes the files it replaced. Dynamic imports (the map, the carousel, the toaster) stay separate files. Last, it
 * writes a brotli and a gzip copy of every script and style, which the server sends as they are.
 *
 * Reads build/metafile.js.json (which `remix build` writes) to find the form library, and writes
 * build/client-chunks.json: each output file and the source files it holds, for `npm run measure:js`.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { transform } from "esbuild";
import { rollup, type OutputChunk } from "rollup";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const publicDir = path.join(root, "public");
const assetsDir = path.join(publicDir, "build");
const serverBuild = path.join(root, "build", "index.js");
const metafilePath = path.join(root, "build", "metafile.js.json");

/** A shared chunk this small (gzip bytes) costs more in its request than in the bytes every page then loads. */
const TINY_BYTES = 300;
/**
 * A layout's shared chunk this small goes with what every page loads. The header's menus (navigation, disclosure,
 * profile menu) are 1.3 KB with the signed-out menu's sign-in links: under 1,200 they made a file of
 * their own, one more request on every page for half a kilobyte.
 */
const LAYOUT_BYTES = 1500;
/** The packages that make the form library's chunks. */
const FORM_PACKAGES = /node_modules\/(remix-validated-form|@remix-validated-form|zod)\//;

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string; parentId?: string }>;
  version: string;
  url?: string;
  hmr?: unknown;
}

const MANIFEST_PREFIX = "window.__remixManifest=";

function readManifest(): { file: string; manifest: Manifest } {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (!file) throw new Error("public/build has no manifest: run `remix build` first");
  const text = readFileSync(path.join(assetsDir, file), "utf8").trim();
  return { file, manifest: JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, "")) as Manifest };
}

/** public/build/... for a URL of the manifest (/build/...). */
const fileOf = (url: string) => path.join(publicDir, url);
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Which output chunk of the first build each shared chunk goes into; undefined leaves it to Rollup. */
type Metafile = { outputs: Record<string, { inputs: Record<string, unknown> }> };

function groupsOf(manifest: Manifest, metafile: Metafile) {
  const users = new Map<string, Set<string>>();
  const owners: [string, ManifestEntry][] = [["entry", manifest.entry], ...Object.entries(manifest.routes)];
  for (const [id, entry] of owners) {
    for (const url of entry.imports ?? []) {
      const file = fileOf(url);
      if (!users.has(file)) users.set(file, new Set());
      users.get(file)?.add(id);
    }
  }
  // The layouts of the public site and the account area (the header, the menus, the icons): most pages load them.
  const publicLayouts = new Set(
    Object.values(manifest.routes)
      .map((route) => route.parentId)
      .filter((id): id is string => !!id && id !== "root" && !id.startsWith("routes/staff")),
  );
  const everyPage = new Set([...(manifest.entry.imports ?? []), ...(manifest.routes.root?.imports ?? [])].map(fileOf));

  const formLibrary = new Set(
    Object.entries(metafile.outputs)
      .filter(([, output]) => Object.keys(output.inputs).some((input) => FORM_PACKAGES.test(input)))
      .map(([output]) => path.join(root, output)),
  );
  const formPages = new Set([...formLibrary].flatMap((file) => [...(users.get(file) ?? [])]));

  const group = new Map<string, string>();
  for (const [file, routeIds] of users) {
    const ids = [...routeIds];
    const staffOnly = ids.every((id) => id.startsWith("routes/staff"));
    if (everyPage.has(file)) group.set(file, "vendor");
    else if (formLibrary.has(file)) group.set(file, "forms");
    else if (staffOnly) group.set(file, "staff");
    else if (ids.every((id) => formPages.has(id)) && ids.length * 2 >= formPages.size) group.set(file, "forms");
    else {
      const bytes = gzipBytes(file);
      if (bytes <= TINY_BYTES || (bytes <= LAYOUT_BYTES && ids.some((id) => publicLayouts.has(id)))) group.set(file, "vendor");
    }
  }
  // A group may only import from itself and from the groups below it, or a page would load a group it does not use
  // (a tiny chunk that imports zod would put the form library on every page). Take chunks out until that holds.
  const below: Record<string, string[]> = { vendor: [], forms: ["vendor"], staff: ["vendor", "forms"] };
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, name] of group) {
      const allowed = [name, ...below[name]];
      if (importsOf(file).every((imported) => allowed.includes(group.get(imported) ?? ""))) continue;
      if (formLibrary.has(file) || everyPage.has(file)) continue; // what every page or form page loads anyway
      group.delete(file);
      changed = true;
    }
  }
  return group;
}

/** The chunks a chunk of the first build imports statically (it imports them by URL: /build/_shared/chunk-….js). */
function importsOf(file: string) {
  return [...readFileSync(file, "utf8").matchAll(/(?:import|from)\s*"(\/build\/[^"]+)"/g)].map((match) => fileOf(match[1]));
}

/** The files a chunk loads statically, itself excluded, each once, nearest first. */
function staticClosure(chunks: Map<string, OutputChunk>, fileName: string) {
  const seen = new Set<string>();
  const visit = (name: string) => {
    for (const imported of chunks.get(name)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return [...seen];
}

async function main() {
  const { file: oldManifestFile, manifest } = readManifest();
  const metafile = JSON.parse(readFileSync(metafilePath, "utf8")) as Metafile;
  const group = groupsOf(manifest, metafile);

  // One input per module of the manifest, named as the first build named it (without its hash).
  const input: Record<string, string> = {};
  const inputOf = (url: string) => {
    const file = fileOf(url);
    input[url.replace(/^\/build\//, "").replace(/-[A-Z0-9]{8}\.js$/, "")] = file;
    return file;
  };
  const entryInput = inputOf(manifest.entry.module);
  const routeInputs = Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, inputOf(route.module)]));

  const outDir = path.join(root, "build", "client-bundle");
  rmSync(outDir, { recursive: true, force: true });
  const bundle = await rollup({
    input,
    preserveEntrySignatures: "strict",
    onwarn: (warning) => {
      throw new Error(`bundle-client: ${warning.code}: ${warning.message}`);
    },
    plugins: [
      {
        name: "remix-build-urls",
        // The first build imports its chunks by URL (/build/_shared/chunk-….js).
        resolveId: (source) => (source.startsWith("/build/") ? fileOf(source) : null),
      },
      {
        name: "minify",
        renderChunk: async (code) => (await transform(code, { minify: true, format: "esm", target: "es2019", legalComments: "none" })).code,
      },
    ],
  });
  const { output } = await bundle.write({
    dir: outDir,
    format: "es",
    entryFileNames: "[name]-[hash].js",
    // The first build's hash in a name (plant-map.client-VVCJC3KW) would only mislead: the new hash follows.
    chunkFileNames: (chunk) => `_shared/${chunk.name.replace(/-[A-Z0-9]{8}$/, "")}-[hash].js`,
    manualChunks: (id) => group.get(id),
  });
  await bundle.close();

  const chunks = new Map(output.filter((item): item is OutputChunk => item.type === "chunk").map((chunk) => [chunk.fileName, chunk]));
  const byInput = new Map([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => [chunk.facadeModuleId, chunk.fileName]));
  const entryFor = (inputFile: string) => {
    const fileName = byInput.get(inputFile);
    if (!fileName) throw new Error(`bundle-client: no output for ${inputFile}`);
    const imports = staticClosure(chunks, fileName).map((name) => `/build/${name}`);
    return { module: `/build/${fileName}`, imports: imports.length ? imports : undefined };
  };

  const next: Manifest = {
    ...manifest,
    entry: entryFor(entryInput),
    routes: Object.fromEntries(Object.entries(manifest.routes).map(([id, route]) => [id, { ...route, ...entryFor(routeInputs[id]) }])),
  };
  const version = createHash("sha256").update(JSON.stringify({ ...next, version: "", url: "" })).digest("hex").slice(0, 8);
  next.version = version;
  next.url = `/build/manifest-${version.toUpperCase()}.js`;

  // Swap the files: the first build's scripts go, the new ones and the manifest come in. Styles (the CSS bundle) and
  // _assets (CSS, images, fonts) stay.
  removeScripts(assetsDir);
  for (const file of filesUnder(outDir)) {
    const target = path.join(assetsDir, path.relative(outDir, file));
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(file, target);
  }
  rmSync(outDir, { recursive: true, force: true });
  writeFileSync(fileOf(next.url), `${MANIFEST_PREFIX}${JSON.stringify(next)};`);

  // The server build renders the preload links and the inline imports from its own copy of the manifest.
  const server = readFileSync(serverBuild, "utf8");
  const start = server.indexOf("var assets_manifest_default = {");
  const end = server.indexOf("};\n", start);
  if (start < 0 || end < 0) throw new Error("bundle-client: the server build's assets manifest was not found");
  writeFileSync(serverBuild, `${server.slice(0, start)}var assets_manifest_default = ${JSON.stringify(next)}${server.slice(end + 1)}`);
  writeFileSync(path.join(root, "build", "version.txt"), version);

  // For measure:js: which sources each output file holds.
  const sources = Object.fromEntries(
    [...chunks.values()].map((chunk) => [`public/build/${chunk.fileName}`, Object.keys(chunk.modules).map((id) => path.relative(root, id))]),
  );
  writeFileSync(path.join(root, "build", "client-chunks.json"), JSON.stringify({ firstBuild: metafileSources(metafile), chunks: sources }, null, 1));

  const precompressedCount = precompress(assetsDir);

  const count = chunks.size;
  const bytes = [...chunks.values()].reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0);
  console.info(
    `bundle-client: ${count} scripts (${(bytes / 1024).toFixed(0)} KB), manifest ${oldManifestFile} → ${path.basename(next.url)}, ${precompressedCount} files precompressed`,
  );
}

/** Every file under `dir`, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Removes the first build's scripts (and their precompressed copies) from public/build, _assets aside. */
function removeScripts(dir: string) {
  for (const file of filesUnder(dir)) {
    if (path.relative(dir, file).startsWith(`_assets${path.sep}`)) continue;
    if (/\.js(\.br|\.gz)?$/.test(file)) rmSync(file);
  }
}

/**
 * Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside every script and style under `dir`, for the server to send as
 * they are (app/utils/precompressed.server.ts). A copy that would not be smaller is not written.
 */
function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!/\.(js|css)$/.test(entry.name)) continue;
    const bytes = readFileSync(file);
    const copies = {
      ".br": brotliCompressSync(bytes, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
      ".gz": gzipSync(bytes, { level: 9 }),
    };
    for (const [suffix, copy] of Object.entries(copies)) if (copy.length < bytes.length) writeFileSync(file + suffix, copy);
    count++;
  }
  return count;
}

/** The first build's chunks and their sources (from the metafile), so the output's sources can be named. */
function metafileSources(metafile: Metafile) {
  return Object.fromEntries(Object.entries(metafile.outputs).map(([output, { inputs }]) => [output, Object.keys(inputs)]));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
