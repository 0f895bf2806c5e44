/** Sign-in (spec §2): e-mail and password, remember-me, a fresh session and tokens in the cookie; rate-limited per IP and account. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useNavigation, useSearchParams } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { localeOfRequest } from "~/i18n/locales";
import { useLocalizePath, useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { pageTitle } from "~/components/page-title";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextField } from "~/components/ui/field";
import { getBackend } from "~/backend/index.server";
import { BackendError, DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import { mergeAnonymousLikes } from "~/models/saved.server";
import { rememberLocale } from "~/models/users.server";
import { MESSAGES } from "~/utils/account-fields";
import { createAuthCookie, requireAnonymous } from "~/utils/auth.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { safeRedirect } from "~/utils/safe-redirect";
import { AccountLockedError, withAccountFailureLimit } from "~/utils/rate-limit.server";
import { getSession } from "~/utils/session.server";
import { jsonWithError, redirectWithSuccess } from "~/utils/toast.server";
import { formAnswer, readValidatedForm } from "~/forms/action.server";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { LOGIN_FORM_ID, loginValidator } from "~/forms/login";

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

export default function Login() {
  const answer = useFormAnswer(LOGIN_FORM_ID);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const t = useT("auth");
  const localize = useLocalizePath();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(localize("/auth/login"));
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("signIn")}</h1>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={LOGIN_FORM_ID} validator={loginValidator} className="mt-6 space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          label={t("fields.email")}
          name="email"
          type="email"
          autoComplete="email"
        />
        <PasswordField label={t("fields.password")} name="password" autoComplete="current-password" />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField label={t("login.remember")} name="remember" defaultChecked />
          <Link to="/auth/forgot-password" className="text-sm font-semibold text-brand-800 underline">
            {t("login.forgot")}
          </Link>
        </div>
        <Button type="submit" className="w-full" pending={pending} pendingLabel={t("login.pending")}>
          {t("signIn")}
        </Button>
      </AppForm>
      <p className="mt-6 text-sm text-slate-700">
        {t("login.noAccount")}{" "}
        <Link to="/auth/register" className="font-semibold text-brand-800 underline">
          {t("login.createOne")}
        </Link>
      </p>
    </>
  );
}
