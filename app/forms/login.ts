/** Sign-in (spec §5 "Login"): one schema for the form, its action, /api/v1 and the OpenAPI document. */
import { z } from "zod";
import { email, passwordField } from "~/utils/account-fields";
import { checkbox, formValidator } from "./kit";

export const LOGIN_FORM_ID = "login";

/** A valid address and a password (the old site's message for an empty one said '8 characters'; this says what is checked). */
export const LoginPayload = z.object({ email: email(), password: passwordField });

const loginSchema = LoginPayload.extend({
  remember: z.unknown().transform(checkbox),
  redirectTo: z.string().optional(),
});

export const loginValidator = formValidator(loginSchema);
