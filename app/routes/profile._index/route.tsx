/** Manage my profile: the picture (checked, size-limited), names, occupation, e-mail, phone and a password change. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { PasswordField } from "~/components/password-field";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { issueEmailVerification, pendingEmailChange } from "~/models/email-verifications.server";
import { revokeUserSessions } from "~/models/sessions.server";
import { checkPassword, getUserByEmail, getUserById, setAvatarPath, setPassword, updateProfile } from "~/models/users.server";
import { getAuth, requireUserId } from "~/utils/auth.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/utils/common-passwords.server";
import { getEnv } from "~/utils/env.server";
import { enforceAccountRateLimit } from "~/utils/rate-limit.server";
import { receiveAvatar, removeAvatar } from "~/utils/avatar-upload.server";
import { parseForm, useSchemaValidation } from "~/utils/form-validation";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { COUNTRY_CODES, PROFILE_MESSAGES, profileSchema, type ProfileActionData, type ProfileValues } from "./profile.schema";
import { cacheHeaders } from "~/utils/cache-headers.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Manage my profile") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUserById(await requireUserId(request));
  if (!user) throw new Response("Not found", { status: 404 });
  const saved: ProfileValues = {
    first_name: user.firstName,
    last_name: user.lastName,
    occupation: user.occupation,
    email: user.email,
    phone_country_code: (COUNTRY_CODES as readonly string[]).includes(user.phoneCountryCode) ? (user.phoneCountryCode as ProfileValues["phone_country_code"]) : "+971",
    phone_number: user.phoneNumber,
  };
  // Remote mode: the owner's API owns and checks the address, so there is nothing to confirm here.
  const remote = Boolean(getEnv().API_BASE_URL);
  return json(
    {
      saved,
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
    if (!upload.ok) return json<ProfileActionData>({ intent: "avatar", errors: { avatar: upload.error } }, { status: upload.status });
    await removeAvatar(await setAvatarPath(userId, upload.fileName));
    return redirectWithSuccess("/profile", PROFILE_MESSAGES.pictureUpdated);
  }
  const formData = await request.formData();
  if (formData.get("intent") === "resend-verification") return resendVerification(userId);
  const values = Object.fromEntries(
    ["first_name", "last_name", "occupation", "email", "phone_country_code", "phone_number"].map((k) => [k, String(formData.get(k) ?? "")]),
  ) as ProfileValues;
  const parsed = parseForm(profileSchema, formData);
  if (!parsed.ok) return json<ProfileActionData>({ intent: "profile", errors: parsed.errors, values }, { status: 400 });
  const data = parsed.data;
  const user = await getUserById(userId);
  if (!user) throw new Response("Not found", { status: 404 });
  // A new address is a claim on someone's mail: it needs the password, and counts only once its link is opened.
  const emailChanged = data.email.toLowerCase() !== user.email.trim().toLowerCase();
  if ((data.new_password || emailChanged) && !data.current_password) {
    return json<ProfileActionData>({ intent: "profile", errors: { current_password: PROFILE_MESSAGES.currentPasswordRequired }, values }, { status: 400 });
  }
  if (data.new_password && isCommonPassword(data.new_password)) {
    return json<ProfileActionData>({ intent: "profile", errors: { new_password: COMMON_PASSWORD_MESSAGE }, values }, { status: 400 });
  }
  if ((data.new_password || emailChanged) && !(await checkPassword(userId, data.current_password))) {
    return json<ProfileActionData>({ intent: "profile", errors: { current_password: PROFILE_MESSAGES.currentPasswordWrong }, values }, { status: 400 });
  }
  await updateProfile(userId, {
    firstName: data.first_name,
    lastName: data.last_name,
    occupation: data.occupation,
    phoneCountryCode: data.phone_country_code,
    phoneNumber: data.phone_number,
  });
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
  if (!unconfirmed && !pending) return null;
  return (
    <div role="status" className="mt-6 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
      {unconfirmed ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="resend-verification" />
          <p>
            Your e-mail address <strong className="break-all">{email}</strong> is not confirmed yet. Open the link we sent to it; until
            then nothing you send is linked to your account.
          </p>
          <Button type="submit" variant="secondary">
            Send the link again
          </Button>
        </Form>
      ) : null}
      {pending ? (
        <p>
          We sent a confirmation link to <strong className="break-all">{pending}</strong>. Your address changes to it when you open that
          link; until then it stays <strong className="break-all">{email}</strong>.
        </p>
      ) : null}
    </div>
  );
}

function PictureForm({ error, hasAvatar }: { error?: string; hasAvatar: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  return (
    <Form method="post" encType="multipart/form-data" className="rounded-lg border border-dashed border-slate-400 p-4">
      <h2 className="text-lg font-semibold text-slate-900">Profile picture</h2>
      <TextField
        label={hasAvatar ? "Choose a new picture" : "Choose a picture"}
        name="avatar"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hint="PNG, JPEG or WebP, at most 2 MB."
        error={error}
        wrapperClassName="mt-3"
      />
      <Button type="submit" variant="secondary" className="mt-3" pending={pending} pendingLabel="Uploading...">
        Upload picture
      </Button>
    </Form>
  );
}

export default function ProfileIndex() {
  const { saved, hasAvatar, emailUnconfirmed, pendingEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const profileErrors = actionData?.intent === "profile" ? actionData.errors : undefined;
  const { errors, onSubmit, onChange } = useSchemaValidation(profileSchema, profileErrors);
  const shown = (actionData?.intent === "profile" && actionData.values) || saved;
  const pending = navigation.state === "submitting" && navigation.formEncType !== "multipart/form-data";

  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Manage my profile</h1>
      <p className="mt-2 text-slate-700">Edit your name, contact details and password.</p>
      <EmailStatus email={saved.email} unconfirmed={emailUnconfirmed} pending={pendingEmail} />
      <div className="mt-6">
        <PictureForm error={actionData?.intent === "avatar" ? actionData.errors.avatar : undefined} hasAvatar={hasAvatar} />
      </div>
      {/* A new pending address remounts the form, so the field shows the address the account still has. */}
      <Form key={pendingEmail ?? ""} method="post" noValidate className="mt-8 grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} onChange={onChange}>
        <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Your details</h2>
        <TextField label="First name" name="first_name" autoComplete="given-name" defaultValue={shown.first_name} error={errors.first_name} />
        <TextField label="Last name" name="last_name" autoComplete="family-name" defaultValue={shown.last_name} error={errors.last_name} />
        <TextField label="Occupation" name="occupation" autoComplete="organization-title" defaultValue={shown.occupation} error={errors.occupation} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={shown.email}
          hint={PROFILE_MESSAGES.emailHint}
          error={errors.email}
        />
        <fieldset className="grid grid-cols-[7rem_1fr] gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Phone number</legend>
          <SelectField
            label={<span className="sr-only">Country code</span>}
            name="phone_country_code"
            options={COUNTRY_CODES.map((code) => ({ value: code, label: code }))}
            defaultValue={shown.phone_country_code}
            error={errors.phone_country_code}
          />
          <TextField
            label={<span className="sr-only">Phone number</span>}
            name="phone_number"
            type="tel"
            autoComplete="tel-national"
            defaultValue={shown.phone_number}
            error={errors.phone_number}
          />
        </fieldset>
        <h2 className="mt-2 text-lg font-semibold text-slate-900 sm:col-span-2">Change password</h2>
        <p className="-mt-2 text-sm text-slate-700 sm:col-span-2">
          Leave the new password empty to keep yours. Your current password is needed to change your password or your e-mail address.
        </p>
        <PasswordField label="Current password" name="current_password" autoComplete="current-password" error={errors.current_password} />
        <PasswordField label="New password" name="new_password" autoComplete="new-password" hint="At least 8 characters." error={errors.new_password} />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" pending={pending} pendingLabel="Submitting...">
            Update Profile
          </Button>
          {actionData?.intent === "profile" ? (
            // After a refused submit the fields hold what was typed; a fresh load shows the saved values, with or without JavaScript.
            <ButtonLink to="/profile" variant="secondary" reloadDocument>
              Reset
            </ButtonLink>
          ) : (
            // The fields' default values are the saved ones, so the browser's own reset restores them, JavaScript or not.
            <Button type="reset" variant="secondary">
              Reset
            </Button>
          )}
        </div>
      </Form>
    </>
  );
}
