/** Field names shared by the form guards' markup and their server checks (app/utils/form-guards.server.ts); in utils, so server code need not import a component module. */
export const HONEYPOT_FIELD_NAME = "website_address";
export const SUBMISSION_KEY_FIELD_NAME = "submission_key";
/** The staff side's per-session form key (app/utils/staff-auth.server.ts): every staff POST carries it. */
export const STAFF_FORM_KEY_FIELD_NAME = "form_key";
