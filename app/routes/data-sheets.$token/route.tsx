/**
 * A data sheet's signed link (/data-sheets/:token, public, no sign-in; issue 16): a good, unexpired token streams the
 * PDF as an attachment and counts the download; a tampered or unknown one is a 404 page, an expired one a 410 page
 * that says how to ask again. Never cached (private, no-store) and kept out of robots.txt.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { SITE_NAME } from "~/content/company";
import { openDataSheetLink, recordDataSheetDownload } from "~/models/data-sheets.server";
import { CACHE_CONTROL } from "~/utils/cache-headers.server";
import { pdfDownload } from "~/utils/pdf-upload.server";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A page of its own: this route answers files, so its refusals are plain, accessible HTML without the app's scripts. */
function page(status: 404 | 410, title: string, body: string, nonce = "") {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(SITE_NAME)}</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ""}>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#0b5d45}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/">${escapeHtml(SITE_NAME)}: home</a></p>
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
  const opened = await openDataSheetLink(params.token ?? "");
  if (opened.status === "not-found") {
    return page(
      404,
      "Link not found",
      "<p>This download link is not valid. Check that you opened the whole link from our e-mail, or ask for the data sheet again on the solution's page.</p>",
      nonce,
    );
  }
  if (opened.status === "expired") {
    const label = opened.kind === "msds" ? "MSDS" : "TDS";
    return page(
      410,
      "This link has expired",
      `<p>Download links to data sheets work for a limited time, and this one has expired.</p>
<p>To get the ${label} of ${escapeHtml(opened.solutionName)}, ask for it again on <a href="/solution/${opened.solutionId}">the solution's page</a>: we will send you a new link.</p>`,
      nonce,
    );
  }
  const response = await pdfDownload(opened.document);
  if (!response) return page(404, "Link not found", "<p>This data sheet is no longer available. Ask for it again on the solution's page.</p>", nonce);
  // A HEAD (a link checker's) fetches nothing: only a GET is a download.
  if (request.method !== "HEAD") await recordDataSheetDownload(opened.linkId);
  return response;
}
