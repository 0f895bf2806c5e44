/**
 * Confirming an address from its e-mailed link. Opening the link (GET) only shows a button: mail scanners fetch links,
 * and a GET must not spend it. Pressing the button (POST) proves the address: the account's own, or the new address
 * of an e-mail change, which becomes the account's then. Works with or without JavaScript, signed in or not.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Form, Link } from "~/i18n/link";
import { pageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { confirmEmailVerification, findUsableVerification } from "~/models/email-verifications.server";
import { getUserId } from "~/utils/auth.server";
import { readGuardedForm } from "~/forms/action.server";
import { FormError } from "~/forms/app-form";
import type { FormAnswer } from "~/forms/kit";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

// The button answers its own 429: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export const meta: MetaFunction = () => [{ title: pageTitle("Confirm your e-mail address") }, { name: "robots", content: "noindex" }];

const VERIFY_MESSAGES = {
  invalid: "This confirmation link is invalid, has expired or was replaced by a newer one.",
  taken: "This address now belongs to another account, so it cannot be added to yours.",
  confirmed: "Your e-mail address has been confirmed",
  changed: "Your e-mail address has been changed",
} as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const usable = await findUsableVerification(params.token ?? "");
  // The address is shown so its owner sees what is being confirmed; the token never leaves in a Referer.
  return json(
    { usable: Boolean(usable), email: usable?.email ?? null },
    { status: usable ? 200 : 410, headers: { "Referrer-Policy": "no-referrer", ...cacheHeaders("private") } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  // The form has no fields: the guards run (the limit answers on the page), nothing is validated.
  const guarded = await readGuardedForm(request, { rateLimit: "auth" });
  if (!guarded.ok) return guarded.response;
  const result = await confirmEmailVerification(params.token ?? "");
  const next = (await getUserId(request)) ? "/profile" : "/auth/login";
  if (!result.ok) return redirectWithError(next, VERIFY_MESSAGES[result.reason]);
  return redirectWithSuccess(next, result.changed ? VERIFY_MESSAGES.changed : VERIFY_MESSAGES.confirmed);
}

export default function VerifyEmail() {
  const { usable, email } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Confirm your e-mail address</h1>
      {usable ? (
        <Form method="post" className="mt-6 space-y-4">
          <FormError message={answer?.formError} />
          <p className="text-slate-800">
            Press the button to confirm that <strong className="break-all">{email}</strong> is your address.
          </p>
          <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel="Confirming...">
            Confirm my address
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-slate-800">
          {VERIFY_MESSAGES.invalid}{" "}
          <Link to="/profile" className="font-semibold text-brand-800 underline">
            Send a new link from your profile
          </Link>
        </p>
      )}
    </>
  );
}
