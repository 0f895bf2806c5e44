/** Profile pictures: the account's reference to its picture in the file store, replaced and looked up by file name. */
import { eq, like, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { fileTransaction, type StagedFile } from "~/utils/file-store.server";

/**
 * Makes a checked, staged picture the account's, and removes the one it replaces, in one transaction. False when
 * the account is gone (nothing is kept).
 */
export async function replaceAvatar(userId: number, staged: StagedFile) {
  return fileTransaction(async (tx, files) => {
    const [before] = await tx.select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId)).for("update");
    if (!before) return false;
    const avatarPath = await files.store("avatars", staged);
    await tx.update(users).set({ avatarPath, updatedAt: new Date() }).where(eq(users.id, userId));
    await files.remove("avatars", before.avatarPath);
    return true;
  });
}

/**
 * The stored reference of the picture served as /profile-picture/<fileName> (a server-made name, checked by the
 * caller): a bare name in the local store, the key's last part in the others. Null when no account has it (any more).
 */
export async function avatarReference(fileName: string) {
  const [row] = await (await db())
    .select({ avatarPath: users.avatarPath })
    .from(users)
    .where(or(eq(users.avatarPath, fileName), like(users.avatarPath, `pg:avatars/${fileName}`), like(users.avatarPath, `s3:%avatars/${fileName}`)))
    .limit(1);
  return row?.avatarPath ?? null;
}
