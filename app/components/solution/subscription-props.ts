/**
 * What the "Tell me when the SDS changes" form (revision-subscription.tsx) is given by its page: its words and
 * addresses in the page's language, each a string, so that a page that renders again gives it equal props and the
 * memoised lazy form is left alone.
 */
export type SubscriptionControlState = "anonymous" | "unverified" | "subscribed" | "not-subscribed";

export interface SubscriptionPageProps {
  /** The page to come back to (its path in the page's language). */
  back: string;
  /** /profile/subscriptions in the page's language. */
  action: string;
  /** The sign-in page in the page's language, told to come back. */
  signInHref: string;
  signIn: string;
  unverified: string;
  subscribe: string;
  subscribed: string;
  stop: string;
}

type SubscriptionKey = "signIn" | "unverified" | "subscribe" | "subscribed" | "stop";

/** The props for a page in `localize`'s language, with `t` the `solution` catalogue. */
export function subscriptionProps(t: (key: `subscription.${SubscriptionKey}`) => string, localize: (path: string) => string, back: string): SubscriptionPageProps {
  return {
    back,
    action: localize("/profile/subscriptions"),
    signInHref: `${localize("/auth/login")}?${new URLSearchParams({ redirectTo: back })}`,
    signIn: t("subscription.signIn"),
    unverified: t("subscription.unverified"),
    subscribe: t("subscription.subscribe"),
    subscribed: t("subscription.subscribed"),
    stop: t("subscription.stop"),
  };
}
