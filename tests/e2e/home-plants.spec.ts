/** The landing screen, plant side, in the browser: the map, filters at once, the phone's map panel, drawer, plant detail, likes (the server's HTML: tests/http/home-plants.test.ts). */
import { test, expect, expectNoAxeViolations, expectNoAxeViolationsAt } from "./fixtures";
import { isJs, likeStored, openHome, PHONE, waitForHydration } from "./home-helpers";

test.describe.configure({ timeout: 60_000 });

const FIRST_PLANT = "Sitra Refinery Chemicals Depot";
const LAST_PLANT = "Ruwais Refinery Services Unit";

test("the map shows the plants with the first selected, the plant list stays for screen readers, and selecting moves the marker", async ({ page }, testInfo) => {
  await openHome(page, "/?tab=plant");
  const map = page.getByTestId("plant-map");
  await expect(map.locator(".leaflet-container")).toBeVisible();
  await expect(map.locator(".leaflet-tooltip")).toHaveText(FIRST_PLANT);
  await expect(map.locator('img.leaflet-marker-icon[src="/images/map/marker-selected.svg"]')).toHaveCSS("width", "60px");
  await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();
  // Visually replaced by the map, the list and its pager stay for screen readers.
  await expect(page.getByRole("list", { name: "Plants on the map" })).toBeAttached();
  await expect(page.getByRole("navigation", { name: "Pages of the plant list" })).toBeAttached();
  await expectNoAxeViolations(page);

  await waitForHydration(page, testInfo);
  await page.getByRole("link", { name: "Select Fort McMurray Oil Sands Chemicals Unit on the map" }).click();
  await expect(page).toHaveURL(/plant=34/);
  await expect(page.getByRole("article").nth(1)).toHaveAttribute("aria-current", "true");
  await expect(map.locator(".leaflet-tooltip")).toHaveText("Fort McMurray Oil Sands Chemicals Unit");
});

// Without JavaScript the plant list stands where the map is: its own markup to check (the server's HTML: tests/http/home-plants.test.ts).
test("without JavaScript the plant list in place of the map has no axe violations", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.skip(isJs(testInfo), "with JavaScript the map's tests check these views");
  test.slow();
  await expectNoAxeViolationsAt(page, "/?tab=plant&plant=10");
  await expectNoAxeViolationsAt(page, "/?tab=plant&panel=map", { widths: [PHONE.width] });
});

test("country and process filters narrow the plants and the map", async ({ page }, testInfo) => {
  await openHome(page, "/?tab=plant");
  await waitForHydration(page, testInfo);
  // With JavaScript a tick filters at once from 768 px.
  await page.getByRole("checkbox", { name: "Canada" }).check();
  await expect(page).toHaveURL(/country=12/);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Plants on the map" }).getByRole("link")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Selected filters" }).getByRole("link", { name: /Canada/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("on a phone the map opens full screen with back, close-to-filter and a wrapping previous/next card", async ({ page }, testInfo) => {
  await openHome(page, "/?tab=plant", PHONE);
  await waitForHydration(page, testInfo);
  await expect(page.getByRole("list", { name: "Plants on the map" })).toBeHidden();
  await page.getByRole("link", { name: "Map", exact: true }).click();
  await expect(page).toHaveURL(/panel=map/);
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeHidden();
  await expectNoAxeViolations(page);
  await expect(page.getByText(`${FIRST_PLANT}`).last()).toBeVisible();
  await page.getByRole("link", { name: "Previous plant" }).click();
  await expect(page).toHaveURL(/plant=10/);
  await expect(page.getByText(/· 40 of 40$/)).toBeVisible();
  await expect(page.getByText(LAST_PLANT).last()).toBeVisible();
  await page.getByRole("link", { name: "Next plant" }).click();
  await expect(page.getByText(/· 1 of 40$/)).toBeVisible();
  await page.getByRole("link", { name: "Close map" }).click();
  await expect(page).toHaveURL(/panel=filter/);
  await expect(page.getByRole("heading", { name: "Filter by" })).toBeVisible();
  await page.goto("/?tab=plant&panel=map");
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).not.toHaveURL(/panel=/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("View opens the 'Plants' drawer with the plant's solutions; choosing one opens it", async ({ page }, testInfo) => {
  await openHome(page, "/?tab=plant");
  await waitForHydration(page, testInfo);
  const view = page.getByRole("link", { name: `View solutions of ${FIRST_PLANT}` });
  await view.click();
  const drawer = page.getByRole("dialog", { name: "Plants" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("heading", { name: FIRST_PLANT })).toBeVisible();
  const choices = drawer.getByRole("list", { name: "Solutions" }).getByRole("link");
  expect(await choices.count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(view).toBeFocused();
  await view.click();
  const href = (await choices.first().getAttribute("href"))!;
  expect(href).toMatch(/^\/solution\/\d+$/);
  await choices.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`Details opens the plant dialog with 'Related Solutions' (${viewport.width} px)`, async ({ page }, testInfo) => {
    await openHome(page, "/?tab=plant", viewport);
    await waitForHydration(page, testInfo);
    await page.getByRole("link", { name: `Details of ${FIRST_PLANT}` }).click();
    const dialog = page.getByRole("dialog", { name: FIRST_PLANT });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Sitra Industrial Area")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /sitra-depot\.example/ })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Related Solutions" })).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Related Solutions" }).getByRole("link").first()).toHaveAttribute("href", /^\/solution\/\d+$/);
    const back = dialog.getByRole("link", { name: "Back", exact: true });
    if (viewport === PHONE) {
      await expectNoAxeViolations(page);
      await back.click();
    } else {
      await expect(back).toBeHidden();
      await dialog.getByRole("link", { name: "Close" }).click();
    }
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/details=/);
  });
}

test("like a plant: the POST comes back to the same view, and the like is kept", async ({ page }, testInfo) => {
  await openHome(page, "/?tab=plant&plant=34");
  await waitForHydration(page, testInfo);
  const like = page.getByRole("button", { name: `Like ${FIRST_PLANT}` });
  const stored = likeStored(page);
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  expect(new URL(page.url()).search).toBe("?tab=plant&plant=34");
  await stored;
  await page.reload();
  await expect(page.getByRole("button", { name: `Like ${FIRST_PLANT}` })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("article").nth(1)).toHaveAttribute("aria-current", "true");
});
