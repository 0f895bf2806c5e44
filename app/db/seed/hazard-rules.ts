/**
 * How a demo hazard profile (./hazards.ts) becomes a solution's hazard columns: the classification read from CLP
 * notation, adjusted for the grade, the label elements derived from it with `labelElementsFor` (so pictograms, signal
 * word and H statements agree with the classes by construction), the label's P statements, and transport.
 */
import type { solutions } from "~/db/schema";
import { labelElementsFor, type ClassificationEntry } from "~/content/ghs";
import { HAZARD_CLASSES } from "~/content/ghs/hazard-classes";
import { transportFor, type UnEntryId } from "./hazard-transport";

type Words = { readonly en: string; readonly ar: string };

/** flash point °C, pH, density kg/m³ at 15 °C, pour point °C; null where it does not apply (no flash point below
 *  boiling, a non-aqueous product's pH, a powder's density and pour point). For powders pH is of a 1 % solution. */
type Physical = readonly [flashPointC: number | null, ph: number | null, densityKgM3: number | null, pourPointC: number | null];

export interface HazardProfile {
  /** CLP notation ("Flam. Liq. 3", "Acute Tox. 3 oral", "STOT SE 3 narcotic"); none: not classified. */
  readonly classes: readonly string[];
  /** The label's precautionary statements (UN GHS Rev. 10 codes), 4–8 where the classes call for that many. */
  readonly p: readonly string[];
  readonly physical: Physical;
  readonly form?: "liquid" | "solid";
  /** Constituents an n.o.s. shipping name names (at most two are used). */
  readonly technical?: readonly Words[];
  /** A specific Dangerous Goods List entry, used while the hazards still fit it. */
  readonly entry?: UnEntryId;
  /** What the " W" grade is winterised with: methanol unless that would not go with the chemistry. */
  readonly winterise?: "glycol";
  /** The aquatic hazard is the active ingredient's own (biocides, zinc, DTC): the " LT" grade keeps it. */
  readonly aquaticInherent?: boolean;
}

export type SolutionHazards = Pick<
  typeof solutions.$inferInsert,
  | "hazardStatus" | "ghsClassification" | "ghsPictograms" | "ghsSignalWord" | "hazardStatements" | "precautionaryStatements"
  | "unNumber" | "shippingName" | "shippingNameAr" | "transportClass" | "packingGroup" | "marinePollutant"
  | "flashPointC" | "ph" | "densityKgM3" | "pourPointC"
>;

// ---------------------------------------------------------------- classification

const CLP_NOTATION = HAZARD_CLASSES.flatMap((hazardClass) =>
  hazardClass.categories.flatMap((category) => (category.clpCode ? [{ code: category.clpCode, id: hazardClass.id, category: category.category }] : [])),
);

/** "Acute Tox. 3 oral" → acute-toxicity-oral, "3": the CLP code, and a word choosing among classes that share it. */
export function readClass(text: string): ClassificationEntry {
  const [, code, qualifier] = /^(.+? \d[A-C]?)(?: (\w+))?$/.exec(text) ?? [];
  const found = CLP_NOTATION.filter((c) => c.code === code && (!qualifier || `${c.id} ${c.category}`.includes(qualifier)));
  if (found.length !== 1) throw new Error(`Demo hazard class "${text}" names ${found.length} classes`);
  return { hazardClass: found[0].id, category: found[0].category };
}

/** Position of a category in its class's list: the regulation lists them most severe first. */
function severity({ hazardClass: id, category }: ClassificationEntry): number {
  return HAZARD_CLASSES.find((c) => c.id === id)!.categories.findIndex((c) => c.category === category);
}

/** STOT SE 3's two effects stand beside categories 1 and 2 (CLP 3.8.2); other classes keep one category. */
const slot = ({ hazardClass: id, category }: ClassificationEntry) => (category.startsWith("3 (") ? `${id} ${category}` : id);

/** `extra` added to `base`, keeping the more severe category of a class both name. */
function merge(base: readonly ClassificationEntry[], extra: readonly ClassificationEntry[]): ClassificationEntry[] {
  const bySlot = new Map(base.map((entry) => [slot(entry), entry]));
  for (const entry of extra) {
    const held = bySlot.get(slot(entry));
    if (!held || severity(entry) < severity(held)) bySlot.set(slot(entry), entry);
  }
  return [...bySlot.values()];
}

// ---------------------------------------------------------------- precautionary statements

