/**
 * Job application uploads: the multipart body is parsed as a stream, the resume is written to a server-named
 * file under UPLOAD_DIR (never public/) while its bytes are counted, and writing stops at 5 MB. Nothing is buffered
 * whole; what a refused request still sends is read and thrown away, up to a bound, so its connection never hangs.
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import {
  APPLICATION_MESSAGES,
  MAX_RESUME_BYTES,
  resumeExtension,
  type ResumeExtension,
} from "~/routes/_public.career.$id.hiring/hiring.schema";
import { getEnv } from "./env.server";
import { fileContentMatches, sanitizeOriginalName } from "./resume-content.server";

/** A whole request may carry a resume a little over the limit (to answer it with the form), never more than this. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
/** What a refused request may still send, read and discarded, before its connection is cut. */
export const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;
const MAX_TEXT_FIELD_BYTES = 64 * 1024;
const MAX_PARTS = 30;

const MEDIA_TYPES: Record<ResumeExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
  html: "text/html",
};

export interface StoredResume {
  /** Server-made path under UPLOAD_DIR. */
  path: string;
  /** The visitor's file name, sanitized, kept only as data. */
  originalName: string;
  /** Decided by the server from the checked extension, never the browser's claim. */
  type: string;
  size: number;
}

export interface ParsedApplication {
  fields: Record<string, string>;
  resume: StoredResume | null;
  resumeError?: string;
  /** The visitor did choose a file (so a failed form must ask for it again). */
  resumeSent: boolean;
}

class RequestTooLargeError extends Error {}

export function resumeDirectory() {
  return path.resolve(getEnv().UPLOAD_DIR, "resumes");
}

export async function removeUpload(filePath: string | undefined | null) {
  if (!filePath) return;
  await unlink(filePath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") console.error("removing an upload failed:", error);
  });
}

/** Reads and discards the rest of a body so the response reaches the client; past `budget` the connection is cut. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number) {
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

/** For a request refused before its body was read (rate limit, size): drains it in the background. */
export function discardRequestBody(request: Request) {
  if (!request.body || request.body.locked) return;
  void discardRest(request.body.getReader(), DISCARD_LIMIT_BYTES);
}

function tooLarge() {
  return new Response(APPLICATION_MESSAGES.resumeTooLarge, { status: 413, statusText: "Payload Too Large" });
}

async function drainPart(data: AsyncIterable<Uint8Array>) {
  for await (const chunk of data) void chunk;
}

async function writeResume(
  data: AsyncIterable<Uint8Array>,
  ext: ResumeExtension,
): Promise<{ path: string; size: number } | { error: string }> {
  const directory = resumeDirectory();
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const filePath = path.join(directory, `${randomUUID()}.${ext}`);
  let handle: FileHandle | undefined = await open(filePath, "wx", 0o600);
  let size = 0;
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > MAX_RESUME_BYTES) {
        if (handle) {
          await handle.close();
          handle = undefined;
          await removeUpload(filePath);
        }
        continue; // Keep reading (and discarding) so the fields after the file still arrive.
      }
      await handle!.write(chunk);
    }
    if (!handle) return { error: APPLICATION_MESSAGES.resumeTooLarge };
    // Durable before anyone is told it was received.
    await handle.sync();
    await handle.close();
    handle = undefined;
    if (size === 0) {
      await removeUpload(filePath);
      return { error: APPLICATION_MESSAGES.resumeMissing };
    }
    if (!(await fileContentMatches(ext, filePath))) {
      await removeUpload(filePath);
      return { error: APPLICATION_MESSAGES.resumeType };
    }
    await syncDirectory(directory);
    return { path: filePath, size };
  } catch (error) {
    if (handle) await handle.close().catch(() => undefined);
    await removeUpload(filePath);
    throw error;
  }
}

async function syncDirectory(directory: string) {
  const handle = await open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Counts the body's bytes on the way to the parser; past the bound the parser fails, and the rest is discarded. */
function boundedRequest(request: Request) {
  const reader = request.body!.getReader();
  let total = 0;
  let overflowed = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > MAX_REQUEST_BYTES) {
        overflowed = true;
        controller.error(new RequestTooLargeError());
        return;
      }
      controller.enqueue(value);
    },
  });
  const bounded = new Request(request.url, { method: request.method, headers: request.headers, body, duplex: "half" } as RequestInit);
  return { bounded, reader, overflowed: () => overflowed };
}

/**
 * Parses a job application: text fields (bounded) and one resume, stored and checked. Throws a 413 Response when
 * the request is far past the limit and a 400 when it is not a multipart form.
 */
export async function parseApplicationUpload(request: Request): Promise<ParsedApplication> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_REQUEST_BYTES) {
    discardRequestBody(request);
    throw tooLarge();
  }
  if (!request.body || !/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    discardRequestBody(request);
    throw new Response("The application must be sent as a form with a file.", { status: 400, statusText: "Bad Request" });
  }

  const result: ParsedApplication = { fields: {}, resume: null, resumeSent: false };
  let parts = 0;
  const handler: UploadHandler = async ({ name, filename, data }) => {
    parts += 1;
    if (parts > MAX_PARTS) return drainPart(data).then(() => undefined);
    if (typeof filename === "string") {
      if (name !== "resume" || result.resumeSent) return drainPart(data).then(() => undefined);
      // A form without a chosen file still sends an empty part with an empty file name.
      if (filename === "") {
        await drainPart(data);
        return undefined;
      }
      result.resumeSent = true;
      const ext = resumeExtension(filename);
      if (!ext) {
        await drainPart(data);
        result.resumeError = APPLICATION_MESSAGES.resumeType;
        return undefined;
      }
      const written = await writeResume(data, ext);
      if ("error" in written) result.resumeError = written.error;
      else result.resume = { path: written.path, size: written.size, type: MEDIA_TYPES[ext], originalName: sanitizeOriginalName(filename) };
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > MAX_TEXT_FIELD_BYTES) throw new RequestTooLargeError();
      chunks.push(chunk);
    }
    if (!(name in result.fields)) result.fields[name] = Buffer.concat(chunks).toString("utf8");
    return undefined;
  };

  const { bounded, reader, overflowed } = boundedRequest(request);
  try {
    await unstable_parseMultipartFormData(bounded, handler);
  } catch (error) {
    await removeUpload(result.resume?.path);
    void discardRest(reader, DISCARD_LIMIT_BYTES);
    if (overflowed() || error instanceof RequestTooLargeError) throw tooLarge();
    if (request.signal.aborted) throw error;
    throw new Response("The application form could not be read.", { status: 400, statusText: "Bad Request" });
  }
  // The parser stops at the closing boundary; anything after it is read away.
  void discardRest(reader, DISCARD_LIMIT_BYTES);
  return result;
}
