/** The landing screen's plant side as the server renders it: plant cards, the plant list that stands in for the map, filters, the map's data, the phone panel, drawer, details and likes. */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { base, formWith, visitor, type Page, pathOf } from "./support";

const FIRST_PLANT = "Sitra Refinery Chemicals Depot";
const LAST_PLANT = "Ruwais Refinery Services Unit";

const articles = (page: Page) => page.screen.queryAllByRole("article");
const plantList = (page: Page) => within(page.screen.getByRole("list", { name: "Plants on the map" }));
const listPages = (page: Page) => within(page.screen.getByRole("navigation", { name: "Pages of the plant list" }));
const hrefOf = (element: HTMLElement) => element.getAttribute("href")!;

describe("plant cards and the plant list", () => {
  it("plant cards, the first plant selected, and a page of the plant list with coordinates", async () => {
    const page = await visitor().open("/?tab=plant");
    const first = articles(page)[0];
    const card = within(first);
    expect(card.getByRole("heading", { name: FIRST_PLANT })).toBeTruthy();
    expect(first.getAttribute("aria-current")).toBe("true");
    expect(card.getByText("Sitra Industrial Area", { exact: false })).toBeTruthy();
    expect(hrefOf(card.getByRole("link", { name: /sitra-depot\.example/ }))).toMatch(/^https?:\/\/sitra-depot\.example/);
    for (const action of [`Details of ${FIRST_PLANT}`, `Select ${FIRST_PLANT} on the map`, `View solutions of ${FIRST_PLANT}`, `Share ${FIRST_PLANT}`]) {
      expect(card.getByRole("link", { name: action })).toBeTruthy();
    }
    expect(card.getByRole("button", { name: `Like ${FIRST_PLANT}` }).getAttribute("aria-pressed")).toBe("false");

    // A page of 25 at a time, so that 10,000 plants cost the page no more than 40 do.
    expect(plantList(page).getAllByRole("link")).toHaveLength(25);
    const selected = plantList(page).getByRole("link", { name: new RegExp(FIRST_PLANT) });
    expect(selected.getAttribute("aria-current")).toBe("true");
    expect(selected.textContent).toMatch(/Bahrain · \d+\.\d{4}° N, \d+\.\d{4}° E/);
  });

  it("selecting a plant (the card's Select) moves the selection in the cards and the list", async () => {
    const explorer = visitor();
    const start = await explorer.open("/?tab=plant");
    const page = await explorer.open(hrefOf(start.screen.getByRole("link", { name: "Select Fort McMurray Oil Sands Chemicals Unit on the map" })));
    expect(new URL(page.url).searchParams.get("plant")).toBe("34");
    expect(articles(page)[1].getAttribute("aria-current")).toBe("true");
    expect(plantList(page).getByRole("link", { name: /Fort McMurray/ }).getAttribute("aria-current")).toBe("true");
  });

  it("the plant list pages through every plant and follows the selection", async () => {
    const explorer = visitor();
    const start = await explorer.open("/?tab=plant");
    expect(listPages(start).getByText("Plants 1–25 of 40")).toBeTruthy();
    const second = await explorer.open(hrefOf(listPages(start).getByRole("link", { name: "More plants" })));
    expect(new URL(second.url).searchParams.get("list")).toBe("2");
    expect(plantList(second).getAllByRole("link")).toHaveLength(15);
    expect(listPages(second).getByText("Plants 26–40 of 40")).toBeTruthy();
    // Choosing from page 2 keeps page 2; the selection is marked in the list and the cards stay on their page.
    const chosen = await explorer.open(hrefOf(plantList(second).getByRole("link", { name: new RegExp(LAST_PLANT) })));
    expect(new URL(chosen.url).searchParams.get("plant")).toBe("10");
    expect(plantList(chosen).getByRole("link", { name: new RegExp(LAST_PLANT) }).getAttribute("aria-current")).toBe("true");
    const previous = await explorer.open(hrefOf(listPages(chosen).getByRole("link", { name: "Previous plants" })));
    expect(plantList(previous).getAllByRole("link")).toHaveLength(25);
    // An address that names a plant opens the list on that plant's page.
    const named = await visitor().open("/?tab=plant&plant=10");
    expect(plantList(named).getByRole("link", { name: new RegExp(LAST_PLANT) }).getAttribute("aria-current")).toBe("true");
  });
});

