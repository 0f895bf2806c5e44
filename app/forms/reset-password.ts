/** Choosing a new password from a reset link: the registration's password rules. */
import { z } from "zod";
import { confirmPasswordField, MESSAGES, newPasswordField } from "~/utils/account-fields";
import { formValidator } from "./kit";

const resetPasswordSchema = z
  .object({ password: newPasswordField, confirm_password: confirmPasswordField })
  .refine((v) => v.password === v.confirm_password || v.confirm_password === "", {
    message: MESSAGES.passwordsDiffer,
    path: ["confirm_password"],
  });

export const resetPasswordValidator = formValidator(resetPasswordSchema);
