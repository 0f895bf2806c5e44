/** Profile pictures: at most 2 MB, PNG/JPEG/WebP by their magic bytes (never by name or claimed type), stored under a random name. */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "./env.server";
import { sniffImage } from "./resume-content.server";
import { AVATAR_TYPES, AVATAR_UPLOAD, NotMultipartError, parseUpload, removeUpload, UploadLimitError } from "./upload.server";

export { sniffImage };
type AvatarExtension = keyof typeof AVATAR_TYPES;

const AVATAR_MESSAGES = AVATAR_UPLOAD.messages;

function avatarDir() {
  return path.resolve(getEnv().UPLOAD_DIR, AVATAR_UPLOAD.directory);
}

type AvatarUpload = { ok: true; fileName: string } | { ok: false; error: string; status: 400 | 413 };

/** Reads the picture form through the one upload parser (one picture, 2 MB, checked, 0600) and stores the picture. */
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
  const fileName = path.basename(parsed.file.path);
  if (!FILE_NAME.test(fileName)) {
    await removeUpload(parsed.file.path);
    return { ok: false, status: 400, error: AVATAR_MESSAGES.wrongType };
  }
  return { ok: true, fileName };
}

const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export async function readAvatar(fileName: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = FILE_NAME.exec(fileName);
  if (!match) return null;
  try {
    const bytes = await readFile(path.join(avatarDir(), fileName));
    return { bytes, contentType: AVATAR_TYPES[match[1] as AvatarExtension] };
  } catch {
    return null;
  }
}

export async function removeAvatar(fileName: string | null) {
  if (fileName && FILE_NAME.test(fileName)) await rm(path.join(avatarDir(), fileName), { force: true });
}
