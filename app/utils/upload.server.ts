/**
 * The one multipart parser of the site's uploads (the hiring form, the API's applications, the profile picture):
 * the body is parsed as a stream within the upload policy of body-limit.server.ts (bytes, fields, parts, one
 * file), the file is written to a server-named file (0600) under UPLOAD_DIR while its bytes are counted, and its
 * content is checked by its magic bytes. Nothing is buffered whole, nothing stays on disk after a refusal, and
 * what a refused request still sends is read and thrown away, up to a bound, so its connection never hangs.
 * The checked file is staged: file-store.server.ts then moves it into the store with the row that refers to it.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import busboy from "busboy";
import {
  APPLICATION_MESSAGES,
  MAX_RESUME_BYTES,
  resumeExtension,
  type ResumeExtension,
} from "~/forms/application";
import { BODY_POLICIES, BodyLimitError, DISCARD_LIMIT_BYTES, discardRest, isMultipart, type BodyLimitReason, type BodyPolicy } from "./body-limit.server";
import { stagingDirectory } from "./file-store.server";
import { fileContentMatches, sanitizeOriginalName, sniffFileImage } from "./resume-content.server";
import { log } from "./log.server";

/** The whole request of an upload form: one file a little over its limit (to answer it with the form), never more. */
export const MAX_REQUEST_BYTES = BODY_POLICIES.upload.maxBytes;

/** One kind of file the site accepts: where it goes, how big it may be, and how its bytes are judged. */
export interface UploadKind {
  /** The form field that carries the file. */
  field: string;
  /** Directory under UPLOAD_DIR (with the local file store; the other stores stage in a folder of their own). */
  directory: string;
  maxBytes: number;
  messages: { missing: string; tooLarge: string; wrongType: string };
  /**
   * The extension the visitor's file name (and the part's declared type) allow, refused before a byte is written,
   * or "" when the bytes decide.
   */
  extensionOf(fileName: string, declaredType: string): string | null;
  /** The checked content's extension (may differ from the name's only when the bytes decide), or null. */
  check(filePath: string, extension: string): Promise<string | null>;
  mediaType(extension: string): string;
  /** The body policy the request is read within (default: the upload policy's 6 MB). */
  policy?: BodyPolicy;
}

const RESUME_MEDIA_TYPES: Record<ResumeExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
  html: "text/html",
};

const RESUME_UPLOAD: UploadKind = {
  field: "resume",
  directory: "resumes",
  maxBytes: MAX_RESUME_BYTES,
  messages: {
    missing: APPLICATION_MESSAGES.resumeMissing,
    tooLarge: APPLICATION_MESSAGES.resumeTooLarge,
    wrongType: APPLICATION_MESSAGES.resumeType,
  },
  extensionOf: (fileName) => resumeExtension(fileName),
  check: async (filePath, extension) => ((await fileContentMatches(extension as ResumeExtension, filePath)) ? extension : null),
  mediaType: (extension) => RESUME_MEDIA_TYPES[extension as ResumeExtension] ?? "application/octet-stream",
};

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;

export const AVATAR_UPLOAD: UploadKind = {
  field: "avatar",
  directory: "avatars",
  maxBytes: AVATAR_MAX_BYTES,
  messages: {
    missing: "Please choose a picture to upload",
    tooLarge: "The picture must be at most 2 MB",
    wrongType: "Please upload a PNG, JPEG or WebP image",
  },
  // A picture's name says nothing: PNG, JPEG or WebP by its first bytes, never by name or claimed type.
  extensionOf: () => "",
  check: (filePath) => sniffFileImage(filePath),
  mediaType: (extension) => AVATAR_TYPES[extension as keyof typeof AVATAR_TYPES] ?? "application/octet-stream",
};

interface StoredUpload {
  /** Server-made path of the checked file, staged under UPLOAD_DIR (see stagingDirectory). */
  path: string;
  /** The visitor's file name, sanitized, kept only as data. */
  originalName: string;
  /** Decided by the server from the checked content, never the browser's claim. */
  type: string;
  size: number;
}
/** A stored resume (the backend's name for it). */
export type StoredResume = StoredUpload;

interface ParsedUpload {
  fields: Record<string, string>;
  file: StoredUpload | null;
  fileError?: string;
  /** The visitor did choose a file (so a failed form must ask for it again). */
  fileSent: boolean;
}

/** An upload refused for its size or shape (413), with what had arrived of the text fields, to show them again. */
export class UploadLimitError extends BodyLimitError {
  readonly status = 413;
  constructor(
    reason: BodyLimitReason,
    readonly fields: Record<string, string>,
    /** The file was being received when the limit was crossed (the file is what was too big). */
    readonly duringFile: boolean,
  ) {
    super(reason);
  }
}

