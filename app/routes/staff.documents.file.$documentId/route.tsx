/**
 * A library document for staff to check (/staff/documents/file/:documentId, sales and admin): the stored PDF as an
 * attachment, never rendered in the page's origin (a sandbox CSP), never stored by a cache.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDocument } from "~/models/documents.server";
import { pdfDownload } from "~/utils/pdf-upload.server";
import { parseIdParam } from "~/utils/params.server";
import { requireStaff } from "~/utils/staff-auth.server";

const NOT_FOUND = "No such document.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, ["sales", "admin"]);
  const id = parseIdParam(params.documentId, NOT_FOUND);
  const document = await getDocument(id);
  const response = document ? await pdfDownload(document) : null;
  if (!response) throw new Response(NOT_FOUND, { status: 404, statusText: "Not Found" });
  return response;
}
