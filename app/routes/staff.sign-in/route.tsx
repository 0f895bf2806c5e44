/**
 * Staff sign-in, first step: e-mail and password, then the code page. One answer for every failure. The
 * browser's staff-device cookie decides which lock applies: its own when it signed this member in before.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useNavigation, useSearchParams } from "@remix-run/react";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { startStaffSignIn } from "~/models/staff.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { clientIp } from "~/utils/rate-limit.server";
import { getStaff, setStaffCookie, staffDeviceOf } from "~/utils/staff-auth.server";
import { formFailure, readValidatedForm } from "~/forms/action.server";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { STAFF_MESSAGES, STAFF_SIGN_IN_FORM_ID, staffRedirectTarget, staffSignInValidator } from "~/forms/staff";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Sign in");

export const headers = staffHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getStaff(request)) throw redirect(staffRedirectTarget(new URL(request.url).searchParams.get("redirectTo")));
  return json(null, { headers: cacheHeaders("private") });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readValidatedForm(request, staffSignInValidator, { rateLimit: "auth" });
  if (!form.ok) return form.response;
  const { email, password, redirectTo } = form.data;
  const halfToken = await startStaffSignIn(email, password, clientIp(request), new Date(), await staffDeviceOf(request));
  if (!halfToken) return formFailure(401, { formError: STAFF_MESSAGES.signInFailed, fields: form.formData }, { headers: cacheHeaders("private") });
  const next = redirectTo === "/staff" ? "/staff/sign-in/code" : `/staff/sign-in/code?redirectTo=${encodeURIComponent(redirectTo)}`;
  return redirect(next, { headers: { "Set-Cookie": await setStaffCookie(halfToken) } });
}

export default function StaffSignIn() {
  const answer = useFormAnswer(STAFF_SIGN_IN_FORM_ID);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return (
    <div className="mx-auto max-w-md rounded-lg bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Staff sign-in</h1>
      <p className="mt-2 text-sm text-slate-700">Your password first, then a code from your authenticator app.</p>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={STAFF_SIGN_IN_FORM_ID} validator={staffSignInValidator} className="mt-6 space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField label="Email" name="email" type="email" autoComplete="username" />
        <PasswordField label="Password" name="password" autoComplete="current-password" />
        <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel="Checking...">
          Continue
        </Button>
      </AppForm>
    </div>
  );
}
