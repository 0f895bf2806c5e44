/**
 * The one server process: Express 4 + Remix, security headers with a per-request CSP nonce, caching, the bounds on
 * what a client may hold, structured logs, the operator's listener (health, readiness, metrics), graceful stop.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import compression from "compression";
import helmet from "helmet";
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import { firstAdminAddressMissing, parseEnv } from "./app/utils/env.server";
import { createAdmission, createLoopDelayShed, createOpenRequestBound, workDone } from "./app/utils/admission.server";
import { createConnectionGuard } from "./app/utils/connection-guard.server";
import { continueInRequestContext, createRequestLogging, log } from "./app/utils/log.server";
import { createMetrics } from "./app/utils/metrics.server";
import { startOperatorListener, type Readiness } from "./app/utils/operator.server";
import { createRouteLabeller } from "./app/utils/route-label.server";
import { answerReadinessQuestions, clusterReadiness } from "./app/utils/cluster-readiness.server";
import { isClusterPrimary, isClusterWorker, runClusterPrimary } from "./app/utils/cluster.server";
import { applyLocalSessionSecret } from "./app/utils/session-secret.server";
import { isSameOriginRequest, originHostOf } from "./app/utils/csrf.server";
import { corsFor } from "./app/utils/cors.server";
import { createPageCache } from "./app/utils/page-cache.server";
import { catalogQueryMs, withRequestVersion } from "./app/db/catalog-cache.server";
import { restrictNewFiles, secureDirectories } from "./app/utils/file-modes.server";
import { bodyLimit, remixRequest } from "./app/utils/body-limit.server";
import { cacheHeaders } from "./app/utils/cache-headers.server";
import { precompressed } from "./app/utils/precompressed.server";
import { homeLanguageRedirect } from "./app/i18n/negotiate.server";
import { localizeRedirects } from "./app/i18n/localize-redirects.server";

// `npm run build` bundles this file into build/server.js, which `npm start` runs: tsx's module hooks cost the
// long-lived process ~100 MB RSS (DESIGN.md §5). Tests and scripts may still run server.ts through tsx.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.basename(here) === "build" ? path.dirname(here) : here;

// This server only ever serves a production build; React and Remix read NODE_ENV at import time.
process.env.NODE_ENV ??= "production";
// Before anything is written: every file this process creates is 0600, every directory 0700 (DATA_DIR holds the
// database with password hashes and sessions, and the CVs).
restrictNewFiles();
applyLocalSessionSecret();

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  log.fatal((error as Error).message);
  process.exit(1);
}
// DATA_DIR and UPLOAD_DIR 0700, and nothing in them readable by others (older versions left PGlite's files 0666).
secureDirectories([env.DATA_DIR, env.UPLOAD_DIR]);

// A database without staff: the first admin's one-time set-up link, printed once (npm run staff invites more).
// Without an address sign-in would accept, nobody is invited and the log says what to set.
async function printFirstAdminLink() {
  const { inviteFirstAdmin, listStaff } = await import("./app/models/staff.server");
  const firstAdmin = env.staffBootstrapEmail;
  if (!firstAdmin) {
    if ((await listStaff()).length === 0) log.warn(firstAdminAddressMissing(env));
    return;
  }
  const link = await inviteFirstAdmin(firstAdmin);
  if (link) log.info(`staff: no staff account yet. Set up the first admin (${firstAdmin}) within 72 hours at:\n${link}`);
}

// WEB_CONCURRENCY=N with DATABASE_URL: this process prepares the database once, then only looks after N workers,
// each of which runs the rest of this file (app/utils/cluster.server.ts).
if (isClusterPrimary(env.WEB_CONCURRENCY, env.DATABASE_URL)) {
  // The operator's listener is the primary's: metrics summed over the workers, ready while every worker is.
  const { AggregatorRegistry } = await import("prom-client");
  const aggregator = new AggregatorRegistry();
  startOperatorListener({
    host: env.OPERATOR_HOST,
    port: env.OPERATOR_PORT,
    log,
    metrics: async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() }),
    readiness: () => clusterReadiness(env.WEB_CONCURRENCY),
  });
  await runClusterPrimary({
    workers: env.WEB_CONCURRENCY,
    prepare: async () => {
      const { getDatabase, closeDatabase } = await import("./app/db/client.server");
      await getDatabase();
      await printFirstAdminLink();
      await closeDatabase();
    },
  });
}

const buildPath = path.join(root, "build", "index.js");
const build = (await import(buildPath)) as ServerBuild;
const { getDatabase, closeDatabase } = await import("./app/db/client.server");
const { isDatabaseAvailable, readCatalogVersion, versionReadAgeMs } = await import("./app/utils/db-health.server");

// PGlite's WASM heap grows and never shrinks: initdb (a second instance), the migrations and the demo seed on a
// fresh DATA_DIR left this process at ~600 MB for good. A short-lived child does that work, so this process only
// ever opens an existing database. Later migrations are small and run in-process below.
if (!env.DATABASE_URL && !existsSync(path.join(env.DATA_DIR, "pglite", "PG_VERSION"))) {
  const prepare = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "prepare-db.ts")], {
    env: process.env,
    stdio: "inherit",
  });
  if (prepare.status !== 0) {
    log.fatal(`Preparing the embedded database in ${env.DATA_DIR} failed`);
    process.exit(1);
  }
}

// Open (migrate, seed) before listening, so the first visitor never waits on it.
await getDatabase();
// An embedded database opens in one process at a time: scripts/mail.ts reads this and stays away while we run.
const pidFile = env.DATABASE_URL ? null : path.join(env.DATA_DIR, "server.pid");
if (pidFile) writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 });

// In a cluster the primary printed it before starting the workers.
if (!isClusterWorker()) await printFirstAdminLink();

// Old rate-limit counters, dead sessions, spent links and delivered mail are deleted every hour (unref'd timer).
const { startHousekeeping } = await import("./app/models/housekeeping.server");
const housekeeping = startHousekeeping();

// The outbox's delivery worker (app/mail/worker.server.ts): with SMTP_URL it sends; without, messages wait.
const { startMailWorker } = await import("./app/mail/worker.server");
const mailWorker = env.MAIL_WORKER === "true" ? startMailWorker() : null;
if (!env.SMTP_URL) log.info("mail: SMTP_URL is not set, so messages wait in the outbox (npm run mail:list)");

const tileOrigin = (() => {
  try {
    return new URL(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, "a")).origin;
  } catch {
    return "";
  }
})();
const tileHosts = tileOrigin ? [tileOrigin, tileOrigin.replace("://tile.", "://*.tile.")] : [];

// public/'s own entries (the favicon, images): served by express.static below, and labelled "static" in the metrics.
const publicDir = path.join(root, "public");
const publicEntries = new Set(existsSync(publicDir) ? readdirSync(publicDir) : []);

const app = express();
app.disable("x-powered-by");
// X-Forwarded-For/-Host/-Proto count only behind a proxy that sets them (TRUST_PROXY=true); else a client forges them.
app.set("trust proxy", env.trustProxy ? 1 : false);

// Before anything else, what one connection may hold (app/utils/connection-guard.server.ts): its pipelined requests
// go on one at a time, at most MAX_PIPELINED_REQUESTS waiting, and a client that stops taking its answer is cut off.
const connectionGuard = createConnectionGuard({
  maxPipelined: env.MAX_PIPELINED_REQUESTS,
  stallMs: env.SEND_STALL_MS,
  minBytesPerSecond: env.SEND_MIN_BYTES_PER_S,
  onClose: (reason, socket) => log.warn({ reason, client: socket.remoteAddress }, `connection closed: ${reason === "pipelined" ? "too many pipelined requests" : "its client stopped taking its answer"}`),
});
app.use(connectionGuard.middleware);

// Each request's id (X-Request-Id) on every log line made for it, and one line when it is over.
app.use(createRequestLogging({ trustProxy: env.trustProxy }));

// Requests by route and status, and their time, for the operator's /metrics.
const routeOf = createRouteLabeller(build.routes);
const metricsRoute = (req: Request) => {
  const pathname = req.originalUrl.split("?", 1)[0];
  if (pathname.startsWith("/build/")) return "assets";
  if (pathname === "/healthz" || pathname === "/readyz") return "health";
  if (publicEntries.has(pathname.split("/", 2)[1] ?? "")) return "static";
  return routeOf(pathname);
};
// The sources are read at each scrape (the bounds below are made further on).
const metrics = createMetrics(
  {
    admission: () => admission.stats(),
    openRequests: () => openRequests.stats(),
    loopDelay: () => loopDelayShed.stats(),
    connections: () => connectionGuard.stats(),
    pageCache: () => pageCache.stats(),
    database: async () => (await getDatabase()).connections(),
    outbox: async () => (await import("./app/models/outbox-stats.server")).outboxStats(),
    ready: () => readiness(),
  },
  { routeOf: metricsRoute },
);
app.use(metrics.middleware);

// Then at most MAX_OPEN_REQUESTS requests held at once, whatever each waits for (a flood of cached-page requests
// waiting for the catalogue's version can run the heap out), and MAX_OPEN_REQUESTS_PER_CLIENT of one client address
// (the socket's, or with TRUST_PROXY the proxy's X-Forwarded-For). The public health checks count like any request:
// the operator's listener answers the orchestrator whatever the public port holds.
const openRequests = createOpenRequestBound({
  max: env.MAX_OPEN_REQUESTS,
  maxPerClient: env.MAX_OPEN_REQUESTS_PER_CLIENT,
  log: (line) => log.warn(line),
});
app.use(openRequests.middleware);

// Fingerprinted build assets never change: cached for a year, and served ahead of the page headers. A page loads
// up to 15 of them; the CSP and the other document headers (some 900 bytes each time) mean nothing on a script,
// so only nosniff and the resource policy go with them. Scripts and styles go out as the build compressed them
// (brotli or gzip, precompressed.server.ts), the rest through compression().
const assetHeaders = (res: Response) => {
  res.set(cacheHeaders("asset"));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
};
app.use(
  "/build",
  precompressed(path.join(root, "public", "build"), assetHeaders),
  compression(),
  // Never revalidated (immutable, and a new build gives new names), so no ETag or Last-Modified to carry.
  express.static(path.join(root, "public", "build"), { index: false, etag: false, lastModified: false, setHeaders: assetHeaders }),
  // A name the build does not have: a short 404, not a page rendered for each (a stranger's thousand made-up names).
  (_req: Request, res: Response) => {
    res.status(404).set(cacheHeaders("no-store")).type("text/plain").send("Not found");
  },
);

// Server time to the first byte, for the bench (SERVER_TIMING=true), and the part of it spent in catalogue queries
// (search, filters, pages: `catalog`): set as the headers go out, so a cached page's copy carries this request's
// time, not the one it was made in.
if (env.SERVER_TIMING === "true") {
  app.use((_req, res, next) => {
    const started = process.hrtime.bigint();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      if (!res.headersSent) {
        const catalog = catalogQueryMs();
        const app = `app;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(2)}`;
        res.setHeader("Server-Timing", catalog === undefined ? app : `${app}, catalog;dur=${catalog.toFixed(2)}`);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });
}

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});

app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        // Leaflet positions tiles with style attributes and sonner injects its stylesheet.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...tileHosts],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
      },
    },
    strictTransportSecurity: env.NODE_ENV === "production" ? { maxAge: 63072000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);

app.use(compression());

// A 304 must not carry a fresh CSP nonce: the browser keeps the cached page, whose scripts carry the old one,
// and would apply the new header to it. Without the header the stored one (matching the page) stays.
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (res.statusCode === 304 || args[0] === 304) res.removeHeader("Content-Security-Policy");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
});

// Load shedding (app/utils/admission.server.ts), made here so that readiness and the metrics can report it; used
// after the page cache.
const admission = createAdmission({
  maxActive: env.MAX_ACTIVE_REQUESTS,
  maxQueue: env.MAX_QUEUED_REQUESTS,
  maxWaitMs: env.MAX_QUEUE_WAIT_MS,
  maxHoldMs: env.MAX_READ_HOLD_MS,
  trackWork: true,
  log: (line) => log.warn(line),
});
// Reads shed while the event loop runs late with every slot taken (app/utils/admission.server.ts); used after the files.
const loopDelayShed = createLoopDelayShed({ boundMs: env.SHED_LOOP_DELAY_MS, slots: env.MAX_ACTIVE_REQUESTS });

// public/'s own files (the favicon, images). Only a path under one of its entries asks the disk: every other request
// (pages, the API) went through a stat of a file that is not there, a thread-pool round trip each.
const servePublic = express.static(publicDir, { index: false, setHeaders: (res) => res.set(cacheHeaders("static")) });
app.use((req, res, next) => {
  const first = req.path.split("/", 2)[1];
  let entry = first;
  try {
    entry = decodeURIComponent(first);
  } catch {
    // Not a name in public/ then: express.static would refuse it too.
  }
  if (publicEntries.has(entry)) servePublic(req, res, next);
  else next();
});

// Over capacity the excess waits unread while the loop is busy: once read, a page or API read is answered 503 at once
// while the loop runs later than SHED_LOOP_DELAY_MS with every slot taken, before the page cache or anything costly.
app.use(loopDelayShed.middleware);

// The public port's health checks say the status and nothing more (no counts, no reasons), within every bound above;
// an orchestrator or proxy asks the operator's listener instead (docs/operations.md § The operator's listener).
app.get("/healthz", (_req, res) => {
  res.set(cacheHeaders("no-store")).json({ status: "ok" });
});
app.get("/readyz", async (_req, res) => {
  const { ready } = await readiness();
  res.set(cacheHeaders("no-store"));
  if (ready) res.json({ status: "ok" });
  else res.status(503).set("Retry-After", "5").json({ status: "unavailable" });
});

// /api: CORS closed unless CORS_ORIGINS lists the origin; preflights end here.
app.use("/api", (req: Request, res: Response, next: NextFunction) => {
  const cors = corsFor(req.method, req.headers, env.corsOrigins);
  res.set(cors.headers);
  if (!cors.preflight) return next();
  res.status(cors.allowed ? 204 : 403).set(cacheHeaders("no-store")).end();
});

// Every state-changing request must come from this site (or carry no browser origin at all, like curl).
app.use((req: Request, res: Response, next: NextFunction) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  if (isSameOriginRequest(req.headers, env.PUBLIC_ORIGIN, env.trustProxy)) {
    // Remix compares the Origin with X-Forwarded-Host (from anyone) or Host itself, and answers a mismatch with a 500:
    // a form posted to this site's address through a proxy that rewrites Host, or to one instance of a fleet by its
    // own address. The Origin is checked above; Remix is told the host it was sent to.
    const originHost = originHostOf(req.headers.origin);
    if (originHost) req.headers["x-forwarded-host"] = originHost;
    return next();
  }
  if (req.path.startsWith("/api/") && corsFor(req.method, req.headers, env.corsOrigins).allowed) return next();
  res.status(403).type("text/plain").send("Cross-origin request refused");
});

// The rate limits key on the client's address; only Express knows the socket's (or the trusted proxy's).
app.use((req, _res, next) => {
  req.headers["x-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
});

// Every body goes through one policy (bytes, fields, parts, files by route kind), counted as it streams in.
app.use(bodyLimit);

// One catalog_version read per request, shared by every cached list and index the request asks.
app.use((_req, _res, next) => withRequestVersion(next));

// A first visit to / in Arabic goes to /ar (before the page cache, which keys on the address alone).
app.use(homeLanguageRedirect);

// The Arabic pages' redirects stay in Arabic.
app.use(localizeRedirects);

// Anonymous public pages are rendered once per few seconds under load, and dropped by a staff write that succeeded
// (every other post changes nothing an anonymous visitor sees; another process's writes move catalog_version).
const pageCache = createPageCache({
  isAvailable: isDatabaseAvailable,
  version: readCatalogVersion,
  changesContent: (req) => req.path.startsWith("/staff/"),
});
app.use(pageCache.middleware);

// Load shedding: past MAX_ACTIVE_REQUESTS reads at once, more wait (bounded in number and time) or get a 503 at once.
app.use(admission.middleware);

// The admission's queue admits a waiting read from another request's callback: the read's own log context again.
app.use(continueInRequestContext);

const remix = createRequestHandler(build, env.NODE_ENV);
// Remix reads the body the policy let through (remixRequest), never the Node request's stream. Once the answer is
// written or the render given up, the read's work is over.
app.all("*", async (req, res, next) => {
  try {
    const response = await remix(remixRequest(req, res), { cspNonce: res.locals.cspNonce as string });
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  } catch (error) {
    next(error);
  } finally {
    workDone(res);
  }
});

const server: Server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info(`Server listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`);
});
server.keepAliveTimeout = 65_000;
connectionGuard.watch(server);

/**
 * Ready while this process can serve: its event loop runs less than READY_LOOP_DELAY_MS late, the database answered
 * its last ping (isDatabaseAvailable: at most one a second, 2 s each), the catalogue's version read (which every
 * cached page waits for on PostgreSQL) has not run longer than READY_STUCK_MS, and fewer than nine tenths of
 * MAX_OPEN_REQUESTS are held. Not how slowly its clients read: their answers hold no slot. An orchestrator replaces a
 * process that stays unready.
 */
