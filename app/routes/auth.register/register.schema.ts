/** The registration form (spec §5 "Registration"): 'Passwords do not match' shows on the confirm field. */
import { z } from "zod";
import { checkbox, type FieldErrors } from "~/utils/form-validation";
import { confirmPasswordField, emailField, MESSAGES, newPasswordField } from "~/utils/account-fields";

export const registerSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirm_password: confirmPasswordField,
    subscribe_blog: z.unknown().transform(checkbox),
  })
  .refine((v) => v.password === v.confirm_password || v.confirm_password === "", {
    message: MESSAGES.passwordsDiffer,
    path: ["confirm_password"],
  });

export type RegisterActionData = { errors: FieldErrors; values: { email: string; subscribe_blog: boolean }; formError?: string };
