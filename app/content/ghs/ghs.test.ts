/**
 * The GHS code lists: every code with both texts, combined codes made of codes that exist alone, hazard classes that
 * point at real statements and pictograms, and the helpers the staff form, the API and the label page use.
 */
import { describe, expect, it } from "vitest";
import { HAZARD_CLASSES } from "./hazard-classes";
import { HAZARD_STATEMENTS } from "./hazard-statements";
import {
  GHS_SOURCES,
  classCategory,
  hazardClass,
  hazardStatementText,
  labelElementsFor,
  normalizeStatementCode,
  parseStatementCodes,
  precautionaryStatementText,
  searchStatements,
} from "./index";
import { PICTOGRAM_CODES } from "./pictograms";
import { PRECAUTIONARY_STATEMENTS } from "./precautionary-statements";

const LISTS = [
  { name: "hazard statements", list: HAZARD_STATEMENTS, pattern: /^(?:H\d{3}(?:\+H\d{3})*|EUH\d{3}A?)$/ },
  { name: "precautionary statements", list: PRECAUTIONARY_STATEMENTS, pattern: /^P\d{3}(?:\+P\d{3})*$/ },
];
const ARABIC = /\p{Script=Arabic}/u;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe.each(LISTS)("the $name", ({ list, pattern }) => {
  it("has each code once, shaped as the regulation writes it", () => {
    const codes = list.map((statement) => statement.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => !pattern.test(code))).toEqual([]);
  });

  it("has an English text and an Arabic text in Arabic script, with Latin digits, for every code", () => {
    const faulty = list.filter(({ en, ar }) => !en.trim() || ARABIC.test(en) || !ARABIC.test(ar) || EASTERN_DIGITS.test(ar));
    expect(faulty).toEqual([]);
  });

  it("has every part of every combined code as a code of its own", () => {
    const codes = new Set(list.map((statement) => statement.code));
    const combined = list.filter((statement) => statement.code.includes("+"));
    expect(combined.length).toBeGreaterThan(10);
    const missing = combined.flatMap(({ code }) => code.split("+").filter((part) => !codes.has(part)).map((part) => `${part} of ${code}`));
    expect(missing).toEqual([]);
  });

  it("lists no deleted code", () => {
    expect(list.filter(({ en }) => /deleted/i.test(en))).toEqual([]);
  });
});

describe("the hazard statements", () => {
  const codes = new Set(HAZARD_STATEMENTS.map((statement) => statement.code));

  it("cover UN GHS Rev. 10 and CLP's EUH codes, without the codes the UN deleted", () => {
    const expected = [
      "H204", "H206", "H207", "H208", "H209", "H210", "H211", "H220", "H229", "H230", "H231", "H232", "H290", "H300", "H304", "H362",
      "H373", "H400", "H413", "H420", "H300+H310", "H300+H310+H330", "H301+H311", "H302+H312+H332", "H303+H313+H333", "H315+H320",
      "EUH014", "EUH018", "EUH019", "EUH029", "EUH031", "EUH032", "EUH044", "EUH066", "EUH070", "EUH071", "EUH201", "EUH201A",
      ...["202", "203", "204", "205", "206", "207", "208", "209", "209A", "210", "211", "212"].map((number) => `EUH${number}`),
      "EUH380", "EUH381", "EUH430", "EUH431", "EUH440", "EUH441", "EUH450", "EUH451", "EUH401",
    ];
    expect(expected.filter((code) => !codes.has(code))).toEqual([]);
    expect(["H200", "H201", "H202", "H203", "H205", "EUH001", "EUH006", "EUH059"].filter((code) => codes.has(code))).toEqual([]);
  });

  it("read as the regulation words them", () => {
    expect(hazardStatementText("H225", "en")).toBe("Highly flammable liquid and vapour");
    expect(hazardStatementText("H225", "ar")).toBe("سائل وبخار لهوبان بدرجة عالية");
    expect(hazardStatementText("H300", "ar")).toBe("قاتل إذا ابتُلع");
    expect(hazardStatementText("H300+H310+H330", "en")).toBe("Fatal if swallowed, in contact with skin or if inhaled");
    expect(hazardStatementText("H370", "en")).toBe("Causes damage to organs <organs affected, if known> <route of exposure>");
    expect(hazardStatementText("euh066", "en")).toBe("Repeated exposure may cause skin dryness or cracking");
    expect(hazardStatementText("H999", "en")).toBeNull();
    expect(hazardStatementText("P210", "en")).toBeNull();
  });
});

