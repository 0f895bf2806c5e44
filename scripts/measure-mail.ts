/**
 * `npm run measure:mail`: how fast the outbox's delivery worker (app/mail/worker.server.ts) gets mail out.
 * Starts an SMTP sink (tests/support/smtp-sink.ts) in this process and the production server (build/server.js with
 * the serve flags, as the system tests start it) on a throw-away DATA_DIR (PGlite) or, with --database postgres, on
 * a throw-away PostgreSQL cluster, with SMTP_URL pointing at the sink and the default MAIL_POLL_MS (1000).
 *
 * 1. Throughput: posts N 'Get in touch' forms (each stores a message and queues 2 mails: the visitor's receipt and
 *    CONTACT_EMAIL's notification), 10 at a time as fast as the server answers, and measures the first to the last
 *    arrival at the sink: messages/s, and how many were lost or doubled (counted by Message-ID).
 * 2. Latency under load: while autocannon loads / and /solutions with C connections for S seconds, posts one form
 *    about every 200 ms (contact, MSDS request, quote in turn, each from its own address) and takes, per post, the
 *    time from its 302 success answer to its receipt's arrival at the sink: p50/p95/max, beside the load's req/s.
 *
 * Options: --messages N (forms in step 1; default 1000) --connections C (10) --duration S (20) --no-build
 * --database pglite|postgres --json FILE (the figures). Everything it starts is stopped and removed at the end.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startSmtpSink, type SmtpSink } from "../tests/support/smtp-sink";
import { ROOT, startServer, tempDataDir, TestPostgres, type RunningServer } from "../tests/system/harness";
import { isSuccess, loadCatalog, send, submission, type Catalog, type FormName } from "../tests/system/submissions";

const { values } = parseArgs({
  options: {
    messages: { type: "string", default: "1000" },
    connections: { type: "string", default: "10" },
    duration: { type: "string", default: "20" },
    "no-build": { type: "boolean", default: false },
    database: { type: "string", default: "pglite" },
    json: { type: "string" },
  },
});
const FORMS_POSTED = Number(values.messages);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const POSTGRES = values.database === "postgres";
if (!POSTGRES && values.database !== "pglite") throw new Error("--database is pglite or postgres");
const POSTERS = 10;
const LATENCY_FORMS: FormName[] = ["contact", "msds", "quote"];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/** Waits until `done()` or `timeoutMs` passed; answers whether it is done. */
async function until(done: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!done() && Date.now() < end) await sleep(50);
  return done();
}

/** Posts one form as a browser without JavaScript does; answers when its answer came, or throws unless it is the success redirect. */
async function post(base: string, form: FormName, catalog: Catalog, tag: string) {
  const one = submission(form, catalog, tag);
  const response = await send(base, one);
  const answeredAt = Date.now();
  await response.arrayBuffer();
  if (!isSuccess(response)) throw new Error(`the ${form} form (${tag}) answered ${response.status}`);
  return { email: one.email, answeredAt };
}

async function throughput(base: string, catalog: Catalog, sink: SmtpSink) {
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: POSTERS }, async () => {
      while (next < FORMS_POSTED) await post(base, "contact", catalog, `throughput-${next++}`);
    }),
  );
  const posted = Date.now();
  const expected = 2 * FORMS_POSTED;
  await until(() => sink.messages.length >= expected, 120_000 + expected * 50);
  // A poll interval and more, for a doubled message to show.
  await sleep(3_000);
  const arrivals = sink.messages.map((m) => m.receivedAt).sort((a, b) => a - b);
  const unique = new Set(sink.messages.map((m) => m.messageId)).size;
  const span = (arrivals.at(-1)! - arrivals[0]) / 1000;
  const afterPosting = arrivals.filter((at) => at > posted);
  return {
    forms: FORMS_POSTED,
    formsPerSecond: FORMS_POSTED / ((posted - started) / 1000),
    expected,
    received: sink.messages.length,
    lost: expected - unique,
    doubled: sink.messages.length - unique,
    seconds: span,
    messagesPerSecond: (arrivals.length - 1) / span,
    lastArrivalAfterLastAnswerMs: arrivals.at(-1)! - posted,
    deliveredAfterLastAnswer: afterPosting.length,
    /** The backlog's drain once no form competes: what the worker sustains alone. */
    messagesPerSecondAfterLastAnswer: afterPosting.length / ((arrivals.at(-1)! - posted) / 1000),
  };
}

