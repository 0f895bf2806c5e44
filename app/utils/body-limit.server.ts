/**
 * The one request-body policy: how many bytes, fields, parts and files a POST (any method but GET/HEAD) may carry,
 * by route kind, and the Express middleware that enforces it while the body streams in, before Remix sees it.
 * Small bodies (forms, JSON) are read whole with raw-body (never past the cap; a form's fields and parts counted by
 * busboy as they arrive) and Remix is handed a Request made from what was read; an upload streams on to the one
 * multipart parser (upload.server.ts), cut at the cap, and that parser counts with the same numbers. Never trusts
 * Content-Length alone.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import busboy from "busboy";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import getRawBody from "raw-body";
import { CACHE_CONTROL } from "./cache-headers.server";
import { formAnswer } from "~/forms/answer";
import { unlocalizedPath } from "~/i18n/locales";
import { getEnv } from "./env.server";
import { HONEYPOT_FIELD_NAME } from "./form-guard-names";
import { staffTokenOf } from "./staff-auth.server";

const KB = 1024;
const MB = 1024 * KB;

export type BodyKind = "form" | "json" | "upload";

export interface BodyPolicy {
  kind: BodyKind;
  /** Whole body, framing included. */
  maxBytes: number;
  /** Text fields (urlencoded pairs, multipart text parts). */
  maxFields: number;
  maxFieldBytes: number;
  /** Multipart parts of any kind. */
  maxParts: number;
  /** File parts. */
  maxFiles: number;
  /** One file's bytes on the wire; each upload kind checks its own smaller limit (5 MB CV, 2 MB picture). */
  maxFileBytes: number;
}

/** Ordinary forms and API JSON are small; the three upload forms carry one file of at most 6 MB and a few fields. */
export const BODY_POLICIES: Record<BodyKind, BodyPolicy> = {
  form: { kind: "form", maxBytes: 64 * KB, maxFields: 200, maxFieldBytes: 64 * KB, maxParts: 200, maxFiles: 0, maxFileBytes: 0 },
  json: { kind: "json", maxBytes: 64 * KB, maxFields: 200, maxFieldBytes: 64 * KB, maxParts: 200, maxFiles: 0, maxFileBytes: 0 },
  upload: { kind: "upload", maxBytes: 6 * MB + 128 * KB, maxFields: 20, maxFieldBytes: 64 * KB, maxParts: 24, maxFiles: 1, maxFileBytes: 6 * MB },
};

/** Where a multipart body may carry a file: the hiring form, the API's applications, the profile picture. */
const UPLOAD_PATHS: readonly RegExp[] = [
  /^\/career\/[^/]+\/hiring\/?$/,
  /^\/api\/v1\/job_board\/applications\/?$/,
  // The picture form is on Manage my profile (/profile, the index route); /profile/settings carries no file.
  /^\/profile\/?$/,
];

/** The document library's upload form (a PDF per revision): its cap follows DOCUMENT_MAX_BYTES. */
const DOCUMENT_UPLOAD_PATH = /^\/staff\/documents\/[^/]+\/?$/;

/** The staff editors' picture forms, a solution's image and a post's cover: the cap follows IMAGE_MAX_BYTES. */
const PICTURE_UPLOAD_PATH = /^\/staff\/(?:solutions|posts)\/[^/]+\/picture\/?$/;

/**
 * The staff editors' text forms: a description, a vacancy or a post in Markdown may run long, far past an
 * ordinary form's 64 KB once URL-encoded (Arabic triples in size). Only a request with a staff cookie gets the room:
 * a stranger's is read within an ordinary form's limit, so nobody has a megabyte held for them before signing in.
 */
const CONTENT_FORM_PATH = /^\/staff\/(?:solutions|plants|vacancies|posts)(?:\/[^/]+)?\/?$/;
const CONTENT_FORM_POLICY: BodyPolicy = { ...BODY_POLICIES.form, maxBytes: 1024 * KB, maxFieldBytes: 512 * KB };

/** The upload policy with room for one file of `maxFileBytes` and its few fields. */
export function documentUploadPolicy(maxFileBytes: number): BodyPolicy {
  return { ...BODY_POLICIES.upload, maxBytes: maxFileBytes + 128 * KB, maxFileBytes };
}

