/**
 * `npm run bench:queries`: what visitors do, not the same URL again. For each catalogue size (default 1,000, 10,000
 * and 100,000 solutions) it seeds a fresh database (PGlite, or a fresh database on the PostgreSQL server of
 * DATABASE_URL), starts the production server with SERVER_TIMING=true, and loads it with a fixed, seeded generator of
 * distinct requests, one kind at a time (the server's own time and, within it, the catalogue query's, from
 * Server-Timing `app` and `catalog`):
 *   search  one and two words, typos, words that match nothing, a page 1–5 (API and /search)
 *   filter  one or two categories (a parent includes its children), any page (API and the home page)
 *   hazard  one to three hazard choices, alone, with a category or a search word, any page (API, /solutions, home)
 *   paging  any page of the whole list (API and /solutions)
 *   plants  country and process filters (API plants and /map/plants.json)
 *   finder  (in-process, before the server starts: scripts/bench-finder.ts) the finder's query for a big problem
 *           without conditions, with system and temperature, with all four conditions and with an empty result,
 *           the plants of 20 solutions nearest a point, and a solution's detail with its technical data
 * and then the same kinds repeated (the first URL of each again and again: the caches' case). A URL is never asked
 * twice in a distinct run (a small catalogue may run out of new ones: that kind then ends early, with fewer requests). Prints per kind and size: req/s, client p50/p95/p99, the server's own p50/p95/p99 (time to
 * the first byte, from Server-Timing), errors and non-2xx, each kind also split into its API requests and its site
 * routes (pages, /map/plants.json); then the growth of server p95 from the smallest size to the
 * largest. Options: --sizes 1000,10000,100000 --plants N (default 2,000) --duration S (10) --connections C (10)
 * --workers 1,2 (WEB_CONCURRENCY values, PostgreSQL only) --rate R (requests a second on a fixed schedule, at most C in
 * flight: latency at a given load instead of at saturation) --kinds search,filter,hazard,paging,plants,finder
 * --finder-runs N (calls per finder query, 200) --no-build.
 *   typo    misspelt words only, alone or after a right one (API and /search): the searches that pay for the correction
 * --compare <commit> measures that commit too, in the same run and with the same URLs: its tree is exported to a
 * folder of the temporary directory (kept for the next run), installed with `npm ci` and built there once, its own
 * scripts/seed.ts seeds a database of its own, its build/server.js is loaded right after this tree's, kind by kind,
 * on this Node; the end compares the two kind by kind (req/s and client p97.5). "This tree" is the working copy,
 * built as it is. --rounds N (1) runs each tree's kinds N times, the trees taking turns (both databases are seeded
 * first), and compares the rounds' mean rates and each round's: on a shared machine one 10 s run of each is ±10 %.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { FinderTiming } from "./bench-finder";
import { benchServerEnv, percentile, ROOT as root, run, waitForReady } from "./bench-support";
import { freshDatabase, generator, KINDS, readIds, type Kind } from "./bench-urls";
import { SERVER_NODE_FLAGS } from "./server-flags";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000,100000" },
    plants: { type: "string", default: "2000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3210" },
    workers: { type: "string", default: "1" },
    rate: { type: "string", default: "0" },
    "no-build": { type: "boolean", default: false },
    kinds: { type: "string", default: [...KINDS, "finder"].join(",") },
    "finder-runs": { type: "string", default: "200" },
    compare: { type: "string" },
    rounds: { type: "string", default: "1" },
  },
});
/** The kinds to run (--kinds filter,hazard): all by default. */
const RUN_KINDS = values.kinds.split(",").filter((kind): kind is Kind => (KINDS as string[]).includes(kind));
/** The finder's reads, timed in-process rather than over HTTP. */
const RUN_FINDER = values.kinds.split(",").includes("finder");
const SIZES = values.sizes.split(",").map(Number);
/** WEB_CONCURRENCY values to measure each size with (more than 1 only on PostgreSQL). */
const WORKERS = values.workers.split(",").map(Number);
const PLANTS = Number(values.plants);
const DURATION_MS = Number(values.duration) * 1000;
const CONNECTIONS = Number(values.connections);
/** Requests a second on a fixed schedule (open loop); 0: each connection asks again as soon as it is answered. */
const RATE = Number(values.rate);
const PORT = Number(values.port);
/** How many times each tree's kinds are run, the trees taking turns: a noisy machine then weighs on both alike. */
const ROUNDS = Math.max(1, Number(values.rounds));
const BASE = `http://127.0.0.1:${PORT}`;
const serverUrl = process.env.DATABASE_URL;


interface Samples {
  requests: number;
  client: number[];
  server: number[];
  /** The part of the server's time spent in the catalogue query (Server-Timing `catalog`). */
  catalog: number[];
  errors: number;
  non2xx: number;
}

