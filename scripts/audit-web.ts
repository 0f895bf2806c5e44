/**
 * `npm run audit:web`: Lighthouse (mobile) on every public page of the production build, the median of 3 runs
 * each (scores swing widely here). Prints performance, accessibility, best practices, SEO, LCP, TBT, CLS and
 * the JavaScript transferred (gzip, headers included) and in how many requests (budget on pages without the map:
 * 90 KB and 15 requests). Lighthouse runs through `npx -y lighthouse@12.8.2` so it never enters the
 * lockfile. Options: --runs N --no-build --pages /a,/b
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_PAGES, MAP_PAGES, waitForReady } from "./audited-pages";
import { SERVER_NODE_FLAGS } from "./server-flags";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(arg("runs") ?? 3);
const PORT = Number(arg("port") ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const PAGES = arg("pages")?.split(",") ?? DEFAULT_PAGES;

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  jsRequests: number;
}

function lighthouse(url: string, outDir: string, run: number, attempt = 1): Scores {
  const out = path.join(outDir, `lh-${run}.json`);
  const result = spawnSync(
    "npx",
    [
      "-y",
      "lighthouse@12.8.2",
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROME }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (result.status !== 0) {
    // Lighthouse sometimes loses its own trace (NO_NAVSTART); that says nothing about the page, so try again.
    if (attempt < 3) return lighthouse(url, outDir, run, attempt + 1);
    throw new Error(`lighthouse failed for ${url}`);
  }
  const report = JSON.parse(readFileSync(out, "utf8"));
  const items = (report.audits["resource-summary"]?.details?.items ?? []) as { resourceType: string; transferSize: number; requestCount: number }[];
  const script = items.find((item) => item.resourceType === "script");
  const js = script?.transferSize ?? 0;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories["best-practices"].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    lcpMs: report.audits["largest-contentful-paint"].numericValue,
    tbtMs: report.audits["total-blocking-time"].numericValue,
    cls: report.audits["cumulative-layout-shift"].numericValue,
    jsKb: js / 1024,
    jsRequests: script?.requestCount ?? 0,
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  if (!args.includes("--no-build")) spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "petrochem-audit-"));
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), PUBLIC_ORIGIN: BASE, NODE_ENV: "production", SESSION_SECRET: "audit-secret-0123456789abcdef" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitForReady(`${BASE}/readyz`);
    const rows: [string, Scores][] = [];
    for (const page of PAGES) {
      const runs = Array.from({ length: RUNS }, (_, run) => lighthouse(`${BASE}${page}`, dataDir, run));
      const pick = (key: keyof Scores) => median(runs.map((r) => r[key]));
      rows.push([
        page,
        {
          performance: pick("performance"),
          accessibility: pick("accessibility"),
          bestPractices: pick("bestPractices"),
          seo: pick("seo"),
          lcpMs: pick("lcpMs"),
          tbtMs: pick("tbtMs"),
          cls: pick("cls"),
          jsKb: pick("jsKb"),
          jsRequests: pick("jsRequests"),
        },
      ]);
      console.info(`  audited ${page}`);
    }
    console.info(`\nLighthouse 12.8.2, mobile, median of ${RUNS} — ${new Date().toISOString()}`);
    console.info("page                    perf  a11y  best  seo   LCP ms  TBT ms   CLS    JS KB  JS req");
    let misses = 0;
    for (const [page, s] of rows) {
      const jsBudgetMet = MAP_PAGES.has(page) || (s.jsKb <= 90 && s.jsRequests <= 15);
      const met = s.performance >= 98 && s.accessibility === 100 && s.bestPractices === 100 && s.seo === 100 && jsBudgetMet;
      if (!met) misses++;
      console.info(
        `${page.padEnd(22)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${String(s.bestPractices).padStart(5)} ${String(s.seo).padStart(4)} ${s.lcpMs.toFixed(0).padStart(8)} ${s.tbtMs
          .toFixed(0)
          .padStart(7)} ${s.cls.toFixed(3).padStart(6)} ${s.jsKb.toFixed(1).padStart(8)} ${String(s.jsRequests).padStart(7)}${met ? "" : "  ← below target"}`,
      );
    }
    console.info(misses ? `${misses} page(s) below target` : "every page at or past its targets");
  } finally {
    server?.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