/** A statement left out beside the one that says the same for the graver hazard. */
const SUPERSEDED_BY: Record<string, string> = {
  "P305+P351+P338": "P305+P354+P338",
  "P337+P317": "P305+P354+P338",
  "P332+P317": "P302+P361+P354",
  "P302+P352": "P302+P361+P354",
  "P303+P361+P353": "P302+P361+P354",
  "P301+P317": "P301+P316",
  P317: "P316",
};
/** "Get help" statements stand on their own beside a combined code that ends in one for another route. */
const GET_HELP = /^P31\d$/;
/**
 * Which statements a label keeps first when a grade's hazards and the base's together call for more than 8: keeping
 * away ignition sources, protective equipment and the first-aid steps of the gravest hazards; storage and the
 * environment after them. Unlisted codes rank last.
 */
const RANK: readonly string[] = [
  "P210", "P280", "P301+P316", "P301+P330+P331", "P302+P361+P354", "P305+P354+P338", "P284", "P260", "P316",
  "P303+P361+P353", "P304+P340", "P308+P316", "P273", "P220", "P234", "P261", "P305+P351+P338", "P302+P352",
  "P301+P317", "P317", "P319", "P270", "P331", "P391", "P403+P235", "P403+P233", "P405",
];
const rank = (code: string) => (RANK.includes(code) ? RANK.indexOf(code) : RANK.length);
const firstNumber = (code: string) => Number(code.slice(1, 4));

/**
 * The label's P statements: once each, none that a combined code or a graver statement already says, and when more
 * than 8 the 7 most needed and P501 (disposal); in code order, as labels print them.
 */
function labelStatements(wanted: readonly string[]): string[] {
  const all = [...new Set(wanted)];
  const parts = new Set(all.filter((code) => code.includes("+")).flatMap((code) => code.split("+")));
  let kept = all.filter((code) => (code.includes("+") || GET_HELP.test(code) || !parts.has(code)) && !all.includes(SUPERSEDED_BY[code]));
  if (kept.length > 8) {
    const best = kept.filter((code) => code !== "P501").sort((a, b) => rank(a) - rank(b));
    kept = kept.includes("P501") ? [...best.slice(0, 7), "P501"] : best.slice(0, 8);
  }
  return kept.sort((a, b) => firstNumber(a) - firstNumber(b) || a.length - b.length || a.localeCompare(b));
}

// ---------------------------------------------------------------- grades

interface Draft {
  classes: ClassificationEntry[];
  p: string[];
  physical: [number | null, number | null, number | null, number | null];
  form: "liquid" | "solid";
  technical: Words[];
}

const METHANOL = { en: "methanol", ar: "ميثانول" };
/** A methanol-based winterised grade: enough methanol for a pour point below −35 °C makes it Flam. Liq. 2 and toxic. */
const METHANOL_CLASSES = ["Flam. Liq. 2", "Acute Tox. 3 oral", "Acute Tox. 3 dermal", "Acute Tox. 3 inhalation", "STOT SE 1"].map(readClass);
const METHANOL_P = ["P210", "P260", "P280", "P301+P316", "P303+P361+P353", "P308+P316", "P403+P235"];
/** Monoethylene glycol at 30–40 %: harmful if swallowed, kidney damage on repeated exposure. */
const GLYCOL_CLASSES = ["Acute Tox. 4 oral", "STOT RE 2"].map(readClass);
const GLYCOL_P = ["P260", "P270", "P301+P317", "P319"];

const round5 = (n: number) => Math.round(n / 5) * 5;
const isAquatic = (entry: ClassificationEntry) => entry.hazardClass.startsWith("hazardous-to-aquatic-environment");

/** Concentrated grades: a corrosive one more so, an eye irritant damaging, a harmful-to-aquatic-life mixture toxic. */
const RAISED: Record<string, Record<string, string>> = {
  "skin-corrosion-irritation": { "1C": "1B" },
  "serious-eye-damage-eye-irritation": { "2": "1" },
  "hazardous-to-aquatic-environment-chronic": { "3": "2" },
};

/**
 * A profile at a grade: " W" adds its winterising solvent, " LT" drops an aquatic hazard that is not the active's own,
 * " XC" raises the categories in RAISED, a powder's " L" is a liquid; " HT" and " P" keep the profile as it is.
 */
