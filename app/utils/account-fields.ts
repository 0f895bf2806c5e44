/** The account forms' shared fields and messages (spec §5 and §8), used by the schemas on both sides. */
import { z } from "zod";

/**
 * Spec §5: a simple address, case-insensitive, with a top-level part of at least 2 letters. The one pattern of every
 * form; it is the API's (backend/api-schemas.ts), so no form takes an address the API would refuse.
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

export const emailField = z.string().trim().max(254, MESSAGES.invalidEmail).regex(EMAIL_PATTERN, MESSAGES.invalidEmail);

/** A new password: at least 8 characters; argon2 takes any length, but 200 keeps hashing cheap for the server. */
export const newPasswordField = z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort).max(200, "Password must be at most 200 characters");

export const confirmPasswordField = z.string().min(1, MESSAGES.confirmRequired);
