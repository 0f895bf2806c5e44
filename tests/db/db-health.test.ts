/** The embedded database closed under the server: reported unavailable, then opened again on the next check. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "petrochem-health-"));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "false";
delete process.env.DATABASE_URL;

const { getDatabase, closeDatabase } = await import("~/db/client.server");
const { isDatabaseAvailable } = await import("~/utils/db-health.server");

afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("isDatabaseAvailable on PGlite", () => {
  it("is false once the database is closed and true again after it reopens", async () => {
    expect(await isDatabaseAvailable()).toBe(true);
    await (await getDatabase()).close();
    await new Promise((r) => setTimeout(r, 1100));
    expect(await isDatabaseAvailable()).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await isDatabaseAvailable()).toBe(true);
  }, 60_000);
});
