/**
 * What the staff journeys share: the first admin's session (set up once per run from the invitation the
 * e2e server mailed at its first start), TOTP codes (tests/support/totp.ts), axe with and without JavaScript, set-up
 * and invitation through the pages, and `memberCookie`: a member with any roles, invited and set up over HTTP.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { totpAt } from "../support/totp";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { expectToast, linkIn } from "./account-fixtures";

const FIRST_ADMIN = "first.admin@sahel.example.om";
const SETUP_SUBJECT = /^Set up your .+ staff account$/;
export const PASSWORD = "staff passphrase 4 tests";
export const SIGN_IN_FAILED = "Wrong e-mail, password or code.";
export const STAFF_COOKIE = "__staff";

export const staffEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** RFC 6238 at any time (tests/support/totp.ts): a code is accepted once, so a sign-in after set-up takes the next step's. */
export { totpAt };

export const currentCode = (secret: string) => totpAt(secret);

/** The first admin's session cookie: set up once per run (the first worker here), then read from the run's directory. */
export async function firstAdminCookie(request: APIRequestContext): Promise<string> {
  const dir = process.env.E2E_DATA_DIR!;
  const done = path.join(dir, "staff-first-admin.json");
  let mine = false;
  try {
    writeFileSync(path.join(dir, "staff-first-admin.lock"), String(process.pid), { flag: "wx" });
    mine = true;
  } catch {
    // Another worker sets it up.
  }
  if (mine) {
    const link = await linkIn(FIRST_ADMIN, SETUP_SUBJECT);
    const page = await request.get(link);
    expect(page.status()).toBe(200);
    const html = await page.text();
    const sealedSecret = /name="sealedSecret" value="([^"]+)"/.exec(html)?.[1];
    const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(html)?.[1].replace(/ /g, "");
    expect(sealedSecret && secret).toBeTruthy();
    const response = await request.post(link, {
      form: { name: "First Admin", password: PASSWORD, confirm_password: PASSWORD, code: await currentCode(secret!), sealedSecret: sealedSecret! },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(200);
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith(`${STAFF_COOKIE}=`));
    expect(cookie).toBeTruthy();
    writeFileSync(done, JSON.stringify({ value: cookie!.value.split(";")[0].slice(STAFF_COOKIE.length + 1) }));
  }
  await expect.poll(() => existsSync(done), { timeout: 30_000, message: "the first admin is set up" }).toBe(true);
  return (JSON.parse(readFileSync(done, "utf8")) as { value: string }).value;
}

export async function invite(page: Page, email: string, role: "Admin" | "Sales") {
  await page.goto("/staff/team");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Invite" }) });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("group", { name: "Roles" }).getByLabel(role, { exact: true }).check();
  await form.getByRole("button", { name: "Invite" }).click();
  await expectToast(page, `Invitation sent to ${email}`);
  await expect(page.getByRole("row", { name: new RegExp(email.replace(/[.]/g, "\\.")) }).getByTestId("member-state")).toHaveText("invited");
  return linkIn(email, SETUP_SUBJECT);
}


/** The form key of the staff session `cookie` (every staff POST carries it), read from a staff page. */
async function formKeyOf(request: APIRequestContext, cookie: string, page = "/staff") {
  const html = await (await request.get(page, { headers: { Cookie: `${STAFF_COOKIE}=${cookie}` } })).text();
  const key = /name="form_key" value="([^"]+)"/.exec(html)?.[1];
  expect(key, `a form key on ${page}`).toBeTruthy();
  return key!;
}

/**
 * A new member holding `roles` (e.g. ["sales"]), invited by the first admin and set up over HTTP: answers their
 * session cookie's value and address.
 */
export async function memberCookie(request: APIRequestContext, roles: string[], prefix = roles.join("-")) {
  const admin = await firstAdminCookie(request);
  const email = staffEmail(prefix);
  const form: Record<string, string> = { intent: "invite", email, form_key: await formKeyOf(request, admin, "/staff/team") };
  for (const role of roles) form[`role_${role}`] = "on";
  const invited = await request.post("/staff/team", { form, headers: { Cookie: `${STAFF_COOKIE}=${admin}` }, maxRedirects: 0 });
  expect(invited.status(), await invited.text()).toBe(302);
  const link = await linkIn(email, SETUP_SUBJECT);
  const html = await (await request.get(link)).text();
  const sealedSecret = /name="sealedSecret" value="([^"]+)"/.exec(html)?.[1];
  const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(html)?.[1].replace(/ /g, "");
  expect(sealedSecret && secret).toBeTruthy();
  const done = await request.post(link, {
    form: { name: prefix, password: PASSWORD, confirm_password: PASSWORD, code: await currentCode(secret!), sealedSecret: sealedSecret! },
    maxRedirects: 0,
  });
  expect(done.status()).toBe(200);
  const cookie = done.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith(`${STAFF_COOKIE}=`));
  expect(cookie).toBeTruthy();
  return { cookie: cookie!.value.split(";")[0].slice(STAFF_COOKIE.length + 1), email };
}

/** A page signed in with a staff cookie, with JavaScript as the project runs. Close its context when done. */
export async function staffPage(browser: Browser, baseURL: string, cookie: string) {
  const context = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
  await context.addCookies([{ name: STAFF_COOKIE, value: cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { context, page: await context.newPage() };
}
