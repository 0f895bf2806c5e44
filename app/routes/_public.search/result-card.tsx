/**
 * One search result (spec §2): name, commercial name, a plain-text excerpt, its hazard pictograms and liked state, with
 * like, share, add to the quote basket and select.
 */
import { useLocation } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { ShareIcon } from "~/components/icons";
import { AddToBasket } from "~/components/basket/add-to-basket";
import { LikeButton } from "~/components/solution/like-button";
import { SHARE_PARAM, SOLUTION_PARAM, hrefWith } from "~/components/solution/url-state";
import { buttonClass } from "~/components/ui/button";
import { ContentName } from "~/components/content-text";
import { useContentLanguage, useT } from "~/i18n/react";
import { HazardPictograms } from "~/components/hazards/hazard-pictograms";
import type { HazardSummary } from "~/backend/contract";

export interface SearchResult {
  id: number;
  name: string;
  commercial_name: string;
  excerpt: string;
  is_bookmarked: boolean;
  hazards: HazardSummary | null;
}

export function ResultCard({ result, selected }: { result: SearchResult; selected: boolean }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const t = useT("search");
  const content = useContentLanguage();
  return (
    // Narrow screens (≤ 1024 px) stack the actions under the text; wider ones put them beside it (spec §2, §9).
    <article
      data-testid="result-card"
      className={`flex h-full flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm min-[1025px]:flex-row min-[1025px]:items-start ${
        selected ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"
      }`}
    >
      <div className="min-w-0 flex-1">
        {/* The name is the way to the solution's own page; "Select" opens its details beside the list. */}
        <h2 className="text-lg font-semibold text-brand-900" {...content(result.name)}>
          <Link to={`/solution/${result.id}`} className="underline decoration-brand-300 underline-offset-4 hover:decoration-brand-800">
            {result.name}
          </Link>
        </h2>
        {result.commercial_name ? (
          <p className="mt-1 text-sm font-medium text-slate-700" {...content(result.commercial_name)}>
            {result.commercial_name}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-700" {...content(result.excerpt, true)}>
          {result.excerpt}
        </p>
        <HazardPictograms hazards={result.hazards} size={28} className="mt-2" />
      </div>
      <div
        data-testid="result-actions"
        className="flex flex-wrap items-center gap-1 border-t border-slate-200 pt-3 min-[1025px]:flex-col min-[1025px]:flex-nowrap min-[1025px]:border-0 min-[1025px]:pt-0"
      >
        <LikeButton kind="solution" id={result.id} name={result.name} liked={result.is_bookmarked} redirectTo={here} />
        <Link
          to={hrefWith(location, { [SHARE_PARAM]: "1" })}
          preventScrollReset
          className="inline-flex items-center gap-1 rounded-md p-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          <ShareIcon />
          {t("share")}<span className="sr-only">
            {" "}
            <ContentName name={result.name} />
          </span>
        </Link>
        <AddToBasket
          solutionId={result.id}
          name={result.name}
          className="inline-flex items-center rounded-md p-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        />
        <Link
          to={hrefWith(location, { [SOLUTION_PARAM]: String(result.id), request: null, [SHARE_PARAM]: null })}
          preventScrollReset
          className={buttonClass("primary", "ms-auto min-[1025px]:ms-0")}
        >
          {t("select")}<span className="sr-only">
            {" "}
            <ContentName name={result.name} />
          </span>
        </Link>
      </div>
    </article>
  );
}
