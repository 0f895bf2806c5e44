/**
 * The site's languages. English keeps today's addresses; Arabic lives under /ar. The language of a page is
 * always in its address, so a shared link or a search engine gets the language it links to.
 */
import { safeRedirect } from "../utils/safe-redirect";

export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The cookie that remembers a visitor's explicit choice in the language switch. */
export const LOCALE_COOKIE = "lng";

const PREFIX: Record<Locale, string> = { en: "", ar: "/ar" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function direction(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** The language a path is in: /ar and /ar/… are Arabic, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/ar" || pathname.startsWith("/ar/") ? "ar" : "en";
}

/** The language of the page a request is for (its address). */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/**
 * The path without its language prefix: /ar/solutions → /solutions, /ar → /. Always a path of this site: taking
 * "/ar" off "/ar//host" or "/ar/\host" would leave another site's address, so what is left goes through the same
 * guard as any redirect, and a path that fails it (or one that was never a path here) becomes the home page.
 */
export function unlocalizedPath(pathname: string): string {
  const bare = localeOfPath(pathname) === "ar" ? pathname.slice(PREFIX.ar.length) || "/" : pathname;
  return safeRedirect(bare, "/");
}

/**
 * The first path segments of the pages that exist in every language (the public site and the account area; see
 * localized-routes.js). Files, the API, the staff workspace and form endpoints such as /likes have one address.
 */
const LOCALIZED_SECTIONS = new Set(["", "solutions", "solution", "services", "contact-us", "careers", "career", "blog", "search", "auth", "profile", "data-sheets", "confirmation", "privacy", "unsubscribe", "find", "basket"]);

/** Whether a page (at its English address) exists in every language. */
export function hasLanguageTwin(bare: string) {
  const segments = bare.split("/");
  if (segments[1] === "contact-us" && segments.length > 2) return false; // /contact-us/cities, a data endpoint
  return LOCALIZED_SECTIONS.has(segments[1] ?? "");
}

/**
 * An in-site address in a language: ("/solutions?q=a", "ar") → "/ar/solutions?q=a"; ("/", "ar") → "/ar". Another
 * site's full address ("https://…", "mailto:…") and a relative one ("details", "?page=2") are left as they are;
 * anything a browser reads as starting with a slash or backslash comes out as a path of this site (the language's
 * home page when it was not one), because its bare path is unlocalizedPath's and "/ar" in front of a path keeps it here.
 */
export function localizePath(to: string, locale: Locale): string {
  if (!/^[\p{Cc} ]*[/\\]/u.test(to)) return to;
  const split = to.search(/[?#]/);
  const pathname = split === -1 ? to : to.slice(0, split);
  const rest = split === -1 ? "" : to.slice(split);
  const bare = unlocalizedPath(pathname);
  if (locale === DEFAULT_LOCALE || !hasLanguageTwin(bare)) return bare + rest;
  return (bare === "/" ? PREFIX[locale] : PREFIX[locale] + bare) + rest;
}

/**
 * A content text in the page's language (decision 0017): its Arabic version on an Arabic page when it has
 * one, otherwise the English text (which the page then marks lang="en").
 */
export function inLocale(locale: Locale, english: string, arabic: string | null | undefined): string {
  return locale === "ar" && arabic ? arabic : english;
}

const collators = new Map<Locale, Intl.Collator>();

/** Compares two texts in the language's alphabetical order (Arabic content lists are sorted by their Arabic names). */
export function compareIn(locale: Locale, a: string, b: string): number {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale)));
  return collator.compare(a, b);
}

/** The language a data endpoint shared by both languages' pages is asked for: its `lang` parameter, else English. */
export function localeOfQuery(params: URLSearchParams): Locale {
  const lang = params.get("lang");
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
