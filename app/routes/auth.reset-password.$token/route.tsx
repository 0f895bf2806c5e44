/**
 * Setting a new password from a reset link: single use, one hour; every signed-in device is signed out after, and the
 * address the link reached counts as verified.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/react";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath } from "~/i18n/locales";
import { metaTags } from "~/i18n/meta";
import { pageMeta } from "~/i18n/meta.server";
import { pageTitle } from "~/components/page-title";
import { findUsableReset, resetPassword } from "~/models/password-resets.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/utils/common-passwords.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { formFailure, readValidatedForm } from "~/forms/action.server";
import { useFormAnswer } from "~/forms/form-answer";
import { FormError } from "~/forms/form-error";
import { lazyForm } from "~/forms/lazy-form";
import { RESET_PASSWORD_FORM_ID } from "~/forms/names";
import { resetPasswordValidator } from "~/forms/public-forms.server";

export const handle = { i18n: ["auth", "forms"] };

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [...metaTags(data?.meta, pageTitle("Choose a new password"), { location, matches }), { name: "robots", content: "noindex" }];

// The form answers its own 429s: Retry-After and no-store reach the page.
export const headers = retryAfterHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const usable = await findUsableReset(params.token ?? "");
  const meta = await pageMeta(request, "auth", "reset.title", "reset.description");
  return json({ meta, usable: Boolean(usable) }, { status: usable ? 200 : 410, headers: { "Referrer-Policy": "no-referrer" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await readValidatedForm(request, resetPasswordValidator, { rateLimit: "auth" });
  if (!form.ok) return form.response;
  // The list is too big for the browser: checked here, shown by the field like the schema's own messages.
  if (isCommonPassword(form.data.password)) return formFailure(400, { fieldErrors: { password: COMMON_PASSWORD_MESSAGE }, fields: form.formData });
  const done = await resetPassword(params.token ?? "", form.data.password);
  // The toast is said in the page's language here: these words are this page's, not the forms' messages.
  const t = await getT(localeOfPath(new URL(request.url).pathname), "auth");
  if (!done) return redirectWithError("/auth/forgot-password", t("reset.linkInvalid"));
  return redirectWithSuccess("/auth/login", t("reset.changed"));
}

const ResetPasswordForm = lazyForm(() => import("./reset-password-form"));

export default function ResetPassword() {
  const { usable } = useLoaderData<typeof loader>();
  const answer = useFormAnswer(RESET_PASSWORD_FORM_ID);
  const t = useT("auth");
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{t("reset.title")}</h1>
      <FormError message={answer?.formError} className="mt-4" />
      {usable ? (
        <ResetPasswordForm />
      ) : (
        <p className="mt-4 text-slate-800">
          {t("reset.linkInvalid")}{" "}
          <Link to="/auth/forgot-password" className="font-semibold text-brand-800 underline">
            {t("reset.requestNew")}
          </Link>
        </p>
      )}
    </>
  );
}
