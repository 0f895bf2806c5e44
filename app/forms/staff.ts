/**
 * The staff workspace's forms: sign-in (password, then a code), the one-time set-up, and the team page's
 * invitation, roles and access forms. Role checkboxes are one field per role (role_admin, role_sales…): the site's
 * forms use plain field names only (kit.ts).
 */
import { z } from "zod";
import type { StaffRole } from "~/db/schema";
import { confirmPasswordField, emailField, MESSAGES, newPasswordField } from "~/utils/account-fields";
import { safeRedirect } from "~/utils/safe-redirect";
import { checkbox, formValidator } from "./kit";

export const STAFF_MESSAGES = {
  /** One answer for every failed sign-in step, whatever the cause. */
  signInFailed: "Wrong e-mail, password or code.",
  codeRequired: "Enter the code from your authenticator app or a recovery code.",
  setupCodeInvalid: "Enter the 6-digit code from your authenticator app.",
  setupCodeWrong: "That code did not match. Check your device's clock and try the newest code.",
  setupLinkInvalid: "This set-up link is invalid, used or expired. Ask your administrator for a new one.",
  nameRequired: "Enter your name.",
  nameTooLong: "Your name must be at most 100 characters.",
  roleRequired: "Choose at least one role.",
  memberExists: "This address already has an active staff account.",
  ownAdmin: "You cannot take away your own admin role.",
  self: "You cannot disable your own account.",
  memberMissing: "This member no longer exists.",
} as const;

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  sales: "Sales",
  hr: "HR",
  communications: "Communications",
  editor: "Editor",
};

/** The roles in the product's order (the labels' keys: TypeScript checks every role has one). Not imported from the
 * schema, which must not reach the browser's bundle. */
export const ROLES = Object.keys(ROLE_LABELS) as StaffRole[];

export const roleFieldName = (role: StaffRole) => `role_${role}` as const;

/**
 * Where a staff form may send the member afterwards: a path of this site under /staff (through safeRedirect), else
 * /staff. The sign-in pages are never a target (signing in again would loop).
 */
export function staffRedirectTarget(to: unknown): string {
  const safe = safeRedirect(typeof to === "string" ? to : null, "/staff");
  const path = safe.split(/[?#]/)[0];
  if (path !== "/staff" && !path.startsWith("/staff/")) return "/staff";
  if (path === "/staff/sign-in" || path.startsWith("/staff/sign-in/") || path === "/staff/sign-out") return "/staff";
  return safe;
}

const redirectTo = z.unknown().transform(staffRedirectTarget);

export const STAFF_SIGN_IN_FORM_ID = "staff-sign-in";

export const staffSignInValidator = formValidator(
  z.object({
    email: emailField,
    password: z.string().min(1, MESSAGES.passwordRequired).max(200, MESSAGES.passwordRequired),
    redirectTo,
  }),
);

export const STAFF_CODE_FORM_ID = "staff-code";

export const staffCodeValidator = formValidator(
  z.object({
    // A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces a phone app shows between groups are dropped.
    code: z
      .string()
      .transform((value) => value.replace(/\s+/g, ""))
      .pipe(z.string().min(1, STAFF_MESSAGES.codeRequired).max(32, STAFF_MESSAGES.signInFailed)),
    redirectTo,
  }),
);

export const STAFF_SETUP_FORM_ID = "staff-setup";

export const staffSetupValidator = formValidator(
  z
    .object({
      name: z.string().trim().min(1, STAFF_MESSAGES.nameRequired).max(100, STAFF_MESSAGES.nameTooLong),
      password: newPasswordField,
      confirm_password: confirmPasswordField,
      code: z
        .string()
        .transform((value) => value.replace(/\s+/g, ""))
        .pipe(z.string().regex(/^\d{6}$/, STAFF_MESSAGES.setupCodeInvalid)),
      // The page's own hidden field: a tampered one fails the unsealing, not the schema.
      sealedSecret: z.string().min(1).max(500),
    })
    .refine((v) => v.password === v.confirm_password || v.confirm_password === "", {
      message: MESSAGES.passwordsDiffer,
      path: ["confirm_password"],
    }),
);

/** The role checkboxes as a list of roles, in the product's order. */
const roleBoxes = Object.fromEntries(ROLES.map((role) => [roleFieldName(role), z.unknown().transform(checkbox)])) as Record<
  ReturnType<typeof roleFieldName>,
  z.ZodEffects<z.ZodUnknown, boolean>
>;

function rolesOf(boxes: Record<string, unknown>): StaffRole[] {
  return ROLES.filter((role) => boxes[roleFieldName(role)] === true);
}

export const STAFF_INVITE_FORM_ID = "staff-invite";

export const staffInviteValidator = formValidator(
  z
    .object({ intent: z.literal("invite"), email: emailField, ...roleBoxes })
    .transform((v) => ({ email: v.email, roles: rolesOf(v) }))
    .refine((v) => v.roles.length > 0, { message: STAFF_MESSAGES.roleRequired, path: ["roles"] }),
);

const staffId = z.coerce.number().int().positive().max(2_147_483_647);

/** One roles form per member on the team page: its id names the member, so an answer finds its form. */
export const staffRolesFormId = (id: number) => `staff-roles-${id}`;

export const staffRolesValidator = formValidator(
  z
    .object({ intent: z.literal("roles"), staffId, ...roleBoxes })
    .transform((v) => ({ staffId: v.staffId, roles: rolesOf(v) }))
    .refine((v) => v.roles.length > 0, { message: STAFF_MESSAGES.roleRequired, path: ["roles"] }),
);

export const staffAccessFormId = (id: number) => `staff-access-${id}`;

export const staffAccessValidator = formValidator(
  z.object({ intent: z.enum(["disable", "enable"]), staffId }).transform((v) => ({ staffId: v.staffId, disabled: v.intent === "disable" })),
);

/** The audit log's filters, read from the URL: anything malformed is dropped, never an error page. */
export function auditFilterFrom(params: URLSearchParams) {
  const action = (params.get("action") ?? "").trim().slice(0, 100);
  const actor = (params.get("actor") ?? "").trim().slice(0, 254);
  const beforeText = params.get("before") ?? "";
  const before = /^\d{1,10}$/.test(beforeText) ? Number(beforeText) : undefined;
  return {
    action: /^[a-z0-9._-]+$/i.test(action) ? action : undefined,
    actor: actor || undefined,
    before: before && before <= 2_147_483_647 ? before : undefined,
  };
}

/** The mail page's "Send again" on a failed message. */
export const mailResendValidator = formValidator(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }));
