/**
 * The hazard filter of the catalogue (home page, /solutions, /api/v1): "not classified as hazardous" and one choice
 * per pictogram. Choices are ORed (a solution showing any chosen pictogram, or entered as not classified) and ANDed
 * with the category filter and the search. In addresses each choice is one `hazard=` value.
 */
import { PICTOGRAM_CODES, type PictogramCode } from "./pictograms";

export const HAZARD_PARAM = "hazard";
export const NOT_CLASSIFIED = "not-classified";

export const HAZARD_FILTER_VALUES = [NOT_CLASSIFIED, ...PICTOGRAM_CODES] as const;
export type HazardFilterValue = (typeof HAZARD_FILTER_VALUES)[number];

export function isHazardFilterValue(value: unknown): value is HazardFilterValue {
  return typeof value === "string" && (HAZARD_FILTER_VALUES as readonly string[]).includes(value);
}

/** The known choices among `values`, once each, in the list's order; the rest apart, to be named or refused. */
export function readHazardFilter(values: readonly string[]): { chosen: HazardFilterValue[]; unknown: string[] } {
  const given = new Set(values.flatMap((value) => value.split(",")).map((value) => value.trim()).filter(Boolean));
  return {
    chosen: HAZARD_FILTER_VALUES.filter((value) => given.has(value)),
    unknown: [...given].filter((value) => !isHazardFilterValue(value)),
  };
}

/** A chip's words for one choice, from the common catalogue: the pictogram's name, or "not classified". */
export function hazardChoiceLabel(value: HazardFilterValue, common: (key: `hazards.${"notClassified" | `pictogram.${PictogramCode}`}`) => string) {
  return common(value === NOT_CLASSIFIED ? "hazards.notClassified" : `hazards.pictogram.${value}`);
}
