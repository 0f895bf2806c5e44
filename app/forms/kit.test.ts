import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formValidator } from "./kit";

const validator = formValidator(z.object({ name: z.string().min(1, "Name is required") }));

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("formValidator", () => {
  it("drops fields whose names are paths, clash or reach a prototype, instead of throwing (fuzzed contact posts answered 500)", async () => {
    for (const name of ["__proto__", "constructor", "a.__proto__.x", "b[prototype]", "name]", "name.x", "name[0]", "", "[", "a..b"]) {
      const result = await validator.validate(form([[name, "x"], ["name", "Huda"]]));
      expect(result.data, name).toEqual({ name: "Huda" });
    }
    const refused = await validator.validate(form([["__proto__", ""]]));
    expect(refused.error?.fieldErrors).toEqual({ name: "Required" });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("reads a plain object of fields the same way (the upload forms' parsed fields)", async () => {
    expect((await validator.validate({ name: "Huda", constructor: "x" })).data).toEqual({ name: "Huda" });
  });
});
