/** The registration form: the registration payload (./payloads.ts), the newsletter box and where to go next. */
import { z } from "zod";
import { checkbox, formValidator } from "./kit";
import { passwordsMatch, RegisterFields } from "./payloads";

export const REGISTER_FORM_ID = "register";

const registerSchema = passwordsMatch(
  RegisterFields.extend({
    subscribe_blog: z.unknown().transform(checkbox),
    // Where the visitor was before registering: sign-in takes them back there (through safeRedirect).
    redirectTo: z.string().optional(),
  }),
);

export const registerValidator = formValidator(registerSchema);

/** The fields the backend may name in a refusal. */
export const REGISTER_FIELDS = ["email", "password", "confirm_password"] as const;
