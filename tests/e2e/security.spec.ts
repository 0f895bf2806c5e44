/** What only a browser shows of the site's cookies: script cannot read any of them (their flags: tests/http/security.test.ts). */
import { test, expect } from "./fixtures";
import { registerAccount } from "./account-fixtures";

test("in the browser, no cookie of the site is readable by script", async ({ page, request, context }) => {
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
  expect(await page.evaluate(() => document.cookie)).toBe("");
});

test("the router the browser runs keeps a backslashed address on this site (GHSA-wrjc-x8rr-h8h6)", async ({ page, baseURL }) => {
  await page.goto("/");
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/\\evil.example"));
  await expect(page).toHaveURL(new URL("/evil.example", baseURL).href);
  // Our own 404 page, rendered by a client-side navigation: the request never left the site.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
