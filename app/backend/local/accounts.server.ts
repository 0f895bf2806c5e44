/**
 * LocalBackend, accounts: argon2id login, registration (unverified until the address answers its link; a known
 * address answers the same), opaque tokens stored hashed, refresh and revoking logout.
 */
import type { AccountsBackend } from "../backend";
import { BackendError } from "../errors";
import { issueEmailVerification, notifyRegistrationAttempt } from "~/models/email-verifications.server";
import { createSession, refreshSession, revokeSession } from "~/models/sessions.server";
import { createUser, verifyLogin } from "~/models/users.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "~/utils/common-passwords.server";

const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";

export const localAccounts: AccountsBackend = {
  async login({ email, password }) {
    const user = await verifyLogin(email, password);
    if (!user) throw new BackendError(INVALID_CREDENTIALS_MESSAGE, 401);
    const { access_token, refresh_token } = await createSession(user.id);
    return { user: { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName }, access_token, refresh_token };
  },
  async register({ email, password, confirm_password, subscribe_blog }, sender) {
    const fieldErrors: Record<string, string[]> = {};
    if (password.length < 8) fieldErrors.password = ["Password must be at least 8 characters"];
    else if (isCommonPassword(password)) fieldErrors.password = [COMMON_PASSWORD_MESSAGE];
    if (password !== confirm_password) fieldErrors.confirm_password = ["Passwords do not match"];
    if (Object.keys(fieldErrors).length) throw new BackendError("Registration failed", 400, fieldErrors);
    // A known address answers exactly like a new one (no probing for accounts); its owner gets a note instead.
    const user = await createUser({ email, password, subscribeBlog: subscribe_blog, locale: sender?.locale });
    if (user) await issueEmailVerification(user.id, user.email);
    else await notifyRegistrationAttempt(email);
    return { status: 201, message: "Registered successfully" };
  },
  async refresh(refreshToken) {
    const tokens = await refreshSession(refreshToken);
    if (!tokens) throw new BackendError("Your session has expired. Please sign in again.", 401);
    return tokens;
  },
  async logout(tokens) {
    await revokeSession(tokens);
  },
};
