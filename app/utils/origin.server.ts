/** Cross-site request forgery guard: a state-changing request must come from this site's own origin. */
import type { IncomingHttpHeaders } from "node:http";

function first(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

export function isSameOriginRequest(headers: IncomingHttpHeaders, publicOrigin?: string): boolean {
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
  const host = first(headers["x-forwarded-host"]) ?? first(headers.host);
  return host === originHost;
}
