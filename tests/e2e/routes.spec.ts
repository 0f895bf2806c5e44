/** The foundation's promise: every route of the table answers on the server with its page and the right status. */
import { test, expect } from "./fixtures";
import { ALL_ROUTES } from "./routes";

for (const route of ALL_ROUTES) {
  test(`${route.path} answers 200 with its heading`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
  });
}

test("an unknown path shows the error screen with a real 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByTestId("error-status")).toHaveText("404");
  await expect(page.getByTestId("error-message")).toHaveText("The page you are looking for does not exist.");
  await page.getByRole("link", { name: "Go to home page" }).click();
  await expect(page).toHaveURL("/");
});

test("an unknown solution id shows 'Error receiving information' with 404", async ({ page }) => {
  const response = await page.goto("/solution/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-message")).toHaveText("Error receiving information");
});

test("a non-numeric solution or vacancy id is a 404, not a crash", async ({ page }) => {
  expect((await page.goto("/solution/abc"))?.status()).toBe(404);
  expect((await page.goto("/career/1.5"))?.status()).toBe(404);
  expect((await page.goto("/career/99999999999999999999"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
});

test("/login redirects to /auth/login", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL("/auth/login");
});

test("/search with an empty q goes back to the home page", async ({ page }) => {
  await page.goto("/search?q=%20%20");
  await expect(page).toHaveURL("/");
});

test("the hero search trims the text and goes to /search with q encoded", async ({ page }) => {
  await page.goto("/");
  await page.getByPlaceholder("Enter Product name ...").fill("  scale & corrosion ");
  await page.getByPlaceholder("Enter Product name ...").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=scale(\+|%20)%26(\+|%20)corrosion$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “scale & corrosion”");
});
