/** What one connection may hold: its pipelined requests one at a time and a bounded few, and a client that takes its answer. */
import { EventEmitter } from "node:events";
import net, { type AddressInfo, type Socket } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createConnectionGuard } from "./connection-guard.server";

let server: Server | undefined;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
  }
  server = undefined;
});

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 5));
  }
};

async function start(options: Parameters<typeof createConnectionGuard>[0], handler: express.RequestHandler) {
  const guard = createConnectionGuard(options);
  stop = guard.stop;
  const app = express();
  app.use(guard.middleware);
  app.all("*", handler);
  server = app.listen(0, "127.0.0.1");
  guard.watch(server);
  await new Promise((resolve) => server!.once("listening", resolve));
  return { guard, port: (server.address() as AddressInfo).port };
}

function pipelined(port: number, paths: string[]) {
  const socket = net.connect({ host: "127.0.0.1", port });
  let received = "";
  socket.on("data", (d) => (received += d));
  socket.on("error", () => {});
  socket.write(paths.map((p) => `GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`).join(""));
  return { socket, received: () => received, closed: new Promise<void>((resolve) => socket.once("close", () => resolve())) };
}

describe("the connection guard", () => {
  it("answers one pipelined request of a connection at a time, in order", async () => {
    let working = 0;
    let most = 0;
    const { port } = await start({ maxPipelined: 8, stallMs: 10_000, minBytesPerSecond: 1 }, (req, res) => {
      working++;
      most = Math.max(most, working);
      setTimeout(() => {
        working--;
        res.type("text/plain").send(`answer ${req.path}`);
      }, 20);
    });
    const client = pipelined(port, ["/1", "/2", "/3", "/4"]);
    await until(() => (client.received().match(/answer/g) ?? []).length === 4);
    expect(most).toBe(1);
    expect(client.received().indexOf("/1")).toBeLessThan(client.received().indexOf("/4"));
    client.socket.destroy();
  });

  it("closes a connection with more than maxPipelined waiting, and drops what waited without working on it", async () => {
    const started: string[] = [];
    const { guard, port } = await start({ maxPipelined: 3, stallMs: 10_000, minBytesPerSecond: 1 }, (req) => {
      started.push(req.path);
    });
    const client = pipelined(
      port,
      Array.from({ length: 40 }, (_, i) => `/${i}`),
    );
    await client.closed;
    expect(started).toEqual(["/0"]);
    expect(guard.stats()).toMatchObject({ pipelinedClosed: 1, waiting: 0 });
    await until(() => guard.stats().connections === 0);
  });

  it("closes a connection whose client takes less than minBytesPerSecond of its waiting answer", async () => {
    const { guard, port } = await start({ maxPipelined: 8, stallMs: 300, minBytesPerSecond: 1024, checkEveryMs: 50 }, (_req, res) => {
      res.type("text/plain");
      // 32 MB: far more than the kernel's buffers hold for a client that reads nothing.
      const write = () => {
        while (!res.destroyed && res.write(Buffer.alloc(256 * 1024, 120)));
      };
      res.on("drain", write);
      write();
    });
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.on("error", () => {});
    socket.pause();
    socket.write("GET /sitemap.xml HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const started = Date.now();
    // The client reads nothing, so it never sees its connection end: the server's side says.
    await until(() => guard.stats().stalledClosed === 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await until(() => guard.stats().connections === 0);
    socket.destroy();
  });

  it("leaves alone a slow client that keeps taking its answer, and judges every window on its own", async () => {
    // The system's send buffer hides a client's pace (on loopback it holds megabytes), so the pace is the test's.
    let clock = 0;
    const pending = new Map<Socket, number>();
    const sent = new Map<Socket, number>();
    const guard = createConnectionGuard({
      maxPipelined: 8,
      stallMs: 10_000,
      minBytesPerSecond: 512,
      checkEveryMs: 60_000,
      now: () => clock,
      pendingOf: (socket) => pending.get(socket) ?? 0,
      sentOf: (socket) => sent.get(socket) ?? 0,
    });
    stop = guard.stop;
    const fakeServer = new EventEmitter();
    guard.watch(fakeServer as unknown as Server);
    const connection = () => {
      const socket = Object.assign(new EventEmitter(), { destroyed: false, destroy: () => (socket.destroyed = true) }) as unknown as Socket & { destroyed: boolean };
      fakeServer.emit("connection", socket);
      return socket;
    };
    const slow = connection();
    const stalled = connection();
    const idle = connection();
    pending.set(slow, 1_000_000).set(stalled, 1_000_000);
    for (let second = 0; second <= 60; second++) {
      clock = second * 1000;
      // A phone on a poor 2G link: 1 KB a second.
      sent.set(slow, second * 1024);
      guard.check();
    }
    expect(slow.destroyed).toBe(false);
    expect(idle.destroyed).toBe(false);
    expect(stalled.destroyed).toBe(true);
    expect(guard.stats().stalledClosed).toBe(1);
    // Once it slows below the minimum for a whole window, it goes too.
    for (let second = 61; second <= 75; second++) {
      clock = second * 1000;
      sent.set(slow, 60 * 1024 + (second - 60) * 100);
      guard.check();
    }
    expect(slow.destroyed).toBe(true);
  });
});
