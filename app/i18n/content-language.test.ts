import { describe, expect, it } from "vitest";
import { contentAttributes, isArabicText } from "./content-language";

describe("the language of database content", () => {
  it("finds an Arabic letter anywhere in the Arabic blocks", () => {
    expect(isArabicText("مذيب")).toBe(true);
    expect(isArabicText("Solvent X-100 (مذيب)")).toBe(true);
    expect(isArabicText("\u0750")).toBe(true); // Arabic Supplement
    expect(isArabicText("\u08A0")).toBe(true); // Arabic Extended-A
    expect(isArabicText("\uFB50")).toBe(true); // Presentation Forms-A
    expect(isArabicText("\uFEFC")).toBe(true); // Presentation Forms-B
  });

  it("takes Latin, digits, punctuation, other scripts and nothing for not Arabic", () => {
    for (const text of ["Sohar Refinery", "PE-100, 25 kg.", "Ωmega", "", "   ", null, undefined]) {
      expect(isArabicText(text)).toBe(false);
    }
  });

  it("marks English content on an Arabic page only, with a direction for a block", () => {
    expect(contentAttributes("ar", "Sohar Refinery")).toEqual({ lang: "en" });
    expect(contentAttributes("ar", "A solvent. It dries fast.", true)).toEqual({ lang: "en", dir: "ltr" });
    expect(contentAttributes("ar", "مصفاة صحار")).toEqual({});
    expect(contentAttributes("ar", "مذيب سريع الجفاف.", true)).toEqual({});
    expect(contentAttributes("en", "Sohar Refinery")).toEqual({});
    expect(contentAttributes("en", "A solvent.", true)).toEqual({});
  });
});
