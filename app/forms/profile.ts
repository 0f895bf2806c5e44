/**
 * The profile form: names, occupation, e-mail, phone with its country calling code, and an optional password change.
 * The calling codes are every country's (libphonenumber-js, on the server: ~/utils/calling-codes.server); the schema
 * is made for the list it is given, so the page's validator checks the codes its select offers without shipping the
 * library's metadata to the browser, and the action checks against the library's own list.
 */
import { z } from "zod";
import { emailField, MESSAGES, MIN_PASSWORD_LENGTH } from "~/utils/account-fields";
import { formValidator } from "./kit";

export const PROFILE_FORM_ID = "profile";
/** The picture's form is a plain upload form; its answer names it so the details form ignores it. */
export const AVATAR_FORM_ID = "avatar";

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
  /** Signed out, the answer must not tell whether the address still has an account waiting. */
  linkResent: (email: string) => `If ${email} is still waiting for confirmation, we have sent it a new link.`,
  emailHint: "Changing it needs your current password; the new address counts once you open the link we send to it.",
} as const;

const text = (label: string) => z.string().trim().max(100, `${label} must be at most 100 characters`);

/** The profile form's schema, taking any code of `callingCodes` ("+968", "+44", …). */
function profileSchemaFor(callingCodes: readonly string[]) {
  const known = new Set(callingCodes);
  return z
    .object({
      first_name: text("First name"),
      last_name: text("Last name"),
      occupation: text("Occupation"),
      email: emailField,
      phone_country_code: z.string({ errorMap: () => ({ message: PROFILE_MESSAGES.countryCode }) }).refine((code) => known.has(code), PROFILE_MESSAGES.countryCode),
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
}

export function profileValidatorFor(callingCodes: readonly string[]) {
  return formValidator(profileSchemaFor(callingCodes));
}

export type ProfileValues = Omit<z.input<ReturnType<typeof profileSchemaFor>>, "current_password" | "new_password">;
