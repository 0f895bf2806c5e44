/** The process's one logger (pino, JSON lines on stdout) and the request context that puts a request id on every line. */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";
import pino, { type DestinationStream, type Logger } from "pino";
import { onRequestOver } from "./request-over.server";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** Secrets never written: credentials in headers, and password fields at the top of a line or one object down. */
const PASSWORD_FIELDS = ["password", "confirm_password", "current_password", "new_password", "passwordHash"];
const REDACTED = [
  ...["headers", "req.headers", "res.headers", "*.headers"].flatMap((at) => [`${at}.authorization`, `${at}.cookie`, `${at}["set-cookie"]`]),
  ...PASSWORD_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

interface RequestContext {
  requestId: string;
}

declare global {
  // server.ts (build/server.js) and the Remix build (build/index.js) each bundle this module: one logger and one
  // request context for the process, or the routes would never see the id the server's middleware set.
  // eslint-disable-next-line no-var -- a global declaration must use var
  var __log: { context: AsyncLocalStorage<RequestContext>; destination: DestinationStream; logger: Logger } | undefined;
}

/** A logger writing to `destination`: the process's own (`log`) writes to stdout; tests pass a stream of their own. */
export function createLogger(destination: DestinationStream, level: string = levelOf(process.env.LOG_LEVEL)): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: REDACTED,
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

/** LOG_LEVEL as env.server.ts's schema takes it; a bad value stops the server there, and here means the default. */
function levelOf(value: string | undefined): LogLevel {
  return LOG_LEVELS.find((level) => level === value) ?? "info";
}

const state = (globalThis.__log ??= (() => {
  const stdout = pino.destination({ dest: 1, sync: false });
  const shared = { context: new AsyncLocalStorage<RequestContext>(), destination: stdout as DestinationStream, logger: undefined as unknown as Logger };
  // Through `shared.destination`, so that a test can read the lines for a while (redirectLog).
  shared.logger = createLogger({ write: (line) => shared.destination.write(line) });
  return shared;
})());

export const log: Logger = state.logger;

/** Sends the process logger's lines to `destination` until the returned function is called (tests read them). */
export function redirectLog(destination: DestinationStream): () => void {
  const before = state.destination;
  state.destination = destination;
  return () => {
    state.destination = before;
  };
}

/** Runs `fn` as part of the request `requestId`: every line logged inside it, however deep, carries the id. */
export function runWithRequest<T>(context: RequestContext, fn: () => T): T {
  return state.context.run({ requestId: context.requestId }, fn);
}

/** Runs `fn` outside any request (work a request only woke, like the mail worker's round). */
export function outsideRequest<T>(fn: () => T): T {
  return state.context.exit(fn);
}

/** The id of the request this code runs for, or undefined outside one. */
export function currentRequestId(): string | undefined {
  return state.context.getStore()?.requestId;
}

/** An id a proxy may hand on: short, and nothing a log reader or a header could trip over. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the proxy's X-Request-Id when this process trusts a proxy and the id is a safe token, else a new one. */
export function requestIdFor(header: string | string[] | undefined, trustProxy: boolean): string {
  return trustProxy && typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Paths whose last part is a one-time token or a signed link: logged as `:token`, never as the token. */
const TOKEN_PATH = /^((?:\/ar)?\/(?:auth\/reset-password|auth\/verify-email|staff\/setup|confirmation|unsubscribe|data-sheets))\/[^/]+/;

/** The longest path logged whole: a stranger's 15 KB made-up address would otherwise be written, and buffered, as is. */
const MAX_LOGGED_PATH = 512;

/** The path as logged: without the query string (it may hold an address or a search), without tokens, and short. */
export function loggedPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = (end === -1 ? url : url.slice(0, end)).replace(TOKEN_PATH, "$1/:token");
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/** Counts the body bytes given to the socket (after compression, when this runs before it). */
function countBytes(res: Response): () => number {
  let bytes = 0;
  const add = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") bytes += Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    add(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof write;
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    add(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as typeof end;
  return () => bytes;
}

/**
 * Express middleware, best first in the chain: gives the request its id (answered as X-Request-Id), runs the rest of
 * the chain inside its context, and logs one line when the response finishes or the visitor goes away.
 */
export function createRequestLogging({ trustProxy, logger = log }: { trustProxy: boolean; logger?: Logger }): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFor(req.headers["x-request-id"], trustProxy);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    const bytes = countBytes(res);
    onRequestOver(req, res, () => {
      const line = {
        requestId,
        method: req.method,
        path: loggedPath(req.originalUrl),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        bytes: bytes(),
      };
      if (res.writableFinished) logger.info(line, "request");
      else logger.info({ ...line, aborted: true }, "request closed before its response was sent");
    });
    runWithRequest({ requestId }, next);
  };
}

/**
 * Goes on in the context of the request it is called for: a middleware that calls next() from another request's
 * callback (the admission queue admits a waiting read when another one finishes) runs the rest in that other
 * request's context. Placed just before the Remix handler.
 */
export const continueInRequestContext: RequestHandler = (_req, res, next) => {
  const requestId = res.locals.requestId as string | undefined;
  if (requestId) runWithRequest({ requestId }, next);
  else next();
};
