/**
 * Load shedding: at most `maxActive` page and API reads are worked on at once; more wait in a queue of at
 * most `maxQueue`, each for at most `maxWaitMs`. A read that finds the queue full, or waits too long, is answered
 * 503 with Retry-After at once, instead of queueing for minutes behind everyone else and timing out anyway.
 *
 * Posts are always admitted and counted: a visitor's form is acknowledged only once it is stored, and a 503 would
 * throw away what they typed. Health checks and static files are answered before this runs.
 *
 * A slot stands for work: it is given back once the handler has produced the body, that is when the body has been
 * written out in full (`res.end`) or as soon as a write has to wait for the client (a `false` from `res.write`).
 * How fast the client reads never holds a slot (33 sockets that asked for the sitemap and never read once held
 * all 32 slots); the connection guard (connection-guard.server.ts) bounds how long a client may keep its answer waiting.
 *
 * Every slot is given back exactly once, on whichever comes first of that, the response's finish or close, the
 * connection's close (request-over.server.ts: on-finished misses a pipelined request whose connection closed) or the
 * handler's `workDone`. A read whose visitor went away before this point (while the page cache waited for the
 * catalogue's version) is dropped before it takes a slot or a place in the queue. And no slot is held longer than
 * `maxHoldMs`: past it the read is logged with its address and its slot released (the work itself ends by its own
 * bounds: the database's statement timeout, the render's abort).
 */
import type { NextFunction, Request, Response } from "express";
import { log as logger, loggedPath } from "./log.server";
import { isRequestOver, onRequestOver } from "./request-over.server";

interface AdmissionOptions {
  maxActive: number;
  maxQueue: number;
  maxWaitMs: number;
  /** A slot held longer is released, and the read logged (default 30 s). */
  maxHoldMs?: number;
  /** Seconds in the Retry-After of a refused read. */
  retryAfter?: number;
  log?: (line: string) => void;
  now?: () => number;
  /** The handler calls `workDone(res)` when a read's work is over (server.ts wraps the Remix handler). */
  trackWork?: boolean;
}

const WORK_DONE = "admissionWorkDone";
const BUSY = "The site is busy. Please try again in a moment.";

/** Tells the admission that this read's work is over (its visitor may have left long before): its slot may go. */
export function workDone(res: Response) {
  (res.locals[WORK_DONE] as (() => void) | undefined)?.();
}

/** What operators read (the operator's /readyz and /metrics, docs/operations.md): now, and counted since the process started. */
interface AdmissionStats {
  maxActive: number;
  active: number;
  queued: number;
  /** How long the oldest slot in use has been held, in ms (0 when none is). */
  oldestActiveMs: number;
  admitted: number;
  /** Refused at once: the queue was full. */
  refusedQueueFull: number;
  /** Refused after waiting maxWaitMs in the queue. */
  refusedWaitedTooLong: number;
  /** Visitors gone before their read was admitted (in the queue or before it). */
  abandoned: number;
  /** Slots released by the maxHoldMs bound. */
  overheld: number;
}

export function createAdmission({
  maxActive,
  maxQueue,
  maxWaitMs,
  maxHoldMs = 30_000,
  retryAfter = 2,
  log = (line) => logger.warn(line),
  now = Date.now,
  trackWork = false,
}: AdmissionOptions) {
  /** The slots in use: each one's start, keyed by its release. */
  const slots = new Map<() => void, number>();
  const queue: { admit: () => void; timer: NodeJS.Timeout }[] = [];
  const counts = { admitted: 0, refusedQueueFull: 0, refusedWaitedTooLong: 0, abandoned: 0, overheld: 0 };

  const admitNext = () => {
    while (slots.size < maxActive) {
      const next = queue.shift();
      if (!next) return;
      clearTimeout(next.timer);
      next.admit();
    }
  };

  const refuse = (req: Request, res: Response) => {
    res.status(503).set({ "Retry-After": String(retryAfter), "Cache-Control": "no-store" });
    if (req.path.startsWith("/api/")) res.json({ detail: BUSY });
    else res.type("text/plain").send(BUSY);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (isRequestOver(req, res)) {
      counts.abandoned++;
      return;
    }
    const admit = () => {
      if (isRequestOver(req, res)) {
        counts.abandoned++;
        return admitNext();
      }
      counts.admitted++;
      const release = () => {
        clearTimeout(bound);
        if (slots.delete(release)) admitNext();
      };
      const bound = setTimeout(() => {
        counts.overheld++;
        log(`admission: a read held its slot for longer than ${maxHoldMs} ms, released: ${req.method} ${loggedPath(req.originalUrl)}`);
        release();
      }, maxHoldMs);
      bound.unref();
      slots.set(release, now());
      // The body produced gives the slot back: written out in full, or a write that waits for the client.
      const write = res.write;
      const end = res.end;
      res.write = function (this: Response, ...args: unknown[]) {
        const more = (write as (...a: unknown[]) => boolean).apply(this, args);
        if (!more) release();
        return more;
      } as typeof res.write;
      res.end = function (this: Response, ...args: unknown[]) {
        release();
        return (end as (...a: unknown[]) => Response).apply(this, args);
      } as typeof res.end;
      // A visitor who leaves mid-answer does not end the work the read started (loaders, queries, the render): with
      // `trackWork`, the slot is kept until the handler says it is done (workDone below), so that abandoned work
      // still counts against the limit and a burst of visitors who give up cannot pile up more work than the slots
      // allow. maxHoldMs bounds it either way.
      let gone = false;
      let worked = !trackWork;
      onRequestOver(req, res, () => {
        gone = true;
        if (worked || res.writableFinished) release();
      });
      res.locals[WORK_DONE] = () => {
        worked = true;
        if (gone) release();
      };
      next();
    };
    const isRead = req.method === "GET" || req.method === "HEAD";
    if (!isRead || (slots.size < maxActive && queue.length === 0)) return admit();
    if (queue.length >= maxQueue) {
      counts.refusedQueueFull++;
      return refuse(req, res);
    }
    const entry = {
      admit,
      timer: setTimeout(() => {
        const at = queue.indexOf(entry);
        if (at >= 0) queue.splice(at, 1);
        counts.refusedWaitedTooLong++;
        refuse(req, res);
      }, maxWaitMs),
    };
    queue.push(entry);
    // A visitor who gave up while waiting leaves the queue.
    onRequestOver(req, res, () => {
      const at = queue.indexOf(entry);
      if (at >= 0) {
        queue.splice(at, 1);
        clearTimeout(entry.timer);
        counts.abandoned++;
      }
    });
  };

  const stats = (): AdmissionStats => {
    const oldest = slots.size ? Math.min(...slots.values()) : undefined;
    return { maxActive, active: slots.size, queued: queue.length, oldestActiveMs: oldest === undefined ? 0 : now() - oldest, ...counts };
  };

  return { middleware, stats };
}

