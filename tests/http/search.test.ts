/**
 * Search that finds what people call things, over the demo catalogue: description words, category names,
 * synonyms and spellings in both languages, relevance order, the count, corrections, and a page with no results
 * that leads on (search box, "Did you mean", categories, a message to the technical team with the words in it).
 */
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { base, visitor, type Page } from "./support";

interface ApiPage {
  count: number;
  results: { id: number; name: string; commercial_name: string }[];
  search?: { spelled_as?: string; suggestion?: string };
}

async function api(q: string, pageSize = 100): Promise<ApiPage> {
  const response = await fetch(`${base}/api/v1/petrochemicals_catalog/solutions/?search=${encodeURIComponent(q)}&page_size=${pageSize}`);
  expect(response.status, q).toBe(200);
  return (await response.json()) as ApiPage;
}

const names = (page: ApiPage) => page.results.map((s) => s.name);
const cards = (page: Page) => page.screen.queryAllByTestId("result-card");
/** The H2S scavengers of the demo catalogue: every SulfaClear HS product. */
const isScavenger = (name: string) => name.startsWith("SulfaClear HS");

describe("search over descriptions, categories and synonyms", () => {
  it("finds every H2S scavenger by what the descriptions call the gas, in either spelling, and by 'H2S in gas'", async () => {
    const scavengers = names(await api("H2S")).filter(isScavenger);
    expect(scavengers.length).toBeGreaterThan(10);
    for (const q of ["hydrogen sulphide", "hydrogen sulfide", "Hydrogen Sulfide", "H2S in gas"]) {
      const found = await api(q);
      // The H2S scavengers come first (their names hold H2S, or their categories the gas); all of them are there.
      expect(names(found).slice(0, 5).every(isScavenger), q).toBe(true);
      for (const name of scavengers) expect(names(found), `${q}: ${name}`).toContain(name);
    }
    // "sour gas" is in the descriptions only: the scavengers for wet sour gas and sour formations.
    const sour = await api("sour gas");
    expect(sour.count).toBeGreaterThan(0);
    expect(names(sour).every(isScavenger)).toBe(true);
  });

  it("treats the field's abbreviations as their words: SRB, O2", async () => {
    // "control of sulphate-reducing bacteria" is in the THPS biocide's description.
    expect(names(await api("SRB")).some((name) => name.startsWith("BioShield"))).toBe(true);
    const oxygen = await api("O2 scavenger");
    expect(oxygen.count).toBe((await api("oxygen scavenger")).count);
    expect(names(oxygen).slice(0, 5).every((name) => name.startsWith("OxyNil"))).toBe(true);
  });

  it("finds the same products from the Arabic words, on the Arabic API and page", async () => {
    const english = names(await api("hydrogen sulphide")).sort();
    expect(names(await api("كبريتيد الهيدروجين")).sort()).toEqual(english);
    const oxygen = names(await api("الأكسجين"));
    expect(oxygen.slice(0, 5).every((name) => name.startsWith("OxyNil"))).toBe(true);
    const page = await visitor().open(`/ar/search?q=${encodeURIComponent("كبريتيد الهيدروجين")}`);
    expect(cards(page).length).toBe(10);
    expect(page.screen.getByText(/^\d+ نتيجة$/)).toBeTruthy();
  });

  it("ranks the name and commercial name above the categories and descriptions, alphabetical only among equals", async () => {
    const corrosion = await api("corrosion");
    const first = corrosion.results.slice(0, 10);
    // The first page: products whose own names say corrosion (the French export grade's name holds the word, so it
    // leads), then every one whose commercial name does, by name.
    expect(first.every((s) => `${s.name} ${s.commercial_name}`.toLowerCase().includes("corrosion"))).toBe(true);
    expect(first[0].name).toBe("Inhibiteur de corrosion CI-228 (qualité export)");
    const rest = first.slice(1).map((s) => s.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    // Products that only mention corrosion in their descriptions come after all of those.
    const byName = corrosion.results.map((s) => `${s.name} ${s.commercial_name}`.toLowerCase().includes("corrosion"));
    const firstByDescription = byName.indexOf(false);
    expect(firstByDescription).toBeGreaterThan(0);
    expect(byName.slice(firstByDescription)).not.toContain(true);
  });

  it("shows the count of results, and says what a misspelling was searched as", async () => {
    const page = await visitor().open("/search?q=demulsfier");
    const { count } = await api("demulsifier");
    expect(page.screen.getByText(`Nothing matched “demulsfier”; showing results for “demulsifier”. ${count} results`)).toBeTruthy();
    expect((await api("demulsfier")).search).toEqual({ spelled_as: "demulsifier" });
    const exact = await visitor().open("/search?q=Korozyon");
    expect(exact.screen.getByText("1 result")).toBeTruthy();
  });
});

describe("a search that finds nothing", () => {
  it("keeps the spec's words and offers the search box, the categories and a message to the technical team", async () => {
    const page = await visitor().open("/search?q=zzqx%20nothing");
    expect(page.screen.getByText('No results found for "zzqx nothing"')).toBeTruthy();
    expect(cards(page)).toHaveLength(0);
    const box = within(page.screen.getByRole("search")).getByRole("searchbox") as HTMLInputElement;
    expect(box.value).toBe("zzqx nothing");
    expect(box.closest("form")!.getAttribute("action")).toBe("/search");
    expect(page.screen.queryByText("Did you mean")).toBeNull();
    // No category name holds the words: the top-level ones, to browse.
    const categories = within(page.screen.getByRole("heading", { name: "Browse the catalogue by category" }).parentElement!).getAllByRole("link");
    expect(categories.map((link) => link.textContent)).toContain("Corrosion Inhibitors");
    expect(categories[0].getAttribute("href")).toMatch(/^\/\?category=\d+$/);

    const ask = page.screen.getByRole("link", { name: "Ask the technical team" });
    const contact = await visitor().open(ask.getAttribute("href")!);
    const message = contact.screen.getByRole("textbox", { name: /Message/ }) as HTMLTextAreaElement;
    expect(message.value).toBe("I searched the catalogue for “zzqx nothing” and found nothing. I am looking for: ");
  });

  it("offers a close catalogue word and the categories that match a word, in Arabic too", async () => {
    const page = await visitor().open("/search?q=corozion%20zzqx");
    expect(page.screen.getByText('No results found for "corozion zzqx"')).toBeTruthy();
    const scale = await visitor().open("/search?q=scale%20zzqx");
    const matching = within(scale.screen.getByRole("heading", { name: "Categories that match your words" }).parentElement!).getAllByRole("link");
    expect(matching.map((link) => link.textContent)).toContain("Scale Inhibitors");

    const arabic = await visitor().open(`/ar/search?q=${encodeURIComponent("zzqx غير موجود")}`);
    expect(arabic.screen.getByText("لا توجد نتائج عن «zzqx غير موجود»")).toBeTruthy();
    expect(arabic.screen.getByRole("link", { name: "اسأل الفريق الفني" }).getAttribute("href")).toMatch(/^\/ar\/contact-us\?message=/);
  });

  it("offers 'Did you mean' when a word is near one of the catalogue's (not near enough to search unasked) and that finds something", async () => {
    // "corozion" shares 5 of 14 trigrams with "corrosion" (0.36): below the 0.5 of a correction, above the 0.35 of a guess.
    expect(await api("corozion")).toMatchObject({ count: 0, search: { suggestion: "corrosion" } });
    const page = await visitor().open("/search?q=corozion");
    expect(page.screen.getByText("Did you mean")).toBeTruthy();
    expect(page.screen.getByRole("link", { name: "corrosion" }).getAttribute("href")).toBe("/search?q=corrosion");
    // A guess that would find nothing is not offered.
    expect((await api("zzqx nothing")).search).toBeUndefined();
  });
});