describe("the precautionary statements", () => {
  const codes = new Set(PRECAUTIONARY_STATEMENTS.map((statement) => statement.code));

  it("cover UN GHS Rev. 10's codes and combinations, and the older ones CLP still uses", () => {
    const rev10 = [
      "P101", "P103", "P203", "P210", "P236", "P264", "P265", "P284", "P301", "P316", "P317", "P318", "P319", "P354", "P391", "P401",
      "P420", "P501", "P502", "P503", "P231+P232", "P264+P265", "P301+P316", "P301+P317", "P301+P330+P331", "P302+P352",
      "P302+P361+P354", "P303+P361+P353", "P304+P340", "P305+P351+P338", "P305+P354+P338", "P306+P360", "P308+P316",
      "P332+P317", "P333+P317", "P336+P317", "P337+P317", "P342+P316", "P361+P364", "P362+P364", "P370+P376", "P370+P378",
      "P370+P380+P375", "P371+P380+P375", "P370+P372+P380+P373", "P402+P404", "P403+P233", "P403+P235", "P410+P403", "P410+P412",
    ];
    const clp = [
      "P201", "P202", "P310", "P311", "P312", "P313", "P314", "P315", "P301+P310", "P301+P312", "P304+P312", "P308+P311",
      "P308+P313", "P332+P313", "P333+P313", "P337+P313", "P342+P311",
    ];
    expect([...rev10, ...clp].filter((code) => !codes.has(code))).toEqual([]);
    expect(["P281", "P302+P350", "P235+P410", "P370+P380"].filter((code) => codes.has(code))).toEqual([]);
    const source = (code: string) => PRECAUTIONARY_STATEMENTS.find((statement) => statement.code === code)?.source;
    expect([source("P316"), source("P310"), source("P301+P310"), source("P304+P312")]).toEqual(["GHS", "CLP", "CLP", "legacy"]);
  });

  it("read a combined code as its parts, the condition first, in both languages", () => {
    expect(precautionaryStatementText("P301+P310", "en")).toBe("IF SWALLOWED: Immediately call a POISON CENTER/doctor/…");
    expect(precautionaryStatementText("P305+P351+P338", "en")).toBe(
      "IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.",
    );
    expect(precautionaryStatementText("P301+P316", "ar")).toBe("في حال الابتلاع: اطلب المساعدة الطبية الطارئة فوراً.");
    expect(precautionaryStatementText("p210", "ar")).toMatch(/^احفظه بعيداً عن الحرارة/);
  });

  it("read P361+P364 and P362+P364 as the one sentence the regulation makes of them", () => {
    expect(precautionaryStatementText("P361+P364", "en")).toBe("Take off immediately all contaminated clothing and wash it before reuse.");
    expect(precautionaryStatementText("P362+P364", "en")).toBe("Take off contaminated clothing and wash it before reuse.");
    expect(precautionaryStatementText("P362+P364", "ar")).toBe("اخلع الملابس الملوثة واغسلها قبل إعادة استخدامها.");
  });
});

