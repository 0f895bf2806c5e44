/**
 * Setting a new password from a reset link: single use, one hour; every signed-in device is signed out after, and the
 * address the link reached counts as verified.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { findUsableReset, resetPassword } from "~/models/password-resets.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/utils/common-passwords.server";
import { enforceFormRateLimit } from "~/utils/rate-limit.server";
import { parseForm, useSchemaValidation, type FieldErrors } from "~/utils/form-validation";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";
import { resetPasswordSchema } from "./reset-password.schema";

export const meta: MetaFunction = () => [{ title: pageTitle("Choose a new password") }, { name: "description", content: "Reset the password of your account." }, { name: "robots", content: "noindex" }];

const LINK_INVALID = "This reset link is invalid or has expired. Ask for a new one.";

export async function loader({ params }: LoaderFunctionArgs) {
  const usable = await findUsableReset(params.token ?? "");
  return json({ usable: Boolean(usable) }, { status: usable ? 200 : 410, headers: { "Referrer-Policy": "no-referrer" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await enforceFormRateLimit(request, "auth");
  const parsed = parseForm(resetPasswordSchema, await request.formData());
  if (!parsed.ok) return json<{ errors: FieldErrors }>({ errors: parsed.errors }, { status: 400 });
  // The list is too big for the browser: checked here, shown by the field like the schema's own messages.
  if (isCommonPassword(parsed.data.password)) return json<{ errors: FieldErrors }>({ errors: { password: COMMON_PASSWORD_MESSAGE } }, { status: 400 });
  const done = await resetPassword(params.token ?? "", parsed.data.password);
  if (!done) return redirectWithError("/auth/forgot-password", LINK_INVALID);
  return redirectWithSuccess("/auth/login", "Your password has been changed. Please sign in.");
}

export default function ResetPassword() {
  const { usable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { errors, onSubmit, onChange } = useSchemaValidation(resetPasswordSchema, actionData?.errors);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Choose a new password</h1>
      {usable ? (
        <Form method="post" noValidate className="mt-6 space-y-4" onSubmit={onSubmit} onChange={onChange}>
          <PasswordField label="New password" name="password" autoComplete="new-password" hint="At least 8 characters." error={errors.password} />
          <PasswordField label="Confirm password" name="confirm_password" autoComplete="new-password" error={errors.confirm_password} />
          <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel="Submitting...">
            Set new password
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-slate-800">
          {LINK_INVALID}{" "}
          <Link to="/auth/forgot-password" className="font-semibold text-brand-800 underline">
            Request a new link
          </Link>
        </p>
      )}
    </>
  );
}
