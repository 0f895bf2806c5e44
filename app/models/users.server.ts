/** Accounts: argon2id passwords, unique e-mail addresses (case-insensitive), the profile's fields. */
import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { BackendError } from "~/backend/errors";

export const EMAIL_TAKEN_MESSAGE = "A user with this e-mail address already exists.";

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
};

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function createUser(input: { email: string; password: string; subscribeBlog?: boolean }): Promise<UserProfile> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await (await db())
      .insert(users)
      .values({ email: input.email.trim(), passwordHash, subscribeBlog: input.subscribeBlog ?? true })
      .returning(profileColumns);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new BackendError(EMAIL_TAKEN_MESSAGE, 400, { email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
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

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  occupation: string;
  email: string;
  phoneCountryCode: string;
  phoneNumber: string;
}

export async function updateProfile(userId: number, changes: ProfileChanges) {
  try {
    await (await db())
      .update(users)
      .set({ ...changes, email: changes.email.trim(), updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new BackendError(EMAIL_TAKEN_MESSAGE, 400, { email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
}

export async function checkPassword(userId: number, password: string) {
  const [row] = await (await db()).select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? verifyPassword(row.passwordHash, password) : false;
}

export async function setPassword(userId: number, password: string) {
  await (await db())
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setAvatarPath(userId: number, avatarPath: string | null) {
  const [before] = await (await db()).select({ avatarPath: users.avatarPath }).from(users).where(eq(users.id, userId));
  await (await db()).update(users).set({ avatarPath, updatedAt: new Date() }).where(eq(users.id, userId));
  return before?.avatarPath ?? null;
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
 * Remote mode signs in against the owner's API; the profile, likes and settings still live here, so the account
 * gets a local row by e-mail. Its password hash is not a hash, so it can never sign in locally.
 */
export async function ensureLocalUser(email: string, names: { firstName?: string; lastName?: string } = {}): Promise<UserProfile> {
  const existing = await getUserByEmail(email);
  if (existing) return existing;
  const [row] = await (await db())
    .insert(users)
    .values({ email: email.trim(), passwordHash: "!remote-account", firstName: names.firstName ?? "", lastName: names.lastName ?? "" })
    .onConflictDoNothing()
    .returning(profileColumns);
  return row ?? ((await getUserByEmail(email)) as UserProfile);
}
