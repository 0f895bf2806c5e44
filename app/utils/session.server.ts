/**
 * The cookie session (httpOnly, SameSite=Lax, Secure in production, rotatable secrets) and the toast's own cookie.
 * Secure cookies carry the __Host- prefix (the browser then insists on Secure, Path=/ and no Domain, so no
 * subdomain or plain-http page can plant or overwrite them); plain-http test runs use __session and __toast.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { getEnv, type Env } from "./env.server";

function cookieName(base: "session" | "toast", secure: boolean) {
  return secure ? `__Host-${base}` : `__${base}`;
}

export function createStorages(env: Pick<Env, "cookieSecure" | "SESSION_SECRETS">) {
  const common = {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: env.cookieSecure,
    secrets: env.SESSION_SECRETS,
  };
  return {
    session: createCookieSessionStorage({ cookie: { name: cookieName("session", env.cookieSecure), ...common } }),
    toast: createCookieSessionStorage({ cookie: { name: cookieName("toast", env.cookieSecure), ...common } }),
  };
}

let storages: ReturnType<typeof createStorages> | undefined;

export function sessionStorage() {
  storages ??= createStorages(getEnv());
  return storages.session;
}

export function toastSessionStorage() {
  storages ??= createStorages(getEnv());
  return storages.toast;
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}
