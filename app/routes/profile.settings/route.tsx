/** Settings: change the password, choose the newsletter, delete the account and its personal data (after a confirmation). */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { PasswordField } from "~/components/password-field";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { CheckboxField } from "~/components/ui/field";
import { deleteAccountAndPersonalData } from "~/models/account-data.server";
import { revokeUserSessions } from "~/models/sessions.server";
import { checkPassword, getUserById, setNewsletter, setPassword } from "~/models/users.server";
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

export const meta: MetaFunction = () => [{ title: pageTitle("Settings") }, { name: "robots", content: "noindex" }];

// The forms answer their own 429s: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUserById(await requireUserId(request));
  if (!user) throw new Response("Not found", { status: 404 });
  const confirmDelete = new URL(request.url).searchParams.get("confirm") === "delete";
  return json({ subscribeBlog: user.subscribeBlog, confirmDelete }, { headers: cacheHeaders("private") });
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const guarded = await readGuardedForm(request, { rateLimit: "auth" });
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
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
  return (
    <AppForm id={CHANGE_PASSWORD_FORM_ID} validator={changePasswordValidator} className="mt-3 grid gap-4 sm:max-w-md">
      <input type="hidden" name="intent" value="password" />
      <PasswordField label="Current password" name="current_password" autoComplete="current-password" />
      <PasswordField label="New password" name="new_password" autoComplete="new-password" hint="At least 8 characters." />
      <PasswordField label="Confirm new password" name="confirm_password" autoComplete="new-password" />
      <div>
        <Button type="submit" pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "password"} pendingLabel="Submitting...">
          Change password
        </Button>
      </div>
    </AppForm>
  );
}

export default function ProfileSettings() {
  const { subscribeBlog, confirmDelete } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const deleteAnswer = useFormAnswer(DELETE_ACCOUNT_FORM_ID);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Settings</h1>
      <p className="mt-2 text-slate-700">Password, newsletter and account.</p>

      <section aria-labelledby="password-heading" className="mt-6">
        <h2 id="password-heading" className="text-lg font-semibold text-slate-900">Change password</h2>
        <ChangePasswordForm />
      </section>

      <section aria-labelledby="newsletter-heading" className="mt-8">
        <h2 id="newsletter-heading" className="text-lg font-semibold text-slate-900">Newsletter</h2>
        <AppForm id={NEWSLETTER_FORM_ID} validator={newsletterValidator} className="mt-3 flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="newsletter" />
          <CheckboxField label="Subscribe to our blog" name="subscribe_blog" defaultChecked={subscribeBlog} key={String(subscribeBlog)} />
          <Button type="submit" variant="secondary">
            Save newsletter choice
          </Button>
        </AppForm>
      </section>

      <section aria-labelledby="delete-heading" className="mt-8 rounded-lg border border-red-200 p-4">
        <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">Delete account</h2>
        <p className="mt-2 text-sm text-slate-800">
          Deletes your account, saved items and sessions, and erases your name and contact details from the requests, messages and
          applications you sent. This cannot be undone.
        </p>
        <ButtonLink to="/profile/settings?confirm=delete" variant="danger" className="mt-3" preventScrollReset>
          Delete my account
        </ButtonLink>
      </section>

      {confirmDelete || deleteAnswer ? (
        <Dialog title="Delete your account?" closeHref="/profile/settings" id="confirm-delete-account">
          <p className="text-slate-800">Enter your password to confirm. Your account and its personal data will be deleted.</p>
          <AppForm id={DELETE_ACCOUNT_FORM_ID} validator={deleteAccountValidator} action="/profile/settings?confirm=delete" className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="delete" />
            <PasswordField label="Password" name="current_password" autoComplete="current-password" />
            <div className="flex gap-3">
              <Button type="submit" variant="danger" pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "delete"} pendingLabel="Deleting...">
                Delete account permanently
              </Button>
              <ButtonLink to="/profile/settings" variant="secondary" replace>
                Cancel
              </ButtonLink>
            </div>
          </AppForm>
        </Dialog>
      ) : null}
    </>
  );
}
