/** The registration form (spec §5 "Registration"): 'Passwords do not match' shows on the confirm field. */
import { z } from "zod";
import { confirmPasswordField, emailField, MESSAGES, newPasswordField } from "~/utils/account-fields";
import { checkbox, formValidator } from "./kit";

export const REGISTER_FORM_ID = "register";

const registerSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirm_password: confirmPasswordField,
    subscribe_blog: z.unknown().transform(checkbox),
    // Where the visitor was before registering: sign-in takes them back there (through safeRedirect).
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.confirm_password || v.confirm_password === "", {
    message: MESSAGES.passwordsDiffer,
    path: ["confirm_password"],
  });

export const registerValidator = formValidator(registerSchema);

/** The fields the backend may name in a refusal. */
export const REGISTER_FIELDS = ["email", "password", "confirm_password"] as const;
