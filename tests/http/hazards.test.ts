/**
 * Hazard communication as the server renders and answers it, without JavaScript: the solution page's "Hazards"
 * section and the detail dialog's pictograms in English and Arabic, the hazard filter on /solutions and on the home
 * page as GET forms whose choices are in the address, and /api/v1 (the detail's `hazards`, the list's `hazard`
 * filter, 400 for a tampered choice, the OpenAPI document). Solutions are picked through the API by their demo
 * hazard data, not by id.
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { base, visitor, type Page } from "./support";

const C = "/api/v1/petrochemicals_catalog";
const api = async (path: string, language = "en") => {
  const response = await fetch(`${base}${path}`, { headers: { "Accept-Language": language } });
  return { status: response.status, body: await response.json() };
};

type Listed = { id: number; name: string; hazards?: { status: string; pictograms: string[] } };
const solutionsWith = async (query: string): Promise<{ count: number; results: Listed[] }> => (await api(`${C}/solutions/?page_size=100&${query}`)).body;
const hazardSection = (page: Page) => within(page.document.getElementById("hazards")!);

describe("the solution page's Hazards section", () => {
  it("shows a toxic solution's pictograms by name, the signal word, each statement as code and text, transport and the SDS note", async () => {
    const [toxic] = (await solutionsWith("hazard=GHS06")).results;
    const { body } = await api(`${C}/solutions/${toxic.id}/`);
    const hazards = body.hazards;
    expect(hazards.status).toBe("classified");
    const page = await visitor().open(`/solution/${toxic.id}`);
    const section = hazardSection(page);
    expect(section.getByRole("heading", { level: 2, name: "Hazards" })).toBeTruthy();
    expect(section.getByText("Toxic")).toBeTruthy();
    expect(section.getByText(hazards.signal_word === "danger" ? "Danger" : "Warning")).toBeTruthy();
    const text = page.document.getElementById("hazards")!.textContent!;
    for (const statement of [...hazards.hazard_statements, ...hazards.precautionary_statements]) {
      expect(text).toContain(statement.code);
      expect(text).toContain(statement.text);
    }
    if (hazards.transport) expect(text).toContain(hazards.transport.un_number);
    expect(section.getByText("The safety data sheet (SDS) is the reference document for this product's hazards.")).toBeTruthy();
    expect(section.getByRole("link", { name: "Request the safety data sheet" }).getAttribute("href")).toMatch(new RegExp(`^/solution/${toxic.id}/request/msds`));
    expect(section.getByRole("link", { name: "Print a GHS label" }).getAttribute("href")).toBe(`/solution/${toxic.id}/label`);
  });

  it("in Arabic under /ar: المخاطر, the pictograms' Arabic names and the statements' Arabic texts", async () => {
    const [toxic] = (await solutionsWith("hazard=GHS06")).results;
    const arabic = (await api(`${C}/solutions/${toxic.id}/`, "ar")).body;
    const page = await visitor().open(`/ar/solution/${toxic.id}`);
    const section = hazardSection(page);
    expect(section.getByRole("heading", { level: 2, name: "المخاطر" })).toBeTruthy();
    expect(section.getByText("سام")).toBeTruthy();
    const text = page.document.getElementById("hazards")!.textContent!;
    // The codes are the same in both languages; their texts are in Arabic.
    for (const statement of arabic.hazards.hazard_statements) expect(text).toContain(statement.code);
    expect(text).toMatch(/[\u0600-\u06ff]{3,}/);
    expect(text).not.toContain("Toxic if");
  });

  it("says 'not classified' and 'not entered' as states of their own", async () => {
    const [clear] = (await solutionsWith("hazard=not-classified")).results;
    expect(hazardSection(await visitor().open(`/solution/${clear.id}`)).getByText("Not classified as hazardous under GHS.")).toBeTruthy();
    // The demo leaves a few solutions "not entered"; the catalogue is read page by page to find one.
    let missing: Listed | undefined;
    for (let page = 1; !missing && page <= 5; page++) missing = (await solutionsWith(`page=${page}`)).results.find((s) => s.hazards?.status === "not_entered");
    expect(missing).toBeDefined();
    expect(hazardSection(await visitor().open(`/solution/${missing!.id}`)).getByText(/^Hazard data has not been entered for this product yet/)).toBeTruthy();
  });

  it("the home page's detail dialog shows the pictograms with their names and links to the section", async () => {
    const [corrosive] = (await solutionsWith("hazard=GHS05")).results;
    const page = await visitor().open(`/search?q=${encodeURIComponent(corrosive.name)}&solution=${corrosive.id}`);
    const dialog = within(page.screen.getByRole("dialog"));
    expect(dialog.getByText("Corrosive")).toBeTruthy();
    expect(dialog.getByRole("link", { name: "Hazards and safety" }).getAttribute("href")).toBe(`/solution/${corrosive.id}#hazards`);
  });
});

describe("the hazard filter without JavaScript", () => {
  it("on /solutions: a GET form whose choices are in the address, combined with the search, each row's pictograms named, chips to remove", async () => {
    const page = await visitor().open("/solutions");
    const box = page.document.querySelector('form[method="get"] input[name="hazard"][type="checkbox"]') as HTMLInputElement;
    expect([...box.form!.querySelectorAll('input[name="hazard"]')].map((input) => (input as HTMLInputElement).value)).toEqual([
      "not-classified",
      ...Array.from({ length: 9 }, (_, i) => `GHS0${i + 1}`),
    ]);
    const filtered = await visitor().open("/solutions?hazard=GHS05&search=inhibitor");
    const expected = await solutionsWith("hazard=GHS05&search=inhibitor");
    const links = within(filtered.screen.getByRole("table")).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(expected.results.slice(0, 10).map((s) => s.name));
    for (const row of within(filtered.screen.getByRole("table")).getAllByRole("row").slice(1)) {
      expect(within(row).getByRole("img", { name: "Corrosive" })).toBeTruthy();
    }
    // The box stays ticked, the search box keeps the words, and the chip removes the choice but keeps the search.
    expect((filtered.document.querySelector('input[name="hazard"][value="GHS05"][type="checkbox"]') as HTMLInputElement).defaultChecked).toBe(true);
    const chips = within(filtered.screen.getByRole("list", { name: "Selected filters" }));
    expect(chips.getByRole("link", { name: /Corrosive/ }).getAttribute("href")).toBe("/solutions?search=inhibitor");
  });

  it("on the home page: the choices beside the categories, AND with a category, the count exact, a tampered value ignored", async () => {
    const { body: categories } = await api(`${C}/categories/`);
    const category = categories.data[0].id;
    const expected = await solutionsWith(`hazard=GHS02&hazard=not-classified&categories=${category}`);
    const page = await visitor().open(`/?category=${category}&hazard=GHS02&hazard=not-classified&hazard=GHS99&filter=1`);
    const cards = [...page.document.querySelectorAll('article[aria-labelledby^="solution-"] h3')].map((heading) => heading.textContent);
    expect(cards).toEqual(expected.results.slice(0, 10).map((s) => s.name));
    const chips = within(page.screen.getByRole("list", { name: "Selected filters" }));
    expect(chips.getByRole("link", { name: /Flammable/ })).toBeTruthy();
    expect(chips.getByRole("link", { name: /Not classified as hazardous/ })).toBeTruthy();
    expect(chips.queryByText(/GHS99/)).toBeNull();
  });

  it("in Arabic: the boxes and chips named in Arabic", async () => {
    const page = await visitor().open("/ar/solutions?hazard=GHS09");
    expect(page.screen.getByRole("group", { name: "المخاطر" })).toBeTruthy();
    expect(within(page.screen.getByRole("list", { name: "عوامل التصفية المحددة" })).getByRole("link", { name: /خطر على البيئة/ })).toBeTruthy();
  });
});

describe("/api/v1", () => {
  it("the solution detail carries hazards; the list its summary, filtered by hazard with an exact count", async () => {
    const all = await solutionsWith("");
    const corrosive = await solutionsWith("hazard=GHS05");
    expect(corrosive.count).toBeGreaterThan(0);
    expect(corrosive.count).toBeLessThan(all.count);
    for (const solution of corrosive.results) expect(solution.hazards?.pictograms).toContain("GHS05");
    const either = await solutionsWith("hazard=GHS05,not-classified");
    const clear = await solutionsWith("hazard=not-classified");
    expect(either.count).toBe(corrosive.count + clear.count);
    const { body } = await api(`${C}/solutions/${corrosive.results[0].id}/`);
    expect(body.hazards).toMatchObject({ status: "classified", pictograms: expect.arrayContaining(["GHS05"]), hazard_statements: expect.any(Array), precautionary_statements: expect.any(Array) });
    // The spec's fields are unchanged beside it.
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["id", "name", "commercial_name", "description", "categories", "is_bookmarked", "hazards"]));
  });

  it("refuses a tampered hazard choice with a 400 naming it", async () => {
    const { status, body } = await api(`${C}/solutions/?hazard=GHS10`);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('hazard \\"GHS10\\" is not one of not-classified, GHS01');
  });

  it("the OpenAPI document describes the hazards and the filter", async () => {
    const { body: doc } = await api("/api/v1/openapi.json");
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["Hazards", "HazardSummary"]));
    const list = doc.paths[`${C}/solutions/`].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toContain("hazard");
  });
});

describe("the pictograms are drawn once, in the sprite", () => {
  const artwork = "polygon, path, circle, rect, g";
  it("list rows, cards, search results and the filter reference /pictograms.svg by code, each keeping its name; no row carries the artwork", async () => {
    for (const path of ["/solutions?hazard=GHS05", "/?hazard=GHS05", "/search?q=inhibitor", "/ar/solutions?hazard=GHS05"]) {
      const page = await visitor().open(path);
      const pictograms = [...page.document.querySelectorAll("main svg[data-pictogram]")];
      expect(pictograms.length, path).toBeGreaterThan(10);
      for (const svg of pictograms) {
        const code = svg.getAttribute("data-pictogram")!;
        expect(svg.querySelector("use")?.getAttribute("href"), path).toMatch(new RegExp(`^/pictograms\\.svg\\?v=\\w+#${code}$`));
        expect(svg.querySelectorAll(artwork), path).toHaveLength(0);
      }
    }
    const rows = await visitor().open("/solutions?hazard=GHS05");
    for (const row of within(rows.screen.getByRole("table")).getAllByRole("row").slice(1)) expect(within(row).getByRole("img", { name: "Corrosive" })).toBeTruthy();
    const arabic = await visitor().open("/ar/solutions?hazard=GHS05");
    expect(within(arabic.screen.getByRole("table")).getAllByRole("img", { name: "أكّال" }).length).toBeGreaterThan(0);
  });

  it("the sprite holds the nine symbols and is kept a year at the version the pages ask", async () => {
    const page = await visitor().open("/solutions?hazard=GHS05");
    const href = page.document.querySelector("main svg[data-pictogram] use")!.getAttribute("href")!;
    const response = await fetch(`${base}${href.split("#")[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const sprite = await response.text();
    expect([...sprite.matchAll(/<symbol id="(GHS0\d)"/g)].map(([, code]) => code)).toEqual(Array.from({ length: 9 }, (_, i) => `GHS0${i + 1}`));
  });
});
