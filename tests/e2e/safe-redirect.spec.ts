/**
 * A redirectTo from the address bar never takes the visitor off the site: the request page's Back link (what it
 * offers without JavaScript) and the form's hidden redirectTo fall back to the product page for a tab, a newline,
 * "//host" or "/\host" — a browser drops a tab from a URL, so "/%09/evil.example" would be "//evil.example".
 */
import { test, expect } from "./fixtures";

for (const redirectTo of ["/%09/evil.example", "/%0a/evil.example", "//evil.example", "/\\evil.example", "/%5C%5Cevil.example", "https://evil.example"]) {
  test(`the request page's Back link stays on the site for redirectTo=${redirectTo}`, async ({ page, baseURL }) => {
    await page.goto(`/solution/1/request/msds?redirectTo=${encodeURIComponent(redirectTo)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("MSDS Request Form");
    const back = page.getByRole("link", { name: "Back" });
    await expect(back).toHaveAttribute("href", "/solution/1");
    await expect(page.locator('input[name="redirectTo"]')).toHaveValue("/solution/1");
    await back.click();
    await expect(page).toHaveURL(/\/solution\/1(?:[/?#-]|$)/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
}
