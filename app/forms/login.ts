/** The sign-in form (spec §5 "Login"): a valid e-mail and a non-empty password. */
import { z } from "zod";
import { emailField, MESSAGES } from "~/utils/account-fields";
import { checkbox, formValidator } from "./kit";

export const LOGIN_FORM_ID = "login";

const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, MESSAGES.passwordRequired).max(200, MESSAGES.passwordRequired),
  remember: z.unknown().transform(checkbox),
  redirectTo: z.string().optional(),
});

export const loginValidator = formValidator(loginSchema);
