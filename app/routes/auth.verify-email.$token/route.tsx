/**
 * Confirming an address from its e-mailed link. Opening the link (GET) only shows a button: mail scanners fetch links,
 * and a GET must not spend it. Pressing the button (POST) proves the address: the account's own, or the new address
 * of an e-mail change, which becomes the account's then. Works with or without JavaScript, signed in or not.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Form, Link } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath } from "~/i18n/locales";
import { localizedTitle } from "~/i18n/meta.server";
import { richText } from "~/routes/profile/rich-text";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { Button } from "~/components/ui/button";
import { confirmEmailVerification, findUsableVerification } from "~/models/email-verifications.server";
import { getUserId } from "~/utils/auth.server";
import { forgetRegistration } from "~/utils/registration-notice.server";
import { readGuardedForm } from "~/forms/action.server";
import { FormError } from "~/forms/form-error";
import type { FormAnswer } from "~/forms/kit";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

// The button answers its own 429: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export const handle = { i18n: ["auth", "forms"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Confirm your e-mail address")) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const usable = await findUsableVerification(params.token ?? "");
  const meta = await localizedTitle(request, "auth", "verify.title");
  // The address is shown so its owner sees what is being confirmed; the token never leaves in a Referer.
  return json(
    { meta, usable: Boolean(usable), email: usable?.email ?? null },
    { status: usable ? 200 : 410, headers: { "Referrer-Policy": "no-referrer", ...cacheHeaders("private") } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  // The form has no fields: the guards run (the limit answers on the page), nothing is validated.
  const guarded = await readGuardedForm(request, { rateLimit: "auth" });
  if (!guarded.ok) return guarded.response;
  const result = await confirmEmailVerification(params.token ?? "");
  const signedIn = Boolean(await getUserId(request));
  const next = signedIn ? "/profile" : "/auth/login";
  // The toast is said in the page's language here: these words are this page's, not the forms' messages.
  const t = await getT(localeOfPath(new URL(request.url).pathname), "auth");
  if (!result.ok) return redirectWithError(next, t(`verify.${result.reason}`));
  // Confirmed in the browser that registered: its sign-in page no longer asks to open the link.
  const forgotten = signedIn ? undefined : await forgetRegistration(request);
  return redirectWithSuccess(next, t(result.changed ? "verify.changed" : "verify.confirmed"), forgotten ? { headers: { "Set-Cookie": forgotten } } : undefined);
}

export default function VerifyEmail() {
  const { usable, email } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  const t = useT("auth");
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("verify.title")}</h1>
      {usable ? (
        <Form method="post" className="mt-6 space-y-4">
          <FormError message={answer?.formError} />
          <p className="text-slate-800">{richText(t("verify.prompt"), { email: <strong className="break-all">{email}</strong> })}</p>
          <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel={t("verify.pending")}>
            {t("verify.submit")}
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-slate-800">
          {t("verify.invalid")}{" "}
          <Link to="/profile" className="font-semibold text-brand-800 underline">
            {t("verify.newLink")}
          </Link>
        </p>
      )}
    </>
  );
}