/** What a refused request may still send, read and thrown away, before its connection is cut. */
export const DISCARD_LIMIT_BYTES = 64 * MB;

export const BODY_LIMIT_MESSAGES = {
  form: "This form is too large to send. Please shorten what you entered and try again.",
  api: "Request body too large",
  /** A page's form arrives urlencoded or multipart (what browsers send); anything else is refused with 415. */
  notAForm: "This form could not be read. Please send it again from its page.",
} as const;

/** What a page action accepts: what an HTML form sends. */
function isFormEncoding(contentType: string | null | undefined) {
  return /^application\/x-www-form-urlencoded\b/i.test(contentType ?? "") || isMultipart(contentType);
}

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

function isApiPath(pathname: string) {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export function isMultipart(contentType: string | null | undefined) {
  return /^multipart\/form-data\b/i.test(contentType ?? "");
}

/**
 * The policy for a request, or null when it has no body to bound (GET, HEAD, OPTIONS). The rules name English
 * addresses: an Arabic page's form (/ar/career/1/hiring) is read under its English twin's rule. `staff` says the
 * request carries a staff session (bodyPolicyOf reads it from the cookie).
 */
export function bodyPolicyFor(
  method: string,
  pathname: string,
  contentType: string | null | undefined,
  { staff = false }: { staff?: boolean } = {},
): BodyPolicy | null {
  if (BODYLESS.has(method.toUpperCase())) return null;
  const bare = unlocalizedPath(pathname);
  if (isMultipart(contentType) && UPLOAD_PATHS.some((path) => path.test(bare))) return BODY_POLICIES.upload;
  if (isMultipart(contentType) && DOCUMENT_UPLOAD_PATH.test(bare)) return documentUploadPolicy(getEnv().DOCUMENT_MAX_BYTES);
  if (isMultipart(contentType) && PICTURE_UPLOAD_PATH.test(bare)) return documentUploadPolicy(getEnv().IMAGE_MAX_BYTES);
  if (staff && CONTENT_FORM_PATH.test(bare) && !isMultipart(contentType)) return CONTENT_FORM_POLICY;
  return isApiPath(bare) ? BODY_POLICIES.json : BODY_POLICIES.form;
}

/**
 * The policy for a request with its cookies: the staff cookie is looked at only on the staff editors' text forms,
 * and counts only when we signed it (a cookie is issued once the password was right). Whether its session is still
 * live is for the route to check; this only decides how much may be read before it does.
 */
export async function bodyPolicyOf(
  method: string,
  pathname: string,
  contentType: string | null | undefined,
  cookie: string | null | undefined,
): Promise<BodyPolicy | null> {
  const staffForm = Boolean(cookie) && CONTENT_FORM_PATH.test(unlocalizedPath(pathname)) && !isMultipart(contentType);
  const staff = staffForm && Boolean(await staffTokenOf(new Request("http://localhost/", { headers: { cookie: cookie! } })));
  return bodyPolicyFor(method, pathname, contentType, { staff });
}

export type BodyLimitReason = "bytes" | "fields" | "field-size" | "parts" | "files";

/** A body over one of its policy's limits: answered 413. */
export class BodyLimitError extends Error {
  constructor(readonly reason: BodyLimitReason) {
    super(`request body over its ${reason} limit`);
    this.name = "BodyLimitError";
  }
}

/** Counts urlencoded pairs ('&'-separated) in a stream of chunks. */
function countAmpersands(chunk: Buffer) {
  let count = 0;
  for (let at = chunk.indexOf(0x26); at !== -1; at = chunk.indexOf(0x26, at + 1)) count++;
  return count;
}

/** Multipart parts in a complete (bounded) body: the delimiter lines, less the closing one. */
export function countMultipartParts(body: Buffer, contentType: string): number {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const delimiter = boundary ? `--${(boundary[1] ?? boundary[2]).trim()}` : null;
  if (!delimiter) return 0;
  let count = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) count++;
  return Math.max(0, count - 1);
}

/**
 * What Remix reads of a request the policy let through: its body read whole, or an upload's stream cut at the cap.
 * Kept beside the request rather than on it, so no other middleware reads or replaces it.
 */
const bodies = new WeakMap<IncomingMessage, Buffer | Transform>();
const draining = new WeakSet<IncomingMessage>();

