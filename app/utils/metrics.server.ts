/**
 * The process's Prometheus metrics (prom-client), served only on the operator's listener (operator.server.ts;
 * every name and its meaning: docs/operations.md § Metrics).
 *
 * Requests are counted as they end, by route: the Remix route that answered (its id, e.g. `routes/_public.solutions`),
 * or `assets`, `static`, `health` and `unmatched`, so the number of series stays that of the routes whatever
 * addresses clients make up. The rest is read from the bounds' own counts when Prometheus scrapes: one source for
 * each number, the same the bounds act on. In a cluster each worker keeps its own and the primary's listener sums
 * them (prom-client's AggregatorRegistry); the few that are not sums say how they combine (`aggregator`).
 */
import type { NextFunction, Request, Response } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Aggregator } from "prom-client";
import { onRequestOver } from "./request-over.server";

interface MetricSources {
  admission: () => {
    maxActive: number;
    active: number;
    queued: number;
    admitted: number;
    refusedQueueFull: number;
    refusedWaitedTooLong: number;
    abandoned: number;
    overheld: number;
  };
  openRequests: () => { max: number; open: number; refused: number; refusedClient: number; overheld: number };
  loopDelay: () => { recentMs: number; refused: number };
  connections: () => { connections: number; waiting: number; pipelinedClosed: number; stalledClosed: number };
  pageCache: () => { entries: number; bytes: number; hits: number; misses: number; drops: number };
  database: () => Promise<{ max: number; total: number; idle: number; waiting: number } | null>;
  /** Read at most every few seconds (a query): the outbox is the database's, the same from every worker. */
  outbox: () => Promise<{ pending: number; failed: number; oldestPendingSeconds: number }>;
  ready: () => Promise<{ ready: boolean }>;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const OUTBOX_EVERY_MS = 5000;

export function createMetrics(sources: MetricSources, { routeOf }: { routeOf: (req: Request) => string }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route, method and status (status 0: the client went before an answer was sent).",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "From the request's arrival to the end of its answer (or its client's leaving), by route and method.",
    labelNames: ["route", "method"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  /** A gauge read from a source at each scrape. */
  const gauge = (name: string, help: string, read: () => number | Promise<number>, aggregator: Aggregator = "sum") =>
    new Gauge({
      name,
      help,
      aggregator,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  /** A counter whose total a source keeps (the bounds count since the process started). */
  const total = <L extends string>(name: string, help: string, labelName: L | null, read: () => Record<string, number>) =>
    new Counter({
      name,
      help,
      labelNames: labelName ? [labelName] : [],
      registers: [registry],
      collect() {
        this.reset();
        for (const [label, value] of Object.entries(read())) {
          if (labelName) this.labels({ [labelName]: label } as Record<L, string>).inc(value);
          else this.inc(value);
        }
      },
    });

  gauge("admission_slots_max", "Reads worked on at once at most (MAX_ACTIVE_REQUESTS).", () => sources.admission().maxActive);
  gauge("admission_slots_active", "Reads being worked on now (a slot is given back once the body is produced).", () => sources.admission().active);
  gauge("admission_queue_length", "Reads waiting for a slot now.", () => sources.admission().queued);
  total("admission_admitted_total", "Reads given a slot.", null, () => ({ all: sources.admission().admitted }));
  total("admission_refused_total", "Reads answered 503: the queue was full, or they waited MAX_QUEUE_WAIT_MS.", "reason", () => ({
    queue_full: sources.admission().refusedQueueFull,
    waited_too_long: sources.admission().refusedWaitedTooLong,
  }));
  total("admission_abandoned_total", "Reads whose client went before they had a slot.", null, () => ({ all: sources.admission().abandoned }));
  total("admission_overheld_total", "Slots taken back after MAX_READ_HOLD_MS.", null, () => ({ all: sources.admission().overheld }));

  gauge("open_requests", "Requests this process holds now, of any kind.", () => sources.openRequests().open);
  gauge("open_requests_max", "Requests held at once at most (MAX_OPEN_REQUESTS).", () => sources.openRequests().max);
  total("open_requests_refused_total", "Requests answered 503 at once: the process's bound, or one client address's.", "scope", () => ({
    process: sources.openRequests().refused,
    client: sources.openRequests().refusedClient,
  }));
  total("open_requests_overheld_total", "Requests no longer counted after their maximum hold.", null, () => ({ all: sources.openRequests().overheld }));

  gauge("event_loop_delay_seconds", "How late the event loop runs now (the most a 50 ms heartbeat was late in the last 250 ms).", () => sources.loopDelay().recentMs / 1000, "max");
  total("load_shed_total", "Reads answered 503 at once while the event loop ran later than SHED_LOOP_DELAY_MS with every slot taken.", null, () => ({
    all: sources.loopDelay().refused,
  }));

  gauge("connections_open", "Client connections open now.", () => sources.connections().connections);
  gauge("pipelined_requests_waiting", "Requests waiting behind the one being answered on their connection.", () => sources.connections().waiting);
  total("connections_closed_total", "Connections closed by the connection guard: too many pipelined requests, or a client that stopped taking its answer.", "reason", () => ({
    pipelined: sources.connections().pipelinedClosed,
    stalled: sources.connections().stalledClosed,
  }));

  gauge("page_cache_entries", "Anonymous pages kept now.", () => sources.pageCache().entries);
  gauge("page_cache_bytes", "What the kept pages take, counted at two bytes a character.", () => sources.pageCache().bytes);
  total("page_cache_hits_total", "Pages answered from a kept copy (304s included).", null, () => ({ all: sources.pageCache().hits }));
  total("page_cache_misses_total", "Cacheable pages rendered because no current copy was kept.", null, () => ({ all: sources.pageCache().misses }));
  total("page_cache_drops_total", "Times every copy was dropped (a staff write that succeeded).", null, () => ({ all: sources.pageCache().drops }));

  new Gauge({
    name: "db_connections",
    help: "Database connections of this process, by state (PGlite: one, counted as in use).",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const pool = await sources.database();
      if (!pool) return;
      this.labels({ state: "idle" }).set(pool.idle);
      this.labels({ state: "in_use" }).set(pool.total - pool.idle);
    },
  });
  gauge("db_connections_max", "Database connections this process may open.", async () => (await sources.database())?.max ?? 0);
  gauge("db_queries_waiting", "Queries waiting for a free database connection.", async () => (await sources.database())?.waiting ?? 0);

  let outbox: { at: number; value: Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> } | undefined;
  const readOutbox = () => {
    if (!outbox || Date.now() - outbox.at > OUTBOX_EVERY_MS) {
      const value = sources.outbox();
      outbox = { at: Date.now(), value };
      value.catch(() => (outbox = undefined));
    }
    return outbox.value;
  };
  // The database's, not the process's: every worker reads the same, so a cluster's primary takes the largest.
  gauge("outbox_pending_messages", "Messages waiting in the outbox to be delivered.", async () => (await readOutbox()).pending, "max");
  gauge("outbox_failed_messages", "Messages the outbox gave up on (npm run mail:list shows them).", async () => (await readOutbox()).failed, "max");
  gauge("outbox_oldest_pending_age_seconds", "How long the oldest waiting message has waited.", async () => (await readOutbox()).oldestPendingSeconds, "max");

  gauge("ready", "1 while this process is ready to serve (GET /readyz on the operator's listener), else 0; in a cluster the least of its workers'.", async () => ((await sources.ready()).ready ? 1 : 0), "min");

  /** Express middleware, early: counts each request once it is over. */
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    onRequestOver(req, res, () => {
      const route = routeOf(req);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.headersSent ? String(res.statusCode) : "0";
      requests.labels({ route, method: req.method, status }).inc();
      durations.labels({ route, method: req.method }).observe(seconds);
    });
    next();
  };

  return { registry, middleware };
}