/** The 503 of the bounds that run before Express's helpers would: written in one go, plain text or JSON under /api/. */
function sendBusy(req: Request, res: Response, retryAfter: number) {
  const api = req.path.startsWith("/api/");
  res.writeHead(503, {
    "Retry-After": String(retryAfter),
    "Cache-Control": "no-store",
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(api ? JSON.stringify({ detail: BUSY }) : BUSY);
}

interface OpenRequestBoundOptions {
  /** Requests this process holds at once, whatever they wait for. */
  max: number;
  /** Requests one client address holds at once (the open requests' key is `clientOf`). */
  maxPerClient?: number;
  /** The client's address (Express's req.ip: the socket's, or the trusted proxy's X-Forwarded-For). */
  clientOf?: (req: Request) => string;
  /** A request counted longer is no longer counted (its work ends by its own bounds), default 10 minutes. */
  maxHoldMs?: number;
  retryAfter?: number;
  /** Paths answered whatever the count. */
  exempt?: (path: string) => boolean;
  log?: (line: string) => void;
}

/**
 * A count of what is held, released exactly once per request: on whichever comes first of the request being over
 * (request-over.server.ts) and `maxHoldMs`. Returns the release.
 */
function holdUntilOver(req: Request, res: Response, maxHoldMs: number, release: (overheld: boolean) => void) {
  let done = false;
  const once = (overheld: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    release(overheld);
  };
  const timer = setTimeout(() => once(true), maxHoldMs);
  timer.unref();
  onRequestOver(req, res, () => once(false));
}

/**
 * A bound on every request this process holds at once, before anything else runs. Each one held keeps its
 * socket, its request and its response in memory, and the slots above bound only the reads that reach the renderer:
 * on PostgreSQL every anonymous page first waits for the catalogue's version read (the page cache), and 4,300
 * requests a second for a cached page held so many there that the server ran past its heap and crashed. Past `max`,
 * a request is answered 503 with Retry-After at once, which costs less than what it would have held.
 */
export function createOpenRequestBound({
  max,
  maxPerClient = max,
  clientOf = (req) => req.ip ?? req.socket.remoteAddress ?? "",
  maxHoldMs = 10 * 60_000,
  retryAfter = 2,
  exempt = () => false,
  log = (line) => logger.warn(line),
}: OpenRequestBoundOptions) {
  let open = 0;
  const counts = { refused: 0, refusedClient: 0, overheld: 0 };
  /** Open requests by client address (only those with one open). */
  const byClient = new Map<string, number>();
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (exempt(req.path)) return next();
    if (open >= max) {
      counts.refused++;
      return sendBusy(req, res, retryAfter);
    }
    const client = clientOf(req);
    const ofClient = byClient.get(client) ?? 0;
    if (ofClient >= maxPerClient) {
      counts.refusedClient++;
      return sendBusy(req, res, retryAfter);
    }
    open++;
    byClient.set(client, ofClient + 1);
    holdUntilOver(req, res, maxHoldMs, (overheld) => {
      open--;
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
      if (overheld) {
        counts.overheld++;
        log(`open requests: a request held for longer than ${maxHoldMs} ms is no longer counted: ${req.method} ${req.path}`);
      }
    });
    next();
  };
  /** Now, and counted since the process started (the operator's listener shows them). */
  const stats = () => ({ max, maxPerClient, open, clients: byClient.size, ...counts });
  return { middleware, stats };
}

/** How often the heartbeat beats, and how long a late beat counts (createLoopDelayMonitor). */
const BEAT_MS = 50;
const DELAY_WINDOW_MS = 250;

/**
 * How late the event loop runs, from a heartbeat: a timer due every `intervalMs` notes how late it fired. The recent
 * delay is the most a beat was late in about the last `windowMs` (the last beat counts until the next one, however
 * far apart they are), or how overdue the next beat is now, whichever is more. The overdue part is why this is a
 * timer of our own and not perf_hooks' monitorEventLoopDelay: its histogram also learns of a late loop only when its
 * own timer fires, so the requests read in the same turn as a long render would pass unseen, and keeping a recent
 * value would need a timer to reset it anyway. The window keeps a loaded loop, whose beats come one per long turn
 * with a short turn now and then, from flipping between shedding and not at every beat.
 */
export function createLoopDelayMonitor({ intervalMs = BEAT_MS, windowMs = DELAY_WINDOW_MS, now = () => performance.now() } = {}) {
  let lastBeat = now();
  let peak = 0;
  let peakAt = lastBeat;
  const beat = () => {
    const at = now();
    const late = Math.max(0, at - lastBeat - intervalMs);
    lastBeat = at;
    if (late >= peak || at - peakAt > windowMs) {
      peak = late;
      peakAt = at;
    }
  };
  const recentMs = () => Math.max(peak, now() - lastBeat - intervalMs);
  return { beat, recentMs };
}

interface LoopDelayShedOptions {
  /** Shed while the loop runs later than this, in ms; 0 never sheds (the delay is still measured for /readyz). */
  boundMs: number;
  /** Requests worked on at once (MAX_ACTIVE_REQUESTS): one that finds fewer open past this point is never shed. */
  slots: number;
  retryAfter?: number;
  /** Paths never shed (the health checks). */
  exempt?: (path: string) => boolean;
  /** The loop's recent delay in ms; by default a heartbeat measures it (createLoopDelayMonitor). */
  recentDelayMs?: () => number;
  /** A request counted longer is no longer counted, default 10 minutes. */
  maxHoldMs?: number;
}

/**
 * Sheds page and API reads while the event loop runs late and the process has a backlog. While the loop is
 * busy (renders, searches on the embedded database), new requests wait unread where no bound sees them: in the socket
 * buffers of open connections, and new connections in the kernel's accept queue (libuv accepts one connection per
 * turn of the loop). Once read, each one admitted costs a full render, so over capacity most of the excess waited
 * until its visitor gave up. A read that arrives while the loop has been more than `boundMs` late, and finds `slots`
 * requests or more open past this point (so it would wait for a slot anyway), is answered 503 with Retry-After at
 * once, which costs almost nothing (this runs before the page cache), so the loop turns sooner to the next.
 *
 * Both conditions, because one long block is not overload: the catalogue's build after a start or a change (some
 * 1.3 s), a long garbage collection. A read that finds a slot free is always served, so a lone visitor behind a cold
 * start never gets a 503. Posts are never shed (a visitor's form is not thrown away), nor `exempt` paths. What waits
 * in the accept queue is not counted as open: a flood of one new connection per request can stay under `slots`.
 *
 * Its own factory rather than a mode of the open-request bound: that one runs before anything else, build assets and
 * the health checks included, and counts every request; this one runs after the files and counts only what is
 * worked on behind it.
 */
export function createLoopDelayShed({ boundMs, slots, retryAfter = 2, exempt = () => false, recentDelayMs, maxHoldMs = 10 * 60_000 }: LoopDelayShedOptions) {
  let heartbeat: NodeJS.Timeout | undefined;
  if (!recentDelayMs) {
    const monitor = createLoopDelayMonitor();
    heartbeat = setInterval(monitor.beat, BEAT_MS);
    heartbeat.unref();
    recentDelayMs = monitor.recentMs;
  }
  const delayMs = recentDelayMs;
  let open = 0;
  let refused = 0;
  const shedding = () => boundMs > 0 && open >= slots && delayMs() > boundMs;

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (exempt(req.path)) return next();
    if ((req.method === "GET" || req.method === "HEAD") && shedding()) {
      refused++;
      return sendBusy(req, res, retryAfter);
    }
    open++;
    holdUntilOver(req, res, maxHoldMs, () => open--);
    next();
  };
  /** Now, and counted since the process started (the operator's listener shows them). */
  const stats = () => ({ boundMs, recentMs: Math.round(delayMs()), shedding: shedding(), open, refused });
  return { middleware, stats, stop: () => clearInterval(heartbeat) };
}
