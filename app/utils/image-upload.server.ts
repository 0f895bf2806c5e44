/**
 * The staff editors' picture uploads, through the site's one streaming multipart parser
 * (upload.server.ts): at most IMAGE_MAX_BYTES (cut while it streams), PNG, JPEG or WebP by its first bytes (never by
 * name or claimed type: an SVG, which can carry script, is refused), at most IMAGE_MAX_SIDE pixels a side, and
 * stripped of its metadata (image-meta.server.ts). The temporary file is removed whatever happens; the caller stores
 * the clean bytes (storePicture) in its own transaction.
 */
import { readFile } from "node:fs/promises";
import { CONTENT_MESSAGES, IMAGE_MAX_SIDE } from "~/forms/content";
import { documentUploadPolicy } from "./body-limit.server";
import { getEnv } from "./env.server";
import { stripImageMetadata } from "./image-meta.server";
import { sniffFileImage } from "./resume-content.server";
import { NotMultipartError, parseUpload, removeUpload, UploadLimitError, type UploadKind } from "./upload.server";
import type { StoredPicture } from "~/models/media.server";
import { MEDIA_TYPES, type MediaExtension } from "~/db/schema";

function pictureKind(): UploadKind {
  const maxBytes = getEnv().IMAGE_MAX_BYTES;
  return {
    field: "image",
    directory: "incoming-pictures",
    maxBytes,
    messages: { missing: CONTENT_MESSAGES.imageMissing, tooLarge: CONTENT_MESSAGES.imageTooLarge(maxBytes), wrongType: CONTENT_MESSAGES.imageType },
    extensionOf: () => "",
    check: (filePath) => sniffFileImage(filePath),
    mediaType: (extension) => MEDIA_TYPES[extension as MediaExtension] ?? "application/octet-stream",
    policy: documentUploadPolicy(maxBytes),
  };
}

type PictureUpload =
  | { ok: true; fields: Record<string, string>; picture: StoredPicture }
  | { ok: false; status: 400 | 413; fields: Record<string, string>; fileError?: string; formError?: string };

const EXTENSION_OF_TYPE = Object.fromEntries(Object.entries(MEDIA_TYPES).map(([extension, type]) => [type, extension])) as Record<string, MediaExtension>;

/** Reads a picture form: its fields, and the picture checked and cleaned. Nothing stays on disk. */
export async function receivePicture(request: Request): Promise<PictureUpload> {
  const kind = pictureKind();
  let parsed;
  try {
    parsed = await parseUpload(request, kind);
  } catch (error) {
    if (error instanceof UploadLimitError) {
      return error.reason === "bytes" && error.duringFile
        ? { ok: false, status: 413, fields: error.fields, fileError: kind.messages.tooLarge }
        : { ok: false, status: 413, fields: error.fields, formError: "This form is too large to send. Send one picture and the form's fields." };
    }
    if (error instanceof NotMultipartError) return { ok: false, status: 400, fields: {}, formError: error.message };
    throw error;
  }
  if (!parsed.file) return { ok: false, status: 400, fields: parsed.fields, fileError: parsed.fileError ?? kind.messages.missing };
  try {
    const extension = EXTENSION_OF_TYPE[parsed.file.type];
    const clean = extension ? stripImageMetadata(extension, await readFile(parsed.file.path)) : null;
    if (!extension || !clean) return { ok: false, status: 400, fields: parsed.fields, fileError: CONTENT_MESSAGES.imageUnreadable };
    if (clean.width > IMAGE_MAX_SIDE || clean.height > IMAGE_MAX_SIDE) {
      return { ok: false, status: 400, fields: parsed.fields, fileError: CONTENT_MESSAGES.imageDimensions };
    }
    return { ok: true, fields: parsed.fields, picture: { extension, ...clean } };
  } finally {
    await removeUpload(parsed.file.path);
  }
}
