/**
 * Deletes the rows that can no longer do anything, so no table grows without end: rate-limit counters past every
 * window, sessions past their lifetime or signed out, spent or expired reset and verification links, and mail
 * delivered a week ago, and the staff side's ended sessions, spent set-up links and devices unseen for a year, and job applications past APPLICATION_RETENTION_DAYS with their CVs, and the local files a deletion or a stopped upload left behind. server.ts runs it on an unref'd timer; tests call runHousekeeping() directly.
 */
import { and, isNotNull, lt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailVerifications, outbox, passwordResets, rateLimits, sessions, staffDevices, staffSessions, staffSetupLinks } from "~/db/schema";
import { removeLeftoverFiles } from "~/utils/file-store.server";
import { log } from "~/utils/log.server";
import { deleteExpiredApplications } from "./applications.server";
import { STRANGER_MAIL_WINDOW_MS } from "./rate-limits.server";
import { STAFF_DEVICE_LIFETIME_MS } from "./staff-locks.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Rate-limit counters are per minute; the longest window read over them is the day of mail to typed addresses. */
const RATE_LIMIT_ROWS_KEPT_MS = Math.max(DAY, STRANGER_MAIL_WINDOW_MS);
/** A signed-out session is kept a day, so a request racing the sign-out still finds it (and is refused). */
const REVOKED_SESSIONS_KEPT_MS = DAY;
/** A spent or expired link is kept a day, so a late click is answered as an expired link, then forgotten. */
const SPENT_LINKS_KEPT_MS = DAY;
/** Delivered mail is kept a week for support questions ("did the reset mail go out?"). */
const DELIVERED_MAIL_KEPT_MS = 7 * DAY;
const HOUSEKEEPING_INTERVAL_MS = HOUR;

interface HousekeepingCounts {
  rateLimits: number;
  sessions: number;
  passwordResets: number;
  emailVerifications: number;
  outbox: number;
  staffSessions: number;
  staffSetupLinks: number;
  /** Known devices whose cookie has expired (no sign-in on them for a year). */
  staffDevices: number;
  /** Past APPLICATION_RETENTION_DAYS, with their CVs. */
  applications: number;
  /** Local files a deletion marked but did not remove (*.deleted), and staged uploads a stopped process left. */
  leftoverFiles: number;
}

export async function runHousekeeping(now = new Date()): Promise<HousekeepingCounts> {
  const d = await db();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = (rows: unknown[]) => rows.length;

  const limits = await d.delete(rateLimits).where(lt(rateLimits.windowStart, before(RATE_LIMIT_ROWS_KEPT_MS))).returning({ key: rateLimits.key });
  const deadSessions = await d
    .delete(sessions)
    .where(or(lt(sessions.refreshExpiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before(REVOKED_SESSIONS_KEPT_MS)))))
    .returning({ id: sessions.id });
  const resets = await d
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, before(SPENT_LINKS_KEPT_MS)), lt(passwordResets.usedAt, before(SPENT_LINKS_KEPT_MS))))
    .returning({ id: passwordResets.id });
  const verifications = await d
    .delete(emailVerifications)
    .where(or(lt(emailVerifications.expiresAt, before(SPENT_LINKS_KEPT_MS)), lt(emailVerifications.usedAt, before(SPENT_LINKS_KEPT_MS))))
    .returning({ id: emailVerifications.id });
  const mail = await d.delete(outbox).where(lt(outbox.sentAt, before(DELIVERED_MAIL_KEPT_MS))).returning({ id: outbox.id });
  const staffEnded = await d
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, before(REVOKED_SESSIONS_KEPT_MS)), lt(staffSessions.revokedAt, before(REVOKED_SESSIONS_KEPT_MS))))
    .returning({ id: staffSessions.id });
  const setupLinks = await d
    .delete(staffSetupLinks)
    .where(or(lt(staffSetupLinks.expiresAt, before(SPENT_LINKS_KEPT_MS)), lt(staffSetupLinks.usedAt, before(SPENT_LINKS_KEPT_MS))))
    .returning({ id: staffSetupLinks.id });
  const devices = await d.delete(staffDevices).where(lt(staffDevices.lastSeenAt, before(STAFF_DEVICE_LIFETIME_MS))).returning({ id: staffDevices.id });
  const applications = await deleteExpiredApplications(now);
  const leftoverFiles = await removeLeftoverFiles(now);

  return {
    rateLimits: count(limits),
    sessions: count(deadSessions),
    passwordResets: count(resets),
    emailVerifications: count(verifications),
    outbox: count(mail),
    staffSessions: count(staffEnded),
    staffSetupLinks: count(setupLinks),
    staffDevices: count(devices),
    applications,
    leftoverFiles,
  };
}

interface HousekeepingTimer {
  stop(): void;
  /** False: the timer never keeps the process alive on its own. */
  hasRef(): boolean;
}

/**
 * Runs housekeeping once soon after start-up and then every `intervalMs`, on unref'd timers. A failed run (the
 * database is down) is logged and retried at the next tick; it never stops the server.
 */
export function startHousekeeping(
  options: { intervalMs?: number; firstRunMs?: number; onRun?: (counts: HousekeepingCounts) => void } = {},
): HousekeepingTimer {
  const { intervalMs = HOUSEKEEPING_INTERVAL_MS, firstRunMs = 60_000, onRun } = options;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const counts = await runHousekeeping();
      onRun?.(counts);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      if (total > 0) log.info({ deleted: counts }, "housekeeping: deleted");
    } catch (error) {
      log.error({ err: error }, "housekeeping failed");
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), firstRunMs);
  const every = setInterval(() => void run(), intervalMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
    hasRef: () => first.hasRef() || every.hasRef(),
  };
}
