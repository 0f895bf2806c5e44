/**
 * The solution editor's hazard form (status, GHS classification, H and P codes, UN transport, key physical data): one
 * schema for the action and its tests. It reads the statement lists (~/content/ghs), so it stays on the server: the
 * page's form posts without a check in the browser and shows this schema's messages from the action's answer.
 * Pictograms, signal word and the classification's H statements are derived here, so staff cannot make them disagree.
 */
import { z } from "zod";
import { classCategory, hazardClass, labelElementsFor, parseStatementCodes, type ClassificationEntry, type StatementKind } from "~/content/ghs";
import { HAZARD_STATUSES, PACKING_GROUPS, type HazardStatus, type PictogramCode, type SignalWord } from "~/content/ghs/pictograms";
import { CLASSIFICATION_ROWS, classificationFieldName } from "./hazards-fields";
import { checkbox, formValidator } from "./kit";

export { CLASSIFICATION_ROWS, classificationFieldName, classificationValue, HAZARDS_FORM_ID } from "./hazards-fields";

export const HAZARD_MESSAGES = {
  status: "Choose whether the product is classified as hazardous.",
  classificationRequired: "Choose at least one hazard class for a classified product",
  unknownClass: (value: string) => `Unknown hazard class or category: ${value}`,
  sameClassTwice: (name: string) => `Choose one category per hazard class: ${name} is chosen twice`,
  unknownCode: (kind: StatementKind, codes: readonly string[]) =>
    `Unknown ${kind === "H" ? "hazard" : "precautionary"} statement ${codes.length > 1 ? "codes" : "code"}: ${codes.join(", ")}`,
  wrongKind: (kind: StatementKind, code: string) =>
    kind === "H" ? `${code} is a precautionary statement, not a hazard statement` : `${code} is a hazard statement, not a precautionary statement`,
  unNumber: "UN number must be UN followed by 4 digits",
  unNumberMissing: "Enter the UN number, or leave the transport fields empty.",
  shippingNameMissing: "Enter the proper shipping name of the UN number.",
  transportClassMissing: "Enter the transport class of the UN number.",
  transportClass: "Transport class must be a UN class or division such as 3, 6.1 or 8",
  packingGroup: "Choose packing group I, II or III",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  text: (label: string) => `${label} cannot contain < or > or control characters`,
  notNumber: (label: string) => `${label} must be a number`,
  ph: "pH must be a number from 0 to 14",
  density: "Density must be a number greater than 0",
  saved: "Hazard data saved.",
  suggested: "Suggested from the classification: nothing is saved until you press Save hazard data.",
} as const;

/** What the save stores: the solution's hazard columns. */
export interface HazardFields {
  hazardStatus: HazardStatus;
  ghsClassification: ClassificationEntry[];
  ghsPictograms: PictogramCode[];
  ghsSignalWord: SignalWord | null;
  hazardStatements: string[];
  precautionaryStatements: string[];
  unNumber: string | null;
  shippingName: string | null;
  shippingNameAr: string | null;
  transportClass: string | null;
  packingGroup: (typeof PACKING_GROUPS)[number] | null;
  marinePollutant: boolean | null;
  flashPointC: number | null;
  ph: number | null;
  densityKgM3: number | null;
  pourPointC: number | null;
}

/** H codes before EUH codes, each by number (the order labelElementsFor gives). */
function byCode(a: string, b: string) {
  const key = (code: string) => [code.startsWith("EUH") ? 1 : 0, Number.parseInt(code.replace(/^\D+/, ""), 10)] as const;
  const [ka, kb] = [key(a), key(b)];
  return ka[0] - kb[0] || ka[1] - kb[1] || a.localeCompare(b);
}

/** The classification's own H statements and those typed besides (EUH codes, say), once each, in code order. */
function mergeHazardStatements(derived: readonly string[], typed: readonly string[]) {
  return [...new Set([...derived, ...typed])].sort(byCode);
}

