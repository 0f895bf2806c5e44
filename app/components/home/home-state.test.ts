/** The landing screen's URL state: parsing ignores bad values, and links round-trip. */
import { describe, expect, it } from "vitest";
import { homeHref, homeSearch, parseHomeState, tabHref, withoutOverlays } from "./home-state";

const parse = (query: string) => parseHomeState(new URLSearchParams(query));

describe("parseHomeState", () => {
  it("defaults to the solution tab with nothing selected", () => {
    const state = parse("");
    expect(state).toMatchObject({ tab: "solution", categories: [], page: 1, plant: null, panel: null, share: null, about: false });
    expect(homeSearch(state)).toBe("");
  });

  it("keeps only the current tab's filters and ignores malformed values", () => {
    const state = parse("tab=plant&country=12&country=x&country=12&process=-1&process=4&category=3&plant=0&page=abc&panel=nope&share=plant-9");
    expect(state).toMatchObject({ tab: "plant", countries: [12], processes: [4], categories: [], plant: null, page: 1, panel: null });
    expect(state.share).toEqual({ kind: "plant", id: 9 });
    expect(parse("category=99999999999").categories).toEqual([]);
    expect(parse("share=solution-abc").share).toBeNull();
  });

  it("reads the hazard filter's known choices once each, in the list's order, on the solution tab only", () => {
    const state = parse("hazard=GHS05&hazard=not-classified&hazard=GHS05&hazard=GHS99&hazard=%3Cscript%3E&category=3");
    expect(state.hazards).toEqual(["not-classified", "GHS05"]);
    expect(homeSearch(state)).toBe("?category=3&hazard=not-classified&hazard=GHS05");
    expect(parse("tab=plant&hazard=GHS02").hazards).toEqual([]);
  });

  it("round-trips a full view through its address", () => {
    const query = "tab=plant&country=1&process=2&filter=1&page=2&plant=5&list=3&panel=map&drawer=1&details=5&share=1&about=1";
    expect(homeSearch(parse(query))).toBe(`?${query}`);
  });
});

describe("links", () => {
  it("close overlays but keep the view", () => {
    const state = parse("tab=plant&country=1&plant=5&drawer=1&share=1&about=1");
    expect(homeHref(withoutOverlays(state))).toBe("/?tab=plant&country=1&plant=5");
    expect(homeHref(state, { panel: "map", share: null, drawer: false, about: false })).toBe("/?tab=plant&country=1&plant=5&panel=map");
  });

  it("switching tab resets everything", () => {
    expect(tabHref("plant")).toBe("/?tab=plant");
    expect(tabHref("solution")).toBe("/");
  });
});
