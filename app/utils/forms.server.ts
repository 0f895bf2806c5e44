/**
 * What every public form's action does before its schema: the honeypot, a per-IP rate limit shared by all
 * processes (PostgreSQL counters), and the submission key that makes a resent form idempotent.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
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

/** Per-account attempts (sign-in, registration, reset requests), so one address cannot be guessed at from many IPs. */
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
