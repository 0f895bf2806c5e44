/**
 * The technical part of the solution editor's form: the systems, injection points, environmental grades
 * and sites (one checkbox each, named `system_<code>` and so on with the code's dashes as underscores: a field name is a
 * plain identifier, kit.ts), the maximum temperature, and per problem of the list a checkbox `problem_<id>` with its
 * dose range `problem_<id>_dose_min|max|unit`. A dose is optional; given at all, it is given whole. The messages name
 * the problem, since the page lists dozens of dose fields. Codes not in the lists and problems not on the list are
 * refused, never dropped silently: a refusal keeps the form as typed. No server imports: the browser runs it too,
 * with the problem list the page was given.
 */
import { z } from "zod";
import {
  DOSE_UNITS,
  ENVIRONMENTAL_GRADES,
  INJECTION_POINTS,
  isCode,
  MAX_DOSE,
  SITES,
  SYSTEMS,
  TEMPERATURE_RANGE,
  type DoseUnit,
  type EnvironmentalGrade,
  type InjectionPoint,
  type SiteCode,
  type SystemCode,
} from "~/content/technical";
import { parseNumber } from "~/utils/dosage";
import { checkbox } from "./kit";

/** A problem the editor offers, under its group. */
export interface ProblemChoice {
  id: number;
  name: string;
}

export interface ProblemGroupChoice extends ProblemChoice {
  problems: ProblemChoice[];
}

export interface ProblemLink {
  problemId: number;
  doseMin: number | null;
  doseMax: number | null;
  doseUnit: DoseUnit | null;
}

export interface TechnicalFields {
  systems: SystemCode[];
  maxTemperatureC: number | null;
  injectionPoints: InjectionPoint[];
  environmentalGrades: EnvironmentalGrade[];
  sites: SiteCode[];
  problems: ProblemLink[];
}

const dose = MAX_DOSE.toLocaleString("en");

export const TECHNICAL_MESSAGES = {
  temperature: `The maximum temperature must be a number from ${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max} °C, or empty.`,
  unknownCodes: (what: string, codes: readonly string[]) => `Not on the list of ${what}, so not saved: ${codes.join(", ")}. Tick from the list shown.`,
  unknownProblems: "A problem ticked is no longer on the list (deleted or merged meanwhile), so nothing was saved. Reload the page and tick again.",
  doseIncomplete: (problem: string) => `${problem}: give the lowest dose, the highest dose and the unit, or none of them.`,
  doseMin: (problem: string) => `${problem}: the lowest dose must be a number greater than 0.`,
  doseMax: (problem: string) => `${problem}: the highest dose must be a number greater than 0.`,
  doseOrder: (problem: string) => `${problem}: the highest dose must be at least the lowest.`,
  doseTooHigh: (problem: string) => `${problem}: a dose must be at most ${dose}.`,
  doseUnit: (problem: string) => `${problem}: choose the dose's unit from the list.`,
  doseUnticked: (problem: string) => `${problem}: tick it to save its dose, or clear the dose.`,
} as const;

/** A code's checkbox name: `system_produced_water` for the system "produced-water". */
const fieldOf = (prefix: string, code: string) => `${prefix}_${code.replace(/-/g, "_")}`;

/** One checkbox list: its fields' name prefix, its codes, and its words in a refusal. */
const CODE_LISTS = {
  systems: { prefix: "system", codes: SYSTEMS, words: "systems" },
  injectionPoints: { prefix: "injection", codes: INJECTION_POINTS, words: "injection points" },
  environmentalGrades: { prefix: "grade", codes: ENVIRONMENTAL_GRADES, words: "environmental grades" },
  sites: { prefix: "site", codes: SITES, words: "sites" },
} as const;

type CodeList = keyof typeof CODE_LISTS;

/** The field a list's refusal is shown on (its fieldset's message). */
export const CODE_LIST_FIELDS: Record<CodeList, string> = {
  systems: "systems",
  injectionPoints: "injection_points",
  environmentalGrades: "environmental_grades",
  sites: "sites",
};

export const TECHNICAL_FIELDS = {
  code: (list: CodeList, code: string) => fieldOf(CODE_LISTS[list].prefix, code),
  temperature: "max_temperature_c",
  problem: (id: number) => `problem_${id}`,
  doseMin: (id: number) => `problem_${id}_dose_min`,
  doseMax: (id: number) => `problem_${id}_dose_max`,
  doseUnit: (id: number) => `problem_${id}_dose_unit`,
  /** Where a refusal of the problems as a whole is shown. */
  problems: "problems",
} as const;

const PROBLEM_FIELD = /^problem_([1-9]\d{0,8})(?:_dose_(?:min|max|unit))?$/;

/** Posted text, "" for anything else. */
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

type Issue = (field: string, message: string) => void;

function codesOf<L extends CodeList>(list: L, posted: Record<string, unknown>, issue: Issue) {
  const { prefix, codes, words } = CODE_LISTS[list];
  const known = new Set(codes.map((code) => fieldOf(prefix, code)));
  const unknown = Object.keys(posted)
    .filter((name) => name.startsWith(`${prefix}_`) && !known.has(name) && checkbox(posted[name]))
    .map((name) => name.slice(prefix.length + 1));
  if (unknown.length) issue(CODE_LIST_FIELDS[list], TECHNICAL_MESSAGES.unknownCodes(words, unknown));
  return codes.filter((code) => checkbox(posted[fieldOf(prefix, code)])) as (typeof CODE_LISTS)[L]["codes"][number][];
}

