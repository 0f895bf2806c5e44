import { describe, expect, it } from "vitest";
import { SYNONYM_LIMITS } from "~/utils/search-query";
import { readSynonymGroup, SYNONYM_MESSAGES, synonymKeysOf, synonymValidators } from "./search-synonyms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a synonym group as typed", () => {
  it("is stored as the editor wrote it, tidied: terms trimmed, inner spaces one, ', '-joined, each once as search reads it", () => {
    expect(readSynonymGroup("  H2S ,hydrogen   sulphide،كبريتيد الهيدروجين\nHydrogen Sulphide, h2s ")).toEqual({
      ok: true,
      text: "H2S, hydrogen sulphide, كبريتيد الهيدروجين",
      keys: ["h2s", "hydrogen sulphide", "كبريتيد الهيدروجين"],
    });
    expect(readSynonymGroup("sulph *, sulf*,, ,")).toMatchObject({ ok: true, text: "sulph*, sulf*", keys: ["sulph*", "sulf*"] });
    // A beginning and the whole word are different terms.
    expect(readSynonymGroup("sulph*, sulph")).toMatchObject({ ok: true, text: "sulph*, sulph" });
  });

  it("needs two different terms, at most the limit of terms, each at most the limit of characters", () => {
    expect(readSynonymGroup(" , ,")).toEqual({ ok: false, message: SYNONYM_MESSAGES.termsRequired });
    expect(readSynonymGroup("oxygen")).toEqual({ ok: false, message: SYNONYM_MESSAGES.tooFew });
    expect(readSynonymGroup("Oxygen, oxygen, OXYGEN")).toEqual({ ok: false, message: SYNONYM_MESSAGES.tooFew });
    const terms = Array.from({ length: SYNONYM_LIMITS.terms }, (_, i) => `term${i}`);
    expect(readSynonymGroup(terms.join(", "))).toMatchObject({ ok: true });
    expect(readSynonymGroup([...terms, "one more"].join(", "))).toEqual({ ok: false, message: SYNONYM_MESSAGES.tooMany });
    const longest = "a".repeat(SYNONYM_LIMITS.termLength);
    expect(readSynonymGroup(`${longest}, b`)).toMatchObject({ ok: true });
    expect(readSynonymGroup(`${longest}a, b`)).toEqual({ ok: false, message: SYNONYM_MESSAGES.termTooLong(`${longest}a`) });
  });

  it("takes a * only at a term's end, after three letters at least", () => {
    expect(readSynonymGroup("sul*ph, sulf*")).toEqual({ ok: false, message: SYNONYM_MESSAGES.starInside("sul*ph") });
    expect(readSynonymGroup("sulph**, sulf*")).toEqual({ ok: false, message: SYNONYM_MESSAGES.starInside("sulph**") });
    expect(readSynonymGroup("su*, sulf*")).toEqual({ ok: false, message: SYNONYM_MESSAGES.prefixTooShort("su*") });
  });

  it("reads the stored groups' terms as search does", () => {
    expect(synonymKeysOf("srb, sulphate-reducing bacteria, Stabilis*")).toEqual(["srb", "sulphate reducing bacteria", "stabilis*"]);
  });
});

describe("the editor's forms", () => {
  it("give the tidied terms, the group and its version", async () => {
    const saved = await synonymValidators.save.validate(form({ intent: "save", group: "3", version: "1717171717123456", terms: " O2 ,oxygen " }));
    expect(saved.data).toEqual({ intent: "save", group: 3, version: 1717171717123456, terms: "O2, oxygen" });
    // A version that is no version never matches a stored one.
    const forged = await synonymValidators.save.validate(form({ intent: "save", group: "3", version: "1e15", terms: "o2, oxygen" }));
    expect(forged.data?.version).toBe(0);
  });

  it("say what is wrong beside the field", async () => {
    const added = await synonymValidators.add.validate(form({ intent: "add", terms: "oxygen" }));
    expect(added.error?.fieldErrors).toEqual({ terms: SYNONYM_MESSAGES.tooFew });
    const deleted = await synonymValidators.remove.validate(form({ intent: "delete", group: "0" }));
    expect(deleted.error?.fieldErrors).toEqual({ group: SYNONYM_MESSAGES.groupRequired });
  });
});
