/**
 * The HAProxy configuration we ship for deployments (docs/deploy/haproxy.cfg), run by the system's haproxy
 * in front of a stand-in server whose answers we hold: it sends a server process at most SITE_MAXCONN requests at
 * once, and a visitor who waits longer than its queue timeout (2 s) gets busy.http (503, Retry-After, the site's busy
 * text) instead of waiting in the kernel as in front of a busy Node process. How the site itself fares behind it is
 * measured, not tested: `npm run bench:overload -- --proxy` (docs/performance.md § Overload).
 *
 * CI installs haproxy (.ci/run); on a machine without it this file is skipped, so that `npm test` needs nothing new.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { freePort, ROOT, waitFor } from "./harness";

const haproxyInstalled = spawnSync("haproxy", ["-v"]).status === 0;

describe.skipIf(!haproxyInstalled && !process.env.CI)("HAProxy in front of the site (docs/deploy/haproxy.cfg)", () => {
  let proxy: ChildProcess;
  let upstream: http.Server;
  /** The stand-in's operator listener, where HAProxy asks /readyz; it answers `readyStatus`. */
  let operator: http.Server;
  let readyStatus = 200;
  const checks: string[] = [];
  let base: string;
  /** Requests the stand-in holds, and the most it held at once. */
  const held: http.ServerResponse[] = [];
  let mostHeld = 0;
  const forwardedFor: string[] = [];

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      if (req.url === "/healthz") return res.end('{"status":"ok"}');
      forwardedFor.push(String(req.headers["x-forwarded-for"]));
      held.push(res);
      mostHeld = Math.max(mostHeld, held.filter((r) => !r.writableEnded).length);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    operator = http.createServer((req, res) => {
      checks.push(String(req.url));
      res.statusCode = readyStatus;
      res.end(readyStatus === 200 ? '{"status":"ok"}' : '{"status":"unavailable"}');
    });
    await new Promise<void>((resolve) => operator.listen(0, "127.0.0.1", resolve));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      SITE_BIND: `127.0.0.1:${port}`,
      SITE_SERVER: `127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      SITE_MAXCONN: "2",
      SITE_CHECK_PORT: String((operator.address() as AddressInfo).port),
      SITE_ERRORS: `${ROOT}/docs/deploy`,
    };
    const check = spawnSync("haproxy", ["-c", "-f", "docs/deploy/haproxy.cfg"], { cwd: ROOT, env, encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    proxy = spawn("haproxy", ["-db", "-f", "docs/deploy/haproxy.cfg"], { cwd: ROOT, env, stdio: "ignore" });
    await waitFor(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status === 200, 10_000, "haproxy to listen");
  });

  afterAll(async () => {
    proxy?.kill("SIGTERM");
    upstream?.closeAllConnections();
    operator?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
    await new Promise((resolve) => operator?.close(resolve));
  });

  it("sends a process at most maxconn requests, and answers one that waited 2 s in its queue 503 with Retry-After", async () => {
    const started = performance.now();
    const answers = Array.from({ length: 5 }, (_, i) =>
      fetch(`${base}/search?q=scale%20${i}`).then(async (r) => ({ status: r.status, retryAfter: r.headers.get("retry-after"), body: await r.text(), at: performance.now() - started })),
    );
    // The three past maxconn wait in the proxy's queue, then get the busy page; only then are the two held answered.
    const busy = await Promise.race([Promise.all(answers), new Promise<null>((resolve) => setTimeout(() => resolve(null), 3500))]);
    expect(busy).toBeNull();
    expect(mostHeld).toBe(2);
    const releasedAt = performance.now() - started;
    for (const res of held) res.end("served");
    const all = await Promise.all(answers);
    expect(all.filter((a) => a.status === 200).map((a) => a.body)).toEqual(["served", "served"]);
    const refused = all.filter((a) => a.status === 503);
    expect(refused).toHaveLength(3);
    for (const a of refused) {
      expect(a.retryAfter).toBe("2");
      expect(a.body).toContain("The site is busy. Please try again in a moment.");
      // After its queue timeout, and before the requests in the process were answered.
      expect(a.at).toBeGreaterThanOrEqual(1900);
      expect(a.at).toBeLessThan(releasedAt);
    }
    // The site trusts the visitor's address from the proxy only with TRUST_PROXY=true (docs/operations.md).
    expect(forwardedFor.every((value) => value === "127.0.0.1")).toBe(true);
  });

  it("asks the operator's listener whether the process is ready, and sends it nothing while it is not", async () => {
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((url) => url === "/readyz")).toBe(true);
    readyStatus = 503;
    // Two failed checks 2 s apart take it out of rotation: then the proxy answers with its busy page itself.
    await waitFor(async () => (await fetch(`${base}/healthz`)).status === 503, 10_000, "the proxy to take the process out");
    readyStatus = 200;
    await waitFor(async () => (await fetch(`${base}/healthz`)).status === 200, 10_000, "the proxy to send to it again");
  }, 30_000);
});
