/**
 * Staff accounts: invited by an admin or by `npm run staff`, never with a default password. A member
 * opens a one-time set-up link, chooses a password and enrols a TOTP second factor (and receives recovery codes);
 * signing in takes the password, then a code. Sessions are short (30 minutes idle, 12 hours at most); disabling a
 * member ends them. What staff do is written to the append-only audit log (./audit.server.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { STAFF_ROLES, staffDevices, staffMembers, staffRecoveryCodes, staffSessions, staffSetupLinks, type StaffRole } from "~/db/schema";
import { staffSetupMail } from "~/mail/messages/staff";
import { SITE_NAME } from "~/content/company";
import { publicOrigin } from "~/utils/public-origin.server";
import { openTotpSecret, sealTotpSecret } from "~/utils/sealed-link.server";
import { checkTotp, newTotpSecret, totpUri } from "~/utils/totp.server";
import { log } from "~/utils/log.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { mailQueued, queueMail } from "./mail-queue.server";
import { hashToken, newToken } from "./sessions.server";
import { clearLocks, countFailure, findKnownDevice, forgiveFailures, rememberDevice, type FailureSource, type KnownDevice } from "./staff-locks.server";
import { hashPassword, isUniqueViolation, verifyPassword } from "./users.server";

export { STAFF_ROLES, type StaffRole };
export { STAFF_FAILURES_ALLOWED, type KnownDevice } from "./staff-locks.server";

const SETUP_LINK_TTL_MS = 72 * 60 * 60 * 1000;
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Between the password and the code. */
const SECOND_FACTOR_WINDOW_MS = 5 * 60 * 1000;
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;
const RECOVERY_CODES = 10;
/**
 * Wrong codes a half sign-in may give before it ends (the password is asked again). Wrong passwords and codes also
 * count towards a lock: the account's for unknown devices, a known device's own (./staff-locks.server.ts).
 */
const CODE_FAILURES_ALLOWED = 3;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  disabled: boolean;
  /** Set up: a password and a second factor. */
  active: boolean;
}

const memberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  name: staffMembers.name,
  roles: staffMembers.roles,
  disabledAt: staffMembers.disabledAt,
  passwordHash: staffMembers.passwordHash,
  totpSecret: staffMembers.totpSecret,
};

function toMember(row: { id: number; email: string; name: string; roles: StaffRole[]; disabledAt: Date | null; passwordHash: string | null; totpSecret: string | null }): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles.filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role)),
    disabled: row.disabledAt !== null,
    active: row.passwordHash !== null && row.totpSecret !== null,
  };
}

const byEmail = (email: string) => eq(sql`lower(${staffMembers.email})`, email.trim().toLowerCase());

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

async function countStaff() {
  const [row] = await (await db()).select({ n: sql<number>`count(*)::int` }).from(staffMembers);
  return row?.n ?? 0;
}

export async function listStaff(): Promise<StaffMember[]> {
  const rows = await (await db()).select(memberColumns).from(staffMembers).orderBy(asc(staffMembers.email));
  return rows.map(toMember);
}

async function getStaffMember(id: number): Promise<StaffMember | null> {
  const [row] = await (await db()).select(memberColumns).from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row ? toMember(row) : null;
}

/**
 * Invites `email` with `roles`: a new member, or a member not yet set up, gets a fresh set-up link (older ones die),
 * queued by mail and answered so the CLI can print it. A member who is already set up is refused ("exists").
 */
