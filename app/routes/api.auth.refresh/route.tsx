/** GET /api/auth/refresh: a new access token for the refresh token sent as a bearer token or a cookie. */
import { getBackend } from "~/backend/index.server";
import { apiError, apiJson } from "~/utils/api.server";
import { getOnly } from "~/utils/api-route.server";

function refreshTokenOf(request: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  if (bearer) return bearer[1];
  const cookie = (request.headers.get("cookie") ?? "").split(/;\s*/).find((c) => c.startsWith("refresh_token="));
  return cookie ? decodeURIComponent(cookie.slice("refresh_token=".length)) : undefined;
}

const route = getOnly(async ({ request }) => {
  const token = refreshTokenOf(request);
  if (!token) return apiError(401, "Authentication credentials were not provided.");
  const tokens = await getBackend().refresh(token);
  return apiJson({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
});

export const loader = route.loader;
export const action = route.action;
