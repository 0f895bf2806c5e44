import { describe, expect, it } from "vitest";
import { indexedWords, parseSynonymTerms, queryConcepts, wordStem } from "./search-query";

const groups = ["sulph*, sulf*", "h2s, hydrogen sulphide, hydrogen sulfide, كبريتيد الهيدروجين", "o2, oxygen"].map(parseSynonymTerms);
const alternatives = (q: string) => queryConcepts(q, groups).map((concept) => concept.alternatives.map((a) => a.words.join(" ")));

describe("synonym groups", () => {
  it("parse as editors write them: commas (Latin or Arabic), several words, a word's beginning, each once", () => {
    expect(parseSynonymTerms("H2S, Hydrogen  Sulphide،كبريتيد الهيدروجين, h2s, ,")).toEqual([
      { words: ["h2s"], prefix: false },
      { words: ["hydrogen", "sulphide"], prefix: false },
      { words: ["كبريتيد", "الهيدروجين"], prefix: false },
    ]);
    expect(parseSynonymTerms("Sulph*, sulf*")).toEqual([
      { words: ["sulph"], prefix: true },
      { words: ["sulf"], prefix: true },
    ]);
  });
});

describe("a query read as concepts", () => {
  it("takes the longest term at each place, and a word's beginning gives its other spellings", () => {
    expect(alternatives("hydrogen sulfide")).toEqual([["h2s", "hydrogen sulphide", "hydrogen sulfide", "كبريتيد الهيدروجين"]]);
    expect(alternatives("sulfonated")).toEqual([["sulphonated", "sulfonated"]]);
    expect(alternatives("o2 scavenger")).toEqual([["o2", "oxygen"], ["scavenger"]]);
  });

  it("leaves the little words out, unless they are all there is", () => {
    expect(alternatives("H2S in gas".toLowerCase())).toEqual([["h2s", "hydrogen sulphide", "hydrogen sulfide", "كبريتيد الهيدروجين"], ["gas"]]);
    expect(alternatives("in")).toEqual([["in"]]);
  });
});

describe("the words indexed", () => {
  it("are distinct, in search form, without numbers, one-letter words or stop words; Arabic without its article", () => {
    expect(indexedWords("Protects Carbon-Steel from H₂S; 50 ppm.", "يحمي من كبريتيد الهيدروجين والأكسجين")).toBe(
      "protects carbon steel h2s ppm يحمي كبريتيد هيدروجين اكسجين",
    );
    expect(wordStem("والاكسجين")).toBe("اكسجين");
    expect(wordStem("ال")).toBe("ال");
  });
});
