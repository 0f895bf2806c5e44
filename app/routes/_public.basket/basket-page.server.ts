/**
 * The basket page's server side. What it shows: the lines named in the page's language, the request form's lists
 * and, signed in, the account's name and address to start from. What POST /basket does, by its `intent`: add a
 * solution (from any page: its button posts here), save or remove a line, and send the whole basket as one request.
 * Each change answers a redirect with a toast, or the form again with its messages and what was typed; "add" answers
 * JSON when the enhanced button asks (js=1).
 */
import { json } from "@remix-run/node";
import { pageBackend } from "~/backend/index.server";
import { pageMeta } from "~/i18n/meta.server";
import { getUserById } from "~/models/users.server";
import { clearBasketCookie } from "~/utils/basket-cookie.server";
import { BODY_LIMIT_MESSAGES } from "~/utils/body-limit.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { newSubmissionKey } from "~/utils/form-guards.server";
import { formFailure, validateForm } from "~/forms/action.server";
import { BASKET_MESSAGES, BasketAddForm, basketLineValidator, basketRequestValidator } from "~/forms/basket";
import { formMessage } from "~/i18n/i18n.server";
import { localeOfRequest, localizePath } from "~/i18n/locales";
import type { BasketChange } from "~/models/basket-lines";
import { lineFromInput } from "~/models/basket-lines";
import { basketRequestReference, storeBasketRequest, UnavailableLines, type SendableLine } from "~/models/basket-requests.server";
import { basketView, changeBasket, openBasket, type OpenBasket } from "~/models/basket.server";
import { receiptQueued } from "~/models/mail-queue.server";
import { countryExists } from "~/models/reference-lists.server";
import { solutionExists } from "~/models/solutions.server";
import { redirectToConfirmation } from "~/utils/confirmation.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { formSender } from "~/utils/sender.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

type Refusal = Exclude<BasketChange, { ok: true }>["reason"] | "too-big";

const REFUSALS: Record<Refusal, string> = {
  already: BASKET_MESSAGES.alreadyIn,
  full: BASKET_MESSAGES.full,
  missing: BASKET_MESSAGES.notInBasket,
  "too-big": BASKET_MESSAGES.tooBig,
};

const UNKNOWN_COUNTRY = "Please choose a country from the list";

export const basketPath = (request: Request) => localizePath("/basket", localeOfRequest(request));

/** The request form's fields a signed-in account starts from: its name, address and phone. */
async function prefillOf(userId: number | null) {
  const user = userId === null ? null : await getUserById(userId);
  if (!user) return null;
  return {
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    mobile: user.phoneNumber ? `${user.phoneCountryCode} ${user.phoneNumber}` : "",
  };
}

export async function loadBasketPage(request: Request) {
  const locale = localeOfRequest(request);
  const basket = await openBasket(request);
  const [lines, countries, meta, prefill] = await Promise.all([
    basketView(basket.lines, locale),
    pageBackend(request).listCountries(),
    pageMeta(request, "basket", "title", "description"),
    prefillOf(basket.userId),
  ]);
  const headers = new Headers(cacheHeaders("no-store"));
  // A cookie that did not hold is dropped now, so the next change starts a sound one.
  if (basket.tampered) headers.append("Set-Cookie", clearBasketCookie());
  return json(
    {
      meta,
      lines,
      countries,
      prefill,
      notice: basket.tampered ? formMessage(locale, BASKET_MESSAGES.tampered) : null,
      // One key per rendering of the request form: the same form sent twice makes one request.
      submissionKey: newSubmissionKey(),
    },
    { headers },
  );
}

/** A bot filled the request form's hidden field: a success's answer without a reference, and nothing stored. */
export function honeypotAnswer(request: Request, formData: FormData) {
  return redirectToConfirmation(request, {}, { kind: "rfq", email: String(formData.get("email") ?? ""), overview: false, fallback: BASKET_MESSAGES.sent });
}

/** POST /basket: the guards were passed; each intent reads its own fields. */
export async function basketAction(request: Request, formData: FormData) {
  const basket = await openBasket(request);
  switch (formData.get("intent")) {
    case "add":
      return addToBasket(request, basket, formData);
    case "save":
      return saveBasketLine(request, basket, formData);
    case "remove":
      return removeBasketLine(request, basket, formData);
    case "send":
      return sendBasket(request, basket, formData);
    default:
      return formFailure(400, { formError: BODY_LIMIT_MESSAGES.notAForm, fields: formData });
  }
}

/** The anonymous basket's new cookie, when the change made one. */
function cookieHeaders(setCookie: string | undefined) {
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return headers;
}

/**
 * "Add to quote basket": only a published solution goes in. Without JavaScript, back to where the button was (the
 * basket when it did not say) with a toast; a line already there sends the visitor to the basket, where it is.
 */
