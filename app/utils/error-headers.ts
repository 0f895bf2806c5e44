/**
 * The headers of a document an error boundary renders. Remix passes a thrown response's headers (`errorHeaders`)
 * only to the headers function of the route whose boundary renders it, so every route with an ErrorBoundary
 * exports this: a 429 (rate limit) or 503 (database away) keeps its Retry-After, and is never cached.
 */
import type { HeadersFunction } from "@remix-run/node";

export const errorBoundaryHeaders: HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers();
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) {
    headers.set("Retry-After", retryAfter);
    headers.set("Cache-Control", "no-store");
  }
  return headers;
};
