/**
 * A solution's GHS label as a page to print (UN GHS 1.4.10, CLP Art. 17): product identifier, pictograms, signal word,
 * hazard and precautionary statements, supplier and emergency telephone, UN number; sized for A4, or A5 with ?size=a5.
 * Without hazard data, or for a product not classified as hazardous, the page says so instead.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { Hazards } from "~/backend/contract";
import { pageBackend } from "~/backend/index.server";
import { GhsPictogram } from "~/components/hazards/ghs-pictogram";
import { ArrowLeftIcon } from "~/components/icons";
import { pageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { CONTACT_INFORMATION } from "~/content/contact-details";
import { dataSheetRequestAction } from "~/forms/names";
import { getT } from "~/i18n/i18n.server";
import { Link } from "~/i18n/link";
import { localeOfPath } from "~/i18n/locales";
import { fallbackTitle } from "~/i18n/meta";
import { useContentLanguage, useLocalizePath, useT } from "~/i18n/react";
import { parseIdParam } from "~/utils/params.server";
import { useHydrated } from "~/utils/use-hydrated";

export const handle = { i18n: ["solution"] };

const NOT_FOUND = "Error receiving information";

type LabelSize = "a4" | "a5";

/** A solution without hazard data (or an API that sends none, or only the summary) reads as "not entered". */
const NOTHING_ENTERED: Hazards = {
  status: "not_entered",
  pictograms: [],
  signal_word: null,
  classification: [],
  hazard_statements: [],
  precautionary_statements: [],
  transport: null,
  physical: null,
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const id = parseIdParam(params.id, NOT_FOUND);
  // Drafts and archived solutions are not found here, as on the solution's page.
  const solution = await pageBackend(request).getSolution(id);
  if (!solution) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  const [common, t] = await Promise.all([getT(locale, "common"), getT(locale, "solution")]);
  const hazards: Hazards = { ...NOTHING_ENTERED, ...solution.hazards };
  const size: LabelSize = url.searchParams.get("size") === "a5" ? "a5" : "a4";
  return json({
    solution: { id: solution.id, name: solution.name, commercial_name: solution.commercial_name },
    hazards,
    size,
    meta: {
      title: `${t("label.pageTitle", { name: solution.name })} — ${common("siteName")}`,
      description: t("label.description", { name: solution.name }),
    },
  });
}

// A printable copy of what the solution's page says: the page is what search engines should find.
export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("GHS label")) },
  { name: "description", content: data?.meta.description ?? "" },
  { name: "robots", content: "noindex" },
];

/**
 * The print styles: the paper's size and margins, everything but the label hidden (site header, footer, menu,
 * toasts, the instructions), and the label in mm and pt. Pictograms are 25 mm (A4) or 20 mm (A5) squares holding the
 * diamond, so each covers well over the 1 cm² CLP asks for; no text is under 8 pt at A5, and the longest demo label
 * (18 statements, five pictograms) stays one A5 page. Unlayered, so it wins over the Tailwind utilities the screen uses.
 */
