/** Forgotten password: ask for a reset link by e-mail; the answer is the same whether or not the account exists. */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useNavigation } from "@remix-run/react";
import { Link } from "~/i18n/link";
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

export const meta: MetaFunction = () => [{ title: pageTitle("Forgot password") }, { name: "description", content: "Reset the password of your account." }, { name: "robots", content: "noindex" }];

// The form answers its own 429s: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
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
  await requestPasswordReset(form.data.email);
  return redirectWithSuccess("/auth/login", RESET_REQUESTED_MESSAGE);
}

export default function ForgotPassword() {
  const answer = useFormAnswer(FORGOT_PASSWORD_FORM_ID);
  const navigation = useNavigation();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Forgot password</h1>
      <p className="mt-2 text-sm text-slate-700">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={FORGOT_PASSWORD_FORM_ID} validator={forgotPasswordValidator} className="relative mt-6 space-y-4">
        <FormGuards submissionKey="" />
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel="Submitting...">
          Send reset link
        </Button>
      </AppForm>
      <p className="mt-6 text-sm text-slate-700">
        Remembered it?{" "}
        <Link to="/auth/login" className="font-semibold text-brand-800 underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
