import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it("keeps short text whole", () => {
    expect(excerpt("A demulsifier.", 50)).toBe("A demulsifier.");
  });
  it("cuts long text at a word boundary with an ellipsis", () => {
    expect(excerpt("Water-soluble filming amine corrosion inhibitor for flowlines", 30)).toBe("Water-soluble filming amine…");
  });
});
