/** Content columns in a language, in SQL: the Arabic text where there is one, else the English. */
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";

/** The SQL twin of inLocale (app/i18n/locales.ts), for reads that sort or join on the name. */
export function localizedSql(locale: Locale, english: AnyColumn | SQL, arabic: AnyColumn | SQL): SQL<string> {
  return locale === "ar" ? sql<string>`coalesce(nullif(${arabic}, ''), ${english})` : sql<string>`${english}`;
}
