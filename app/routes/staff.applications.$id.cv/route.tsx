/**
 * An application's CV (/staff/applications/:id/cv, hr and admin): always an attachment, never a page. Only the
 * accepted document types keep their type; anything else (an HTML, a text CV) goes as application/octet-stream, and
 * a sandbox CSP stands behind helmet's nosniff (server.ts). Each download is on the timeline and in the audit log,
 * committed before the first byte goes out; so a download another site started is refused (fetch-site.server.ts).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { openCv } from "~/models/applications.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { refuseCrossSiteRequest } from "~/utils/fetch-site.server";
import { fileAttachment } from "~/utils/file-download.server";
import { parseIdParam } from "~/utils/params.server";
import { sanitizeOriginalName } from "~/utils/resume-content.server";
import { auditActor, requireStaff } from "~/utils/staff-auth.server";

const NOT_FOUND = "This CV does not exist: the application was deleted, or its file is missing on the server.";

/** The CV types served as themselves (PDF, DOC, DOCX); any other stored type is served as bytes. */
const SERVED_TYPES = new Set(["application/pdf", "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"]);

/** `attachment` with an ASCII file name for old clients and the real one as RFC 5987 `filename*`. */
function attachment(originalName: string) {
  const name = sanitizeOriginalName(originalName || "cv");
  const ascii =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\%;]/g, "_")
      .trim() || "cv";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  refuseCrossSiteRequest(request, "Download the CV");
  const me = await requireStaff(request, ["hr", "admin"]);
  const id = parseIdParam(params.id, NOT_FOUND);
  const cv = await openCv(id, auditActor(me, request));
  if (!cv) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found", headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("private") } });
  return fileAttachment(cv.file, { type: SERVED_TYPES.has(cv.type) ? cv.type : "application/octet-stream", disposition: attachment(cv.originalName) });
}
