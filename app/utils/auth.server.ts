/**
 * Who is signed in: the cookie session holds the tokens, and every session has a row in the sessions table — local
 * mode's own tokens, or remote mode's (the owner's API) by session id and salted token hashes — so sign-out, a
 * refused refresh, the 2 h idle timeout and the 12 h / 30 day lifetime end it whatever the cookie says.
 */
import { redirect } from "@remix-run/node";
import type { Session } from "@remix-run/node";
import type { LoginResult, Tokens } from "~/backend/contract";
import { BackendError, BackendUnavailableError, SessionExpiredError } from "~/backend/errors";
import { getBackend, type Backend } from "~/backend/index.server";
import {
  REMEMBER_ME_LIFETIME_MS,
  createRemoteSession,
  refreshSession,
  rememberSession,
  revokeSessionById,
  updateRemoteTokens,
  verifyRemoteSession,
  verifySessionTokens,
} from "~/models/sessions.server";
import { ensureLocalUser, getUserById, type UserProfile } from "~/models/users.server";
import { getEnv } from "./env.server";
import { getSession, sessionStorage } from "./session.server";

/** A remembered sign-in survives closing the browser for this long; otherwise the cookie dies with the browser session. */
const REMEMBER_ME_MAX_AGE_S = REMEMBER_ME_LIFETIME_MS / 1000;

interface AuthState {
  userId: number;
  /** The sessions row, so a password change can sign out every other device. */
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

const isRemote = () => Boolean(getEnv().API_BASE_URL);

/**
 * Writes the cookie. A remembered sign-in's Max-Age is what is left of the session's 30 days (the server ends it
 * then anyway); otherwise the cookie has none and dies with the browser session (the server ends it within 12 h).
 */
function writeCookie(session: Session, now = new Date()) {
  const expiresAt = session.get("expiresAt");
  if (session.get("remember") !== true) return sessionStorage().commitSession(session);
  const left = typeof expiresAt === "number" ? Math.round((expiresAt - now.getTime()) / 1000) : REMEMBER_ME_MAX_AGE_S;
  return sessionStorage().commitSession(session, { maxAge: Math.max(0, Math.min(left, REMEMBER_ME_MAX_AGE_S)) });
}

/**
 * The sign-in's cookie, tied to its server-side session: in remote mode a row is made for the owner's tokens; the
 * local row (made by the login) is found by its tokens. Remember-me stretches the fresh row to 30 days.
 */
async function commitAuthSession(session: Session, now = new Date()) {
  const userId = session.get("userId");
  const tokens = tokensOf(session);
  if (typeof userId === "number" && tokens && !session.get("sid")) {
    const persistent = session.get("remember") === true;
    const bound = isRemote()
      ? await createRemoteSession(userId, tokens, { persistent, now })
      : persistent
        ? await rememberSession(tokens, now)
        : await verifySessionTokens(tokens, now);
    if (bound) {
      session.set("sid", bound.sessionId);
      session.set("expiresAt", bound.expiresAt.getTime());
    }
  }
  return writeCookie(session, now);
}

async function readAuth(request: Request): Promise<AuthState | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  const tokens = tokensOf(session);
  if (typeof userId !== "number" || !tokens) return null;
  if (isRemote()) return readRemoteAuth(session, userId, tokens);
  const verified = await verifySessionTokens(tokens);
  if (!verified || verified.userId !== userId) return null;
  if (verified.accessValid) return { userId, tokens, sessionId: verified.sessionId };
  const fresh = await refreshSession(tokens.refresh_token);
  if (!fresh) return null;
  session.set("accessToken", fresh.access_token);
  session.set("refreshToken", fresh.refresh_token);
  return { userId, tokens: fresh, sessionId: verified.sessionId, setCookie: await writeCookie(session) };
}

/**
 * Remote mode: the session row must be live; once its access window (15 min) is over the owner's API is asked
 * through its refresh whether the tokens still stand. A refusal (a sign-out or password change upstream) ends the
 * session for good; an API that cannot answer right now is no verdict, so the next request asks again.
 */
