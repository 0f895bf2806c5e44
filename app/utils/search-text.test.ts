import { describe, expect, it } from "vitest";
import { toSearchText } from "./search-text";

describe("toSearchText", () => {
  it("lower-cases, strips accents and folds white space", () => {
    expect(toSearchText("  Démulsifier ", "PETRO-Break  200")).toBe("demulsifier petro-break 200");
  });
  it("skips empty parts", () => {
    expect(toSearchText("Scale", null, undefined, "")).toBe("scale");
  });
});
