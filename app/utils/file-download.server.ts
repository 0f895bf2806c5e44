/**
 * A stored file (a CV, a data sheet) as a download: its bytes from the file store (file-store.server.ts) as an
 * attachment, sandboxed if it is ever opened in the site's origin (X-Content-Type-Options: nosniff comes from helmet
 * on every answer), never kept by a cache. The caller chooses the type, the file name and any further headers.
 */
import type { StoredFile } from "./file-store.server";
import { cacheHeaders } from "./cache-headers.server";

export function fileAttachment(file: StoredFile, { type, disposition, headers = {} }: { type: string; disposition: string; headers?: Record<string, string> }) {
  return new Response(file.body, {
    status: 200,
    headers: {
      "Content-Type": type,
      "Content-Length": String(file.size),
      "Content-Disposition": disposition,
      "Content-Security-Policy": "sandbox; default-src 'none'",
      ...headers,
      ...cacheHeaders("private"),
    },
  });
}
