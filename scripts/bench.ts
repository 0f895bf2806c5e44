/**
 * `npm run bench`: builds and starts the production server on a scale database (10,000 plants, 100,000
 * solutions; embedded PGlite, or PostgreSQL when DATABASE_URL is set), then loads the main pages, the
 * solutions search API and a static 1 KB file with autocannon, one after the other. Prints req/s,
 * p50/p95/p99, errors, each page's throughput as a ratio of the static file's, and the server's peak RSS.
 * Options: --plants N --solutions N --duration S --connections C --no-build --keep (keep the data dir),
 * --data-dir DIR (reuse a data dir an earlier --keep run seeded; skips seeding).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { percentile, ROOT as root, run, waitForReady } from "./bench-support";
import { SERVER_NODE_FLAGS } from "./server-flags";

const args = process.argv.slice(2);
function option(name: string, fallback: number) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}
const flag = (name: string) => args.includes(`--${name}`);

const PLANTS = option("plants", 10_000);
const SOLUTIONS = option("solutions", 100_000);
const DURATION = option("duration", 10);
const CONNECTIONS = option("connections", 10);
const PORT = option("port", 3200);
const BASE = `http://127.0.0.1:${PORT}`;

function peakRssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, urlPath: string): Promise<Row> {
  const latencies: number[] = [];
  // With a callback autocannon returns its instance, whose "response" events carry each request's latency.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${BASE}${urlPath}`, connections: CONNECTIONS, duration: DURATION }, (error, res) =>
      error ? reject(error) : resolve(res),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  if (!flag("no-build")) run("npm", ["run", "build"], process.env);
  const reuseIndex = args.indexOf("--data-dir");
  const reuse = reuseIndex >= 0 ? args[reuseIndex + 1] : undefined;
  const dataDir = reuse ?? mkdtempSync(path.join(os.tmpdir(), "petrochem-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    PUBLIC_ORIGIN: BASE,
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-secret-0123456789abcdef",
    RATE_LIMIT_FORMS_PER_MINUTE: "1000000",
    RATE_LIMIT_AUTH_PER_MINUTE: "1000000",
  };
  if (!reuse) {
    console.info(`Seeding ${PLANTS} plants and ${SOLUTIONS} solutions into ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}…`);
    run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--plants", String(PLANTS), "--solutions", String(SOLUTIONS)], env);
  }

  const staticFile = path.join(root, "public", "bench-static-1k.txt");
  writeFileSync(staticFile, "x".repeat(1024));
  let server: ChildProcess | undefined;
  try {
    // The compiled server, as `npm start` runs it (tsx's loader alone would add about 100 MB of RSS).
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    await waitForReady(`${BASE}/readyz`, 120_000);
    const firstSolution = (await (await fetch(`${BASE}/api/v1/petrochemicals_catalog/solutions/?page=1&page_size=1`)).json()) as {
      results?: { id: number }[];
    };
    const solutionId = firstSolution.results?.[0]?.id ?? 1;
    const targets: [string, string][] = [
      ["static 1 KB", "/bench-static-1k.txt"],
      ["home /", "/"],
      ["/solutions", "/solutions"],
      ["/search?q=demulsifier", "/search?q=demulsifier"],
      [`/solution/${solutionId}`, `/solution/${solutionId}`],
      ["API search", "/api/v1/petrochemicals_catalog/solutions/?search=corrosion&page=1&page_size=10"],
      ["API search typo", "/api/v1/petrochemicals_catalog/solutions/?search=demulsfier&page=1&page_size=10"],
    ];
    const rows: Row[] = [];
    for (const [name, url] of targets) {
      rows.push(await load(name, url));
      console.info(`  measured ${name}`);
    }
    const staticRps = rows[0].rps;
    const rss = server.pid ? peakRssMb(server.pid) : NaN;
    console.info(`\nBench ${new Date().toISOString()} — ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s each, ${PLANTS} plants, ${SOLUTIONS} solutions, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
    console.info("target                         req/s    p50 ms  p95 ms  p99 ms  errors  non-2xx  × static");
    for (const row of rows) {
      console.info(
        `${row.name.padEnd(30)} ${row.rps.toFixed(0).padStart(6)}  ${row.p50.toFixed(1).padStart(6)}  ${row.p95.toFixed(1).padStart(6)}  ${row.p99
          .toFixed(1)
          .padStart(6)}  ${String(row.errors).padStart(6)}  ${String(row.non2xx).padStart(7)}  ${(row.rps / staticRps).toFixed(2).padStart(7)}`,
      );
    }
    console.info(`server peak RSS: ${rss.toFixed(0)} MB`);
    const home = rows[1];
    const search = rows[5];
    console.info(
      `targets: home ≥ 0.5 × static: ${(home.rps / staticRps).toFixed(2)} ${home.rps / staticRps >= 0.5 ? "met" : "NOT met"}; ` +
        `search API p95 ≤ 15 ms: ${search.p95.toFixed(1)} ${search.p95 <= 15 ? "met" : "NOT met"}; ` +
        `RSS ≤ 300 MB: ${rss.toFixed(0)} ${rss <= 300 ? "met" : "NOT met"}; errors: ${rows.reduce((n, r) => n + r.errors + r.non2xx, 0)}`,
    );
  } finally {
    server?.kill("SIGTERM");
    rmSync(staticFile, { force: true });
    if (flag("keep")) console.info(`data kept in ${dataDir} (reuse with --data-dir)`);
    if (!flag("keep") && !reuse) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