export async function inviteStaff(
  input: { email: string; roles: StaffRole[] },
  actor: AuditActor,
  now = new Date(),
): Promise<{ ok: true; link: string; staffId: number } | { ok: false; reason: "exists" }> {
  const email = input.email.trim();
  const roles = [...new Set(input.roles)].filter(isStaffRole);
  const token = newToken();
  const link = `${publicOrigin()}/staff/setup/${token}`;
  try {
    const result = await (await db()).transaction(async (tx) => {
      const [existing] = await tx.select(memberColumns).from(staffMembers).where(byEmail(email)).limit(1);
      if (existing && toMember(existing).active) return { ok: false, reason: "exists" } as const;
      const [member] = existing
        ? await tx.update(staffMembers).set({ roles, disabledAt: null, updatedAt: now }).where(eq(staffMembers.id, existing.id)).returning({ id: staffMembers.id })
        : await tx.insert(staffMembers).values({ email, roles }).returning({ id: staffMembers.id });
      await tx.update(staffSetupLinks).set({ usedAt: now }).where(and(eq(staffSetupLinks.staffId, member.id), isNull(staffSetupLinks.usedAt)));
      await tx.insert(staffSetupLinks).values({ staffId: member.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SETUP_LINK_TTL_MS) });
      await queueMail({ to: email, content: staffSetupMail({ roles }), link }, tx);
      await recordAudit(tx, actor, "staff.invite", { kind: "staff", id: member.id }, { email, roles });
      return { ok: true, link, staffId: member.id } as const;
    });
    if (result.ok) mailQueued();
    return result;
  } catch (error) {
    // Two invitations of one new address at once: the other one won.
    if (isUniqueViolation(error)) return { ok: false, reason: "exists" };
    throw error;
  }
}

/**
 * On a database without any staff: the first admin (`email`), invited once. Answers the set-up link to print, or null
 * when there is staff already (another process may have won the race: then it printed the link).
 */
export async function inviteFirstAdmin(email: string): Promise<string | null> {
  if ((await countStaff()) > 0) return null;
  const result = await inviteStaff({ email, roles: ["admin"] }, { id: null, email: "first start", ip: null });
  return result.ok ? result.link : null;
}

/** The member a set-up link is for, while it is unused and unexpired. */
export async function findSetupLink(token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await (await db())
    .select({ linkId: staffSetupLinks.id, staffId: staffMembers.id, email: staffMembers.email, name: staffMembers.name, disabledAt: staffMembers.disabledAt })
    .from(staffSetupLinks)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSetupLinks.staffId))
    .where(and(eq(staffSetupLinks.tokenHash, hashToken(token)), isNull(staffSetupLinks.usedAt), gt(staffSetupLinks.expiresAt, now)))
    .limit(1);
  return row && !row.disabledAt ? row : null;
}

/**
 * A new TOTP secret for the set-up page, with what an authenticator app reads (the otpauth URI, shown as a QR code
 * and as text). The page carries the secret sealed in a hidden field until the member proves it with a code.
 */
export function newTotpEnrolment(email: string) {
  const secret = newTotpSecret();
  return enrolmentOf(secret, sealTotpSecret(secret), email);
}

function enrolmentOf(secret: string, sealedSecret: string, email: string) {
  return { secret, sealedSecret, uri: totpUri(secret, email, `${SITE_NAME} staff`) };
}

/** The enrolment a set-up page posted back (its sealed secret), so a failed post shows the QR code already scanned. */
export function totpEnrolmentFrom(sealedSecret: string, email: string) {
  const secret = sealedSecret.length <= 500 ? (openTotpSecret(sealedSecret)?.secret ?? null) : null;
  return secret && /^[A-Z2-7]+=*$/.test(secret) ? enrolmentOf(secret, sealedSecret, email) : null;
}

function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(5).toString("hex");
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

const hashCode = (code: string) => createHash("sha256").update(code.trim().toLowerCase()).digest("hex");

type SetupResult =
  | { ok: true; staffId: number; recoveryCodes: string[]; sessionToken: string; device: KnownDevice }
  | { ok: false; reason: "link" | "code" | "secret" };

/**
 * Completes a set-up: the link is spent, the password and the proven TOTP secret are stored (sealed), recovery codes
 * are made (shown once: only their hashes are kept), and the member is signed in, the browser a known device.
 */
