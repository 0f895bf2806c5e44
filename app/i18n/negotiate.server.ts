/**
 * The first visit: the home page at / sends a visitor who prefers Arabic to /ar, by their explicit choice
 * (the cookie) or else Accept-Language, through remix-i18next's detector. Only the bare home page does: every other
 * address names its language, so a shared link or a search engine always gets the language it links to. Runs
 * before the page cache, which would otherwise answer / in English to everyone without a cookie.
 */
import type { NextFunction, Request, Response } from "express";
import { RemixI18Next } from "remix-i18next/server";
import { localeCookie } from "./locale-cookie.server";
import { DEFAULT_LOCALE, isLocale, LOCALES, localizePath, type Locale } from "./locales";

const detector = new RemixI18Next({
  detection: { supportedLanguages: [...LOCALES], fallbackLanguage: DEFAULT_LOCALE, cookie: localeCookie, order: ["cookie", "header"] },
});

export async function homeLanguageRedirect(req: Request, res: Response, next: NextFunction) {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== "/") return next();
  res.vary("Accept-Language");
  try {
    const headers = new Headers();
    if (req.headers.cookie) headers.set("Cookie", req.headers.cookie);
    if (req.headers["accept-language"]) headers.set("Accept-Language", req.headers["accept-language"]);
    const locale = await detector.getLocale(new Request("http://site.invalid/", { headers }));
    if (locale !== DEFAULT_LOCALE && LOCALES.includes(locale as (typeof LOCALES)[number])) {
      const query = req.originalUrl.slice(req.path.length);
      res.set("Cache-Control", "private, no-cache");
      return res.redirect(302, localizePath(`/${query}`, locale as (typeof LOCALES)[number]));
    }
  } catch {
    // A malformed header is no reason to refuse the page: English, as for anyone else.
  }
  next();
}

/**
 * The language an API call asks for in Accept-Language: the first supported language by quality, then by
 * order; English when none is (or the header is missing, malformed or absurdly long). "ar-OM" and "ar" are Arabic.
 */
export function acceptedLocale(request: { headers: Headers }): Locale {
  const header = request.headers.get("accept-language");
  if (!header || header.length > 1000) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
