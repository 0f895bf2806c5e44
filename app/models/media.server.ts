/**
 * The staff editors' pictures: kept in the database under their content's SHA-256 (the same picture
 * uploaded twice is one row), so every app process and machine on one database serves them; the address
 * /media/<sha256>.<ext> never changes what it shows, so it is cached for good.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { media, MEDIA_TYPES, type MediaExtension } from "~/db/schema";
import type { Db } from "~/db/types";

export interface StoredPicture {
  extension: MediaExtension;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The site path a stored picture is served at. */
const mediaUrl = (sha256: string, extension: MediaExtension) => `/media/${sha256}.${extension}`;

const MEDIA_FILE = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** Stores a picture (once per content) in `executor`'s transaction; answers its address. */
export async function storePicture(executor: Pick<Db, "insert">, picture: StoredPicture, uploadedBy: number | null) {
  const sha256 = createHash("sha256").update(picture.bytes).digest("hex");
  await executor
    .insert(media)
    .values({ sha256, extension: picture.extension, bytes: picture.bytes, size: picture.bytes.length, width: picture.width, height: picture.height, uploadedBy })
    .onConflictDoNothing();
  return mediaUrl(sha256, picture.extension);
}

/** A stored picture by its file name (<sha256>.<ext>), or null. */
export async function readPicture(fileName: string): Promise<{ bytes: Buffer; contentType: string; sha256: string } | null> {
  const match = MEDIA_FILE.exec(fileName);
  if (!match) return null;
  const [row] = await (await db())
    .select({ bytes: media.bytes, extension: media.extension })
    .from(media)
    .where(eq(media.sha256, match[1]))
    .limit(1);
  if (!row || row.extension !== match[2]) return null;
  return { bytes: row.bytes, contentType: MEDIA_TYPES[row.extension], sha256: match[1] };
}
