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
