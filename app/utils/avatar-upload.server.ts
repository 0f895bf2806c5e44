/** Profile pictures: at most 2 MB, PNG/JPEG/WebP by their magic bytes (never by name or claimed type), stored under a random name. */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { getEnv } from "./env.server";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_MESSAGES = {
  missing: "Please choose a picture to upload",
  tooLarge: "The picture must be at most 2 MB",
  wrongType: "Please upload a PNG, JPEG or WebP image",
} as const;

export const AVATAR_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type AvatarExtension = keyof typeof AVATAR_TYPES;

/** The image type the bytes really are, or null. */
export function sniffImage(bytes: Uint8Array): AvatarExtension | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

function avatarDir() {
  return path.resolve(getEnv().UPLOAD_DIR, "avatars");
}

/** Reads the multipart request (the part is cut at 2 MB, not buffered whole) and stores the picture. */
export async function receiveAvatar(request: Request): Promise<{ ok: true; fileName: string } | { ok: false; error: string }> {
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: AVATAR_MAX_BYTES, filter: ({ name }) => name === "avatar" }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { ok: false, error: AVATAR_MESSAGES.tooLarge };
    throw error;
  }
  const file = formData.get("avatar");
  if (!file || typeof file === "string" || file.size === 0) return { ok: false, error: AVATAR_MESSAGES.missing };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = sniffImage(bytes);
  if (!extension) return { ok: false, error: AVATAR_MESSAGES.wrongType };
  const fileName = `${randomBytes(16).toString("hex")}.${extension}`;
  await mkdir(avatarDir(), { recursive: true });
  await writeFile(path.join(avatarDir(), fileName), bytes, { mode: 0o640 });
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
