/** Staff sign-in, second step: a code from the authenticator app or a recovery code, after the password. */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useNavigation, useSearchParams } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { finishStaffSignIn, hasPendingSignIn } from "~/models/staff.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { clientIp } from "~/utils/rate-limit.server";
import { signedInHeaders, staffTokenOf } from "~/utils/staff-auth.server";
import { formFailure, readValidatedForm } from "~/forms/action.server";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import { STAFF_CODE_FORM_ID, STAFF_MESSAGES, staffCodeValidator } from "~/forms/staff";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";

export const meta = () => staffMeta("Enter your code");

export const headers = staffHeaders;

/** Only after the password: without a waiting half sign-in (none, expired after 5 minutes, used) back to step one. */
async function requirePendingSignIn(request: Request) {
  const token = await staffTokenOf(request);
  if (!token || !(await hasPendingSignIn(token))) throw redirect("/staff/sign-in");
  return token;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePendingSignIn(request);
  return json(null, { headers: cacheHeaders("private") });
}

export async function action({ request }: ActionFunctionArgs) {
  const halfToken = await requirePendingSignIn(request);
  const form = await readValidatedForm(request, staffCodeValidator, { rateLimit: "auth" });
  if (!form.ok) return form.response;
  const signedIn = await finishStaffSignIn(halfToken, form.data.code, clientIp(request));
  if (!signedIn) return formFailure(401, { formError: STAFF_MESSAGES.signInFailed, fields: form.formData }, { headers: cacheHeaders("private") });
  return redirect(form.data.redirectTo, { headers: await signedInHeaders(signedIn.sessionToken, signedIn.device) });
}

export default function StaffSignInCode() {
  const answer = useFormAnswer(STAFF_CODE_FORM_ID);
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return (
    <div className="mx-auto max-w-md rounded-lg bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Enter your code</h1>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={STAFF_CODE_FORM_ID} validator={staffCodeValidator} className="mt-6 space-y-4">
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          label="Code from your authenticator app (or a recovery code)"
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          hint="6 digits from the app, or one of your recovery codes (like 1a2b3-c4d5e). A recovery code works once."
        />
        <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel="Signing in...">
          Sign in
        </Button>
      </AppForm>
      <p className="mt-6 text-sm text-slate-700">
        <Link to="/staff/sign-in" className="font-semibold text-brand-800 underline">
          Start again
        </Link>
      </p>
    </div>
  );
}
