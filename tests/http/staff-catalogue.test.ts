/** The catalogue's staff editors over HTTP, as a visitor without JavaScript posts them: plants, solutions, the filter trees, and the document library with its signed data-sheet links. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { flashOf, formWith, staffMember, visitor, type Page } from "./support";
import { fillIn, json, submit, valueOf } from "./staff-helpers";

const LATITUDE_MESSAGE = "Latitude must be a number between -90 and 90.";
const LONGITUDE_MESSAGE = "Longitude must be a number between -180 and 180.";

/** Plant names sort first in their country, so the landing page's first page of plants shows them. */
const plantName = (what: string) => `Aa ${what} ${randomUUID().slice(0, 6)}`;

async function apiPlants(country: string) {
  return (await json<{ data: { name: string; latitude: number; longitude: number }[] }>(`/api/v1/petrochemicals_catalog/plants/?country=${country}`)).data;
}

async function markerNames() {
  return (await json<{ plants: [number, number, number, string][] }>("/map/plants.json")).plants.map((marker) => marker[3]);
}

function newPlantFields(page: Page, name: string, latitude: string, longitude: string) {
  fillIn(page, { Name: name, Address: "Knowledge Oasis, Muscat", Country: "Oman", Website: "https://plant.example.com", Latitude: latitude, Longitude: longitude });
  (page.screen.getByRole("group", { name: "Processes" }).querySelector("input[type=checkbox]") as HTMLInputElement).checked = true;
}

