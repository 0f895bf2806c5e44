import { describe, expect, it } from "vitest";
import { careersQuery, pageFromLink } from "./careers-query";

describe("careers query", () => {
  it("reads a department and a page", () => {
    expect(careersQuery(new URLSearchParams("department=3&page=2"))).toEqual({ department: 3, page: 2 });
  });
  it("ignores values that are not positive integers", () => {
    for (const bad of ["department=abc&page=-1", "department=0&page=0", "department=1e3&page=2.5", "page=99999999999"]) {
      expect(careersQuery(new URLSearchParams(bad))).toEqual({ department: undefined, page: 1 });
    }
  });
  it("takes the page number from the next and previous links", () => {
    expect(pageFromLink("?page=2&page_size=6")).toBe(2);
    expect(pageFromLink("http://api.example/v1/job_board/vacancies/?page_size=6&page=3")).toBe(3);
    expect(pageFromLink(null)).toBeNull();
    expect(pageFromLink("?page_size=6")).toBeNull();
  });
});
