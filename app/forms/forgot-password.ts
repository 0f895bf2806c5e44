/** The forgotten-password request: just a valid e-mail address. */
import { z } from "zod";
import { emailField } from "~/utils/account-fields";
import { formValidator } from "./kit";

export const FORGOT_PASSWORD_FORM_ID = "forgot-password";

const forgotPasswordSchema = z.object({ email: emailField });

export const forgotPasswordValidator = formValidator(forgotPasswordSchema);

export const RESET_REQUESTED_MESSAGE = "If an account exists for this address, we have sent it a link to reset the password.";
