/**
 * Formats a message of the site's catalogues, the way i18next formats the same JSON (decision 0016): nested keys
 * joined by ".", `{{name}}` interpolation (unescaped: React escapes), and plurals by `count` with the language's
 * CLDR categories as key suffixes (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`; Arabic uses all six).
 * The browser gets this instead of i18next itself, which would add 15 KB (brotli) to every page;
 * `translate.test.ts` formats every message of both languages with both and requires the same text.
 */
import type { Locale } from "./locales";

export type Messages = { [key: string]: string | Messages };
export type Values = Record<string, string | number>;

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (!node || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: Locale, count: number) {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

export function translate(locale: Locale, messages: Messages | undefined, key: string, values?: Values): string {
  const count = values?.count;
  let text: string | undefined;
  if (typeof count === "number") {
    if (count === 0) text = lookup(messages, `${key}_zero`);
    text ??= lookup(messages, `${key}_${pluralCategory(locale, count)}`);
  }
  text ??= lookup(messages, key);
  if (text === undefined) return key;
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Every key of a catalogue, in "a.b.c" form (for the parity check and the equivalence test). */
export function keysOf(messages: Messages, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}
