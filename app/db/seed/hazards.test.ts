import { describe, expect, it } from "vitest";
import { SOLUTIONS } from "./data";
import { readClass } from "./hazard-rules";
import { UN_ENTRIES } from "./hazard-transport";
import { HAZARD_PROFILES, benchHazards, type SolutionHazards } from "./hazards";

const hazardsOf = (name: string): SolutionHazards => {
  const found = SOLUTIONS.find((s) => s.name === name);
  if (!found) throw new Error(`No demo solution ${name}`);
  return found.hazards;
};
const classes = (h: SolutionHazards) => (h.ghsClassification ?? []).map((c) => `${c.hazardClass} ${c.category}`);
const category = (h: SolutionHazards, id: string) => h.ghsClassification?.find((c) => c.hazardClass === id)?.category;

describe("demo hazard profiles", () => {
  it("reads CLP notation into class ids and categories, and refuses what names no class", () => {
    expect(readClass("Flam. Liq. 2")).toEqual({ hazardClass: "flammable-liquids", category: "2" });
    expect(readClass("Acute Tox. 3 dermal")).toEqual({ hazardClass: "acute-toxicity-dermal", category: "3" });
    expect(readClass("STOT SE 3 narcotic")).toEqual({ hazardClass: "specific-target-organ-toxicity-single", category: "3 (narcotic effects)" });
    expect(() => readClass("Acute Tox. 3")).toThrow(/names 3 classes/);
    expect(() => readClass("Flam. Liq. 9")).toThrow(/names 0 classes/);
  });

  it("classifies the glutaraldehyde biocide toxic, corrosive and an environmental hazard, shipped as UN2922 8 (6.1)", () => {
    const h = hazardsOf("BioShield BC-610");
    expect(classes(h)).toEqual(expect.arrayContaining([
      "acute-toxicity-inhalation 3", "skin-corrosion-irritation 1B", "respiratory-sensitization 1", "skin-sensitization 1A", "hazardous-to-aquatic-environment-acute 1",
    ]));
    expect(h.ghsPictograms).toEqual(["GHS05", "GHS06", "GHS08", "GHS09"]);
    expect([h.unNumber, h.shippingName, h.transportClass, h.packingGroup, h.marinePollutant]).toEqual(["UN2922", "Corrosive liquid, toxic, n.o.s. (glutaraldehyde)", "8 (6.1)", "II", true]);
  });

  it("makes a methanol-winterised corrosion inhibitor flammable and toxic: Flam. Liq. 2, Acute Tox. 3 by three routes, STOT SE 1", () => {
    const h = hazardsOf("PetroGuard CI-320 W");
    expect(classes(h)).toEqual(expect.arrayContaining([
      "flammable-liquids 2", "acute-toxicity-oral 3", "acute-toxicity-dermal 3", "acute-toxicity-inhalation 3", "specific-target-organ-toxicity-single 1",
    ]));
    expect(h.ghsPictograms).toEqual(expect.arrayContaining(["GHS02", "GHS06"]));
    expect(h.shippingName).toMatch(/^Flammable liquid, toxic, .*n\.o\.s\. \(methanol, /);
    expect(h.transportClass).toMatch(/^3 \(6\.1/);
    expect(h.packingGroup).toBe("II");
    expect(h.flashPointC).toBeLessThan(23);
    expect(h.pourPointC).toBeLessThan(-35);
  });

  it("ships an aromatic-solvent demulsifier as UN1993, class 3, packing group III", () => {
    const h = hazardsOf("PetroBreak Demulsifier DM-310");
    expect(classes(h)).toEqual(["flammable-liquids 3", "aspiration-hazard 1", "specific-target-organ-toxicity-single 3 (narcotic effects)", "hazardous-to-aquatic-environment-chronic 2"]);
    expect([h.unNumber, h.transportClass, h.packingGroup, h.marinePollutant]).toEqual(["UN1993", "3", "III", true]);
  });

  it("ships an acidic phosphonate scale inhibitor as UN3265, 8, packing group III", () => {
    const h = hazardsOf("ScaleStop SI-410");
    expect(classes(h)).toEqual(["corrosive-to-metals 1", "serious-eye-damage-eye-irritation 1"]);
    expect([h.unNumber, h.transportClass, h.packingGroup]).toEqual(["UN3265", "8", "III"]);
  });

  it("leaves the polymer clarifier and the drilling powders not classified", () => {
    for (const name of ["AquaClear WC-140", "DrillTec DF-110", "DrillTec DF-130 P", "DrillTec DF-140 LT"]) expect(hazardsOf(name).hazardStatus, name).toBe("not_classified");
  });

  it("adjusts by grade: low-toxicity drops the aquatic hazard unless it is the biocide's own; concentrated raises a category", () => {
    expect(category(hazardsOf("PetroBreak Demulsifier DM-380 LT"), "hazardous-to-aquatic-environment-chronic")).toBeUndefined();
    expect(hazardsOf("PetroBreak Demulsifier DM-380 LT").marinePollutant).toBe(false);
    expect(category(hazardsOf("BioShield BC-680 LT"), "hazardous-to-aquatic-environment-acute")).toBe("1");
    expect(category(hazardsOf("SulfaClear HS-600"), "skin-corrosion-irritation")).toBe("1C");
    expect(category(hazardsOf("SulfaClear HS-550 XC"), "skin-corrosion-irritation")).toBe("1B");
  });

  it("gives flash points that agree with the flammable-liquid category", () => {
    for (const { name, hazards: h } of SOLUTIONS) {
      const flammable = category(h, "flammable-liquids");
      const flash = h.flashPointC ?? null;
      if (flammable === "2") expect(flash, name).toBeLessThan(23);
      else if (flammable === "3") expect(flash !== null && flash >= 23 && flash <= 60, name).toBe(true);
      else expect(flash === null || flash > 60, name).toBe(true);
    }
  });

  it("keeps physical data plausible: pH 0–14, density 750–1600 kg/m³", () => {
    for (const { name, hazards: h } of SOLUTIONS) {
      if (h.ph != null) expect(h.ph >= 0 && h.ph <= 14, name).toBe(true);
      if (h.densityKgM3 != null) expect(h.densityKgM3 >= 750 && h.densityKgM3 <= 1600, name).toBe(true);
    }
  });

  it("names the hazardous constituents of every n.o.s. shipping name, in both languages", () => {
    const names = new Map(UN_ENTRIES.map((entry) => [entry.name.en, entry.name.ar]));
    for (const { name, hazards: h } of SOLUTIONS.filter((s) => s.hazards.shippingName?.includes("n.o.s."))) {
      const [, proper, technical] = /^(.+n\.o\.s\.) \((.+)\)$/.exec(h.shippingName ?? "") ?? [];
      expect(technical, name).toBeTruthy();
      const properAr = names.get(proper) ?? "";
      expect(properAr, name).toMatch(/[\u0600-\u06FF]/);
      expect(h.shippingNameAr?.startsWith(`${properAr} (`), name).toBe(true);
      expect(h.shippingNameAr, name).toMatch(/\([^)]*[\u0600-\u06FF][^)]*.*\)$/);
    }
  });

  it("has a profile with 2–8 precautionary statements for every classified chemistry", () => {
    for (const [type, profile] of Object.entries(HAZARD_PROFILES)) {
      if (profile.classes.length === 0) expect(profile.p, type).toEqual([]);
      else expect(profile.p.length >= 2 && profile.p.length <= 8, type).toBe(true);
    }
  });
});

describe("benchHazards", () => {
  it("gives 10 % not entered, 20 % not classified and the rest classified, the same for the same index", () => {
    const statuses = Array.from({ length: 10_000 }, (_, i) => benchHazards(i).hazardStatus);
    const share = (status: string) => statuses.filter((s) => s === status).length / statuses.length;
    expect(share("not_entered")).toBeCloseTo(0.1, 2);
    expect(share("not_classified")).toBeCloseTo(0.2, 2);
    expect(benchHazards(4321)).toEqual(benchHazards(4321));
    const pictograms = new Set(Array.from({ length: 2_000 }, (_, i) => benchHazards(i).ghsPictograms ?? []).flat());
    expect([...pictograms].sort()).toEqual(["GHS02", "GHS03", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"]);
  });
});
