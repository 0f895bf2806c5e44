/** Settings: change the password, choose the newsletter, delete the account and its personal data (after a confirmation). */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { localizedTitle } from "~/i18n/meta.server";
import { PasswordField } from "~/components/password-field";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CheckboxField } from "~/components/ui/field";
import { deleteAccountAndPersonalData } from "~/models/account-data.server";
import { revokeUserSessions } from "~/models/sessions.server";
import { checkPassword, getUserById, rememberLocale, setNewsletter, setPassword } from "~/models/users.server";
import { localeOfRequest } from "~/i18n/locales";
import { getAuth, requireUserId } from "~/utils/auth.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/utils/common-passwords.server";
import { sessionStorage, getSession } from "~/utils/session.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { formFailure, readGuardedForm, validateForm } from "~/forms/action.server";
import { AppForm, useFormAnswer } from "~/forms/app-form";
import {
  CHANGE_PASSWORD_FORM_ID,
  changePasswordValidator,
  DELETE_ACCOUNT_FORM_ID,
  deleteAccountValidator,
  NEWSLETTER_FORM_ID,
  newsletterValidator,
  SETTINGS_MESSAGES,
} from "~/forms/settings";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const handle = { i18n: ["profile", "forms"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [{ title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Settings")) }, { name: "robots", content: "noindex" }];

// The forms answer their own 429s: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUserById(await requireUserId(request));
  if (!user) throw new Response("Not found", { status: 404 });
  const confirmDelete = new URL(request.url).searchParams.get("confirm") === "delete";
  const meta = await localizedTitle(request, "profile", "settings.title");
  return json({ meta, subscribeBlog: user.subscribeBlog, confirmDelete }, { headers: cacheHeaders("private") });
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const guarded = await readGuardedForm(request, { rateLimit: "auth" });
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  // The account's mail (the password notice) is written in the language used here.
  await rememberLocale(userId, localeOfRequest(request));
  const intent = formData.get("intent");
  const wrongPassword = () => formFailure(400, { fieldErrors: { current_password: SETTINGS_MESSAGES.currentWrong }, fields: formData });
  if (intent === "newsletter") {
    const form = await validateForm(newsletterValidator, formData);
    if (!form.ok) return form.response;
    await setNewsletter(userId, form.data.subscribe_blog);
    return redirectWithSuccess("/profile/settings", SETTINGS_MESSAGES.newsletterSaved);
  }
  if (intent === "password") {
    const form = await validateForm(changePasswordValidator, formData);
    if (!form.ok) return form.response;
    if (isCommonPassword(form.data.new_password)) {
      return formFailure(400, { fieldErrors: { new_password: COMMON_PASSWORD_MESSAGE }, fields: formData });
    }
    if (!(await checkPassword(userId, form.data.current_password))) return wrongPassword();
    // Also kills every reset link still open for the account.
    await setPassword(userId, form.data.new_password);
    await revokeUserSessions(userId, { except: (await getAuth(request))?.sessionId });
    return redirectWithSuccess("/profile/settings", SETTINGS_MESSAGES.passwordChanged);
  }
  if (intent === "delete") {
    const form = await validateForm(deleteAccountValidator, formData);
    if (!form.ok) return form.response;
    const user = await getUserById(userId);
    if (!user || !(await checkPassword(userId, form.data.current_password))) return wrongPassword();
    await deleteAccountAndPersonalData(userId);
    const cookie = await sessionStorage().destroySession(await getSession(request));
    return redirectWithSuccess("/", SETTINGS_MESSAGES.accountDeleted, { headers: { "Set-Cookie": cookie } });
  }
  throw redirect("/profile/settings");
}

function ChangePasswordForm() {
  const navigation = useNavigation();
  const t = useT("profile");
  return (
    <AppForm id={CHANGE_PASSWORD_FORM_ID} validator={changePasswordValidator} className="mt-3 grid gap-4 sm:max-w-md">
      <input type="hidden" name="intent" value="password" />
      <PasswordField label={t("fields.currentPassword")} name="current_password" autoComplete="current-password" />
      <PasswordField label={t("fields.newPassword")} name="new_password" autoComplete="new-password" hint={t("fields.passwordHint")} />
      <PasswordField label={t("settings.confirmNewPassword")} name="confirm_password" autoComplete="new-password" />
      <div>
        <Button type="submit" pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "password"} pendingLabel={t("submitting")}>
          {t("changePassword")}
        </Button>
      </div>
    </AppForm>
  );
}

export default function ProfileSettings() {
  const { subscribeBlog, confirmDelete } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const deleteAnswer = useFormAnswer(DELETE_ACCOUNT_FORM_ID);
  const t = useT("profile");
  // AppForm posts where it is told: keep the page's language.
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("settings.title")}</h1>
      <p className="mt-2 text-slate-700">{t("settings.intro")}</p>

      <section aria-labelledby="password-heading" className="mt-6">
        <h2 id="password-heading" className="text-lg font-semibold text-slate-900">{t("changePassword")}</h2>
        <ChangePasswordForm />
      </section>

      <section aria-labelledby="newsletter-heading" className="mt-8">
        <h2 id="newsletter-heading" className="text-lg font-semibold text-slate-900">{t("settings.newsletter")}</h2>
        <AppForm id={NEWSLETTER_FORM_ID} validator={newsletterValidator} className="mt-3 flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="newsletter" />
          <CheckboxField label={t("fields.subscribe")} name="subscribe_blog" defaultChecked={subscribeBlog} key={String(subscribeBlog)} />
          <Button type="submit" variant="secondary">
            {t("settings.saveNewsletter")}
          </Button>
        </AppForm>
      </section>

      <section aria-labelledby="delete-heading" className="mt-8 rounded-lg border border-red-200 p-4">
        <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">{t("settings.deleteAccount")}</h2>
        <p className="mt-2 text-sm text-slate-800">{t("settings.deleteExplained")}</p>
        <ButtonLink to="/profile/settings?confirm=delete" variant="danger" className="mt-3" preventScrollReset>
          {t("settings.deleteMine")}
        </ButtonLink>
      </section>

      {confirmDelete || deleteAnswer ? (
        <Dialog title={t("settings.confirmTitle")} closeHref="/profile/settings" id="confirm-delete-account">
          <p className="text-slate-800">{t("settings.confirmText")}</p>
          <AppForm id={DELETE_ACCOUNT_FORM_ID} validator={deleteAccountValidator} action="/profile/settings?confirm=delete" className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="delete" />
            <PasswordField label={t("fields.password")} name="current_password" autoComplete="current-password" />
            <div className="flex gap-3">
              <Button type="submit" variant="danger" pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "delete"} pendingLabel={t("deleting")}>
                {t("settings.deleteForever")}
              </Button>
              <ButtonLink to="/profile/settings" variant="secondary" replace>
                {t("cancel")}
              </ButtonLink>
            </div>
          </AppForm>
        </Dialog>
      ) : null}
    </>
  );
}
