/** Loader and action of the MSDS / TDS / inquiry request form: the page without JavaScript, the dialog's data with it. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { pageBackend } from "~/backend/index.server";
import { formSender } from "~/utils/sender.server";
import type { DataSheetKind } from "~/backend/contract";
import type { Sender } from "~/backend/backend";
import { newSubmissionKey } from "~/utils/form-guards.server";
import { backendFailure, readValidatedForm } from "~/forms/action.server";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath, localizePath } from "~/i18n/locales";
import type { PageMeta } from "~/i18n/meta.server";
import {
  REQUEST_FAILURE_MESSAGE,
  REQUEST_FIELDS,
  REQUEST_SUCCESS_MESSAGE,
  requestValidator,
  type RequestFormLoad,
} from "~/forms/request";
import { isRequestKind } from "~/forms/names";
import { parseIdParam } from "~/utils/params.server";
import { safeRedirect } from "~/utils/safe-redirect";
import type { Submitted } from "~/backend/contract";
import { redirectToConfirmation } from "~/utils/confirmation.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

const NOT_FOUND = "Error receiving information";

function requestParams(params: LoaderFunctionArgs["params"]): { solutionId: number; kind: DataSheetKind } {
  const solutionId = parseIdParam(params.slug, NOT_FOUND);
  if (!isRequestKind(params.kind)) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  return { solutionId, kind: params.kind };
}

export async function loadRequestForm({ request, params }: LoaderFunctionArgs) {
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
  return json<RequestFormLoad & { meta: PageMeta }>(
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

export async function submitRequestForm({ request, params }: ActionFunctionArgs) {
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
  const form = await readValidatedForm(request, requestValidator(kind), {
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
    return backendFailure(error, form.formData, REQUEST_FIELDS, REQUEST_FAILURE_MESSAGE);
  }
  return redirectToConfirmation(request, answer, confirmation(form.formData, form.data.company_email_address, sender.userId !== undefined));
}
