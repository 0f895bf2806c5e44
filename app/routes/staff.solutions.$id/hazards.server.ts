/**
 * The hazard part of the solution editor on the server: the stored hazard data as the form's values, the class and
 * category choices, the statement texts the page shows beside the codes (the lists stay out of the browser), the code
 * search (`?hazardSearch=…&kind=H|P`), the save and the answer to "Suggest from classification". The route reaches the
 * schema only through this module, so its client build never holds the code lists.
 */
import { json } from "@remix-run/node";
import { hazardStatementText, precautionaryStatementText, searchStatements, type LabelElements, type StatementKind } from "~/content/ghs";
import { HAZARD_CLASSES } from "~/content/ghs/hazard-classes";
import { formAnswer, validateForm } from "~/forms/action.server";
import { postedVersion } from "~/forms/content";
import { staleAnswer } from "~/forms/editor-action.server";
import {
  CLASSIFICATION_ROWS,
  classificationFieldName,
  classificationValue,
  HAZARD_MESSAGES,
  HAZARDS_FORM_ID,
  hazardsValidator,
  suggestFromClassification,
  type HazardFields,
} from "~/forms/hazards";
import type { AuditActor } from "~/models/audit.server";
import { saveSolutionHazards } from "~/models/solution-hazards-editor.server";
import { solutionVersion } from "~/models/solutions-editor.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { redirectWithSuccess } from "~/utils/toast.server";

const CLASS_GROUPS = HAZARD_CLASSES.map((hazardClass) => ({
  label: hazardClass.source === "CLP" ? `${hazardClass.name.en} (EU CLP only)` : hazardClass.name.en,
  options: hazardClass.categories.map((category) => ({
    value: classificationValue({ hazardClass: hazardClass.id, category: category.category }),
    label: `${hazardClass.name.en}, ${category.name.en}`,
  })),
}));

const withText = (text: (code: string, lang: "en") => string | null) => (code: string) => ({ code, text: text(code, "en") ?? code });

/** The label elements with the H statements' texts, as the page shows them read-only. */
export function labelShown(label: Pick<LabelElements, "pictograms" | "signalWord" | "hazardStatements">) {
  return { pictograms: label.pictograms, signalWord: label.signalWord, hazardStatements: label.hazardStatements.map(withText(hazardStatementText)) };
}

const asText = (value: number | string | null) => (value === null ? "" : String(value));

/** The stored hazard data as the form's field values, and what is shown read-only beside them. */
export function hazardEditorData(stored: HazardFields, params: URLSearchParams) {
  const values: Record<string, string> = {
    hazard_status: stored.hazardStatus,
    hazard_statements: stored.hazardStatements.join(", "),
    precautionary_statements: stored.precautionaryStatements.join(", "),
    un_number: asText(stored.unNumber),
    shipping_name: asText(stored.shippingName),
    shipping_name_ar: asText(stored.shippingNameAr),
    transport_class: asText(stored.transportClass),
    packing_group: asText(stored.packingGroup),
    marine_pollutant: stored.marinePollutant ? "on" : "",
    flash_point_c: asText(stored.flashPointC),
    ph: asText(stored.ph),
    density_kg_m3: asText(stored.densityKgM3),
    pour_point_c: asText(stored.pourPointC),
  };
  for (let row = 1; row <= CLASSIFICATION_ROWS; row += 1) {
    const entry = stored.ghsClassification[row - 1];
    values[classificationFieldName(row)] = entry ? classificationValue(entry) : "";
  }
  return {
    values,
    label: labelShown({ pictograms: stored.ghsPictograms, signalWord: stored.ghsSignalWord, hazardStatements: stored.hazardStatements }),
    precautionary: stored.precautionaryStatements.map(withText(precautionaryStatementText)),
    classGroups: CLASS_GROUPS,
    search: statementSearch(params),
  };
}

/** The code search of the address: matching codes with their English text (staff work in English). */
export function statementSearch(params: URLSearchParams) {
  const query = (params.get("hazardSearch") ?? "").trim().slice(0, 100);
  const kind: StatementKind = params.get("kind") === "P" ? "P" : "H";
  return { query, kind, results: query ? searchStatements(query, kind, "en", 20) : [] };
}

/** "Suggest from classification": nothing saved; the form as typed, its H codes completed, and the label elements. */
export function suggestionAnswer(formData: FormData) {
  const values = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string"));
  const suggestion = suggestFromClassification(values);
  const fields = new FormData();
  for (const [name, value] of formData.entries()) if (name !== "hazard_statements") fields.append(name, value);
  fields.set("hazard_statements", suggestion.hazardStatements);
  return json(
    { ...formAnswer({ fields, formId: HAZARDS_FORM_ID, formError: null }), formId: HAZARDS_FORM_ID, suggestion: labelShown(suggestion.label), notice: HAZARD_MESSAGES.suggested },
    { headers: cacheHeaders("private") },
  );
}

/** The hazard save's answer: a redirect with a toast, 400 with the schema's messages, 409 when stale; null when the solution is gone. */
export async function saveHazardsAnswer(id: number, formData: FormData, actor: AuditActor): Promise<Response | null> {
  const form = await validateForm(hazardsValidator, formData);
  if (!form.ok) return form.response;
  const saved = await saveSolutionHazards(id, postedVersion(formData.get("version")), form.data, actor);
  if (!saved.ok && saved.reason === "missing") return null;
  if (!saved.ok) return staleAnswer(formData, HAZARDS_FORM_ID, "solution", await solutionVersion(id));
  return redirectWithSuccess(`/staff/solutions/${id}`, HAZARD_MESSAGES.saved);
}
