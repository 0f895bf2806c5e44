/**
 * Signed-in tests: a fresh account per test, registered and signed in over HTTP (not by clicking), whose session
 * cookie is put into the browser. The anonymous-likes cookie is signed with the e2e SESSION_SECRET, as the likes
 * route would write it.
 */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { createCookieSessionStorage } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { linkInMail, mailTo as mailToDir } from "../support/mailbox";
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

/** Mail the shared e2e server delivered to an address, oldest first (playwright.config.ts starts the sink). */
export const mailTo = (to: string) => mailToDir(process.env.E2E_MAIL_DIR!, to);

/** The path of the link in the newest message for `to` whose subject matches and whose link was not handed out before. */
export const linkIn = (to: string, subject: string | RegExp) => linkInMail(process.env.E2E_MAIL_DIR!, to, subject, 10_000);

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

/**
 * A new account signed in through the sign-in form, after likes made before signing in: the sign-in merges them, so
 * the saved table has rows (a solution and two plants unless told otherwise).
 */
export async function signInWithSavedItems(page: Page, request: APIRequestContext, baseURL: string, likes = { solution: [1], plant: [1, 2] }) {
  const account = await registerAccount(request);
  await putSessionCookie(page.context(), baseURL, await anonymousLikesCookie(likes));
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/");
  return account;
}