describe("the map's data", () => {
  it("the map loads its markers as one compact, cacheable download", async () => {
    const response = await fetch(`${base}/map/plants.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    const { plants } = (await response.json()) as { plants: [number, number, number, string][] };
    expect(plants).toHaveLength(40);
    const [id, lat, lng, name] = plants[0];
    expect([typeof id, typeof lat, typeof lng, name]).toEqual(["number", "number", "number", FIRST_PLANT]);
    const again = await fetch(`${base}/map/plants.json`, { headers: { "If-None-Match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);
    const canada = await fetch(`${base}/map/plants.json?country=12&country=bogus`);
    expect(((await canada.json()) as { plants: unknown[] }).plants).toHaveLength(2);
  });
});

describe("the country and process filters without JavaScript", () => {
  it("a ticked country and 'Filter' narrow the plants and the plant list, shown as a chip", async () => {
    const explorer = visitor();
    const page = await explorer.open("/?tab=plant");
    const canada = page.screen.getByRole("checkbox", { name: "Canada" }).getAttribute("value")!;
    const filtered = await explorer.land(await explorer.submit(page, formWith(page, "Filter"), { values: { country: canada }, button: "Filter" }));
    expect(new URL(filtered.url).searchParams.getAll("country")).toEqual(["12"]);
    expect(articles(filtered)).toHaveLength(2);
    expect(plantList(filtered).getAllByRole("link")).toHaveLength(2);
    expect(within(filtered.screen.getByRole("list", { name: "Selected filters" })).getByRole("link", { name: /Canada/ })).toBeTruthy();
  });
});

describe("the phone's map panel without JavaScript", () => {
  it("'Map' opens the panel with the plant list and a wrapping previous/next card; close goes to the filter, Back to the cards", async () => {
    const explorer = visitor();
    const start = await explorer.open("/?tab=plant");
    const panel = await explorer.open(hrefOf(start.screen.getByRole("link", { name: "Map" })));
    expect(new URL(panel.url).searchParams.get("panel")).toBe("map");
    expect(panel.screen.getByRole("list", { name: "Plants on the map" })).toBeTruthy();
    expect(panel.screen.getAllByText(FIRST_PLANT).length).toBeGreaterThan(0);

    const last = await explorer.open(hrefOf(panel.screen.getByRole("link", { name: "Previous plant" })));
    expect(new URL(last.url).searchParams.get("plant")).toBe("10");
    expect(last.screen.getByText(/· 40 of 40$/)).toBeTruthy();
    expect(last.screen.getAllByText(LAST_PLANT).length).toBeGreaterThan(0);
    const wrapped = await explorer.open(hrefOf(last.screen.getByRole("link", { name: "Next plant" })));
    expect(wrapped.screen.getByText(/· 1 of 40$/)).toBeTruthy();

    const filter = await explorer.open(hrefOf(wrapped.screen.getByRole("link", { name: "Close map" })));
    expect(new URL(filter.url).searchParams.get("panel")).toBe("filter");
    expect(filter.screen.getByRole("heading", { name: "Filter by" })).toBeTruthy();

    const again = await explorer.open("/?tab=plant&panel=map");
    const back = await explorer.open(hrefOf(again.screen.getByRole("link", { name: "Back" })));
    expect(new URL(back.url).searchParams.has("panel")).toBe(false);
    expect(articles(back).length).toBeGreaterThan(0);
  });
});

describe("the plant's drawer and details", () => {
  it("View opens the 'Plants' drawer with the plant's solutions, each a link to its page", async () => {
    const explorer = visitor();
    const start = await explorer.open("/?tab=plant");
    const page = await explorer.open(hrefOf(start.screen.getByRole("link", { name: `View solutions of ${FIRST_PLANT}` })));
    const drawer = within(page.screen.getByRole("dialog", { name: "Plants" }));
    expect(drawer.getByRole("heading", { name: FIRST_PLANT })).toBeTruthy();
    const choices = within(drawer.getByRole("list", { name: "Solutions" })).getAllByRole("link");
    expect(choices.length).toBeGreaterThan(0);
    expect(hrefOf(choices[0])).toMatch(/^\/solution\/\d+$/);
    expect((await explorer.open(hrefOf(choices[0]))).status).toBe(200);
  });

  it("Details opens the plant dialog with 'Related Solutions', closed by Close or Back", async () => {
    const explorer = visitor();
    const start = await explorer.open("/?tab=plant");
    const page = await explorer.open(hrefOf(start.screen.getByRole("link", { name: `Details of ${FIRST_PLANT}` })));
    const dialog = within(page.screen.getByRole("dialog", { name: FIRST_PLANT }));
    expect(dialog.getByText("Sitra Industrial Area", { exact: false })).toBeTruthy();
    expect(dialog.getByRole("link", { name: /sitra-depot\.example/ })).toBeTruthy();
    expect(dialog.getByRole("heading", { name: "Related Solutions" })).toBeTruthy();
    expect(hrefOf(within(dialog.getByRole("list", { name: "Related Solutions" })).getAllByRole("link")[0])).toMatch(/^\/solution\/\d+$/);
    for (const name of ["Close", "Back"]) {
      const closed = await explorer.open(hrefOf(dialog.getByRole("link", { name })));
      expect(closed.screen.queryByRole("dialog", { name: FIRST_PLANT })).toBeNull();
      expect(new URL(closed.url).searchParams.has("details")).toBe(false);
    }
  });
});

describe("liking a plant without JavaScript", () => {
  it("the POST comes back to the same view, and the like is kept", async () => {
    const explorer = visitor();
    const page = await explorer.open("/?tab=plant&plant=34");
    const liked = await explorer.land(await explorer.submit(page, formWith(page, `Like ${FIRST_PLANT}`), { button: `Like ${FIRST_PLANT}` }));
    expect(pathOf(liked)).toBe("/?tab=plant&plant=34");
    expect(liked.screen.getByRole("button", { name: `Like ${FIRST_PLANT}` }).getAttribute("aria-pressed")).toBe("true");
    expect(articles(liked)[1].getAttribute("aria-current")).toBe("true");
    const again = await explorer.open("/?tab=plant&plant=34");
    expect(again.screen.getByRole("button", { name: `Like ${FIRST_PLANT}` }).getAttribute("aria-pressed")).toBe("true");
  });
});
