/**
 * The solution form's technical part: "Technical data" (systems, maximum temperature, injection points,
 * environmental grades, sites: one checkbox per code, labelled with the public pages' English words) and "Problems
 * treated" (per group of the problem list, each problem's checkbox and its optional dose range). Plain fields of the
 * form around it, so they post, refill and show their messages like its other fields; a refusal of a list as a whole
 * (a code posted that is not on it) shows under the list's legend.
 */
import type { ReactNode } from "react";
import { CheckboxField, SelectField, TextField } from "~/components/ui/field";
import { DOSE_UNITS, ENVIRONMENTAL_GRADES, INJECTION_POINTS, MAX_DOSE, SITES, SYSTEMS, TEMPERATURE_RANGE } from "~/content/technical";
import { useFormAnswer } from "~/forms/app-form";
import { SOLUTION_FORM_ID } from "~/forms/solutions";
import { CODE_LIST_FIELDS, TECHNICAL_FIELDS, technicalValues, type ProblemGroupChoice, type TechnicalFields } from "~/forms/solution-technical";
import en from "~/locales/en/technical.json";

const fieldset = "rounded-md border border-slate-300 p-3";
const legend = "px-1 text-sm font-medium text-slate-800";

/** A list's refusal as a whole, under its legend. */
function ListError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mb-2 text-sm font-medium text-red-700" role="alert">
      {message}
    </p>
  ) : null;
}

function CodeList({
  list,
  codes,
  labels,
  title,
  stored,
  error,
  columns = "sm:grid-cols-3",
}: {
  list: keyof typeof CODE_LIST_FIELDS;
  codes: readonly string[];
  labels: Record<string, string>;
  title: string;
  stored: Record<string, string>;
  error?: string;
  columns?: string;
}) {
  const errorId = `technical-${CODE_LIST_FIELDS[list]}-error`;
  return (
    <fieldset className={fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={legend}>{title}</legend>
      <ListError id={errorId} message={error} />
      <div className={`grid gap-1 ${columns}`}>
        {codes.map((code) => {
          const name = TECHNICAL_FIELDS.code(list, code);
          return <CheckboxField key={code} id={`technical-${name}`} name={name} label={labels[code] ?? code} defaultChecked={stored[name] === "on"} />;
        })}
      </div>
    </fieldset>
  );
}

const UNIT_OPTIONS = DOSE_UNITS.map((unit) => ({
  value: unit,
  label: en.doseUnits[unit],
}));

/** The visually hidden words that tell a screen reader which problem a dose field is for. */
const forProblem = (label: string, problem: string): ReactNode => (
  <>
    {label}
    <span className="sr-only"> for {problem}</span>
  </>
);

export function TechnicalFieldsets({ problems, technical }: { problems: readonly ProblemGroupChoice[]; technical?: TechnicalFields }) {
  const answer = useFormAnswer(SOLUTION_FORM_ID);
  const errors = answer?.fieldErrors ?? {};
  const stored = technical ? technicalValues(technical) : {};
  return (
    <>
      <fieldset className={`${fieldset} grid gap-3`}>
        <legend className={legend}>Technical data</legend>
        <p className="text-xs text-slate-600">What the finder matches a visitor&apos;s conditions against. Leave a list empty when it is not known.</p>
        <CodeList list="systems" codes={SYSTEMS} labels={en.systems} title="Systems it works in" stored={stored} error={errors[CODE_LIST_FIELDS.systems]} />
        <TextField
          id="technical-max-temperature"
          name={TECHNICAL_FIELDS.temperature}
          label="Maximum temperature (°C)"
          inputMode="decimal"
          maxLength={20}
          autoComplete="off"
          defaultValue={stored[TECHNICAL_FIELDS.temperature] ?? ""}
          hint={`Optional: the highest temperature it is rated for, ${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max} °C.`}
          wrapperClassName="sm:max-w-xs"
        />
        <CodeList
          list="injectionPoints"
          codes={INJECTION_POINTS}
          labels={en.injection}
          title="Injection points"
          stored={stored}
          error={errors[CODE_LIST_FIELDS.injectionPoints]}
          columns="sm:grid-cols-2"
        />
        <CodeList
          list="environmentalGrades"
          codes={ENVIRONMENTAL_GRADES}
          labels={en.grades}
          title="Environmental grades"
          stored={stored}
          error={errors[CODE_LIST_FIELDS.environmentalGrades]}
        />
        <CodeList list="sites" codes={SITES} labels={en.sites} title="Sites (where it may be used)" stored={stored} error={errors[CODE_LIST_FIELDS.sites]} />
      </fieldset>
      <fieldset
        className={`${fieldset} grid gap-3`}
        aria-describedby={errors[TECHNICAL_FIELDS.problems] ? "technical-problems-error" : "technical-problems-hint"}
      >
        <legend className={legend}>Problems treated</legend>
        <p id="technical-problems-hint" className="text-xs text-slate-600">
          Tick each problem it treats. A typical dose is optional; give it whole (lowest, highest and unit), above 0 and at most {MAX_DOSE.toLocaleString("en")}
          . The problem list is edited under Problems.
        </p>
        <ListError id="technical-problems-error" message={errors[TECHNICAL_FIELDS.problems]} />
        {problems.length === 0 ? <p className="text-sm text-slate-700">The problem list is empty.</p> : null}
        {problems.map((group) => (
          <fieldset key={group.id} className="rounded-md border border-slate-200 p-3" data-testid="problem-group">
            <legend className={legend}>{group.name}</legend>
            <div className="grid gap-3">
              {group.problems.map((problem) => {
                const f = TECHNICAL_FIELDS;
                return (
                  <div key={problem.id} className="grid items-start gap-2 sm:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]" data-testid="problem-row">
                    <CheckboxField
                      id={`technical-${f.problem(problem.id)}`}
                      name={f.problem(problem.id)}
                      label={problem.name}
                      defaultChecked={stored[f.problem(problem.id)] === "on"}
                      className="sm:pt-7"
                    />
                    <TextField
                      id={`technical-${f.doseMin(problem.id)}`}
                      name={f.doseMin(problem.id)}
                      label={forProblem("Lowest dose", problem.name)}
                      inputMode="decimal"
                      maxLength={20}
                      autoComplete="off"
                      defaultValue={stored[f.doseMin(problem.id)] ?? ""}
                    />
                    <TextField
                      id={`technical-${f.doseMax(problem.id)}`}
                      name={f.doseMax(problem.id)}
                      label={forProblem("Highest dose", problem.name)}
                      inputMode="decimal"
                      maxLength={20}
                      autoComplete="off"
                      defaultValue={stored[f.doseMax(problem.id)] ?? ""}
                    />
                    <SelectField
                      id={`technical-${f.doseUnit(problem.id)}`}
                      name={f.doseUnit(problem.id)}
                      label={forProblem("Dose unit", problem.name)}
                      options={UNIT_OPTIONS}
                      placeholder="No dose"
                      defaultValue={stored[f.doseUnit(problem.id)] ?? ""}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </fieldset>
    </>
  );
}
