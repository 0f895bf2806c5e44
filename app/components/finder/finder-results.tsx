/**
 * The finder's answer (issue 41): the ranked fits, each with why it fits, its typical dose (and the quantity at the
 * visitor's flow), a link to its calculator, its nearest plants and a way into the quote basket; then what the
 * conditions left out; or, when nothing fits, what to relax and an inquiry to the technical team with the conditions
 * written in.
 */
import { Link } from "~/i18n/link";
import { AddToBasket } from "~/components/basket/add-to-basket";
import { buttonClass } from "~/components/ui/button";
import { useContentLanguage, useT } from "~/i18n/react";
import type { DoseRange } from "~/backend/contract";
import type { Condition, FinderFit, FinderResult, FitReason } from "~/models/finder.server";
import { computeDosage, formatQuantity, type FlowUnit } from "~/utils/dosage";

export interface FitPlant {
  id: number;
  name: string;
  country: string;
  distanceKm: number | null;
}

export interface FinderView {
  problem: { slug: string; name: string };
  result: FinderResult;
  /** The three nearest plants (or first by country) of each fit, by fit id. */
  plants: Record<string, FitPlant[]>;
  flow: { value: number; unit: FlowUnit; text: string } | null;
  /** The stated conditions as the page shows them, for the left-out lines and the inquiry. */
  stated: { temperature: string | null; system: string | null; site: string | null; environment: string | null };
  /** Each condition's "relax" address (the page without it). */
  relaxHref: Partial<Record<Condition, string>>;
  /** The calculator's address on a fit's page, with the problem and flow filled in, by fit id. */
  calculatorHref: Record<string, string>;
  inquiryHref: string;
  place: string | null;
}

function ReasonText({ reason }: { reason: FitReason }) {
  const t = useT("finder");
  switch (reason.kind) {
    case "treats":
      return <>{t("reasons.treats", { problem: reason.problem })}</>;
    case "system":
      return <>{t(`reasons.system.${reason.system}`)}</>;
    case "temperature":
      return <>{t("reasons.temperature", { value: reason.maxC })}</>;
    case "site":
      return <>{t(reason.site === "offshore" ? "reasons.offshore" : "reasons.onshore")}</>;
    case "grade":
      return <>{t(`reasons.grade.${reason.grade}`)}</>;
  }
}

function Quantity({ dose, density, flow }: { dose: DoseRange; density: number | null; flow: NonNullable<FinderView["flow"]> }) {
  const t = useT("finder");
  const tt = useT("technical");
  if (dose.unit === "mg-l" && !density) return <p className="mt-1 text-sm text-slate-700">{t("results.quantityNeedsDensity")}</p>;
  const at = (value: number) => computeDosage({ flow: flow.value, flowUnit: flow.unit, dose: value, doseUnit: dose.unit, densityKgM3: density });
  const low = at(dose.min);
  const high = at(dose.max);
  return (
    <p className="mt-1 text-sm font-medium text-slate-900">
      {t("results.quantity", {
        flow: flow.text,
        unit: tt(`calculator.flowUnits.${flow.unit}`),
        min: formatQuantity(low.litresPerDay),
        max: formatQuantity(high.litresPerDay),
        minMonth: formatQuantity(low.litresPerMonth),
        maxMonth: formatQuantity(high.litresPerMonth),
      })}
    </p>
  );
}

