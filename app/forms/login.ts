/** The sign-in form (spec §5 "Login"): a valid e-mail and a non-empty password. */
import { z } from "zod";
import { checkbox, type FieldErrors } from "~/utils/form-validation";
import { emailField, MESSAGES } from "~/utils/account-fields";

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, MESSAGES.passwordRequired).max(200, MESSAGES.passwordRequired),
  remember: z.unknown().transform(checkbox),
  redirectTo: z.string().optional(),
});

export type LoginActionData = { errors: FieldErrors; values: { email: string; remember: boolean }; formError?: string };
