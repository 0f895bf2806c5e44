/** The MSDS / TDS / inquiry request form as a page of its own: what the dialog's buttons open without JavaScript. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { useContentLanguage, useT } from "~/i18n/react";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { lazyForm } from "~/forms/lazy-form";
import { ArrowLeftIcon } from "~/components/icons";
import { useFormAnswer } from "~/forms/form-answer";
import { requestFormId } from "~/forms/names";
import { safeRedirect } from "~/utils/safe-redirect";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { loadRequestForm, submitRequestForm } from "./request.server";

export const handle = { i18n: ["solution", "forms"] };

export const loader = (args: LoaderFunctionArgs) => loadRequestForm(args);
export const action = (args: ActionFunctionArgs) => submitRequestForm(args);
// The action answers an over-limit post with 429 itself (the form keeps its values): keep its Retry-After.
export const headers = retryAfterHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Request form")) },
  { name: "description", content: data?.meta.description ?? "Request a data sheet or send an inquiry about this solution." },
  { name: "robots", content: "noindex" },
];

const DataSheetRequestForm = lazyForm(() => import("~/components/solution/request-form"));

export default function RequestFormPage() {
  const data = useLoaderData<typeof loader>();
  const common = useT("common");
  const content = useContentLanguage();
  const answer = useFormAnswer(requestFormId(data.kind));
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
