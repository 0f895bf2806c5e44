/**
 * Signed-in tests: a fresh account per test, registered and signed in over HTTP (not by clicking), whose session
 * cookie is put into the browser. The anonymous-likes cookie is signed with the e2e SESSION_SECRET, as the likes
 * route would write it.
 */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { createCookieSessionStorage } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect } from "./fixtures";

export const PASSWORD = "correct horse battery";
const SECRET = "e2e-secret-0123456789abcdef";

interface Account {
  email: string;
  password: string;
}

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function registerAccount(request: APIRequestContext, email = uniqueEmail()): Promise<Account> {
  const response = await request.post("/auth/register", {
    form: { email, password: PASSWORD, confirm_password: PASSWORD, subscribe_blog: "on" },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  return { email, password: PASSWORD };
}

/** Signs in over HTTP and returns the __session cookie's value. */
export async function signInCookie(request: APIRequestContext, account: Account, extra: Record<string, string> = {}): Promise<string> {
  const response = await request.post("/auth/login", {
    form: { email: account.email, password: account.password, remember: "on", ...extra },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("__session="));
  expect(cookie).toBeTruthy();
  return cookie!.value.split(";")[0].slice("__session=".length);
}

export async function putSessionCookie(context: BrowserContext, baseURL: string, value: string) {
  await context.addCookies([{ name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

export async function sessionCookieOf(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "__session")?.value;
}

/** An anonymous session holding likes, exactly as the likes route stores them before sign-in. */
export async function anonymousLikesCookie(likes: { solution: number[]; plant: number[] }) {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET], httpOnly: true, sameSite: "lax", path: "/" } });
  const session = await storage.getSession();
  session.set("likes", likes);
  return (await storage.commitSession(session)).split(";")[0].slice("__session=".length);
}

/** A message the test SMTP server received (tests/support/smtp-sink-cli.ts writes each as a JSON file). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The plain-text body, as delivered: its links are the real ones. */
  text: string;
  html: string;
  messageId: string;
}

/** Where a spec reads the mail its server sent: the shared e2e server's sink, or a sink the spec started itself. */
export interface Mailbox {
  received(): ReceivedMail[];
}

/** The messages a sink process wrote to `dir`, oldest first. */
function mailboxDir(dir: string): Mailbox {
  return {
    received: () =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((name) => name.endsWith(".json"))
            .sort()
            .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail)
        : [],
  };
}

/** The shared e2e server's mail: playwright.config.ts starts the sink and points the server's SMTP_URL at it. */
function e2eMailbox(): Mailbox {
  return mailboxDir(process.env.E2E_MAIL_DIR!);
}

/** Mail received for an address, oldest first. */
export function mailTo(to: string, mailbox: Mailbox = e2eMailbox()): ReceivedMail[] {
  return mailbox.received().filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
}

/** The Message-IDs whose link linkIn already handed out (in this worker). */
const handedOut = new Set<string>();

/**
 * The path of the link in the newest message received for `to` whose subject matches and whose link was not handed
 * out before. Delivery is asynchronous: after a second link is asked for, the first message may be the only one
 * there for a moment, and must not be taken for the new one.
 */
export async function linkIn(to: string, subject: string | RegExp, mailbox: Mailbox = e2eMailbox()): Promise<string> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => {
      found = mailTo(to, mailbox)
        .filter((m) => (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)) && !handedOut.has(m.messageId))
        .at(-1);
      return Boolean(found);
    }, { message: `a new "${String(subject)}" message to ${to}` })
    .toBe(true);
  handedOut.add(found!.messageId);
  const link = /https?:\/\/\S+/.exec(found!.text)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

export const test = base.extend<{ account: Account }>({
  account: async ({ page, request, baseURL }, use) => {
    const account = await registerAccount(request);
    await putSessionCookie(page.context(), baseURL!, await signInCookie(request, account));
    await use(account);
  },
});

export { expect };

/** The flashed toast: sonner with JavaScript, the server-rendered status line (inside <noscript>) without. */
export async function expectToast(page: Page, message: string) {
  if (base.info().project.name === "js") {
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: message }).first()).toBeVisible();
  } else {
    await expect(page.getByTestId("flash-message")).toHaveText(message);
  }
}