export async function completeStaffSetup(
  token: string,
  input: { name: string; password: string; sealedSecret: string; code: string },
  ip: string | null,
  now = new Date(),
): Promise<SetupResult> {
  const link = await findSetupLink(token, now);
  if (!link) return { ok: false, reason: "link" };
  const secret = input.sealedSecret.length <= 500 ? (openTotpSecret(input.sealedSecret)?.secret ?? null) : null;
  if (!secret) return { ok: false, reason: "secret" };
  const step = checkTotp(secret, input.code.trim(), null, now);
  if (step === null) return { ok: false, reason: "code" };
  const passwordHash = await hashPassword(input.password);
  const recoveryCodes = newRecoveryCodes();
  const sessionToken = newToken();
  const done = await (await db()).transaction(async (tx) => {
    const spent = await tx
      .update(staffSetupLinks)
      .set({ usedAt: now })
      .where(and(eq(staffSetupLinks.id, link.linkId), isNull(staffSetupLinks.usedAt)))
      .returning({ id: staffSetupLinks.id });
    if (!spent.length) return null;
    await tx
      .update(staffMembers)
      .set({ name: input.name.trim(), passwordHash, totpSecret: sealTotpSecret(secret), totpLastStep: step, updatedAt: now })
      .where(eq(staffMembers.id, link.staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, link.staffId));
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((code) => ({ staffId: link.staffId, codeHash: hashCode(code) })));
    await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, link.staffId), isNull(staffSessions.revokedAt)));
    await insertSession(tx, link.staffId, sessionToken, "full", now);
    await recordAudit(tx, { id: link.staffId, email: link.email, ip }, "staff.setup", { kind: "staff", id: link.staffId });
    return rememberDevice(tx, link.staffId, null, now);
  });
  if (!done) return { ok: false, reason: "link" };
  return { ok: true, staffId: link.staffId, recoveryCodes, sessionToken, device: done };
}

/**
 * A session row: half (until the code, 5 minutes; it remembers the known device it came from, if any) or full (12
 * hours at most); only the token's hash is kept.
 */
async function insertSession(executor: Pick<Db, "insert">, staffId: number, token: string, stage: "password" | "full", now: Date, deviceId: number | null = null) {
  const lifetime = stage === "full" ? STAFF_SESSION_LIFETIME_MS : SECOND_FACTOR_WINDOW_MS;
  await executor
    .insert(staffSessions)
    .values({ staffId, tokenHash: hashToken(token), stage, deviceId, expiresAt: new Date(now.getTime() + lifetime), lastSeenAt: now });
}

let dummyHash: Promise<string> | undefined;

/**
 * The first step of a sign-in: the password. Answers a half session's token (it opens only the code page), or null;
 * the same work is done for unknown addresses, so the answer's time tells nothing. `device` is what the browser's
 * staff-device cookie says: when it is a known device of this member, its own lock applies and its failures count
 * there; otherwise the account's lock for unknown devices does.
 */
export async function startStaffSignIn(
  email: string,
  password: string,
  ip: string | null,
  now = new Date(),
  device: KnownDevice | null = null,
): Promise<string | null> {
  const d = await db();
  const [row] = await d
    .select({ ...memberColumns, lockedUntil: staffMembers.lockedUntil, codeLockedUntil: staffMembers.codeLockedUntil })
    .from(staffMembers)
    .where(byEmail(email))
    .limit(1);
  if (!row?.passwordHash) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(await dummyHash, password);
    await recordAudit(d, { id: row?.id ?? null, email: email.trim().slice(0, 254), ip }, "staff.sign-in.refused", null, { step: "password" });
    return null;
  }
  const member = toMember(row);
  const known = await findKnownDevice(d, member.id, device);
  const source: FailureSource = known ? { kind: "device", deviceId: known.id, staffId: member.id } : { kind: "account", staffId: member.id };
  const locks = known ?? row;
  const actor = { id: member.id, email: member.email, ip };
  const from = known ? { device: "known" } : {};
  if ((locks.lockedUntil && locks.lockedUntil > now) || (locks.codeLockedUntil && locks.codeLockedUntil > now)) {
    // Even the right password waits: the same answer as a wrong one, so a guesser learns nothing from it. A locked
    // code step is a lock too: someone who knows the password was guessing codes.
    await verifyPassword(row.passwordHash, password);
    await recordAudit(d, actor, "staff.sign-in.refused", null, { step: "password", locked: true, ...from });
    return null;
  }
  if (!(await verifyPassword(row.passwordHash, password)) || member.disabled || !member.active) {
    await d.transaction(async (tx) => {
      await countFailure(tx, source, "password", now);
      await recordAudit(tx, actor, "staff.sign-in.refused", null, { step: "password", ...from });
    });
    return null;
  }
  const token = newToken();
  await d.transaction(async (tx) => {
    await forgiveFailures(tx, source, "password");
    await insertSession(tx, member.id, token, "password", now, known?.id ?? null);
  });
  return token;
}

