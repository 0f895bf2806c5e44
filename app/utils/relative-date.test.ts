import { describe, expect, it } from "vitest";
import { longDate, relativeDate } from "./relative-date";

const now = new Date("2026-11-22T11:00:00Z");

describe("relativeDate", () => {
  it.each([
    ["2026-11-22", "today"],
    ["2026-11-21", "yesterday"],
    ["2026-11-19", "3 days ago"],
    ["2026-11-15", "last week"],
    ["2026-11-01", "3 weeks ago"],
    ["2026-09-20", "2 months ago"],
    ["2024-11-01", "2 years ago"],
  ])("%s reads %s", (date, words) => {
    expect(relativeDate(new Date(`${date}T00:00:00Z`), now)).toBe(words);
  });
});

describe("longDate", () => {
  it("writes the day, month and year in UTC", () => {
    expect(longDate(new Date("2026-11-19T23:30:00Z"))).toBe("19 November 2026");
  });
});
