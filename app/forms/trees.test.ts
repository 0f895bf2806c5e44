import { describe, expect, it } from "vitest";
import { slugFromName } from "./trees";

describe("a problem's address from its name", () => {
  it.each([
    ["H₂S", "h2s"],
    ["Sweet (CO₂) corrosion", "sweet-co2-corrosion"],
    ["Barium sulphate scale", "barium-sulphate-scale"],
    ["Émulsions — tight, at the separator", "emulsions-tight-at-the-separator"],
    ["Bacteria / MIC", "bacteria-mic"],
    ["  Paraffin  ", "paraffin"],
  ])("%s → %s", (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it("gives a name with no Latin letter or digit a word of its own, and leaves no dash at the end of a long name cut short", () => {
    expect(slugFromName("كبريتيد الهيدروجين")).toBe("problem");
    const long = slugFromName("a".repeat(59) + " bcd");
    expect(long).toBe("a".repeat(59));
    expect(long.endsWith("-")).toBe(false);
  });
});