/**
 * The second step: a TOTP code, or one of the recovery codes (spent). Wrong codes count where the password step's
 * failures did (the known device it came from, else the account). On success the half session ends and a full one
 * begins (a new token: the half one's cookie is worth nothing after), that source's count of wrong codes starts
 * again, the browser becomes (or stays) a known device, and a TOTP secret sealed under an older SESSION_SECRET (or the
 * old way) is sealed again under the newest. Answers the new session token and what the device cookie is to carry,
 * or null.
 */
export async function finishStaffSignIn(
  halfToken: string,
  code: string,
  ip: string | null,
  now = new Date(),
): Promise<{ sessionToken: string; device: KnownDevice } | null> {
  const session = await findStaffSession(halfToken, "password", now);
  if (!session) return null;
  const d = await db();
  const [row] = await d
    .select({ ...memberColumns, totpLastStep: staffMembers.totpLastStep, codeLockedUntil: staffMembers.codeLockedUntil })
    .from(staffMembers)
    .where(eq(staffMembers.id, session.staffId))
    .limit(1);
  if (!row || row.disabledAt) return null;
  const [known] = session.deviceId
    ? await d.select({ id: staffDevices.id, codeLockedUntil: staffDevices.codeLockedUntil }).from(staffDevices).where(eq(staffDevices.id, session.deviceId))
    : [];
  const source: FailureSource = known ? { kind: "device", deviceId: known.id, staffId: row.id } : { kind: "account", staffId: row.id };
  const codeLockedUntil = known ? known.codeLockedUntil : row.codeLockedUntil;
  const actor = { id: row.id, email: row.email, ip };
  const from = known ? { device: "known" } : {};
  if (codeLockedUntil && codeLockedUntil > now) {
    // Even the right code waits, in every half sign-in: opening several before guessing gains nothing.
    await recordAudit(d, actor, "staff.sign-in.refused", null, { step: "code", locked: true, ...from });
    return null;
  }
  const totp = row.totpSecret ? openTotpSecret(row.totpSecret, { stored: true }) : null;
  if (row.totpSecret && !totp) {
    // Its SESSION_SECRET was removed from the list before this member signed in again: the recovery codes still work.
    log.warn({ staffId: row.id }, `staff: the TOTP secret of member ${row.id} opens with no SESSION_SECRET; only their recovery codes work.`);
  }
  const trimmed = code.trim();
  const step = totp ? checkTotp(totp.secret, trimmed, row.totpLastStep, now) : null;
  let recoveryUsed = false;
  if (step === null) {
    const spent = /^[0-9a-f]{5}-[0-9a-f]{5}$/i.test(trimmed)
      ? await d
          .update(staffRecoveryCodes)
          .set({ usedAt: now })
          .where(and(eq(staffRecoveryCodes.staffId, row.id), eq(staffRecoveryCodes.codeHash, hashCode(trimmed)), isNull(staffRecoveryCodes.usedAt)))
          .returning({ id: staffRecoveryCodes.id })
      : [];
    if (!spent.length) {
      // The third wrong code ends the half sign-in: guessing needs the password again each time. Every wrong code
      // counts against the account too, and the right password does not forgive them.
      await d.transaction(async (tx) => {
        await tx
          .update(staffSessions)
          .set({
            codeFailures: sql`${staffSessions.codeFailures} + 1`,
            revokedAt: sql`CASE WHEN ${staffSessions.codeFailures} + 1 >= ${CODE_FAILURES_ALLOWED} THEN now() ELSE ${staffSessions.revokedAt} END`,
          })
          .where(eq(staffSessions.id, session.id));
        await countFailure(tx, source, "code", now);
        await recordAudit(tx, actor, "staff.sign-in.refused", null, { step: "code", ...from });
      });
      return null;
    }
    recoveryUsed = true;
  }
  const token = newToken();
  const upgraded = await d.transaction(async (tx) => {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.id, session.id), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    if (!ended.length) return null;
    await forgiveFailures(tx, source, "code");
    if (step !== null || totp?.stale) {
      await tx
        .update(staffMembers)
        .set({ ...(step !== null ? { totpLastStep: step } : {}), ...(totp?.stale ? { totpSecret: sealTotpSecret(totp.secret) } : {}) })
        .where(eq(staffMembers.id, row.id));
    }
    await insertSession(tx, row.id, token, "full", now);
    await recordAudit(tx, actor, "staff.sign-in", null, { with: recoveryUsed ? "recovery code" : "authenticator", ...from });
    return rememberDevice(tx, row.id, known?.id ?? null, now);
  });
  return upgraded ? { sessionToken: token, device: upgraded } : null;
}

