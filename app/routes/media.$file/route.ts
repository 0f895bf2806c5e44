/**
 * Serves a picture of the staff editors (/media/<sha256>.<ext>): only the stored image types, never as
 * anything else (nosniff from helmet, a sandbox CSP). The address is the content's hash, so any cache may keep it
 * for a year.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readPicture } from "~/models/media.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const picture = await readPicture(params.file ?? "");
  if (!picture) throw new Response("Not found", { status: 404 });
  const etag = `"${picture.sha256}"`;
  const headers = {
    "Content-Type": picture.contentType,
    "Content-Disposition": "inline",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    ETag: etag,
    ...cacheHeaders("asset"),
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(picture.bytes), { headers: { ...headers, "Content-Length": String(picture.bytes.length) } });
}
