/**
 * The messages' words in the recipient's language: the `mail` catalogue of app/locales, formatted
 * synchronously by the site's own formatter (i18next's JSON format, translate.ts), without i18n.server.ts.
 *
 * In Arabic every value placed in a sentence (a name, a reference, a solution, an address, a date) comes back
 * between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. The layout (content.ts) turns each such pair into `<bdi>`
 * in the HTML body, so a Latin value keeps its own order inside the Arabic sentence, and drops them everywhere else
 * (the subject, the plain-text body). English gets no marks: its output is as before, byte for byte. Visitor values
 * cannot bring marks of their own: visitor.ts removes these characters from whatever a visitor typed.
 */
import { SITE_NAME } from "~/content/company";
import type { Locale } from "~/i18n/locales";
import type { MessageKey } from "~/i18n/namespaces";
import { translate, type Values } from "~/i18n/translate";
import arCommon from "~/locales/ar/common.json";
import arHome from "~/locales/ar/home.json";
import arMail from "~/locales/ar/mail.json";
import enHome from "~/locales/en/home.json";
import enMail from "~/locales/en/mail.json";

type MailKey = MessageKey<"mail">;

const MESSAGES: Record<Locale, typeof enMail> = { en: enMail, ar: arMail };

/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
export const ISOLATE_START = "\u2068";
export const ISOLATE_END = "\u2069";

/** `value` marked as a piece of its own direction in Arabic text; as it is in English. */
export function isolate(locale: Locale, value: string): string {
  return locale === "ar" ? `${ISOLATE_START}${value}${ISOLATE_END}` : value;
}

/** The text of `key` in `locale`, its `{{placeholders}}` filled in (each value isolated in Arabic, see above). */
export function mailText(locale: Locale, key: MailKey, values?: Values): string {
  // A value that is itself one of these texts (its own values already marked) is not marked again.
  const mark = (value: string | number) => (String(value).includes(ISOLATE_START) ? String(value) : isolate(locale, String(value)));
  // `count` stays a number: it chooses the plural form (a number reads the same in either direction).
  const filled = values && locale === "ar" ? Object.fromEntries(Object.entries(values).map(([name, value]) => [name, name === "count" ? value : mark(value)])) : values;
  return translate(locale, MESSAGES[locale], key, filled);
}

/** The site's name as the recipient's language writes it (app/locales/<lng>/common.json for Arabic). */
export function siteNameIn(locale: Locale): string {
  return locale === "ar" ? arCommon.siteName : SITE_NAME;
}

/** The head office's postal address as the recipient's language writes it: the Oman office's, as the About overlay shows it (home.json). */
export function postalAddressIn(locale: Locale): string {
  return (locale === "ar" ? arHome : enHome).about.officeList.oman.address;
}
