/**
 * `npm run bench:api`: starts the production server (build/ must exist) on a scaled database (DATA_DIR's PGlite,
 * or DATABASE_URL), loads the search, filter and paging endpoints with autocannon, and prints p50/p95/p99 and
 * requests per second; then measures search p95 server-side (the backend call alone, without HTTP).
 * Options: --duration <s> (10), --connections <n> (10), --rounds <n> (10 rounds of the search queries server-side). Seed first: npm run seed -- --plants 10000 --solutions 100000.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { freePort } from "./free-port";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({ options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "10" },
  }, });
const duration = Number(values.duration);
const connections = Number(values.connections);
const dataDir = process.env.DATA_DIR ?? "./data";
// The server and the server-side measurement below share one secret (required with DATABASE_URL).
process.env.SESSION_SECRET ??= randomBytes(24).toString("hex");

const SEARCHES = ["demulsifier", "demulsfier", "corrosion inhibitor", "scale", "petroguard biocide", "oxygen scavnger", "winterised", "drag reducer dr-10450", "h2s", "flocculant for water"];


function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(url: string, name: string, paths: string[]) {
  const latencies: number[] = [];
  let errors = 0;
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      { url, connections, duration, requests: paths.map((p) => ({ method: "GET" as const, path: p })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance!.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) errors++;
    latencies.push(responseTime);
  });
  const result = await finished;
  latencies.sort((a, b) => a - b);
  const row = {
    scenario: name,
    requests: result.requests.total,
    "req/s": Math.round(result.requests.average),
    "p50 ms": percentile(latencies, 50).toFixed(1),
    "p95 ms": percentile(latencies, 95).toFixed(1),
    "p99 ms": percentile(latencies, 99).toFixed(1),
    "non-2xx": errors,
  };
  return row;
}

const port = await freePort();
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  env: { ...process.env, PORT: String(port), PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, HOST: "127.0.0.1", DATA_DIR: dataDir, COOKIE_SECURE: "false" },
  stdio: ["ignore", "inherit", "inherit"],
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${url}/readyz`)).ok) break;
  } catch {
    // starting
  }
  if (i > 1200 || server.exitCode !== null) throw new Error("The server did not start");
  await new Promise((r) => setTimeout(r, 250));
}

const C = "/api/v1/petrochemicals_catalog";
const count = (await (await fetch(`${url}${C}/solutions/?page_size=1`)).json()) as { count: number };
const lastPage = Math.max(1, Math.floor(count.count / 10));
const rows = [];
try {
  rows.push(await load(url, "search", SEARCHES.map((q) => `${C}/solutions/?search=${encodeURIComponent(q)}&page=1&page_size=10`)));
  rows.push(
    await load(url, "filter (plants by processes+country, solutions by categories)", [
      `${C}/plants/?processes=5&processes=6&country=1`,
      `${C}/plants/?processes=1`,
      `${C}/solutions/?categories=1&page_size=10`,
      `${C}/solutions/?categories=2&categories=30&page=3&page_size=10`,
      `${C}/solutions/?plants=25&page_size=10`,
    ]),
  );
  rows.push(
    await load(
      url,
      "paging (pages 1…last, page_size 10)",
      [1, 2, 10, 100, 1000, Math.floor(lastPage / 2), lastPage].map((p) => `${C}/solutions/?page=${p}&page_size=10`),
    ),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
}
console.info(`\n${count.count} solutions, ${connections} connections, ${duration} s per scenario, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
for (const row of rows) {
  console.info(
    `${row.scenario}: ${row.requests} requests, ${row["req/s"]} req/s, p50 ${row["p50 ms"]} ms, p95 ${row["p95 ms"]} ms, p99 ${row["p99 ms"]} ms, non-2xx ${row["non-2xx"]}`,
  );
}

// Server-side: the backend call alone, one at a time (what a search costs the database and the app).
process.env.DATA_DIR = dataDir;
const { localBackend } = await import("../app/backend/index.server");
const { closeDatabase } = await import("../app/db/client.server");
const timings: number[] = [];
for (let round = 0; round < Number(values.rounds); round++) {
  for (const q of SEARCHES) {
    const started = performance.now();
    await localBackend.listSolutions({ search: q, page: 1, page_size: 10 });
    timings.push(performance.now() - started);
  }
}
timings.sort((a, b) => a - b);
console.info(
  `search server-side (${timings.length} calls): p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms`,
);
await closeDatabase();
process.exit(0);
