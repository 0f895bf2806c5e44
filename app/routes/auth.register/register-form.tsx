/** The registration form (spec §2), loaded when the visitor reaches for it (~/forms/lazy-form). */
import { useNavigation } from "@remix-run/react";
import { FormGuards } from "~/components/form-guards";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { REGISTER_FORM_ID, registerValidator } from "~/forms/register";
import { useLocalizePath, useT } from "~/i18n/react";

export default function RegisterForm() {
  const answer = useFormAnswer(REGISTER_FORM_ID);
  const navigation = useNavigation();
  const t = useT("auth");
  const localize = useLocalizePath();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(localize("/auth/register"));
  return (
    <>
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
    </>
  );
}
