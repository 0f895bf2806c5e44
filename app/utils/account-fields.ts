/** The account forms' shared fields and messages (spec §5 and §8), used by the schemas on both sides. */
import { z } from "zod";

/**
 * Spec §5: a simple address, case-insensitive, with a top-level part of at least 2 letters. The one pattern of every
 * form and of the API (both check the same payload schemas, app/forms).
 */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const MESSAGES = {
  invalidEmail: "Invalid email address",
  // The old site said 'Password must be at least 8 characters' for an empty sign-in password; this says what is checked.
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  confirmRequired: "Confirm Password is required",
  passwordsDiffer: "Passwords do not match",
  loginSuccess: "Logged in successfully",
  loginFailed: "Login failed",
  registerSuccess: "Registered successfully",
  registerFailed: "Registration failed",
} as const;

export const MIN_PASSWORD_LENGTH = 8;

/** An e-mail address: `requiredMessage` when missing or blank, 'Invalid email address' when it does not match. */
export function email(requiredMessage: string = MESSAGES.invalidEmail) {
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, MESSAGES.invalidEmail);
}

export const emailField = email();

/** A password being checked, not chosen: any text up to the longest a new one may be. */
export const passwordField = z
  .string({ required_error: MESSAGES.passwordRequired, invalid_type_error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(200, "Password must be at most 200 characters");

/** A new password: at least 8 characters; argon2 takes any length, but 200 keeps hashing cheap for the server. */
export const newPasswordField = z
  .string({ required_error: MESSAGES.passwordTooShort, invalid_type_error: MESSAGES.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
  .max(200, "Password must be at most 200 characters");

export const confirmPasswordField = z
  .string({ required_error: MESSAGES.confirmRequired, invalid_type_error: MESSAGES.confirmRequired })
  .min(1, MESSAGES.confirmRequired);