async function readRemoteAuth(session: Session, userId: number, tokens: Tokens): Promise<AuthState | null> {
  const verified = await verifyRemoteSession(session.get("sid"), tokens);
  if (!verified || verified.userId !== userId) return null;
  const sessionId = verified.sessionId;
  if (verified.accessValid) return { userId, tokens, sessionId };
  let fresh: Tokens;
  try {
    fresh = await getBackend().refresh(tokens.refresh_token);
  } catch (error) {
    if (error instanceof BackendUnavailableError) return { userId, tokens, sessionId };
    if (!(error instanceof BackendError)) throw error;
    await revokeSessionById(sessionId);
    return null;
  }
  await updateRemoteTokens(sessionId, fresh);
  session.set("accessToken", fresh.access_token);
  session.set("refreshToken", fresh.refresh_token);
  return { userId, tokens: fresh, sessionId, setCookie: await writeCookie(session) };
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

/**
 * Whether the signed cookie holds a sign-in, without asking the database: enough to choose what the page's menus
 * offer (sign in, or the account's pages), and free for the visitors who send no cookie. A session the server has
 * ended since (idle timeout, sign-out elsewhere) still reads as signed in here; every page that acts on the account
 * checks with getAuth and sends such a visitor to sign in.
 */
export async function cookieHoldsSignIn(request: Request): Promise<boolean> {
  if (!request.headers.get("Cookie")) return false;
  const session = await getSession(request);
  return typeof session.get("userId") === "number" && tokensOf(session) !== null;
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
    ? // Keyed by the remote user's id, never by e-mail (a local row's address proves nothing).
      (await ensureLocalUser({ id: result.user.id, email: result.user.email, firstName: result.user.first_name, lastName: result.user.last_name })).id
    : result.user.id;
  const session = await sessionStorage().getSession();
  session.set("userId", userId);
  session.set("accessToken", result.access_token);
  session.set("refreshToken", result.refresh_token);
  session.set("remember", remember);
  return { userId, setCookie: await commitAuthSession(session) };
}

/** Ends the session on the server (its row, and the local tokens) and clears the cookie. */
export async function signOut(request: Request): Promise<string> {
  const session = await getSession(request);
  const tokens = tokensOf(session);
  const sid = session.get("sid");
  if (isRemote() && typeof sid === "string" && sid) await revokeSessionById(sid);
  if (tokens) await getBackend({ tokens }).logout(tokens);
  return sessionStorage().destroySession(session);
}

/**
 * The backend for a signed-in request: remote calls carry the bearer token, and a refresh on 401 is written back
 * to the cookie session and the session row; a refused refresh ends the session row. Call `commit()` for the
 * Set-Cookie to add to the response (undefined when nothing changed).
 */
export async function getBackendFor(request: Request) {
  const session = await getSession(request);
  const tokens = tokensOf(session);
  const sid = isRemote() && typeof session.get("sid") === "string" ? (session.get("sid") as string) : undefined;
  let changed = false;
  const pending: Array<Promise<unknown>> = [];
  const raw = getBackend({
    tokens,
    onTokensRefreshed(fresh) {
      session.set("accessToken", fresh.access_token);
      session.set("refreshToken", fresh.refresh_token);
      changed = true;
      if (sid) pending.push(updateRemoteTokens(sid, fresh));
    },
  });
  const backend = sid ? endingOnRefusal(raw, sid) : raw;
  return {
    backend,
    commit: async () => {
      await Promise.all(pending);
      return changed ? writeCookie(session) : undefined;
    },
  };
}

/** Every call that ends in SessionExpiredError (the owner's API refused the refresh) revokes the session row first. */
function endingOnRefusal(backend: Backend, sessionId: string): Backend {
  return new Proxy(backend, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args);
        } catch (error) {
          if (error instanceof SessionExpiredError) await revokeSessionById(sessionId);
          throw error;
        }
      };
    },
  });
}