const READY_STUCK_MS = 10_000;
const READY_LOOP_DELAY_MS = 2_000;
async function readiness(): Promise<Readiness> {
  const counts = {
    admission: admission.stats(),
    openRequests: openRequests.stats(),
    loopDelay: loopDelayShed.stats(),
    connections: connectionGuard.stats(),
    versionReadMs: versionReadAgeMs(),
  };
  const unready = (reason: string): Readiness => ({ ready: false, reason, counts });
  if (counts.loopDelay.recentMs > READY_LOOP_DELAY_MS) return unready(`the event loop runs ${counts.loopDelay.recentMs} ms late`);
  if (counts.versionReadMs > READY_STUCK_MS) return unready("the catalogue's version read is stuck");
  if (counts.openRequests.open >= 0.9 * counts.openRequests.max) return unready("open requests are near their bound");
  if (!(await isDatabaseAvailable())) return unready("the database does not answer");
  return { ready: true, counts };
}

// In a cluster the primary's listener asks each worker (clusterReadiness) and gathers their metrics; alone, this
// process has its own.
if (isClusterWorker()) {
  answerReadinessQuestions(readiness);
  const { AggregatorRegistry } = await import("prom-client");
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metrics.registry]);
}
const operator = isClusterWorker()
  ? null
  : startOperatorListener({
      host: env.OPERATOR_HOST,
      port: env.OPERATOR_PORT,
      log,
      readiness,
      metrics: async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }),
    });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received: finishing requests in flight`);
  const force = setTimeout(() => {
    log.error("Requests did not finish in 10 s; stopping anyway");
    process.exit(1);
  }, 10_000);
  force.unref();
  housekeeping.stop();
  connectionGuard.stop();
  const operatorClosed = operator?.close();
  const mailStopped = mailWorker?.stop().catch((error) => log.error({ err: error }, "stopping the mail worker"));
  server.close(async () => {
    await mailStopped;
    if (pidFile) rmSync(pidFile, { force: true });
    await operatorClosed;
    await closeDatabase().catch((error) => log.error({ err: error }, "closing the database"));
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
