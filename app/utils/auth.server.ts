/** Who is signed in: the cookie session holds the tokens; locally they are checked against the sessions table. */
import { redirect } from "@remix-run/node";
import type { Session } from "@remix-run/node";
import type { LoginResult, Tokens } from "~/backend/contract";
import { getBackend } from "~/backend/index.server";
import { refreshSession, verifySessionTokens } from "~/models/sessions.server";
import { ensureLocalUser, getUserById, type UserProfile } from "~/models/users.server";
import { getEnv } from "./env.server";
import { getSession, sessionStorage } from "./session.server";

/** A remembered sign-in survives closing the browser for this long; otherwise the cookie dies with the browser session. */
export const REMEMBER_ME_MAX_AGE_S = 30 * 24 * 60 * 60;

interface AuthState {
  userId: number;
  /** The sessions row (local mode), so a password change can sign out every other device. */
  sessionId?: string;
  tokens: Tokens;
  /** Set when the access token was refreshed: the response must carry it so the browser keeps the new token. */
  setCookie?: string;
}

function tokensOf(session: Session): Tokens | null {
  const access_token = session.get("accessToken");
  const refresh_token = session.get("refreshToken");
  if (typeof access_token !== "string" || typeof refresh_token !== "string" || !refresh_token) return null;
  return { access_token, refresh_token };
}

export function commitAuthSession(session: Session) {
  return sessionStorage().commitSession(session, session.get("remember") ? { maxAge: REMEMBER_ME_MAX_AGE_S } : undefined);
}

async function readAuth(request: Request): Promise<AuthState | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  const tokens = tokensOf(session);
  if (typeof userId !== "number" || !tokens) return null;
  // The owner's API checks its own tokens on every call (and refreshes on 401); the signed cookie names the local user.
  if (getEnv().API_BASE_URL) return { userId, tokens };
  const verified = await verifySessionTokens(tokens);
  if (!verified || verified.userId !== userId) return null;
  if (verified.accessValid) return { userId, tokens, sessionId: verified.sessionId };
  const fresh = await refreshSession(tokens.refresh_token);
  if (!fresh) return null;
  session.set("accessToken", fresh.access_token);
  session.set("refreshToken", fresh.refresh_token);
  return { userId, tokens: fresh, sessionId: verified.sessionId, setCookie: await commitAuthSession(session) };
}

// A document request runs several loaders with the same Request: check the tokens once.
const cache = new WeakMap<Request, Promise<AuthState | null>>();
export function getAuth(request: Request): Promise<AuthState | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = readAuth(request);
    cache.set(request, pending);
  }
  return pending;
}

/** The signed-in user's id, or null for an anonymous visitor (or a revoked, expired or forged session). */
export async function getUserId(request: Request): Promise<number | null> {
  return (await getAuth(request))?.userId ?? null;
}

function loginRedirect(request: Request, redirectTo?: string) {
  const url = new URL(request.url);
  const back = redirectTo ?? `${url.pathname}${url.search}`;
  return redirect(`/auth/login?${new URLSearchParams({ redirectTo: back })}`);
}

/** The user's id, or a redirect to sign-in that comes back here afterwards. */
export async function requireUserId(request: Request, { redirectTo }: { redirectTo?: string } = {}): Promise<number> {
  const auth = await getAuth(request);
  if (!auth) throw loginRedirect(request, redirectTo);
  return auth.userId;
}

export async function requireUser(request: Request): Promise<{ user: UserProfile; setCookie?: string }> {
  const auth = await getAuth(request);
  const user = auth ? await getUserById(auth.userId) : null;
  if (!auth || !user) throw loginRedirect(request);
  return { user, setCookie: auth.setCookie };
}

/** Sign-in and registration pages are for visitors who are not signed in. */
export async function requireAnonymous(request: Request) {
  if (await getUserId(request)) throw redirect("/profile");
}

/**
 * The sign-in's cookie: always a brand-new session (never the anonymous one, so a planted session id is worthless),
 * holding the tokens; remember-me makes it persistent, otherwise it ends with the browser session.
 */
export async function createAuthCookie(result: LoginResult, { remember }: { remember: boolean }): Promise<{ userId: number; setCookie: string }> {
  const userId = getEnv().API_BASE_URL
    ? (await ensureLocalUser(result.user.email, { firstName: result.user.first_name, lastName: result.user.last_name })).id
    : result.user.id;
  const session = await sessionStorage().getSession();
  session.set("userId", userId);
  session.set("accessToken", result.access_token);
  session.set("refreshToken", result.refresh_token);
  session.set("remember", remember);
  return { userId, setCookie: await commitAuthSession(session) };
}

/** Revokes the session's tokens on the server (locally) and clears the cookie. */
export async function signOut(request: Request): Promise<string> {
  const session = await getSession(request);
  const tokens = tokensOf(session);
  if (tokens) await getBackend({ tokens }).logout(tokens);
  return sessionStorage().destroySession(session);
}

/**
 * The backend for a signed-in request: remote calls carry the bearer token, and a refresh on 401 is written back
 * to the cookie session. Call `commit()` for the Set-Cookie to add to the response (undefined when nothing changed).
 */
export async function getBackendFor(request: Request) {
  const session = await getSession(request);
  const tokens = tokensOf(session);
  let changed = false;
  const backend = getBackend({
    tokens,
    onTokensRefreshed(fresh) {
      session.set("accessToken", fresh.access_token);
      session.set("refreshToken", fresh.refresh_token);
      changed = true;
    },
  });
  return { backend, commit: async () => (changed ? commitAuthSession(session) : undefined) };
}