/**
 * Reads the rest of a body and drops it, so an answer is not stuck behind a full socket: `settled` once it has all
 * arrived, or (cut) once past DISCARD_LIMIT_BYTES; without `settled` the connection is then cut.
 */
function discardBody(req: IncomingMessage, settled?: (cut: boolean) => void) {
  if (draining.has(req)) return;
  draining.add(req);
  req.unpipe();
  // An upload's reader sees its body end here, not wait for bytes that now go elsewhere.
  const upload = bodies.get(req);
  if (upload instanceof Transform && !upload.writableEnded) upload.end();
  if (req.complete) return settled?.(false);
  let dropped = 0;
  let done = false;
  const settle = (cut: boolean) => {
    if (done) return;
    done = true;
    if (settled) settled(cut);
    else if (cut) req.destroy();
  };
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT_BYTES) settle(true);
  });
  req.once("end", () => settle(false));
  req.resume();
}

/**
 * An upload on its way to Remix: its first `limit` bytes, then nothing; what follows is read and dropped, and past
 * the discard bound the connection is cut. A client gone mid-body fails the reader's stream; a reader that gives up
 * on the stream (cancels it) cuts the request.
 */
function cappedUpload(req: IncomingMessage, limit: number) {
  let seen = 0;
  const upload = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = limit - seen;
      seen += chunk.length;
      if (seen > limit + DISCARD_LIMIT_BYTES) req.destroy();
      done(null, room > 0 ? chunk.subarray(0, room) : undefined);
    },
  });
  req.once("close", () => {
    if (!req.complete) upload.destroy(new Error("request aborted"));
  });
  upload.once("close", () => {
    if (!upload.writableEnded && !req.complete) req.destroy();
  });
  return req.pipe(upload);
}

/**
 * Counts a form's fields and parts with busboy as the body arrives, and keeps the fields that arrived whole (what a
 * refused page form shows again). `over` settles once the body is parsed: whether a count or a field's size passed
 * the policy's limit.
 */
