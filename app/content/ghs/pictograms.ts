/**
 * The nine GHS hazard pictograms (UN GHS Rev. 10, Annex 3 Section 5 and Chapter 1.4.10.5.1; the same set as CLP Annex V)
 * with the symbol each shows and the name a person reads for it: the pictogram's accessible name on the site, in
 * English and Arabic. Small on purpose: the pages' code imports it, the statements' texts stay on the server.
 */
export const PICTOGRAM_CODES = ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"] as const;
export type PictogramCode = (typeof PICTOGRAM_CODES)[number];

type Words = { en: string; ar: string };

export const PICTOGRAMS: Record<PictogramCode, { symbol: Words; name: Words }> = {
  GHS01: { symbol: { en: "Exploding bomb", ar: "قنبلة متفجرة" }, name: { en: "Explosive", ar: "متفجر" } },
  GHS02: { symbol: { en: "Flame", ar: "لهب" }, name: { en: "Flammable", ar: "قابل للاشتعال" } },
  GHS03: { symbol: { en: "Flame over circle", ar: "لهب فوق دائرة" }, name: { en: "Oxidizing", ar: "مؤكسد" } },
  GHS04: { symbol: { en: "Gas cylinder", ar: "أسطوانة غاز" }, name: { en: "Gas under pressure", ar: "غاز تحت الضغط" } },
  GHS05: { symbol: { en: "Corrosion", ar: "تآكل" }, name: { en: "Corrosive", ar: "أكّال" } },
  GHS06: { symbol: { en: "Skull and crossbones", ar: "جمجمة وعظمتان متقاطعتان" }, name: { en: "Toxic", ar: "سام" } },
  GHS07: { symbol: { en: "Exclamation mark", ar: "علامة تعجب" }, name: { en: "Harmful or irritant", ar: "ضار أو مهيج" } },
  GHS08: { symbol: { en: "Health hazard", ar: "خطر صحي" }, name: { en: "Health hazard", ar: "خطر على الصحة" } },
  GHS09: { symbol: { en: "Environment", ar: "البيئة" }, name: { en: "Environmental hazard", ar: "خطر على البيئة" } },
};

export function isPictogramCode(value: unknown): value is PictogramCode {
  return typeof value === "string" && (PICTOGRAM_CODES as readonly string[]).includes(value);
}

/** The signal words (UN GHS 1.4.10.5.2 (a)); a label has one at most, "Danger" for the more severe categories. */
export const SIGNAL_WORDS = {
  danger: { en: "Danger", ar: "خطر" },
  warning: { en: "Warning", ar: "تحذير" },
} as const;
export type SignalWord = keyof typeof SIGNAL_WORDS;

/** Whether a solution's hazards are entered, and if so whether it is classified as hazardous at all. */
export const HAZARD_STATUSES = ["not_entered", "not_classified", "classified"] as const;
export type HazardStatus = (typeof HAZARD_STATUSES)[number];

/** UN Model Regulations packing groups: I great danger, II medium, III minor. */
export const PACKING_GROUPS = ["I", "II", "III"] as const;
