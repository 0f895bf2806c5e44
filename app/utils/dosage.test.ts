/** The dosage calculator's arithmetic, with worked examples (issue 41). */
import { describe, expect, it } from "vitest";
import { computeDosage, formatQuantity, LITRES_PER_BARREL, parseNumber } from "./dosage";

describe("computeDosage", () => {
  it("10,000 bbl/d at 50 ppm by volume: 79.5 L/d, 2,385 L a 30-day month, 11.5 drums, 2.4 IBCs", () => {
    const r = computeDosage({ flow: 10_000, flowUnit: "bbl-d", dose: 50, doseUnit: "ppm-v" });
    expect(LITRES_PER_BARREL).toBe(158.987);
    expect(r.fluidLitresPerDay).toBeCloseTo(1_589_870, 6);
    expect(r.litresPerDay).toBeCloseTo(79.4935, 6);
    expect(formatQuantity(r.litresPerDay)).toBe("79.5");
    expect(formatQuantity(r.litresPerMonth)).toBe("2,385");
    expect(formatQuantity(r.drumsPerMonth)).toBe("11.5");
    expect(formatQuantity(r.ibcsPerMonth)).toBe("2.4");
  });

  it("m³/d and L/h: 1,000 m³/d at 20 ppm is 20 L/d; 1,000 L/h at 100 ppm is 2.4 L/d", () => {
    expect(computeDosage({ flow: 1000, flowUnit: "m3-d", dose: 20, doseUnit: "ppm-v" }).litresPerDay).toBeCloseTo(20, 9);
    expect(computeDosage({ flow: 1000, flowUnit: "l-h", dose: 100, doseUnit: "ppm-v" }).litresPerDay).toBeCloseTo(2.4, 9);
  });

  it("mg/L goes through the density: 5,000 m³/d at 25 mg/L of a 1,250 kg/m³ product is 100 L/d", () => {
    const r = computeDosage({ flow: 5000, flowUnit: "m3-d", dose: 25, doseUnit: "mg-l", densityKgM3: 1250 });
    expect(r.litresPerDay).toBeCloseTo(100, 9);
    expect(r.litresPerMonth).toBeCloseTo(3000, 9);
    // At a density of 1,000 kg/m³, mg/L and ppm by volume are the same number.
    expect(computeDosage({ flow: 1, flowUnit: "m3-d", dose: 7, doseUnit: "mg-l", densityKgM3: 1000 }).fraction).toBeCloseTo(7e-6, 15);
  });

  it("a dose in mg/L without a density is refused", () => {
    expect(() => computeDosage({ flow: 1, flowUnit: "m3-d", dose: 7, doseUnit: "mg-l" })).toThrow(/density/);
  });
});

describe("formatQuantity and parseNumber", () => {
  it("formats with Latin digits: whole from 1,000, one decimal below, two significant digits under 1", () => {
    expect(formatQuantity(123_456.7)).toBe("123,457");
    expect(formatQuantity(12.34)).toBe("12.3");
    expect(formatQuantity(0.04812)).toBe("0.048");
    expect(formatQuantity(0)).toBe("0");
  });

  it("reads what people type and nothing else", () => {
    expect(parseNumber("10,000")).toBe(10_000);
    expect(parseNumber(" 1.5 ")).toBe(1.5);
    expect(parseNumber("2e3")).toBe(2000);
    for (const bad of ["", "abc", "1.2.3", "10 bbl", "١٠"]) expect(parseNumber(bad)).toBeNaN();
  });
});
