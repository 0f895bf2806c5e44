/**
 * Forgotten passwords: a single-use link that expires in an hour; only its hash is stored, the message waits in the
 * outbox with the link sealed, and nothing about it is logged. A newer link, or any password change, kills the older.
 */
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { passwordResets, users } from "~/db/schema";
import { localizePath, type Locale } from "~/i18n/locales";
import { publicUrl } from "~/utils/public-origin.server";
import { passwordResetMail } from "~/mail/messages/account";
import { mailQueued, queueMail } from "./mail-queue.server";
import { hashToken, newToken, revokeUserSessions } from "./sessions.server";
import { setPassword } from "./users.server";

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Sends a reset link when the address has an account, and does the same work when it has none, so neither the
 * answer nor the time it takes tells whether an account exists: a token is made, hashed and sealed either way, and
 * the same statements run, keyed by the address in SQL (an unknown address matches no account, so its link row is
 * not written), down to the outbox statement, whose row alone is withheld. The message and the page it links to are
 * in `locale`, the language of the page where the reset was asked for. The address is typed by whoever asks, so an
 * account nobody verified gets at most STRANGER_MAIL_LIMIT of these a day (see queueMail).
 */
export async function requestPasswordReset(email: string, { locale = "en", now = new Date() }: { locale?: Locale; now?: Date } = {}) {
  const address = email.trim().toLowerCase();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  const link = publicUrl(localizePath(`/auth/reset-password/${token}`, locale));
  const withAddress = eq(sql`lower(${users.email})`, address);
  await (await db()).transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email }).from(users).where(withAddress).limit(1);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(inArray(passwordResets.userId, tx.select({ id: users.id }).from(users).where(withAddress)), isNull(passwordResets.usedAt)));
    await tx.execute(sql`
      insert into ${passwordResets} (${sql.identifier(passwordResets.userId.name)}, ${sql.identifier(passwordResets.tokenHash.name)}, ${sql.identifier(passwordResets.expiresAt.name)})
      select ${users.id}, ${hashToken(token)}::text, ${expiresAt.toISOString()}::timestamptz from ${users} where ${withAddress}`);
    // The one place the two cases part: the same call, its row withheld when there is no account to mail.
    await queueMail({ to: account?.email ?? address, typedByVisitor: true, withhold: !account, content: passwordResetMail({ locale }), link }, tx);
  });
  mailQueued();
}

/** The user a reset token belongs to while it is unused and unexpired, else null. */
export async function findUsableReset(token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await (await db())
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Spends the token (once: the update only wins while used_at is empty), sets the password (which kills every other
 * reset link) and signs out every device. The link reached the account's address, so the address is proved too.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<boolean> {
  const reset = await findUsableReset(token, now);
  if (!reset) return false;
  const spent = await (await db())
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  if (spent.length === 0) return false;
  await setPassword(reset.userId, password, now);
  await (await db())
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, reset.userId), isNull(users.emailVerifiedAt)));
  await revokeUserSessions(reset.userId);
  return true;
}
