/**
 * The "Hazards" section of a solution's page: pictograms, signal word, hazard and precautionary statements,
 * classification, transport and physical data, or what is known when the product is not classified or nothing is
 * entered; always the note that the safety data sheet is the reference, with the page's request link. Pure render.
 */
import { Fragment, useId, type ReactNode } from "react";
import type { HazardSummary, Hazards } from "~/backend/contract";
import { intlLocale } from "~/i18n/format";
import { Link } from "~/i18n/link";
import { useLocale, useT } from "~/i18n/react";
import { GhsPictogram } from "./ghs-pictogram";

type Details = Omit<Hazards, keyof HazardSummary>;
const NO_DETAILS: Details = { classification: [], hazard_statements: [], precautionary_statements: [], transport: null, physical: null };

/** A list answer carries only the summary; the section then shows what the summary has. */
function detailsOf(hazards: Hazards | HazardSummary): Details {
  return "hazard_statements" in hazards ? hazards : NO_DETAILS;
}

const h3 = "mt-6 text-lg font-semibold text-brand-900";

export function HazardSection({ solutionId, hazards, sdsLink }: { solutionId: number; hazards: Hazards | HazardSummary | null | undefined; sdsLink?: ReactNode }) {
  const t = useT("solution");
  const headingId = useId();
  const status = hazards?.status ?? "not_entered";
  const details = hazards ? detailsOf(hazards) : NO_DETAILS;
  return (
    <section id="hazards" aria-labelledby={headingId} className="mt-12 scroll-mt-20 border-t border-slate-200 pt-8">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {t("hazards.title")}
      </h2>
      {status === "not_entered" ? <p className="mt-4 text-slate-800">{t("hazards.notEntered")}</p> : null}
      {status === "not_classified" ? <p className="mt-4 font-medium text-slate-800">{t("hazards.notClassified")}</p> : null}
      {status === "classified" && hazards ? (
        <>
          <Pictograms hazards={hazards} />
          <Statements title={t("hazards.hazardStatements")} statements={details.hazard_statements} />
          <Statements title={t("hazards.precautionaryStatements")} statements={details.precautionary_statements} />
          {details.classification.length > 0 ? (
            <>
              <h3 className={h3}>{t("hazards.classification")}</h3>
              <ul className="mt-2 list-disc space-y-1 ps-6 text-slate-800">
                {details.classification.map((entry) => (
                  <li key={`${entry.hazard_class}/${entry.category}`}>{entry.name}</li>
                ))}
              </ul>
            </>
          ) : null}
          <Transport transport={details.transport} />
        </>
      ) : null}
      {status !== "not_entered" ? <Physical physical={details.physical} /> : null}
      <p className="mt-6 text-slate-800">{t("hazards.sdsNote")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        {sdsLink}
        <Link to={`/solution/${solutionId}/label`} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {t("hazards.printLabel")}
        </Link>
      </div>
    </section>
  );
}

function Pictograms({ hazards }: { hazards: HazardSummary }) {
  const t = useT("solution");
  const common = useT("common");
  return (
    <>
      {hazards.pictograms.length > 0 ? (
        <ul aria-label={common("hazards.pictograms")} className="mt-4 flex flex-wrap gap-4">
          {hazards.pictograms.map((code) => (
            <li key={code} className="flex w-24 flex-col items-center gap-1 text-center">
              <GhsPictogram code={code} size={64} labelled={false} />
              <span className="text-sm text-slate-800">{common(`hazards.pictogram.${code}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {hazards.signal_word ? (
        <p className="mt-4 flex items-baseline gap-2">
          <span className="text-sm text-slate-700">{t("hazards.signalWord")}</span>
          <strong className="text-2xl font-extrabold tracking-wide text-red-800 uppercase">{common(`hazards.signal.${hazards.signal_word}`)}</strong>
        </p>
      ) : null}
    </>
  );
}

/**
 * H or P statements: each its code (left to right, in bold) and its standard text in the page's language. A flex gap
 * parts them, not a margin: the code's own direction is left to right, so its "end" margin would face the wrong way
 * on an Arabic page.
 */
function Statements({ title, statements }: { title: string; statements: Details["hazard_statements"] }) {
  if (statements.length === 0) return null;
  return (
    <>
      <h3 className={h3}>{title}</h3>
      <ul className="mt-2 space-y-1 text-slate-800">
        {statements.map((statement) => (
          <li key={statement.code} className="flex gap-x-2">
            <code dir="ltr" className="shrink-0 font-bold text-slate-900">
              {statement.code}
            </code>
            <span>{statement.text}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * One line, "UN1230 · Methanol · Class 3 · Packing group II · Marine pollutant: no": a <dl>, so a screen reader
 * hears what each part is; the number and the name need no visible label, so theirs is for screen readers only.
 */
function Transport({ transport }: { transport: Details["transport"] }) {
  const t = useT("solution");
  if (!transport) return null;
  const parts: { label: string; value: string; visible: boolean }[] = [
    { label: t("hazards.unNumber"), value: transport.un_number, visible: false },
    { label: t("hazards.shippingName"), value: transport.proper_shipping_name, visible: false },
    { label: t("hazards.transportClass"), value: transport.class, visible: true },
    ...(transport.packing_group ? [{ label: t("hazards.packingGroup"), value: transport.packing_group, visible: true }] : []),
    { label: t("hazards.marinePollutant"), value: transport.marine_pollutant ? t("hazards.yes") : t("hazards.no"), visible: true },
  ];
  return (
    <>
      <h3 className={h3}>{t("hazards.transport")}</h3>
      <dl className="mt-2 flex flex-wrap gap-x-2 gap-y-1 text-slate-800">
        {parts.map((part, index) => (
          <div key={part.label} className="flex items-baseline">
            <dt className={part.visible ? "text-slate-700" : undefined}>
              {index > 0 ? (
                <span aria-hidden="true" className="me-2 text-slate-500">
                  ·
                </span>
              ) : null}
              <span className={part.visible ? "me-1" : "sr-only"}>{part.label}</span>
            </dt>
            <dd className={index === 0 ? "font-semibold" : undefined}>{part.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The key physical data that is known, with Latin digits in both languages (the site's rule, i18n/format.ts). */
function Physical({ physical }: { physical: Details["physical"] }) {
  const t = useT("solution");
  const locale = useLocale();
  if (!physical) return null;
  // No thousands separator: a density reads "1020 kg/m³" as data sheets write it, never "1,020" (a decimal comma to many).
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2, useGrouping: false });
  const celsius = (value: number) => t("hazards.celsius", { value: number.format(value) });
  const rows = [
    { label: t("hazards.flashPoint"), value: physical.flash_point_c, format: celsius },
    { label: t("hazards.ph"), value: physical.ph, format: (value: number) => number.format(value) },
    { label: t("hazards.density"), value: physical.density_kg_m3, format: (value: number) => t("hazards.densityValue", { value: number.format(value) }) },
    { label: t("hazards.pourPoint"), value: physical.pour_point_c, format: celsius },
  ].filter((row): row is typeof row & { value: number } => row.value !== null);
  if (rows.length === 0) return null;
  return (
    <>
      <h3 className={h3}>{t("hazards.physical")}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-800">
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt className="text-slate-700">{row.label}</dt>
            <dd>{row.format(row.value)}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
