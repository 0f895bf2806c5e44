/** Manage my profile: the picture (checked, size-limited), names, occupation, e-mail, phone and a password change. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { Form } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { localizedTitle } from "~/i18n/meta.server";
import { richText } from "~/routes/profile/rich-text";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { PasswordField } from "~/components/password-field";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { issueEmailVerification, pendingEmailChange } from "~/models/email-verifications.server";
import { revokeUserSessions } from "~/models/sessions.server";
import { checkPassword, getUserByEmail, getUserById, rememberLocale, setPassword, updateProfile } from "~/models/users.server";
import { localeOfRequest } from "~/i18n/locales";
import { replaceAvatar } from "~/models/avatars.server";
import { getAuth, requireUserId } from "~/utils/auth.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/utils/common-passwords.server";
import { getEnv } from "~/utils/env.server";
import { enforceAccountRateLimit } from "~/utils/rate-limit.server";
import { receiveAvatar } from "~/utils/avatar-upload.server";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { formFailure, readGuardedForm, validateForm } from "~/forms/action.server";
import { AppForm, useFormAnswer } from "~/forms/app-form";
import { AVATAR_FORM_ID, PROFILE_FORM_ID, PROFILE_MESSAGES, profileValidatorFor, type ProfileValues } from "~/forms/profile";
import { CALLING_CODES, callingCodeOptions, DEFAULT_CALLING_CODE } from "~/utils/calling-codes.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const handle = { i18n: ["profile", "forms"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [{ title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Manage my profile")) }, { name: "robots", content: "noindex" }];

// The forms answer their own 429s: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

/** The action's validator: the schema with every calling code the library knows (made once, on the server). */
let serverValidator: ReturnType<typeof profileValidatorFor> | undefined;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUserById(await requireUserId(request));
  if (!user) throw new Response("Not found", { status: 404 });
  // A code without a number is nobody's choice (accounts were given +971 by default): Oman's is offered then.
  const savedCode = user.phoneNumber && CALLING_CODES.includes(user.phoneCountryCode) ? user.phoneCountryCode : DEFAULT_CALLING_CODE;
  const saved: ProfileValues = {
    first_name: user.firstName,
    last_name: user.lastName,
    occupation: user.occupation,
    email: user.email,
    phone_country_code: savedCode,
    phone_number: user.phoneNumber,
  };
  // Remote mode: the owner's API owns and checks the address, so there is nothing to confirm here.
  const remote = Boolean(getEnv().API_BASE_URL);
  return json(
    {
      meta: await localizedTitle(request, "profile", "manage.title"),
      saved,
      callingCodes: callingCodeOptions(localeOfRequest(request)),
      hasAvatar: Boolean(user.avatarPath),
      emailUnconfirmed: !remote && !user.emailVerifiedAt,
      pendingEmail: remote ? null : await pendingEmailChange(user.id, user.email),
    },
    { headers: cacheHeaders("private") },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const upload = await receiveAvatar(request);
    if (!upload.ok) return formFailure(upload.status, { fieldErrors: { avatar: upload.error }, formId: AVATAR_FORM_ID });
    await replaceAvatar(userId, upload.file);
    return redirectWithSuccess("/profile", PROFILE_MESSAGES.pictureUpdated);
  }
  const guarded = await readGuardedForm(request, { rateLimit: "auth" });
  if (!guarded.ok) return guarded.response;
  const formData = guarded.formData;
  if (formData.get("intent") === "resend-verification") return resendVerification(userId);
  serverValidator ??= profileValidatorFor(CALLING_CODES);
  const form = await validateForm(serverValidator, formData);
  if (!form.ok) return form.response;
  const data = form.data;
  const refuse = (field: string, message: string) => formFailure(400, { fieldErrors: { [field]: message }, fields: formData });
  const user = await getUserById(userId);
  if (!user) throw new Response("Not found", { status: 404 });
  // A new address is a claim on someone's mail: it needs the password, and counts only once its link is opened.
  const emailChanged = data.email.toLowerCase() !== user.email.trim().toLowerCase();
  if ((data.new_password || emailChanged) && !data.current_password) {
    return refuse("current_password", PROFILE_MESSAGES.currentPasswordRequired);
  }
  if (data.new_password && isCommonPassword(data.new_password)) {
    return refuse("new_password", COMMON_PASSWORD_MESSAGE);
  }
  if ((data.new_password || emailChanged) && !(await checkPassword(userId, data.current_password))) {
    return refuse("current_password", PROFILE_MESSAGES.currentPasswordWrong);
  }
  await updateProfile(userId, {
    firstName: data.first_name,
    lastName: data.last_name,
    occupation: data.occupation,
    phoneCountryCode: data.phone_country_code,
    phoneNumber: data.phone_number,
  });
  // The account's mail (the link to a new address, the password notice) is written in the language used here.
  await rememberLocale(userId, localeOfRequest(request));
  if (emailChanged) {
    await enforceAccountRateLimit("verify-account", String(userId), 5).catch(tooManyLinks);
    // An address that already has an account gets no link; the answer is the same, so the form probes nothing.
    if (!(await getUserByEmail(data.email))) await issueEmailVerification(userId, data.email);
  }
  if (data.new_password) {
    await setPassword(userId, data.new_password);
    await revokeUserSessions(userId, { except: (await getAuth(request))?.sessionId });
  }
  return redirectWithSuccess("/profile", PROFILE_MESSAGES.updated);
}

