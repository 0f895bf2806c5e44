/** Loader and action of the MSDS / TDS / inquiry request form: the page without JavaScript, the dialog's data with it. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getBackend } from "~/backend/index.server";
import { formSender } from "~/utils/sender.server";
import type { DataSheetKind } from "~/backend/contract";
import { isHoneypotFilled, newSubmissionKey, submissionKeyFrom } from "~/utils/form-guards.server";
import { backendFailure, formRateLimit, invalidForm, keptValues } from "~/utils/form-failure.server";
import { validateFormData } from "~/utils/form-validation";
import { parseIdParam } from "~/utils/params.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithSuccess } from "~/utils/toast.server";
import {
  REQUEST_FAILURE_MESSAGE,
  REQUEST_FORM_TITLES,
  REQUEST_SUCCESS_MESSAGE,
  isRequestKind,
  requestFormSchema,
} from "./request-form.schema";
import { cacheHeaders } from "~/utils/cache-headers.server";

const NOT_FOUND = "Error receiving information";
const FIELDS = ["first_name", "last_name", "company_email_address", "job_function", "company", "country", "message"] as const;

function requestParams(params: LoaderFunctionArgs["params"]): { solutionId: number; kind: DataSheetKind } {
  const solutionId = parseIdParam(params.slug, NOT_FOUND);
  if (!isRequestKind(params.kind)) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  return { solutionId, kind: params.kind };
}

export async function loadRequestForm({ request, params }: LoaderFunctionArgs) {
  const { solutionId, kind } = requestParams(params);
  const backend = getBackend();
  const solution = await backend.getSolution(solutionId);
  if (!solution) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  const [jobFunctions, countries] = await Promise.all([backend.listJobFunctions(), backend.listCountries()]);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), `/solution/${solutionId}`);
  return json(
    {
      kind,
      title: REQUEST_FORM_TITLES[kind],
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
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get("redirectTo"), `/solution/${solutionId}`);
  const values = keptValues(formData);
  // A bot that filled the hidden field gets the same answer as a person, and nothing is stored.
  if (isHoneypotFilled(formData)) return redirectWithSuccess(redirectTo, REQUEST_SUCCESS_MESSAGE);
  const limited = await formRateLimit(request, values);
  if (limited) return limited;
  const result = validateFormData(requestFormSchema(kind), formData);
  if (result.fieldErrors) return invalidForm(result.fieldErrors, values);
  let message: string;
  try {
    const answer = await getBackend().requestDataSheet(kind, solutionId, result.data, submissionKeyFrom(formData), await formSender(request));
    message = answer.message || REQUEST_SUCCESS_MESSAGE;
  } catch (error) {
    return backendFailure(error, values, FIELDS, REQUEST_FAILURE_MESSAGE);
  }
  return redirectWithSuccess(redirectTo, message);
}
