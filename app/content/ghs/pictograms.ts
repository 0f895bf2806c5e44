/**
 * The nine GHS hazard pictograms' codes (UN GHS Rev. 10, Annex 3 Section 5 and Chapter 1.4.10.5.1; the same set as CLP
 * Annex V), the signal words, the hazard states and packing groups. Small on purpose: the pages' code imports it. The
 * words a person reads for a pictogram (its accessible name) and a signal word are in the common catalogue
 * (`hazards.pictogram.GHS01`…, `hazards.signal.danger`), in English and Arabic, so no script carries them.
 */
export const PICTOGRAM_CODES = ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"] as const;
export type PictogramCode = (typeof PICTOGRAM_CODES)[number];

export function isPictogramCode(value: unknown): value is PictogramCode {
  return typeof value === "string" && (PICTOGRAM_CODES as readonly string[]).includes(value);
}

/** The signal words (UN GHS 1.4.10.5.2 (a)); a label has one at most, "Danger" for the more severe categories. */
export type SignalWord = "danger" | "warning";

/** Whether a solution's hazards are entered, and if so whether it is classified as hazardous at all. */
export const HAZARD_STATUSES = ["not_entered", "not_classified", "classified"] as const;
export type HazardStatus = (typeof HAZARD_STATUSES)[number];

/** UN Model Regulations packing groups: I great danger, II medium, III minor. */
export const PACKING_GROUPS = ["I", "II", "III"] as const;
