/**
 * The quote basket (/basket, /ar/basket): its lines, each changed or removed by its own form, and the request that
 * sends them all at once. Every "Add to quote basket" button of the site posts here too (intent=add). The basket is
 * the account's when signed in, else the signed cookie's (~/models/basket.server).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lineFormId, REQUEST_FORM_ID } from "~/components/basket/form-ids";
import { pageTitle } from "~/components/page-title";
import { MAX_BASKET_LINES } from "~/content/basket";
import { readGuardedForm } from "~/forms/action.server";
import type { FormAnswer } from "~/forms/kit";
import { FormError } from "~/forms/form-error";
import { lazyForm } from "~/forms/lazy-form";
import { formMessage } from "~/i18n/i18n.server";
import { Link } from "~/i18n/link";
import { localeOfRequest } from "~/i18n/locales";
import { fallbackTitle } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { openBasket } from "~/models/basket.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithError } from "~/utils/toast.server";
import { basketAction, basketPath, honeypotAnswer, loadBasketPage } from "./basket-page.server";

export const handle = { i18n: ["basket", "forms"] };

export const loader = ({ request }: LoaderFunctionArgs) => loadBasketPage(request);

export async function action({ request }: ActionFunctionArgs) {
  const guarded = await readGuardedForm(request, {
    rateLimit: "forms",
    // A bot that filled the request form's hidden field gets a success's answer without a reference; nothing is stored.
    honeypot: (formData) => honeypotAnswer(request, formData),
  });
  if (!guarded.ok) {
    const { formData, answer } = guarded;
    // "Add" comes from any page: its refusal (the rate limit) is told there, as its success would be.
    if (formData?.get("intent") === "add" && answer?.formError) {
      if (formData.get("js") === "1") {
        const count = (await openBasket(request)).lines.length;
        return json({ ok: false, message: formMessage(localeOfRequest(request), answer.formError), count }, { status: guarded.status, headers: guarded.response.headers });
      }
      return redirectWithError(safeRedirect(formData.get("redirectTo"), basketPath(request)), answer.formError);
    }
    return guarded.response;
  }
  return basketAction(request, guarded.formData);
}

// A refusal the action answers itself (429) keeps its Retry-After.
export const headers = retryAfterHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Quote basket")) },
  { name: "description", content: data?.meta.description ?? "" },
  // One visitor's basket: nothing for a search engine.
  { name: "robots", content: "noindex" },
];

const BasketLines = lazyForm(() => import("~/components/basket/basket-lines"));
const BasketRequestForm = lazyForm(() => import("~/components/basket/basket-request-form"));

const linkClass = "font-semibold text-brand-800 underline hover:text-brand-900";

function EmptyBasket() {
  const t = useT("basket");
  return (
    <section aria-labelledby="basket-empty" className="mt-8 rounded-lg border border-slate-200 bg-sand-50 p-6">
      <h2 id="basket-empty" className="text-xl font-semibold text-slate-900">
        {t("empty.heading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("empty.text")}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/solutions" className={linkClass}>
            {t("empty.solutions")}
          </Link>
        </li>
        <li>
          <Link to="/find" className={linkClass}>
            {t("empty.find")}
          </Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * A refusal no form on the page shows: one made before any form was read (the rate limit, an unreadable post), or
 * one whose form is gone (a line removed in another tab, a request sent from a basket emptied meanwhile).
 */
function useStrayAnswer(shownForms: readonly string[]): string | null {
  const data = useActionData() as Partial<FormAnswer> | undefined;
  if (!data || typeof data !== "object" || !("formError" in data)) return null;
  if (data.formId && shownForms.includes(data.formId)) return null;
  return data.formError ?? null;
}

export default function BasketPage() {
  const { lines, countries, prefill, notice, submissionKey } = useLoaderData<typeof loader>();
  const stray = useStrayAnswer(lines.length ? [REQUEST_FORM_ID, ...lines.filter((line) => line.available).map((line) => lineFormId(line.solutionId))] : []);
  const t = useT("basket");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
      <p className="mt-3 text-slate-700">{t("intro")}</p>
      <p className="mt-2 text-sm text-slate-600" data-testid="basket-bound">
        {t("bound", { max: MAX_BASKET_LINES })}
      </p>
      {notice ? (
        <p role="alert" className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
          {notice}
        </p>
      ) : null}
      <FormError message={stray} className="mt-6" />
      {lines.length ? (
        <>
          <section aria-labelledby="basket-lines-heading" className="mt-8">
            <h2 id="basket-lines-heading" className="text-2xl font-semibold text-slate-900">
              {t("lines.heading")} <span className="text-base font-normal text-slate-600">({t("lines.count", { count: lines.length })})</span>
            </h2>
            <BasketLines lines={lines} />
          </section>
          <section aria-labelledby="basket-request-heading" className="mt-12 rounded-lg border border-slate-200 p-6 shadow-sm">
            <h2 id="basket-request-heading" className="text-2xl font-semibold text-slate-900">
              {t("request.heading")}
            </h2>
            <p className="mt-2 text-slate-700">{t("request.intro")}</p>
            {/* Not remounted when a line's change reloads the page's data (a new key): what was typed here stays. */}
            <BasketRequestForm countries={countries} submissionKey={submissionKey} prefill={prefill} />
          </section>
        </>
      ) : (
        <EmptyBasket />
      )}
    </div>
  );
}