/** A live session of this stage: not revoked, not past its end, and (signed in) not idle for 30 minutes. */
async function findStaffSession(token: string, stage: "password" | "full", now: Date) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await (await db())
    .select({ id: staffSessions.id, staffId: staffSessions.staffId, deviceId: staffSessions.deviceId, lastSeenAt: staffSessions.lastSeenAt })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        eq(staffSessions.stage, stage),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (stage === "full" && now.getTime() - row.lastSeenAt.getTime() > STAFF_IDLE_TIMEOUT_MS) return null;
  return row;
}

/** The signed-in member of a full session (enabled), touching its last-seen time; else null. */
export async function verifyStaffSession(token: string, now = new Date()): Promise<StaffMember | null> {
  const session = await findStaffSession(token, "full", now);
  if (!session) return null;
  const member = await getStaffMember(session.staffId);
  if (!member || member.disabled || !member.active) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await (await db()).update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id));
  }
  return member;
}

/** Whether a half session (password given) is waiting for its code. */
export async function hasPendingSignIn(token: string, now = new Date()) {
  return (await findStaffSession(token, "password", now)) !== null;
}

export async function endStaffSession(token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return;
  await (await db()).update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}

/** An admin changes a member's roles. An admin cannot take their own admin role (someone must keep it). */
export async function setStaffRoles(actor: AuditActor & { id: number }, staffId: number, roles: StaffRole[]) {
  const wanted = [...new Set(roles)].filter(isStaffRole);
  if (actor.id === staffId && !wanted.includes("admin")) return { ok: false as const, reason: "own-admin" as const };
  return (await db()).transaction(async (tx) => {
    const [before] = await tx.select({ roles: staffMembers.roles }).from(staffMembers).where(eq(staffMembers.id, staffId)).limit(1);
    if (!before) return { ok: false as const, reason: "missing" as const };
    await tx.update(staffMembers).set({ roles: wanted, updatedAt: new Date() }).where(eq(staffMembers.id, staffId));
    await recordAudit(tx, actor, "staff.roles", { kind: "staff", id: staffId }, { from: before.roles, to: wanted });
    return { ok: true as const };
  });
}

/** An admin disables (every session ends at once) or enables a member; never themselves. */
export async function setStaffDisabled(actor: AuditActor & { id: number }, staffId: number, disabled: boolean, now = new Date()) {
  if (actor.id === staffId) return { ok: false as const, reason: "self" as const };
  return (await db()).transaction(async (tx) => {
    const changed = await tx
      .update(staffMembers)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(staffMembers.id, staffId))
      .returning({ id: staffMembers.id });
    if (!changed.length) return { ok: false as const, reason: "missing" as const };
    // Enabling also lifts every lock from wrong passwords or codes: the admin vouches for the member.
    if (!disabled) await clearLocks(tx, staffId);
    if (disabled) await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    await recordAudit(tx, actor, disabled ? "staff.disable" : "staff.enable", { kind: "staff", id: staffId });
    return { ok: true as const };
  });
}
