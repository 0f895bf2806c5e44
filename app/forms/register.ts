/**
 * Registration (spec §5): one schema for the form, its action, /api/v1 and the OpenAPI document; 'Passwords do not
 * match' shows on the confirm field.
 */
import { z } from "zod";
import { confirmPasswordField, email, MESSAGES, newPasswordField } from "~/utils/account-fields";
import { checkbox, formValidator } from "./kit";

export const REGISTER_FORM_ID = "register";

/** A valid address and a password of at least 8 characters, typed twice. */
export const RegisterFields = z.object({ email: email(), password: newPasswordField, confirm_password: confirmPasswordField });

/** 'Passwords do not match', on the confirm field, once a confirmation was typed. */
function passwordsMatch<S extends z.ZodType<{ password: string; confirm_password: string }>>(schema: S): z.ZodEffects<S> {
  return schema.superRefine((fields, ctx) => {
    if (fields.confirm_password && fields.password !== fields.confirm_password) {
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: MESSAGES.passwordsDiffer });
    }
  }) as z.ZodEffects<S>;
}

export const RegisterPayload = passwordsMatch(RegisterFields);

const registerSchema = passwordsMatch(
  RegisterFields.extend({
    subscribe_blog: z.unknown().transform(checkbox),
    // Where the visitor was before registering: sign-in takes them back there (through safeRedirect).
    redirectTo: z.string().optional(),
  }),
);

export const registerValidator = formValidator(registerSchema);

/** The fields the backend may name in a refusal. */
export const REGISTER_FIELDS = ["email", "password", "confirm_password"] as const;
