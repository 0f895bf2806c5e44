/**
 * The logger and its request context: the request id on every line logged inside a request, the X-Request-Id trust
 * rule, redaction of secrets, and one line per request whether its response finishes or its visitor goes away.
 * Lines are read from a destination the test gives the logger.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { continueInRequestContext, createLogger, createRequestLogging, currentRequestId, loggedPath, outsideRequest, requestIdFor, runWithRequest } from "./log.server";

type Line = Record<string, unknown>;

/** A logger whose lines land in `lines`, parsed. */
function capturingLogger(level = "info") {
  const lines: Line[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line) as Line) }, level);
  return { logger, lines };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe("the request context", () => {
  it("puts the request id on every line logged inside it, across awaits and timers, and on none outside", async () => {
    const { logger, lines } = capturingLogger();
    logger.info("before");
    await runWithRequest({ requestId: "req-1" }, async () => {
      logger.info("at once");
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.warn({ solutionId: 3 }, "after a timer");
      outsideRequest(() => logger.info("outside on purpose"));
      expect(currentRequestId()).toBe("req-1");
    });
    logger.info("after");
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["before", undefined],
      ["at once", "req-1"],
      ["after a timer", "req-1"],
      ["outside on purpose", undefined],
      ["after", undefined],
    ]);
    expect(lines[2]).toMatchObject({ level: "warn", solutionId: 3 });
    expect(typeof lines[0].time).toBe("string");
    expect(currentRequestId()).toBeUndefined();
  });

  it("writes nothing below its level", () => {
    const { logger, lines } = capturingLogger("warn");
    logger.info("dropped");
    logger.error({ err: new Error("disk full") }, "kept");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", msg: "kept", err: { type: "Error", message: "disk full" } });
  });
});

describe("X-Request-Id", () => {
  it("is taken from the proxy only when this process trusts one and the id is a short safe token", () => {
    expect(requestIdFor("haproxy-7f3a.19", true)).toBe("haproxy-7f3a.19");
    expect(requestIdFor("a".repeat(64), true)).toBe("a".repeat(64));
    const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(requestIdFor("haproxy-7f3a.19", false)).toMatch(generated);
    for (const bad of ["a".repeat(65), "", "id with spaces", "id\nforged line", '{"json":1}', "ü"]) expect(requestIdFor(bad, true)).toMatch(generated);
    expect(requestIdFor(["one", "two"], true)).toMatch(generated);
    expect(requestIdFor(undefined, true)).toMatch(generated);
    expect(requestIdFor(undefined, true)).not.toBe(requestIdFor(undefined, true));
  });

  it("is answered as a header and is the id on the lines the request logs", async () => {
    const { logger, lines } = capturingLogger();
    const app = express();
    app.use(createRequestLogging({ trustProxy: true, logger }));
    app.get("/solutions", (_req, res) => {
      logger.info("listing");
      res.send("ok");
    });
    const base = await serve(app);
    const trusted = await fetch(`${base}/solutions`, { headers: { "X-Request-Id": "proxy-42" } });
    expect(trusted.headers.get("x-request-id")).toBe("proxy-42");
    const forged = await fetch(`${base}/solutions`, { headers: { "X-Request-Id": "bad id" } });
    const generated = forged.headers.get("x-request-id");
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => lines.filter((line) => line.msg === "request").length === 2);
    expect(lines.filter((line) => line.msg === "listing").map((line) => line.requestId)).toEqual(["proxy-42", generated]);
  });

  it("is not taken from a client when the process trusts no proxy", async () => {
    const { logger } = capturingLogger();
    const app = express();
    app.use(createRequestLogging({ trustProxy: false, logger }));
    app.get("/", (_req, res) => void res.send("ok"));
    const response = await fetch(await serve(app), { headers: { "X-Request-Id": "chosen-by-client" } });
    expect(response.headers.get("x-request-id")).not.toBe("chosen-by-client");
  });
});

