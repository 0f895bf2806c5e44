/**
 * What the HTTP layer's test files share: the run's server (./global-setup.ts), visitors with or without an account
 * or a staff role, the mail the server sent, and the checks a no-JavaScript visitor's page answers to.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { expect, inject } from "vitest";
import { linkInMail, mailTo as mailToDir, newMailTo } from "../support/mailbox";
import { totpAt } from "../support/totp";
import { formWith, postForms, Visitor, type Page } from "../support/visitor";
import { HTTP_SESSION_SECRET, STAFF_COOKIE, STAFF_PASSWORD, STAFF_SETUP_SUBJECT } from "./constants";

export { formWith, postForms, type Page } from "../support/visitor";
export { FIRST_ADMIN, STAFF_PASSWORD } from "./constants";

/** The run's server, e.g. http://127.0.0.1:40123. */
export const base = inject("base");

/** The run's server's operator listener, e.g. http://127.0.0.1:40124. */
export const operator = inject("operator");

/** A new visitor without cookies. */
export const visitor = () => new Visitor(base);

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Mail the server delivered to `to`, oldest first. */
export const mailTo = (to: string) => mailToDir(inject("mailDir"), to);
/** A new message to `to` with that subject (waited for). */
export const newMail = (to: string, subject: string | RegExp) => newMailTo(inject("mailDir"), to, subject);
/** The link (path and query) in a new message to `to` with that subject. */
export const linkIn = (to: string, subject: string | RegExp) => linkInMail(inject("mailDir"), to, subject);

export const ACCOUNT_PASSWORD = "correct horse battery";

/** A registered account (not signed in): its address. */
export async function registerAccount(email = uniqueEmail(), language: "en" | "ar" = "en") {
  const response = await visitor().post(language === "ar" ? "/ar/auth/register" : "/auth/register", new URLSearchParams({ email, password: ACCOUNT_PASSWORD, confirm_password: ACCOUNT_PASSWORD, subscribe_blog: "on" }));
  expect(response.status, "registered").toBe(302);
  return email;
}

/** A visitor signed in to a new account (or to `email`'s). */
export async function signedIn(email?: string) {
  const address = email ?? (await registerAccount());
  const account = visitor();
  const response = await account.post("/auth/login", new URLSearchParams({ email: address, password: ACCOUNT_PASSWORD, remember: "on" }));
  expect(response.status, "signed in").toBe(302);
  expect(account.cookie("__session")).toBeTruthy();
  return Object.assign(account, { email: address });
}

/**
 * A visitor signed in to a new account whose address is confirmed (through the mailed link), signed in on a page in
 * `language`: the account's language, which its mail is written in.
 */
export async function confirmedAccount(language: "en" | "ar" = "en") {
  const email = await registerAccount(undefined, language);
  const confirm = visitor();
  const page = await confirm.open(await linkIn(email, /./));
  expect((await confirm.submit(page, postForms(page)[0])).status, "confirmed").toBe(302);
  if (language === "en") return signedIn(email);
  const account = visitor();
  expect((await account.post("/ar/auth/login", new URLSearchParams({ email, password: ACCOUNT_PASSWORD }))).status, "signed in").toBe(302);
  return Object.assign(account, { email });
}

/** An anonymous session holding likes, exactly as the likes route stores them before sign-in. */
export async function anonymousLikesCookie(likes: { solution: number[]; plant: number[] }) {
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [HTTP_SESSION_SECRET], httpOnly: true, sameSite: "lax", path: "/" } });
  const session = await storage.getSession();
  session.set("likes", likes);
  return (await storage.commitSession(session)).split(";")[0].slice("__session=".length);
}

/** The first admin, set up once for the run. */
export function firstAdmin() {
  const admin = visitor();
  admin.setCookie(STAFF_COOKIE, inject("firstAdminCookie"));
  return admin;
}

/**
 * A new staff member holding `roles` (e.g. ["sales"]), invited by the first admin through the team page and set up
 * through the set-up link mailed to them; answers a visitor signed in as them.
 */
export async function staffMember(roles: string[], name = roles.join("-") || "member") {
  // The name is free text ("Huda Sales"); the address takes it as a slug.
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "member");
  const admin = firstAdmin();
  const team = await admin.open("/staff/team");
  const values: Record<string, string | string[]> = { email };
  for (const role of roles) values[`role_${role}`] = "on";
  const invited = await admin.submit(team, formWith(team, "Invite"), { values, button: "Invite" });
  expect(invited.status, "invited").toBe(302);
  const member = visitor();
  const setUp = await member.open(await linkIn(email, STAFF_SETUP_SUBJECT));
  const secret = setUp.screen.getByTestId("totp-secret").textContent!.replace(/\s/g, "");
  const done = await member.submit(setUp, formWith(setUp, "Set up my account"), {
    values: { name, password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD, code: totpAt(secret) },
  });
  expect(done.status, "set up").toBe(200);
  expect(member.cookie(STAFF_COOKIE)).toBeTruthy();
  return Object.assign(member, { email, secret });
}

/** The flashed message a no-JavaScript visitor reads on the page a post redirected to (sonner shows it with JavaScript). */
export function flashOf(page: Page) {
  return page.screen.queryByTestId("flash-message")?.textContent?.trim();
}

/** The text of a field's error message, found through the field's aria-describedby / aria-errormessage. */
export function errorOf(page: Page, field: HTMLElement) {
  const ids = `${field.getAttribute("aria-errormessage") ?? ""} ${field.getAttribute("aria-describedby") ?? ""}`.trim().split(/\s+/).filter(Boolean);
  return ids.map((id) => page.document.getElementById(id)?.textContent?.trim() ?? "").filter(Boolean).join(" ");
}

/** The address a page was read from, without the origin: "/search?q=…". */
export function pathOf(page: Page) {
  const url = new URL(page.url);
  return url.pathname + url.search;
}

/** The <html> element's language and direction, and the page's title. */
export function documentOf(page: Page) {
  const html = page.document.documentElement;
  return { lang: html.getAttribute("lang"), dir: html.getAttribute("dir"), title: page.document.title };
}
