/** The meta tags of a page whose loader returned `meta` (meta.server.ts); `fallback` while it has none (an error). */
import type { MetaDescriptor } from "@remix-run/node";
import type { PageMeta } from "./meta.server";

export function metaTags(meta: PageMeta | undefined, fallback: string): MetaDescriptor[] {
  return meta ? [{ title: meta.title }, { name: "description", content: meta.description }] : [{ title: fallback }];
}
