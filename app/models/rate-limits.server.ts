/**
 * Rate-limit counters, one row per key and minute (rate_limits), shared by every process on one PostgreSQL:
 * per-IP hits on forms and sign-in, per-account attempts, and sign-in failures per account over 15 minutes.
 * What a request is answered when over a limit is app/utils/rate-limit.server.ts.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/**
 * Counts one hit for `bucket` and `key` in the current minute; returns the seconds to wait when over `limit`.
 */
export async function hitRateLimit(bucket: string, key: string, limit: number): Promise<{ limited: boolean; retryAfter: number }> {
  const now = Date.now();
  const windowStart = new Date(now - (now % 60_000));
  const d = await db();
  const [row] = await d
    .insert(rateLimits)
    .values({ key: `${bucket}:${key}`, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  const retryAfter = Math.ceil((windowStart.getTime() + 60_000 - now) / 1000);
  return { limited: row.count > limit, retryAfter };
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
