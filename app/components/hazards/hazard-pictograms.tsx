/**
 * A solution's hazard pictograms where the solution is one of many: a compact row on the cards and list rows, and
 * the pictograms with their names in the detail dialog, which links to the solution page's "Hazards" section.
 */
import type { HazardSummary } from "~/backend/contract";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { GhsPictogram } from "./ghs-pictogram";

// The row's words are in `common`: the cards are on pages (home, /solutions) that do not load the solution messages.

/** The row on a card: each pictogram named; a short text when not hazardous; nothing when nothing is entered. */
export function HazardPictograms({ hazards, size = 28, className = "" }: { hazards: HazardSummary | null | undefined; size?: number; className?: string }) {
  const t = useT("common");
  if (hazards?.status === "not_classified") return <p className={`text-xs text-slate-700 ${className}`}>{t("hazards.notClassified")}</p>;
  if (hazards?.status !== "classified" || hazards.pictograms.length === 0) return null;
  return (
    <ul aria-label={t("hazards.pictograms")} className={`flex flex-wrap gap-1 ${className}`}>
      {hazards.pictograms.map((code) => (
        <li key={code}>
          <GhsPictogram code={code} size={size} />
        </li>
      ))}
    </ul>
  );
}

/** The detail dialog's: each pictogram with its name written beside it, and the way to the whole hazard section. */
export function HazardPictogramList({ solutionId, hazards }: { solutionId: number; hazards: HazardSummary | null | undefined }) {
  const common = useT("common");
  const t = useT("solution");
  if (hazards?.status !== "classified" && hazards?.status !== "not_classified") return null;
  return (
    <div className="flex flex-col gap-2">
      {hazards.status === "not_classified" ? (
        <p className="text-slate-700">{common("hazards.notClassified")}</p>
      ) : hazards.pictograms.length > 0 ? (
        <ul aria-label={common("hazards.pictograms")} className="flex flex-wrap gap-x-4 gap-y-2">
          {hazards.pictograms.map((code) => (
            <li key={code} className="flex items-center gap-2">
              <GhsPictogram code={code} size={40} labelled={false} className="shrink-0" />
              <span className="text-sm text-slate-800">{common(`hazards.pictogram.${code}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={`/solution/${solutionId}#hazards`} className="self-start text-sm text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {t("hazards.more")}
      </Link>
    </div>
  );
}
