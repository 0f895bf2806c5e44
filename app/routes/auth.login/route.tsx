/**
 * Sign-in (spec §2): e-mail and password, remember-me, a fresh session and tokens in the cookie; rate-limited per IP
 * and account. Just after registering, it says where the confirmation link went, with the address filled in and
 * "Send the link again"; signing in returns the visitor to the page they came from (redirectTo).
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Form, Link } from "~/i18n/link";
import { localeOfRequest } from "~/i18n/locales";
import { useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { pageTitle } from "~/components/page-title";
import { getBackend } from "~/backend/index.server";
import { BackendError, DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import { resendAccountConfirmation } from "~/models/email-verifications.server";
import { mergeAnonymousBasket } from "~/models/basket.server";
import { mergeAnonymousLikes } from "~/models/saved.server";
import { rememberLocale } from "~/models/users.server";
import { createAuthCookie, requireAnonymous } from "~/utils/auth.server";
import { clearBasketCookie, readBasketCookie } from "~/utils/basket-cookie.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { safeRedirect, signInReturningTo } from "~/utils/safe-redirect";
import { AccountLockedError, enforceAccountRateLimit, withAccountFailureLimit } from "~/utils/rate-limit.server";
import { registeredAddress } from "~/utils/registration-notice.server";
import { richText } from "~/routes/profile/rich-text";
import { getSession } from "~/utils/session.server";
import { jsonWithError, redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { formAnswer, readGuardedForm, validateForm } from "~/forms/action.server";
import { lazyForm } from "~/forms/lazy-form";
import { basketMergeDropped, MESSAGES, PROFILE_MESSAGES, loginValidator } from "~/forms/public-forms.server";

export const handle = { i18n: ["auth", "forms"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Sign in"), { location, matches });

// The form answers its own 429 (rate limit, locked account): Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

/** The button of the notice after registering; its post carries this as `intent`. */
const RESEND_INTENT = "resend-confirmation";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const [meta, registered] = await Promise.all([pageMeta(request, "auth", "login.title", "login.description"), registeredAddress(request)]);
  return json({ meta, registered });
}

export async function action({ request }: ActionFunctionArgs) {
  const guarded = await readGuardedForm(request, { rateLimit: "auth" });
  if (!guarded.ok) return guarded.response;
  if (guarded.formData.get("intent") === RESEND_INTENT) return resendConfirmation(request, guarded.formData.get("redirectTo"));
  const form = await validateForm(loginValidator, guarded.formData);
  if (!form.ok) return form.response;
  const { email, password, remember, redirectTo } = form.data;
  try {
    // Only failures count against the account, so someone else's wrong guesses below the limit never lock the owner out.
    const result = await withAccountFailureLimit("login", email, () => getBackend().login({ email, password }));
    const anonymous = await getSession(request);
    const { userId, setCookie } = await createAuthCookie(result, { remember });
    await mergeAnonymousLikes(userId, anonymous.get("likes"));
    // The basket gathered before signing in joins the account's, and its cookie goes: the account holds it now.
    const basket = readBasketCookie(request);
    const { dropped } = basket.lines.length ? await mergeAnonymousBasket(userId, basket.lines) : { dropped: 0 };
    // The account's mail is written in the language it was last used in.
    await rememberLocale(userId, localeOfRequest(request));
    const headers = new Headers({ "Set-Cookie": setCookie });
    if (basket.present) headers.append("Set-Cookie", clearBasketCookie());
    // Lines the account's full basket had no room for are said, not lost in silence.
    return redirectWithSuccess(safeRedirect(redirectTo), dropped ? basketMergeDropped(dropped) : MESSAGES.loginSuccess, { headers });
  } catch (error) {
    if (!(error instanceof BackendError) || error.status >= 500) throw error;
    // Spec §8: the server's text, or 'Login failed'.
    const message = error.message && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : MESSAGES.loginFailed;
    const locked = error instanceof AccountLockedError;
    return jsonWithError(formAnswer({ formError: message, fields: form.formData }), message, {
      status: locked ? 429 : 401,
      headers: locked ? { "Retry-After": String(error.retryAfter) } : undefined,
    });
  }
}

/**
 * "Send the link again", signed out: only to the address registered in this browser (its signed session says which),
 * within the profile's limit of 5 links a minute for an address, and with the same answer and the same work whether
 * or not that address still has an account waiting (resendAccountConfirmation). Back to this page either way.
 */
async function resendConfirmation(request: Request, redirectTo: FormDataEntryValue | null) {
  const back = signInReturningTo(redirectTo);
  const email = await registeredAddress(request);
  // No registration from this browser (or an old one): its page showed no button, so there is nothing to send.
  if (!email) return redirect(back);
  try {
    await enforceAccountRateLimit("verify-account", email, 5);
  } catch (error) {
    if (error instanceof Response && error.status === 429) return redirectWithError(back, PROFILE_MESSAGES.tooManyLinks);
    throw error;
  }
  await resendAccountConfirmation(email);
  return redirectWithSuccess(back, PROFILE_MESSAGES.linkResent(email));
}

const LoginForm = lazyForm(() => import("./login-form"));

/** Where the confirmation link went, and the button to send it again (a plain form: it works without JavaScript). */
function ConfirmationNotice({ email, redirectTo }: { email: string; redirectTo: string | null }) {
  const t = useT("auth");
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
      <p>{richText(t("login.confirmNotice"), { email: <strong className="break-all">{email}</strong> })}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={RESEND_INTENT} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Button type="submit" variant="secondary">
          {t("login.sendAgain")}
        </Button>
      </Form>
    </div>
  );
}

export default function Login() {
  const { registered } = useLoaderData<typeof loader>();
  const redirectTo = useSearchParams()[0].get("redirectTo");
  const t = useT("auth");
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("signIn")}</h1>
      {registered ? <ConfirmationNotice email={registered} redirectTo={redirectTo} /> : null}
      <LoginForm email={registered} />
      <p className="mt-6 text-sm text-slate-700">
        {t("login.noAccount")}{" "}
        <Link to={redirectTo ? `/auth/register?${new URLSearchParams({ redirectTo })}` : "/auth/register"} className="font-semibold text-brand-800 underline">
          {t("login.createOne")}
        </Link>
      </p>
    </>
  );
}
