/**
 * Arabic under /ar in the browser: the home page's messages fetched when client navigation reaches it, the mobile menu
 * sliding in from the start (right) side, the finder's error as a toast, and the map's controls mirrored. What the
 * server sends (language, direction, links, the language switch, Accept-Language, errors) is proved in
 * tests/http/arabic-shell.test.ts; axe on every Arabic page in ./arabic-a11y.spec.ts.
 */
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { openHome, waitForHydration } from "./home-helpers";

const HOME_HEADING_AR = "كيماويات متخصصة للنفط والغاز، صُنعت في عُمان";

test("moving around stays in Arabic, and the home page's messages arrive, immutable, when it is reached", async ({ page }, testInfo) => {
  await page.goto("/ar/services");
  await waitForHydration(page, testInfo);
  // The home page's namespace is fetched once, when the home page is reached.
  const messages = page.waitForResponse(/\/locales\/ar\/home\.json\?v=\w+$/);
  await page.getByRole("banner").getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "الرئيسية" }).click();
  expect((await messages).headers()["cache-control"]).toContain("immutable");
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_HEADING_AR);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the home page's finder says in an Arabic toast that a filter needs a choice", async ({ page }, testInfo) => {
  await openHome(page, "/ar");
  await waitForHydration(page, testInfo);
  const filters = page.getByRole("region", { name: "تصفية حسب" });
  await filters.getByRole("button", { name: "تصفية", exact: true }).click();
  await expect(page).toHaveURL(/\/ar\?filter=1$/);
  await expect(page.locator("[data-sonner-toaster]").getByText("يُرجى اختيار عنصر واحد على الأقل لعامل التصفية")).toBeVisible();
});

test("the map reads in Arabic and puts its controls at the start and end sides", async ({ page }) => {
  await openHome(page, "/ar?tab=plant");
  const map = page.getByTestId("plant-map");
  const canvas = map.locator(".leaflet-container");
  await expect(canvas).toBeVisible();
  const zoomIn = map.getByRole("button", { name: "تكبير" });
  await expect(zoomIn).toBeVisible();
  await expect(map.getByRole("button", { name: "تصغير" })).toBeVisible();
  const box = (await canvas.boundingBox())!;
  const zoom = (await zoomIn.boundingBox())!;
  const attribution = (await map.locator(".leaflet-control-attribution").boundingBox())!;
  // Right to left, the page starts on the right: the zoom buttons there, the attribution at the other end.
  expect(box.x + box.width - (zoom.x + zoom.width)).toBeLessThan(20);
  expect(zoom.x).toBeGreaterThan(box.x + box.width / 2);
  expect(attribution.x - box.x).toBeLessThan(2);
  await expectNoAxeViolations(page);
});
