/**
 * Server rendering with React 18. Every script React emits carries the request's CSP nonce. Successful GET
 * documents are rendered whole, given a content ETag and Cache-Control, and answered 304 when unchanged. React
 * 18's stray zero bytes are dropped first (stray-nul.server.ts).
 */
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./utils/nonce";
import { documentI18n } from "./i18n/i18n.server";
import { localeOfPath } from "./i18n/locales";
import { I18nProvider } from "./i18n/react";
import { applyDocumentCaching, documentEtag, etagMatches } from "./utils/http-cache.server";
import { withoutStrayNulBytes } from "./utils/stray-nul.server";
import { log } from "./utils/log.server";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { cspNonce?: string }).cspNonce ?? "";
  const i18n = documentI18n(localeOfPath(new URL(request.url).pathname), remixContext);
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nProvider value={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </I18nProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // The whole document at once: pages have no deferred data, and the ETag needs the full body.
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timer);
            // Kept as bytes to the socket: decoding the document to a string and encoding it again cost a page 0.5 ms.
            const html = withoutStrayNulBytes(Buffer.concat(chunks));
            const status = failed ? 500 : responseStatusCode;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            if (request.method === "GET" && status === 200) {
              applyDocumentCaching(request, responseHeaders, html);
              const etag = documentEtag(html, nonce);
              responseHeaders.set("ETag", etag);
              if (etagMatches(request.headers.get("If-None-Match"), etag)) {
                resolve(new Response(null, { status: 304, headers: responseHeaders }));
                return;
              }
            }
            const out = new PassThrough();
            resolve(new Response(createReadableStreamFromReadable(out), { headers: responseHeaders, status }));
            out.end(html);
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          log.error({ err: error }, "the page's render failed");
        },
      },
    );
    // Until it fires or is cleared, the timer keeps the whole render reachable (the loaders' data, the serialized
    // context, React's state): left to fire after every page, distinct pages kept 5 s of renders alive.
    // React starts rendering on a later tick, so the callbacks above that clear it never run before it is set.
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // Thrown Responses (404s and the like) are expected outcomes, not errors.
  if (error instanceof Response) return;
  log.error({ err: error }, "a loader, action or render failed");
}
