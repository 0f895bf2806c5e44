/**
 * The dosage calculator's state and texts, from its query string: what the visitor typed (kept as typed), the
 * messages for what cannot be used, and the result. Pure, so the server answers the GET form with it and the
 * page's enhancer (./enhance.ts) answers each keystroke with the same checks, numbers and words.
 */
import type { DoseRange, Technical } from "~/backend/contract";
import { DOSE_UNITS, isCode, MAX_DOSE, type DoseUnit } from "~/content/technical";
import type { Values } from "~/i18n/translate";
import { computeDosage, FLOW_UNITS, formatQuantity, MAX_FLOW, parseNumber, type DosageResult, type FlowUnit } from "~/utils/dosage";

/** A message of locales/<lang>/technical.json, formatted. */
export type Translate = (key: string, values?: Values) => string;

/** The calculator's parameters, and the point form's: each form carries the other's as hidden fields. */
export const CALCULATOR_PARAMS = ["problem", "flow", "flow_unit", "dose", "dose_unit"] as const;
export const POINT_PARAMS = ["country", "city", "lat", "lon"] as const;

/** What is echoed back of a typed number: enough for any real figure, not a whole pasted page. */
const MAX_TYPED = 40;

export interface DoseProblem {
  slug: string;
  name: string;
  dose: DoseRange;
}

type CalculatorField = "flow" | "dose" | "dose_unit";
type ErrorKey = "flowRequired" | "flowNumber" | "flowRange" | "doseRequired" | "doseNumber" | "doseRange" | "densityRequired";

export interface CalculatorState {
  /** The problems with a dose range: the calculator's choices. */
  problems: DoseProblem[];
  problem: DoseProblem;
  values: { flow: string; flow_unit: FlowUnit; dose: string; dose_unit: DoseUnit };
  /** kg/m³, or null when the product's density is not stated. */
  density: number | null;
  errors: Partial<Record<CalculatorField, { key: ErrorKey; values?: Values }>>;
  result: (DosageResult & { flow: number; dose: number }) | null;
}

export const doseProblems = (technical: Technical | undefined): DoseProblem[] =>
  (technical?.problems ?? []).flatMap((p) => (p.dose ? [{ slug: p.slug, name: p.name, dose: p.dose }] : []));

/** A figure the visitor gave, written back as a number ("10000" as 10,000). */
const figure = (value: number) => value.toLocaleString("en", { maximumFractionDigits: 6 });

/**
 * The state for a query string. Nothing is checked before the visitor asked (neither `flow` nor `dose` in it), and
 * with `partial` (the enhancer, as the visitor types) an empty field is not yet an error.
 */
export function readCalculator(params: URLSearchParams, problems: DoseProblem[], density: number | null, partial = false): CalculatorState | null {
  if (problems.length === 0) return null;
  const problem = problems.find((p) => p.slug === params.get("problem")) ?? problems[0];
  const flowUnit = params.get("flow_unit");
  const doseUnit = params.get("dose_unit");
  const values = {
    flow: (params.get("flow") ?? "").slice(0, MAX_TYPED),
    flow_unit: isCode(FLOW_UNITS, flowUnit) ? flowUnit : "bbl-d",
    dose: (params.get("dose") ?? "").slice(0, MAX_TYPED),
    dose_unit: isCode(DOSE_UNITS, doseUnit) ? doseUnit : problem.dose.unit,
  };
  const state: CalculatorState = { problems, problem, values, density: density && density > 0 ? density : null, errors: {}, result: null };
  if (!params.has("flow") && !params.has("dose")) return state;

  const flow = parseNumber(values.flow);
  if (!values.flow.trim()) {
    if (!partial) state.errors.flow = { key: "flowRequired" };
  } else if (Number.isNaN(flow)) state.errors.flow = { key: "flowNumber" };
  else if (!(flow > 0 && flow <= MAX_FLOW[values.flow_unit])) state.errors.flow = { key: "flowRange", values: { max: figure(MAX_FLOW[values.flow_unit]) } };

  const dose = parseNumber(values.dose);
  if (!values.dose.trim()) {
    if (!partial) state.errors.dose = { key: "doseRequired" };
  } else if (Number.isNaN(dose)) state.errors.dose = { key: "doseNumber" };
  else if (!(dose > 0 && dose <= MAX_DOSE)) state.errors.dose = { key: "doseRange" };

  if (values.dose_unit === "mg-l" && state.density === null) state.errors.dose_unit = { key: "densityRequired" };

  const complete = values.flow.trim() && values.dose.trim();
  if (complete && Object.keys(state.errors).length === 0) {
    state.result = { ...computeDosage({ flow, flowUnit: values.flow_unit, dose, doseUnit: values.dose_unit, densityKgM3: state.density }), flow, dose };
  }
  return state;
}