/** Rate limits answer with a toast on the profile rather than the error page. */
function tooManyLinks(error: unknown): never {
  if (error instanceof Response && error.status === 429) throw redirectWithError("/profile", PROFILE_MESSAGES.tooManyLinks);
  throw error;
}

async function resendVerification(userId: number) {
  const user = await getUserById(userId);
  if (!user || user.emailVerifiedAt || getEnv().API_BASE_URL) return redirectWithSuccess("/profile", PROFILE_MESSAGES.alreadyConfirmed);
  await enforceAccountRateLimit("verify-account", String(userId), 5).catch(tooManyLinks);
  await issueEmailVerification(userId, user.email);
  return redirectWithSuccess("/profile", PROFILE_MESSAGES.linkSent(user.email));
}

function EmailStatus({ email, unconfirmed, pending }: { email: string; unconfirmed: boolean; pending: string | null }) {
  const t = useT("profile");
  if (!unconfirmed && !pending) return null;
  return (
    <div role="status" className="mt-6 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
      {unconfirmed ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="resend-verification" />
          <p>{richText(t("manage.unconfirmed"), { email: <strong className="break-all">{email}</strong> })}</p>
          <Button type="submit" variant="secondary">
            {t("manage.sendAgain")}
          </Button>
        </Form>
      ) : null}
      {pending ? (
        <p>
          {richText(t("manage.pendingEmail"), {
            pending: <strong className="break-all">{pending}</strong>,
            email: <strong className="break-all">{email}</strong>,
          })}
        </p>
      ) : null}
    </div>
  );
}

function PictureForm({ hasAvatar }: { hasAvatar: boolean }) {
  const error = useFormAnswer(AVATAR_FORM_ID)?.fieldErrors.avatar;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const t = useT("profile");
  return (
    <Form method="post" encType="multipart/form-data" className="rounded-lg border border-dashed border-slate-400 p-4">
      <h2 className="text-lg font-semibold text-slate-900">{t("manage.picture")}</h2>
      <TextField
        label={hasAvatar ? t("manage.chooseNewPicture") : t("manage.choosePicture")}
        name="avatar"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hint={t("manage.pictureHint")}
        error={error}
        wrapperClassName="mt-3"
      />
      <Button type="submit" variant="secondary" className="mt-3" pending={pending} pendingLabel={t("manage.uploading")}>
        {t("manage.upload")}
      </Button>
    </Form>
  );
}

export default function ProfileIndex() {
  const { saved, callingCodes, hasAvatar, emailUnconfirmed, pendingEmail } = useLoaderData<typeof loader>();
  // The browser checks the codes the select offers: the same list the action checks, without the library.
  const validator = useMemo(() => profileValidatorFor(callingCodes.map((option) => option.value)), [callingCodes]);
  const answer = useFormAnswer(PROFILE_FORM_ID);
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formEncType !== "multipart/form-data";
  const t = useT("profile");

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("manage.title")}</h1>
      <p className="mt-2 text-slate-700">{t("manage.intro")}</p>
      <EmailStatus email={saved.email} unconfirmed={emailUnconfirmed} pending={pendingEmail} />
      <div className="mt-6">
        <PictureForm hasAvatar={hasAvatar} />
      </div>
      {/* A new pending address remounts the form, so the field shows the address the account still has. */}
      <AppForm key={pendingEmail ?? ""} id={PROFILE_FORM_ID} validator={validator} className="mt-8 grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">{t("manage.details")}</h2>
        <TextField label={t("manage.firstName")} name="first_name" autoComplete="given-name" defaultValue={saved.first_name} />
        <TextField label={t("manage.lastName")} name="last_name" autoComplete="family-name" defaultValue={saved.last_name} />
        <TextField label={t("manage.occupation")} name="occupation" autoComplete="organization-title" defaultValue={saved.occupation} />
        <TextField
          label={t("fields.email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={saved.email}
          hint={t("manage.emailHint")}
        />
        <fieldset className="grid gap-2 sm:col-span-2 sm:grid-cols-[minmax(0,16rem)_1fr]">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t("manage.phone")}</legend>
          <SelectField
            label={<span className="sr-only">{t("manage.countryCode")}</span>}
            name="phone_country_code"
            options={callingCodes}
            defaultValue={saved.phone_country_code}
          />
          <TextField
            label={<span className="sr-only">{t("manage.phone")}</span>}
            name="phone_number"
            type="tel"
            autoComplete="tel-national"
            defaultValue={saved.phone_number}
          />
        </fieldset>
        <h2 className="mt-2 text-lg font-semibold text-slate-900 sm:col-span-2">{t("changePassword")}</h2>
        <p className="-mt-2 text-sm text-slate-700 sm:col-span-2">{t("manage.passwordIntro")}</p>
        <PasswordField label={t("fields.currentPassword")} name="current_password" autoComplete="current-password" />
        <PasswordField label={t("fields.newPassword")} name="new_password" autoComplete="new-password" hint={t("fields.passwordHint")} />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" pending={pending} pendingLabel={t("submitting")}>
            {t("manage.update")}
          </Button>
          {answer ? (
            // After a refused submit the fields hold what was typed; a fresh load shows the saved values, with or without JavaScript.
            <ButtonLink to="/profile" variant="secondary" reloadDocument>
              {t("manage.reset")}
            </ButtonLink>
          ) : (
            // The fields' default values are the saved ones, so the browser's own reset restores them, JavaScript or not.
            <Button type="reset" variant="secondary">
              {t("manage.reset")}
            </Button>
          )}
        </div>
      </AppForm>
    </>
  );
}