function printStyles(size: LabelSize) {
  const page = size === "a5" ? "@page { size: A5; margin: 10mm }" : "@page { size: A4; margin: 12mm }";
  return `${page}
@media print {
  body > :not(main), [data-label-instructions] { display: none !important; }
  html, body { min-height: 0 !important; background: #fff !important; }
  main#main > * { max-width: none; margin: 0; padding: 0; }
  .ghs-label { margin: 0; border: 0.7mm solid #000; padding: 6mm; font-size: 10pt; line-height: 1.3; color: #000; break-inside: avoid; }
  .ghs-label .ghs-label__name { font-size: 18pt; }
  .ghs-label .ghs-label__commercial { font-size: 11pt; margin-top: 1mm; }
  .ghs-label .ghs-label__pictograms { flex-wrap: nowrap; gap: 4mm; margin-top: 4mm; }
  .ghs-label .ghs-label__pictogram { width: 25mm; height: 25mm; }
  .ghs-label .ghs-label__signal { font-size: 20pt; margin-top: 3mm; }
  .ghs-label h3 { font-size: 10pt; margin-top: 3mm; }
  .ghs-label ul.ghs-label__statements { margin-top: 1mm; }
  .ghs-label ul.ghs-label__statements--long { columns: 2; column-gap: 6mm; }
  .ghs-label ul.ghs-label__statements > li { display: block; break-inside: avoid; margin: 0 0 0.8mm; }
  .ghs-label .ghs-label__transport, .ghs-label .ghs-label__supplier { margin-top: 3mm; padding-top: 2mm; }
  .ghs-label--a5 { border-width: 0.5mm; padding: 4mm; font-size: 8pt; line-height: 1.25; }
  .ghs-label--a5 .ghs-label__name { font-size: 13pt; }
  .ghs-label--a5 .ghs-label__commercial { font-size: 9pt; }
  .ghs-label--a5 .ghs-label__pictograms { gap: 3mm; margin-top: 3mm; }
  .ghs-label--a5 .ghs-label__pictogram { width: 20mm; height: 20mm; }
  .ghs-label--a5 .ghs-label__signal { font-size: 15pt; margin-top: 2mm; }
  .ghs-label--a5 h3 { font-size: 8.5pt; margin-top: 2mm; }
  .ghs-label--a5 ul.ghs-label__statements--long { column-gap: 4mm; }
  .ghs-label--a5 .ghs-label__transport, .ghs-label--a5 .ghs-label__supplier { margin-top: 2mm; padding-top: 1.5mm; }
}`;
}

const linkClass = "text-brand-700 underline underline-offset-4 hover:text-brand-900";