function temperatureOf(posted: Record<string, unknown>, issue: Issue) {
  const typed = text(posted[TECHNICAL_FIELDS.temperature]);
  if (!typed) return null;
  const value = parseNumber(typed);
  if (!Number.isFinite(value) || value < TEMPERATURE_RANGE.min || value > TEMPERATURE_RANGE.max) {
    issue(TECHNICAL_FIELDS.temperature, TECHNICAL_MESSAGES.temperature);
    return null;
  }
  return value;
}

/** One problem's link as posted, or null when it is not ticked (its refusals reported through `issue`). */
function linkOf(problem: ProblemChoice, posted: Record<string, unknown>, issue: Issue): ProblemLink | null {
  const f = TECHNICAL_FIELDS;
  const ticked = checkbox(posted[f.problem(problem.id)]);
  const [min, max, unit] = [text(posted[f.doseMin(problem.id)]), text(posted[f.doseMax(problem.id)]), text(posted[f.doseUnit(problem.id)])];
  const given = Boolean(min || max || unit);
  if (!ticked) {
    if (given) issue(f.problem(problem.id), TECHNICAL_MESSAGES.doseUnticked(problem.name));
    return null;
  }
  if (!given)
    return {
      problemId: problem.id,
      doseMin: null,
      doseMax: null,
      doseUnit: null,
    };
  const name = problem.name;
  if (!min || !max || !unit) {
    issue(!min ? f.doseMin(problem.id) : !max ? f.doseMax(problem.id) : f.doseUnit(problem.id), TECHNICAL_MESSAGES.doseIncomplete(name));
    return null;
  }
  const [low, high] = [parseNumber(min), parseNumber(max)];
  let ok = true;
  const refuse = (field: string, message: string) => {
    issue(field, message);
    ok = false;
  };
  if (!Number.isFinite(low) || low <= 0) refuse(f.doseMin(problem.id), TECHNICAL_MESSAGES.doseMin(name));
  else if (low > MAX_DOSE) refuse(f.doseMin(problem.id), TECHNICAL_MESSAGES.doseTooHigh(name));
  if (!Number.isFinite(high) || high <= 0) refuse(f.doseMax(problem.id), TECHNICAL_MESSAGES.doseMax(name));
  else if (high > MAX_DOSE) refuse(f.doseMax(problem.id), TECHNICAL_MESSAGES.doseTooHigh(name));
  else if (ok && high < low) refuse(f.doseMax(problem.id), TECHNICAL_MESSAGES.doseOrder(name));
  if (!isCode(DOSE_UNITS, unit)) refuse(f.doseUnit(problem.id), TECHNICAL_MESSAGES.doseUnit(name));
  return ok ? { problemId: problem.id, doseMin: low, doseMax: high, doseUnit: unit as DoseUnit } : null;
}

/**
 * The technical fields of a posted form, the refusals reported through `issue` (a field's name and its message).
 * `problems` is the list the page offered: a problem field naming any other is refused as a whole.
 */
function readTechnical(posted: Record<string, unknown>, problems: readonly ProblemChoice[], issue: Issue): TechnicalFields {
  const offered = new Set(problems.map((p) => p.id));
  const strays = Object.keys(posted).filter((name) => {
    const id = PROBLEM_FIELD.exec(name)?.[1];
    return id !== undefined && !offered.has(Number(id)) && text(posted[name]) !== "";
  });
  if (strays.length) issue(TECHNICAL_FIELDS.problems, TECHNICAL_MESSAGES.unknownProblems);
  return {
    systems: codesOf("systems", posted, issue),
    maxTemperatureC: temperatureOf(posted, issue),
    injectionPoints: codesOf("injectionPoints", posted, issue),
    environmentalGrades: codesOf("environmentalGrades", posted, issue),
    sites: codesOf("sites", posted, issue),
    problems: problems.map((p) => linkOf(p, posted, issue)).filter((link): link is ProblemLink => link !== null),
  };
}

/** The stored technical data as the form's initial values (field name → value; a ticked box is "on"). */
export function technicalValues(stored: TechnicalFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const list of Object.keys(CODE_LISTS) as CodeList[]) for (const code of stored[list]) values[TECHNICAL_FIELDS.code(list, code)] = "on";
  if (stored.maxTemperatureC !== null) values[TECHNICAL_FIELDS.temperature] = String(stored.maxTemperatureC);
  for (const link of stored.problems) {
    values[TECHNICAL_FIELDS.problem(link.problemId)] = "on";
    if (link.doseMin !== null) values[TECHNICAL_FIELDS.doseMin(link.problemId)] = String(link.doseMin);
    if (link.doseMax !== null) values[TECHNICAL_FIELDS.doseMax(link.problemId)] = String(link.doseMax);
    if (link.doseUnit !== null) values[TECHNICAL_FIELDS.doseUnit(link.problemId)] = link.doseUnit;
  }
  return values;
}

/** The zod refinement that reads the technical fields of an object schema's passthrough value. */
export function technicalOf(value: Record<string, unknown>, problems: readonly ProblemChoice[], ctx: z.RefinementCtx) {
  return readTechnical(value, problems, (field, message) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message }));
}
