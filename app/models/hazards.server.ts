/**
 * A solution's hazard columns as the API's shapes (contract.ts `Hazards`, `HazardSummary`): each code with its
 * standard text in the language asked for, from the code lists in app/content/ghs (the texts are kept there, once).
 */
import { solutions } from "~/db/schema";
import type { HazardSummary, Hazards } from "~/backend/contract";
import { classCategory, hazardClass, hazardStatementText, precautionaryStatementText } from "~/content/ghs";
import { isPictogramCode } from "~/content/ghs/pictograms";
import { inLocale, type Locale } from "~/i18n/locales";

/** What a list row needs: enough for the pictograms on a card. */
export const hazardSummaryColumns = {
  hazardStatus: solutions.hazardStatus,
  ghsPictograms: solutions.ghsPictograms,
  ghsSignalWord: solutions.ghsSignalWord,
};

/** What a solution's own page needs. */
export const hazardColumns = {
  ...hazardSummaryColumns,
  ghsClassification: solutions.ghsClassification,
  hazardStatements: solutions.hazardStatements,
  precautionaryStatements: solutions.precautionaryStatements,
  unNumber: solutions.unNumber,
  shippingName: solutions.shippingName,
  shippingNameAr: solutions.shippingNameAr,
  transportClass: solutions.transportClass,
  packingGroup: solutions.packingGroup,
  marinePollutant: solutions.marinePollutant,
  flashPointC: solutions.flashPointC,
  ph: solutions.ph,
  densityKgM3: solutions.densityKgM3,
  pourPointC: solutions.pourPointC,
};

type SummaryRow = { [K in keyof typeof hazardSummaryColumns]: (typeof hazardSummaryColumns)[K]["_"]["data"] | null };
type HazardRow = { [K in keyof typeof hazardColumns]: (typeof hazardColumns)[K]["_"]["data"] | null };

export function toHazardSummary(row: SummaryRow): HazardSummary {
  const status = row.hazardStatus ?? "not_entered";
  if (status !== "classified") return { status, pictograms: [], signal_word: null };
  return { status, pictograms: (row.ghsPictograms ?? []).filter(isPictogramCode), signal_word: row.ghsSignalWord ?? null };
}

/** What a card or a list row shows of a solution's hazards, from any backend's answer (a page's data carries no more). */
export function hazardSummaryOf(hazards: HazardSummary | null | undefined): HazardSummary | null {
  return hazards ? { status: hazards.status, pictograms: hazards.pictograms, signal_word: hazards.signal_word } : null;
}

/** A code's text in `locale`; a code the lists no longer hold (a stored code withdrawn later) keeps its code as text. */
const coded = (text: (code: string, lang: Locale) => string | null, locale: Locale) => (code: string) => ({ code, text: text(code, locale) ?? code });

export function toHazards(row: HazardRow, locale: Locale): Hazards {
  const summary = toHazardSummary(row);
  const classified = summary.status === "classified";
  const physical = { flash_point_c: row.flashPointC, ph: row.ph, density_kg_m3: row.densityKgM3, pour_point_c: row.pourPointC };
  return {
    ...summary,
    classification: classified
      ? (row.ghsClassification ?? []).map(({ hazardClass: id, category }) => ({
          hazard_class: id,
          category,
          name: classificationName(id, category, locale),
        }))
      : [],
    hazard_statements: classified ? (row.hazardStatements ?? []).map(coded(hazardStatementText, locale)) : [],
    precautionary_statements: classified ? (row.precautionaryStatements ?? []).map(coded(precautionaryStatementText, locale)) : [],
    transport:
      row.unNumber && row.shippingName && row.transportClass
        ? {
            un_number: row.unNumber,
            proper_shipping_name: inLocale(locale, row.shippingName, row.shippingNameAr),
            class: row.transportClass,
            packing_group: row.packingGroup ?? null,
            marine_pollutant: row.marinePollutant ?? false,
          }
        : null,
    physical: Object.values(physical).some((value) => value !== null) ? physical : null,
  };
}

/** "Flammable liquids, Category 2" ("Type B", "Compressed gas") in the page's language, from the class list. */
function classificationName(id: string, category: string, locale: Locale) {
  return [hazardClass(id)?.name[locale] ?? id, classCategory(id, category)?.name[locale] ?? category].join(locale === "ar" ? "، " : ", ");
}
