/** The database goes away: pages answer 503 with Retry-After and the error screen, and recover without a restart. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import { startServer, tempDataDir, TestPostgres, waitFor, type RunningServer } from "./harness";

const postgres = new TestPostgres();
// The server's own DATA_DIR, apart from the cluster's: the server makes its DATA_DIR 0700 (root's), which would lock
// the postgres user out of a cluster inside it.
const dataDir = tempDataDir("petrochem-outage-");
let server: RunningServer;

beforeAll(async () => {
  await postgres.init();
  server = await startServer({ DATABASE_URL: postgres.url, DATA_DIR: dataDir });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  postgres.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("PostgreSQL stopped and started again", () => {
  it("answers 503 with Retry-After while it is down, and 200 again once it is back", async () => {
    expect((await fetch(`${server.base}/services`)).status).toBe(200);

    postgres.stop("immediate");
    await waitFor(async () => (await fetch(`${server.base}/services`)).status === 503, 20_000, "a 503");
    const down = await fetch(`${server.base}/solutions`);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    const html = await down.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain("temporarily unavailable");
    expect((await fetch(`${server.base}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);

    postgres.start();
    await waitFor(async () => (await fetch(`${server.base}/services`)).status === 200, 30_000, "recovery");
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    expect((await fetch(`${server.base}/solution/1`)).status).toBe(200);
  }, 120_000);
});
