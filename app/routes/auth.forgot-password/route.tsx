/** Forgotten password: ask for a reset link by e-mail; the answer is the same whether or not the account exists. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormGuards } from "~/components/form-guards";
import { requestPasswordReset } from "~/models/password-resets.server";
import { requireAnonymous } from "~/utils/auth.server";
import { enforceAccountRateLimit, enforceFormRateLimit } from "~/utils/rate-limit.server";
import { isHoneypotFilled } from "~/utils/form-guards.server";
import { parseForm, useSchemaValidation, type FieldErrors } from "~/utils/form-validation";
import { redirectWithSuccess } from "~/utils/toast.server";
import { forgotPasswordSchema, RESET_REQUESTED_MESSAGE } from "./forgot-password.schema";

export const meta: MetaFunction = () => [{ title: pageTitle("Forgot password") }, { name: "description", content: "Reset the password of your account." }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await enforceFormRateLimit(request, "auth");
  const formData = await request.formData();
  if (isHoneypotFilled(formData)) return redirectWithSuccess("/auth/login", RESET_REQUESTED_MESSAGE);
  const parsed = parseForm(forgotPasswordSchema, formData);
  if (!parsed.ok) return json<{ errors: FieldErrors; email: string }>({ errors: parsed.errors, email: String(formData.get("email") ?? "") }, { status: 400 });
  await enforceAccountRateLimit("reset-account", parsed.data.email, 3);
  await requestPasswordReset(parsed.data.email);
  return redirectWithSuccess("/auth/login", RESET_REQUESTED_MESSAGE);
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { errors, onSubmit, onChange } = useSchemaValidation(forgotPasswordSchema, actionData?.errors);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Forgot password</h1>
      <p className="mt-2 text-sm text-slate-700">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <Form method="post" noValidate className="relative mt-6 space-y-4" onSubmit={onSubmit} onChange={onChange}>
        <FormGuards submissionKey="" />
        <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={actionData?.email} error={errors.email} />
        <Button type="submit" className="w-full" pending={navigation.state === "submitting"} pendingLabel="Submitting...">
          Send reset link
        </Button>
      </Form>
      <p className="mt-6 text-sm text-slate-700">
        Remembered it?{" "}
        <Link to="/auth/login" className="font-semibold text-brand-800 underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