function Fit({ fit, view }: { fit: FinderFit; view: FinderView }) {
  const t = useT("finder");
  const tt = useT("technical");
  const content = useContentLanguage();
  const plants = view.plants[String(fit.id)] ?? [];
  return (
    <li className="rounded-lg border border-slate-200 p-5 shadow-sm" data-testid="finder-fit">
      <h3 className="text-lg font-semibold">
        <Link to={`/solution/${fit.id}`} className="text-brand-800 underline-offset-4 hover:underline" {...content(fit.name)}>
          {fit.name}
        </Link>
      </h3>
      {fit.commercialName ? (
        <p className="text-slate-700" {...content(fit.commercialName)}>
          {fit.commercialName}
        </p>
      ) : null}
      <p className="sr-only">{t("results.why")}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("results.why")}>
        {fit.reasons.map((reason, index) => (
          <li key={index} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
            <ReasonText reason={reason} />
          </li>
        ))}
      </ul>
      {fit.dose ? (
        <>
          <p className="mt-3 text-sm text-slate-800">{t("results.dose", { range: tt(`doseRange.${fit.dose.unit}`, { min: fit.dose.min, max: fit.dose.max }) })}</p>
          {view.flow ? <Quantity dose={fit.dose} density={fit.densityKgM3} flow={view.flow} /> : null}
          <Link to={view.calculatorHref[String(fit.id)]} className="mt-1 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4">
            {t("results.calculate")}
          </Link>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{tt("noDose")}</p>
      )}
      <div className="mt-3 text-sm">
        <p className="font-semibold text-slate-900">{t("results.nearest")}</p>
        {plants.length === 0 ? (
          <p className="text-slate-700">{t("results.noPlant")}</p>
        ) : (
          <ol className="mt-1 space-y-0.5">
            {plants.map((plant) => (
              <li key={plant.id} className="text-slate-800">
                <bdi {...content(plant.name)}>{plant.name}</bdi>
                {" — "}
                {plant.distanceKm !== null ? tt("plants.distance", { value: plant.distanceKm.toLocaleString("en") }) : plant.country}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="mt-4">
        <AddToBasket solutionId={fit.id} name={fit.name} className={buttonClass("secondary")} />
      </div>
    </li>
  );
}

function LeftOut({ view }: { view: FinderView }) {
  const t = useT("finder");
  const { result, problem, stated } = view;
  if (result.missedOnly.length === 0 && result.missedSeveral === 0) return null;
  const line = (condition: Condition, count: number) => {
    const common = { count, problem: problem.name };
    if (condition === "system") return t("leftOut.system", { ...common, system: stated.system ?? "" });
    if (condition === "temperature") return t("leftOut.temperature", { ...common, value: stated.temperature ?? "" });
    if (condition === "site") return t("leftOut.site", { ...common, site: stated.site ?? "" });
    return t("leftOut.environment", { ...common, grade: stated.environment ?? "" });
  };
  return (
    <section aria-labelledby="left-out" className="mt-8">
      <h2 id="left-out" className="text-lg font-semibold text-slate-900">
        {t("leftOut.heading")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-slate-800">
        {result.missedOnly.map(({ condition, count }) => (
          <li key={condition}>
            {line(condition, count)}
            {/* With no fit, the empty result offers the same links. */}
            {result.fits.length > 0 && view.relaxHref[condition] ? (
              <>
                {" "}
                <Link to={view.relaxHref[condition]!} replace preventScrollReset className="text-brand-800 underline underline-offset-4">
                  {t(`empty.without.${condition}`, { value: stated.temperature ?? "" })}
                </Link>
              </>
            ) : null}
          </li>
        ))}
        {result.missedSeveral > 0 ? <li>{t("leftOut.several", { count: result.missedSeveral, problem: problem.name })}</li> : null}
      </ul>
    </section>
  );
}

function Empty({ view }: { view: FinderView }) {
  const t = useT("finder");
  const relax = view.result.withoutCondition.filter((c) => c.count > 0);
  const anyCondition = view.result.withoutCondition.length > 0;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-5">
      <h3 className="text-lg font-semibold text-slate-900">{anyCondition ? t("empty.heading") : t("empty.noneAtAll", { problem: view.problem.name })}</h3>
      {relax.length > 0 ? (
        <>
          <p className="mt-2 text-slate-800">{t("empty.relax")}</p>
          <ul className="mt-1 list-disc space-y-1 ps-6">
            {relax.map(({ condition, count }) => (
              <li key={condition}>
                <Link to={view.relaxHref[condition] ?? ""} replace preventScrollReset className="font-semibold text-brand-800 underline underline-offset-4">
                  {t(`empty.without.${condition}`, { value: view.stated.temperature ?? "" })}
                </Link>
                {": "}
                {t("empty.fits", { count })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 text-slate-800">{t("empty.askIntro")}</p>
      <Link to={view.inquiryHref} className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4">
        {t("empty.ask")}
      </Link>
    </div>
  );
}

export function FinderResults({ view, pending }: { view: FinderView; pending: boolean }) {
  const t = useT("finder");
  const { result } = view;
  return (
    <section aria-labelledby="finder-results" aria-busy={pending || undefined} className="mt-10">
      <h2 id="finder-results" className="text-2xl font-semibold text-slate-900">
        {t("results.heading")}
      </h2>
      <p className="mt-1 text-slate-800" role="status" data-testid="finder-count">
        {pending ? t("conditions.updating") : t("results.count", { count: result.total })}
      </p>
      {view.place ? <p className="mt-1 text-sm text-slate-700">{t("results.nearestFrom", { place: view.place })}</p> : null}
      <div className="mt-4">
        {result.fits.length === 0 ? (
          <Empty view={view} />
        ) : (
          <>
            <ol className="grid gap-4">
              {result.fits.map((fit) => (
                <Fit key={fit.id} fit={fit} view={view} />
              ))}
            </ol>
            {result.total > result.fits.length ? <p className="mt-3 text-sm text-slate-700">{t("results.showing", { shown: result.fits.length })}</p> : null}
          </>
        )}
      </div>
      <LeftOut view={view} />
    </section>
  );
}
