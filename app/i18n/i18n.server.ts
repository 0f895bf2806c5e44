/**
 * i18next on the server (decision 0016): the catalogues of both languages, the messages a document embeds
 * (the namespaces its matched routes name), and a fixed `t` (remix-i18next's getFixedT) for what the server writes
 * itself (titles, meta descriptions, mail). The language of a page is its address's (locales.ts).
 */
import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import arCommon from "~/locales/ar/common.json";
import arHome from "~/locales/ar/home.json";
import arSolutions from "~/locales/ar/solutions.json";
import arForms from "~/locales/ar/forms.json";
import arContact from "~/locales/ar/contact.json";
import arServices from "~/locales/ar/services.json";
import arSearch from "~/locales/ar/search.json";
import arBlog from "~/locales/ar/blog.json";
import arSolution from "~/locales/ar/solution.json";
import arCareers from "~/locales/ar/careers.json";
import arAuth from "~/locales/ar/auth.json";
import arProfile from "~/locales/ar/profile.json";
import arMail from "~/locales/ar/mail.json";
import arConfirmation from "~/locales/ar/confirmation.json";
import arTechnical from "~/locales/ar/technical.json";
import arBasket from "~/locales/ar/basket.json";
import arFinder from "~/locales/ar/finder.json";
import enCommon from "~/locales/en/common.json";
import enHome from "~/locales/en/home.json";
import enSolutions from "~/locales/en/solutions.json";
import enForms from "~/locales/en/forms.json";
import enContact from "~/locales/en/contact.json";
import enServices from "~/locales/en/services.json";
import enSearch from "~/locales/en/search.json";
import enBlog from "~/locales/en/blog.json";
import enSolution from "~/locales/en/solution.json";
import enCareers from "~/locales/en/careers.json";
import enAuth from "~/locales/en/auth.json";
import enProfile from "~/locales/en/profile.json";
import enMail from "~/locales/en/mail.json";
import enConfirmation from "~/locales/en/confirmation.json";
import enTechnical from "~/locales/en/technical.json";
import enBasket from "~/locales/en/basket.json";
import enFinder from "~/locales/en/finder.json";
import { translateMessage } from "./form-messages";
import { localeCookie } from "./locale-cookie.server";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
import { isNamespace, NAMESPACES, type Namespace } from "./namespaces";
import type { I18nState } from "./react";
import type { Messages } from "./translate";

export const CATALOGUES: Record<Locale, Record<Namespace, Messages>> = {
  en: { common: enCommon, home: enHome, solutions: enSolutions, forms: enForms, contact: enContact, services: enServices, search: enSearch, blog: enBlog, solution: enSolution, careers: enCareers, auth: enAuth, profile: enProfile, mail: enMail, confirmation: enConfirmation, technical: enTechnical, finder: enFinder, basket: enBasket },
  ar: { common: arCommon, home: arHome, solutions: arSolutions, forms: arForms, contact: arContact, services: arServices, search: arSearch, blog: arBlog, solution: arSolution, careers: arCareers, auth: arAuth, profile: arProfile, mail: arMail, confirmation: arConfirmation, technical: arTechnical, finder: arFinder, basket: arBasket },
};

const VERSIONS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, createHash("sha256").update(JSON.stringify(CATALOGUES[locale][ns])).digest("hex").slice(0, 10)]),
    ),
  ]),
) as Record<Locale, Record<Namespace, string>>;

export function catalogueVersion(locale: Locale, ns: Namespace) {
  return VERSIONS[locale][ns];
}

const remixI18next = new RemixI18Next({
  detection: { supportedLanguages: [...LOCALES], fallbackLanguage: DEFAULT_LOCALE, cookie: localeCookie, order: ["cookie", "header"] },
  i18next: {
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: "common",
    resources: CATALOGUES,
    interpolation: { escapeValue: false },
  },
});

type FixedT = Awaited<ReturnType<typeof remixI18next.getFixedT<Namespace>>>;
const fixedTs = new Map<string, Promise<FixedT>>();

/**
 * The messages of a namespace, formatted by i18next. remix-i18next builds a new i18next instance for each call (about
 * 0.8 ms), and several loaders of one page ask: one per language and namespace is made, once per process.
 */
export function getT(locale: Locale, ns: Namespace): Promise<FixedT> {
  const key = `${locale}/${ns}`;
  let t = fixedTs.get(key);
  if (!t) fixedTs.set(key, (t = remixI18next.getFixedT(locale, ns)));
  return t;
}

/** An English form message (a validation message, a toast, a backend's refusal) in `locale` (form-messages.ts). */
export function formMessage(locale: Locale, text: string): string {
  return translateMessage(locale, CATALOGUES[locale].forms, text);
}

/**
 * The namespaces the rendered routes name in `handle.i18n`. (remix-i18next's getRouteNamespaces reads every route
 * module the server has loaded, which on a server is all of them: each page would embed every namespace.)
 */
function matchedNamespaces(context: EntryContext): Namespace[] {
  return context.staticHandlerContext.matches.flatMap((match) => {
    const i18n = (context.routeModules[match.route.id]?.handle as { i18n?: unknown } | undefined)?.i18n;
    return (Array.isArray(i18n) ? i18n : [i18n]).filter(isNamespace);
  });
}

/** What a document embeds: `common` and the namespaces its matched routes name in `handle.i18n`. */
export function documentI18n(locale: Locale, context: EntryContext): I18nState {
  const namespaces = new Set<Namespace>(["common", ...matchedNamespaces(context)]);
  // English pages show the forms' messages as the schemas give them (form-messages.ts): no catalogue to send.
  if (locale === "en") namespaces.delete("forms");
  return {
    locale,
    catalogues: Object.fromEntries([...namespaces].map((ns) => [ns, CATALOGUES[locale][ns]])),
    versions: VERSIONS[locale],
  };
}
