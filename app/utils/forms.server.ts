/**
 * What every public form's action does before its schema: the honeypot, a per-IP rate limit shared by all
 * processes (PostgreSQL counters), and the submission key that makes a resent form idempotent.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { BackendError } from "~/backend/errors";
import { getEnv } from "./env.server";


import { HONEYPOT_FIELD_NAME as HONEYPOT_FIELD, SUBMISSION_KEY_FIELD_NAME as SUBMISSION_KEY_FIELD } from "~/components/form-guard-names";

export function newSubmissionKey() {
  return randomUUID();
}

/** A valid key from the form, or undefined (then no de-duplication). */
export function submissionKeyFrom(formData: FormData): string | undefined {
  const value = formData.get(SUBMISSION_KEY_FIELD);
  return typeof value === "string" && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;
}

export function isHoneypotFilled(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

export function clientIp(request: Request): string {
  // Express sets X-Forwarded-For only when TRUST_PROXY is on; otherwise the socket address is passed by server.ts.
  return request.headers.get("x-client-ip") ?? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "unknown";
}

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

/** Throws a 429 with Retry-After when this IP posted the forms too often in the last minute. */
export async function enforceFormRateLimit(request: Request, bucket = "forms") {
  const limit = bucket === "auth" ? getEnv().RATE_LIMIT_AUTH_PER_MINUTE : getEnv().RATE_LIMIT_FORMS_PER_MINUTE;
  const { limited, retryAfter } = await hitRateLimit(bucket, clientIp(request), limit);
  if (limited) {
    throw new Response("Too many requests. Please wait a minute and try again.", {
      status: 429,
      statusText: "Too Many Requests",
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

/**
 * Per-account attempts for requests that send mail or create rows (registration, reset requests, verification
 * links), so one address cannot be flooded from many IPs. Sign-in counts failures instead (below).
 */
export const ACCOUNT_ATTEMPTS_PER_MINUTE = 10;

export async function enforceAccountRateLimit(bucket: string, email: string, limit = ACCOUNT_ATTEMPTS_PER_MINUTE) {
  const { limited, retryAfter } = await hitRateLimit(bucket, email.trim().toLowerCase(), limit);
  if (limited) {
    throw new Response("Too many attempts for this account. Please wait a minute and try again.", {
      status: 429,
      statusText: "Too Many Requests",
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}

/**
 * Sign-in failures per account, over a sliding 15 minutes (sums of per-minute counters). Only wrong passwords count,
 * so nobody can lock an owner out by sending attempts below the limit: while the account has fewer than
 * ACCOUNT_FAILURE_LIMIT failures the password is checked and the right one signs in. At the limit every sign-in
 * for the account is refused until the window moves on, which caps guessing at 50 tries per 15 minutes per account
 * (from any number of IPs); a correct sign-in clears the count.
 */
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 50;
export const ACCOUNT_LOCKED_MESSAGE = "Too many failed sign-ins for this account. Please wait 15 minutes, or reset your password.";

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

/** A sign-in refused because the account has too many recent failures; `retryAfter` in seconds. */
export class AccountLockedError extends BackendError {
  constructor(readonly retryAfter: number) {
    super(ACCOUNT_LOCKED_MESSAGE, 429);
    this.name = "AccountLockedError";
  }
}

/**
 * Runs a sign-in under the per-account failure limit (the page's and the JSON API's alike): refused while the
 * account is at the limit, a 401 counts as a failure, a success clears the count.
 */
export async function withAccountFailureLimit<T>(bucket: string, email: string, signIn: () => Promise<T>): Promise<T> {
  const lockedFor = await accountLockedFor(bucket, email);
  if (lockedFor) throw new AccountLockedError(lockedFor);
  try {
    const result = await signIn();
    await clearAccountFailures(bucket, email);
    return result;
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) await recordAccountFailure(bucket, email);
    throw error;
  }
}
