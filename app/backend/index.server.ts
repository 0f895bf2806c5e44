/** Chooses the backend once: LocalBackend over the database, or RemoteBackend when API_BASE_URL is set. */
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

export const localBackend: Backend = { ...localCatalog, ...localRequests, ...localContact, ...localCareers, ...localAccounts };

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

/** The backend for one request; pass the session's tokens so remote calls carry the bearer token. */
export function getBackend(auth?: AuthContext): Backend {
  const { API_BASE_URL } = getEnv();
  return API_BASE_URL ? createRemoteBackend(API_BASE_URL, auth) : localBackend;
}

export type { Backend } from "./backend";
