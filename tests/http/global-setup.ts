/**
 * Once per HTTP run: a test SMTP sink (writing what it receives to a directory the test files read) and the built
 * server on a fresh database, delivering its mail to the sink; the first admin it invites at its first start is set
 * up here, and every test file gets the server's address, the mail directory and that admin's session.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { linkInMail } from "../support/mailbox";
import { startSmtpSink, writeMessagesTo } from "../support/smtp-sink";
import { startFreshServer } from "../support/server";
import { totpAt } from "../support/totp";
import { Visitor } from "../support/visitor";
import { FIRST_ADMIN, HTTP_SESSION_SECRET, STAFF_COOKIE, STAFF_PASSWORD, STAFF_SETUP_SUBJECT } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    base: string;
    /** The server's operator listener (health, readiness, metrics). */
    operator: string;
    mailDir: string;
    firstAdminCookie: string;
  }
}

export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(path.join(os.tmpdir(), "petrochem-http-mail-"));
  const sink = await startSmtpSink({ onMessage: writeMessagesTo(mailDir) });
  const server = await startFreshServer({
    SESSION_SECRET: HTTP_SESSION_SECRET,
    SMTP_URL: sink.url,
    MAIL_POLL_MS: "100",
    MAP_TILE_URL: "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png",
    STAFF_BOOTSTRAP_EMAIL: FIRST_ADMIN,
    // The API's cross-origin reads are allowed for this partner (tests/http/api.test.ts).
    CORS_ORIGINS: "https://partner.example",
  });
  try {
    project.provide("base", server.base);
    project.provide("operator", server.operator);
    project.provide("mailDir", mailDir);
    project.provide("firstAdminCookie", await setUpFirstAdmin(server.base, mailDir));
  } catch (error) {
    await server.stop();
    throw new Error(`${String(error)}\n${server.output()}`);
  }
  return async () => {
    await server.stop();
    await sink.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

/** The set-up link the server mailed to the first admin at its first start, completed over HTTP. */
async function setUpFirstAdmin(base: string, mailDir: string) {
  const admin = new Visitor(base);
  const link = await linkInMail(mailDir, FIRST_ADMIN, STAFF_SETUP_SUBJECT, 60_000);
  const page = await admin.open(link);
  const secret = page.screen.getByTestId("totp-secret").textContent!.replace(/\s/g, "");
  const response = await admin.submit(page, page.document.querySelector("form[method=post]") as HTMLFormElement, {
    values: { name: "First Admin", password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD, code: totpAt(secret) },
  });
  const cookie = admin.cookie(STAFF_COOKIE);
  if (response.status !== 200 || !cookie) throw new Error(`the first admin's set-up answered ${response.status}`);
  return cookie;
}
