/** The profile form: names, occupation, e-mail, phone with its country code, and an optional password change. */
import { z } from "zod";
import { emailField, MESSAGES, MIN_PASSWORD_LENGTH } from "~/utils/account-fields";
import { formValidator } from "./kit";

export const PROFILE_FORM_ID = "profile";
/** The picture's form is a plain upload form; its answer names it so the details form ignores it. */
export const AVATAR_FORM_ID = "avatar";

export const COUNTRY_CODES = ["+971", "+90", "+1"] as const;

export const PROFILE_MESSAGES = {
  updated: "Profile updated successfully",
  pictureUpdated: "Profile picture updated",
  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "Current password is incorrect",
  phoneInvalid: "Please enter a valid phone number",
  countryCode: "Please choose a country code",
  tooManyLinks: "You asked for several confirmation links in a short time. Please wait a minute and try again.",
  alreadyConfirmed: "Your e-mail address is confirmed",
  linkSent: (email: string) => `We sent a confirmation link to ${email}`,
  emailHint: "Changing it needs your current password; the new address counts once you open the link we send to it.",
} as const;

const text = (label: string) => z.string().trim().max(100, `${label} must be at most 100 characters`);

export const profileSchema = z
  .object({
    first_name: text("First name"),
    last_name: text("Last name"),
    occupation: text("Occupation"),
    email: emailField,
    phone_country_code: z.enum(COUNTRY_CODES, { errorMap: () => ({ message: PROFILE_MESSAGES.countryCode }) }),
    phone_number: z
      .string()
      .trim()
      .regex(/^$|^[0-9][0-9 -]{3,18}[0-9]$/, PROFILE_MESSAGES.phoneInvalid),
    current_password: z.string().max(200).default(""),
    new_password: z.string().max(200, "Password must be at most 200 characters").default(""),
  })
  .superRefine((v, ctx) => {
    if (!v.new_password) return;
    if (v.new_password.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: "custom", path: ["new_password"], message: MESSAGES.passwordTooShort });
    if (!v.current_password) ctx.addIssue({ code: "custom", path: ["current_password"], message: PROFILE_MESSAGES.currentPasswordRequired });
  });

export const profileValidator = formValidator(profileSchema);

export type ProfileValues = Omit<z.input<typeof profileSchema>, "current_password" | "new_password">;
