import { describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES, applicationFilterFrom, applicationListQuery, deleteValidator, noteValidator, stageValidator } from "./applications";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the applications list's filters", () => {
  it("reads a vacancy id, a stage, a search and a cursor", () => {
    expect(applicationFilterFrom(new URLSearchParams("vacancy=3&stage=offer&q=%20Aisha%20%20Al%20&before=1763900000123456-42"))).toEqual({
      vacancy: 3,
      stage: "offer",
      q: "Aisha Al",
      before: { micros: "1763900000123456", id: 42 },
    });
  });

  it("drops what is not one, instead of failing", () => {
    for (const query of ["vacancy=x", "vacancy=0", "vacancy=-1", "vacancy=2147483648", "stage=hacked", "stage=__proto__", "before=1-0", "before=abc", "before=1-2147483648", "before=01-1", "q=%20%20"]) {
      expect(applicationFilterFrom(new URLSearchParams(query)), query).toEqual({ vacancy: undefined, stage: undefined, q: undefined, before: undefined });
    }
    expect(applicationFilterFrom(new URLSearchParams(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
  });

  it("writes the list's address back, leaving empty filters out", () => {
    expect(applicationListQuery({})).toBe("");
    expect(applicationListQuery({ vacancy: 3, q: "a&b" }, "1-2")).toBe("?vacancy=3&q=a%26b&before=1-2");
  });
});

describe("an application's forms", () => {
  it("stage: a known stage; a message only with 'Tell the applicant', at most 5,000 characters", async () => {
    expect((await stageValidator.validate(form({ intent: "stage", stage: "interview" }))).data).toEqual({ stage: "interview", tell: false, message: "" });
    expect((await stageValidator.validate(form({ intent: "stage", stage: "hired", tell: "on", message: "  Welcome!  " }))).data).toEqual({ stage: "hired", tell: true, message: "Welcome!" });
    expect((await stageValidator.validate(form({ intent: "stage", stage: "fired" }))).error?.fieldErrors).toEqual({ stage: APPLICATION_MESSAGES.stageRequired });
    expect((await stageValidator.validate(form({ intent: "stage", stage: "offer", message: "Hi" }))).error?.fieldErrors).toEqual({ message: APPLICATION_MESSAGES.messageWithoutTell });
    expect((await stageValidator.validate(form({ intent: "stage", stage: "offer", tell: "on", message: "a".repeat(5001) }))).error?.fieldErrors).toEqual({
      message: APPLICATION_MESSAGES.messageTooLong,
    });
  });

  it("note: required, at most 5,000 characters", async () => {
    expect((await noteValidator.validate(form({ intent: "note" }))).error?.fieldErrors).toEqual({ note: APPLICATION_MESSAGES.noteRequired });
    expect((await noteValidator.validate(form({ intent: "note", note: "a".repeat(5001) }))).error?.fieldErrors).toEqual({ note: APPLICATION_MESSAGES.noteTooLong });
    expect((await noteValidator.validate(form({ intent: "note", note: " ok " }))).data).toEqual({ intent: "note", note: "ok" });
  });

  it("delete: only with the confirmation ticked", async () => {
    expect((await deleteValidator.validate(form({ intent: "delete" }))).error?.fieldErrors).toEqual({ confirm: APPLICATION_MESSAGES.confirmDelete });
    expect((await deleteValidator.validate(form({ intent: "delete", confirm: "on" }))).error).toBeUndefined();
  });
});
