/**
 * The country calling codes the phone field offers: every country libphonenumber-js knows, one option per code, Oman's
 * first (the one chosen when none is), the others in the alphabetical order of their names in the page's language
 * (Intl.DisplayNames). Computed on the server and sent with the page, so the browser never loads the library's
 * metadata and the options read the same with or without JavaScript.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js/min";
import metadata from "libphonenumber-js/metadata.min.json";
import { compareIn, type Locale } from "~/i18n/locales";

const HOME_COUNTRY: CountryCode = "OM";
export const DEFAULT_CALLING_CODE = `+${getCountryCallingCode(HOME_COUNTRY)}`;

/** A code several countries share (+1, +44, +7…) is named after its main ones: the label says so with "…" after these. */
const NAMES_PER_OPTION = 4;

/** Each code's countries, the code's main country first (the one libphonenumber's metadata lists first). */
const COUNTRIES_BY_CODE = (() => {
  const byCode = new Map<string, CountryCode[]>();
  for (const country of getCountries()) {
    const code = `+${getCountryCallingCode(country)}`;
    byCode.set(code, [...(byCode.get(code) ?? []), country]);
  }
  const listed = metadata.country_calling_codes as Record<string, string[]>;
  for (const [code, countries] of byCode) {
    const main = listed[code.slice(1)]?.[0] as CountryCode | undefined;
    const at = main ? countries.indexOf(main) : -1;
    if (at > 0) countries.unshift(...countries.splice(at, 1));
  }
  return byCode;
})();

/** Every code a profile may hold, "+1" to "+998". */
export const CALLING_CODES: readonly string[] = [...COUNTRIES_BY_CODE.keys()];

interface CallingCodeOption {
  value: string;
  label: string;
}

function optionsIn(locale: Locale): CallingCodeOption[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const nameOf = (country: CountryCode) => names.of(country) ?? country;
  const list = new Intl.ListFormat([locale], { style: "short", type: "unit" });
  const options = [...COUNTRIES_BY_CODE].map(([code, [main, ...others]]) => {
    const all = [nameOf(main), ...others.map(nameOf).sort((a, b) => compareIn(locale, a, b))];
    const shown = all.length > NAMES_PER_OPTION ? `${list.format(all.slice(0, NAMES_PER_OPTION - 1))}…` : list.format(all);
    // In Arabic text "+968" would show as "968+": the code is isolated as a left-to-right run.
    const number = locale === "ar" ? `\u2066${code}\u2069` : code;
    return { value: code, label: `${shown} (${number})`, main: nameOf(main) };
  });
  const home = options.find((option) => option.value === DEFAULT_CALLING_CODE)!;
  const rest = options.filter((option) => option !== home).sort((a, b) => compareIn(locale, a.main, b.main));
  return [home, ...rest].map(({ value, label }) => ({ value, label }));
}

const cached = new Map<Locale, CallingCodeOption[]>();

/** The select's options in `locale`, Oman's first. */
export function callingCodeOptions(locale: Locale): CallingCodeOption[] {
  let options = cached.get(locale);
  if (!options) cached.set(locale, (options = optionsIn(locale)));
  return options;
}
