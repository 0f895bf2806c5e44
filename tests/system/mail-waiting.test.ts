/**
 * The embedded default without SMTP_URL: nothing is lost and nothing secret is printed. Mail waits in the outbox;
 * the server's log never holds a one-time link; `npm run mail:list` names recipients and subjects only, says why
 * the mail waits, and stays away from the embedded database while the server has it open. Once SMTP_URL is set,
 * what waited goes out.
 */
import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { Visitor, ROOT, startPgliteServer, tempDataDir, type RunningServer } from "./harness";

const run = promisify(execFile);
const PASSWORD = "a long and unusual passphrase";

/** `npm run mail:list` on this DATA_DIR: its exit code and what it printed. */
async function mailList(dataDir: string) {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", "mail:list"], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: "" } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("mail without SMTP_URL", () => {
  const dataDir = tempDataDir();
  let server: RunningServer | undefined;
  let sink: SmtpSink | undefined;
  const email = `waiting.${Date.now()}@example.com`;

  beforeAll(async () => {
    server = await startPgliteServer(dataDir, { SMTP_URL: "", MAIL_POLL_MS: "100" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the mail, prints no link, and mail:list shows it without a body once the server is stopped", async () => {
    const browser = new Visitor(server!.base);
    expect((await browser.submitForm("/auth/register", { email, password: PASSWORD, confirm_password: PASSWORD })).status).toBe(302);
    expect((await browser.submitForm("/auth/forgot-password", { email })).status).toBe(302);

    expect(server!.output()).toContain("SMTP_URL is not set");
    expect(server!.output()).not.toMatch(/verify-email\/|reset-password\//);

    const whileRunning = await mailList(dataDir);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain("stop it first");

    await server!.stop();
    server = undefined;
    const listed = await mailList(dataDir);
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/outbox: 2 pending, 0 sent, 0 failed/);
    expect(listed.output).toContain(`to ${email}  "Confirm your e-mail address"  not sent: no SMTP_URL`);
    expect(listed.output).toContain(`to ${email}  "Reset your password"  not sent: no SMTP_URL`);
    // Recipients and subjects only: no body, so no link.
    expect(listed.output).not.toMatch(/verify-email|reset-password|Thank you|open this link/i);
  }, 120_000);

  it("sends what waited once SMTP_URL is set", async () => {
    sink = await startSmtpSink();
    server = await startPgliteServer(dataDir, { SMTP_URL: sink.url, MAIL_POLL_MS: "100" });
    const verify = await sink.waitFor((m) => m.envelope.to.includes(email) && m.subject === "Confirm your e-mail address", 15_000, "the waiting verification mail");
    await sink.waitFor((m) => m.envelope.to.includes(email) && m.subject === "Reset your password", 15_000, "the waiting reset mail");
    expect(verify.text).toMatch(/\/auth\/verify-email\/[A-Za-z0-9_-]{20,}/);
  }, 120_000);
});
