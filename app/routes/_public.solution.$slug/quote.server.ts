/** The product page's action: the product request form, stored as a quote request (remote: an inquiry). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { pageBackend } from "~/backend/index.server";
import { formSender } from "~/utils/sender.server";
import { backendFailure, readValidatedForm } from "~/forms/action.server";
import { QUOTE_FIELDS, quoteValidator } from "~/forms/quote";
import { REQUEST_FAILURE_MESSAGE, REQUEST_SUCCESS_MESSAGE } from "~/forms/request";
import { parseIdParam } from "~/utils/params.server";
import type { Submitted } from "~/backend/contract";
import { redirectWithSubmitted, redirectWithSuccess } from "~/utils/toast.server";

export const NOT_FOUND = "Error receiving information";

export async function submitQuoteRequest({ request, params }: ActionFunctionArgs) {
  const solutionId = parseIdParam(params.slug, NOT_FOUND);
  const done = `/solution/${solutionId}`;
  const form = await readValidatedForm(request, quoteValidator, {
    rateLimit: "forms",
    // A bot that filled the hidden field gets the same answer as a person, and nothing is stored.
    honeypot: () => redirectWithSuccess(done, REQUEST_SUCCESS_MESSAGE),
  });
  if (!form.ok) return form.response;
  let answer: Submitted;
  try {
    answer = await pageBackend(request).requestQuote(solutionId, form.data, form.submissionKey, await formSender(request));
  } catch (error) {
    return backendFailure(error, form.formData, QUOTE_FIELDS, REQUEST_FAILURE_MESSAGE);
  }
  return redirectWithSubmitted(done, answer, REQUEST_SUCCESS_MESSAGE);
}