function countFields(req: IncomingMessage, policy: BodyPolicy) {
  const fields: [string, string][] = [];
  let count = 0;
  let parts = 0;
  let tooLong = false;
  let parser: busboy.Busboy;
  try {
    // One more of each than the policy allows: busboy flags a limit once it is reached, and stops collecting there.
    const limits = { fields: policy.maxFields + 1, parts: policy.maxParts + 1, fieldSize: policy.maxFieldBytes + 1 };
    parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits });
  } catch {
    // A multipart type without its boundary: nothing to count, and the route's reader finds no fields in it.
    return { fields, over: Promise.resolve(false) };
  }
  parser.on("field", (name, value, info) => {
    count += 1;
    parts += 1;
    if (info.valueTruncated) tooLong = true;
    else fields.push([name, value]);
  });
  parser.on("file", (_name, file) => {
    parts += 1;
    file.resume();
  });
  req.pipe(parser);
  // A malformed body ends the count (busboy says why in an error): what it is is for the route's reader to decide.
  // A parser that stops early is unpiped, which pauses the request, and raw-body has still to read it to its end.
  const over = new Promise<boolean>((resolve) => {
    const parsed = () => {
      req.resume();
      resolve(tooLong || count > policy.maxFields || parts > policy.maxParts);
    };
    parser.once("close", parsed).on("error", parsed);
  });
  return { fields, over };
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function fieldLabel(name: string) {
  const words = name.replace(/[_-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

/** A bare page for the middleware's refusals: the route never ran, so there is no layout to render into. */
function refusalPage(title: string, content: string, nonce = "") {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Sahel Specialty Chemicals</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ""}>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#0f172a}textarea{width:100%;font:inherit}button{font:inherit;padding:.5rem 1rem}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

/**
 * The 413 page of a form: the message, and the fields that arrived before the limit in a plain form that posts to
 * the same address, so the visitor can shorten them and send again (JavaScript or not).
 */
export function tooLargePage(action: string, values: [string, string][], nonce = "") {
  const fields = values
    .map(([name, value], i) => {
      const id = `field-${i}`;
      if (name === "submission_key" || name === "intent") return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
      return `<p><label for="${id}">${escapeHtml(fieldLabel(name))}</label><br><textarea id="${id}" name="${escapeHtml(name)}" rows="${value.length > 200 ? 8 : 2}" cols="60">${escapeHtml(value)}</textarea></p>`;
    })
    .join("\n");
  const back = action.split("?")[0];
  const form = values.length
    ? `<form method="post" action="${escapeHtml(action)}">\n${fields}\n<p><button type="submit">Send again</button></p>\n</form>\n`
    : "";
  return refusalPage(
    "Form too large",
    `<h1>This form is too large to send</h1>
<p role="alert">${escapeHtml(BODY_LIMIT_MESSAGES.form)}</p>
${form}<p><a href="${escapeHtml(back)}">Back to the page</a></p>`,
    nonce,
  );
}

/** The 415 page: a page's action was sent something no HTML form sends. */
function notAFormPage(back: string, nonce = "") {
  return refusalPage(
    "Form not readable",
    `<h1>This form could not be read</h1>
<p role="alert">${escapeHtml(BODY_LIMIT_MESSAGES.notAForm)}</p>
<p><a href="${escapeHtml(back)}">Back to the page</a></p>`,
    nonce,
  );
}

/**
 * The 413 answer the middleware gives (or 415): the API's error shape, a Remix data request's form failure, or the
 * page. Given once the body has been read away (a client still sending when its answer comes would often see its
 * connection reset instead); past the discard bound it is given at once and the connection closed.
 */
function refuseAfterDrain(req: IncomingMessage, res: ServerResponse, pathname: string, values: [string, string][], status: 413 | 415 = 413) {
  discardBody(req, (cut) => {
    if (res.headersSent || res.destroyed) return;
    if (cut) {
      res.setHeader("Connection", "close");
      res.on("finish", () => req.socket?.destroySoon?.());
    }
    refuse(req, res, pathname, values, status);
  });
}

function refuse(req: IncomingMessage, res: ServerResponse, pathname: string, values: [string, string][], status: 413 | 415 = 413) {
  res.statusCode = status;
  res.setHeader("Cache-Control", CACHE_CONTROL["no-store"]);
  const url = new URL(req.url ?? "/", "http://localhost");
  let body: string;
  if (isApiPath(pathname)) {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    body = JSON.stringify({ status: 413, message: BODY_LIMIT_MESSAGES.api, data: null });
  } else if (url.searchParams.has("_data")) {
    // A Remix form submitted with JavaScript: its action data, in the shape the site's forms show.
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    const formError = status === 415 ? BODY_LIMIT_MESSAGES.notAForm : BODY_LIMIT_MESSAGES.form;
    // The forms' one answer (app/forms/answer.ts), so the form shows the message and keeps its values.
    body = JSON.stringify(formAnswer({ formError, fields: values }));
  } else {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    url.searchParams.delete("_data");
    const nonce = (res as ServerResponse & { locals?: { cspNonce?: string } }).locals?.cspNonce;
    body = status === 415 ? notAFormPage(url.pathname, nonce) : tooLargePage(url.pathname + url.search, values, nonce);
  }
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

type Next = (error?: unknown) => void;

/**
 * Express middleware: every request with a body goes through its policy. Forms and JSON are read whole (never past
 * the cap) before the route runs; over a limit they are answered 413 here. Uploads stream on to the multipart parser,
 * cut after the cap; an API upload that declares more is refused at once. Whatever a refused request still sends is
 * read away up to DISCARD_LIMIT_BYTES, then it is cut. Remix reads what passed through remixRequest.
 */
export function bodyLimit(req: IncomingMessage & { path?: string }, res: ServerResponse, next: Next) {
  const pathname = req.path ?? new URL(req.url ?? "/", "http://localhost").pathname;
  // Nothing reads the body while the cookie is checked: the request stays paused until a listener asks for data.
  bodyPolicyOf(req.method ?? "GET", pathname, req.headers["content-type"], req.headers.cookie).then(
    (policy) => (policy ? limitBody(req, res, next, pathname, policy) : next()),
    next,
  );
}

function limitBody(req: IncomingMessage, res: ServerResponse, next: Next, pathname: string, policy: BodyPolicy) {
  const contentType = req.headers["content-type"];
  const declared = Number(req.headers["content-length"] ?? "0");

  // A route that answers without reading its body (a sign-in redirect, a 405, a 429) must not leave it stuck
  // in the socket: the rest is read away, up to the bound.
  res.on("finish", () => {
    if (!req.complete) discardBody(req);
  });

  if (policy.kind === "upload") {
    if (isApiPath(pathname) && declared > policy.maxBytes) return refuseAfterDrain(req, res, pathname, []);
    bodies.set(req, cappedUpload(req, policy.maxBytes + 1));
    return next();
  }
  if (policy.kind === "json" && declared > policy.maxBytes) return refuseAfterDrain(req, res, pathname, []);

  // Remix's request.formData() throws (a 500) on anything else: a page's action only ever reads a form.
  if (policy.kind === "form" && !isFormEncoding(contentType)) return refuseAfterDrain(req, res, pathname, [], 415);

  const form = isFormEncoding(contentType) ? countFields(req, policy) : null;
  // What a refused page form shows again: the fields that arrived whole (no more than it may have), never passwords
  // or the honeypot.
  const shown = () =>
    policy.kind === "form" && form
      ? form.fields.filter(([name]) => !/password/i.test(name) && name !== HONEYPOT_FIELD_NAME).slice(0, policy.maxFields)
      : [];
  getRawBody(req, { limit: policy.maxBytes }).then(
    async (body) => {
      if (form && (await form.over)) return refuseAfterDrain(req, res, pathname, shown());
      bodies.set(req, body);
      next();
    },
    (error: { type?: string }) => {
      // Anything else is a client gone before its body was complete: nothing to answer.
      if (error.type === "entity.too.large") refuseAfterDrain(req, res, pathname, shown());
    },
  );
}

/**
 * The web Request Remix is handed, made as the Remix Express adapter makes it (the address Express trusts, the
 * headers, an abort signal once the answer can no longer be written), with the body the policy let through: read
 * whole, or an upload cut at its cap. A method the policy has no body for (OPTIONS) keeps its own stream.
 */
export function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(":")[1] ?? "", 10);
  const port = [portOf(req.get("X-Forwarded-Host")), portOf(req.get("Host"))].find(Number.isSafeInteger);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
  const controller = new AbortController();
  res.on("close", () => res.writableFinished || controller.abort());
  const read = bodies.get(req);
  const bodiless = req.method === "GET" || req.method === "HEAD";
  const body = Buffer.isBuffer(read) ? read : bodiless ? undefined : createReadableStreamFromReadable(read ?? req);
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  return new Request(url, { method: req.method, headers, signal: controller.signal, body, duplex: "half" } as RequestInit);
}

/** Reads and discards the rest of a body so the answer reaches the client; past `budget` the connection is cut. */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, budget = DISCARD_LIMIT_BYTES) {
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > budget) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to discard.
  }
}

