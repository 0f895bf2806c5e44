/** What the HTTP layer's set-up and its test files agree on. */
export const FIRST_ADMIN = "first.admin@sahel.example.om";
export const STAFF_SETUP_SUBJECT = /^Set up your .+ staff account$/;
export const STAFF_PASSWORD = "staff passphrase 4 tests";
export const STAFF_COOKIE = "__staff";
export const HTTP_SESSION_SECRET = "http-secret-0123456789abcdef";
