/** Security promises that hold on every page: headers, cookies and the origin check on state-changing requests. */
import type { APIResponse } from "@playwright/test";
import { test, expect } from "./fixtures";
import { PASSWORD, registerAccount, uniqueEmail } from "./account-fixtures";

test.describe("response headers", () => {
  test("documents carry an enforced CSP with a per-request nonce and the hardening headers", async ({ request }) => {
    const first = await request.get("/services");
    const second = await request.get("/services");
    const csp = first.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers()["content-security-policy-report-only"]).toBeUndefined();
    expect(csp).not.toBe(second.headers()["content-security-policy"]);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    expect(first.headers()["x-frame-options"]).toBe("DENY");
    expect(first.headers()["x-powered-by"]).toBeUndefined();
    // Production mode: browsers must only come back over HTTPS.
    expect(first.headers()["strict-transport-security"]).toContain("max-age=");
  });

  test("every script the page runs carries the nonce of its response", async ({ page }) => {
    const response = await page.goto("/");
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await response!.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("fingerprinted build assets are cached for a year, immutable", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="stylesheet"][href^="/build/"]').first().getAttribute("href");
    const asset = await request.get(href!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    // Lean: nosniff stays, the document headers (a CSP means nothing on a stylesheet or script) do not.
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers()["content-security-policy"]).toBeUndefined();
  });

  test("unchanged pages answer 304 to a conditional request, without a fresh CSP", async ({ request }) => {
    const first = await request.get("/services");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    expect(first.headers()["cache-control"]).toContain("stale-while-revalidate");
    const again = await request.get("/services", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["content-security-policy"]).toBeUndefined();
  });

  test("health endpoints answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok" });
  });
});

test.describe("cross-site requests", () => {
  test("a POST from another origin is refused before it reaches a route", async ({ request }) => {
    const response = await request.post("/profile/logout", {
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      data: "x=1",
    });
    expect(response.status()).toBe(403);
  });

  test("a POST the browser marks cross-site is refused even without an Origin", async ({ request }) => {
    const response = await request.post("/profile/logout", {
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
      data: "x=1",
    });
    expect(response.status()).toBe(403);
  });
});

test.describe("cookies", () => {
  /** Every Set-Cookie of a response, as "name" → the whole header. */
  function setCookies(response: APIResponse) {
    return new Map(
      response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => [h.value.split("=")[0], h.value] as const),
    );
  }

  /** Script cannot read it and other sites cannot send it with their POSTs. Secure is checked in session.server.test.ts:
   *  this server runs over plain http with COOKIE_SECURE=false. */
  function expectSafe(header: string | undefined, name: string) {
    expect(header, `${name} was set`).toBeTruthy();
    const attributes = header!.split(/;\s*/).slice(1).map((a) => a.toLowerCase());
    expect(attributes, `${name}: ${header}`).toContain("httponly");
    expect(attributes, `${name}: ${header}`).toContain("samesite=lax");
    expect(attributes, `${name}: ${header}`).toContain("path=/");
  }

  test("every cookie the site sets is HttpOnly and SameSite=Lax: sign-in, toast, like, sign-out", async ({ playwright, baseURL }) => {
    // A context without stored cookies: each step is seen as a first visit, so each answer sets its cookie.
    const fresh = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const email = uniqueEmail("cookies");
      const registered = await fresh.post("/auth/register", {
        form: { email, password: PASSWORD, confirm_password: PASSWORD },
        maxRedirects: 0,
      });
      expect(registered.status()).toBe(302);
      expectSafe(setCookies(registered).get("__toast"), "__toast after registering");

      // Reading the flashed message clears its cookie, with the same flags.
      const shown = await fresh.get("/auth/login");
      expectSafe(setCookies(shown).get("__toast"), "__toast cleared once shown");

      const signedIn = await fresh.post("/auth/login", { form: { email, password: PASSWORD, remember: "on" }, maxRedirects: 0 });
      expect(signedIn.status()).toBe(302);
      expectSafe(setCookies(signedIn).get("__session"), "__session at sign-in (remember me)");
      expectSafe(setCookies(signedIn).get("__toast"), "__toast at sign-in");

      const signedOut = await fresh.post("/profile/logout", { form: {}, maxRedirects: 0 });
      expect(signedOut.status()).toBe(302);
      expectSafe(setCookies(signedOut).get("__session"), "__session cleared at sign-out");
    } finally {
      await fresh.dispose();
    }

    // An anonymous like keeps the likes in the session cookie, with or without JavaScript.
    const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      for (const respond of [{ respond: "json" }, { redirectTo: "/solutions" }] as Record<string, string>[]) {
        const liked = await anonymous.post("/likes", { form: { kind: "solution", id: "1", liked: "true", ...respond }, maxRedirects: 0 });
        expect([200, 302]).toContain(liked.status());
        expectSafe(setCookies(liked).get("__session"), `__session after a like (${Object.keys(respond)[0]})`);
        await anonymous.post("/likes", { form: { kind: "solution", id: "1", liked: "false", respond: "json" } });
      }
    } finally {
      await anonymous.dispose();
    }
  });

  test("in the browser, no cookie of the site is readable by script", async ({ page, request, context }, testInfo) => {
    const account = await registerAccount(request);
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/");
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toContain("__session");
    for (const cookie of cookies) {
      expect(cookie.httpOnly, cookie.name).toBe(true);
      expect(cookie.sameSite, cookie.name).toBe("Lax");
    }
    if (testInfo.project.name === "js") expect(await page.evaluate(() => document.cookie)).toBe("");
  });
});
