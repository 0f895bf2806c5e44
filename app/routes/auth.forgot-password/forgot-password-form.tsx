/** The reset-link request form, loaded when the visitor reaches for it (~/forms/lazy-form). */
import { useNavigation } from "@remix-run/react";
import { FormGuards } from "~/components/form-guards";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { FORGOT_PASSWORD_FORM_ID, forgotPasswordValidator } from "~/forms/forgot-password";
import { useT } from "~/i18n/react";

export default function ForgotPasswordForm() {
  const answer = useFormAnswer(FORGOT_PASSWORD_FORM_ID);
  const navigation = useNavigation();
  const t = useT("auth");
  return (
    <>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={FORGOT_PASSWORD_FORM_ID} validator={forgotPasswordValidator} className="relative mt-6 space-y-4">
        <FormGuards submissionKey="" />
        <TextField label={t("fields.email")} name="email" type="email" autoComplete="email" />
        <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel={t("submitting")}>
          {t("forgot.submit")}
        </Button>
      </AppForm>
    </>
  );
}
