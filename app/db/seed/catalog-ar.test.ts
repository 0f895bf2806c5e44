import { describe, expect, it } from "vitest";
import { CATEGORIES, PROCESSES, SOLUTIONS } from "./data";
import { CATEGORY_NAMES_AR, LIQUID_GRADES_AR, PROCESS_NAMES_AR, SOLID_GRADES_AR } from "./catalog-ar";

const ARABIC_LETTER = /[\u0621-\u064A]/;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

const treeNames = (tree: readonly { name: string; children: readonly string[] }[]) =>
  tree.flatMap((node) => [node.name, ...node.children]);

/** The sequence of tags, to compare the shape of two descriptions. */
const tags = (html: string) => html.match(/<\/?[a-z]+>/g) ?? [];

describe("Arabic category and process names", () => {
  const categoryNames = treeNames(CATEGORIES);
  const processNames = treeNames(PROCESSES);

  it.each(categoryNames)("category %s has an Arabic name", (name) => {
    expect(CATEGORY_NAMES_AR[name]).toMatch(ARABIC_LETTER);
    expect(CATEGORY_NAMES_AR[name]).not.toMatch(ARABIC_INDIC_DIGIT);
  });

  it.each(processNames)("process %s has an Arabic name", (name) => {
    expect(PROCESS_NAMES_AR[name]).toMatch(ARABIC_LETTER);
    expect(PROCESS_NAMES_AR[name]).not.toMatch(ARABIC_INDIC_DIGIT);
  });

  it("names no category or process that does not exist, and gives distinct names distinct Arabic names", () => {
    expect(Object.keys(CATEGORY_NAMES_AR).sort()).toEqual([...new Set(categoryNames)].sort());
    expect(Object.keys(PROCESS_NAMES_AR).sort()).toEqual([...new Set(processNames)].sort());
    expect(new Set(Object.values(CATEGORY_NAMES_AR)).size).toBe(Object.keys(CATEGORY_NAMES_AR).length);
    expect(new Set(Object.values(PROCESS_NAMES_AR)).size).toBe(Object.keys(PROCESS_NAMES_AR).length);
  });
});

describe("Arabic solution texts", () => {
  it.each(SOLUTIONS.map((s) => [s.name, s] as const))("%s has an Arabic commercial name and description", (name, s) => {
    for (const text of [s.commercialNameAr, s.descriptionHtmlAr]) {
      expect(text.trim()).not.toBe("");
      expect(text).toMatch(ARABIC_LETTER);
      expect(text).not.toMatch(ARABIC_INDIC_DIGIT);
      expect(text).not.toMatch(/undefined| \| /);
    }
    expect(s.descriptionHtmlAr).toContain(`<strong>${name}</strong>`);
    // The same dosage numbers as the English text.
    const dosage = /Recommended dosage: ([\d.]+–[\d.]+)/.exec(s.descriptionHtml)?.[1];
    expect(dosage).toBeDefined();
    expect(s.descriptionHtmlAr).toContain(`الجرعة الموصى بها: ${dosage} `);
  });

  it("builds each product line's Arabic description in the English description's shape", () => {
    const generated = SOLUTIONS.filter((s) => s.descriptionHtml.startsWith(`<p><strong>${s.name}</strong>`));
    expect(generated.length).toBeGreaterThan(150);
    for (const s of generated) expect(tags(s.descriptionHtmlAr)).toEqual(tags(s.descriptionHtml));
  });

  it("gives distinct Arabic commercial names wherever the English ones are distinct", () => {
    const english = SOLUTIONS.map((s) => s.commercialName);
    const arabic = SOLUTIONS.map((s) => s.commercialNameAr);
    // The English commercial names are all distinct; so must the Arabic ones be.
    expect(new Set(english).size).toBe(SOLUTIONS.length);
    expect(new Set(arabic).size).toBe(new Set(english).size);
  });

  it("has an Arabic text for every grade", () => {
    for (const grade of [...Object.values(LIQUID_GRADES_AR), ...Object.values(SOLID_GRADES_AR)]) {
      expect(grade.note).toMatch(ARABIC_LETTER);
    }
    expect(Object.keys(LIQUID_GRADES_AR).sort()).toEqual(["", " HT", " LT", " W", " XC"]);
    expect(Object.keys(SOLID_GRADES_AR).sort()).toEqual(["", " HT", " L", " LT", " P"]);
  });
});
