/** HTTP caching of documents: a content ETag (blind to the per-request CSP nonce) and 304s, Cache-Control by audience. */
import { createHash } from "node:crypto";
import { SUBMISSION_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { CACHE_CONTROL } from "./cache-headers.server";

export function documentEtag(html: Buffer | string, nonce: string): string {
  const hash = createHash("sha1");
  let from = 0;
  // The parts between the nonces, hashed in place (a string's UTF-8 and the same document's bytes hash alike).
  for (let at = nonce ? html.indexOf(nonce) : -1; at !== -1; at = html.indexOf(nonce, from)) {
    hash.update(html.slice(from, at));
    from = at + nonce.length;
  }
  hash.update(from === 0 ? html : html.slice(from));
  return `W/"${hash.digest("base64url")}"`;
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
export function applyDocumentCaching(request: Request, headers: Headers, html: Buffer | string = "") {
  headers.append("Vary", "Cookie");
  if (headers.has("Cache-Control")) return;
  const personal = request.headers.has("Cookie") || headers.has("Set-Cookie") || html.includes(PER_VISITOR_MARK);
  headers.set("Cache-Control", CACHE_CONTROL[personal ? "per-visitor" : "page"]);
}
