/**
 * The solution detail as a URL-addressable dialog for any page (search results, the home screen): the host
 * loads the solution named by ?solution=ID and renders this; ?request=kind swaps in the request form dialog.
 */
import { useLocation } from "@remix-run/react";
import type { Solution } from "~/backend/contract";
import { ContentName } from "~/components/content-text";
import { Dialog } from "~/components/ui/dialog";
import { isDataSheetKind } from "~/forms/names";
import { useT } from "~/i18n/react";
import { DataSheetRequestDialog } from "./data-sheet-request-dialog";
import { SolutionDetail, solutionDetailTitle } from "./solution-detail";
import { REQUEST_PARAM, SHARE_PARAM, SOLUTION_PARAM, hrefWith } from "./url-state";

export function SolutionDialog({ solution }: { solution: Solution | null }) {
  const location = useLocation();
  const t = useT("solution");
  const kind = new URLSearchParams(location.search).get(REQUEST_PARAM) ?? undefined;
  if (solution && isDataSheetKind(kind)) {
    return <DataSheetRequestDialog solutionId={solution.id} kind={kind} closeHref={hrefWith(location, { [REQUEST_PARAM]: null })} />;
  }
  return (
    <Dialog
      id="solution-dialog"
      variant="drawer"
      title={<ContentName name={solutionDetailTitle(solution, t("detail.title"))} />}
      closeHref={hrefWith(location, { [SOLUTION_PARAM]: null, [REQUEST_PARAM]: null, [SHARE_PARAM]: null })}
    >
      <SolutionDetail solution={solution} />
    </Dialog>
  );
}
