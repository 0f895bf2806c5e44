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

describe("toSearchText, Arabic", () => {
  it("drops diacritics and tatweel", () => {
    expect(toSearchText("مُثَبِّطُ")).toBe("مثبط");
    expect(toSearchText("كيمـــاويات")).toBe("كيماويات");
  });
  it("writes every alef form as a bare alef, taa marbuta as haa, alef maksura as yaa", () => {
    expect(toSearchText("أ إ آ ٱ")).toBe("ا ا ا ا");
    expect(toSearchText("مضخة")).toBe("مضخه");
    expect(toSearchText("مستوى")).toBe("مستوي");
  });
  it("writes hamza on waw and yaa as the bare letter", () => {
    expect(toSearchText("مؤكسد")).toBe("موكسد");
    expect(toSearchText("مائي")).toBe("مايي");
  });
  it("matches the forms people type: with or without hamza, diacritics or taa marbuta", () => {
    expect(toSearchText("مُثبِّط التآكل")).toBe(toSearchText("مثبط التاكل"));
    expect(toSearchText("معالجة المياه")).toBe(toSearchText("معالجه المياه"));
    expect(toSearchText("إزالة الاستحلاب")).toBe(toSearchText("ازاله الاستحلاب"));
  });
  it("reads Arabic-Indic and Eastern Arabic-Indic digits as Latin ones", () => {
    expect(toSearchText("CI-٣٠١")).toBe("ci-301");
    expect(toSearchText("۲۰۰")).toBe("200");
  });
  it("leaves Latin names and mixed text as before", () => {
    expect(toSearchText("SahelClean CI-301 مثبط")).toBe("sahelclean ci-301 مثبط");
  });
});
