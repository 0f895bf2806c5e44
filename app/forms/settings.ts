/** Settings forms: change the password, the newsletter choice, and deleting the account (confirmed with the password). */
import { z } from "zod";
import { confirmPasswordField, MESSAGES, newPasswordField } from "~/utils/account-fields";
import { checkbox, formValidator } from "./kit";

export const CHANGE_PASSWORD_FORM_ID = "change-password";
export const NEWSLETTER_FORM_ID = "newsletter";
export const DELETE_ACCOUNT_FORM_ID = "delete-account";

export const SETTINGS_MESSAGES = {
  currentRequired: "Current password is required",
  currentWrong: "Current password is incorrect",
  passwordChanged: "Your password has been changed",
  newsletterSaved: "Your newsletter choice has been saved",
  accountDeleted: "Your account and its personal data have been deleted",
} as const;

const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    current_password: z.string().min(1, SETTINGS_MESSAGES.currentRequired).max(200),
    new_password: newPasswordField,
    confirm_password: confirmPasswordField,
  })
  .refine((v) => v.new_password === v.confirm_password || v.confirm_password === "", {
    message: MESSAGES.passwordsDiffer,
    path: ["confirm_password"],
  });

const newsletterSchema = z.object({ intent: z.literal("newsletter"), subscribe_blog: z.unknown().transform(checkbox) });

const deleteAccountSchema = z.object({
  intent: z.literal("delete"),
  current_password: z.string().min(1, SETTINGS_MESSAGES.currentRequired).max(200),
});

export const changePasswordValidator = formValidator(changePasswordSchema);
export const newsletterValidator = formValidator(newsletterSchema);
export const deleteAccountValidator = formValidator(deleteAccountSchema);
