/**
 * The address a visitor just registered, kept in their cookie session until they sign in: the sign-in page tells them
 * to open the link sent to it, fills it in, and offers to send the link again. Only the browser that registered holds
 * it (the cookie is signed), so "send again" can only reach the address this visitor typed; it is forgotten once the
 * link would have run out, and at sign-in (a new session) or when the address is confirmed here.
 */
import { getSession, sessionStorage } from "./session.server";

const KEY = "registered";
/** As long as a confirmation link works. */
const NOTICE_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface Registered {
  email: string;
  at: number;
}

function isRegistered(value: unknown): value is Registered {
  return typeof value === "object" && value !== null && typeof (value as Registered).email === "string" && typeof (value as Registered).at === "number";
}

/**
 * The Set-Cookie that remembers `email` as registered now, keeping what else the session holds (likes); undefined for
 * a signed-in session, whose cookie (and its lifetime) only sign-in writes.
 */
export async function rememberRegistration(request: Request, email: string, now = Date.now()): Promise<string | undefined> {
  const session = await getSession(request);
  if (session.has("userId")) return undefined;
  session.set(KEY, { email, at: now } satisfies Registered);
  return sessionStorage().commitSession(session);
}

/** The address registered in this browser within the last day, or null. */
export async function registeredAddress(request: Request, now = Date.now()): Promise<string | null> {
  if (!request.headers.get("Cookie")) return null;
  const value = (await getSession(request)).get(KEY);
  return isRegistered(value) && now - value.at < NOTICE_LIFETIME_MS ? value.email : null;
}

/** The Set-Cookie that forgets the registered address, or undefined when the session held none. */
export async function forgetRegistration(request: Request): Promise<string | undefined> {
  if (!request.headers.get("Cookie")) return undefined;
  const session = await getSession(request);
  if (!session.has(KEY) || session.has("userId")) return undefined;
  session.unset(KEY);
  return sessionStorage().commitSession(session);
}
