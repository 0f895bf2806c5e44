/**
 * The plants editor in a real browser: with JavaScript the map picker shows, typing both fields places the marker
 * and a click on the map writes them; the no-JavaScript journey (@nojs) through the form: coordinates out of range
 * refused with the words and the typed values kept, then corrected and created. What the server does with a plant
 * (publishing to the API, the map and the lists, the Arabic texts, two editors, related solutions, deletion) is
 * proved over HTTP in tests/http/staff-catalogue.test.ts.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test, expectNoAxeViolations } from "./fixtures";
import { expectToast } from "./account-fixtures";
import { memberCookie, staffPage } from "./staff-fixtures";

// A 1×1 transparent PNG: the e2e config points MAP_TILE_URL at a dead port, so tiles are answered here.
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const LATITUDE_MESSAGE = "Latitude must be a number between -90 and 90.";
const LONGITUDE_MESSAGE = "Longitude must be a number between -180 and 180.";

const isJs = () => test.info().project.name === "js";

async function editorPage(browser: Parameters<typeof staffPage>[0], baseURL: string, request: APIRequestContext) {
  const editor = await memberCookie(request, ["editor"]);
  const opened = await staffPage(browser, baseURL, editor.cookie);
  await serveBlankTiles(opened.context);
  return opened;
}

async function serveBlankTiles(context: BrowserContext) {
  await context.route("**/tiles/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }));
}

/** With JavaScript the page must be hydrated before the picker renders and clicks are client-side. */
async function hydrated(page: Page) {
  if (!isJs()) return;
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return !!heading && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Plant names sort first in their country, so the landing page's first page of plants shows them. */
const plantName = (what: string) => `Aa ${what} ${randomUUID().slice(0, 6)}`;

async function fillNewPlant(page: Page, name: string, latitude: string, longitude: string) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Address", { exact: true }).fill("Knowledge Oasis, Muscat");
  await page.getByLabel("Country").selectOption({ label: "Oman" });
  await page.getByLabel("Website").fill("https://plant.example.com");
  await page.getByLabel("Latitude").fill(latitude);
  await page.getByLabel("Longitude").fill(longitude);
  await page.getByRole("group", { name: "Processes" }).getByRole("checkbox").first().check();
}

test.describe("plants editor", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the map picker: typing both fields places the marker, a click on the map writes them", async ({ browser, baseURL, request }) => {
    const { context, page } = await editorPage(browser, baseURL!, request);
    await page.goto("/staff/plants/new");
    await hydrated(page);
    const latitude = page.getByLabel("Latitude");
    const longitude = page.getByLabel("Longitude");
    const picker = page.getByTestId("location-picker");
    await expect(picker.getByText("Pick the location on the map")).toBeVisible();
    const map = picker.locator(".leaflet-container");
    await expect(map).toBeVisible();
    await latitude.fill("23.6");
    await longitude.fill("58.5");
    await expect(map.locator("img.leaflet-marker-icon")).toHaveCount(1);
    // A click elsewhere on the map moves it and writes both fields, six decimals each.
    await map.click({ position: { x: 60, y: 60 } });
    await expect(latitude).not.toHaveValue("23.6");
    await expect(latitude).toHaveValue(/^-?\d{1,2}\.\d{6}$/);
    await expect(longitude).toHaveValue(/^-?\d{1,3}\.\d{6}$/);
    const clicked = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
    // North-west of the marker: the click was above and left of the map's centre.
    expect(clicked.lat).toBeGreaterThan(23.6);
    expect(clicked.lng).toBeLessThan(58.5);
    await expectNoAxeViolations(page);

    // A saved plant's page shows its marker.
    const name = plantName("Picked Plant");
    await fillNewPlant(page, name, "23.5", "58.4");
    await page.getByRole("button", { name: "Create plant" }).click();
    await expectToast(page, `Plant “${name}” created as a draft: publish it to show it on the public site.`);
    await expect(page.getByTestId("location-picker").locator("img.leaflet-marker-icon")).toHaveCount(1);
    await context.close();
  });

  test("coordinates out of range are refused with the words and the typed values kept; corrected, the plant is created", { tag: "@nojs" }, async ({ browser, baseURL, request }) => {
    const { context, page } = await editorPage(browser, baseURL!, request);
    await page.goto("/staff/plants/new");
    await hydrated(page);
    const latitude = page.getByLabel("Latitude");
    const longitude = page.getByLabel("Longitude");
    const name = plantName("Out of Range Plant");
    await fillNewPlant(page, name, "95.5", "-190");
    await page.getByRole("button", { name: "Create plant" }).click();
    await expect(page.getByText(LATITUDE_MESSAGE)).toBeVisible();
    await expect(page.getByText(LONGITUDE_MESSAGE)).toBeVisible();
    await expect(latitude).toHaveValue("95.5");
    await expect(longitude).toHaveValue("-190");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("Knowledge Oasis, Muscat");
    await expectNoAxeViolations(page);

    await latitude.fill("23.5");
    await longitude.fill("58.4");
    await page.getByRole("button", { name: "Create plant" }).click();
    await expectToast(page, `Plant “${name}” created as a draft: publish it to show it on the public site.`);
    await expect(page).toHaveURL(/\/staff\/plants\/\d+$/);
    await expect(latitude).toHaveValue("23.500000");
    await expect(longitude).toHaveValue("58.400000");
    await context.close();
  });
});
