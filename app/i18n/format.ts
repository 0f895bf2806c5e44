/**
 * Dates and numbers in the page's language (decision 0016). Arabic pages use the Gregorian calendar and
 * Latin digits (`ar-OM-u-nu-latn-ca-gregory`): Oman's government and business documents, product codes, phone numbers
 * and the data sheets write Latin digits, and mixing "٢٠٢٦" with the Latin figures of a CAS number or an order
 * reference on one page reads badly. `ar`'s CLDR default would be Arabic-Indic digits. English keeps each place's
 * own English locale (mostly "en-GB").
 */
import type { Locale } from "./locales";

export function intlLocale(locale: Locale, english = "en-GB"): string {
  return locale === "ar" ? "ar-OM-u-nu-latn-ca-gregory" : english;
}
