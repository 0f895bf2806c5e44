/**
 * The operator's listener: health, readiness and Prometheus metrics on an address of their own,
 * OPERATOR_HOST:OPERATOR_PORT, loopback by default, never on the public port. It is a plain node:http server, outside
 * every bound of the public one (the open-request bound, the connection guard, the load shedding): a process busy
 * with its visitors still answers its orchestrator, and a visitor can neither reach it nor read its counts.
 *
 * GET /healthz  200 {"status":"ok"} while the process runs.
 * GET /readyz   200 {"status":"ok", …counts} while it can serve; 503 {"status":"unavailable","reason",…} while not.
 * GET /metrics  Prometheus's text format (docs/operations.md § Metrics names each one).
 * Anything else is a 404, any other method a 405.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Readiness {
  ready: boolean;
  /** Why not, in words (the operator's /readyz only). */
  reason?: string;
  /** What the operator's /readyz shows beside the status. */
  counts?: Record<string, unknown>;
}

interface OperatorListenerOptions {
  host: string;
  port: number;
  readiness: () => Promise<Readiness>;
  metrics: () => Promise<{ contentType: string; body: string }>;
  log: { info: (fields: object, message: string) => void; error: (fields: object, message: string) => void };
}

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

export function startOperatorListener({ host, port, readiness, metrics, log }: OperatorListenerOptions) {
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?", 1)[0];
    const known = path === "/healthz" || path === "/readyz" || path === "/metrics";
    if (!known) {
      res.writeHead(404, { ...JSON_HEADERS }).end(JSON.stringify({ detail: "Not found" }));
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...JSON_HEADERS, Allow: "GET, HEAD" }).end(JSON.stringify({ detail: "Method not allowed" }));
      return;
    }
    try {
      if (path === "/healthz") {
        res.writeHead(200, JSON_HEADERS).end(JSON.stringify({ status: "ok" }));
      } else if (path === "/readyz") {
        const state = await readiness();
        const body = { status: state.ready ? "ok" : "unavailable", ...(state.reason ? { reason: state.reason } : {}), ...state.counts };
        res.writeHead(state.ready ? 200 : 503, state.ready ? JSON_HEADERS : { ...JSON_HEADERS, "Retry-After": "5" }).end(JSON.stringify(body));
      } else {
        const { contentType, body } = await metrics();
        res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(body);
      }
    } catch (error) {
      log.error({ err: error, path }, "operator listener: answering failed");
      if (!res.headersSent) res.writeHead(500, JSON_HEADERS);
      res.end(JSON.stringify({ detail: "Internal error" }));
    }
  });
  server.keepAliveTimeout = 65_000;
  // A port taken (another process of this site on the machine) leaves the site serving and says so: the operator
  // sees the error, and a check against the listener fails rather than reach the other process.
  const listening = new Promise<AddressInfo | null>((resolve) => {
    server.once("error", (error) => {
      log.error({ err: error, host, port }, `operator listener: cannot listen on ${host}:${port}`);
      resolve(null);
    });
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      log.info({ host: address.address, port: address.port }, `Operator listener on http://${address.address}:${address.port} (/healthz, /readyz, /metrics)`);
      resolve(address);
    });
  });
  return {
    listening,
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