describe("the hazard classes", () => {
  const hCodes = new Set(HAZARD_STATEMENTS.map((statement) => statement.code));

  it("have unique kebab-case ids, names in both languages, and unique categories with names in both languages", () => {
    expect(new Set(HAZARD_CLASSES.map((entry) => entry.id)).size).toBe(HAZARD_CLASSES.length);
    const faulty = HAZARD_CLASSES.flatMap(({ id, name, categories }) => [
      ...(/^[a-z]+(?:-[a-z]+)*$/.test(id) && name.en && ARABIC.test(name.ar) ? [] : [id]),
      ...(new Set(categories.map((category) => category.category)).size === categories.length ? [] : [`${id}: a category twice`]),
      ...categories.filter((category) => !category.name.en || !ARABIC.test(category.name.ar)).map((category) => `${id} ${category.category}`),
    ]);
    expect(faulty).toEqual([]);
  });

  it("point every category at hazard statements and pictograms that exist", () => {
    const pictograms = new Set<string>(PICTOGRAM_CODES);
    const faulty = HAZARD_CLASSES.flatMap(({ id, categories }) =>
      categories.flatMap(({ category, hazardStatements, pictograms: shown, signalWord }) => [
        ...hazardStatements.filter((code) => !hCodes.has(code)),
        ...shown.filter((pictogram) => !pictograms.has(pictogram)),
        ...([null, "danger", "warning"].includes(signalWord) ? [] : [String(signalWord)]),
      ].map((problem) => `${id} ${category}: ${problem}`)),
    );
    expect(faulty).toEqual([]);
  });

  it("are found by id and category, with CLP's codes", () => {
    expect(hazardClass("flammable-liquids")?.name.en).toBe("Flammable liquids");
    expect(hazardClass("no-such-class")).toBeNull();
    expect(classCategory("flammable-liquids", "2")).toMatchObject({ clpCode: "Flam. Liq. 2", hazardStatements: ["H225"], pictograms: ["GHS02"], signalWord: "danger" });
    expect(classCategory("acute-toxicity-oral", "3")?.clpCode).toBe("Acute Tox. 3");
    expect(classCategory("skin-corrosion-irritation", "1B")?.clpCode).toBe("Skin Corr. 1B");
    expect(classCategory("hazardous-to-aquatic-environment-chronic", "2")).toMatchObject({ clpCode: "Aquatic Chronic 2", pictograms: ["GHS09"], signalWord: null });
    expect(classCategory("aspiration-hazard", "1")?.clpCode).toBe("Asp. Tox. 1");
    expect(classCategory("specific-target-organ-toxicity-single", "3 (narcotic effects)")).toMatchObject({ clpCode: "STOT SE 3", hazardStatements: ["H336"] });
    expect(classCategory("corrosive-to-metals", "1")?.clpCode).toBe("Met. Corr. 1");
    expect(classCategory("self-reactive-substances", "Type B")?.pictograms).toEqual(["GHS01", "GHS02"]);
    expect(classCategory("flammable-liquids", "5")).toBeNull();
  });
});

describe("normalizeStatementCode", () => {
  it.each([
    ["p301 + p310", "P301+P310"],
    ["euh 066", "EUH066"],
    [" h225 ", "H225"],
    ["EUH201a", "EUH201A"],
    ["P305 +P351+ P338", "P305+P351+P338"],
  ])("reads %j as %s", (raw, code) => {
    expect(normalizeStatementCode(raw)).toBe(code);
  });

  it.each(["H300+P310", "X123", "P30", "H2250", "", "EUH"])("refuses %j", (raw) => {
    expect(normalizeStatementCode(raw)).toBeNull();
  });
});