async function latency(base: string, catalog: Catalog, sink: SmtpSink, arrivals: Map<string, number>) {
  const load = autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests: [{ path: "/" }, { path: "/solutions" }] });
  const posts: { email: string; answeredAt: number }[] = [];
  const end = Date.now() + DURATION * 1000;
  for (let i = 0; Date.now() < end; i++) {
    const started = Date.now();
    posts.push(await post(base, LATENCY_FORMS[i % LATENCY_FORMS.length], catalog, `latency-${i}`));
    await sleep(Math.max(0, 200 - (Date.now() - started)));
  }
  const result = await load;
  await until(() => posts.every((p) => arrivals.has(p.email)), 60_000);
  // In posting order (for --json: does the wait grow as the load goes on?), then sorted.
  const inOrder = posts.filter((p) => arrivals.has(p.email)).map((p) => arrivals.get(p.email)! - p.answeredAt);
  const waits = [...inOrder].sort((a, b) => a - b);
  return {
    posts: posts.length,
    receipts: waits.length,
    lost: posts.length - waits.length,
    p50Ms: percentile(waits, 50),
    p95Ms: percentile(waits, 95),
    maxMs: waits.at(-1) ?? NaN,
    pageLoad: {
      connections: CONNECTIONS,
      seconds: DURATION,
      requestsPerSecond: result.requests.average,
      p97_5Ms: result.latency.p97_5,
      errors: result.errors + result.timeouts + result.non2xx,
    },
    waitsMsInPostingOrder: inOrder,
  };
}

const cleanups: (() => unknown)[] = [];
async function cleanup() {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error("cleanup:", (error as Error).message);
    }
  }
}
process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));

async function main() {
  if (!values["no-build"]) {
    const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  // The first arrival of mail to each address: a receipt is the only mail to its visitor's address.
  const arrivals = new Map<string, number>();
  const sink = await startSmtpSink({
    onMessage: (m) => {
      for (const to of m.envelope.to) if (!arrivals.has(to)) arrivals.set(to, m.receivedAt);
    },
  });
  cleanups.push(() => sink.close());
  const dataDir = tempDataDir("petrochem-measure-mail-");
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const database: Record<string, string> = { DATABASE_URL: "" };
  if (POSTGRES) {
    const postgres = new TestPostgres();
    cleanups.push(() => postgres.destroy());
    await postgres.init();
    Object.assign(database, { DATABASE_URL: postgres.url, SESSION_SECRET: "measure-mail-secret-0123456789" });
  }
  const server: RunningServer = await startServer({
    ...database,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    SALES_EMAIL: "sales@company.test",
    CONTACT_EMAIL: "contact@company.test",
    HR_EMAIL: "hr@company.test",
  });
  cleanups.push(() => server.stop());
  try {
    const catalog = await loadCatalog(server.base);
    const tp = await throughput(server.base, catalog, sink);
    const lat = await latency(server.base, catalog, sink, arrivals);
    const measured = new Date().toISOString();
    const db = POSTGRES ? "PostgreSQL" : "PGlite";
    const load = os.loadavg().map((n) => n.toFixed(1)).join(" ");
    console.info(`\nMail delivery ${measured}: ${os.cpus().length} cores (load ${load}), ${db}, MAIL_POLL_MS 1000 (default), SMTP sink on 127.0.0.1`);
    console.info(`throughput   ${tp.forms} contact forms posted ${POSTERS} at a time: ${tp.formsPerSecond.toFixed(0)} forms/s`);
    console.info(`             ${tp.received} of ${tp.expected} messages arrived in ${tp.seconds.toFixed(1)} s (first to last): ${tp.messagesPerSecond.toFixed(0)} messages/s; lost ${tp.lost}, doubled ${tp.doubled}`);
    console.info(`             ${tp.deliveredAfterLastAnswer} of them after the last form's answer, in ${tp.lastArrivalAfterLastAnswerMs} ms: ${tp.messagesPerSecondAfterLastAnswer.toFixed(0)} messages/s once no form competes`);
    console.info(`latency      ${lat.posts} forms (${LATENCY_FORMS.join(", ")}) during the page load: success answer → receipt at the sink`);
    console.info(`             p50 ${lat.p50Ms} ms, p95 ${lat.p95Ms} ms, max ${lat.maxMs} ms; ${lat.receipts} receipts, ${lat.lost} missing`);
    console.info(`page load    / and /solutions, ${CONNECTIONS} connections, ${DURATION} s: ${lat.pageLoad.requestsPerSecond.toFixed(0)} req/s, p97.5 ${lat.pageLoad.p97_5Ms} ms, errors/non-2xx ${lat.pageLoad.errors}`);
    if (values.json) writeFileSync(values.json, `${JSON.stringify({ measured, cores: os.cpus().length, loadAverage: os.loadavg(), database: db, throughput: tp, latency: lat }, null, 2)}\n`);
    if (tp.lost || tp.doubled || lat.lost) process.exitCode = 1;
  } catch (error) {
    console.error(server.output().slice(-4000));
    throw error;
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
