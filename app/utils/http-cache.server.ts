/** HTTP caching of documents: a content ETag (blind to the per-request CSP nonce) and 304s, Cache-Control by audience. */
import { createHash } from "node:crypto";
import { SUBMISSION_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { CACHE_CONTROL } from "./cache-headers.server";

export function documentEtag(html: string, nonce: string): string {
  const normalised = nonce ? html.split(nonce).join("") : html;
  return `W/"${createHash("sha1").update(normalised).digest("base64url")}"`;
}

export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === etag || tag === "*" || tag.replace(/^W\//, "") === etag.replace(/^W\//, ""));
}

/**
 * A form's one-time submission key makes a page one visitor's: a shared copy would give two visitors the same key,
 * and the second visitor's submission would be taken for a resend of the first's and dropped.
 */
const PER_VISITOR_MARK = `name="${SUBMISSION_KEY_FIELD_NAME}"`;

/** Sets Cache-Control unless the route chose one, and Vary: Cookie (the page depends on the session). */
export function applyDocumentCaching(request: Request, headers: Headers, html = "") {
  headers.append("Vary", "Cookie");
  if (headers.has("Cache-Control")) return;
  const personal = request.headers.has("Cookie") || headers.has("Set-Cookie") || html.includes(PER_VISITOR_MARK);
  headers.set("Cache-Control", CACHE_CONTROL[personal ? "per-visitor" : "page"]);
}
