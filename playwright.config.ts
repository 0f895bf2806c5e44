/**
 * Browser tests in Debian's chromium: every test with JavaScript on ("js"); with it off ("nojs"), only the tests
 * tagged @nojs: one real no-JavaScript journey per form, and axe on the pages whose markup differs without
 * JavaScript. What the server sends is the same either way, so its HTML is checked once, in tests/http.
 * The server is the production build on a fresh embedded database in a temporary DATA_DIR.
 */
import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// Made once in the main process; workers read it back from the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "petrochem-e2e-"));
// The test SMTP server the app delivers to; each message it receives is a JSON file here (tests/e2e/account-fixtures.ts reads them).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, "smtp-sink");

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    // `npm test` sets CHROMIUM_PATH to the chromium that scripts/chromium.mjs chose (Debian's or the npm-shipped one).
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]]
    : [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace films every page (a screencast the browser and its GPU process encode): a fifth of the
    // suite's CPU time. On CI a failed test is retried with a trace; here a failure keeps the trace of its one run.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true } },
    { name: "nojs", grep: /@nojs/, use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: [
    {
      // tests/support/smtp-sink.ts as a process: a real SMTP server on 127.0.0.1, no TLS, no AUTH.
      command: "node --import tsx tests/support/smtp-sink-cli.ts",
      port: SMTP_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: "npm run serve",
      url: `${BASE_URL}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        OPERATOR_PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        // Every absolute link (canonical, sitemap, reset mails) is built from it, never from the Host header.
        PUBLIC_ORIGIN: BASE_URL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SESSION_SECRET: "e2e-secret-0123456789abcdef",
        // Plain http on a loopback address: browsers other than chromium drop Secure cookies there.
        COOKIE_SECURE: "false",
        MAP_TILE_URL: "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png",
        RATE_LIMIT_AUTH_PER_MINUTE: "1000",
        RATE_LIMIT_FORMS_PER_MINUTE: "1000",
        // Mail is delivered to the test SMTP server above, looked for every 100 ms (and at once when queued).
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_POLL_MS: "100",
        // The first admin, invited at the first start: the set-up mail reaches the sink above.
        STAFF_BOOTSTRAP_EMAIL: "first.admin@sahel.example.om",
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    },
  ],
});
