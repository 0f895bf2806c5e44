/** Manage my profile: the picture (checked, size-limited), names, occupation, e-mail, phone and a password change. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { PasswordField } from "~/components/password-field";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { BackendError } from "~/backend/errors";
import { revokeUserSessions } from "~/models/sessions.server";
import { checkPassword, getUserById, setAvatarPath, setPassword, updateProfile } from "~/models/users.server";
import { getAuth, requireUserId } from "~/utils/auth.server";
import { receiveAvatar, removeAvatar } from "~/utils/avatar-upload.server";
import { parseForm, useSchemaValidation } from "~/utils/form-validation";
import { redirectWithSuccess } from "~/utils/toast.server";
import { COUNTRY_CODES, PROFILE_MESSAGES, profileSchema, type ProfileActionData, type ProfileValues } from "./profile.schema";

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
  return json({ saved, hasAvatar: Boolean(user.avatarPath) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    const upload = await receiveAvatar(request);
    if (!upload.ok) return json<ProfileActionData>({ intent: "avatar", errors: { avatar: upload.error } }, { status: 400 });
    await removeAvatar(await setAvatarPath(userId, upload.fileName));
    return redirectWithSuccess("/profile", PROFILE_MESSAGES.pictureUpdated);
  }
  const formData = await request.formData();
  const values = Object.fromEntries(
    ["first_name", "last_name", "occupation", "email", "phone_country_code", "phone_number"].map((k) => [k, String(formData.get(k) ?? "")]),
  ) as ProfileValues;
  const parsed = parseForm(profileSchema, formData);
  if (!parsed.ok) return json<ProfileActionData>({ intent: "profile", errors: parsed.errors, values }, { status: 400 });
  const data = parsed.data;
  if (data.new_password && !(await checkPassword(userId, data.current_password))) {
    return json<ProfileActionData>({ intent: "profile", errors: { current_password: PROFILE_MESSAGES.currentPasswordWrong }, values }, { status: 400 });
  }
  try {
    await updateProfile(userId, {
      firstName: data.first_name,
      lastName: data.last_name,
      occupation: data.occupation,
      email: data.email,
      phoneCountryCode: data.phone_country_code,
      phoneNumber: data.phone_number,
    });
  } catch (error) {
    if (error instanceof BackendError && error.fieldErrors?.email) {
      return json<ProfileActionData>({ intent: "profile", errors: { email: error.fieldErrors.email[0] }, values }, { status: 400 });
    }
    throw error;
  }
  if (data.new_password) {
    await setPassword(userId, data.new_password);
    await revokeUserSessions(userId, { except: (await getAuth(request))?.sessionId });
  }
  return redirectWithSuccess("/profile", PROFILE_MESSAGES.updated);
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
  const { saved, hasAvatar } = useLoaderData<typeof loader>();
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
      <div className="mt-6">
        <PictureForm error={actionData?.intent === "avatar" ? actionData.errors.avatar : undefined} hasAvatar={hasAvatar} />
      </div>
      <Form method="post" noValidate className="mt-8 grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} onChange={onChange}>
        <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Your details</h2>
        <TextField label="First name" name="first_name" autoComplete="given-name" defaultValue={shown.first_name} error={errors.first_name} />
        <TextField label="Last name" name="last_name" autoComplete="family-name" defaultValue={shown.last_name} error={errors.last_name} />
        <TextField label="Occupation" name="occupation" autoComplete="organization-title" defaultValue={shown.occupation} error={errors.occupation} />
        <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={shown.email} error={errors.email} />
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
        <p className="-mt-2 text-sm text-slate-700 sm:col-span-2">Leave both empty to keep your password.</p>
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
