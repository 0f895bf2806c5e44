/**
 * The active language and its messages in React. The server renders with the namespaces the matched routes name in
 * `handle.i18n` (plus `common`) and embeds them in the document; the browser starts from that copy, so hydration
 * needs no request. A route reached later in the browser fetches its namespaces from /locales/… once, suspending
 * the navigation (a transition) until they are in.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useCallback, useContext } from "react";
import { contentAttributes, type ContentAttributes } from "./content-language";
import { ARABIC_ROUTE_ID } from "./localized-routes.js";
import { localizePath, type Locale } from "./locales";
import type { MessageKey, Namespace } from "./namespaces";
import { translate, type Messages, type Values } from "./translate";

export interface I18nState {
  locale: Locale;
  /** The namespaces this document or browser has, by name. */
  catalogues: Partial<Record<Namespace, Messages>>;
  /** A content hash per namespace of this locale, so a fetched copy can be cached for good. */
  versions: Record<Namespace, string>;
}

const I18nContext = createContext<I18nState>({ locale: "en", catalogues: {}, versions: {} as Record<Namespace, string> });
export const I18nProvider = I18nContext.Provider;

export const I18N_DATA_ID = "i18n-data";

export function useI18nState(): I18nState {
  return useContext(I18nContext);
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** Turns an English in-site address into the active language's: "/solutions" → "/ar/solutions" on an Arabic page. */
export function useLocalizePath() {
  const locale = useLocale();
  return useCallback((to: string) => localizePath(to, locale), [locale]);
}

const pending = new Map<string, Promise<void>>();

/** Fetches a namespace the document did not embed (once per language and namespace), for a component to suspend on. */
export function loadNamespace(state: I18nState, ns: Namespace): Promise<void> {
  const key = `${state.locale}/${ns}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = fetch(`/locales/${state.locale}/${ns}.json?v=${state.versions[ns] ?? ""}`)
      .then((response) => {
        if (!response.ok) throw new Error(`messages ${key}: ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => {
        state.catalogues[ns] = messages;
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

type TFunction<N extends Namespace> = (key: MessageKey<N>, values?: Values) => string;

/** The messages of one namespace in the active language. */
export function useT<N extends Namespace>(ns: N): TFunction<N> {
  const state = useContext(I18nContext);
  const messages = state.catalogues[ns];
  // Only in the browser: the server always has every namespace of the routes it renders.
  if (!messages && typeof document !== "undefined") throw loadNamespace(state, ns);
  const { locale } = state;
  return useCallback((key: MessageKey<N>, values?: Values) => translate(locale, messages, key, values), [locale, messages]);
}

/**
 * The language of database content (names, descriptions, bodies) on the page: `content(text)` gives `lang="en"` on an
 * Arabic page when the text has no Arabic letter, and `content(text, true)` adds `dir="ltr"` for a block of sentences;
 * an Arabic text, or any text on an English page, gets no attribute (so English pages render as before).
 */
export function useContentLanguage(): (text: string | null | undefined, block?: boolean) => ContentAttributes {
  const locale = useLocale();
  return useCallback((text: string | null | undefined, block = false) => contentAttributes(locale, text, block), [locale]);
}

/** The JSON the document embeds for the browser (safe inside a <script> element). */
export function serializeI18n(state: I18nState) {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

/** A route's loader data by its English id, from the English route or its Arabic twin, whichever is rendered. */
export function useLocalizedRouteLoaderData<T>(id: string) {
  const english = useRouteLoaderData<T>(id);
  const arabic = useRouteLoaderData<T>(ARABIC_ROUTE_ID + id);
  return english ?? arabic;
}
