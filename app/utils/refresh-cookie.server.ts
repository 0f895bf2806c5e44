/**
 * The API's refresh cookie (spec §7: GET auth/refresh is "sent with credentials"): HttpOnly, so page scripts never
 * see the refresh token; Path=/api/auth, so it travels only to the refresh call; SameSite=Lax; Secure whenever the
 * site's cookies are; as long as an API session lives (12 h, sessions.server).
 */
import { SESSION_LIFETIME_MS } from "~/models/sessions.server";
import { getEnv } from "./env.server";

const REFRESH_COOKIE = "refresh_token";
const REFRESH_COOKIE_PATH = "/api/auth";
/** Longer than any token this site or a sane API issues; a longer value is refused unread. */
const MAX_TOKEN_LENGTH = 2048;

function attributes(maxAgeS: number) {
  return [`Path=${REFRESH_COOKIE_PATH}`, "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeS}`, ...(getEnv().cookieSecure ? ["Secure"] : [])].join("; ");
}

export function refreshCookie(token: string, maxAgeS = SESSION_LIFETIME_MS / 1000) {
  return `${REFRESH_COOKIE}=${encodeURIComponent(token)}; ${attributes(maxAgeS)}`;
}

/** The refresh token sent as a bearer token or the refresh cookie; undefined for none, or a malformed one (never throws). */
export function readRefreshToken(request: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  const raw = bearer
    ? bearer[1]
    : (request.headers.get("cookie") ?? "")
        .split(";")
        .map((c) => c.trim())
        .find((c) => c.startsWith(`${REFRESH_COOKIE}=`))
        ?.slice(REFRESH_COOKIE.length + 1);
  if (!raw || raw.length > MAX_TOKEN_LENGTH * 3) return undefined;
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (!token || token.length > MAX_TOKEN_LENGTH || /[\p{Cc} ]/u.test(token)) return undefined;
  return token;
}
