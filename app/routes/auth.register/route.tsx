/**
 * Registration (spec §2): e-mail, password twice, the newsletter box (unticked: consent to marketing is given, never
 * assumed); answers by field show inline, then on to sign-in, which says to confirm the address and can send the link
 * again, and afterwards returns the visitor to the page they registered from.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { localeOfRequest } from "~/i18n/locales";
import { useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { pageTitle } from "~/components/page-title";
import { getBackend } from "~/backend/index.server";
import { BackendError } from "~/backend/errors";
import { requireAnonymous } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { rememberRegistration } from "~/utils/registration-notice.server";
import { signInReturningTo } from "~/utils/safe-redirect";
import { enforceAccountRateLimit } from "~/utils/rate-limit.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { jsonWithError, redirectWithSuccess } from "~/utils/toast.server";
import { formAnswer, formFailure, readValidatedForm, refusalAsForm } from "~/forms/action.server";
import { lazyForm } from "~/forms/lazy-form";
import { MESSAGES, REGISTER_FIELDS, registerValidator } from "~/forms/public-forms.server";

export const handle = { i18n: ["auth", "forms"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => metaTags(data?.meta, pageTitle("Create an account"), { location, matches });

// The form answers its own 429s: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return json({ meta: await pageMeta(request, "auth", "register.title", "register.description") });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readValidatedForm(request, registerValidator, {
    rateLimit: "auth",
    // A bot filled the hidden field: answer as if it worked, store nothing.
    honeypot: (formData) => redirectWithSuccess(signInReturningTo(formData.get("redirectTo")), MESSAGES.registerSuccess),
  });
  if (!form.ok) return form.response;
  const { email, password, confirm_password, subscribe_blog, redirectTo } = form.data;
  try {
    await enforceAccountRateLimit("register-account", email);
  } catch (error) {
    return refusalAsForm(error, form.formData);
  }
  try {
    await getBackend().register({ email, password, confirm_password, subscribe_blog }, { locale: localeOfRequest(request) });
  } catch (error) {
    if (!(error instanceof BackendError) || error.status >= 500) throw error;
    // Spec §8: a server answer keyed by field shows each field's first message inline; otherwise 'Registration failed'.
    const named = Object.fromEntries(REGISTER_FIELDS.flatMap((field) => (error.fieldErrors?.[field]?.[0] ? [[field, error.fieldErrors[field][0]]] : [])));
    if (Object.keys(named).length) return formFailure(400, { fieldErrors: named, fields: form.formData });
    return jsonWithError(formAnswer({ formError: MESSAGES.registerFailed, fields: form.formData }), MESSAGES.registerFailed, { status: 400 });
  }
  // Known and new addresses get the same answer. In remote mode the owner's API does its own confirming, so the
  // sign-in page has nothing to add.
  const remembered = getEnv().API_BASE_URL ? undefined : await rememberRegistration(request, email);
  return redirectWithSuccess(signInReturningTo(redirectTo), MESSAGES.registerSuccess, remembered ? { headers: { "Set-Cookie": remembered } } : undefined);
}

const RegisterForm = lazyForm(() => import("./register-form"));

export default function Register() {
  const t = useT("auth");
  const redirectTo = useSearchParams()[0].get("redirectTo");
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("register.title")}</h1>
      <RegisterForm />
      <p className="mt-6 text-sm text-slate-700">
        {t("register.already")}{" "}
        <Link to={redirectTo ? `/auth/login?${new URLSearchParams({ redirectTo })}` : "/auth/login"} className="font-semibold text-brand-800 underline">
          {t("signIn")}
        </Link>
      </p>
    </>
  );
}
