/** Forgotten password: ask for a reset link by e-mail; the answer is the same whether or not the account exists. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useNavigation } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { localeOfRequest } from "~/i18n/locales";
import { useT } from "~/i18n/react";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { pageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormGuards } from "~/components/form-guards";
import { requestPasswordReset } from "~/models/password-resets.server";
import { requireAnonymous } from "~/utils/auth.server";
import { enforceAccountRateLimit } from "~/utils/rate-limit.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { redirectWithSuccess } from "~/utils/toast.server";
import { readValidatedForm, refusalAsForm } from "~/forms/action.server";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { FORGOT_PASSWORD_FORM_ID, forgotPasswordValidator, RESET_REQUESTED_MESSAGE } from "~/forms/forgot-password";

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

export default function ForgotPassword() {
  const answer = useFormAnswer(FORGOT_PASSWORD_FORM_ID);
  const navigation = useNavigation();
  const t = useT("auth");
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("forgot.title")}</h1>
      <p className="mt-2 text-sm text-slate-700">{t("forgot.intro")}</p>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={FORGOT_PASSWORD_FORM_ID} validator={forgotPasswordValidator} className="relative mt-6 space-y-4">
        <FormGuards submissionKey="" />
        <TextField label={t("fields.email")} name="email" type="email" autoComplete="email" />
        <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel={t("submitting")}>
          {t("forgot.submit")}
        </Button>
      </AppForm>
      <p className="mt-6 text-sm text-slate-700">
        {t("forgot.remembered")}{" "}
        <Link to="/auth/login" className="font-semibold text-brand-800 underline">
          {t("signIn")}
        </Link>
      </p>
    </>
  );
}
