/** POST /api/v1/account/login/: email and password in, user and tokens out. */
import { getBackend } from "~/backend/index.server";
import { LoginPayload } from "~/forms/login";
import { apiError, apiJson } from "~/utils/api.server";
import { postOnly, readJsonBody } from "~/utils/api-route.server";
import { refreshCookie } from "~/utils/refresh-cookie.server";
import { AccountLockedError, withAccountFailureLimit } from "~/utils/rate-limit.server";

function accountLockedAnswer(error: AccountLockedError) {
  const answer = apiError(429, error.message);
  answer.headers.set("Retry-After", String(error.retryAfter));
  return answer;
}

const route = postOnly(async ({ request }) => {
  const body = await readJsonBody(request, LoginPayload);
  // The page's per-account failure limit, here too: only wrong passwords count (429 with Retry-After at the limit).
  const result = await withAccountFailureLimit("login", body.email, () => getBackend().login(body)).catch((error) => {
    if (error instanceof AccountLockedError) throw accountLockedAnswer(error);
    throw error;
  });
  // Spec §7: user and access_token; the refresh token goes only into the HttpOnly cookie GET /api/auth/refresh reads.
  const headers = result.refresh_token ? { "Set-Cookie": refreshCookie(result.refresh_token) } : undefined;
  return apiJson({ status: 200, message: "Logged in successfully", user: result.user, access_token: result.access_token }, { headers });
}, "auth");

export const loader = route.loader;
export const action = route.action;
