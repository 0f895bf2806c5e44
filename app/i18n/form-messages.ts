/**
 * The forms' messages in the page's language. The schemas in app/forms, the actions and the backends speak
 * English, the spec's words, taken from `locales/en/forms.json`; what shows a message (a field, a form's error, a
 * toast) passes it through `useFormMessage()` (browser) or `translateMessage` (server), which finds the English text's
 * key, with its values for a message with placeholders, and answers the active language's text. A text that is not a
 * form message (a backend's own words) stays as it came.
 */
import { useCallback } from "react";
import enForms from "~/locales/en/forms.json";
import type { Locale } from "./locales";
import { loadNamespace, useI18nState } from "./react";
import { keysOf, translate, type Messages, type Values } from "./translate";

const exact = new Map<string, string>();
const templates: { key: string; pattern: RegExp; names: string[] }[] = [];
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

for (const key of keysOf(enForms as Messages)) {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enForms) as string;
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
  if (!names.length) {
    exact.set(text, key);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  templates.push({ key, pattern: new RegExp(`^${source}$`, "s"), names });
}

/** The key and values of an English form message, or null when the text is not one. */
export function formMessageKey(text: string): { key: string; values?: Values } | null {
  const key = exact.get(text);
  if (key) return { key };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]])) };
  }
  return null;
}

/** An English form message in `locale`, from that language's `forms` catalogue; any other text as it is. */
export function translateMessage(locale: Locale, messages: Messages | undefined, text: string): string {
  if (locale === "en" || !text || !messages) return text;
  const found = formMessageKey(text);
  if (!found) return text;
  const translated = translate(locale, messages, found.key, found.values);
  return translated === found.key ? text : translated;
}

/**
 * For components: `tm(text)` is the form message in the page's language. English pages need no catalogue; an Arabic
 * page that did not embed `forms` fetches it the first time it has a message to show (suspending like useT).
 */
export function useFormMessage(): (text: string) => string {
  const state = useI18nState();
  const { locale } = state;
  const messages = locale === "en" ? undefined : state.catalogues.forms;
  return useCallback(
    (text: string) => {
      if (locale !== "en" && text && !messages && typeof document !== "undefined") throw loadNamespace(state, "forms");
      return translateMessage(locale, messages, text);
    },
    [state, locale, messages],
  );
}
