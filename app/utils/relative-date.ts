/** "3 days ago", "yesterday", "last week": how long ago a date was, in words (the blog's 'Popular this week'). */
import { intlLocale } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.RelativeTimeFormat>();
function formatterFor(locale: Locale) {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.RelativeTimeFormat(intlLocale(locale, "en"), { numeric: "auto" })));
  return formatter;
}

/** Both dates are compared as calendar days in UTC, so a post dated today reads "today" all day. */
export function relativeDate(date: Date, now: Date = new Date(), locale: Locale = "en"): string {
  const formatter = formatterFor(locale);
  const days = Math.round((startOfUtcDay(date) - startOfUtcDay(now)) / DAY_MS);
  const abs = Math.abs(days);
  if (abs < 7) return formatter.format(days, "day");
  if (abs < 30) return formatter.format(Math.trunc(days / 7), "week");
  if (abs < 365) return formatter.format(Math.trunc(days / 30), "month");
  return formatter.format(Math.trunc(days / 365), "year");
}

function startOfUtcDay(date: Date) {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** "18 November 2026" ("18 نوفمبر 2026"), the same on server and browser (UTC). */
export function longDate(date: Date, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