describe("the plants editor", () => {
  it("create with typed coordinates (a draft), publish: in the API, the map and the plant list at once; Arabic texts; edit; unpublish: gone", async () => {
    const editor = await staffMember(["editor"]);
    const name = plantName("Journey Plant");
    const list = await editor.open("/staff");
    expect(list.screen.getByRole("main").querySelector("a[href='/staff/plants']")?.textContent).toBe("Plants");
    const plants = await editor.open("/staff/plants");
    expect(plants.screen.getByRole("heading", { level: 1, name: "Plants" })).toBeTruthy();
    expect(plants.screen.getByRole("link", { name: "New plant" }).getAttribute("href")).toBe("/staff/plants/new");

    const form = await editor.open("/staff/plants/new");
    expect(form.screen.getByRole("heading", { level: 1, name: "New plant" })).toBeTruthy();
    // Without JavaScript no map picker: only the fields, which work.
    expect(form.screen.queryByTestId("location-picker")).toBeNull();
    newPlantFields(form, name, "23.588012", "58.382901");
    const country = valueOf(form, "Country");
    let page = await editor.land(await submit(editor, form, formWith(form, "Create plant")));
    expect(flashOf(page)).toBe(`Plant “${name}” created as a draft: publish it to show it on the public site.`);
    expect(page.screen.getByRole("heading", { level: 1, name })).toBeTruthy();
    expect(page.screen.getByTestId("plant-status").textContent).toBe("Draft");
    expect(valueOf(page, "Latitude")).toBe("23.588012");
    expect((await apiPlants(country)).map((p) => p.name)).not.toContain(name);
    const plantId = /\/staff\/plants\/(\d+)/.exec(page.url)![1];

    fillIn(page, { Status: "published" });
    page = await editor.land(await submit(editor, page, formWith(page, "Save plant")));
    expect(flashOf(page)).toBe(`Plant “${name}” saved and published: it shows on the public site now.`);
    expect(page.screen.getByTestId("plant-status").textContent).toBe("Published");
    expect((await apiPlants(country)).find((p) => p.name === name)).toMatchObject({ latitude: 23.588012, longitude: 58.382901 });
    expect(await markerNames()).toContain(name);
    const landing = await visitor().open(`/?tab=plant&country=${country}`);
    expect(landing.screen.getByRole("link", { name: `Details of ${name}` })).toBeTruthy();

    // The Arabic name and address, written in their own right-to-left fields, show on the Arabic page.
    const arabicName = `مصنع الرحلة ${plantId}`;
    expect(page.screen.getByLabelText("Name (Arabic)").getAttribute("dir")).toBe("rtl");
    fillIn(page, { "Name (Arabic)": arabicName, "Address (Arabic)": "واحة المعرفة، مسقط" });
    page = await editor.land(await submit(editor, page, formWith(page, "Save plant")));
    expect(flashOf(page)).toBe(`Plant “${name}” saved.`);
    expect(valueOf(page, "Address (Arabic)")).toBe("واحة المعرفة، مسقط");
    const arabic = await visitor().open(`/ar?tab=plant&country=${country}&plant=${plantId}`);
    expect(arabic.screen.getByRole("main").textContent).toContain(arabicName);
    expect(arabic.screen.getByRole("main").textContent).toContain("واحة المعرفة، مسقط");

    fillIn(page, { Name: `${name} East` });
    page = await editor.land(await submit(editor, page, formWith(page, "Save plant")));
    expect(flashOf(page)).toBe(`Plant “${name} East” saved.`);
    expect((await apiPlants(country)).map((p) => p.name)).toContain(`${name} East`);

    fillIn(page, { Status: "draft" });
    page = await editor.land(await submit(editor, page, formWith(page, "Save plant")));
    expect(flashOf(page)).toBe(`Plant “${name} East” saved and unpublished: it no longer shows on the public site.`);
    expect((await apiPlants(country)).map((p) => p.name)).not.toContain(`${name} East`);
    expect(await markerNames()).not.toContain(`${name} East`);
    expect((await visitor().open(`/?tab=plant&country=${country}`)).screen.queryByRole("link", { name: `Details of ${name} East` })).toBeNull();

    // In the staff list: found by name, a draft.
    const found = await editor.open(`/staff/plants?q=${encodeURIComponent(name)}`);
    expect(found.screen.getAllByTestId("plant-row")).toHaveLength(1);
    expect(found.screen.getByTestId("plant-row").querySelector("[data-testid=plant-status]")?.textContent).toBe("Draft");
  });

  it("coordinates out of range or not numbers are refused with the words and the typed values kept; fixed, they save", async () => {
    const editor = await staffMember(["editor"]);
    const form = await editor.open("/staff/plants/new");
    const name = plantName("Out of Range Plant");
    newPlantFields(form, name, "95.5", "-190");
    let page = await editor.read(await submit(editor, form, formWith(form, "Create plant")), form.url);
    expect(page.status).toBe(400);
    expect(page.screen.getByText(LATITUDE_MESSAGE)).toBeTruthy();
    expect(page.screen.getByText(LONGITUDE_MESSAGE)).toBeTruthy();
    expect([valueOf(page, "Latitude"), valueOf(page, "Longitude"), valueOf(page, "Name"), valueOf(page, "Address")]).toEqual(["95.5", "-190", name, "Knowledge Oasis, Muscat"]);

    // A comma for the point: the same words.
    fillIn(page, { Latitude: "23,5", Longitude: "58.4" });
    page = await editor.read(await submit(editor, page, formWith(page, "Create plant")), form.url);
    expect(page.screen.getByText(LATITUDE_MESSAGE)).toBeTruthy();
    expect(page.screen.queryByText(LONGITUDE_MESSAGE)).toBeNull();
    expect(valueOf(page, "Latitude")).toBe("23,5");

    fillIn(page, { Latitude: "23.5" });
    page = await editor.land(await submit(editor, page, formWith(page, "Create plant")), form.url);
    expect(flashOf(page)).toBe(`Plant “${name}” created as a draft: publish it to show it on the public site.`);
    expect([valueOf(page, "Latitude"), valueOf(page, "Longitude")]).toEqual(["23.500000", "58.400000"]);
  });

  it("markup in the name is refused; the second of two editors saving one plant is refused, keeping their text, and saves when sent again", async () => {
    const editor = await staffMember(["editor"]);
    const form = await editor.open("/staff/plants/new");
    newPlantFields(form, '<script>alert("x")</script>', "21.5", "57.1");
    let page = await editor.read(await submit(editor, form, formWith(form, "Create plant")), form.url);
    expect(page.screen.getByText("Names cannot contain < or >.")).toBeTruthy();
    expect(valueOf(page, "Name")).toBe('<script>alert("x")</script>');
    expect(valueOf(page, "Latitude")).toBe("21.5");

    const name = plantName("Stale Plant");
    fillIn(page, { Name: name });
    page = await editor.land(await submit(editor, page, formWith(page, "Create plant")), form.url);
    expect(flashOf(page)).toBe(`Plant “${name}” created as a draft: publish it to show it on the public site.`);

    const other = await editor.open(page.url);
    fillIn(other, { Name: `${name} (first)` });
    expect(flashOf(await editor.land(await submit(editor, other, formWith(other, "Save plant"))))).toBe(`Plant “${name} (first)” saved.`);

    fillIn(page, { Name: `${name} (second)`, Address: "The second editor's address" });
    const stale = await editor.read(await submit(editor, page, formWith(page, "Save plant")), page.url);
    expect(stale.screen.getAllByRole("alert").map((alert) => alert.textContent).join(" ")).toContain("changed by someone else since you opened it");
    expect([valueOf(stale, "Name"), valueOf(stale, "Address")]).toEqual([`${name} (second)`, "The second editor's address"]);
    expect((await editor.open(page.url)).screen.getByRole("heading", { level: 1, name: `${name} (first)` })).toBeTruthy();

    // Saving again, now knowing, replaces the first editor's text.
    const saved = await editor.land(await submit(editor, stale, formWith(stale, "Save plant")), page.url);
    expect(flashOf(saved)).toBe(`Plant “${name} (second)” saved.`);
    expect(saved.screen.getByRole("heading", { level: 1, name: `${name} (second)` })).toBeTruthy();
  });

  it("related solutions: search, add, remove; delete only after the confirm box", async () => {
    const editor = await staffMember(["editor"]);
    const form = await editor.open("/staff/plants/new");
    const name = plantName("Related Plant");
    newPlantFields(form, name, "22.9", "57.5");
    let page = await editor.land(await submit(editor, form, formWith(form, "Create plant")));
    expect(page.screen.getByText("No related solution yet.")).toBeTruthy();

    const search = page.screen.getByTestId("plant-solutions").querySelector("form[role=search]") as HTMLFormElement;
    fillIn(search, { "Solution name": "demulsifier" });
    page = await editor.land(await submit(editor, page, search));
    expect(page.url).toMatch(/solution_q=demulsifier/);
    const candidates = page.screen.getByTestId("solutions-to-add").querySelectorAll("li");
    expect(candidates.length).toBeGreaterThan(0);
    const first = candidates[0].querySelector("span")!.textContent!.trim();
    page = await editor.land(await submit(editor, page, formWith(page, `Add ${first}`), { button: `Add ${first}` }));
    expect(flashOf(page)).toBe(`“${first}” added to the plant's solutions.`);
    expect(page.screen.getByTestId("related-solutions").textContent).toContain(first);

    page = await editor.land(await submit(editor, page, formWith(page, `Remove ${first}`), { button: `Remove ${first}` }));
    expect(flashOf(page)).toBe(`“${first}” removed from the plant's solutions.`);
    expect(page.screen.getByText("No related solution yet.")).toBeTruthy();

    const refused = await editor.read(await submit(editor, page, formWith(page, "Delete plant"), { button: "Delete plant" }), page.url);
    expect(refused.screen.getByTestId("plant-delete").textContent).toContain("Tick the box to confirm the deletion.");
    fillIn(refused.screen.getByTestId("plant-delete"), { [`I confirm: delete “${name}” for good.`]: true });
    const deleted = await editor.land(await submit(editor, refused, formWith(refused, "Delete plant"), { button: "Delete plant" }), page.url);
    expect(flashOf(deleted)).toBe(`Plant “${name}” deleted.`);
    expect(new URL(deleted.url).pathname).toBe("/staff/plants");
  });
});
