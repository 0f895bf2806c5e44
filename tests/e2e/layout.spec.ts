/** The header in the browser: the slide-in menu on small screens, the profile menu, the skip link (the header's HTML and its no-JS menus: tests/http/home.test.ts). */
import { test, expect } from "./fixtures";

test("on a phone the navigation is a slide-in menu that opens and navigates", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  // Its geometry, keyboard and no-JavaScript use: phone-layout.spec.ts.
  await page.locator("header details[data-mobile-menu] > summary").click();
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL("/careers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join us");
});

test("signed out, the profile menu opens on Sign in and Register, which come back to the page", async ({ page }) => {
  // Signed in, its account links and Log out: accounts.spec.ts's journey; both menus' HTML: tests/http/home.test.ts.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/services");
  await page.getByLabel("Profile menu").click();
  await expect(page.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register?redirectTo=%2Fservices");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/auth/login?redirectTo=%2Fservices");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});

test("keyboard users can skip to the content", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
});
