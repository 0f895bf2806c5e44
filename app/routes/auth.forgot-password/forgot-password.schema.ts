/** The forgotten-password request: just a valid e-mail address. */
import { z } from "zod";
import { emailField } from "~/utils/account-fields";

export const forgotPasswordSchema = z.object({ email: emailField });

export const RESET_REQUESTED_MESSAGE = "If an account exists for this address, we have sent it a link to reset the password.";
