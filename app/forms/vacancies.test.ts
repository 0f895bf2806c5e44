import { describe, expect, it } from "vitest";
import { muscatDay, muscatDayStart, VACANCY_MESSAGES, vacancyFilterFrom, vacancyValidator } from "./vacancies";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ intent: "save", title: "Chemist", content: "Text", department: "1", location: "2", status: "open", ...fields })) {
    data.set(name, value);
  }
  return data;
};

describe("the vacancy form", () => {
  it("reads a day as the start of that day in Muscat, and an instant back as its Muscat day", () => {
    expect(muscatDayStart("2030-01-02").toISOString()).toBe("2030-01-01T20:00:00.000Z");
    expect(muscatDay(new Date("2030-01-01T20:00:00.000Z"))).toBe("2030-01-02");
    expect(muscatDay(new Date("2030-01-01T19:59:59.000Z"))).toBe("2030-01-01");
  });

  it("turns the fields into the vacancy's values, empty dates as none", async () => {
    const result = await vacancyValidator.validate(form({ title: "  Chemist  ", status: "closed", opens_on: "", closes_on: "2030-05-01" }));
    expect(result.data).toEqual({
      title: "Chemist",
      contentMarkdown: "Text",
      titleAr: null,
      contentMarkdownAr: null,
      departmentId: 1,
      locationId: 2,
      available: false,
      opensOn: null,
      closesOn: "2030-05-01",
    });
  });

  it("keeps the Arabic title and text, trimmed title, and reads empty or blank ones as none", async () => {
    const arabic = await vacancyValidator.validate(form({ title_ar: "  كيميائي مختبر  ", content_ar: "## المهام\n\nتحليل **العينات**." }));
    expect(arabic.data).toMatchObject({ titleAr: "كيميائي مختبر", contentMarkdownAr: "## المهام\n\nتحليل **العينات**." });
    const none = await vacancyValidator.validate(form({ title_ar: "  ", content_ar: " \n " }));
    expect(none.data).toMatchObject({ titleAr: null, contentMarkdownAr: null });
    const refused = await vacancyValidator.validate(form({ title_ar: "عنوان <b>", content_ar: "x".repeat(100_001) }));
    expect(refused.error?.fieldErrors).toEqual({ title_ar: VACANCY_MESSAGES.titleMarkup, content_ar: VACANCY_MESSAGES.contentTooLong });
  });

  it("says what is wrong with each field", async () => {
    const result = await vacancyValidator.validate(form({ title: "a<b", content: "", department: "x", location: "-1", status: "maybe", opens_on: "2030-13-01" }));
    expect(result.error?.fieldErrors).toEqual({
      title: VACANCY_MESSAGES.titleMarkup,
      content: VACANCY_MESSAGES.contentRequired,
      department: VACANCY_MESSAGES.department,
      location: VACANCY_MESSAGES.location,
      status: VACANCY_MESSAGES.status,
      opens_on: VACANCY_MESSAGES.opensOn,
    });
  });

  it("checks nothing for Preview", async () => {
    expect((await vacancyValidator.validate(form({ intent: "preview", title: "<script>" }))).error).toBeUndefined();
  });
});

describe("the list's filters", () => {
  it("keeps a department id and a known state, and drops anything else", () => {
    expect(vacancyFilterFrom(new URLSearchParams("department=4&status=scheduled"))).toEqual({ department: 4, state: "scheduled" });
    expect(vacancyFilterFrom(new URLSearchParams("department=04x&status=gone"))).toEqual({ department: undefined, state: undefined });
    expect(vacancyFilterFrom(new URLSearchParams("department=99999999999"))).toEqual({ department: undefined, state: undefined });
  });
});
