/** Solution page (spec §2): the product name as title, the description as rich HTML, and the product request form. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef } from "react";
import { Link } from "~/i18n/link";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath, localizePath } from "~/i18n/locales";
import { useContentLanguage, useLocalizePath, useT } from "~/i18n/react";
import { pageBackend } from "~/backend/index.server";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { ProductJsonLd } from "~/components/solution/product-json-ld";
import { AddToBasket } from "~/components/basket/add-to-basket";
import { DataSheetRequestLink } from "~/components/solution/solution-detail";
import { HazardSection } from "~/components/hazards/hazard-section";
import type { SubscriptionControlState } from "~/components/solution/subscription-props";
import { subscriptionHtml } from "~/components/solution/revision-subscription.server";
import { technicalSectionsHtml } from "~/components/technical/technical-sections.server";
import { useTechnicalEnhancer } from "~/components/technical/use-enhance";
import { subscriptionState } from "~/models/revision-subscriptions.server";
import { getUserId } from "~/utils/auth.server";
import { buttonClass } from "~/components/ui/button";
import { newSubmissionKey } from "~/utils/form-guards.server";
import { useFormAnswer } from "~/forms/form-answer";
import { isDataSheetKind, QUOTE_FORM_ID, REQUEST_FAILURE_MESSAGE, REQUEST_SUCCESS_MESSAGE } from "~/forms/names";
import { excerpt } from "~/utils/excerpt";
import { parseIdParam } from "~/utils/params.server";
import { publicUrl } from "~/utils/public-origin.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { htmlToText } from "~/utils/sanitize.server";
import { lazyForm } from "~/forms/lazy-form";
import type { Sender } from "~/backend/backend";
import type { Submitted } from "~/backend/contract";
import { backendFailure, readValidatedForm } from "~/forms/action.server";
import { QUOTE_FIELDS, quoteValidator } from "~/forms/public-forms.server";
import { redirectToConfirmation } from "~/utils/confirmation.server";
import { formSender } from "~/utils/sender.server";
import { quoteDefaults } from "./quote-defaults.server";

const NOT_FOUND = "Error receiving information";

export const handle = { i18n: ["solution", "forms"] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const id = parseIdParam(params.id, NOT_FOUND);
  const solution = await pageBackend(request).getSolution(id);
  if (!solution) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  const summary = excerpt(htmlToText(solution.description), 160);
  const common = await getT(locale, "common");
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: solution.name,
    ...(solution.commercial_name ? { alternateName: solution.commercial_name } : {}),
    description: summary,
    url: publicUrl(localizePath(`/solution/${solution.id}`, locale)),
    ...(solution.image ? { image: publicUrl(solution.image.image_url) } : {}),
    ...(solution.categories[0] ? { category: solution.categories[0].name } : {}),
    brand: { "@type": "Brand", name: common("siteName") },
  };
  const meta = { title: `${solution.name} — ${common("siteName")}`, description: [solution.commercial_name, summary].filter(Boolean).join(". ") };
  // A signed-in visitor's own state: such a page is never in the shared page cache (it keeps only cookie-less visits).
  const userId = await getUserId(request);
  const subscription: SubscriptionControlState = userId === null ? "anonymous" : await subscriptionState(userId, solution.id);
  return json({
    solution,
    meta,
    jsonLd,
    submissionKey: newSubmissionKey(),
    subscription: await subscriptionHtml(solution.id, subscription, locale),
    technical: await technicalSectionsHtml(solution, url.searchParams, locale),
    quoteDefaults: quoteDefaults(url.searchParams),
  });
}

/** The product request form, stored as a quote request (remote backend: as an inquiry), then its confirmation page. */
export async function action({ request, params }: ActionFunctionArgs) {
  const solutionId = parseIdParam(params.id, NOT_FOUND);
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

// The action answers an over-limit post with 429 itself (the form keeps its values): keep its Retry-After.
export const headers = retryAfterHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Solution")) },
  { name: "description", content: data?.meta.description ?? "" },
];

