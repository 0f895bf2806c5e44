/**
 * The dosage calculator (section "dosage"): a GET form to the page it is on, answered by the server (./dosage-state.ts),
 * and, where the page loads ./enhance.ts, as the visitor types. The result block is always in the markup, `hidden`
 * until there is a result, so the enhancer only fills in texts.
 */
import { buttonClass } from "~/components/ui/button";
import { DOSE_UNITS } from "~/content/technical";
import { FLOW_UNITS } from "~/utils/dosage";
import type { CalculatorState, CalculatorView, Translate } from "./dosage-state";
import { Carried, controlClass, describedBy, Field, headingClass, linkClass, sectionClass } from "./fields";

interface Props {
  state: CalculatorState;
  view: CalculatorView;
  t: Translate;
  /** The page's address in its language: the form's action (with `#<id>`) and the quote link's base. */
  page: string;
  /** The point form's values, kept when this form is sent. */
  carry?: readonly (readonly [string, string])[];
  /** What ./enhance.ts needs (JSON); without it the form stays a plain form. */
  config?: string;
  id?: string;
}

export function DosageCalculator({ state, view, t, page, carry = [], config, id = "dosage" }: Props) {
  const { values, problems, problem } = state;
  const fid = (name: string) => `${id}-${name}`;
  const lines = view.lines;
  return (
    <section id={id} aria-labelledby={fid("heading")} className={sectionClass}>
      <h2 id={fid("heading")} className={headingClass}>
        {t("calculator.heading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("calculator.intro")}</p>
      <form method="get" action={`${page}#${id}`} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" data-dosage={config}>
        <Carried values={carry} />
        {problems.length > 1 ? (
          <Field id={fid("problem")} name="problem" label={t("calculator.problem")} className="sm:col-span-2">
            <select id={fid("problem")} name="problem" defaultValue={problem.slug} className={controlClass()}>
              {problems.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <p className="text-slate-800 sm:col-span-2">
            <input type="hidden" name="problem" value={problem.slug} />
            {t("calculator.problem")}: {problem.name}
          </p>
        )}
        <Field id={fid("flow")} name="flow" label={t("calculator.flow")} error={view.errors.flow}>
          <input
            id={fid("flow")}
            name="flow"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values.flow}
            className={controlClass(view.errors.flow)}
            aria-invalid={view.errors.flow ? true : undefined}
            aria-describedby={describedBy(fid("flow"), false, view.errors.flow)}
          />
        </Field>
        <Field id={fid("flow_unit")} name="flow_unit" label={t("calculator.flowUnit")}>
          <select id={fid("flow_unit")} name="flow_unit" defaultValue={values.flow_unit} className={controlClass()}>
            {FLOW_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`calculator.flowUnits.${unit}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={fid("dose")} name="dose" label={t("calculator.dose")} hint={view.range} error={view.errors.dose}>
          <input
            id={fid("dose")}
            name="dose"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values.dose}
            className={controlClass(view.errors.dose)}
            aria-invalid={view.errors.dose ? true : undefined}
            aria-describedby={describedBy(fid("dose"), true, view.errors.dose)}
          />
        </Field>
        <Field
          id={fid("dose_unit")}
          name="dose_unit"
          label={t("calculator.doseUnit")}
          hint={state.density === null ? t("calculator.noDensity") : t("calculator.density", { value: state.density.toLocaleString("en") })}
          error={view.errors.dose_unit}
        >
          <select
            id={fid("dose_unit")}
            name="dose_unit"
            defaultValue={values.dose_unit}
            className={controlClass(view.errors.dose_unit)}
            aria-invalid={view.errors.dose_unit ? true : undefined}
            aria-describedby={describedBy(fid("dose_unit"), true, view.errors.dose_unit)}
          >
            {DOSE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`doseUnits.${unit}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("primary")}>
            {t("calculator.calculate")}
          </button>
        </div>
      </form>
      {/* Always present, so that a screen reader hears the result change as the enhancer fills it in. */}
      <div aria-live="polite" className="mt-6">
        <div data-dosage-result="" hidden={!lines} className="rounded-md border border-slate-200 bg-sand-50 p-4">
          <h3 className="text-lg font-semibold text-brand-900">{t("calculator.result")}</h3>
          <ul className="mt-2 space-y-1 text-slate-900">
            <li className="text-xl font-bold" data-line="perDay">
              {lines?.perDay}
            </li>
            <li data-line="perMonth">{lines?.perMonth}</li>
            <li data-line="drums">{lines?.drums}</li>
            <li data-line="ibcs">{lines?.ibcs}</li>
          </ul>
          <h3 className="mt-4 text-base font-semibold text-slate-800">{t("calculator.workings")}</h3>
          <ol className="mt-1 list-decimal space-y-1 ps-6 text-sm text-slate-700" data-steps="">
            {view.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4">
            <a href={view.quoteHref ?? `${page}?quote=1`} className={linkClass} data-quote="">
              {t("calculator.quote")}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