function gradeOf(profile: HazardProfile, suffix: string): Draft {
  const draft: Draft = {
    classes: profile.classes.map(readClass),
    p: [...profile.p],
    physical: [...profile.physical],
    form: profile.form ?? "liquid",
    technical: [...(profile.technical ?? [])],
  };
  const [flash, , density, pour] = draft.physical;
  if (suffix === " W" && draft.form === "liquid") {
    if (profile.winterise === "glycol") {
      draft.classes = merge(draft.classes, GLYCOL_CLASSES);
      draft.p = [...GLYCOL_P, ...draft.p];
      draft.physical[2] = density === null ? null : round5(density + 20);
    } else {
      draft.classes = merge(draft.classes, METHANOL_CLASSES);
      draft.p = [...METHANOL_P, ...draft.p];
      draft.technical = [METHANOL, ...draft.technical.filter((name) => name.en !== METHANOL.en)];
      // Methanol flashes at 11 °C; a mainly aqueous product with it, a little higher.
      draft.physical[0] = flash === null ? 20 : Math.min(flash, 12);
      draft.physical[2] = density === null ? null : round5(0.6 * density + 0.4 * 792);
    }
    draft.physical[3] = Math.min(pour ?? -40, -40);
  } else if (suffix === " LT" && !profile.aquaticInherent) {
    draft.classes = draft.classes.filter((entry) => !isAquatic(entry));
    draft.p = draft.p.filter((code) => code !== "P273" && code !== "P391");
  } else if (suffix === " XC") {
    const raised = draft.classes.map((entry) => ({ ...entry, category: RAISED[entry.hazardClass]?.[entry.category] ?? entry.category }));
    const nowEyeDamage = raised.some((e, i) => e.hazardClass === "serious-eye-damage-eye-irritation" && e.category !== draft.classes[i].category);
    const nowToxicToAquatic = raised.some((e, i) => isAquatic(e) && e.category !== draft.classes[i].category);
    draft.p = [
      ...(nowEyeDamage ? ["P305+P354+P338", "P317"] : []),
      ...draft.p,
      ...(nowToxicToAquatic ? ["P391"] : []),
    ];
    draft.classes = raised;
    draft.physical[2] = density === null ? null : round5(density * 1.04);
  } else if (suffix === " L" && draft.form === "solid") {
    // Supplied as a liquid: no longer a powder, and a nitrate in solution is no longer an oxidizing solid.
    draft.form = "liquid";
    draft.classes = draft.classes.filter((entry) => entry.hazardClass !== "oxidizing-solids");
    draft.p = draft.p.filter((code) => code !== "P220" && code !== "P210");
    draft.physical = [null, draft.physical[1], 1080, -15];
  }
  return draft;
}

// ---------------------------------------------------------------- columns

export const NOT_ENTERED_HAZARDS: SolutionHazards = {
  hazardStatus: "not_entered",
  ghsClassification: [],
  ghsPictograms: [],
  ghsSignalWord: null,
  hazardStatements: [],
  precautionaryStatements: [],
  unNumber: null,
  shippingName: null,
  shippingNameAr: null,
  transportClass: null,
  packingGroup: null,
  marinePollutant: null,
  flashPointC: null,
  ph: null,
  densityKgM3: null,
  pourPointC: null,
};

/** A profile at a grade (a LIQUID_GRADES or SOLID_GRADES suffix) as the solution's hazard columns. */
export function resolveHazards(profile: HazardProfile, suffix: string): SolutionHazards {
  const draft = gradeOf(profile, suffix);
  const [flashPointC, ph, densityKgM3, pourPointC] = draft.physical;
  const physical = { flashPointC, ph, densityKgM3, pourPointC };
  if (draft.classes.length === 0) return { ...NOT_ENTERED_HAZARDS, hazardStatus: "not_classified", ...physical };
  const label = labelElementsFor(draft.classes);
  const transport = transportFor(draft.classes, draft.form, draft.technical, profile.entry);
  return {
    hazardStatus: "classified",
    ghsClassification: draft.classes,
    ghsPictograms: label.pictograms,
    ghsSignalWord: label.signalWord,
    hazardStatements: label.hazardStatements,
    precautionaryStatements: labelStatements(draft.p),
    unNumber: transport?.unNumber ?? null,
    shippingName: transport?.shippingName ?? null,
    shippingNameAr: transport?.shippingNameAr ?? null,
    transportClass: transport?.transportClass ?? null,
    packingGroup: transport?.packingGroup ?? null,
    marinePollutant: transport?.marinePollutant ?? null,
    ...physical,
  };
}
