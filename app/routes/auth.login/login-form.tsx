/** The sign-in form (spec §2), loaded when the visitor reaches for it (~/forms/lazy-form); `email`: the address just registered. */
import { useNavigation, useSearchParams } from "@remix-run/react";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextField } from "~/components/ui/field";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { LOGIN_FORM_ID, loginValidator } from "~/forms/login";
import { Link } from "~/i18n/link";
import { useLocalizePath, useT } from "~/i18n/react";

export default function LoginForm({ email }: { email?: string | null }) {
  const answer = useFormAnswer(LOGIN_FORM_ID);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const t = useT("auth");
  const localize = useLocalizePath();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(localize("/auth/login"));
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return (
    <>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={LOGIN_FORM_ID} validator={loginValidator} className="mt-6 space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          label={t("fields.email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email ?? undefined}
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
    </>
  );
}
