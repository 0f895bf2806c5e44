import { describe, expect, it } from "vitest";
import { parseSavedQuery, savedHref } from "./saved.schema";

describe("the saved page's URL", () => {
  it("defaults to the Plants tab, page 1, 10 rows", () => {
    expect(parseSavedQuery(new URLSearchParams())).toEqual({ tab: "plants", tabChosen: false, page: 1, pageSize: 10, deleteId: null });
  });

  it("reads the tab, page, page size and the row to delete, ignoring bad values", () => {
    expect(parseSavedQuery(new URLSearchParams("tab=solutions&page=3&size=40&delete=7"))).toEqual({ tab: "solutions", tabChosen: true, page: 3, pageSize: 40, deleteId: 7 });
    expect(parseSavedQuery(new URLSearchParams("tab=<x>&page=-1&size=15&delete=abc"))).toEqual({ tab: "plants", tabChosen: false, page: 1, pageSize: 10, deleteId: null });
    expect(parseSavedQuery(new URLSearchParams("page=1e9&delete=99999999999"))).toMatchObject({ page: 1, deleteId: null });
  });

  it("writes only what differs from the defaults", () => {
    expect(savedHref({ tab: "plants", page: 1, pageSize: 10 })).toBe("/profile/saved?tab=plants");
    expect(savedHref({ tab: "solutions", page: 2, pageSize: 20, deleteId: 5 })).toBe("/profile/saved?tab=solutions&page=2&size=20&delete=5");
  });
});
