/** CORS for /api: closed unless CORS_ORIGINS lists the calling origin; preflights are answered here, before Remix. */
import type { IncomingHttpHeaders } from "node:http";

const CORS_METHODS = "GET, POST, OPTIONS";
const CORS_HEADERS = "Accept, Authorization, Content-Type, Idempotency-Key";

interface CorsDecision {
  /** Headers to add to the answer (empty when the origin is not allowed). */
  headers: Record<string, string>;
  /** The request is a preflight: answer it without going further. */
  preflight: boolean;
  /** A browser origin that is on the allow-list. */
  allowed: boolean;
}

export function corsFor(method: string, headers: IncomingHttpHeaders, allowList: readonly string[]): CorsDecision {
  const origin = typeof headers.origin === "string" ? headers.origin : undefined;
  const preflight = method === "OPTIONS" && typeof headers["access-control-request-method"] === "string";
  const allowed = Boolean(origin && allowList.includes(origin));
  if (!allowed) return { headers: {}, preflight, allowed };
  const out: Record<string, string> = {
    "Access-Control-Allow-Origin": origin!,
    "Access-Control-Allow-Credentials": "true",
    Vary: "Origin",
  };
  if (preflight) {
    out["Access-Control-Allow-Methods"] = CORS_METHODS;
    out["Access-Control-Allow-Headers"] = CORS_HEADERS;
    out["Access-Control-Max-Age"] = "600";
  }
  return { headers: out, preflight, allowed };
}
