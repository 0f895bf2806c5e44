/** RemoteBackend, accounts (spec §7): login, registration and the token refresh. */
import { z } from "zod";
import type { AccountsBackend } from "../backend";
import { User } from "../contract";
import { BackendError, SessionExpiredError } from "../errors";
import { refreshCookieOf, type RemoteClient } from "./client.server";

const LoginAnswer = z
  .object({
    user: User.passthrough(),
    access_token: z.string(),
    refresh_token: z.string().optional(),
  })
  .or(
    z
      .object({ data: z.object({ user: User.passthrough(), access_token: z.string(), refresh_token: z.string().optional() }) })
      .transform((b) => b.data),
  );

export function remoteAccounts(client: RemoteClient): AccountsBackend {
  return {
    async login(payload) {
      const { body, headers } = await client.request("POST", "v1/account/login/", { json: payload, schema: LoginAnswer });
      // Spec §7 answers user and access_token; the refresh token travels in the HttpOnly refresh_token cookie.
      return { user: body.user, access_token: body.access_token, refresh_token: body.refresh_token ?? (headers && refreshCookieOf(headers)) ?? "" };
    },
    async register({ email, password, confirm_password }, sender) {
      const { status, body } = await client.request("POST", "v1/account/user-register/", {
        json: { email, password, confirm_password },
        schema: z.object({ message: z.string().optional() }).passthrough().nullable(),
        locale: sender?.locale,
      });
      if (status >= 300) throw new BackendError("Registration failed", status);
      return { status, message: body?.message || "Registered successfully" };
    },
    async refresh(refreshToken) {
      const tokens = await client.refreshTokens(refreshToken);
      if (!tokens) throw new SessionExpiredError();
      return tokens;
    },
    async logout() {
      // The owner's API has no logout call: forgetting the tokens in the session is the logout.
    },
  };
}
