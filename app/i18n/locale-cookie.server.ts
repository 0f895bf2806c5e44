/**
 * The cookie of a visitor's explicit choice in the language switch, kept for a year. It is written with
 * the site's Secure setting (env.cookieSecure: on in production).
 */
import { createCookie } from "@remix-run/node";
import { LOCALE_COOKIE } from "./locales";

export const localeCookie = createCookie(LOCALE_COOKIE, {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 365 * 24 * 60 * 60,
});