export interface CalculatorView {
  /** "Typical dose: 25–100 ppm by volume" for the chosen problem. */
  range: string;
  errors: Partial<Record<CalculatorField, string>>;
  lines: { perDay: string; perMonth: string; drums: string; ibcs: string } | null;
  steps: string[];
  /** The quote dialog with the month's quantity in litres (a unit the quote form takes) and the summary in its note. */
  quoteHref: string | null;
}

const QUOTE_MAX_LITRES = 1e9;

export function doseRangeText(t: Translate, dose: DoseRange) {
  return t(`doseRange.${dose.unit}`, { min: figure(dose.min), max: figure(dose.max) });
}

/** The calculator's texts for a state; `page` is the solution page's address in the page's language. */
export function calculatorView(state: CalculatorState, t: Translate, page: string): CalculatorView {
  const errors: CalculatorView["errors"] = {};
  for (const [field, error] of Object.entries(state.errors)) {
    const values = error.key === "flowRange" ? { ...error.values, unit: t(`calculator.flowUnits.${state.values.flow_unit}`) } : error.values;
    errors[field as CalculatorField] = t(`calculator.errors.${error.key}`, values);
  }
  const view: CalculatorView = { range: `${t("dose")}: ${doseRangeText(t, state.problem.dose)}`, errors, lines: null, steps: [], quoteHref: null };
  const r = state.result;
  if (!r) return view;
  const { flow_unit: flowUnit, dose_unit: doseUnit } = state.values;
  const q = {
    litres: formatQuantity(r.fluidLitresPerDay),
    product: formatQuantity(r.litresPerDay),
    month: formatQuantity(r.litresPerMonth),
    drums: formatQuantity(r.drumsPerMonth),
    ibcs: formatQuantity(r.ibcsPerMonth),
  };
  const unit = t(`calculator.flowUnits.${flowUnit}`);
  view.lines = {
    perDay: t("calculator.perDay", { value: q.product }),
    perMonth: t("calculator.perMonth", { value: q.month }),
    drums: t("calculator.drums", { value: q.drums }),
    ibcs: t("calculator.ibcs", { value: q.ibcs }),
  };
  view.steps = [
    t("calculator.stepFlow", { flow: figure(r.flow), unit, factor: t(`calculator.factors.${flowUnit}`), litres: q.litres }),
    doseUnit === "ppm-v"
      ? t("calculator.stepDosePpm", { litres: q.litres, dose: figure(r.dose), product: q.product })
      : t("calculator.stepDoseMg", { litres: q.litres, dose: figure(r.dose), density: figure(state.density ?? 0), product: q.product }),
    t("calculator.stepMonth", { ...q }),
  ];
  const quote = new URLSearchParams({ quote: "1" });
  const litres = Math.round(r.litresPerMonth);
  if (litres > 0 && litres <= QUOTE_MAX_LITRES) {
    quote.set("quantity", String(litres));
    quote.set("unit", "l");
  }
  quote.set("note", t("calculator.quoteNote", { month: q.month, flow: figure(r.flow), unit, dose: figure(r.dose), doseUnit: t(`doseUnits.${doseUnit}`) }));
  view.quoteHref = `${page}?${quote}`;
  return view;
}