/** The class-and-category selects as entries, in row order; empty rows left out, unknown values kept for the message. */
function classificationOf(values: Record<string, unknown>) {
  const entries: { field: string; value: string; entry: ClassificationEntry | null }[] = [];
  for (let row = 1; row <= CLASSIFICATION_ROWS; row += 1) {
    const field = classificationFieldName(row);
    const value = typeof values[field] === "string" ? (values[field] as string).trim() : "";
    if (!value) continue;
    const at = value.indexOf("|");
    const id = value.slice(0, at);
    const category = value.slice(at + 1);
    entries.push({ field, value, entry: at > 0 && classCategory(id, category) ? { hazardClass: id, category } : null });
  }
  return entries;
}

const DECIMAL = /^[+-]?(?:\d{1,6}(?:\.\d{0,4})?|\.\d{1,4})$/;
/** A typed number ("-12", "0.95", "1 020" is not one): null when empty, NaN when not a number. */
const numberOf = (value: string) => (value === "" ? null : DECIMAL.test(value) ? Number(value) : Number.NaN);

const text = () => z.string().optional().default("").transform((value) => value.trim());

const hazardsSchema = z
  .object({
    hazard_status: text(),
    hazard_statements: text(),
    precautionary_statements: text(),
    un_number: text().transform((value) => value.replace(/\s+/g, "").toUpperCase()),
    shipping_name: text(),
    shipping_name_ar: text(),
    transport_class: text(),
    packing_group: text(),
    marine_pollutant: z.unknown().transform(checkbox),
    flash_point_c: text(),
    ph: text(),
    density_kg_m3: text(),
    pour_point_c: text(),
  })
  .passthrough()
  .transform((value, ctx): HazardFields => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    const status = (HAZARD_STATUSES as readonly string[]).includes(value.hazard_status) ? (value.hazard_status as HazardStatus) : null;
    if (!status) issue("hazard_status", HAZARD_MESSAGES.status);
    const classified = status === "classified";
    // Only what will be stored is checked: "not classified" keeps the physical data, "not entered" keeps nothing.
    const keepsTransport = classified;
    const keepsPhysical = status === "classified" || status === "not_classified";

    const classification: ClassificationEntry[] = [];
    const hazardStatements: string[] = [];
    const precautionaryStatements: string[] = [];
    if (classified) {
      const seen = new Set<string>();
      const rows = classificationOf(value);
      for (const { field, value: posted, entry } of rows) {
        if (!entry) issue(field, HAZARD_MESSAGES.unknownClass(posted));
        else if (seen.has(entry.hazardClass)) issue(field, HAZARD_MESSAGES.sameClassTwice(hazardClass(entry.hazardClass)!.name.en));
        else {
          seen.add(entry.hazardClass);
          classification.push(entry);
        }
      }
      if (rows.length === 0) issue(classificationFieldName(1), HAZARD_MESSAGES.classificationRequired);
      for (const [field, kind, out] of [
        ["hazard_statements", "H", hazardStatements],
        ["precautionary_statements", "P", precautionaryStatements],
      ] as const) {
        const parsed = parseStatementCodes(value[field], kind);
        if (parsed.unknown.length) issue(field, HAZARD_MESSAGES.unknownCode(kind, parsed.unknown));
        else if (parsed.wrongKind.length) issue(field, HAZARD_MESSAGES.wrongKind(kind, parsed.wrongKind[0]));
        out.push(...parsed.codes);
      }
    }

    let transport: Pick<HazardFields, "unNumber" | "shippingName" | "shippingNameAr" | "transportClass" | "packingGroup" | "marinePollutant"> = {
      unNumber: null,
      shippingName: null,
      shippingNameAr: null,
      transportClass: null,
      packingGroup: null,
      marinePollutant: null,
    };
    if (keepsTransport) {
      const typed = [value.un_number, value.shipping_name, value.shipping_name_ar, value.transport_class, value.packing_group].some(Boolean) || value.marine_pollutant;
      if (value.un_number && !/^UN\d{4}$/.test(value.un_number)) issue("un_number", HAZARD_MESSAGES.unNumber);
      if (typed && !value.un_number) issue("un_number", HAZARD_MESSAGES.unNumberMissing);
      if (typed && !value.shipping_name) issue("shipping_name", HAZARD_MESSAGES.shippingNameMissing);
      if (typed && !value.transport_class) issue("transport_class", HAZARD_MESSAGES.transportClassMissing);
      for (const [field, label] of [
        ["shipping_name", "Proper shipping name"],
        ["shipping_name_ar", "Proper shipping name (Arabic)"],
      ] as const) {
        if (value[field].length > 200) issue(field, HAZARD_MESSAGES.tooLong(label, 200));
        else if (/[<>\p{Cc}]/u.test(value[field])) issue(field, HAZARD_MESSAGES.text(label));
      }
      if (value.transport_class && !/^[1-9](?:\.[1-6])?$/.test(value.transport_class)) issue("transport_class", HAZARD_MESSAGES.transportClass);
      const packingGroup = (PACKING_GROUPS as readonly string[]).includes(value.packing_group) ? (value.packing_group as HazardFields["packingGroup"]) : null;
      if (value.packing_group && !packingGroup) issue("packing_group", HAZARD_MESSAGES.packingGroup);
      if (typed) {
        transport = {
          unNumber: value.un_number,
          shippingName: value.shipping_name,
          shippingNameAr: value.shipping_name_ar || null,
          transportClass: value.transport_class,
          packingGroup,
          marinePollutant: value.marine_pollutant,
        };
      }
    }

    const physical = { flashPointC: null, ph: null, densityKgM3: null, pourPointC: null } as Pick<HazardFields, "flashPointC" | "ph" | "densityKgM3" | "pourPointC">;
    if (keepsPhysical) {
      const read = (field: "flash_point_c" | "ph" | "density_kg_m3" | "pour_point_c", label: string) => {
        const number = numberOf(value[field]);
        if (Number.isNaN(number)) issue(field, field === "ph" ? HAZARD_MESSAGES.ph : field === "density_kg_m3" ? HAZARD_MESSAGES.density : HAZARD_MESSAGES.notNumber(label));
        return Number.isNaN(number) ? null : number;
      };
      physical.flashPointC = read("flash_point_c", "Flash point");
      physical.pourPointC = read("pour_point_c", "Pour point");
      physical.ph = read("ph", "pH");
      physical.densityKgM3 = read("density_kg_m3", "Density");
      if (physical.ph !== null && (physical.ph < 0 || physical.ph > 14)) issue("ph", HAZARD_MESSAGES.ph);
      if (physical.densityKgM3 !== null && physical.densityKgM3 <= 0) issue("density_kg_m3", HAZARD_MESSAGES.density);
    }

    const label = labelElementsFor(classification);
    return {
      hazardStatus: status ?? "not_entered",
      ghsClassification: classification,
      ghsPictograms: label.pictograms,
      ghsSignalWord: label.signalWord,
      hazardStatements: classified ? mergeHazardStatements(label.hazardStatements, hazardStatements) : [],
      precautionaryStatements,
      ...transport,
      ...physical,
    };
  });

export const hazardsValidator = formValidator(hazardsSchema);

/**
 * "Suggest from classification": the label elements the posted classification implies, and the H codes field with
 * them added to what was typed. Unknown rows and codes are left for Save to name.
 */
export function suggestFromClassification(values: Record<string, unknown>) {
  const classification = classificationOf(values).flatMap(({ entry }) => (entry ? [entry] : []));
  const label = labelElementsFor(classification);
  const typed = parseStatementCodes(typeof values.hazard_statements === "string" ? values.hazard_statements : "", "H");
  const kept = [...typed.unknown, ...typed.wrongKind];
  return { label, hazardStatements: [...mergeHazardStatements(label.hazardStatements, typed.codes), ...kept].join(", ") };
}
