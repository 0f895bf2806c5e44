/**
 * Where a staff sign-in's wrong passwords and codes count, and the locks they set. A browser that completed a sign-in
 * before is a known device (a signed cookie names the member and a random token; staff_devices keeps its hash): its
 * failures count on its own row. Every other request counts on the account's row, the lock of "unknown devices".
 * So a stranger who knows a member's address locks only strangers, never the member's own browser (OWASP's device
 * cookie), and a stolen laptop still meets a lock of its own.
 */
import { and, eq, sql, type Column } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { staffDevices, staffMembers } from "~/db/schema";
import { recordAudit, type AuditActor } from "./audit.server";
import { hashToken, newToken } from "./sessions.server";

/**
 * Wrong passwords (or codes) in a row from one source before it waits; each further failure doubles the wait, from
 * 15 minutes up to a day. Wrong codes are counted apart: only a completed sign-in resets them, not the right
 * password, so knowing the password does not buy more guesses.
 */
export const STAFF_FAILURES_ALLOWED = 5;
const LOCK_BASE_MS = 15 * 60 * 1000;
const LOCK_MAX_MS = 24 * 60 * 60 * 1000;
/** How long a browser stays known without a sign-in: the cookie's lifetime, renewed at each one. */
export const STAFF_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** What a browser's staff-device cookie says: the member who signed in on it and the device's token. */
export interface KnownDevice {
  staffId: number;
  token: string;
}

/** The account's count (requests from unknown devices), or one known device's. */
export type FailureSource = { kind: "account"; staffId: number } | { kind: "device"; deviceId: number; staffId: number };

/** The two counts and locks a source keeps; staff_members and staff_devices name them alike. */
type LockColumns = Record<"passwordFailures" | "lockedUntil" | "codeFailures" | "codeLockedUntil", Column>;

const UNLOCKED = { passwordFailures: 0, lockedUntil: null, codeFailures: 0, codeLockedUntil: null };

/** The known device `device` of member `staffId`, with its locks; null when the cookie names another member or no row. */
export async function findKnownDevice(executor: Pick<Db, "select">, staffId: number, device: KnownDevice | null) {
  if (!device || device.staffId !== staffId) return null;
  const [row] = await executor
    .select({ id: staffDevices.id, lockedUntil: staffDevices.lockedUntil, codeLockedUntil: staffDevices.codeLockedUntil })
    .from(staffDevices)
    .where(and(eq(staffDevices.tokenHash, hashToken(device.token)), eq(staffDevices.staffId, staffId)))
    .limit(1);
  return row ?? null;
}

async function updateSource(executor: Pick<Db, "update">, source: FailureSource, set: (columns: LockColumns) => Record<string, unknown>) {
  if (source.kind === "device") await executor.update(staffDevices).set(set(staffDevices)).where(eq(staffDevices.id, source.deviceId));
  else await executor.update(staffMembers).set(set(staffMembers)).where(eq(staffMembers.id, source.staffId));
}

/**
 * One more wrong password or code from `source`; past STAFF_FAILURES_ALLOWED of that step, the step is locked for that
 * source (the wait doubling with each further failure).
 */
export async function countFailure(executor: Pick<Db, "update">, source: FailureSource, step: "password" | "code", now: Date) {
  await updateSource(executor, source, (columns) => {
    const [failures, lockedUntil] = step === "password" ? [columns.passwordFailures, columns.lockedUntil] : [columns.codeFailures, columns.codeLockedUntil];
    const excess = sql`${failures} + 1 - ${STAFF_FAILURES_ALLOWED}`;
    const counted = sql<number>`${failures} + 1`;
    const locked = sql<Date>`CASE WHEN ${excess} >= 0
        THEN ${now.toISOString()}::timestamptz + make_interval(secs => least(${LOCK_MAX_MS / 1000}, ${LOCK_BASE_MS / 1000} * power(2, least(${excess}, 16))))
        ELSE ${lockedUntil} END`;
    return step === "password" ? { passwordFailures: counted, lockedUntil: locked } : { codeFailures: counted, codeLockedUntil: locked };
  });
}

/** A right answer from `source` starts its count of that step again (a right password never forgives wrong codes). */
export async function forgiveFailures(executor: Pick<Db, "update">, source: FailureSource, step: "password" | "code") {
  await updateSource(executor, source, () => (step === "password" ? { passwordFailures: 0, lockedUntil: null } : { codeFailures: 0, codeLockedUntil: null }));
}

/**
 * After a completed sign-in: the browser is (still) a known device of the member. A known one gets a new token (an
 * older copy of its cookie stops counting), an unknown one a new row. Answers what its cookie is to carry.
 */
export async function rememberDevice(executor: Pick<Db, "insert" | "update">, staffId: number, deviceId: number | null, now: Date): Promise<KnownDevice> {
  const token = newToken();
  const renewed = deviceId
    ? await executor
        .update(staffDevices)
        .set({ tokenHash: hashToken(token), lastSeenAt: now })
        .where(and(eq(staffDevices.id, deviceId), eq(staffDevices.staffId, staffId)))
        .returning({ id: staffDevices.id })
    : [];
  if (!renewed.length) await executor.insert(staffDevices).values({ staffId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now });
  return { staffId, token };
}

/** Every lock of a member lifted: the account's (unknown devices) and each known device's. */
export async function clearLocks(executor: Pick<Db, "update">, staffId: number) {
  await executor.update(staffMembers).set(UNLOCKED).where(eq(staffMembers.id, staffId));
  await executor.update(staffDevices).set(UNLOCKED).where(eq(staffDevices.staffId, staffId));
}

/** `npm run staff -- unlock --email …`: lifts every password and code lock of the member at `email`, audited. */
export async function unlockStaff(email: string, actor: AuditActor, now = new Date()) {
  return (await db()).transaction(async (tx) => {
    const [member] = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(sql`lower(${staffMembers.email})`, email.trim().toLowerCase()))
      .limit(1);
    if (!member) return { ok: false as const, reason: "missing" as const };
    await clearLocks(tx, member.id);
    await tx.update(staffMembers).set({ updatedAt: now }).where(eq(staffMembers.id, member.id));
    await recordAudit(tx, actor, "staff.unlock", { kind: "staff", id: member.id });
    return { ok: true as const, staffId: member.id };
  });
}