describe("parseStatementCodes", () => {
  it("reads codes separated by commas, semicolons, spaces and new lines, a spaced-out combination as one code", () => {
    expect(parseStatementCodes("P280, p301 + p310; P305+P351+P338\nP403 P233", "P")).toEqual({
      codes: ["P280", "P301+P310", "P305+P351+P338", "P403", "P233"],
      unknown: [],
      wrongKind: [],
    });
  });

  it("drops repeats and keeps the order, from a list as well", () => {
    expect(parseStatementCodes(["H225", "h 301", "EUH066", "H225 H301"], "H").codes).toEqual(["H225", "H301", "EUH066"]);
  });

  it("names an H code in the P list as the wrong kind, and a P code in the H list", () => {
    expect(parseStatementCodes("P210 H225 euh066", "P")).toEqual({ codes: ["P210"], unknown: [], wrongKind: ["H225", "EUH066"] });
    expect(parseStatementCodes("H225, P210", "H")).toEqual({ codes: ["H225"], unknown: [], wrongKind: ["P210"] });
  });

  it("names codes in neither list, and words that are no code, as unknown", () => {
    expect(parseStatementCodes("P999, H201, P301+P330, flammable", "P")).toEqual({
      codes: [],
      unknown: ["P999", "H201", "P301+P330", "flammable"],
      wrongKind: [],
    });
  });

  it("reads nothing from an empty field", () => {
    expect(parseStatementCodes("  \n ", "H")).toEqual({ codes: [], unknown: [], wrongKind: [] });
  });
});

describe("searchStatements", () => {
  const codesOf = (results: { code: string }[]) => results.map((result) => result.code);

  it("finds statements by the start of their code, single codes first", () => {
    const results = searchStatements("p30", "P", "en");
    expect(results.length).toBe(20);
    expect(codesOf(results).slice(0, 7)).toEqual(["P301", "P302", "P303", "P304", "P305", "P306", "P308"]);
    for (const code of codesOf(results)) expect(code).toMatch(/^P30/);
    expect(results[0]).toEqual({ code: "P301", text: "IF SWALLOWED:" });
    expect(codesOf(searchStatements("EUH20", "H", "en", 100))).toContain("EUH209A");
  });

  it("finds statements by English words, with the text in the language asked for", () => {
    expect(codesOf(searchStatements("flammable liquid", "H", "en"))).toEqual(["H224", "H225", "H226"]);
    expect(searchStatements("highly flammable liquid", "H", "ar")).toEqual([{ code: "H225", text: "سائل وبخار لهوبان بدرجة عالية" }]);
  });

  it("finds statements by Arabic words, plurals included", () => {
    expect(codesOf(searchStatements("عيون", "H", "ar"))).toEqual(expect.arrayContaining(["H318", "H319", "H320", "EUH070"]));
    expect(codesOf(searchStatements("عيون", "P", "ar"))).toEqual(expect.arrayContaining(["P265", "P305", "P305+P351+P338"]));
    expect(codesOf(searchStatements("سائل لهوب", "H", "en"))).toEqual(["H224", "H225", "H226"]);
  });

  it("keeps to the list asked for and the limit, and finds nothing for nothing", () => {
    expect(searchStatements("H22", "P", "en")).toEqual([]);
    expect(searchStatements("fire", "P", "en", 3)).toHaveLength(3);
    expect(searchStatements("   ", "H", "en")).toEqual([]);
    expect(searchStatements("zeppelin", "H", "en")).toEqual([]);
  });
});

