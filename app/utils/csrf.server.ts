/** Cross-site request forgery guard: a state-changing request must come from this site's own origin. */
import type { IncomingHttpHeaders } from "node:http";

function first(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * True when the request may change state: its Origin is PUBLIC_ORIGIN or the host it was sent to. That host is
 * the Host header, or X-Forwarded-Host only when `trustProxy` (TRUST_PROXY=true: a proxy in front sets it).
 */
export function isSameOriginRequest(headers: IncomingHttpHeaders, publicOrigin?: string, trustProxy = false): boolean {
  const origin = first(headers.origin);
  const fetchSite = first(headers["sec-fetch-site"]);
  if (!origin || origin === "null") {
    // No Origin: a non-browser client (curl, server-to-server), unless the browser says it is cross-site.
    if (origin === "null") return false;
    return fetchSite !== "cross-site" && fetchSite !== "same-site";
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  if (publicOrigin) {
    try {
      if (new URL(publicOrigin).host === originHost) return true;
    } catch {
      // PUBLIC_ORIGIN was validated at start-up.
    }
  }
  const forwarded = trustProxy ? first(headers["x-forwarded-host"])?.split(",")[0]?.trim() : undefined;
  const host = forwarded || first(headers.host);
  return host === originHost;
}

/** The host of an Origin header ("https://www.example.om" → "www.example.om"); undefined for none, "null" or garbage. */
export function originHostOf(origin: string | string[] | undefined): string | undefined {
  const value = first(origin);
  if (!value || value === "null") return undefined;
  try {
    return new URL(value).host || undefined;
  } catch {
    return undefined;
  }
}