describe("redaction", () => {
  it("never writes credentials in headers or password fields", () => {
    const { logger, lines } = capturingLogger();
    logger.info(
      {
        headers: { authorization: "Bearer secret-token", cookie: "__session=secret-cookie", "set-cookie": ["__session=secret-set"], accept: "text/html" },
        req: { headers: { authorization: "Basic c2VjcmV0", cookie: "a=secret-req-cookie" } },
        res: { headers: { "set-cookie": "b=secret-res-cookie" } },
        upstream: { headers: { authorization: "Bearer secret-upstream" } },
        password: "secret-password",
        form: { email: "amal@example.om", password: "secret-field", confirm_password: "secret-confirm", new_password: "secret-new" },
      },
      "asked",
    );
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/secret/);
    expect(lines[0]).toMatchObject({ headers: { accept: "text/html", authorization: "[Redacted]" }, form: { email: "amal@example.om", password: "[Redacted]" } });
  });

  it("logs a path without its query string, and one-time tokens as :token", () => {
    expect(loggedPath("/search?q=amal%40example.om")).toBe("/search");
    expect(loggedPath("/solutions#list")).toBe("/solutions");
    expect(loggedPath("/auth/reset-password/AbC123-_x?x=1")).toBe("/auth/reset-password/:token");
    expect(loggedPath("/ar/auth/verify-email/AbC123")).toBe("/ar/auth/verify-email/:token");
    expect(loggedPath(`/build/${"a".repeat(15_000)}.js`)).toBe(`/build/${"a".repeat(505)}…`);
    expect(loggedPath("/staff/setup/AbC123")).toBe("/staff/setup/:token");
    expect(loggedPath("/data-sheets/v1.abc.def")).toBe("/data-sheets/:token");
    expect(loggedPath("/solution/12")).toBe("/solution/12");
  });
});

describe("one line per request", () => {
  it("when the response finishes: method, path without query, status, duration and bytes, once", async () => {
    const { logger, lines } = capturingLogger();
    const app = express();
    app.use(createRequestLogging({ trustProxy: false, logger }));
    app.get("/search", (_req, res) => void res.status(201).send("x".repeat(1234)));
    const base = await serve(app);
    const response = await fetch(`${base}/search?q=amal%40example.om`);
    expect(await response.text()).toHaveLength(1234);
    await waitFor(() => lines.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request", level: "info", method: "GET", path: "/search", status: 201, bytes: 1234, requestId: response.headers.get("x-request-id") });
    expect(lines[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines[0])).not.toContain("amal");
    expect(lines[0].aborted).toBeUndefined();
  });

  it("when the visitor goes away before the answer: one line saying so", async () => {
    const { logger, lines } = capturingLogger();
    const app = express();
    app.use(createRequestLogging({ trustProxy: false, logger }));
    let ended: () => void = () => undefined;
    app.get("/slow", (_req, res) => {
      // Answers only after the visitor has gone: finish must not log a second line.
      ended = () => res.end("late");
    });
    const base = await serve(app);
    const request = http.get(`${base}/slow`);
    request.on("error", () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    request.destroy();
    await waitFor(() => lines.length > 0);
    ended();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request closed before its response was sent", method: "GET", path: "/slow", aborted: true, bytes: 0 });
  });

  it("once for each pipelined request on a socket that drops before they are answered", async () => {
    const { logger, lines } = capturingLogger();
    const app = express();
    app.use(createRequestLogging({ trustProxy: false, logger }));
    app.get("/held", () => undefined);
    const base = new URL(await serve(app));
    const net = await import("node:net");
    const socket = net.connect(Number(base.port), base.hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET /held?n=1 HTTP/1.1\r\nHost: x\r\n\r\nGET /held?n=2 HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await waitFor(() => lines.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.map((line) => [line.path, line.aborted])).toEqual([
      ["/held", true],
      ["/held", true],
    ]);
  });
});

describe("continueInRequestContext", () => {
  it("puts a request that another request's callback let go on back in its own context", async () => {
    const { logger, lines } = capturingLogger();
    // A queue of one that admits the waiting request when the one before it finishes, as the admission queue does.
    let waiting: (() => void) | null = null;
    const queue: RequestHandler = (req, res, next) => {
      if (req.query.first) {
        res.on("finish", () => waiting?.());
        next();
      } else waiting = next;
    };
    const app = express();
    app.use(createRequestLogging({ trustProxy: true, logger }));
    app.use(queue);
    app.use(continueInRequestContext);
    app.get("/", (req, res) => {
      logger.info({ which: req.query.first ? "first" : "second" }, "handled");
      if (req.query.first) setTimeout(() => res.send("first"), 30);
      else res.send("second");
    });
    const base = await serve(app);
    const second = fetch(`${base}/`, { headers: { "X-Request-Id": "second" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fetch(`${base}/?first=1`, { headers: { "X-Request-Id": "first" } });
    await second;
    await waitFor(() => lines.filter((line) => line.msg === "handled").length === 2);
    expect(lines.filter((line) => line.msg === "handled").map((line) => [line.which, line.requestId])).toEqual([
      ["first", "first"],
      ["second", "second"],
    ]);
  });
});
