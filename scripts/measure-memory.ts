/**
 * `npm run measure:memory`: the server's resident memory on the embedded database (DESIGN.md §5: RSS ≤ 300 MB).
 * Builds (`npm run build`, unless --no-build), then in throw-away DATA_DIRs measures, from /proc/<pid>/status (VmRSS now, VmHWM peak):
 *   1. Node + Express + the Remix build with no database (what is ours before PGlite),
 *   2. a bare PGlite opened on a fresh and on an existing data dir, with its WebAssembly heap size,
 *   3. the server on a fresh DATA_DIR (migrations and demo seed at start-up), then on that now existing DATA_DIR,
 *      each at ready and idle after a few page requests,
 *   4. the server on the scale data (--plants, --solutions; seeded by scripts/seed.ts unless --scale-dir
 *      names a DATA_DIR seeded before, which is copied) at ready, under autocannon (the same few URLs, then a different
 *      page on every request), and idle afterwards.
 * Prints one table. Options: --no-build --no-scale --plants N --solutions N --scale-dir DIR --duration S
 * --connections C --port P.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS } from "./server-flags";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const flag = (name: string) => args.includes(`--${name}`);

const PLANTS = Number(option("plants", "10000"));
const SOLUTIONS = Number(option("solutions", "100000"));
const DURATION = Number(option("duration", "5"));
const CONNECTIONS = Number(option("connections", "10"));
const PORT = Number(option("port", "3210"));
const SCALE_DIR = option("scale-dir", "");
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const scratch = mkdtempSync(path.join(os.tmpdir(), "petrochem-memory-"));

const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(PORT),
  PUBLIC_ORIGIN: BASE,
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  SESSION_SECRET: process.env.SESSION_SECRET ?? "measure-secret-0123456789abcdef",
  RATE_LIMIT_FORMS_PER_MINUTE: "1000000",
  RATE_LIMIT_AUTH_PER_MINUTE: "1000000",
  DATABASE_URL: "",
};

interface Sample {
  rss: number;
  hwm: number;
}

/** VmRSS and VmHWM of a live process, in MB. */
function memory(pid: number): Sample {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForReady(child: ChildProcess, url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

interface Row {
  name: string;
  rss: number;
  hwm: number;
  note?: string;
}
const rows: Row[] = [];
const record = (name: string, sample: Sample, note?: string) => {
  rows.push({ name, ...sample, note });
  console.info(`  ${name}: RSS ${sample.rss.toFixed(0)} MB, peak ${sample.hwm.toFixed(0)} MB${note ? ` (${note})` : ""}`);
};

/** Runs a node script given as text (ESM) that prints one JSON line when it reaches its state. */
async function probe(name: string, code: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(out.split("\n")[0]);
    });
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code} before reporting`)));
  });
  await sleep(1000);
  const sample = child.pid ? memory(child.pid) : { rss: NaN, hwm: NaN };
  child.kill("SIGKILL");
  const info = JSON.parse(line) as { wasmMb?: number };
  record(name, sample, info.wasmMb !== undefined ? `WASM heap ${info.wasmMb.toFixed(0)} MB` : undefined);
}

const PAGES = ["/", "/solutions", "/search?q=demulsifier", "/careers", "/api/v1/petrochemicals_catalog/solutions/?search=corrosion&page=1&page_size=10"];

async function requestPages() {
  for (let round = 0; round < 3; round += 1) {
    for (const page of PAGES) await (await fetch(`${BASE}${page}`)).arrayBuffer();
  }
}

/** Starts the production server (build/server.js, as `npm start` does) on dataDir and records its memory at ready, idle after a few requests and, if asked, under load. */
async function measureServer(label: string, dataDir: string, load: boolean) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], {
    cwd: root,
    env: { ...baseEnv, DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const started = Date.now();
    await waitForReady(server, `${BASE}/readyz`, 300_000);
    const pid = server.pid ?? 0;
    record(`${label}: ready`, memory(pid), `${((Date.now() - started) / 1000).toFixed(1)} s to ready`);
    await requestPages();
    await sleep(2000);
    record(`${label}: idle after requests`, memory(pid));
    if (!load) return;
    const targets = ["/", "/solutions", "/search?q=demulsifier", "/api/v1/petrochemicals_catalog/solutions/?search=demulsfier&page=1&page_size=10"];
    let requests = 0;
    for (const target of targets) {
      const result = await autocannon({ url: `${BASE}${target}`, connections: CONNECTIONS, duration: DURATION });
      requests += result.requests.total;
      if (result.errors + result.timeouts + result.non2xx > 0) console.warn(`  ${target}: ${result.errors} errors, ${result.non2xx} non-2xx`);
    }
    record(`${label}: after autocannon`, memory(pid), `${requests} requests, ${targets.length} URLs × ${DURATION} s × ${CONNECTIONS} connections`);
    // Then a different page on every request, as visitors ask them: no copy in the page or query caches serves it,
    // every one is rendered (the load that exhausts the heap if each render stays reachable for 5 s or each
    // page is kept by the page cache; the cache keeps a page only from its second request).
    const distinct = ["/search?q=service&page=", "/?page=", "/solutions?page=", "/search?q=servise&page="];
    let next = 0;
    const varied = await autocannon({
      url: BASE,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ setupRequest: (request) => ({ ...request, path: `${distinct[next % distinct.length]}${1 + Math.floor(next++ / distinct.length)}` }) }],
    });
    if (varied.errors + varied.timeouts + varied.non2xx > 0) console.warn(`  distinct pages: ${varied.errors} errors, ${varied.non2xx} non-2xx`);
    record(`${label}: after distinct pages`, memory(pid), `${varied.requests.total} requests, each a different page, ${DURATION} s × ${CONNECTIONS} connections`);
    await sleep(5000);
    record(`${label}: idle 5 s after load`, memory(pid));
  } finally {
    await stop(server);
  }
}

async function main() {
  if (!flag("no-build")) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  console.info(`Measuring in ${scratch}`);

  // 1. Ours without a database: what server.ts imports, minus the database.
  await probe(
    "node + express + remix build, no DB",
    `import express from "express"; import { createRequestHandler } from "@remix-run/express";
     const build = await import(${JSON.stringify(path.join(root, "build", "index.js"))});
     const app = express(); app.all("*", createRequestHandler({ build, mode: "production" }));
     console.log("{}"); setInterval(() => {}, 1000);`,
    baseEnv,
  );

  // 2. A bare PGlite (with pg_trgm, as the app opens it), fresh and then existing; the WASM heap never shrinks.
  const bareDir = path.join(scratch, "bare", "pglite");
  mkdirSync(path.dirname(bareDir), { recursive: true });
  const openBare = `import { PGlite } from "@electric-sql/pglite"; import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
     const db = await PGlite.create(${JSON.stringify(bareDir)}, { extensions: { pg_trgm } });
     await db.exec("select 1");
     console.log(JSON.stringify({ wasmMb: db.mod.HEAPU8.byteLength / 1048576 })); setInterval(() => {}, 1000);`;
  await probe("bare PGlite, fresh dir (initdb)", openBare, baseEnv);
  await probe("bare PGlite, existing dir", openBare, baseEnv);

  // 3. The server on a fresh DATA_DIR (migrations + demo seed), then on the same, now existing, DATA_DIR.
  const demoDir = path.join(scratch, "demo");
  await measureServer("server, fresh DATA_DIR", demoDir, false);
  await measureServer("server, existing DATA_DIR", demoDir, false);

  // 4. The scale data.
  if (!flag("no-scale")) {
    const scaleDir = path.join(scratch, "scale");
    if (SCALE_DIR) {
      cpSync(SCALE_DIR, scaleDir, { recursive: true });
    } else {
      console.info(`Seeding ${PLANTS} plants and ${SOLUTIONS} solutions…`);
      const seed = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--plants", String(PLANTS), "--solutions", String(SOLUTIONS)], {
        cwd: root,
        env: { ...baseEnv, DATA_DIR: scaleDir },
        stdio: "inherit",
      });
      if (seed.status !== 0) throw new Error("seeding failed");
    }
    await measureServer(`server, scale data`, scaleDir, true);
  }

  console.info(`\nMemory ${new Date().toISOString()} — Node ${process.version}, ${os.cpus().length} cores; MB from /proc/<pid>/status`);
  console.info(`${"measurement".padEnd(48)} ${"VmRSS".padStart(6)} ${"VmHWM".padStart(6)}  note`);
  for (const row of rows) {
    console.info(`${row.name.padEnd(48)} ${row.rss.toFixed(0).padStart(6)} ${row.hwm.toFixed(0).padStart(6)}  ${row.note ?? ""}`);
  }
  const worst = Math.max(...rows.filter((row) => row.name.startsWith("server")).map((row) => row.hwm));
  console.info(`budget RSS ≤ 300 MB (peak of the server runs): ${worst.toFixed(0)} MB ${worst <= 300 ? "met" : "NOT met"}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(scratch, { recursive: true, force: true }));
