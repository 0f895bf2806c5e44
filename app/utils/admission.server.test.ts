import net, { type AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createAdmission, createLoopDelayMonitor, createLoopDelayShed, createOpenRequestBound, workDone } from "./admission.server";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? (server.close(() => resolve()), server.closeAllConnections()) : resolve())));

/**
 * A server whose handler holds each request until the test lets it go. A read of /late reaches the admission only
 * once its visitor has gone, as one may while the page cache waits for the catalogue's version before it.
 */
async function start(options: Parameters<typeof createAdmission>[0]) {
  const admission = createAdmission(options);
  const served = await serve((app) => {
    app.use("/late", (_req, res, next) => {
      res.once("close", () => setTimeout(next, 10));
    });
    app.use(admission.middleware);
  });
  return { ...served, admission };
}

/** An app with `setUp`'s middleware, then a handler that holds every request until the test answers it. */
async function serve(setUp: (app: express.Express) => void) {
  const held: (() => void)[] = [];
  const app = express();
  setUp(app);
  app.all("*", (_req, res) => {
    held.push(() => res.type("text/plain").send("done"));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((r) => setTimeout(r, 5));
  };
  return { base, held, until };
}

describe("load shedding", () => {
  it("works on at most maxActive reads, queues the next ones and admits them in turn", async () => {
    const { base, held, admission, until } = await start({ maxActive: 2, maxQueue: 5, maxWaitMs: 5000 });
    const answers = [1, 2, 3].map(() => fetch(`${base}/solutions`));
    await until(() => held.length === 2 && admission.stats().queued === 1);
    held.shift()!();
    await until(() => held.length === 2);
    held.splice(0).forEach((release) => release());
    const responses = await Promise.all(answers);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(admission.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it("answers 503 with Retry-After at once when the queue is full, in JSON under /api", async () => {
    const { base, held, until } = await start({ maxActive: 1, maxQueue: 1, maxWaitMs: 5000 });
    const first = fetch(`${base}/`);
    await until(() => held.length === 1);
    const second = fetch(`${base}/search?q=x`);
    const page = await fetch(`${base}/solutions`);
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("2");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(await page.text()).toBe("The site is busy. Please try again in a moment.");
    const api = await fetch(`${base}/api/v1/petrochemicals_catalog/solutions/`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ detail: "The site is busy. Please try again in a moment." });
    held.shift()!();
    await until(() => held.length === 1);
    held.shift()!();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it("answers 503 to a read that waited longer than maxWaitMs, and never sheds a post", async () => {
    const { base, held, admission, until } = await start({ maxActive: 1, maxQueue: 10, maxWaitMs: 50 });
    const first = fetch(`${base}/`);
    await until(() => held.length === 1);
    const waited = await fetch(`${base}/solutions`);
    expect(waited.status).toBe(503);
    expect(admission.stats().queued).toBe(0);
    // A form post goes through even past the limit: what the visitor typed is not thrown away.
    const post = fetch(`${base}/contact`, { method: "POST", body: "message=hello", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    await until(() => held.length === 2);
    held.splice(0).forEach((release) => release());
    expect((await post).status).toBe(200);
    expect((await first).status).toBe(200);
  });

  it("forgets a queued read whose visitor went away", async () => {
    const { base, held, admission, until } = await start({ maxActive: 1, maxQueue: 10, maxWaitMs: 5000 });
    const first = fetch(`${base}/`);
    await until(() => held.length === 1);
    const controller = new AbortController();
    const gone = fetch(`${base}/solutions`, { signal: controller.signal }).catch(() => "aborted");
    await until(() => admission.stats().queued === 1);
    controller.abort();
    expect(await gone).toBe("aborted");
    await until(() => admission.stats().queued === 0);
    held.shift()!();
    expect((await first).status).toBe(200);
    expect(admission.stats()).toMatchObject({ active: 0, queued: 0, abandoned: 1 });
  });

  it("takes no slot for a read whose visitor went away before it reached the admission, nor queues it", async () => {
    const { base, held, admission, until } = await start({ maxActive: 1, maxQueue: 10, maxWaitMs: 5000 });
    for (let i = 0; i < 3; i++) {
      const controller = new AbortController();
      const gone = fetch(`${base}/late`, { signal: controller.signal }).catch(() => "aborted");
      await new Promise((r) => setTimeout(r, 20));
      controller.abort();
      expect(await gone).toBe("aborted");
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(admission.stats()).toMatchObject({ active: 0, queued: 0, abandoned: 3 });
    expect(held).toHaveLength(0);
    // The one slot is free for the next visitor.
    const next = fetch(`${base}/solutions`);
    await until(() => held.length === 1);
    held.shift()!();
    expect((await next).status).toBe(200);
  });

  it("releases a slot held past maxHoldMs, says which read held it (its path, never its query), and counts it", async () => {
    const errors: string[] = [];
    const { base, held, admission, until } = await start({ maxActive: 1, maxQueue: 10, maxWaitMs: 5000, maxHoldMs: 50, log: (line) => errors.push(line) });
    const stuck = fetch(`${base}/search?q=stuck`);
    await until(() => held.length === 1);
    const next = fetch(`${base}/solutions`);
    await until(() => held.length === 2);
    expect(errors).toEqual([expect.stringMatching(/^admission: a read held its slot for longer than 50 ms, released: GET \/search$/)]);
    expect(admission.stats()).toMatchObject({ active: 1, overheld: 1 });
    held.splice(0).forEach((release) => release());
    expect((await next).status).toBe(200);
    expect((await stuck).status).toBe(200);
    // The held read's own end releases nothing twice.
    await until(() => admission.stats().active === 0);
    await new Promise((r) => setTimeout(r, 20));
    expect(admission.stats().active).toBe(0);
  });

  it("reports its counts, and how long the oldest slot in use has been held", async () => {
    let clock = 1_000_000;
    const { base, held, admission, until } = await start({ maxActive: 2, maxQueue: 10, maxWaitMs: 5000, now: () => clock });
    const first = fetch(`${base}/`);
    await until(() => held.length === 1);
    clock += 20_000;
    const second = fetch(`${base}/solutions`);
    await until(() => held.length === 2);
    clock += 10_001;
    expect(admission.stats()).toMatchObject({ maxActive: 2, active: 2, queued: 0, oldestActiveMs: 30_001, admitted: 2 });
    held.splice(0).forEach((release) => release());
    await Promise.all([first, second]);
    await until(() => admission.stats().active === 0);
    expect(admission.stats()).toMatchObject({ active: 0, oldestActiveMs: 0 });
  });

  it("with trackWork, keeps the slot of a visitor who left until the read's work is over", async () => {
    const admission = createAdmission({ maxActive: 1, maxQueue: 10, maxWaitMs: 5000, trackWork: true });
    const app = express();
    app.use(admission.middleware);
    const work: (() => void)[] = [];
    app.all("*", (_req, res) => {
      work.push(() => {
        if (!res.destroyed) res.type("text/plain").send("done");
        workDone(res);
      });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const until = async (check: () => boolean) => {
      while (!check()) await new Promise((r) => setTimeout(r, 5));
    };
    const controller = new AbortController();
    const gone = fetch(`${base}/search?q=slow`, { signal: controller.signal }).catch(() => "aborted");
    await until(() => work.length === 1);
    controller.abort();
    expect(await gone).toBe("aborted");
    await new Promise((r) => setTimeout(r, 50));
    // The visitor is gone, the work is not: the slot stays taken and the next read waits.
    expect(admission.stats()).toMatchObject({ active: 1 });
    const next = fetch(`${base}/solutions`);
    await until(() => admission.stats().queued === 1);
    work.shift()!();
    await until(() => work.length === 1);
    work.shift()!();
    expect((await next).status).toBe(200);
    await until(() => admission.stats().active === 0);
  });
});

describe("the bound on open requests", () => {
  it("answers 503 at once past `max` requests held, whatever they wait for, hears the health checks, and counts", async () => {
    const bound = createOpenRequestBound({ max: 2, exempt: (p) => p === "/healthz" });
    // The others are held as the page cache holds a request while the catalogue's version is read.
    const { base, held, until } = await serve((app) => {
      app.use(bound.middleware);
      app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
    });
    const first = [fetch(`${base}/`), fetch(`${base}/solutions`)];
    await until(() => held.length === 2);
    const page = await fetch(`${base}/solutions`);
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("2");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(await page.text()).toBe("The site is busy. Please try again in a moment.");
    const api = await fetch(`${base}/api/v1/petrochemicals_catalog/solutions/`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ detail: "The site is busy. Please try again in a moment." });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(bound.stats()).toMatchObject({ max: 2, open: 2, refused: 2 });

    // A visitor who leaves gives the place back, as one whose answer is sent does.
    const controller = new AbortController();
    held.shift()!();
    expect((await first[0]).status).toBe(200);
    const leaving = fetch(`${base}/search?q=x`, { signal: controller.signal }).catch(() => "aborted");
    await until(() => held.length === 2);
    controller.abort();
    expect(await leaving).toBe("aborted");
    await until(() => bound.stats().open === 1);
    held.splice(0).forEach((answer) => answer());
    expect((await first[1]).status).toBe(200);
    await until(() => bound.stats().open === 0);
  });
});

describe("shedding by event-loop delay", () => {
  const BUSY = "The site is busy. Please try again in a moment.";
  const form = { method: "POST", body: "message=hello", headers: { "Content-Type": "application/x-www-form-urlencoded" } };

  /** A shed with 2 slots whose loop delay the test sets, in front of a handler that holds every request. */
  async function startShed() {
    const loop = { delayMs: 0 };
    const shed = createLoopDelayShed({ boundMs: 500, slots: 2, exempt: (p) => p === "/healthz", recentDelayMs: () => loop.delayMs });
    const served = await serve((app) => {
      app.use(shed.middleware);
      app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
    });
    return { ...served, shed, loop };
  }

  it("answers new reads 503 at once while the loop runs late and every slot is taken, and counts them", async () => {
    const { base, held, until, shed, loop } = await startShed();
    const first = [fetch(`${base}/`), fetch(`${base}/solutions`)];
    await until(() => held.length === 2);
    loop.delayMs = 800;
    const page = await fetch(`${base}/search?q=scale`);
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("2");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(page.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await page.text()).toBe(BUSY);
    const api = await fetch(`${base}/api/v1/petrochemicals_catalog/solutions/`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ detail: BUSY });
    expect((await fetch(`${base}/solutions`, { method: "HEAD" })).status).toBe(503);
    expect(held).toHaveLength(2);
    expect(shed.stats()).toMatchObject({ boundMs: 500, recentMs: 800, shedding: true, refused: 3 });
    held.splice(0).forEach((answer) => answer());
    expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
  });

  it("serves a read that finds a slot free however late the loop runs, as a lone visitor behind a cold start", async () => {
    const { base, held, until, shed, loop } = await startShed();
    loop.delayMs = 1300;
    const lone = fetch(`${base}/`);
    await until(() => held.length === 1);
    const second = fetch(`${base}/solutions`);
    await until(() => held.length === 2);
    expect(shed.stats()).toMatchObject({ shedding: true, refused: 0 });
    held.splice(0).forEach((answer) => answer());
    expect((await lone).status).toBe(200);
    expect((await second).status).toBe(200);
    // Their answers gave their places back: the next read finds a slot free again.
    await until(() => !shed.stats().shedding);
    const next = fetch(`${base}/search?q=wax`);
    await until(() => held.length === 1);
    held.shift()!();
    expect((await next).status).toBe(200);
  });

  it("never sheds a post nor a health check", async () => {
    const { base, held, until, shed, loop } = await startShed();
    const first = [fetch(`${base}/`), fetch(`${base}/solutions`)];
    await until(() => held.length === 2);
    loop.delayMs = 5000;
    const post = fetch(`${base}/contact`, form);
    await until(() => held.length === 3);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(shed.stats()).toMatchObject({ shedding: true, refused: 0 });
    held.splice(0).forEach((answer) => answer());
    expect((await post).status).toBe(200);
    await Promise.all(first);
  });

  it("serves reads again once the loop is back under the bound, and never sheds with a bound of 0", async () => {
    const { base, held, until, shed, loop } = await startShed();
    const first = [fetch(`${base}/`), fetch(`${base}/solutions`)];
    await until(() => held.length === 2);
    loop.delayMs = 501;
    expect((await fetch(`${base}/search?q=foam`)).status).toBe(503);
    loop.delayMs = 500;
    expect(shed.stats()).toMatchObject({ recentMs: 500, shedding: false, refused: 1 });
    const after = fetch(`${base}/search?q=foam`);
    await until(() => held.length === 3);
    held.splice(0).forEach((answer) => answer());
    expect((await after).status).toBe(200);
    await Promise.all(first);

    const off = createLoopDelayShed({ boundMs: 0, slots: 0, recentDelayMs: () => 60_000 });
    expect(off.stats()).toMatchObject({ boundMs: 0, recentMs: 60_000, shedding: false, refused: 0 });
  });

  it("takes the recent delay from a heartbeat: a late beat counts for the window, an overdue one at once", () => {
    let clock = 0;
    const monitor = createLoopDelayMonitor({ intervalMs: 50, windowMs: 250, now: () => clock });
    const beatAt = (ms: number) => {
      clock = ms;
      monitor.beat();
    };
    beatAt(50);
    expect(monitor.recentMs()).toBe(0);
    // A turn of the loop that ran 1.3 s (the catalogue's build): known while it runs, before the beat comes.
    clock = 1000;
    expect(monitor.recentMs()).toBe(900);
    beatAt(1400);
    expect(monitor.recentMs()).toBe(1300);
    // On time again: the late beat still counts for the window, then no more.
    for (let at = 1450; at <= 1650; at += 50) beatAt(at);
    expect(monitor.recentMs()).toBe(1300);
    beatAt(1700);
    expect(monitor.recentMs()).toBe(0);
    // A loaded loop beats once a long turn, now and then a short one: the last long one still counts.
    beatAt(2350);
    beatAt(2430);
    expect(monitor.recentMs()).toBe(600);
  });

  it("measures the real loop's delay by default", () => {
    const shed = createLoopDelayShed({ boundMs: 500, slots: 1 });
    try {
      const until = performance.now() + 300;
      while (performance.now() < until) {
        // The loop is blocked, as by a long render.
      }
      expect(shed.stats().recentMs).toBeGreaterThanOrEqual(200);
    } finally {
      shed.stop();
    }
  });
});

/** A raw connection that sends `requests` (pipelined when several) and reads nothing back. */
function rawConnection(base: string, paths: string[], localAddress?: string) {
  const { hostname, port } = new URL(base);
  const socket = net.connect({ host: hostname, port: Number(port), localAddress });
  socket.pause();
  socket.write(paths.map((p) => `GET ${p} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`).join(""));
  return socket;
}

describe("counts released exactly once, whatever ends the request", () => {
  it("gives a read's slot back once its body is produced, though its client never reads it", async () => {
    const admission = createAdmission({ maxActive: 2, maxQueue: 0, maxWaitMs: 1000, trackWork: true });
    const app = express();
    app.use(admission.middleware);
    let writing = 0;
    // A large answer written as the patched writer does: chunk after chunk, waiting when a write says so.
    app.get("/sitemap.xml", async (_req, res) => {
      writing++;
      res.type("text/plain");
      for (let i = 0; i < 400 && !res.destroyed; i++) {
        if (!res.write(Buffer.alloc(64 * 1024, 120))) await new Promise((r) => res.once("drain", r).once("close", r));
      }
      res.end();
      workDone(res);
    });
    app.get("/", (_req, res) => res.type("text/plain").send("home"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stalled = [1, 2, 3].map(() => rawConnection(base, ["/sitemap.xml"]));
    while (writing < 3) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 50));
    expect(admission.stats().active).toBe(0);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    stalled.forEach((socket) => socket.destroy());
  });

  it("counts pipelined requests whose connection closes as over, and bounds each client's open requests", async () => {
    const bound = createOpenRequestBound({ max: 100, maxPerClient: 3, clientOf: (req) => String(req.headers["x-client"] ?? req.socket.remotePort) });
    const shed = createLoopDelayShed({ boundMs: 500, slots: 2, recentDelayMs: () => 0 });
    const { base, held, until } = await serve((app) => {
      app.use(bound.middleware);
      app.use(shed.middleware);
    });
    // Each connection: one held request and two pipelined behind it; then the connection closes.
    for (let round = 0; round < 5; round++) {
      const sockets = Array.from({ length: 10 }, (_, i) => rawConnection(base, ["/a", "/b", "/c"].map((p) => `${p}?${round}-${i}`)));
      await until(() => bound.stats().open >= 10);
      sockets.forEach((socket) => socket.destroy());
      await until(() => bound.stats().open === 0);
      held.length = 0;
    }
    expect(bound.stats()).toMatchObject({ open: 0, clients: 0 });
    expect(shed.stats().open).toBe(0);

    // One client holds at most maxPerClient; another is not refused for it.
    const mine = [1, 2, 3].map(() => fetch(`${base}/solutions`, { headers: { "x-client": "a" } }));
    await until(() => held.length === 3);
    expect((await fetch(`${base}/solutions`, { headers: { "x-client": "a" } })).status).toBe(503);
    const other = fetch(`${base}/solutions`, { headers: { "x-client": "b" } });
    await until(() => held.length === 4);
    held.splice(0).forEach((answer) => answer());
    expect((await Promise.all([...mine, other])).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(bound.stats()).toMatchObject({ open: 0, refusedClient: 1 });
  });

  it("stops counting a request held past maxHoldMs, and says which", async () => {
    const lines: string[] = [];
    const bound = createOpenRequestBound({ max: 1, maxHoldMs: 50, log: (line) => lines.push(line) });
    const { base, held, until } = await serve((app) => app.use(bound.middleware));
    const first = fetch(`${base}/stuck`);
    await until(() => held.length === 1);
    await until(() => bound.stats().open === 0);
    expect(bound.stats().overheld).toBe(1);
    expect(lines[0]).toContain("GET /stuck");
    const second = fetch(`${base}/next`);
    await until(() => held.length === 2);
    held.splice(0).forEach((answer) => answer());
    expect((await Promise.all([first, second])).map((r) => r.status)).toEqual([200, 200]);
  });
});
