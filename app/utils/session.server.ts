/** The cookie session (httpOnly, SameSite=Lax, Secure in production, rotatable secrets) and the toast's own cookie. */
import { createCookieSessionStorage } from "@remix-run/node";
import { getEnv } from "./env.server";

function makeStorages() {
  const env = getEnv();
  const common = {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: env.cookieSecure,
    secrets: env.SESSION_SECRETS,
  };
  return {
    session: createCookieSessionStorage({ cookie: { name: "__session", ...common } }),
    toast: createCookieSessionStorage({ cookie: { name: "__toast", ...common } }),
  };
}

let storages: ReturnType<typeof makeStorages> | undefined;

export function sessionStorage() {
  storages ??= makeStorages();
  return storages.session;
}

export function toastSessionStorage() {
  storages ??= makeStorages();
  return storages.toast;
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}
