/**
 * Keeps Retry-After on a document that refuses the visitor: a 429 (rate limit) or 503 (database away), thrown
 * (`errorHeaders`) or returned by a form's action (`actionHeaders`), and never lets it be cached. Remix hands those
 * headers only to one route's headers function (the error boundary's, or the action's own route), not to its
 * parents, so every route with an ErrorBoundary and every form route that answers 429 itself exports this.
 */
import type { HeadersFunction } from "@remix-run/node";
import { CACHE_CONTROL } from "./cache-headers.server";

export const retryAfterHeaders: HeadersFunction = ({ errorHeaders, actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders?.get("Retry-After");
  if (retryAfter) {
    headers.set("Retry-After", retryAfter);
    headers.set("Cache-Control", CACHE_CONTROL["no-store"]);
  }
  return headers;
};