/** Not a multipart form at all (400). */
export class NotMultipartError extends Error {
  readonly status = 400;
}

function uploadDirectory(kind: UploadKind) {
  return stagingDirectory(kind.directory);
}

/** Where a CV upload is written and checked. */
export function resumeDirectory() {
  return uploadDirectory(RESUME_UPLOAD);
}

export async function removeUpload(filePath: string | undefined | null) {
  if (!filePath) return;
  await unlink(filePath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") log.error({ err: error }, "removing an upload failed");
  });
}

/** For a request refused before its body was read (rate limit, size): drains it in the background. */
export function discardRequestBody(request: Request) {
  if (!request.body || request.body.locked) return;
  void discardRest(request.body.getReader(), DISCARD_LIMIT_BYTES);
}

async function drainPart(data: AsyncIterable<Uint8Array>) {
  for await (const chunk of data) void chunk;
}

async function syncDirectory(directory: string) {
  const handle = await open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes one file part (0600, server-made name), stops writing past the kind's limit, then checks its content. */
async function writeFile(
  kind: UploadKind,
  data: AsyncIterable<Uint8Array>,
  extension: string,
  written: { path?: string },
): Promise<{ path: string; size: number; extension: string } | { error: string }> {
  const directory = uploadDirectory(kind);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const stem = randomBytes(16).toString("hex");
  let filePath = path.join(directory, `${stem}.${extension || "part"}`);
  written.path = filePath;
  let handle: FileHandle | undefined = await open(filePath, "wx", 0o600);
  let size = 0;
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > kind.maxBytes) {
        if (handle) {
          await handle.close();
          handle = undefined;
          await removeUpload(filePath);
        }
        continue; // Keep reading (and discarding) so the fields after the file still arrive.
      }
      await handle!.write(chunk);
    }
    if (!handle) return { error: kind.messages.tooLarge };
    // Durable before anyone is told it was received.
    await handle.sync();
    await handle.close();
    handle = undefined;
    if (size === 0) {
      await removeUpload(filePath);
      return { error: kind.messages.missing };
    }
    const checked = await kind.check(filePath, extension);
    if (!checked) {
      await removeUpload(filePath);
      return { error: kind.messages.wrongType };
    }
    if (checked !== extension) {
      const named = path.join(directory, `${stem}.${checked}`);
      await rename(filePath, named);
      filePath = written.path = named;
    }
    await syncDirectory(directory);
    return { path: filePath, size, extension: checked };
  } catch (error) {
    if (handle) await handle.close().catch(() => undefined);
    await removeUpload(filePath);
    throw error;
  }
}

/**
 * Counts the body's bytes on the way to the parser; past the policy's cap the next read fails and the rest is discarded.
 * There is never more than one read in flight on the request's body: Remix's stream over the Node request pauses it
 * right after handing on a chunk, which undoes the resume that a second waiting read asked for, and that read then
 * waits for good (a refused upload over 64 KB was never answered). So `discard` first waits for the parser's read.
 */
function boundedRequest(request: Request, policy: BodyPolicy) {
  const reader = request.body!.getReader();
  let total = 0;
  let overflowed = false;
  let inFlight: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (overflowed) return controller.error(new BodyLimitError("bytes"));
      inFlight = reader.read();
      const { done, value } = await inFlight.finally(() => (inFlight = undefined));
      if (done) return controller.close();
      const room = policy.maxBytes - total;
      total += value.byteLength;
      if (total > policy.maxBytes) {
        // The bytes up to the cap still reach the parser (the fields before it are kept); the next read fails.
        overflowed = true;
        if (room > 0) controller.enqueue(value.subarray(0, room));
        else controller.error(new BodyLimitError("bytes"));
        return;
      }
      controller.enqueue(value);
    },
  });
  /** Reads the rest away (up to the bound) once the parser has stopped, after the read it may have left waiting. */
  async function discard() {
    let budget = DISCARD_LIMIT_BYTES;
    if (inFlight) {
      const last = await inFlight.catch(() => ({ done: true as const, value: undefined }));
      if (last.done) return;
      budget -= last.value.byteLength;
    }
    await discardRest(reader, budget);
  }
  return { body, discard, overflowed: () => overflowed };
}

/**
 * Parses an upload form: its text fields (bounded in number and size) and at most one file of `kind`, stored and
 * checked. Throws UploadLimitError (413, with the fields that arrived) past any limit of the upload policy, and
 * NotMultipartError when the body is not a multipart form. A refused request leaves nothing on disk.
 */
