/**
 * Profile pictures: at most 2 MB, PNG/JPEG/WebP by their magic bytes (never by name or claimed type), stripped of
 * their metadata (image-meta.server.ts) as the staff editors' pictures are, under a random name; stored
 * (models/avatars.server.ts) and read through the file store.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { readStoredFile, type StagedFile } from "./file-store.server";
import { stripImageMetadata } from "./image-meta.server";
import { sniffImage } from "./resume-content.server";
import { AVATAR_TYPES, AVATAR_UPLOAD, NotMultipartError, parseUpload, removeUpload, UploadLimitError } from "./upload.server";

export { sniffImage };
type AvatarExtension = keyof typeof AVATAR_TYPES;

const AVATAR_MESSAGES = AVATAR_UPLOAD.messages;

type AvatarUpload = { ok: true; file: StagedFile } | { ok: false; error: string; status: 400 | 413 };

/**
 * Reads the picture form through the one upload parser (one picture, 2 MB, checked, 0600): the picture, staged, with
 * its metadata (a phone photo's GPS position among it) already gone.
 */
export async function receiveAvatar(request: Request): Promise<AvatarUpload> {
  let parsed;
  try {
    parsed = await parseUpload(request, AVATAR_UPLOAD);
  } catch (error) {
    if (error instanceof UploadLimitError) {
      return { ok: false, status: 413, error: error.reason === "bytes" ? AVATAR_MESSAGES.tooLarge : "Please send one picture at a time" };
    }
    if (error instanceof NotMultipartError) return { ok: false, status: 400, error: AVATAR_MESSAGES.missing };
    throw error;
  }
  if (!parsed.file) return { ok: false, status: 400, error: parsed.fileError ?? AVATAR_MESSAGES.missing };
  const staged = parsed.file;
  try {
    const format = FILE_NAME.exec(path.basename(staged.path))?.[1] as AvatarExtension | undefined;
    const clean = format ? stripImageMetadata(format, await readFile(staged.path)) : null;
    if (!clean) {
      await removeUpload(staged.path);
      return { ok: false, status: 400, error: AVATAR_MESSAGES.wrongType };
    }
    // Rewritten in place, the staged file keeps the parser's 0600 mode.
    await writeFile(staged.path, clean.bytes);
    return { ok: true, file: { ...staged, size: clean.bytes.length } };
  } catch (error) {
    await removeUpload(staged.path);
    throw error;
  }
}

const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** A picture's name in its address (/profile-picture/<name>): the last part of its stored reference. */
function avatarFileName(reference: string) {
  return reference.slice(reference.lastIndexOf("/") + 1).replace(/^(pg|s3):/, "");
}

/** Whether a name could be one of ours (before anything is looked up for it). */
export const isAvatarFileName = (fileName: string) => FILE_NAME.test(fileName);

/** The address a stored picture is served at, or null for none. */
export function avatarUrl(reference: string | null) {
  return reference ? `/profile-picture/${avatarFileName(reference)}` : null;
}

/** A stored picture's bytes and type, from its reference in the account's row; null when it is gone. */
export async function readAvatar(reference: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = FILE_NAME.exec(avatarFileName(reference));
  if (!match) return null;
  const bytes = await readStoredFile("avatars", reference);
  return bytes ? { bytes, contentType: AVATAR_TYPES[match[1] as AvatarExtension] } : null;
}
