import { describe, expect, it } from "vitest";
import { LocationsQuerySchema, PlantsQuerySchema, SolutionsQuerySchema } from "./api-schemas";

describe("API query schemas", () => {
  it("defaults page 1 and page_size 10, and reads repeated ids as a list", () => {
    expect(SolutionsQuerySchema.parse({})).toEqual({ page: 1, page_size: 10, categories: [], hazard: [] });
    expect(SolutionsQuerySchema.parse({ page: "3", page_size: "100", categories: ["1", "2"], plants: "7", search: "x", hazard: ["GHS05", "not-classified,GHS05"] })).toEqual({
      page: 3,
      page_size: 100,
      categories: [1, 2],
      plants: 7,
      search: "x",
      // Known choices once each, in the filter's order.
      hazard: ["not-classified", "GHS05"],
    });
    expect(PlantsQuerySchema.parse({ processes: ["1", "2"], country: "3", geographic_order: "true" })).toEqual({
      processes: [1, 2],
      country: [3],
      geographic_order: true,
    });
    expect(PlantsQuerySchema.parse({ processes: "4,5" }).processes).toEqual([4, 5]);
  });

  it("refuses page sizes over 100 and non-numeric values", () => {
    expect(SolutionsQuerySchema.safeParse({ page_size: "101" }).success).toBe(false);
    expect(SolutionsQuerySchema.safeParse({ page: "1e3" }).success).toBe(false);
    expect(SolutionsQuerySchema.safeParse({ categories: ["1", "x"] }).success).toBe(false);
  });

  it("refuses an unknown hazard choice, naming it", () => {
    const result = SolutionsQuerySchema.safeParse({ hazard: ["GHS02", "GHS10"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`hazard "GHS10" is not one of not-classified, GHS01, GHS02, GHS03, GHS04, GHS05, GHS06, GHS07, GHS08, GHS09`]);
  });

  it("needs a parent for cities", () => {
    expect(LocationsQuerySchema.safeParse({ type: "city" }).success).toBe(false);
    expect(LocationsQuerySchema.parse({ type: "city", parent: "Oman" })).toMatchObject({ type: "city", parent: "Oman" });
    expect(LocationsQuerySchema.parse({})).toMatchObject({ type: "country", has_plant: false });
  });
});
