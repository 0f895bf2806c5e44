/**
 * Staff GETs that do something in the member's name (a CV download, an inbox export: an audit entry, a timeline
 * event) refuse a request the browser says another site started. The staff cookie is SameSite=Lax, so a link on any
 * site carries it; the browser's Sec-Fetch-Site header tells such a navigation apart. Pages that only show data do not
 * call this: links to them from mail and other sites keep working.
 */
import { SITE_NAME } from "~/content/contact-details";
import { CACHE_CONTROL } from "./cache-headers.server";
import { safeRedirect } from "./safe-redirect";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * Whether the browser says another site started the request. `same-origin`, `same-site`, `none` (a typed or
 * bookmarked address, a link from a desktop mail app) and no header at all (an old browser, curl) are not: the
 * header is the browser's own, which a page on another site cannot set or remove.
 */
export function isCrossSiteRequest(request: Request) {
  return request.headers.get("Sec-Fetch-Site")?.trim().toLowerCase() === "cross-site";
}

/**
 * Throws a 403 page when another site started this request, before anything is recorded; a staff GET with a side
 * effect calls it first. The page links to the same address (`action` names what it does, "Download the CV"): a
 * click on it comes from this site, so a member who meant it goes on with one click.
 */
export function refuseCrossSiteRequest(request: Request, action: string): void {
  if (!isCrossSiteRequest(request)) return;
  const url = new URL(request.url);
  // A path on this site whatever the request's path holds (safeRedirect, the one guard for paths from input): one
  // that would lead off the site ("//host", "/\host") links to the staff home instead.
  const here = safeRedirect(`${url.pathname}${url.search}`, "/staff");
  const title = "Started from another site";
  const html = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} — Staff — ${escapeHtml(SITE_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#0b5d45;font-weight:600}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>This link was started from another site, so nothing was done: it is recorded in your name, and only a link on this site may do that.</p>
<p>If you meant to open it, continue here: <a href="${escapeHtml(here)}">${escapeHtml(action)}</a></p>
<p><a href="/staff">Staff home</a></p>
</main>
</body>
</html>
`;
  throw new Response(html, {
    status: 403,
    statusText: "Forbidden",
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": CACHE_CONTROL.private, "X-Robots-Tag": "noindex" },
  });
}