export async function addToBasket(request: Request, basket: OpenBasket, formData: FormData) {
  const locale = localeOfRequest(request);
  const wantsJson = formData.get("js") === "1";
  const back = safeRedirect(formData.get("redirectTo"), basketPath(request));
  const parsed = BasketAddForm.safeParse({ solution: formData.get("solution") ?? undefined });
  const known = parsed.success && (await solutionExists(parsed.data.solution));
  let outcome: { ok: boolean; message: string; count: number; setCookie?: string; reason?: Refusal };
  if (!parsed.success || !known) outcome = { ok: false, message: BASKET_MESSAGES.unknownSolution, count: basket.lines.length };
  else {
    const { result, setCookie } = await changeBasket(basket, { type: "add", solutionId: parsed.data.solution });
    outcome = result.ok
      ? { ok: true, message: BASKET_MESSAGES.added, count: result.lines.length, setCookie }
      : { ok: false, message: REFUSALS[result.reason], count: basket.lines.length, reason: result.reason };
  }
  const headers = cookieHeaders(outcome.setCookie);
  if (wantsJson) {
    headers.set("Cache-Control", "no-store");
    return json(
      { ok: outcome.ok, message: formMessage(locale, outcome.message), count: outcome.count, ...(outcome.reason ? { reason: outcome.reason } : {}) },
      { status: outcome.ok ? 200 : outcome.reason === "already" ? 409 : 400, headers },
    );
  }
  if (outcome.ok) return redirectWithSuccess(back, outcome.message, { headers });
  return redirectWithError(outcome.reason === "already" ? basketPath(request) : back, outcome.message, { headers });
}

/** A line's form: its own messages beside its fields when refused, the basket again when saved. */
export async function saveBasketLine(request: Request, basket: OpenBasket, formData: FormData) {
  const form = await validateForm(basketLineValidator, formData);
  if (!form.ok) return form.response;
  const { result, setCookie } = await changeBasket(basket, { type: "save", line: lineFromInput(form.data) });
  if (!result.ok) return formFailure(result.reason === "missing" ? 404 : 400, { formError: REFUSALS[result.reason], fields: formData });
  return redirectWithSuccess(basketPath(request), BASKET_MESSAGES.updated, { headers: cookieHeaders(setCookie) });
}

export async function removeBasketLine(request: Request, basket: OpenBasket, formData: FormData) {
  const parsed = BasketAddForm.safeParse({ solution: formData.get("solution") ?? undefined });
  if (!parsed.success) return redirectWithError(basketPath(request), BASKET_MESSAGES.notInBasket);
  const { result, setCookie } = await changeBasket(basket, { type: "remove", solutionId: parsed.data.solution });
  // Removing cannot overflow the cookie; a refusal here would only be a line gone already, which is what was asked.
  return redirectWithSuccess(basketPath(request), result.ok ? BASKET_MESSAGES.removed : BASKET_MESSAGES.notInBasket, { headers: cookieHeaders(setCookie) });
}

/**
 * The whole basket as one request: the form's fields, then the basket's own state (not empty, every line available
 * and with its quantity), then stored once per submission key. Only a stored request empties the basket, and only
 * of the lines it carried.
 */
export async function sendBasket(request: Request, basket: OpenBasket, formData: FormData) {
  const form = await validateForm(basketRequestValidator, formData);
  if (!form.ok) return form.response;
  const confirmation = (overview: boolean) => ({ kind: "rfq" as const, email: form.data.email, overview, fallback: BASKET_MESSAGES.sent });
  const refuse = (formError: string, status = 400) => formFailure(status, { formError, fields: formData });

  // Sent before and stored: its basket is empty now (or filled again), so the first request's reference answers.
  const earlier = await basketRequestReference(form.submissionKey);
  if (earlier) {
    const sender = await formSender(request);
    return redirectToConfirmation(request, { reference: earlier, receipt: await receiptQueued(earlier, form.data.email) }, confirmation(sender.userId !== undefined));
  }

  if (!(await countryExists(form.data.country))) return formFailure(400, { fieldErrors: { country: UNKNOWN_COUNTRY }, fields: formData });
  if (!basket.lines.length) return refuse(BASKET_MESSAGES.empty);
  const lines = await basketView(basket.lines, localeOfRequest(request));
  if (lines.some((line) => !line.available)) return refuse(BASKET_MESSAGES.unavailable, 409);
  if (basket.lines.some((line) => line.quantity === null)) return refuse(BASKET_MESSAGES.quantityMissing);

  const sendable = basket.lines as SendableLine[];
  const sender = await formSender(request);
  let reference: string;
  try {
    reference = await storeBasketRequest(form.data, sendable, form.submissionKey, sender);
  } catch (error) {
    // A solution withdrawn between the check above and the store: nothing was stored, the basket stays.
    if (error instanceof UnavailableLines) return refuse(BASKET_MESSAGES.unavailable, 409);
    throw error;
  }
  const { setCookie } = await changeBasket(basket, { type: "clear", solutionIds: sendable.map((line) => line.solutionId) });
  // The page promises a receipt only when one was queued (the daily limit for typed addresses may have held it).
  const receipt = await receiptQueued(reference, form.data.email);
  const response = redirectToConfirmation(request, { reference, receipt }, confirmation(sender.userId !== undefined));
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  return response;
}
