/**
 * A data sheet's signed link (/data-sheets/:token, public, no sign-in): a good, unexpired token streams the
 * PDF as an attachment and counts the download; a tampered or unknown one is a 404 page, an expired one a 410 page
 * that says how to ask again. Never cached (private, no-store) and kept out of robots.txt. Under /ar the refusals are
 * in Arabic, right to left, and link to the Arabic pages.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentAttributes } from "~/i18n/content-language";
import { getT } from "~/i18n/i18n.server";
import { direction, localeOfPath, localizePath, type Locale } from "~/i18n/locales";
import { openDataSheetLink, recordDataSheetDownload } from "~/models/data-sheets.server";
import { CACHE_CONTROL } from "~/utils/cache-headers.server";
import { pdfDownload } from "~/utils/pdf-upload.server";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A page of its own: this route answers files, so its refusals are plain, accessible HTML without the app's scripts. */
async function page(locale: Locale, status: 404 | 410, title: string, body: string, nonce = "") {
  const siteName = (await getT(locale, "common"))("siteName");
  const home = (await getT(locale, "solution"))("dataSheet.home", { site: siteName });
  const html = `<!doctype html>
<html lang="${locale}" dir="${direction(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(siteName)}</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ""}>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#0b5d45}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="${localizePath("/", locale)}">${escapeHtml(home)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": CACHE_CONTROL.private, "X-Robots-Tag": "noindex" },
  });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const nonce = typeof context.cspNonce === "string" ? context.cspNonce : "";
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = await getT(locale, "solution");
  const opened = await openDataSheetLink(params.token ?? "");
  if (opened.status === "not-found") {
    return page(locale, 404, t("dataSheet.notFoundTitle"), `<p>${t("dataSheet.notFound")}</p>`, nonce);
  }
  if (opened.status === "expired") {
    const label = opened.kind === "msds" ? "MSDS" : "TDS";
    const link = `<a href="${localizePath(`/solution/${opened.solutionId}`, locale)}">${t("dataSheet.solutionPage")}</a>`;
    // The messages are the site's own HTML-safe texts; the solution's name is escaped (i18next leaves values as they are).
    // An English name in an Arabic sentence is isolated and marked English.
    const name = contentAttributes(locale, opened.solutionName).lang ? `<bdi lang="en">${escapeHtml(opened.solutionName)}</bdi>` : escapeHtml(opened.solutionName);
    const askAgain = t("dataSheet.askAgain", { label, name, link });
    return page(
      locale,
      410,
      t("dataSheet.expiredTitle"),
      `<p>${t("dataSheet.expired")}</p>
<p>${askAgain}</p>`,
      nonce,
    );
  }
  const response = await pdfDownload(opened.document);
  if (!response) return page(locale, 404, t("dataSheet.notFoundTitle"), `<p>${t("dataSheet.unavailable")}</p>`, nonce);
  // A HEAD (a link checker's) fetches nothing: only a GET is a download.
  if (request.method !== "HEAD") await recordDataSheetDownload(opened.linkId);
  return response;
}
