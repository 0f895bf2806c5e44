/**
 * The language switch: remembers the visitor's explicit choice in a cookie and goes to the same page,
 * query and filters in that language. A plain link, so it works without JavaScript; the page loads whole because
 * its language, direction and messages all change.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localeCookie } from "~/i18n/locale-cookie.server";
import { isLocale, localizePath } from "~/i18n/locales";
import { safeRedirect } from "~/utils/safe-redirect";
import { getEnv } from "~/utils/env.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lng } = params;
  if (!isLocale(lng)) throw new Response("Not found", { status: 404 });
  const next = safeRedirect(new URL(request.url).searchParams.get("next"), "/");
  return redirect(localizePath(next, lng), {
    status: 303,
    headers: { "Set-Cookie": await localeCookie.serialize(lng, { secure: getEnv().cookieSecure }), "Cache-Control": "no-store" },
  });
}
