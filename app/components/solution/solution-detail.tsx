/**
 * The solution detail (spec §2 "Solution detail dialog"): image, names, the HTML description, the hazard pictograms
 * with a link to the page's hazard section, and the request buttons.
 */
import { useLocation } from "@remix-run/react";
import { Link, useNavigate } from "~/i18n/link";
import { useContentLanguage, useT } from "~/i18n/react";
import type { DataSheetKind, Solution } from "~/backend/contract";
import { buttonClass } from "~/components/ui/button";
import { dataSheetRequestAction } from "~/forms/names";
import { REQUEST_PARAM, hrefWith } from "./url-state";
import { HazardPictogramList } from "~/components/hazards/hazard-pictograms";

/** The header of the detail: the first category's name, or `fallback` ('Solution Details' in the page's language). */
export function solutionDetailTitle(solution: Pick<Solution, "categories"> | null, fallback: string) {
  return solution?.categories[0]?.name ?? fallback;
}

/**
 * A request button: without JavaScript it opens the form's own page (which returns here); with it, the same
 * address plus ?request=kind, which the dialog host turns into the form dialog.
 */
export function DataSheetRequestLink({ solutionId, kind, children, className }: { solutionId: number; kind: DataSheetKind; children: string; className: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const back = hrefWith(location, { [REQUEST_PARAM]: null });
  return (
    <Link
      to={`${dataSheetRequestAction(solutionId, kind)}?redirectTo=${encodeURIComponent(back)}`}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(hrefWith(location, { [REQUEST_PARAM]: kind }), { preventScrollReset: true });
      }}
    >
      {children}
    </Link>
  );
}

export function SolutionDetail({ solution }: { solution: Solution | null }) {
  const t = useT("solution");
  const content = useContentLanguage();
  if (!solution) return <p className="py-8 text-center text-slate-700">{t("detail.empty")}</p>;
  return (
    <article className="flex flex-col gap-4 pb-20 sm:pb-0">
      {solution.image ? (
        <img
          src={solution.image.image_url}
          alt={t("imageAlt", { name: solution.name })}
          width={320}
          height={200}
          className="aspect-[8/5] w-full rounded-md bg-sand-50 object-cover"
        />
      ) : null}
      <div>
        {/* The name leads to the solution's own page: its address to keep, share or come back to. */}
        <h3 className="text-xl font-bold text-brand-900" {...content(solution.name)}>
          <Link to={`/solution/${solution.id}`} className="underline decoration-brand-300 underline-offset-4 hover:decoration-brand-800">
            {solution.name}
          </Link>
        </h3>
        {solution.commercial_name ? (
          <p className="mt-1 text-slate-700" {...content(solution.commercial_name)}>
            {solution.commercial_name}
          </p>
        ) : null}
      </div>
      {/* Sanitized on write (allow-list), so it is safe to render as HTML. */}
      <div className="prose-content text-slate-800" {...content(solution.description, true)} dangerouslySetInnerHTML={{ __html: solution.description }} />
      {/* The pictograms with their names; the whole hazard data is on the solution's page. */}
      <HazardPictogramList solutionId={solution.id} hazards={solution.hazards} />
      <div className="flex gap-3">
        <DataSheetRequestLink solutionId={solution.id} kind="msds" className={buttonClass("secondary", "flex-1 sm:flex-none")}>
          {t("msds")}
        </DataSheetRequestLink>
        <DataSheetRequestLink solutionId={solution.id} kind="tds" className={buttonClass("secondary", "flex-1 sm:flex-none")}>
          {t("tds")}
        </DataSheetRequestLink>
      </div>
      {/* Fixed to the bottom of the screen on phones, in the flow from the sm breakpoint up (spec §2). */}
      <div className="fixed inset-x-0 bottom-0 z-20 flex gap-3 border-t border-slate-200 bg-white p-3 sm:static sm:border-0 sm:p-0">
        <DataSheetRequestLink solutionId={solution.id} kind="inquiry" className={buttonClass("primary", "flex-1 sm:flex-none")}>
          {t("sendInquiry")}
        </DataSheetRequestLink>
        {/* The product request (a quote for a quantity) is on the solution's page, as a dialog there. */}
        <Link to={`/solution/${solution.id}?quote=1`} className={buttonClass("secondary", "flex-1 sm:flex-none")}>
          {t("requestProduct")}
        </Link>
      </div>
    </article>
  );
}