interface Result extends Samples {
  /** "this tree", or the commit of --compare. */
  target: string;
  /** 1 to --rounds. */
  round: number;
  size: number;
  workers: number;
  kind: string;
  rps: number;
  /** The same requests split: the API's, and the site's own routes (pages, /map/plants.json). */
  api: Samples;
  site: Samples;
}

const samples = (): Samples => ({ requests: 0, client: [], server: [], catalog: [], errors: 0, non2xx: 0 });

/**
 * CONNECTIONS loops for DURATION_MS. Without --rate each asks the next URL as soon as the last answer is read (closed
 * loop: the server's capacity, and latency at saturation, which is the connections' queue). With --rate the requests
 * are due on a fixed schedule, RATE a second, and a loop takes the next one due; a request that waits for a free
 * connection counts its latency from when it was due, so a slow server is not hidden by asking less of it.
 */
async function load(target: string, round: number, kind: string, size: number, workers: number, next: () => string | null): Promise<Result> {
  const api = samples();
  const site = samples();
  const until = Date.now() + DURATION_MS;
  const started = Date.now();
  const origin = performance.now();
  let slots = 0;
  /** When the loop's next request is due (performance.now()), or null when the run is over. */
  const due = (): number | null => {
    if (!RATE) return Date.now() < until ? performance.now() : null;
    const at = origin + (slots++ * 1000) / RATE;
    return at - origin < DURATION_MS ? at : null;
  };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let t0 = due(); t0 !== null; t0 = due()) {
        const wait = t0 - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const url = next();
        if (url === null) break;
        const part = url.startsWith("/api/") ? api : site;
        part.requests++;
        try {
          const response = await fetch(`${BASE}${url}`, { headers: { Accept: "text/html,application/json" } });
          await response.arrayBuffer();
          part.client.push(performance.now() - t0);
          const timing = /app;dur=([\d.]+)/.exec(response.headers.get("Server-Timing") ?? "");
          if (timing) part.server.push(Number(timing[1]));
          const query = /catalog;dur=([\d.]+)/.exec(response.headers.get("Server-Timing") ?? "");
          if (query) part.catalog.push(Number(query[1]));
          if (response.status < 200 || response.status >= 300) part.non2xx++;
        } catch {
          part.errors++;
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const both = samples();
  for (const part of [api, site]) {
    for (const key of ["client", "server", "catalog"] as const) part[key].sort((a, b) => a - b);
    both.requests += part.requests;
    both.errors += part.errors;
    both.non2xx += part.non2xx;
  }
  for (const key of ["client", "server", "catalog"] as const) both[key] = [...api[key], ...site[key]].sort((a, b) => a - b);
  return { target, round, size, workers, kind, ...both, rps: both.requests / seconds, api, site };
}

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–").padStart(7);

/** scripts/bench-finder.ts on the seeded database, alone with it (PGlite takes one process at a time). */
function measureFinder(env: NodeJS.ProcessEnv): FinderTiming[] {
  const child = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-finder.ts", "--runs", values["finder-runs"]], {
    cwd: root,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = child.stdout.trim().split("\n").pop() ?? "";
  if (child.status !== 0 || !last.startsWith("[")) throw new Error(`bench-finder failed (exit ${child.status}): ${child.stdout.slice(-500)}`);
  return JSON.parse(last) as FinderTiming[];
}

/** A server's tree to measure: this one, or --compare's commit exported and built in the temporary directory. */
interface Target {
  label: string;
  root: string;
}

/** Runs `cmd` in `cwd` with this Node first on the PATH (npm's scripts then run on it too); throws when it fails. */
function runIn(cwd: string, cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const PATH = `${path.dirname(process.execPath)}${path.delimiter}${env.PATH ?? ""}`;
  const result = spawnSync(cmd, args, { cwd, stdio: "inherit", env: { ...env, PATH } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} in ${cwd} failed`);
}

/** --compare's commit: its tree exported, installed and built once, in a folder kept for the next run. */
function compareTarget(commit: string): Target {
  const sha = spawnSync("git", ["rev-parse", "--verify", `${commit}^{commit}`], { cwd: root, encoding: "utf8" });
  if (sha.status !== 0) throw new Error(`--compare ${commit}: no such commit`);
  const full = sha.stdout.trim();
  const dir = path.join(os.tmpdir(), `petrochem-bench-${full.slice(0, 12)}`);
  const ready = path.join(dir, ".bench-built");
  if (!existsSync(ready)) {
    console.info(`Preparing ${full.slice(0, 7)} in ${dir} (export, npm ci, build)…`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = spawnSync("sh", ["-c", `git archive ${full} | tar -x -C "${dir}"`], { cwd: root, stdio: "inherit" });
    if (archive.status !== 0) throw new Error(`git archive ${full} failed`);
    const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
    runIn(dir, "npm", ["ci", "--no-audit", "--no-fund"], env);
    runIn(dir, "npm", ["run", "build"], env);
    writeFileSync(ready, `${new Date().toISOString()}\n`);
  }
  return { label: full.slice(0, 7), root: dir };
}

/** A tree's database for one catalogue size, seeded by the tree's own seed script, and what its server is run with. */
interface Prepared {
  target: Target;
  env: NodeJS.ProcessEnv;
  ids: Awaited<ReturnType<typeof readIds>>;
  postgres: boolean;
  cleanup: () => Promise<void>;
}

async function prepare(target: Target, size: number, finderResults: { size: number; timings: FinderTiming[] }[]): Promise<Prepared> {
  const own = target.root === root;
  const { env: dbEnv, cleanup } = await freshDatabase(serverUrl, `bench_queries_${size}${own ? "" : `_${target.label}`}`);
  const env = benchServerEnv(dbEnv, PORT, { SERVER_TIMING: "true" });
  try {
    console.info(`Seeding ${size} solutions and ${PLANTS} plants into ${dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite"} for ${target.label}…`);
    runIn(target.root, process.execPath, ["--import", "tsx", "scripts/seed.ts", "--plants", String(PLANTS), "--solutions", String(size)], env);
    const ids = await readIds(dbEnv);
    if (RUN_FINDER && own) {
      finderResults.push({ size, timings: measureFinder(env) });
      console.info(`  ${size}: finder measured`);
    }
    return { target, env, ids, postgres: Boolean(dbEnv.DATABASE_URL), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * One round on one prepared tree: its server started, the builds paid for before the measure, then each kind of
 * distinct URLs and, for this tree in the first round only, each kind repeated.
 */
async function serve({ target, env, ids, postgres }: Prepared, size: number, round: number, results: Result[]) {
  const own = target.root === root;
  // --kinds finder alone: no server to start.
  for (const workers of RUN_KINDS.length > 0 ? WORKERS : []) {
    if (workers > 1 && !postgres) {
      console.info(`  ${workers} workers need DATABASE_URL: skipped`);
      continue;
    }
    const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], {
      cwd: target.root,
      env: { ...env, WEB_CONCURRENCY: String(workers) },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      await waitForReady(`${BASE}/readyz`, 120_000);
      // The catalogue order is built once per catalogue change (and per worker), its word index on the first search
      // and the typo vocabulary on the first misspelling: the first requests pay for them, reported here, not in the
      // bench's figures.
      const cold: string[] = [];
      for (let i = 0; i < 4 * workers; i++) {
        for (const [label, query] of [["order", ""], ["word index", "&search=service"], ["vocabulary", "&search=servise"]]) {
          const started = performance.now();
          await (await fetch(`${BASE}/api/v1/petrochemicals_catalog/solutions/?page=${2 + i}&page_size=7${query}`)).arrayBuffer();
          if (i < workers) cold.push(`${label} ${(performance.now() - started).toFixed(0)} ms`);
        }
      }
      const at = `${target.label}, ${size}, ${workers} worker(s)${ROUNDS > 1 ? `, round ${round}` : ""}`;
      console.info(`  ${at}: first requests (the builds) ${cold.join(", ")}`);
      // The same URLs in every round: each round's server starts with empty caches.
      for (const kind of RUN_KINDS) {
        results.push(await load(target.label, round, kind, size, workers, generator(kind, ids, size)));
        console.info(`  ${at}: ${kind} measured`);
      }
      for (const kind of own && round === 1 ? RUN_KINDS : []) {
        const first = generator(kind, ids, size)()!;
        results.push(await load(target.label, round, `${kind} (repeated)`, size, workers, () => first));
      }
    } finally {
      server.kill("SIGTERM");
      await exited;
    }
  }
}

/** One catalogue size: every tree's database seeded, then the rounds, the trees taking turns in each. */
async function measure(targets: Target[], size: number, results: Result[], finderResults: { size: number; timings: FinderTiming[] }[]) {
  const prepared: Prepared[] = [];
  try {
    for (const target of targets) prepared.push(await prepare(target, size, finderResults));
    for (let round = 1; round <= ROUNDS; round++) for (const tree of prepared) await serve(tree, size, round, results);
  } finally {
    for (const tree of prepared) await tree.cleanup();
  }
}

async function main() {
  if (!values["no-build"]) run("npm", ["run", "build"], process.env);
  const targets: Target[] = [{ label: "this tree", root }];
  if (values.compare) targets.push(compareTarget(values.compare));
  const results: Result[] = [];
  const finderResults: { size: number; timings: FinderTiming[] }[] = [];
  for (const size of SIZES) await measure(targets, size, results, finderResults);

  console.info(
    `\nBench ${new Date().toISOString()}: ${os.cpus().length} cores, ${serverUrl ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections${RATE ? `, ${RATE} requests/s offered` : ""}, ${DURATION_MS / 1000} s a kind, ${PLANTS} plants`,
  );
  if (results.length > 0) console.info("solutions workers kind                 requests   req/s  client p50    p95    p99 | server p50    p95    p99 | query p50    p95    p99 | errors non-2xx");
  const row = (size: string, workers: string, kind: string, r: Samples, rps: string) =>
    console.info(
      `${size.padStart(9)} ${workers.padStart(7)} ${kind.padEnd(19)} ${String(r.requests).padStart(8)} ${rps.padStart(7)} ${f(percentile(r.client, 50))}${f(percentile(r.client, 95))}${f(percentile(r.client, 99))} | ${f(percentile(r.server, 50))}${f(percentile(r.server, 95))}${f(percentile(r.server, 99))} | ${f(percentile(r.catalog, 50))}${f(percentile(r.catalog, 95))}${f(percentile(r.catalog, 99))} | ${String(r.errors).padStart(6)} ${String(r.non2xx).padStart(7)}`,
    );
  for (const r of results) {
    const kind = `${r.kind}${r.target === targets[0].label ? "" : ` @${r.target}`}${r.round > 1 ? ` #${r.round}` : ""}`;
    row(String(r.size), String(r.workers), kind, r, r.rps.toFixed(0));
    // Of which: an API answer is JSON, a site route mostly a page rendered by React (or /map/plants.json).
    if (r.api.requests > 0 && r.site.requests > 0) {
      row("", "", "  of which API", r.api, "");
      row("", "", "  of which site", r.site, "");
    }
  }
  if (finderResults.length > 0) {
    console.info(`\nThe finder in-process, uncached (distinct questions, the query cache dropped before each), ${values["finder-runs"]} calls each, ms:`);
    console.info("solutions query                                         p50     p95     p99     max | read on average");
    for (const { size, timings } of finderResults) {
      for (const t of timings) console.info(`${String(size).padStart(9)} ${t.query.padEnd(44)}${f(t.p50)} ${f(t.p95)} ${f(t.p99)} ${f(t.max)} | ${t.read}`);
    }
  }
  const smallest = Math.min(...SIZES);
  const largest = Math.max(...SIZES);
  if (smallest !== largest) {
    console.info(`\nGrowth of the query's p95 from ${smallest} to ${largest} solutions (distinct requests):`);
    for (const kind of RUN_KINDS) {
      const at = (size: number) =>
        percentile(results.find((r) => r.target === targets[0].label && r.round === 1 && r.size === size && r.workers === WORKERS[0] && r.kind === kind)!.catalog, 95);
      console.info(`  ${kind.padEnd(8)} ${at(smallest).toFixed(1)} → ${at(largest).toFixed(1)} ms: × ${(at(largest) / at(smallest)).toFixed(2)}`);
    }
    const timingsAt = (size: number) => finderResults.find((r) => r.size === size)?.timings ?? [];
    for (const t of timingsAt(largest)) {
      const first = timingsAt(smallest).find((s) => s.query === t.query);
      if (first) console.info(`  ${t.query.padEnd(44)} ${first.p95.toFixed(1)} → ${t.p95.toFixed(1)} ms: × ${(t.p95 / first.p95).toFixed(2)}`);
    }
  }
  if (targets.length > 1) {
    const [mine, theirs] = targets;
    console.info(`\nThis tree against ${theirs.label}, same URLs, distinct requests (req/s; client p97.5 ms)${ROUNDS > 1 ? `, ${ROUNDS} rounds taking turns` : ""}:`);
    for (const size of SIZES) {
      for (const kind of RUN_KINDS) {
        const of = (target: Target) => results.filter((r) => r.target === target.label && r.size === size && r.workers === WORKERS[0] && r.kind === kind);
        const a = of(mine);
        const b = of(theirs);
        if (a.length === 0 || a.length !== b.length) continue;
        // Every round ran as long: the rounds' mean rate is the total's.
        const rate = (rs: Result[]) => rs.reduce((sum, r) => sum + r.rps, 0) / rs.length;
        const client = (rs: Result[]) => percentile(rs.flatMap((r) => r.client).sort((x, y) => x - y), 97.5);
        const rounds = a.length > 1 ? ` | by round ${a.map((r, i) => `${((r.rps / b[i].rps - 1) * 100).toFixed(1)} %`).join(", ")}` : "";
        console.info(
          `  ${String(size).padStart(7)} ${kind.padEnd(8)} ${rate(a).toFixed(0).padStart(5)} against ${rate(b).toFixed(0).padStart(5)} req/s: ${((rate(a) / rate(b) - 1) * 100).toFixed(1).padStart(6)} % | p97.5 ${client(a).toFixed(1)} against ${client(b).toFixed(1)} ms${rounds}`,
        );
      }
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
