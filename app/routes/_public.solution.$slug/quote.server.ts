/** The product page's action: the product request form, stored as a quote request (remote: an inquiry). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { pageBackend } from "~/backend/index.server";
import { formSender } from "~/utils/sender.server";
import { backendFailure, readValidatedForm } from "~/forms/action.server";
import { QUOTE_FIELDS, quoteValidator } from "~/forms/quote";
import { REQUEST_FAILURE_MESSAGE, REQUEST_SUCCESS_MESSAGE } from "~/forms/request";
import { parseIdParam } from "~/utils/params.server";
import type { Submitted } from "~/backend/contract";
import type { Sender } from "~/backend/backend";
import { redirectToConfirmation } from "~/utils/confirmation.server";

export const NOT_FOUND = "Error receiving information";

export async function submitQuoteRequest({ request, params }: ActionFunctionArgs) {
  const solutionId = parseIdParam(params.slug, NOT_FOUND);
  const confirmation = (email: string, overview: boolean) => ({ kind: "quote" as const, subjectId: solutionId, email, overview, fallback: REQUEST_SUCCESS_MESSAGE });
  const form = await readValidatedForm(request, quoteValidator, {
    rateLimit: "forms",
    // A bot that filled the hidden field gets the same answer as a person (without a reference), and nothing is stored.
    honeypot: (formData) => redirectToConfirmation(request, {}, confirmation(String(formData.get("email") ?? ""), false)),
  });
  if (!form.ok) return form.response;
  let answer: Submitted;
  let sender: Sender;
  try {
    sender = await formSender(request);
    answer = await pageBackend(request).requestQuote(solutionId, form.data, form.submissionKey, sender);
  } catch (error) {
    return backendFailure(error, form.formData, QUOTE_FIELDS, REQUEST_FAILURE_MESSAGE);
  }
  return redirectToConfirmation(request, answer, confirmation(form.data.email, sender.userId !== undefined));
}
