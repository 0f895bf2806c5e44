/** The product page's action: the product request form, stored as a quote request (remote: an inquiry). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { getBackend } from "~/backend/index.server";
import { formSender } from "~/utils/sender.server";
import { isHoneypotFilled, submissionKeyFrom } from "~/utils/form-guards.server";
import { backendFailure, formRateLimit, invalidForm, keptValues } from "~/utils/form-failure.server";
import { validateFormData } from "~/utils/form-validation";
import { parseIdParam } from "~/utils/params.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { REQUEST_FAILURE_MESSAGE, REQUEST_SUCCESS_MESSAGE } from "../_public.solution_.$slug.request.$kind/request-form.schema";
import { quoteFormSchema } from "./quote-form.schema";

export const NOT_FOUND = "Error receiving information";
const FIELDS = ["full_name", "email", "mobile", "company", "quantity", "unit", "note"] as const;

export async function submitQuoteRequest({ request, params }: ActionFunctionArgs) {
  const solutionId = parseIdParam(params.slug, NOT_FOUND);
  const formData = await request.formData();
  const values = keptValues(formData);
  const done = `/solution/${solutionId}`;
  if (isHoneypotFilled(formData)) return redirectWithSuccess(done, REQUEST_SUCCESS_MESSAGE);
  const limited = await formRateLimit(request, values);
  if (limited) return limited;
  const result = validateFormData(quoteFormSchema, formData);
  if (result.fieldErrors) return invalidForm(result.fieldErrors, values);
  let message: string;
  try {
    const answer = await getBackend().requestQuote(solutionId, result.data, submissionKeyFrom(formData), await formSender(request));
    message = answer.message || REQUEST_SUCCESS_MESSAGE;
  } catch (error) {
    return backendFailure(error, values, FIELDS, REQUEST_FAILURE_MESSAGE);
  }
  return redirectWithSuccess(done, message);
}
