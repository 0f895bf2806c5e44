/**
 * The plants editor (issue 17), with JavaScript on and off: an editor creates a plant with its coordinates typed in
 * the fields (a draft the public never sees), publishes it (at once in /api/v1, the map's markers and the landing
 * page's plant list), edits it, unpublishes it (gone again). With JavaScript the map picker shows and a click on it
 * writes the latitude and longitude fields; without, only the fields show, and they work. Coordinates out of range
 * are refused with the words and the typed values kept. Two editors saving one plant: the second is told it changed
 * since they opened it, and keeps their text. axe on each page.
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

async function apiPlantNames(request: APIRequestContext, country: string) {
  const body = (await (await request.get(`/api/v1/petrochemicals_catalog/plants/?country=${country}`)).json()) as { data: { name: string; latitude: number; longitude: number }[] };
  return body.data;
}

async function markerNames(request: APIRequestContext) {
  const body = (await (await request.get("/map/plants.json")).json()) as { plants: [number, number, number, string][] };
  return body.plants.map((marker) => marker[3]);
}

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

  test("create with typed coordinates, publish: in the API, the map and the plant list at once; edit; unpublish: gone", async ({ browser, baseURL, request }) => {
    const { context, page } = await editorPage(browser, baseURL!, request);
    const name = plantName("Journey Plant");

    await page.goto("/staff");
    await page.getByRole("main").getByRole("link", { name: "Plants" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Plants" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "New plant" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New plant" })).toBeVisible();
    await hydrated(page);

    await fillNewPlant(page, name, "23.588012", "58.382901");
    const country = await page.getByLabel("Country").inputValue();
    await page.getByRole("button", { name: "Create plant" }).click();
    await expectToast(page, `Plant “${name}” created as a draft: publish it to show it on the public site.`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("plant-status")).toHaveText("Draft");
    await expect(page.getByLabel("Latitude")).toHaveValue("23.588012");
    expect((await apiPlantNames(request, country)).map((p) => p.name)).not.toContain(name);
    await expectNoAxeViolations(page);

    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Save plant" }).click();
    await expectToast(page, `Plant “${name}” saved and published: it shows on the public site now.`);
    await expect(page.getByTestId("plant-status")).toHaveText("Published");
    const listed = (await apiPlantNames(request, country)).find((p) => p.name === name);
    expect(listed).toMatchObject({ latitude: 23.588012, longitude: 58.382901 });
    expect(await markerNames(request)).toContain(name);
    const publicPage = await context.newPage();
    await publicPage.goto(`/?tab=plant&country=${country}`);
    await expect(publicPage.getByRole("link", { name: `Details of ${name}` })).toBeVisible();

    // Issue 19: the Arabic name and address, written in their own right-to-left fields, show on the Arabic page.
    const plantId = /\/staff\/plants\/(\d+)/.exec(page.url())![1];
    const arabicName = `مصنع الرحلة ${plantId}`;
    await expect(page.getByLabel("Name (Arabic)", { exact: true })).toHaveAttribute("dir", "rtl");
    await page.getByLabel("Name (Arabic)", { exact: true }).fill(arabicName);
    await page.getByLabel("Address (Arabic)").fill("واحة المعرفة، مسقط");
    await page.getByRole("button", { name: "Save plant" }).click();
    await expectToast(page, `Plant “${name}” saved.`);
    await expect(page.getByLabel("Address (Arabic)")).toHaveValue("واحة المعرفة، مسقط");
    const arabicPage = await context.newPage();
    await arabicPage.goto(`/ar?tab=plant&country=${country}&plant=${plantId}`);
    await expect(arabicPage.getByRole("main").getByText(arabicName).filter({ visible: true }).first()).toBeVisible();
    await expect(arabicPage.getByRole("main").getByText("واحة المعرفة، مسقط").filter({ visible: true }).first()).toBeVisible();
    await arabicPage.close();

    await page.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} East`);
    await page.getByRole("button", { name: "Save plant" }).click();
    await expectToast(page, `Plant “${name} East” saved.`);
    expect((await apiPlantNames(request, country)).map((p) => p.name)).toContain(`${name} East`);

    await page.getByLabel("Status").selectOption("draft");
    await page.getByRole("button", { name: "Save plant" }).click();
    await expectToast(page, `Plant “${name} East” saved and unpublished: it no longer shows on the public site.`);
    expect((await apiPlantNames(request, country)).map((p) => p.name)).not.toContain(`${name} East`);
    expect(await markerNames(request)).not.toContain(`${name} East`);
    await publicPage.reload();
    await expect(publicPage.getByRole("link", { name: `Details of ${name} East` })).toHaveCount(0);

    // In the staff list: found by name, a draft.
    await page.goto(`/staff/plants?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("plant-row")).toHaveCount(1);
    await expect(page.getByTestId("plant-row").getByTestId("plant-status")).toHaveText("Draft");
    await context.close();
  });

  test("the map picker with JavaScript (a click writes the fields), only the fields without; coordinates out of range refused and kept", async ({ browser, baseURL, request }) => {
    const { context, page } = await editorPage(browser, baseURL!, request);
    await page.goto("/staff/plants/new");
    await hydrated(page);
    const latitude = page.getByLabel("Latitude");
    const longitude = page.getByLabel("Longitude");

    if (isJs()) {
      const picker = page.getByTestId("location-picker");
      await expect(picker.getByText("Pick the location on the map")).toBeVisible();
      const map = picker.locator(".leaflet-container");
      await expect(map).toBeVisible();
      // Typing both fields places the marker.
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
    } else {
      await expect(page.getByTestId("location-picker")).toHaveCount(0);
      await expect(page.locator(".leaflet-container")).toHaveCount(0);
    }
    await expectNoAxeViolations(page);

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

    // Not a number (a comma for the point): the same words.
    await latitude.fill("23,5");
    await longitude.fill("58.4");
    await page.getByRole("button", { name: "Create plant" }).click();
    await expect(page.getByText(LATITUDE_MESSAGE)).toBeVisible();
    await expect(page.getByText(LONGITUDE_MESSAGE)).toHaveCount(0);
    await expect(latitude).toHaveValue("23,5");

    // Fixed, it saves with the fields' values.
    await latitude.fill("23.5");
    await page.getByRole("button", { name: "Create plant" }).click();
    await expectToast(page, `Plant “${name}” created as a draft: publish it to show it on the public site.`);
    await expect(latitude).toHaveValue("23.500000");
    await expect(longitude).toHaveValue("58.400000");
    if (isJs()) await expect(page.getByTestId("location-picker").locator("img.leaflet-marker-icon")).toHaveCount(1);
    await context.close();
  });

  test("markup in the name is refused; the second of two editors saving one plant is refused, keeping their text", async ({ browser, baseURL, request }) => {
    const { context, page } = await editorPage(browser, baseURL!, request);
    await page.goto("/staff/plants/new");
    await hydrated(page);
    await fillNewPlant(page, '<script>alert("x")</script>', "21.5", "57.1");
    await page.getByRole("button", { name: "Create plant" }).click();
    await expect(page.getByText("Names cannot contain < or >.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue('<script>alert("x")</script>');
    await expect(page.getByLabel("Latitude")).toHaveValue("21.5");

    const name = plantName("Stale Plant");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByRole("button", { name: "Create plant" }).click();
    await expectToast(page, `Plant “${name}” created as a draft: publish it to show it on the public site.`);
    const url = page.url();

    const other = await context.newPage();
    await other.goto(url);
    await hydrated(other);
    await other.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} (first)`);
    await other.getByRole("button", { name: "Save plant" }).click();
    await expectToast(other, `Plant “${name} (first)” saved.`);

    await page.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} (second)`);
    await page.getByLabel("Address", { exact: true }).fill("The second editor's address");
    await page.getByRole("button", { name: "Save plant" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "changed by someone else since you opened it" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(`${name} (second)`);
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("The second editor's address");
    await expectNoAxeViolations(page);

    await other.reload();
    await expect(other.getByRole("heading", { level: 1, name: `${name} (first)` })).toBeVisible();
    // Saving again, now knowing, replaces the first editor's text.
    await page.getByRole("button", { name: "Save plant" }).click();
    await expectToast(page, `Plant “${name} (second)” saved.`);
    await expect(page.getByRole("heading", { level: 1, name: `${name} (second)` })).toBeVisible();
    await context.close();
  });

  test("related solutions: search, add, remove; delete after the confirm box", async ({ browser, baseURL, request }) => {
    const { context, page } = await editorPage(browser, baseURL!, request);
    await page.goto("/staff/plants/new");
    await hydrated(page);
    const name = plantName("Related Plant");
    await fillNewPlant(page, name, "22.9", "57.5");
    await page.getByRole("button", { name: "Create plant" }).click();
    await expectToast(page, `Plant “${name}” created as a draft: publish it to show it on the public site.`);
    await expect(page.getByText("No related solution yet.")).toBeVisible();

    const solutions = page.getByTestId("plant-solutions");
    await solutions.getByLabel("Solution name").fill("demulsifier");
    await solutions.getByRole("button", { name: "Search solutions" }).click();
    await expect(page).toHaveURL(/solution_q=demulsifier/);
    const candidates = page.getByTestId("solutions-to-add").getByRole("listitem");
    await expect(candidates.first()).toBeVisible();
    const first = (await candidates.first().locator("span").first().innerText()).trim();
    await expectNoAxeViolations(page);
    await candidates.first().getByRole("button", { name: `Add ${first}` }).click();
    await expectToast(page, `“${first}” added to the plant's solutions.`);
    await expect(page.getByTestId("related-solutions").getByText(first)).toBeVisible();

    await page.getByTestId("related-solutions").getByRole("button", { name: `Remove ${first}` }).click();
    await expectToast(page, `“${first}” removed from the plant's solutions.`);
    await expect(page.getByText("No related solution yet.")).toBeVisible();

    const danger = page.getByTestId("plant-delete");
    await danger.getByRole("button", { name: "Delete plant" }).click();
    await expect(danger.getByText("Tick the box to confirm the deletion.")).toBeVisible();
    await danger.getByLabel(`I confirm: delete “${name}” for good.`).check();
    await danger.getByRole("button", { name: "Delete plant" }).click();
    await expectToast(page, `Plant “${name}” deleted.`);
    await expect(page).toHaveURL(/\/staff\/plants$/);
    await context.close();
  });
});
