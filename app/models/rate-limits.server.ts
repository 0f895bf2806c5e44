/**
 * Rate-limit counters, one row per key and minute (rate_limits), shared by every process on one PostgreSQL:
 * per-IP hits on forms and sign-in, per-account attempts, sign-in failures per account over 15 minutes, and mail to
 * addresses visitors typed over 24 hours. What a request is answered when over a limit is app/utils/rate-limit.server.ts.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

type Executor = Pick<Db, "insert" | "select">;

/** Adds `by` to the current minute's counter for `key`; answers the minute's count and its start. */
async function countInMinute(executor: Executor, key: string, by: number, now: number) {
  const windowStart = new Date(now - (now % 60_000));
  const [row] = await executor
    .insert(rateLimits)
    .values({ key, windowStart, count: by })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + ${by}` } })
    .returning({ count: rateLimits.count });
  return { count: row.count, windowStart };
}

/**
 * Counts one hit for `bucket` and `key` in the current minute; returns the seconds to wait when over `limit`.
 */
export async function hitRateLimit(bucket: string, key: string, limit: number): Promise<{ limited: boolean; retryAfter: number }> {
  const now = Date.now();
  const { count, windowStart } = await countInMinute(await db(), `${bucket}:${key}`, 1, now);
  const retryAfter = Math.ceil((windowStart.getTime() + 60_000 - now) / 1000);
  return { limited: count > limit, retryAfter };
}

/**
 * Mail the public site sends to an address a visitor typed (receipts, "someone tried to register", a link proving an
 * address, a reset link for an account nobody verified): at most this many in any 24 hours per address, unless the
 * address is a verified account's own (app/models/mail-queue.server.ts decides). Ten covers a busy day of honest use
 * by a buyer without an account (a data sheet asked for each of several products, a quote, a message; one past it is
 * still stored and shown with its reference on the page) and caps what anyone can aim at a stranger's inbox through
 * the site at ten messages a day, not a flood. Verifying the address lifts it.
 */
export const STRANGER_MAIL_LIMIT = 10;
/** Read over the sum of per-minute rows; housekeeping keeps rate-limit rows at least this long. */
export const STRANGER_MAIL_WINDOW_MS = 24 * 60 * 60_000;

/** The normalized address mail is counted under: trimmed and lower-cased. */
const mailCountKey = (address: string) => `mail-to:${address.trim().toLowerCase()}`;

/**
 * Adds `by` (1 for a message meant for the address, 0 for one that will be withheld) to the address's count and
 * answers the messages counted in the last STRANGER_MAIL_WINDOW_MS, this one included. Every message is counted,
 * queued or not: an address kept busy stays quiet until the flood has stopped for a day. Run it in the transaction
 * that queues the message, so a submission rolled back is not counted.
 */
export async function countMailToAddress(executor: Executor, address: string, by: 0 | 1, now = Date.now()): Promise<number> {
  const key = mailCountKey(address);
  await countInMinute(executor, key, by, now);
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${rateLimits.count}), 0)::int` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, new Date(now - STRANGER_MAIL_WINDOW_MS))));
  return row?.total ?? 0;
}

/**
 * Sign-in failures per account, over a sliding 15 minutes (sums of per-minute counters). Only wrong passwords count,
 * so nobody can lock an owner out by sending attempts below the limit: while the account has fewer than
 * ACCOUNT_FAILURE_LIMIT failures the password is checked and the right one signs in. At the limit every sign-in
 * for the account is refused until the window moves on, which caps guessing at 50 tries per 15 minutes per account
 * (from any number of IPs); a correct sign-in clears the count.
 */
const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 50;

const failureKey = (bucket: string, email: string) => `${bucket}-failures:${email.trim().toLowerCase()}`;

/** The seconds until the account takes sign-ins again, or 0 when it takes them now. */
export async function accountLockedFor(bucket: string, email: string, now = Date.now()): Promise<number> {
  const since = new Date(now - ACCOUNT_FAILURE_WINDOW_MS);
  const [row] = await (await db())
    .select({ failures: sql<number>`coalesce(sum(${rateLimits.count}), 0)::int`, oldest: sql<Date | string | null>`min(${rateLimits.windowStart})` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, failureKey(bucket, email)), gt(rateLimits.windowStart, since)));
  if (!row || row.failures < ACCOUNT_FAILURE_LIMIT || !row.oldest) return 0;
  // When the oldest counted minute leaves the window; later minutes may still hold the count up, so it is a floor.
  return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + ACCOUNT_FAILURE_WINDOW_MS - now) / 1000));
}

export async function recordAccountFailure(bucket: string, email: string) {
  await hitRateLimit(`${bucket}-failures`, email.trim().toLowerCase(), Number.MAX_SAFE_INTEGER);
}

export async function clearAccountFailures(bucket: string, email: string) {
  await (await db()).delete(rateLimits).where(eq(rateLimits.key, failureKey(bucket, email)));
}
