/** Forgotten password: ask for a reset link by e-mail; the answer is the same whether or not the account exists. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "~/i18n/link";
import { localeOfRequest } from "~/i18n/locales";
import { useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { pageTitle } from "~/components/page-title";
import { requestPasswordReset } from "~/models/password-resets.server";
import { requireAnonymous } from "~/utils/auth.server";
import { enforceAccountRateLimit } from "~/utils/rate-limit.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { redirectWithSuccess } from "~/utils/toast.server";
import { readValidatedForm, refusalAsForm } from "~/forms/action.server";
import { lazyForm } from "~/forms/lazy-form";
import { forgotPasswordValidator, RESET_REQUESTED_MESSAGE } from "~/forms/public-forms.server";

export const handle = { i18n: ["auth", "forms"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [...metaTags(data?.meta, pageTitle("Forgot password"), { location, matches }), { name: "robots", content: "noindex" }];

// The form answers its own 429s: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return json({ meta: await pageMeta(request, "auth", "forgot.title", "forgot.description") });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readValidatedForm(request, forgotPasswordValidator, {
    rateLimit: "auth",
    honeypot: () => redirectWithSuccess("/auth/login", RESET_REQUESTED_MESSAGE),
  });
  if (!form.ok) return form.response;
  try {
    await enforceAccountRateLimit("reset-account", form.data.email, 3);
  } catch (error) {
    return refusalAsForm(error, form.formData);
  }
  await requestPasswordReset(form.data.email, { locale: localeOfRequest(request) });
  return redirectWithSuccess("/auth/login", RESET_REQUESTED_MESSAGE);
}

const ForgotPasswordForm = lazyForm(() => import("./forgot-password-form"));

export default function ForgotPassword() {
  const t = useT("auth");
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("forgot.title")}</h1>
      <p className="mt-2 text-sm text-slate-700">{t("forgot.intro")}</p>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-slate-700">
        {t("forgot.remembered")}{" "}
        <Link to="/auth/login" className="font-semibold text-brand-800 underline">
          {t("signIn")}
        </Link>
      </p>
    </>
  );
}
