/**
 * What a form submission costs on the embedded database: the built server on a fresh DATA_DIR (PGlite), the
 * 'Get in touch' form posted one at a time (latency per submission) and then 10 at a time (throughput).
 * Used to price durable writes (fsync at each commit, docs/performance.md § What a durable form submission costs).
 *
 *   npm run build && node --import tsx scripts/measure-form-latency.ts [--count 300] [--root DIR] [--data-dir DIR]
 *
 * --root runs the build of another checkout (e.g. a git worktree of an older commit) for a before/after figure;
 * --data-dir puts DATA_DIR on a given disk (default: a temporary directory under os.tmpdir()).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SERVER_NODE_FLAGS } from "./server-flags";
import { freePort } from "../tests/system/harness";
import { isSuccess, loadCatalog, send, submission } from "../tests/system/submissions";

const { values } = parseArgs({
  options: { count: { type: "string", default: "300" }, root: { type: "string" }, "data-dir": { type: "string" } },
});
const COUNT = Number(values.count);
const root = path.resolve(values.root ?? path.join(path.dirname(new URL(import.meta.url).pathname), ".."));
const dataParent = mkdtempSync(path.join(values["data-dir"] ?? os.tmpdir(), "form-latency-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_ORIGIN: base,
    DATA_DIR: path.join(dataParent, "data"),
    DATABASE_URL: "",
    SESSION_SECRET: "measure-form-latency-0123456789",
    COOKIE_SECURE: "false",
    RATE_LIMIT_FORMS_PER_MINUTE: "1000000",
    RATE_LIMIT_AUTH_PER_MINUTE: "1000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  const until = Date.now() + 180_000;
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) {
    if (server.exitCode !== null || Date.now() > until) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  const catalog = await loadCatalog(base);
  const post = async (tag: string) => {
    const one = submission("contact", catalog, tag);
    const started = performance.now();
    const response = await send(base, one);
    await response.arrayBuffer();
    if (!isSuccess(response)) throw new Error(`submission ${tag} answered ${response.status}`);
    return performance.now() - started;
  };

  for (let i = 0; i < 20; i++) await post(`warm-${i}`);

  const latencies: number[] = [];
  for (let i = 0; i < COUNT; i++) latencies.push(await post(`seq-${i}`));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  const mean = (latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length).toFixed(2);

  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < COUNT) await post(`par-${next++}`);
    }),
  );
  const perSecond = (COUNT / ((performance.now() - started) / 1000)).toFixed(0);

  console.info(`${COUNT} contact forms, one at a time: mean ${mean} ms, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`);
  console.info(`${COUNT} contact forms, 10 at a time: ${perSecond} submissions/s`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataParent, { recursive: true, force: true });
}
