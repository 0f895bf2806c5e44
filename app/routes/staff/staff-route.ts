/**
 * What every staff page shares: never indexed, never stored by any cache (private, no-store, also on its errors and
 * its forms' answers), and a 429's Retry-After kept (retry-after-headers.ts).
 */
import type { HeadersFunction, MetaDescriptor } from "@remix-run/node";
import { pageTitle } from "~/components/page-title";
import { CACHE_CONTROL } from "~/utils/cache-headers.server";
import { retryAfterHeaders } from "~/utils/retry-after-headers";

export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(`${title} — Staff`) }, { name: "robots", content: "noindex" }];
}

export const staffHeaders: HeadersFunction = (args) => {
  const headers = new Headers(retryAfterHeaders(args));
  headers.set("Cache-Control", CACHE_CONTROL.private);
  return headers;
};
