/** Solution and plant cards of the landing screen, with their actions (details, add to the quote basket, select, view, like, share). */
import { Link } from "~/i18n/link";
import { ShareIcon } from "~/components/icons";
import { AddToBasket } from "~/components/basket/add-to-basket";
import { NamedText } from "~/components/content-text";
import { useContentLanguage, useT } from "~/i18n/react";
import { homeHref, type HomeState } from "./home-state";
import { LikeButton } from "./like-button";
import { lazy, Suspense } from "react";
import type { HazardSummary } from "~/backend/contract";

/**
 * The pictograms are drawn by code the first load does without (the home page's scripts stay within their budget):
 * the server renders them, and hydration keeps that markup until their chunk has come.
 */
const HazardPictograms = lazy(() => import("~/components/hazards/hazard-pictograms").then((module) => ({ default: module.HazardPictograms })));

export interface SolutionCardData {
  id: number;
  name: string;
  commercial_name: string;
  excerpt: string;
  is_bookmarked: boolean;
  hazards: HazardSummary | null;
}

export interface PlantCardData {
  id: number;
  name: string;
  address: string;
  website_url: string;
  country: string;
  is_bookmarked: boolean;
}

const action = "rounded-md px-2.5 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";

function ShareLink({ href, name }: { href: string; name: string }) {
  const t = useT("home");
  return (
    <Link to={href} preventScrollReset className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label={t("cards.share", { name })}>
      <ShareIcon />
    </Link>
  );
}

export function SolutionCard({ solution, state }: { solution: SolutionCardData; state: HomeState }) {
  const t = useT("home");
  const content = useContentLanguage();
  return (
    <article aria-labelledby={`solution-${solution.id}`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={`solution-${solution.id}`} className="font-semibold text-slate-900" {...content(solution.name)}>
        {solution.name}
      </h3>
      {solution.commercial_name ? (
        <p className="text-sm text-slate-700" {...content(solution.commercial_name)}>
          {solution.commercial_name}
        </p>
      ) : null}
      {solution.excerpt ? (
        <p className="mt-2 line-clamp-3 text-sm text-slate-700" {...content(solution.excerpt, true)}>
          {solution.excerpt}
        </p>
      ) : null}
      <Suspense fallback={null}>
        <HazardPictograms hazards={solution.hazards} size={28} className="mt-2" />
      </Suspense>
      <div className="mt-3 flex flex-wrap items-center gap-1">
        <Link to={`/solution/${solution.id}`} className={action}>
          {t("cards.details")}
          <span className="sr-only">
            <NamedText text={t("cards.detailsOf", { name: solution.name })} name={solution.name} />
          </span>
        </Link>
        <AddToBasket solutionId={solution.id} name={solution.name} className={action} />
        {/* Like and share keep together at the end: on a narrow card they go down a line as a pair. */}
        <div className="ms-auto flex items-center gap-1">
          <LikeButton kind="solution" id={solution.id} name={solution.name} liked={solution.is_bookmarked} />
          <ShareLink href={homeHref(state, { share: { kind: "solution", id: solution.id } })} name={solution.name} />
        </div>
      </div>
    </article>
  );
}

export function PlantCard({ plant, state, selected }: { plant: PlantCardData; state: HomeState; selected: boolean }) {
  const t = useT("home");
  const common = useT("common");
  const content = useContentLanguage();
  return (
    <article
      aria-labelledby={`plant-${plant.id}`}
      aria-current={selected || undefined}
      className={`rounded-lg border bg-white p-4 shadow-sm ${selected ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200"}`}
    >
      <h3 id={`plant-${plant.id}`} className="font-semibold text-slate-900" {...content(plant.name)}>
        {plant.name}
      </h3>
      <p className="text-sm text-slate-700" {...content(plant.address, true)}>
        {plant.address}
      </p>
      {plant.website_url ? (
        <a href={plant.website_url} className="text-sm text-brand-800 underline" rel="noopener noreferrer" target="_blank">
          {plant.website_url.replace(/^https?:\/\//, "")}
          <span className="sr-only">{common("newTab")}</span>
        </a>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-1">
        <Link to={homeHref(state, { details: plant.id })} preventScrollReset className={action}>
          {t("cards.details")}
          <span className="sr-only">
            <NamedText text={t("cards.detailsOf", { name: plant.name })} name={plant.name} />
          </span>
        </Link>
        <Link to={homeHref(state, { plant: plant.id, listPage: null, panel: "map" })} preventScrollReset className={action}>
          {t("cards.select")}
          <span className="sr-only">
            <NamedText text={t("cards.selectOnMap", { name: plant.name })} name={plant.name} />
          </span>
        </Link>
        <Link to={homeHref(state, { plant: plant.id, listPage: null, drawer: true })} preventScrollReset className={action}>
          {t("cards.view")}
          <span className="sr-only">
            <NamedText text={t("cards.viewSolutionsOf", { name: plant.name })} name={plant.name} />
          </span>
        </Link>
        <span className="flex-1" />
        <LikeButton kind="plant" id={plant.id} name={plant.name} liked={plant.is_bookmarked} />
        <ShareLink href={homeHref(state, { share: { kind: "plant", id: plant.id } })} name={plant.name} />
      </div>
    </article>
  );
}
