/** The landing screen, plant side: plant cards, the map (and its no-JS list), mobile map panel, drawer and plant detail. */
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { isJs, likeStored, openHome, PHONE, waitForHydration } from "./home-helpers";

test.describe.configure({ timeout: 60_000 });

const FIRST_PLANT = "Sitra Refinery Chemicals Depot";
const LAST_PLANT = "Ruwais Refinery Services Unit";

test("plant cards, the first plant selected, and the map (a list of plants without JavaScript)", async ({ page }, testInfo) => {
  await openHome(page, "/?tab=plant");
  const card = page.getByRole("article").first();
  await expect(card.getByRole("heading", { name: FIRST_PLANT })).toBeVisible();
  await expect(card).toHaveAttribute("aria-current", "true");
  await expect(card.getByText("Sitra Industrial Area")).toBeVisible();
  await expect(card.getByRole("link", { name: /sitra-depot\.example/ })).toHaveAttribute("href", /^https?:\/\/sitra-depot\.example/);
  for (const action of [`Details of ${FIRST_PLANT}`, `Select ${FIRST_PLANT} on the map`, `View solutions of ${FIRST_PLANT}`, `Share ${FIRST_PLANT}`]) {
    await expect(card.getByRole("link", { name: action })).toBeVisible();
  }
  await expect(card.getByRole("button", { name: `Like ${FIRST_PLANT}` })).toHaveAttribute("aria-pressed", "false");

  const list = page.getByRole("list", { name: "Plants on the map" });
  // A page of 25 at a time, so that 10,000 plants cost the page no more than 40 do.
  await expect(list.getByRole("link")).toHaveCount(25);
  await expect(list.getByRole("link", { name: new RegExp(FIRST_PLANT) })).toHaveAttribute("aria-current", "true");
  await expect(list.getByRole("link", { name: new RegExp(FIRST_PLANT) })).toContainText(/Bahrain · \d+\.\d{4}° N, \d+\.\d{4}° E/);

  if (isJs(testInfo)) {
    const map = page.getByTestId("plant-map");
    await expect(map.locator(".leaflet-container")).toBeVisible();
    await expect(map.locator(".leaflet-tooltip")).toHaveText(FIRST_PLANT);
    await expect(map.locator('img.leaflet-marker-icon[src="/images/map/marker-selected.svg"]')).toHaveCSS("width", "60px");
    await expect(map.getByRole("button", { name: "Zoom in" })).toBeVisible();
    // The list stays for screen readers, visually replaced by the map.
    await expect(list).toBeAttached();
  } else {
    await expect(list).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Selecting a plant (list link, or the card's Select) moves the selection.
  await waitForHydration(page, testInfo);
  await page.getByRole("link", { name: "Select Fort McMurray Oil Sands Chemicals Unit on the map" }).click();
  await expect(page).toHaveURL(/plant=34/);
  await expect(page.getByRole("article").nth(1)).toHaveAttribute("aria-current", "true");
  if (isJs(testInfo)) {
    await expect(page.getByTestId("plant-map").locator(".leaflet-tooltip")).toHaveText("Fort McMurray Oil Sands Chemicals Unit");
  } else {
    await expect(list.getByRole("link", { name: /Fort McMurray/ })).toHaveAttribute("aria-current", "true");
  }
});

test("the plant list beside the map pages through every plant and follows the selection", async ({ page }, testInfo) => {
  await openHome(page, "/?tab=plant");
  await waitForHydration(page, testInfo);
  const list = page.getByRole("list", { name: "Plants on the map" });
  const pages = page.getByRole("navigation", { name: "Pages of the plant list" });
  if (isJs(testInfo)) {
    // Visually replaced by the map, the list and its pager stay for screen readers.
    await expect(list).toBeAttached();
    await expect(pages).toBeAttached();
    return;
  }
  await expect(pages.getByText("Plants 1–25 of 40")).toBeVisible();
  await pages.getByRole("link", { name: "More plants" }).click();
  await expect(page).toHaveURL(/list=2/);
  await expect(list.getByRole("link")).toHaveCount(15);
  await expect(pages.getByText("Plants 26–40 of 40")).toBeVisible();
  await expect(list.getByRole("link", { name: new RegExp(LAST_PLANT) })).toBeVisible();
  // Choosing from page 2 keeps page 2; the selection is marked in the list and the cards stay on their page.
  await list.getByRole("link", { name: new RegExp(LAST_PLANT) }).click();
  await expect(page).toHaveURL(/plant=10/);
  await expect(list.getByRole("link", { name: new RegExp(LAST_PLANT) })).toHaveAttribute("aria-current", "true");
  await pages.getByRole("link", { name: "Previous plants" }).click();
  await expect(list.getByRole("link")).toHaveCount(25);
  // An address that names a plant opens the list on that plant's page.
  await page.goto("/?tab=plant&plant=10");
  await expect(list.getByRole("link", { name: new RegExp(LAST_PLANT) })).toHaveAttribute("aria-current", "true");
  await expectNoAxeViolations(page);
});

test("the map loads its markers as one compact, cacheable download", async ({ request }) => {
  const response = await request.get("/map/plants.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("public");
  const { plants } = (await response.json()) as { plants: [number, number, number, string][] };
  expect(plants).toHaveLength(40);
  const [id, lat, lng, name] = plants[0];
  expect([typeof id, typeof lat, typeof lng, name]).toEqual(["number", "number", "number", FIRST_PLANT]);
  const again = await request.get("/map/plants.json", { headers: { "If-None-Match": response.headers()["etag"] } });
  expect(again.status()).toBe(304);
  const canada = await request.get("/map/plants.json?country=12&country=bogus");
  expect(((await canada.json()) as { plants: unknown[] }).plants).toHaveLength(2);
});

test("country and process filters narrow the plants and the map", async ({ page }, testInfo) => {
  await openHome(page, "/?tab=plant");
  await waitForHydration(page, testInfo);
  await page.getByRole("checkbox", { name: "Canada" }).check();
  if (!isJs(testInfo)) await page.getByRole("button", { name: "Filter", exact: true }).click();
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
  if (isJs(testInfo)) {
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.getByRole("button", { name: "Zoom in" })).toBeHidden();
  } else {
    await expect(page.getByRole("list", { name: "Plants on the map" })).toBeVisible();
  }
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
  if (isJs(testInfo)) {
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(view).toBeFocused();
    await view.click();
  }
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
