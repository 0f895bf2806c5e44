/** Registration (spec §2): e-mail, password twice, the newsletter box; answers by field show inline, then on to sign-in. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useNavigation } from "@remix-run/react";
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
import { BackendError } from "~/backend/errors";
import { MESSAGES } from "~/utils/account-fields";
import { requireAnonymous } from "~/utils/auth.server";
import { enforceAccountRateLimit } from "~/utils/rate-limit.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { jsonWithError, redirectWithSuccess } from "~/utils/toast.server";
import { FormGuards } from "~/components/form-guards";
import { formAnswer, formFailure, readValidatedForm, refusalAsForm } from "~/forms/action.server";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { REGISTER_FIELDS, REGISTER_FORM_ID, registerValidator } from "~/forms/register";

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
    honeypot: () => redirectWithSuccess("/auth/login", MESSAGES.registerSuccess),
  });
  if (!form.ok) return form.response;
  const { email, password, confirm_password, subscribe_blog } = form.data;
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
  return redirectWithSuccess("/auth/login", MESSAGES.registerSuccess);
}

export default function Register() {
  const answer = useFormAnswer(REGISTER_FORM_ID);
  const navigation = useNavigation();
  const t = useT("auth");
  const localize = useLocalizePath();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(localize("/auth/register"));
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("register.title")}</h1>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={REGISTER_FORM_ID} validator={registerValidator} className="relative mt-6 space-y-4">
        <FormGuards submissionKey="" />
        <TextField label={t("fields.email")} name="email" type="email" autoComplete="email" />
        <PasswordField label={t("fields.password")} name="password" autoComplete="new-password" hint={t("fields.passwordHint")} />
        <PasswordField label={t("fields.confirmPassword")} name="confirm_password" autoComplete="new-password" />
        <CheckboxField label={t("register.subscribe")} name="subscribe_blog" defaultChecked />
        <Button type="submit" className="w-full" pending={pending} pendingLabel={t("submitting")}>
          {t("register.submit")}
        </Button>
      </AppForm>
      <p className="mt-6 text-sm text-slate-700">
        {t("register.already")}{" "}
        <Link to="/auth/login" className="font-semibold text-brand-800 underline">
          {t("signIn")}
        </Link>
      </p>
    </>
  );
}
