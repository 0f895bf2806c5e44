/**
 * The content check of every upload, by magic bytes, never by name or claimed type. A resume's content must match
 * its extension: PDF header, DOC's OLE header, DOCX a zip holding word/document.xml (read from its central
 * directory, never unpacked), TXT/HTML valid UTF-8 without NUL bytes. A picture is PNG, JPEG or WebP.
 */
import { open } from "node:fs/promises";
import { basename } from "node:path";
import type { ResumeExtension } from "~/forms/application";

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
type ByteSource = { size: number; read(offset: number, length: number): Promise<Uint8Array> };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/** Zip-bomb guard: what a CV may declare once unpacked, and how many entries it may hold. */
const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const DOCX_MAX_ENTRIES = 1000;

function startsWith(bytes: Uint8Array, magic: number[]) {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

export function bufferSource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: async (offset, length) => bytes.subarray(offset, Math.min(bytes.length, offset + length)) };
}

interface ZipDirectory {
  names: string[];
  declaredUnpackedBytes: number;
}

/** The entries listed in a zip's central directory, or null when it is not a well-formed, bounded zip. */
export async function readZipDirectory(source: ByteSource): Promise<ZipDirectory | null> {
  if (source.size < 22) return null;
  if (!startsWith(await source.read(0, 4), ZIP_LOCAL_MAGIC)) return null;
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 65535.
  const tailLength = Math.min(source.size, 22 + 0xffff);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  const tailView = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tailView.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entryCount = tailView.getUint16(eocd + 10, true);
  const directorySize = tailView.getUint32(eocd + 12, true);
  const directoryOffset = tailView.getUint32(eocd + 16, true);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no CV needs.
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return null;
  if (entryCount > DOCX_MAX_ENTRIES) return null;
  if (directoryOffset + directorySize > tailStart + eocd) return null;
  const directory = await source.read(directoryOffset, directorySize);
  if (directory.length !== directorySize) return null;
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const names: string[] = [];
  let declared = 0;
  let at = 0;
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (let n = 0; n < entryCount; n++) {
    if (at + 46 > directory.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const unpacked = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (unpacked === 0xffffffff) return null;
    declared += unpacked;
    if (declared > DOCX_MAX_UNPACKED_BYTES) return null;
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > directory.length) return null;
    names.push(decoder.decode(directory.subarray(at + 46, nameEnd)));
    at = nameEnd + extraLength + commentLength;
  }
  return { names, declaredUnpackedBytes: declared };
}

/** Valid UTF-8 without NUL bytes, fed in chunks so a file is never read whole. */
function createTextCheck() {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let ok = true;
  return {
    push(chunk: Uint8Array) {
      if (!ok) return;
      if (chunk.includes(0)) ok = false;
      else {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          ok = false;
        }
      }
    },
    result() {
      if (!ok) return false;
      try {
        decoder.decode();
        return true;
      } catch {
        return false;
      }
    },
  };
}

export async function contentMatches(ext: ResumeExtension, source: ByteSource): Promise<boolean> {
  if (source.size === 0) return false;
  switch (ext) {
    case "pdf":
      return startsWith(await source.read(0, 8), PDF_MAGIC);
    case "doc":
      return startsWith(await source.read(0, 8), OLE_MAGIC);
    case "docx": {
      const directory = await readZipDirectory(source);
      return !!directory && directory.names.includes("word/document.xml");
    }
    case "txt":
    case "html": {
      const check = createTextCheck();
      const step = 64 * 1024;
      for (let offset = 0; offset < source.size; offset += step) check.push(await source.read(offset, step));
      return check.result();
    }
  }
}

/** Checks a stored upload on disk. */
export async function fileContentMatches(ext: ResumeExtension, path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    const source: ByteSource = {
      size,
      async read(offset, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
      },
    };
    return await contentMatches(ext, source);
  } finally {
    await handle.close();
  }
}

/** The visitor's file name, kept only as data: no directories, no control characters, bounded length. */
export function sanitizeOriginalName(name: string): string {
  const base = basename(name.replace(/\\/g, "/"));
  const clean = base.replace(/[\p{Cc}<>:"|?*]/gu, "").replace(/^\.+/, "").trim();
  if (clean.length <= 150) return clean || "resume";
  const dot = clean.lastIndexOf(".");
  const ext = dot > 0 ? clean.slice(dot) : "";
  return clean.slice(0, 150 - ext.length) + ext;
}

type ImageExtension = "png" | "jpg" | "webp";

/** The image type the bytes really are, or null. */
export function sniffImage(bytes: Uint8Array): ImageExtension | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** The image type of a stored upload, by its first bytes. */
export async function sniffFileImage(path: string): Promise<ImageExtension | null> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return sniffImage(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