export async function parseUpload(request: Request, kind: UploadKind): Promise<ParsedUpload> {
  const policy = kind.policy ?? BODY_POLICIES.upload;
  const result: ParsedUpload = { fields: {}, file: null, fileSent: false };
  // A declared Content-Length is not trusted either way: the bytes are counted as they arrive, so the fields that
  // come before the cap are still read (and shown again).
  if (!request.body || !isMultipart(request.headers.get("content-type"))) {
    discardRequestBody(request);
    throw new NotMultipartError("The form must be sent as multipart/form-data.");
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: Object.fromEntries(request.headers),
      // Browsers send a file's name as raw UTF-8; the whole name reaches sanitizeOriginalName, which keeps its base.
      defParamCharset: "utf8",
      preservePath: true,
      // busboy flags a count as the part past it begins, and a size once it is reached (so one byte over the limit).
      // The parts count is flagged once that part has ended, hence one more part than allowed.
      limits: {
        parts: policy.maxParts + 1,
        files: policy.maxFiles,
        fields: policy.maxFields,
        fieldSize: policy.maxFieldBytes + 1,
        fileSize: kind.maxBytes + 1,
      },
    });
  } catch {
    // A multipart type without its boundary.
    discardRequestBody(request);
    throw new NotMultipartError("The form could not be read.");
  }

  // The first reason to stop (a limit, a malformed body, a failed read or write); `stopped` settles with it.
  let failure: unknown;
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const fail = (error: unknown) => {
    failure ??= error;
    stop();
  };
  const refuse = (reason: BodyLimitReason) => fail(new UploadLimitError(reason, result.fields, false));
  const written: { path?: string } = {};
  const files: Promise<unknown>[] = [];

  parser.on("error", fail);
  parser.on("partsLimit", () => refuse("parts"));
  parser.on("filesLimit", () => refuse("files"));
  parser.on("fieldsLimit", () => refuse("fields"));
  parser.on("field", (name, value, info) => {
    if (failure !== undefined) return;
    if (info.valueTruncated) return refuse("field-size");
    if (!(name in result.fields)) result.fields[name] = value;
  });
  parser.on("file", (name, file, info) => {
    // Its reader sees the error of a destroyed parser; without a listener it would be thrown at the process.
    file.on("error", () => undefined);
    files.push(receiveFile(name, file, info.filename, info.mimeType).catch(fail));
  });

  async function receiveFile(name: string, file: Readable, filename: string | undefined, declaredType: string) {
    // A form without a chosen file still sends an empty part with an empty file name (busboy reports none).
    if (failure !== undefined || name !== kind.field || !filename) return drainPart(file);
    result.fileSent = true;
    const extension = kind.extensionOf(filename, declaredType);
    if (extension === null) {
      await drainPart(file);
      result.fileError = kind.messages.wrongType;
      return;
    }
    // Past the kind's limit busboy drops the rest of the file; writeFile sees one byte too many and removes it.
    const stored = await writeFile(kind, file, extension, written);
    if ("error" in stored) result.fileError = stored.error;
    else result.file = { path: stored.path, size: stored.size, type: kind.mediaType(stored.extension), originalName: sanitizeOriginalName(filename) };
  }

  const { body, discard, overflowed } = boundedRequest(request, policy);
  const reader = body.getReader();
  const parsed = new Promise<void>((resolve) => parser.once("close", resolve));
  /** Hands the body to the parser a chunk at a time, waiting while it (and so the file being written) is behind. */
  async function feed() {
    for (;;) {
      const { done, value } = await reader.read();
      if (failure !== undefined) return;
      if (done) return void parser.end();
      if (!parser.write(value)) await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), stopped]);
      if (failure !== undefined) return;
    }
  }
  try {
    await Promise.race([feed().then(() => Promise.race([parsed, stopped]), fail), stopped]);
    if (failure === undefined) await Promise.all(files);
    if (failure !== undefined) throw failure;
  } catch (error) {
    // Ends a file still streaming (its writer removes it), then the one already stored goes too.
    parser.destroy();
    await Promise.allSettled(files);
    await removeUpload(result.file?.path ?? written.path);
    result.file = null;
    // Answered once the rest is read away (up to the bound): a client still sending would often see a reset instead.
    await discard();
    if (error instanceof UploadLimitError) throw error;
    if (overflowed() || error instanceof BodyLimitError) throw new UploadLimitError("bytes", result.fields, result.fileSent);
    if (request.signal.aborted) throw error;
    throw new NotMultipartError("The form could not be read.");
  }
  return result;
}

export interface ParsedApplication {
  fields: Record<string, string>;
  resume: StoredResume | null;
  resumeError?: string;
  resumeSent: boolean;
}

/** A job application (the hiring form and the API): text fields and one resume, stored and checked. */
export async function parseApplicationUpload(request: Request): Promise<ParsedApplication> {
  const parsed = await parseUpload(request, RESUME_UPLOAD);
  return { fields: parsed.fields, resume: parsed.file, resumeError: parsed.fileError, resumeSent: parsed.fileSent };
}
