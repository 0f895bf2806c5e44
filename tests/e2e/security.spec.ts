/** Security promises that hold on every page: headers, cookies and the origin check on state-changing requests. */
import { test, expect } from "./fixtures";

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