export default function LabelPage() {
  const { solution, hazards, size } = useLoaderData<typeof loader>();
  const t = useT("solution");
  const content = useContentLanguage();
  const back = (
    <Link to={`/solution/${solution.id}`} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline" {...content(solution.name)}>
      <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
      {t("label.back", { name: solution.name })}
    </Link>
  );
  if (hazards.status !== "classified") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {back}
        <h1 className="mt-4 text-3xl font-bold text-brand-900">{t("label.heading")}</h1>
        <p className="mt-2 text-lg text-slate-700" {...content(solution.name)}>
          {solution.name}
        </p>
        {hazards.status === "not_entered" ? (
          <>
            <p className="mt-6 text-slate-800">{t("label.notEntered")}</p>
            <p className="mt-4">
              <SdsRequestLink solutionId={solution.id} />
            </p>
          </>
        ) : (
          <p className="mt-6 font-medium text-slate-800">{t("label.notClassified")}</p>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {/* As raw HTML: React escapes a text child's ">" on the server, which a <style> would then read literally. */}
      <style dangerouslySetInnerHTML={{ __html: printStyles(size) }} />
      <div data-label-instructions="">
        {back}
        <h1 className="mt-4 text-3xl font-bold text-brand-900">{t("label.heading")}</h1>
        <p className="mt-2 text-slate-800">{t("label.instructions")}</p>
        <PrintControls solutionId={solution.id} size={size} />
      </div>
      <GhsLabel solution={solution} hazards={hazards} size={size} />
    </div>
  );
}

function SdsRequestLink({ solutionId }: { solutionId: number }) {
  const t = useT("solution");
  const localize = useLocalizePath();
  const back = localize(`/solution/${solutionId}/label`);
  return (
    <Link to={`${dataSheetRequestAction(solutionId, "msds")}?redirectTo=${encodeURIComponent(back)}`} className={linkClass}>
      {t("hazards.requestSds")}
    </Link>
  );
}

/**
 * The two sizes as links (the page's address says which, so it works without JavaScript), and the print button once
 * the page has hydrated: before that, or without JavaScript, the words for the browser's own print command.
 */
function PrintControls({ solutionId, size }: { solutionId: number; size: LabelSize }) {
  const t = useT("solution");
  const hydrated = useHydrated();
  const here = `/solution/${solutionId}/label`;
  const sizes: { size: LabelSize; to: string; label: string }[] = [
    { size: "a4", to: here, label: t("label.printA4") },
    { size: "a5", to: `${here}?size=a5`, label: t("label.printA5") },
  ];
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
      <ul aria-label={t("label.sizes")} className="flex flex-wrap gap-3">
        {sizes.map((choice) => (
          <li key={choice.size}>
            <Link
              to={choice.to}
              replace
              preventScrollReset
              aria-current={choice.size === size ? "true" : undefined}
              className={buttonClass("secondary", choice.size === size ? "ring-2 ring-brand-700" : "")}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
      {hydrated ? (
        <button type="button" className={buttonClass("primary")} onClick={() => window.print()}>
          {t("label.print")}
        </button>
      ) : (
        <p className="text-slate-800">{t("label.printWithoutScript")}</p>
      )}
    </div>
  );
}

function GhsLabel({ solution, hazards, size }: { solution: { name: string; commercial_name: string }; hazards: Hazards; size: LabelSize }) {
  const t = useT("solution");
  const common = useT("common");
  const content = useContentLanguage();
  // Long lists go into two columns on paper, so the label stays one page at A5.
  const long = hazards.hazard_statements.length + hazards.precautionary_statements.length > 8;
  return (
    <section
      aria-label={t("label.label", { name: solution.name })}
      data-size={size}
      className={`ghs-label ghs-label--${size} mt-8 border-2 border-black bg-white p-6 text-black`}
    >
      <h2 className="ghs-label__name text-2xl font-bold" {...content(solution.name)}>
        {solution.name}
      </h2>
      {solution.commercial_name ? (
        <p className="ghs-label__commercial mt-1 text-lg" {...content(solution.commercial_name)}>
          {solution.commercial_name}
        </p>
      ) : null}
      {hazards.pictograms.length > 0 ? (
        <ul aria-label={common("hazards.pictograms")} className="ghs-label__pictograms mt-5 flex flex-wrap gap-4">
          {hazards.pictograms.map((code) => (
            <li key={code}>
              <GhsPictogram code={code} size={96} className="ghs-label__pictogram block" inline />
            </li>
          ))}
        </ul>
      ) : null}
      {hazards.signal_word ? (
        <p className="ghs-label__signal mt-4 text-3xl font-extrabold tracking-wide uppercase">
          <span className="sr-only">{t("hazards.signalWord")}: </span>
          {common(`hazards.signal.${hazards.signal_word}`)}
        </p>
      ) : null}
      <Statements title={t("hazards.hazardStatements")} statements={hazards.hazard_statements} long={long} />
      <Statements title={t("hazards.precautionaryStatements")} statements={hazards.precautionary_statements} long={long} />
      {hazards.transport ? (
        <p className="ghs-label__transport mt-4 border-t border-black pt-3">
          <span className="font-semibold">{t("label.transport")}</span>{" "}
          <span dir="ltr" className="font-bold">
            {hazards.transport.un_number}
          </span>{" "}
          <span {...content(hazards.transport.proper_shipping_name)}>{hazards.transport.proper_shipping_name}</span>
        </p>
      ) : null}
      <div className="ghs-label__supplier mt-4 border-t border-black pt-3">
        <p>
          <span className="font-semibold">{t("label.supplier")}:</span> {common("legalName")}
        </p>
        <p>{common("footer.officeAddress")}</p>
        <p>
          <span className="font-semibold">{t("label.emergency")}</span>{" "}
          <a href={CONTACT_INFORMATION.emergency.href} dir="ltr" className="font-bold">
            {CONTACT_INFORMATION.emergency.display}
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * H or P statements, each its code (left to right) and its standard text in the page's language. On screen the text
 * stands beside its code (a flex gap parts them); on paper it runs on after it, parted by the space, to save lines.
 */
function Statements({ title, statements, long }: { title: string; statements: Hazards["hazard_statements"]; long: boolean }) {
  if (statements.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 font-semibold">{title}</h3>
      <ul className={`ghs-label__statements mt-1 space-y-1 ${long ? "ghs-label__statements--long" : ""}`}>
        {statements.map((statement) => (
          <li key={statement.code} className="flex gap-x-2">
            <code dir="ltr" className="shrink-0 font-bold">
              {statement.code}
            </code>{" "}
            <span>{statement.text}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