/**
 * The Remix side of the policy: a route's body, at most `limit` bytes whatever Content-Length claims. Past it a
 * BodyLimitError once the rest has been read away (up to the discard bound): a client still sending when its
 * answer comes would often see its connection reset instead.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) {
    await discardRest(reader);
    throw new BodyLimitError("bytes");
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await discardRest(reader);
      throw new BodyLimitError("bytes");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * A page form's fields, read within the form policy (bytes, fields, field size; a file is no field here). The one
 * way a page action reads its body: over a limit it throws BodyLimitError, which the action answers with 413.
 */
export async function readFormData(request: Request, policy: BodyPolicy = BODY_POLICIES.form): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const body = await readBoundedBody(request, policy.maxBytes);
  let form: FormData;
  if (isMultipart(contentType)) {
    if (countMultipartParts(body, contentType) > policy.maxParts) throw new BodyLimitError("parts");
    try {
      form = await new Request(request.url, { method: "POST", headers: { "content-type": contentType }, body: new Uint8Array(body) }).formData();
    } catch {
      form = new FormData();
    }
  } else {
    if (countAmpersands(body) + 1 > policy.maxFields) throw new BodyLimitError("fields");
    form = new FormData();
    for (const [name, value] of new URLSearchParams(body.toString("utf8"))) form.append(name, value);
  }
  let fields = 0;
  for (const [, value] of form) {
    fields += 1;
    if (fields > policy.maxFields) throw new BodyLimitError("fields");
    if (typeof value === "string" && Buffer.byteLength(value) > policy.maxFieldBytes) throw new BodyLimitError("field-size");
  }
  return form;
}
