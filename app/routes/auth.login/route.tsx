/** Sign-in (spec §2): e-mail and password, remember-me, a fresh session and tokens in the cookie; rate-limited per IP and account. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "~/i18n/link";
import { localeOfRequest } from "~/i18n/locales";
import { useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { pageTitle } from "~/components/page-title";
import { getBackend } from "~/backend/index.server";
import { BackendError, DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import { mergeAnonymousLikes } from "~/models/saved.server";
import { rememberLocale } from "~/models/users.server";
import { createAuthCookie, requireAnonymous } from "~/utils/auth.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { safeRedirect } from "~/utils/safe-redirect";
import { AccountLockedError, withAccountFailureLimit } from "~/utils/rate-limit.server";
import { getSession } from "~/utils/session.server";
import { jsonWithError, redirectWithSuccess } from "~/utils/toast.server";
import { formAnswer, readValidatedForm } from "~/forms/action.server";
import { lazyForm } from "~/forms/lazy-form";
import { MESSAGES, loginValidator } from "~/forms/public-forms.server";

export const handle = { i18n: ["auth", "forms"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Sign in"), { location, matches });

// The form answers its own 429 (rate limit, locked account): Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return json({ meta: await pageMeta(request, "auth", "login.title", "login.description") });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readValidatedForm(request, loginValidator, { rateLimit: "auth" });
  if (!form.ok) return form.response;
  const { email, password, remember, redirectTo } = form.data;
  try {
    // Only failures count against the account, so someone else's wrong guesses below the limit never lock the owner out.
    const result = await withAccountFailureLimit("login", email, () => getBackend().login({ email, password }));
    const anonymous = await getSession(request);
    const { userId, setCookie } = await createAuthCookie(result, { remember });
    await mergeAnonymousLikes(userId, anonymous.get("likes"));
    // The account's mail is written in the language it was last used in.
    await rememberLocale(userId, localeOfRequest(request));
    return redirectWithSuccess(safeRedirect(redirectTo), MESSAGES.loginSuccess, { headers: { "Set-Cookie": setCookie } });
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

const LoginForm = lazyForm(() => import("./login-form"));

export default function Login() {
  const t = useT("auth");
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("signIn")}</h1>
      <LoginForm />
      <p className="mt-6 text-sm text-slate-700">
        {t("login.noAccount")}{" "}
        <Link to="/auth/register" className="font-semibold text-brand-800 underline">
          {t("login.createOne")}
        </Link>
      </p>
    </>
  );
}
