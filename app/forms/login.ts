/** The sign-in form: the sign-in payload (./payloads.ts), "remember me" and where to go next. */
import { z } from "zod";
import { checkbox, formValidator } from "./kit";
import { LoginPayload } from "./payloads";

export const LOGIN_FORM_ID = "login";

const loginSchema = LoginPayload.extend({
  remember: z.unknown().transform(checkbox),
  redirectTo: z.string().optional(),
});

export const loginValidator = formValidator(loginSchema);