describe("labelElementsFor", () => {
  it("gives a methanol-like product the flame, the skull and the health hazard, Danger and its five statements", () => {
    const methanol = [
      { hazardClass: "flammable-liquids", category: "2" },
      { hazardClass: "acute-toxicity-oral", category: "3" },
      { hazardClass: "acute-toxicity-dermal", category: "3" },
      { hazardClass: "acute-toxicity-inhalation", category: "3" },
      { hazardClass: "specific-target-organ-toxicity-single", category: "1" },
    ];
    expect(labelElementsFor(methanol)).toEqual({
      pictograms: ["GHS02", "GHS06", "GHS08"],
      signalWord: "danger",
      hazardStatements: ["H225", "H301", "H311", "H331", "H370"],
    });
  });

  it("leaves out the exclamation mark beside the skull and crossbones", () => {
    const result = labelElementsFor([
      { hazardClass: "acute-toxicity-oral", category: "3" },
      { hazardClass: "acute-toxicity-inhalation", category: "4" },
      { hazardClass: "specific-target-organ-toxicity-single", category: "3 (respiratory tract irritation)" },
    ]);
    expect(result.pictograms).toEqual(["GHS06"]);
    expect(result.hazardStatements).toEqual(["H301", "H332", "H335"]);
  });

  it("leaves out the exclamation mark for skin and eye irritation beside corrosion, not for skin sensitization", () => {
    const irritant = [
      { hazardClass: "corrosive-to-metals", category: "1" },
      { hazardClass: "skin-corrosion-irritation", category: "2" },
      { hazardClass: "serious-eye-damage-eye-irritation", category: "2" },
    ];
    expect(labelElementsFor(irritant)).toEqual({ pictograms: ["GHS05"], signalWord: "warning", hazardStatements: ["H290", "H315", "H319"] });
    const sensitizer = [{ hazardClass: "skin-corrosion-irritation", category: "1B" }, { hazardClass: "skin-sensitization", category: "1" }];
    expect(labelElementsFor(sensitizer).pictograms).toEqual(["GHS05", "GHS07"]);
  });

  it("leaves out the exclamation mark for skin sensitization beside respiratory sensitization", () => {
    const result = labelElementsFor([{ hazardClass: "respiratory-sensitization", category: "1" }, { hazardClass: "skin-sensitization", category: "1" }]);
    expect(result).toEqual({ pictograms: ["GHS08"], signalWord: "danger", hazardStatements: ["H317", "H334"] });
  });

  it("says Danger, not Warning, when one class asks for Danger", () => {
    const result = labelElementsFor([{ hazardClass: "flammable-liquids", category: "3" }, { hazardClass: "skin-corrosion-irritation", category: "1B" }]);
    expect(result.signalWord).toBe("danger");
    expect(labelElementsFor([{ hazardClass: "flammable-liquids", category: "3" }]).signalWord).toBe("warning");
  });

  it("leaves out H318 beside H314, and H400 beside H410", () => {
    const result = labelElementsFor([
      { hazardClass: "skin-corrosion-irritation", category: "1B" },
      { hazardClass: "serious-eye-damage-eye-irritation", category: "1" },
      { hazardClass: "hazardous-to-aquatic-environment-acute", category: "1" },
      { hazardClass: "hazardous-to-aquatic-environment-chronic", category: "1" },
    ]);
    expect(result).toEqual({ pictograms: ["GHS05", "GHS09"], signalWord: "danger", hazardStatements: ["H314", "H410"] });
  });

  it("puts H codes before EUH codes and keeps two statements of one category", () => {
    const result = labelElementsFor([{ hazardClass: "endocrine-disruption-human-health", category: "2" }, { hazardClass: "aerosols", category: "1" }]);
    expect(result).toEqual({ pictograms: ["GHS02"], signalWord: "danger", hazardStatements: ["H222", "H229", "EUH381"] });
  });

  it("gives nothing for nothing classified, and ignores entries it does not know", () => {
    expect(labelElementsFor([])).toEqual({ pictograms: [], signalWord: null, hazardStatements: [] });
    expect(labelElementsFor([{ hazardClass: "flammable-liquids", category: "9" }, { hazardClass: "nonsense", category: "1" }])).toEqual({
      pictograms: [],
      signalWord: null,
      hazardStatements: [],
    });
  });
});

it("names its sources: UN GHS Rev. 10, CLP as amended in 2023, and the standing of the Arabic texts", () => {
  const text = GHS_SOURCES.map((source) => source.en).join(" ");
  expect(text).toContain("ST/SG/AC.10/30/Rev.10");
  expect(text).toContain("Regulation (EC) No 1272/2008");
  expect(text).toContain("(EU) 2023/707");
  expect(text).toContain("official Arabic edition");
  for (const source of GHS_SOURCES) expect(source.ar).toMatch(ARABIC);
});
