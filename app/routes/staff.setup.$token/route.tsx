/**
 * A staff member's one-time set-up: name, password, and an authenticator app enrolled by QR code or typed
 * secret and proven with a code. Success signs the member in and shows the recovery codes once, on this answer
 * only (no redirect: they are never stored anywhere they could be shown again).
 */
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { completeStaffSetup, findSetupLink } from "~/models/staff.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/utils/common-passwords.server";
import { clientIp } from "~/utils/rate-limit.server";
import { signedInHeaders } from "~/utils/staff-auth.server";
import { formAnswer, readValidatedForm } from "~/forms/action.server";
import { AppForm, FormError, useFormAnswer } from "~/forms/app-form";
import type { FormAnswer } from "~/forms/kit";
import { STAFF_MESSAGES, STAFF_SETUP_FORM_ID, staffSetupValidator } from "~/forms/staff";
import { staffHeaders, staffMeta } from "~/routes/staff/staff-route";
import { newEnrolmentView, postedEnrolmentView, type EnrolmentView } from "./enrolment.server";

export const meta = () => staffMeta("Set up your staff account");

/**
 * The token is in the address: it must not leave this site in a Referer. ("no-referrer" would do more, but a browser
 * then sends `Origin: null` with the form's POST, which the origin check rightly refuses.)
 */
const REFERRER_POLICY = "same-origin";

export const headers: HeadersFunction = (args) => {
  const headers = new Headers(staffHeaders(args));
  headers.set("Referrer-Policy", REFERRER_POLICY);
  return headers;
};

/** Called on the server only (cacheHeaders is a server module). */
const privateHeaders = () => ({ ...cacheHeaders("private"), "Referrer-Policy": REFERRER_POLICY });

function linkGone() {
  return json({ linkInvalid: true as const }, { status: 410, headers: privateHeaders() });
}

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await findSetupLink(params.token ?? "");
  if (!link) return linkGone();
  return json({ linkInvalid: false as const, email: link.email, name: link.name, enrolment: await newEnrolmentView(link.email) }, { headers: privateHeaders() });
}

type SetupFailure = FormAnswer & { enrolment: EnrolmentView | null };

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const link = await findSetupLink(token);
  if (!link) return linkGone();
  const form = await readValidatedForm(request, staffSetupValidator, { rateLimit: "auth" });
  // A failed post keeps what was typed (never the passwords) and the same QR code.
  const failure = (status: number, answer: FormAnswer) =>
    json<SetupFailure>({ ...answer, enrolment: postedEnrolmentView(form.formData?.get("sealedSecret"), link.email) }, { status, headers: privateHeaders() });
  if (!form.ok) return form.answer ? failure(form.status, form.answer) : form.response;
  if (isCommonPassword(form.data.password)) {
    return failure(400, formAnswer({ fieldErrors: { password: COMMON_PASSWORD_MESSAGE }, fields: form.formData }));
  }
  const { name, password, sealedSecret, code } = form.data;
  const result = await completeStaffSetup(token, { name, password, sealedSecret, code }, clientIp(request));
  if (!result.ok) {
    if (result.reason === "link") return linkGone();
    if (result.reason === "code") return failure(400, formAnswer({ fieldErrors: { code: STAFF_MESSAGES.setupCodeWrong }, fields: form.formData }));
    // The hidden secret did not unseal (altered): a new enrolment from the loader, to scan again.
    return failure(400, formAnswer({ formError: "The set-up form was changed. Scan the new QR code and enter its code.", fields: form.formData }));
  }
  return json(
    { done: true as const, recoveryCodes: result.recoveryCodes },
    { headers: await signedInHeaders(result.sessionToken, result.device, privateHeaders()) },
  );
}

function LinkInvalid() {
  return (
    <div className="mx-auto max-w-xl rounded-lg bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Set-up link not valid</h1>
      <p className="mt-3 text-slate-800" data-testid="setup-link-invalid">
        {STAFF_MESSAGES.setupLinkInvalid}
      </p>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mx-auto max-w-xl rounded-lg bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Your account is ready</h1>
      <p className="mt-3 text-slate-800">
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your authenticator
        app. They are shown only now.
      </p>
      <ol aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg text-slate-900" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-3 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <Link to="/staff" className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        Continue to the staff workspace
      </Link>
    </div>
  );
}

export default function StaffSetup() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const answer = useFormAnswer(STAFF_SETUP_FORM_ID);
  const navigation = useNavigation();
  if (result && "done" in result) return <RecoveryCodes codes={result.recoveryCodes} />;
  if ((result && "linkInvalid" in result) || data.linkInvalid) return <LinkInvalid />;
  const enrolment = (result && "enrolment" in result && result.enrolment) || data.enrolment;
  return (
    <div className="mx-auto max-w-2xl rounded-lg bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Set up your staff account</h1>
      <p className="mt-2 text-slate-700">
        For <span className="font-semibold">{data.email}</span>. Choose a password and connect an authenticator app: you will need
        both each time you sign in.
      </p>
      <FormError message={answer?.formError} className="mt-4" />
      <AppForm id={STAFF_SETUP_FORM_ID} validator={staffSetupValidator} className="mt-6 space-y-6">
        <input type="hidden" name="sealedSecret" value={enrolment.sealedSecret} />
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">1. You</legend>
          <TextField label="Your name" name="name" autoComplete="name" defaultValue={data.name} />
          <PasswordField label="Password" name="password" autoComplete="new-password" hint="At least 8 characters." />
          <PasswordField label="Confirm password" name="confirm_password" autoComplete="new-password" />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">2. Your authenticator app</legend>
          <p className="text-sm text-slate-800">
            Scan this QR code with an authenticator app (for example on your phone), or type the key below into it.
          </p>
          <div className="flex flex-wrap items-start gap-6">
            <div className="size-48 shrink-0 border border-slate-200" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
            <dl>
              <dt className="text-sm font-medium text-slate-800">Key to type instead</dt>
              <dd className="mt-1 font-mono text-lg tracking-wide text-slate-900" data-testid="totp-secret">
                {enrolment.secretGroups}
              </dd>
              <dd className="mt-1 text-xs text-slate-600">Time-based, 6 digits, every 30 seconds.</dd>
            </dl>
          </div>
          <TextField
            label="6-digit code from the app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            hint="The code the app shows now for this account."
          />
        </fieldset>
        <Button type="submit" pending={navigation.state === "submitting"} pendingLabel="Setting up...">
          Set up my account
        </Button>
      </AppForm>
    </div>
  );
}
