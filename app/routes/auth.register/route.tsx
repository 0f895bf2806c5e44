/** Registration (spec §2): e-mail, password twice, the newsletter box; answers by field show inline, then on to sign-in. */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/components/page-title";
import { PasswordField } from "~/components/password-field";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextField } from "~/components/ui/field";
import { getBackend } from "~/backend/index.server";
import { BackendError } from "~/backend/errors";
import { MESSAGES } from "~/utils/account-fields";
import { requireAnonymous } from "~/utils/auth.server";
import { enforceAccountRateLimit, enforceFormRateLimit } from "~/utils/rate-limit.server";
import { isHoneypotFilled } from "~/utils/form-guards.server";
import { parseForm, useSchemaValidation, type FieldErrors } from "~/utils/form-validation";
import { jsonWithError, redirectWithSuccess } from "~/utils/toast.server";
import { FormGuards } from "~/components/form-guards";
import { registerSchema, type RegisterActionData } from "./register.schema";

export const meta: MetaFunction = () => [
  { title: pageTitle("Create an account") },
  { name: "description", content: "Create an account to save solutions and plants and follow your data-sheet requests." },
];

const FIELDS = ["email", "password", "confirm_password"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await enforceFormRateLimit(request, "auth");
  const formData = await request.formData();
  const values = { email: String(formData.get("email") ?? ""), subscribe_blog: formData.get("subscribe_blog") === "on" };
  // A bot filled the hidden field: answer as if it worked, store nothing.
  if (isHoneypotFilled(formData)) return redirectWithSuccess("/auth/login", MESSAGES.registerSuccess);
  const parsed = parseForm(registerSchema, formData);
  if (!parsed.ok) return json<RegisterActionData>({ errors: parsed.errors, values }, { status: 400 });
  const { email, password, confirm_password, subscribe_blog } = parsed.data;
  await enforceAccountRateLimit("register-account", email);
  try {
    await getBackend().register({ email, password, confirm_password, subscribe_blog });
  } catch (error) {
    if (!(error instanceof BackendError) || error.status >= 500) throw error;
    // Spec §8: a server answer keyed by field shows each field's first message inline; otherwise 'Registration failed'.
    const errors: FieldErrors = {};
    for (const field of FIELDS) {
      const first = error.fieldErrors?.[field]?.[0];
      if (first) errors[field] = first;
    }
    if (Object.keys(errors).length) return json<RegisterActionData>({ errors, values }, { status: 400 });
    return jsonWithError<RegisterActionData>({ errors: {}, values, formError: MESSAGES.registerFailed }, MESSAGES.registerFailed, { status: 400 });
  }
  return redirectWithSuccess("/auth/login", MESSAGES.registerSuccess);
}

export default function Register() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/auth/register");
  const { errors, onSubmit, onChange } = useSchemaValidation(registerSchema, actionData?.errors);
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Create an account</h1>
      {actionData?.formError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {actionData.formError}
        </p>
      ) : null}
      <Form method="post" noValidate className="relative mt-6 space-y-4" onSubmit={onSubmit} onChange={onChange}>
        <FormGuards submissionKey="" />
        <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={actionData?.values.email} error={errors.email} />
        <PasswordField label="Password" name="password" autoComplete="new-password" hint="At least 8 characters." error={errors.password} />
        <PasswordField label="Confirm password" name="confirm_password" autoComplete="new-password" error={errors.confirm_password} />
        <CheckboxField
          label="Subscribe to our blog"
          name="subscribe_blog"
          defaultChecked={actionData ? actionData.values.subscribe_blog : true}
        />
        <Button type="submit" className="w-full" pending={pending} pendingLabel="Submitting...">
          Register
        </Button>
      </Form>
      <p className="mt-6 text-sm text-slate-700">
        Already registered?{" "}
        <Link to="/auth/login" className="font-semibold text-brand-800 underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
