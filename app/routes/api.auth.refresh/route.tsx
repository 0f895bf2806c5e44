/**
 * GET /api/auth/refresh: a new access token for the refresh token sent as the HttpOnly refresh cookie the API
 * sign-in set (spec §7, "with credentials") or as a bearer token. Missing, malformed, unknown, revoked or expired:
 * 401 in the API's shape.
 */
import { getBackend } from "~/backend/index.server";
import { apiError, apiJson } from "~/utils/api.server";
import { getOnly } from "~/utils/api-route.server";
import { readRefreshToken, refreshCookie } from "~/utils/refresh-cookie.server";

const route = getOnly(async ({ request }) => {
  const token = readRefreshToken(request);
  if (!token) return apiError(401, "Authentication credentials were not provided.");
  const tokens = await getBackend().refresh(token);
  // The refresh token stays in its cookie; a new one (an owner's API that rotates them) replaces it there.
  const headers = tokens.refresh_token && tokens.refresh_token !== token ? { "Set-Cookie": refreshCookie(tokens.refresh_token) } : undefined;
  return apiJson({ access_token: tokens.access_token }, { headers });
});

export const loader = route.loader;
export const action = route.action;
