/**
 * The dosage calculator (issue 41): from a flow rate and a dose to litres of product a day and a month, and the
 * drums and IBCs a month takes. Pure, so the server answers the GET form with it and the browser recomputes it as
 * the visitor types, with the same numbers.
 *
 * Conversions:
 * - 1 US oil barrel (bbl) = 42 US gallons = 158.987294928 L (NIST Handbook 44, Appendix C; 1 US gallon = 231 in³
 *   exactly, 1 in = 2.54 cm exactly). The figure the calculator shows and uses is 158.987 L.
 * - 1 m³ = 1,000 L; a flow in L/h runs 24 h a day.
 * - ppm by volume: litres of product per 10⁶ litres of fluid.
 * - mg/L (by weight): milligrams of product per litre of fluid; the product's volume is its mass over its density,
 *   and a density of 1 kg/m³ is 1,000 mg per 1,000 L, i.e. 1 mg/L: so litres of product per litre of fluid =
 *   dose [mg/L] ÷ (density [kg/m³] × 1,000).
 * - A month is 30 days; a drum holds 208 L (the 55 US gallon steel drum, 208.2 L, as it is sold), an IBC 1,000 L.
 */
import type { DoseUnit } from "~/content/technical";

export const LITRES_PER_BARREL = 158.987;
const DAYS_PER_MONTH = 30;
const DRUM_LITRES = 208;
const IBC_LITRES = 1000;

export const FLOW_UNITS = ["bbl-d", "m3-d", "l-h"] as const;
export type FlowUnit = (typeof FLOW_UNITS)[number];

/** Litres a day for one unit of flow. */
const LITRES_PER_DAY: Record<FlowUnit, number> = { "bbl-d": LITRES_PER_BARREL, "m3-d": 1000, "l-h": 24 };

/** The largest flows accepted, per unit (about 3 million bbl/d, more than any single facility handles). */
export const MAX_FLOW: Record<FlowUnit, number> = { "bbl-d": 3_000_000, "m3-d": 500_000, "l-h": 20_000_000 };

interface DosageInput {
  flow: number;
  flowUnit: FlowUnit;
  dose: number;
  doseUnit: DoseUnit;
  /** kg/m³; needed for a dose in mg/L. */
  densityKgM3?: number | null;
}

export interface DosageResult {
  fluidLitresPerDay: number;
  /** Litres of product per litre of fluid. */
  fraction: number;
  litresPerDay: number;
  litresPerMonth: number;
  drumsPerMonth: number;
  ibcsPerMonth: number;
}

export function computeDosage(input: DosageInput): DosageResult {
  const fluidLitresPerDay = input.flow * LITRES_PER_DAY[input.flowUnit];
  let fraction: number;
  if (input.doseUnit === "ppm-v") fraction = input.dose / 1e6;
  else {
    if (!input.densityKgM3 || input.densityKgM3 <= 0) throw new Error("a dose in mg/L needs the product's density");
    fraction = input.dose / (input.densityKgM3 * 1000);
  }
  const litresPerDay = fluidLitresPerDay * fraction;
  const litresPerMonth = litresPerDay * DAYS_PER_MONTH;
  return {
    fluidLitresPerDay,
    fraction,
    litresPerDay,
    litresPerMonth,
    drumsPerMonth: litresPerMonth / DRUM_LITRES,
    ibcsPerMonth: litresPerMonth / IBC_LITRES,
  };
}

/**
 * A quantity as the calculator shows it, Latin digits in both languages: whole numbers from 1,000 up, one decimal
 * below (79.5 L/d, 2,385 L, 11.5 drums), two significant digits under 1 (0.048 L/d).
 */
export function formatQuantity(value: number): string {
  if (value >= 1000) return Math.round(value).toLocaleString("en");
  if (value >= 1) return (Math.round(value * 10) / 10).toLocaleString("en", { maximumFractionDigits: 1 });
  if (value === 0) return "0";
  return Number(value.toPrecision(2)).toLocaleString("en", { maximumSignificantDigits: 2 });
}

/** A number the visitor typed: "10,000", "10 000" and "1.5" read; anything else is NaN. */
export function parseNumber(text: string): number {
  const cleaned = text.trim().replace(/[\s,\u00a0\u202f]/g, "");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
