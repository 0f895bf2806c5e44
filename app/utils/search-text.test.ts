import { describe, expect, it } from "vitest";
import { toSearchText } from "./search-text";

describe("toSearchText", () => {
  it("lower-cases, strips accents and folds white space", () => {
    expect(toSearchText("  Démulsifier ", "PETRO-Break  200")).toBe("demulsifier petro-break 200");
  });
  it("skips empty parts", () => {
    expect(toSearchText("Scale", null, undefined, "")).toBe("scale");
  });
  it("turns control characters into spaces: PostgreSQL text cannot hold a NUL", () => {
    expect(toSearchText("\u0000")).toBe("");
    expect(toSearchText("scale\u0000inhibitor\u0007")).toBe("scale inhibitor");
  });
});
