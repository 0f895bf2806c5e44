/**
 * The solution page's "Tell me when the SDS changes" as finished HTML, rendered on the server from the same component
 * the Saved page uses. The page shows it as it is and never hydrates it: a plain form needs no code in the browser,
 * and the page's first load stays within its 90 KB budget.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { getT } from "~/i18n/i18n.server";
import { localizePath, type Locale } from "~/i18n/locales";
import RevisionSubscription from "./revision-subscription";
import { subscriptionProps, type SubscriptionControlState } from "./subscription-props";

export async function subscriptionHtml(solutionId: number, state: SubscriptionControlState, locale: Locale) {
  const t = await getT(locale, "solution");
  const localize = (path: string) => localizePath(path, locale);
  return renderToStaticMarkup(createElement(RevisionSubscription, { solutionId, state, ...subscriptionProps(t, localize, localize(`/solution/${solutionId}`)) }));
}