const QuoteForm = lazyForm(() => import("./quote-form"));
/**
 * The dialogs (the quote's, and the MSDS / TDS / inquiry one) show only when the address asks for them (?quote=1,
 * ?request=…): their code stays out of the page's first load, which is at its script budget. The server renders a
 * dialog when asked (it waits for every lazy part), and hydration keeps that markup until the chunk has come.
 */
const Dialog = lazy(() => import("~/components/ui/dialog").then((module) => ({ default: module.Dialog })));
const DataSheetRequestDialog = lazy(() => import("~/components/solution/data-sheet-request-dialog").then((module) => ({ default: module.DataSheetRequestDialog })));

export default function SolutionPage() {
  const { solution, jsonLd, submissionKey, subscription, technical, quoteDefaults } = useLoaderData<typeof loader>();
  const technicalRef = useRef<HTMLDivElement>(null);
  // The calculator's and the point form's behaviour, a chunk of its own loaded after the page (not in its first load).
  useTechnicalEnhancer(technicalRef, technical);
  // A failed quote request comes back with its dialog open.
  const quoteAnswer = useFormAnswer(QUOTE_FORM_ID);
  const location = useLocation();
  const t = useT("solution");
  const content = useContentLanguage();
  const params = new URLSearchParams(location.search);
  const here = useLocalizePath()(`/solution/${solution.id}`);
  const quoteHref = `${here}?quote=1`;
  const kind = params.get("request") ?? undefined;

  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <ProductJsonLd data={jsonLd} />
      <h1 className="text-3xl font-bold text-brand-900" {...content(solution.name)}>
        {solution.name}
      </h1>
      {solution.commercial_name ? (
        <p className="mt-2 text-lg text-slate-700" {...content(solution.commercial_name)}>
          {solution.commercial_name}
        </p>
      ) : null}
      {solution.image ? (
        <img src={solution.image.image_url} alt={t("imageAlt", { name: solution.name })} width={320} height={200} className="mt-6 rounded-md bg-sand-50" />
      ) : null}
      {/* Sanitized on write (allow-list), so it is safe to render as HTML. */}
      <div className="prose-content mt-6 text-slate-800" {...content(solution.description, true)} dangerouslySetInnerHTML={{ __html: solution.description }} />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={quoteHref} preventScrollReset className={buttonClass("primary")}>
          {t("requestProduct")}
        </Link>
        <AddToBasket solutionId={solution.id} className={buttonClass("secondary")} />
        <DataSheetRequestLink solutionId={solution.id} kind="msds" className={buttonClass("secondary")}>
          {t("msds")}
        </DataSheetRequestLink>
        <DataSheetRequestLink solutionId={solution.id} kind="tds" className={buttonClass("secondary")}>
          {t("tds")}
        </DataSheetRequestLink>
        <DataSheetRequestLink solutionId={solution.id} kind="inquiry" className={buttonClass("secondary")}>
          {t("sendInquiry")}
        </DataSheetRequestLink>
      </div>
      <div className="mt-4">
        {/* Our own component's markup, rendered on the server (revision-subscription.server.ts): a plain form, not hydrated. */}
        <div dangerouslySetInnerHTML={{ __html: subscription }} />
      </div>
      {/* Our own components' markup, rendered on the server (technical-sections.server.ts), not hydrated. */}
      <div ref={technicalRef} dangerouslySetInnerHTML={{ __html: technical }} />
      <HazardSection
        solutionId={solution.id}
        hazards={solution.hazards}
        sdsLink={
          <DataSheetRequestLink solutionId={solution.id} kind="msds" className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {t("hazards.requestSds")}
          </DataSheetRequestLink>
        }
      />
      <Suspense fallback={null}>
        {params.get("quote") === "1" || quoteAnswer ? (
          <Dialog title={t("quote.title")} closeHref={here} id="quote-dialog">
            {/* Which product the request is for, as the data-sheet dialogs say it. */}
            <p className="mb-4 text-slate-700" {...content(solution.name)}>
              {solution.name}
            </p>
            <QuoteForm action={quoteHref} submissionKey={submissionKey} defaults={quoteDefaults} />
          </Dialog>
        ) : isDataSheetKind(kind) ? (
          <DataSheetRequestDialog solutionId={solution.id} kind={kind} closeHref={here} />
        ) : null}
      </Suspense>
    </article>
  );
}
