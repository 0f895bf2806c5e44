/**
 * The request-facing side of rate limiting: the client's address, and the 429 a form or sign-in is answered when
 * over a limit (per IP, per account, or sign-in failures per account). The counters are app/models/rate-limits.server.ts.
 */
import { BackendError } from "~/backend/errors";
import { accountLockedFor, clearAccountFailures, hitRateLimit, recordAccountFailure } from "~/models/rate-limits.server";
import { getEnv } from "./env.server";

export function clientIp(request: Request): string {
  // Express sets X-Forwarded-For only when TRUST_PROXY is on; otherwise the socket address is passed by server.ts.
  return request.headers.get("x-client-ip") ?? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "unknown";
}

/**
 * Each bucket's limit setting. Likes are counted apart from the forms, under the forms' setting: liking cards does
 * not use up an address's contact form, and guessing ids through /likes stays as slow as posting a form.
 */
const LIMITS = {
  auth: "RATE_LIMIT_AUTH_PER_MINUTE",
  forms: "RATE_LIMIT_FORMS_PER_MINUTE",
  likes: "RATE_LIMIT_FORMS_PER_MINUTE",
  staff: "RATE_LIMIT_STAFF_PER_MINUTE",
} as const;

export type RateLimitBucket = keyof typeof LIMITS;

/**
 * Throws a 429 with Retry-After when this IP posted the forms too often in the last minute. The staff bucket counts
 * per signed-in member (`key`), not per address: a whole office may share one.
 */
export async function enforceFormRateLimit(request: Request, bucket: RateLimitBucket = "forms", key = clientIp(request)) {
  const { limited, retryAfter } = await hitRateLimit(bucket, key, getEnv()[LIMITS[bucket]]);
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
const ACCOUNT_ATTEMPTS_PER_MINUTE = 10;

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

/** Sign-in failures are counted per account over 15 minutes (ACCOUNT_FAILURE_* in the rate-limits model). */
const ACCOUNT_LOCKED_MESSAGE = "Too many failed sign-ins for this account. Please wait 15 minutes, or reset your password.";

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
