/** The scripts' environment: the same session secret as the server on the same DATA_DIR. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { ensureLocalSessionSecret } from "../app/utils/session-secret.server";

let dataDir: string | undefined;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it("uses the server's generated secret in DATA_DIR when SESSION_SECRET is unset, so what a script seals the server opens", async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "script-env-"));
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("PUBLIC_ORIGIN", "https://www.example.om");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SESSION_SECRET", undefined);
  vi.stubEnv("DATABASE_URL", undefined);
  vi.stubEnv("GENERATED_SESSION_SECRET", undefined);
  const { scriptEnv } = await import("./script-env");
  const env = scriptEnv();
  // The server, started afterwards on this DATA_DIR, reads the same file (server.ts).
  expect(env.SESSION_SECRETS).toEqual([ensureLocalSessionSecret(dataDir)]);
});
