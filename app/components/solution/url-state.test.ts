import { describe, expect, it } from "vitest";
import { hrefWith, pageFromLink, parseIdQuery } from "./url-state";

describe("solution URL state", () => {
  it("sets and removes parameters, keeping the rest", () => {
    const location = { pathname: "/search", search: "?q=scale&solution=4&request=msds" };
    expect(hrefWith(location, { request: null })).toBe("/search?q=scale&solution=4");
    expect(hrefWith(location, { solution: null, request: null, q: null })).toBe("/search");
    expect(hrefWith({ pathname: "/search", search: "?q=a b" }, { share: "1" })).toBe("/search?q=a+b&share=1");
  });

  it("reads the page number from next/previous links, relative or absolute", () => {
    expect(pageFromLink("?page=3&page_size=10")).toBe(3);
    expect(pageFromLink("http://example.com/api/v1/petrochemicals_catalog/solutions/?page=2&page_size=10")).toBe(2);
    expect(pageFromLink(null)).toBeNull();
    expect(pageFromLink("?page_size=10")).toBeNull();
  });

  it("accepts only positive whole ids", () => {
    expect(parseIdQuery("12")).toBe(12);
    for (const bad of ["0", "-1", "1.5", "abc", "", null, "99999999999"]) expect(parseIdQuery(bad)).toBeNull();
  });
});
