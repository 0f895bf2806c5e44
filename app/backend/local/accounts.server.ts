/** LocalBackend, accounts: login, registration, token refresh and logout. */
import type { AccountsBackend } from "../backend";
import { BackendError } from "../errors";

export const localAccounts: AccountsBackend = {
  async login() {
    throw new BackendError("Login failed", 503);
  },
  async register() {
    throw new BackendError("Registration failed", 503);
  },
  async refresh() {
    throw new BackendError("Login failed", 401);
  },
  async logout() {},
};
