/**
 * The data-sheet request (MSDS, TDS or inquiry) as a page of its own: what the dialog's buttons open without
 * JavaScript, and what the dialog loads and posts to with it. The action checks the form with the payload's schema
 * (~/forms/data-sheet-request), then the backend stores it (LocalBackend: backend/local/requests.server.ts, which
 * checks the lists and calls models/solution-requests.server.ts).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { Sender } from "~/backend/backend";
import type { DataSheetKind, Submitted } from "~/backend/contract";
import { pageBackend } from "~/backend/index.server";
import { ArrowLeftIcon } from "~/components/icons";
import { pageTitle } from "~/components/page-title";
import { backendFailure, readValidatedForm } from "~/forms/action.server";
import { DATA_SHEET_REQUEST_FIELDS, dataSheetRequestValidator } from "~/forms/public-forms.server";
import type { DataSheetRequestLoad } from "~/forms/data-sheet-request";
import { useFormAnswer } from "~/forms/form-answer";
import { lazyForm } from "~/forms/lazy-form";
import { dataSheetRequestFormId, isDataSheetKind, REQUEST_FAILURE_MESSAGE, REQUEST_SUCCESS_MESSAGE } from "~/forms/names";
import { getT } from "~/i18n/i18n.server";
import { Link } from "~/i18n/link";
import { localeOfPath, localizePath } from "~/i18n/locales";
import { fallbackTitle } from "~/i18n/meta";
import type { PageMeta } from "~/i18n/meta.server";
import { useContentLanguage, useT } from "~/i18n/react";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { redirectToConfirmation } from "~/utils/confirmation.server";
import { newSubmissionKey } from "~/utils/form-guards.server";
import { parseIdParam } from "~/utils/params.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { safeRedirect } from "~/utils/safe-redirect";
import { formSender } from "~/utils/sender.server";

export const handle = { i18n: ["solution", "forms"] };

const NOT_FOUND = "Error receiving information";

function requestParams(params: LoaderFunctionArgs["params"]): { solutionId: number; kind: DataSheetKind } {
  const solutionId = parseIdParam(params.id, NOT_FOUND);
  if (!isDataSheetKind(params.kind)) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  return { solutionId, kind: params.kind };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { solutionId, kind } = requestParams(params);
  const locale = localeOfPath(new URL(request.url).pathname);
  const backend = pageBackend(request);
  const solution = await backend.getSolution(solutionId);
  if (!solution) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  const [jobFunctions, countries, common, t] = await Promise.all([
    backend.listJobFunctions(),
    backend.listCountries(),
    getT(locale, "common"),
    getT(locale, "solution"),
  ]);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), localizePath(`/solution/${solutionId}`, locale));
  const title = t(`request.titles.${kind}`);
  return json<DataSheetRequestLoad & { meta: PageMeta }>(
    {
      kind,
      title,
      meta: { title: `${t("request.pageTitle", { title, name: solution.name })} — ${common("siteName")}`, description: t("request.description") },
      solution: { id: solution.id, name: solution.name },
      jobFunctions,
      countries,
      redirectTo,
      // One key per rendering of the form: the same form sent twice is stored once.
      submissionKey: newSubmissionKey(),
    },
    { headers: cacheHeaders("private") },
  );
}

/** Stored once per submission key, then the confirmation page; a refusal shows the form again with what was typed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { solutionId, kind } = requestParams(params);
  const solutionPage = `/solution/${solutionId}`;
  /** The confirmation page of this request: the address typed, the solution, where the visitor was. */
  const confirmation = (formData: FormData, email: string, overview: boolean) => ({
    kind,
    subjectId: solutionId,
    email,
    overview,
    back: safeRedirect(formData.get("redirectTo"), solutionPage),
    fallback: REQUEST_SUCCESS_MESSAGE,
  });
  const form = await readValidatedForm(request, dataSheetRequestValidator(kind), {
    rateLimit: "forms",
    // A bot that filled the hidden field gets a success's answer (a confirmation without a reference); nothing is stored.
    honeypot: (formData) => redirectToConfirmation(request, {}, confirmation(formData, String(formData.get("company_email_address") ?? ""), false)),
  });
  if (!form.ok) return form.response;
  let answer: Submitted;
  let sender: Sender;
  try {
    sender = await formSender(request);
    answer = await pageBackend(request).requestDataSheet(kind, solutionId, form.data, form.submissionKey, sender);
  } catch (error) {
    return backendFailure(error, form.formData, DATA_SHEET_REQUEST_FIELDS, REQUEST_FAILURE_MESSAGE);
  }
  return redirectToConfirmation(request, answer, confirmation(form.formData, form.data.company_email_address, sender.userId !== undefined));
}

// The action answers an over-limit post with 429 itself (the form keeps its values): keep its Retry-After.
export const headers = retryAfterHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Request form")) },
  { name: "description", content: data?.meta.description ?? "Request a data sheet or send an inquiry about this solution." },
  { name: "robots", content: "noindex" },
];

const DataSheetRequestForm = lazyForm(() => import("~/components/solution/data-sheet-request-form"));

export default function RequestFormPage() {
  const data = useLoaderData<typeof loader>();
  const common = useT("common");
  const content = useContentLanguage();
  const answer = useFormAnswer(dataSheetRequestFormId(data.kind));
  // After a failed post the address has lost ?redirectTo: keep the one the visitor came with.
  const redirectTo = safeRedirect(answer?.repopulateFields.redirectTo, data.redirectTo);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link to={redirectTo} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeftIcon className="size-4 rtl:-scale-x-100" />
        {common("back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{data.title}</h1>
      <p className="mt-2 text-slate-700" {...content(data.solution.name)}>
        {data.solution.name}
      </p>
      <div className="mt-8">
        <DataSheetRequestForm
          kind={data.kind}
          solutionId={data.solution.id}
          jobFunctions={data.jobFunctions}
          countries={data.countries}
          submissionKey={data.submissionKey}
          redirectTo={redirectTo}
          answer={answer}
        />
      </div>
    </div>
  );
}
