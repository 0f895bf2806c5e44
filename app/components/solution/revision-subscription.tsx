/**
 * "Tell me when the SDS changes": a plain form that subscribes a signed-in account with a verified address to the
 * revisions of a solution's data sheets, or stops it; a visitor who is not signed in is offered to sign in, an account
 * whose address is not confirmed is told to confirm it.
 *
 * It reads no context (router, language, translations), only its props (subscription-props.ts), so the server can
 * render it to plain HTML for the solution page, which shows that markup without hydrating it (a form needs no code,
 * and the page's first load stays within its budget); the Saved page renders it as a component. Either way the form
 * posts as a document, with or without JavaScript, and the action returns to `back` with a toast.
 */
import { buttonClass } from "~/components/ui/button";
import type { SubscriptionControlState, SubscriptionPageProps } from "./subscription-props";

export default function RevisionSubscription({
  solutionId,
  state,
  back,
  action,
  signInHref,
  compact = false,
  label,
  ...texts
}: SubscriptionPageProps & {
  solutionId: number;
  state: SubscriptionControlState;
  /** Only the button, in a list's row (whose state the list shows). */
  compact?: boolean;
  /** The solution's name, for a button among others like it: read out with the button's words. */
  label?: string;
}) {
  if (state === "anonymous") {
    return (
      <p className="text-sm">
        <a href={signInHref} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {texts.signIn}
        </a>
      </p>
    );
  }
  if (state === "unverified") return <p className="text-sm text-slate-700">{texts.unverified}</p>;
  const subscribed = state === "subscribed";
  const words = subscribed ? texts.stop : texts.subscribe;
  return (
    <form method="post" action={action} className={compact ? "mb-2 inline-flex" : "flex flex-wrap items-center gap-3 text-sm"}>
      <input type="hidden" name="solution" value={solutionId} />
      <input type="hidden" name="subscribe" value={subscribed ? "false" : "true"} />
      <input type="hidden" name="redirectTo" value={back} />
      {subscribed && !compact ? <span className="text-slate-800">{texts.subscribed}</span> : null}
      <button type="submit" className={buttonClass("secondary")} aria-label={label ? `${words}: ${label}` : undefined}>
        {words}
      </button>
    </form>
  );
}
