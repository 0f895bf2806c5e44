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
import { renderOutboxBody } from "../../app/utils/sealed-link.server";
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

interface DroppedMail {
  id: number;
  to: string;
  subject: string;
  /** The final body, its link unsealed as delivery would. */
  body: string;
  /** The row as stored: the body with {{link}}. */
  storedBody: string;
  sealedLink: string | null;
}

/**
 * Mail queued for an address, oldest first: the e2e server writes each outbox row (link still sealed) to the
 * MAIL_DROP_DIR that playwright.config.ts gives it; this opens the seal with the e2e SESSION_SECRET.
 */
export interface MailDrop {
  dir: string;
  secret: string;
}

/** The shared e2e server's drop; servers a spec starts itself (tests/api/server.ts) are given a drop of their own. */
function e2eDrop(): MailDrop {
  return { dir: path.join(process.env.E2E_DATA_DIR!, "mail-drop"), secret: SECRET };
}

export function mailTo(to: string, drop: MailDrop = e2eDrop()): DroppedMail[] {
  const { dir, secret } = drop;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as { id: number; to: string; subject: string; body: string; sealedLink: string | null })
    .filter((row) => row.to.toLowerCase() === to.toLowerCase())
    .map((row) => ({ ...row, storedBody: row.body, body: renderOutboxBody(row, secret) }));
}

/** The path of the link in the newest message to `to` whose subject matches. */
export async function linkIn(to: string, subject: string | RegExp, drop: MailDrop = e2eDrop()): Promise<string> {
  let found: DroppedMail | undefined;
  await expect
    .poll(() => {
      found = mailTo(to, drop).filter((m) => (typeof subject === "string" ? m.subject === subject : subject.test(m.subject))).at(-1);
      return Boolean(found);
    }, { message: `a "${String(subject)}" message to ${to}` })
    .toBe(true);
  const link = /https?:\/\/\S+/.exec(found!.body)?.[0];
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
