/**
 * "Tell me when the SDS changes": a plain form (it works without JavaScript) that subscribes a signed-in account with
 * a verified address to the revisions of a solution's data sheets, or stops it; a visitor who is not signed in is
 * offered to sign in, an account whose address is not confirmed is told to confirm it.
 */
import { useLocation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Form, Link } from "~/i18n/link";
import { useT } from "~/i18n/react";

export type SubscriptionControlState = "anonymous" | "unverified" | "subscribed" | "not-subscribed";

export default function RevisionSubscription({
  solutionId,
  state,
  compact = false,
  label,
}: {
  solutionId: number;
  state: SubscriptionControlState;
  /** Only the button, in a list's row (whose state the list shows). */
  compact?: boolean;
  /** The solution's name, for a button among others like it: read out with the button's words. */
  label?: string;
}) {
  const t = useT("solution");
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  if (state === "anonymous") {
    return (
      <p className="text-sm">
        <Link to={`/auth/login?${new URLSearchParams({ redirectTo: back })}`} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {t("subscription.signIn")}
        </Link>
      </p>
    );
  }
  if (state === "unverified") return <p className="text-sm text-slate-700">{t("subscription.unverified")}</p>;
  const subscribed = state === "subscribed";
  const words = subscribed ? t("subscription.stop") : t("subscription.subscribe");
  return (
    <Form method="post" action="/profile/subscriptions" className={compact ? "mb-2 inline-flex" : "flex flex-wrap items-center gap-3 text-sm"}>
      <input type="hidden" name="solution" value={solutionId} />
      <input type="hidden" name="subscribe" value={subscribed ? "false" : "true"} />
      <input type="hidden" name="redirectTo" value={back} />
      {subscribed && !compact ? <span className="text-slate-800">{t("subscription.subscribed")}</span> : null}
      <Button type="submit" variant="secondary" aria-label={label ? `${words}: ${label}` : undefined}>
        {words}
      </Button>
    </Form>
  );
}
