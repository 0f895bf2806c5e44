/**
 * Proving an address: a single-use link valid for 24 hours, only the token's SHA-256 stored. One purpose confirms
 * the account's own address (after registration); the other proves a new address, which becomes the account's only
 * when its link is opened. A newer link for a purpose kills the older ones.
 */
import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailVerifications, users } from "~/db/schema";
import { localizePath, type Locale } from "~/i18n/locales";
import { publicUrl } from "~/utils/public-origin.server";
import { addressChangedMail, confirmNewAddressMail, registrationAttemptMail, verifyAddressMail } from "~/mail/messages/account";
import { mailQueued, queueMail } from "./mail-queue.server";
import { hashToken, newToken } from "./sessions.server";
import { isUniqueViolation } from "./users.server";

const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

const sameAddress = (column: typeof emailVerifications.email | typeof users.email, email: string) =>
  eq(sql`lower(${column})`, email.trim().toLowerCase());

/** The link opens the confirmation page in the account's language. */
function verifyLink(token: string, locale: Locale) {
  return publicUrl(localizePath(`/auth/verify-email/${token}`, locale));
}

/**
 * Issues a link proving `email` for the account and queues the message to that address. When `email` is the
 * account's own address it confirms it; otherwise it is an e-mail change. Written in the account's language.
 */
export async function issueEmailVerification(userId: number, email: string, now = new Date()) {
  const d = await db();
  const [user] = await d.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const { locale } = user;
  const isChange = user.email.trim().toLowerCase() !== email.trim().toLowerCase();
  const token = newToken();
  const queued = await d.transaction(async (tx) => {
    // Same purpose, older link: dead. (A change link is any link for an address other than the current one.)
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.userId, userId),
          isNull(emailVerifications.usedAt),
          isChange ? sql`lower(${emailVerifications.email}) <> ${user.email.trim().toLowerCase()}` : sameAddress(emailVerifications.email, user.email),
        ),
      );
    await tx.insert(emailVerifications).values({
      userId,
      email: email.trim(),
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_MS),
    });
    // The address was typed (at registration, or as the new one) and nobody has proved it yet: it is limited.
    return queueMail(
      { to: email.trim(), typedByVisitor: true, content: isChange ? confirmNewAddressMail({ locale }) : verifyAddressMail({ locale }), link: verifyLink(token, locale) },
      tx,
    );
  });
  if (queued) mailQueued();
}

/**
 * "Send the link again" from the sign-in page, signed out: a new link confirming `email` for the local account that
 * still waits for it there. The same work is done whatever the address is (no account, a confirmed one, a remote
 * one): a token is made and sealed and the same statements run in one transaction, keyed by the address in SQL (an
 * address with no waiting account matches no row, so no link row is written), down to the outbox's, whose row alone
 * is withheld. So neither the answer nor the work tells whether an address has an account. The address was typed
 * by a visitor and is not confirmed, so queueMail keeps it within the daily limit for typed addresses.
 */
export async function resendAccountConfirmation(email: string, now = new Date()) {
  const address = email.trim().toLowerCase();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + VERIFY_LINK_TTL_MS);
  const waiting = and(sameAddress(users.email, address), isNull(users.emailVerifiedAt), isNull(users.remoteUserId));
  await (await db()).transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(waiting).limit(1);
    // The account's older links for its own address die, as when the profile sends one.
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          inArray(emailVerifications.userId, tx.select({ id: users.id }).from(users).where(waiting)),
          isNull(emailVerifications.usedAt),
          sameAddress(emailVerifications.email, address),
        ),
      );
    await tx.execute(sql`
      insert into ${emailVerifications} (${sql.identifier(emailVerifications.userId.name)}, ${sql.identifier(emailVerifications.email.name)}, ${sql.identifier(emailVerifications.tokenHash.name)}, ${sql.identifier(emailVerifications.expiresAt.name)})
      select ${users.id}, ${users.email}, ${hashToken(token)}::text, ${expiresAt.toISOString()}::timestamptz from ${users} where ${waiting}`);
    const locale = account?.locale ?? "en";
    await queueMail({ to: account?.email ?? address, typedByVisitor: true, withhold: !account, content: verifyAddressMail({ locale }), link: verifyLink(token, locale) }, tx);
  });
  mailQueued();
}

/**
 * Someone registered with an address that has an account already: its owner is told (in the account's language, not
 * the stranger's), nothing else happens. Whoever registered typed the address, so an account nobody verified (one a
 * stranger may have made with it) is told only within the daily limit for typed addresses.
 */
export async function notifyRegistrationAttempt(email: string) {
  const [owner] = await (await db()).select({ locale: users.locale }).from(users).where(sameAddress(users.email, email)).limit(1);
  await queueMail({ to: email.trim(), typedByVisitor: true, content: registrationAttemptMail({ locale: owner?.locale ?? "en" }) });
}

/** The link's row while it is unused and unexpired, else null. */
export async function findUsableVerification(token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await (await db())
    .select({ id: emailVerifications.id, userId: emailVerifications.userId, email: emailVerifications.email })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.tokenHash, hashToken(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

type VerificationResult = { ok: true; email: string; changed: boolean } | { ok: false; reason: "invalid" | "taken" };

/**
 * Spends the link (once: the update wins only while used_at is empty) and proves its address: the account's own
 * address is marked verified, or the account takes the new address. Another account holding that address by then
 * keeps it ("taken").
 */
export async function confirmEmailVerification(token: string, now = new Date()): Promise<VerificationResult> {
  const found = await findUsableVerification(token, now);
  if (!found) return { ok: false, reason: "invalid" };
  try {
    const result = await (await db()).transaction(async (tx) => {
      const spent = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.id, found.id), isNull(emailVerifications.usedAt)))
        .returning({ id: emailVerifications.id });
      if (spent.length === 0) return { ok: false, reason: "invalid" } as const;
      const [user] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, found.userId)).limit(1);
      if (!user) return { ok: false, reason: "invalid" } as const;
      const changed = user.email.trim().toLowerCase() !== found.email.trim().toLowerCase();
      await tx.update(users).set({ email: found.email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, found.userId));
      if (changed) {
        // Both addresses are told: the old one learns where the account went, in case it was not its owner.
        const change = { oldAddress: user.email, newAddress: found.email, locale: user.locale };
        await queueMail({ to: user.email, content: addressChangedMail({ ...change, toOld: true }) }, tx);
        await queueMail({ to: found.email, content: addressChangedMail({ ...change, toOld: false }) }, tx);
        // The account's address moved: every other open link of the account (old address or other changes) dies.
        await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.userId, found.userId), isNull(emailVerifications.usedAt), ne(emailVerifications.id, found.id)));
      }
      return { ok: true, email: found.email, changed } as const;
    });
    if (result.ok && result.changed) mailQueued();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/** The address an e-mail change is waiting on (newest open change link), or null. */
export async function pendingEmailChange(userId: number, currentEmail: string, now = new Date()): Promise<string | null> {
  const [row] = await (await db())
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
        sql`lower(${emailVerifications.email}) <> ${currentEmail.trim().toLowerCase()}`,
      ),
    )
    .orderBy(desc(emailVerifications.id))
    .limit(1);
  return row?.email ?? null;
}
