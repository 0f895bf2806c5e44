/**
 * Accounts: argon2id passwords, unique e-mail addresses (case-insensitive), the profile's fields. An address counts
 * as the account's own only once it answered a verification link (email_verified_at).
 */
import { hash, verify } from "@node-rs/argon2";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { Locale } from "~/i18n/locales";
import { passwordResets, users } from "~/db/schema";
import { passwordChangedMail } from "~/mail/messages/account";
import { mailQueued, queueMail } from "./mail-queue.server";

/** @node-rs/argon2 hashes with argon2id by default (OWASP's recommendation). */
export function hashPassword(password: string) {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const profileColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  occupation: users.occupation,
  phoneCountryCode: users.phoneCountryCode,
  phoneNumber: users.phoneNumber,
  avatarPath: users.avatarPath,
  subscribeBlog: users.subscribeBlog,
  emailVerifiedAt: users.emailVerifiedAt,
};

export type UserProfile = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  occupation: string;
  phoneCountryCode: string;
  phoneNumber: string;
  avatarPath: string | null;
  subscribeBlog: boolean;
  /** Null until the address answered a verification link: nothing is linked to an unproved address. */
  emailVerifiedAt: Date | null;
};

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * A new, unverified account; null when the address already has one (nothing is changed then). The password is
 * hashed either way, so both answers take as long.
 */
export async function createUser(input: { email: string; password: string; subscribeBlog?: boolean; locale?: Locale }): Promise<UserProfile | null> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await (await db())
    .insert(users)
    .values({ email: input.email.trim(), passwordHash, subscribeBlog: input.subscribeBlog ?? false, locale: input.locale ?? "en" })
    .onConflictDoNothing()
    .returning(profileColumns);
  return row ?? null;
}

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

/** The user for these credentials, or null; the answer takes as long whether or not the e-mail exists. */
export async function verifyLogin(email: string, password: string): Promise<UserProfile | null> {
  const [row] = await (await db())
    .select({ ...profileColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  if (!row) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(row.passwordHash, password))) return null;
  const { passwordHash: _omit, ...user } = row;
  return user;
}

export async function getUserById(id: number): Promise<UserProfile | null> {
  const [row] = await (await db()).select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function getUserByEmail(email: string): Promise<UserProfile | null> {
  const [row] = await (await db()).select(profileColumns).from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

/** The profile's own fields. The e-mail address is not one: it changes only through a verification link. */
interface ProfileChanges {
  firstName: string;
  lastName: string;
  occupation: string;
  phoneCountryCode: string;
  phoneNumber: string;
}

export async function updateProfile(userId: number, changes: ProfileChanges) {
  await (await db())
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function checkPassword(userId: number, password: string) {
  const [row] = await (await db()).select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? verifyPassword(row.passwordHash, password) : false;
}

/**
 * A new password; every reset link still open for the account dies with the old one, and the account's address is
 * told (whoever changed it: if it was not the owner, the message says what to do).
 */
export async function setPassword(userId: number, password: string, now = new Date()) {
  const passwordHash = await hashPassword(password);
  await (await db()).transaction(async (tx) => {
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)).returning({ email: users.email, locale: users.locale });
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    if (user) await queueMail({ to: user.email, content: passwordChangedMail({ changedAt: now, locale: user.locale }) }, tx);
  });
  mailQueued();
}

/**
 * The language the account was last used in, set at registration and at every sign-in and change in the
 * profile: mail about the account is written in it.
 */
export async function rememberLocale(userId: number, locale: Locale) {
  await (await db()).update(users).set({ locale }).where(and(eq(users.id, userId), ne(users.locale, locale)));
}

export async function setNewsletter(userId: number, subscribeBlog: boolean) {
  await (await db()).update(users).set({ subscribeBlog, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The greeting's name: the real name when the user gave one, else the e-mail address. */
export function displayName(user: Pick<UserProfile, "firstName" | "lastName" | "email">) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

/**
 * Remote mode signs in against the owner's API; the profile and likes still live here, in a local row keyed by the
 * remote user's id (users.remote_user_id), never by e-mail: an address typed into a local row proves nothing.
 * The row's e-mail follows the owner's API (which owns and checks it). A row holding that address without this
 * remote id (made by e-mail matching before, or belonging to another remote user whose address changed) is never
 * handed over: its address is renamed to an unusable one so the new row can hold it. Its password hash is not a
 * hash, so it can never sign in locally.
 */
export async function ensureLocalUser(
  remote: { id: number; email: string; firstName?: string; lastName?: string },
  now = new Date(),
): Promise<UserProfile> {
  try {
    return await claimLocalRow(remote, now);
  } catch (error) {
    // Two first sign-ins of the same remote user at once: the loser finds the winner's row on the second try.
    if (!isUniqueViolation(error)) throw error;
    return claimLocalRow(remote, now);
  }
}

async function claimLocalRow(remote: { id: number; email: string; firstName?: string; lastName?: string }, now: Date): Promise<UserProfile> {
  const d = await db();
  const email = remote.email.trim();
  return d.transaction(async (tx) => {
    const [existing] = await tx.select(profileColumns).from(users).where(eq(users.remoteUserId, remote.id)).limit(1);
    // Another row with this address is not this remote user's: free the address, keep the row's data unreachable.
    await tx
      .update(users)
      .set({ email: sql`'detached-' || ${users.id} || '@invalid'`, updatedAt: now })
      .where(and(byEmail(email), existing ? ne(users.id, existing.id) : sql`true`));
    if (existing) {
      const [row] = await tx
        .update(users)
        .set({ email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning(profileColumns);
      return row;
    }
    const [row] = await tx
      .insert(users)
      .values({
        email,
        remoteUserId: remote.id,
        emailVerifiedAt: now,
        passwordHash: "!remote-account",
        // Nobody ticked the blog box here: consent to marketing is never assumed (the column's old default said yes).
        subscribeBlog: false,
        firstName: remote.firstName ?? "",
        lastName: remote.lastName ?? "",
      })
      .returning(profileColumns);
    return row;
  });
}
