/**
 * The operator's listener (docs/operations.md § The operator's listener): health, readiness with the
 * bounds' counts, and Prometheus metrics on an address of its own, none of it on the public port.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/server";
import { base, operator, visitor } from "./support";

describe("the operator's listener", () => {
  it("answers health and readiness, with the counts operators read", async () => {
    const health = await fetch(`${operator}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${operator}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toMatchObject({
      status: "ok",
      admission: { maxActive: 32, queued: 0 },
      openRequests: { max: 1024, maxPerClient: 64, refused: 0 },
      loopDelay: { boundMs: 500, recentMs: expect.any(Number), shedding: false },
      connections: { pipelinedClosed: expect.any(Number), stalledClosed: expect.any(Number) },
      versionReadMs: expect.any(Number),
    });
  });

  it("serves Prometheus metrics, every one of them documented, and counts requests by route and status", async () => {
    await visitor().get("/solutions");
    await visitor().get(`/no-such-page-${Date.now()}`);
    // A request is counted once it is over on the server's side, which may come just after its client has read it.
    let response: Response;
    let text = "";
    for (let tries = 0; tries < 20 && !/status="404"/.test(text); tries++) {
      if (tries) await new Promise((r) => setTimeout(r, 100));
      response = await fetch(`${operator}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain");
      text = await response.text();
    }
    expect(text).toMatch(/^http_requests_total\{route="routes\/_public\.solutions",method="GET",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{route="[^"]+",method="GET",status="404"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.5",route="routes\/_public\.solutions",method="GET"\} [1-9]/m);
    expect(text).toMatch(/^admission_slots_max 32$/m);
    expect(text).toMatch(/^open_requests_max 1024$/m);
    expect(text).toMatch(/^ready 1$/m);
    expect(text).toMatch(/^outbox_pending_messages \d+$/m);
    expect(text).toMatch(/^db_connections\{state="in_use"\} \d+$/m);
    expect(text).toMatch(/^page_cache_hits_total \d+$/m);
    expect(text).toMatch(/^event_loop_delay_seconds [\d.e-]+$/m);
    // Every metric of ours is named and explained in the operations guide (prom-client's own process_ and nodejs_
    // metrics are described there as a family).
    const guide = readFileSync(path.join(ROOT, "docs", "operations.md"), "utf8");
    const ours = [...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]).filter((name) => !/^(process|nodejs)_/.test(name));
    expect(ours.length).toBeGreaterThan(25);
    for (const name of ours) expect(guide, `docs/operations.md names ${name}`).toContain(`\`${name}\``);
  });

  it("answers anything else 404 and other methods 405", async () => {
    expect((await fetch(`${operator}/`)).status).toBe(404);
    expect((await fetch(`${operator}/solutions`)).status).toBe(404);
    expect((await fetch(`${operator}/metrics`, { method: "POST", body: "x" })).status).toBe(405);
  });

  it("is not the public port, which has no /metrics", async () => {
    expect(new URL(operator).port).not.toBe(new URL(base).port);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });
});
