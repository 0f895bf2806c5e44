/** Chooses the backend once: LocalBackend over the database, or RemoteBackend when API_BASE_URL is set. */
import { DEFAULT_LOCALE, LOCALES, localeOfRequest, type Locale } from "~/i18n/locales";
import { getEnv } from "~/utils/env.server";
import type { AuthContext, Backend } from "./backend";
import { localAccounts } from "./local/accounts.server";
import { localCareers } from "./local/careers.server";
import { localCatalog } from "./local/catalog.server";
import { localContact } from "./local/contact.server";
import { localRequests } from "./local/requests.server";
import { remoteAccounts } from "./remote/accounts.server";
import { remoteCareers } from "./remote/careers.server";
import { remoteCatalog } from "./remote/catalog.server";
import { createRemoteClient } from "./remote/client.server";
import { remoteContact } from "./remote/contact.server";
import { remoteRequests } from "./remote/requests.server";

/** The local backend answering content in `locale`: Arabic texts where there are, English where not. */
function createLocalBackend(locale: Locale): Backend {
  return { ...localCatalog(locale), ...localRequests, ...localContact, ...localCareers(locale), ...localAccounts };
}

const localBackends = new Map<Locale, Backend>(LOCALES.map((locale) => [locale, createLocalBackend(locale)]));

/** The English local backend (tests, scripts and anything without a page language). */
export const localBackend: Backend = localBackends.get(DEFAULT_LOCALE)!;

export function createRemoteBackend(baseUrl: string, auth?: AuthContext, options?: Partial<Parameters<typeof createRemoteClient>[0]>): Backend {
  const client = createRemoteClient({ baseUrl, auth, ...options });
  return {
    ...remoteCatalog(client),
    ...remoteRequests(client),
    ...remoteContact(client),
    ...remoteCareers(client),
    ...remoteAccounts(client),
  };
}

/**
 * The backend for one request; pass the session's tokens so remote calls carry the bearer token, and the page's (or
 * the API call's Accept-Language) language so content comes in it: Arabic where there is Arabic, else English.
 */
export function getBackend(auth?: AuthContext, locale: Locale = DEFAULT_LOCALE): Backend {
  const { API_BASE_URL } = getEnv();
  return API_BASE_URL ? createRemoteBackend(API_BASE_URL, auth, { locale }) : localBackends.get(locale)!;
}

export type { Backend } from "./backend";

/** The backend for a page's loader or action: content in the page's language (its address: /ar/… is Arabic). */
export function pageBackend(request: Request): Backend {
  return getBackend(undefined, localeOfRequest(request));
}
