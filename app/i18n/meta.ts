/** The meta tags of a page whose loader returned `meta` (meta.server.ts); a fallback title while it has none (an error). */
import type { MetaDescriptor } from "@remix-run/node";
import { localeOfPath } from "./locales";
import type { PageMeta } from "./meta.server";

/** Where a meta function runs: its address, and the matched routes' data (the root's holds the site's name). */
interface MetaPlace {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data: unknown } | undefined>;
}

/**
 * A page's title when its loader answered none (it failed): the English `fallback` on an English page; on an Arabic
 * page the site's name in Arabic, from the root's data, rather than an English word above an Arabic error screen.
 */
export function fallbackTitle({ location, matches }: MetaPlace, fallback: string): string {
  if (localeOfPath(location.pathname) === "en") return fallback;
  const root = matches.find((match) => match?.id === "root")?.data as { site?: { name?: unknown } } | undefined;
  return typeof root?.site?.name === "string" ? root.site.name : fallback;
}

export function metaTags(meta: PageMeta | undefined, fallback: string, place: MetaPlace): MetaDescriptor[] {
  return meta ? [{ title: meta.title }, { name: "description", content: meta.description }] : [{ title: fallbackTitle(place, fallback) }];
}
