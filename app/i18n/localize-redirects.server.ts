/**
 * A redirect answered to a request under /ar goes to the Arabic page: the routes are the English ones'
 * modules, and their actions and loaders redirect to English addresses ("/profile", "/auth/login?redirectTo=…").
 * Covers the Location of a document response and the X-Remix-Redirect of a data request; addresses without an
 * Arabic twin (files, the API, other sites) and the language switch (/language/…, not under /ar) are left alone.
 */
import type { NextFunction, Request, Response } from "express";
import { DEFAULT_LOCALE, localeOfPath, localizePath } from "./locales";

const REDIRECT_HEADERS = new Set(["location", "x-remix-redirect"]);

export function localizeRedirects(req: Request, res: Response, next: NextFunction) {
  const locale = localeOfPath(req.path);
  if (locale === DEFAULT_LOCALE) return next();
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    setHeader(name, REDIRECT_HEADERS.has(name.toLowerCase()) && typeof value === "string" ? localizePath(value, locale) : value);
  next();
}
