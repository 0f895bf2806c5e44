/** /services, /sitemap.xml and /robots.txt. */
import { test, expect, expectNoAxeViolationsAt } from "./fixtures";

const SERVICES = [
  "Sample Support",
  "Product Authenticity",
  "Factory inspection",
  "Export/Import (tax refund, customs clearance, currency exchange)",
  "Supply chain services (warehousing, logistics)",
];

test("/services lists the five services, each with a description", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  const headings = page.getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(SERVICES);
  const items = page.getByRole("main").getByRole("listitem");
  await expect(items).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const description = (await items.nth(i).locator("p").textContent()) ?? "";
    expect(description.split(" ").length).toBeGreaterThan(15);
  }
});

test("/services has no axe violations at 1280 and 390 px", async ({ page }) => {
  await expectNoAxeViolationsAt(page, "/services");
});

test("/sitemap.xml lists every public page, solution, vacancy and post with absolute URLs", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of ["/", "/solutions", "/services", "/contact-us", "/careers", "/blog", "/blog/all"]) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  expect(locs.every((loc) => loc.startsWith(`${baseURL}/`))).toBe(true);
  expect(locs.filter((loc) => /\/solution\/\d+$/.test(loc)).length).toBeGreaterThan(100);
  expect(locs.filter((loc) => /\/career\/\d+$/.test(loc)).length).toBeGreaterThan(3);
  expect(locs).toContain(`${baseURL}/blog/h2s-scavenger-chemistry`);
  expect(locs.filter((loc) => /\/blog\/(?!all$)[a-z0-9-]+$/.test(loc)).length).toBeGreaterThanOrEqual(8);

  // Every listed solution page answers (checked on a sample: the first and the last).
  const solutions = locs.filter((loc) => /\/solution\/\d+$/.test(loc));
  for (const loc of [solutions[0], solutions.at(-1)!]) {
    expect((await request.get(loc)).status()).toBe(200);
  }
});

test("/robots.txt points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  // The staff workspace is noindex too; robots.txt keeps crawlers from asking for it at all.
  expect(text).toContain("Disallow: /staff");
});

test("public/'s own files are served with an hour's cache, and a missing one is the site's 404 page", async ({ request }) => {
  for (const [file, type] of [
    ["/favicon.svg", "image/svg+xml"],
    ["/images/about/world-map.svg", "image/svg+xml"],
  ]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"]).toContain(type);
    expect(response.headers()["cache-control"]).toBe("public, max-age=3600");
  }
  const missing = await request.get("/images/about/no-such-file.svg");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"]).toContain("text/html");
});
