/**
 * The site's public origin, the one source of every absolute link this site writes: password-reset and
 * e-mail-verification links, canonical and og:url, share dialogs, the sitemap, robots.txt and JSON-LD.
 *
 * It is PUBLIC_ORIGIN (required in production, see env.server.ts) and never the request's Host or
 * X-Forwarded-Host header: a forged header must not put a reset token in a link to another site, nor poison
 * the page cache for every visitor.
 */
import { getEnv } from "./env.server";

/** e.g. "https://www.example.om", without a trailing slash. Needs no request. */
export function publicOrigin(): string {
  return getEnv().PUBLIC_ORIGIN;
}

/**
 * The absolute address of one of this site's paths, e.g. publicUrl("/solution/7") → "https://…/solution/7".
 * Leading slashes and backslashes collapse to one, so "//evil.example/x" stays a path on this site. An href
 * that is already absolute (an image on the remote backend) is returned as it is.
 */
export function publicUrl(href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  const path = `/${href.replace(/^[/\\]+/, "")}`;
  return new URL(path, `${publicOrigin()}/`).toString();
}
