/** A solution's technical data (section "technical"): the problems it treats with their doses, and its properties. */
import type { Technical } from "~/backend/contract";
import { doseRangeText, type Translate } from "./dosage-state";
import { headingClass, linkClass, sectionClass } from "./fields";

interface Props {
  technical: Technical;
  t: Translate;
  /** The finder's page of a problem, in the page's language. */
  problemHref: (slug: string) => string;
  id?: string;
}

/** Whether there is anything to show: a solution without any technical data has no section. */
export function hasTechnicalData(technical: Technical | undefined): technical is Technical {
  if (!technical) return false;
  const { problems, systems, max_temperature_c: max, injection_points: points, environmental_grades: grades, sites } = technical;
  return problems.length + systems.length + points.length + grades.length + sites.length > 0 || max !== null;
}

export function TechnicalData({ technical, t, problemHref, id = "technical" }: Props) {
  const list = (codes: readonly string[], group: string) => (codes.length ? codes.map((code) => t(`${group}.${code}`)).join(t("listSeparator")) : t("notStated"));
  const rows = [
    { label: t("systems.label"), value: list(technical.systems, "systems") },
    { label: t("maxTemperature"), value: technical.max_temperature_c === null ? t("notStated") : t("temperatureValue", { value: technical.max_temperature_c }) },
    { label: t("injection.label"), value: list(technical.injection_points, "injection") },
    { label: t("grades.label"), value: list(technical.environmental_grades, "grades") },
    { label: t("sites.label"), value: list(technical.sites, "sites") },
  ];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h2 id={`${id}-heading`} className={headingClass}>
        {t("heading")}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-slate-800 sm:grid-cols-[auto_1fr]">
        {technical.problems.length ? (
          <div className="contents">
            <dt className="font-medium text-slate-700">{t("problems")}</dt>
            <dd>
              <ul className="space-y-1">
                {technical.problems.map((problem) => (
                  <li key={problem.id}>
                    <a href={problemHref(problem.slug)} className={linkClass}>
                      {problem.name}
                    </a>
                    <span className="text-slate-700">
                      {" — "}
                      {problem.dose ? `${t("dose")}: ${doseRangeText(t, problem.dose)}` : t("noDose")}
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-700">{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
