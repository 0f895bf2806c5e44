/** The new-password form of a reset link, loaded when the visitor reaches for it (~/forms/lazy-form). */
import { useNavigation } from "@remix-run/react";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { AppForm } from "~/forms/app-form";
import { RESET_PASSWORD_FORM_ID } from "~/forms/names";
import { resetPasswordValidator } from "~/forms/reset-password";
import { useT } from "~/i18n/react";

export default function ResetPasswordForm() {
  const navigation = useNavigation();
  const t = useT("auth");
  return (
    <AppForm id={RESET_PASSWORD_FORM_ID} validator={resetPasswordValidator} className="mt-6 space-y-4">
      <PasswordField label={t("fields.newPassword")} name="password" autoComplete="new-password" hint={t("fields.passwordHint")} />
      <PasswordField label={t("fields.confirmPassword")} name="confirm_password" autoComplete="new-password" />
      <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel={t("submitting")}>
        {t("reset.submit")}
      </Button>
    </AppForm>
  );
}
