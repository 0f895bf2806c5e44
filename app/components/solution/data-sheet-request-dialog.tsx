/** The request form in a dialog (spec §2 "Request form dialog"): its lists and key come from the form page's loader. */
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { DataSheetKind } from "~/backend/contract";
import { Dialog } from "~/components/ui/dialog";
import type { FormAnswer } from "~/forms/kit";
import type { DataSheetRequestLoad } from "~/forms/data-sheet-request";
import { useContentLanguage, useLocalizePath, useT } from "~/i18n/react";
import { lazyForm } from "~/forms/lazy-form";
import { dataSheetRequestAction } from "~/forms/names";

const DataSheetRequestForm = lazyForm(() => import("./data-sheet-request-form"));

export function DataSheetRequestDialog({ solutionId, kind, closeHref }: { solutionId: number; kind: DataSheetKind; closeHref: string }) {
  const form = useFetcher<DataSheetRequestLoad>();
  const submit = useFetcher<FormAnswer>();
  const t = useT("solution");
  const content = useContentLanguage();
  const localize = useLocalizePath();
  // The form page in the page's language: its loader answers in it.
  const source = `${localize(dataSheetRequestAction(solutionId, kind))}?redirectTo=${encodeURIComponent(closeHref)}`;

  useEffect(() => {
    form.load(source);
    // form.load is stable in intent; reloading only when the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);

  const data = form.data;
  return (
    <Dialog title={t(`request.titles.${kind}`)} closeHref={closeHref} id="request-dialog">
      {data && data.kind === kind && data.solution.id === solutionId ? (
        <>
          <p className="mb-4 text-slate-700" {...content(data.solution.name)}>
            {data.solution.name}
          </p>
          <DataSheetRequestForm
            kind={kind}
            solutionId={solutionId}
            jobFunctions={data.jobFunctions}
            countries={data.countries}
            submissionKey={data.submissionKey}
            redirectTo={closeHref}
            answer={submit.data}
            fetcher={submit}
          />
        </>
      ) : (
        <p role="status" className="py-8 text-center text-slate-700">
          {t("loading")}
        </p>
      )}
    </Dialog>
  );
}
