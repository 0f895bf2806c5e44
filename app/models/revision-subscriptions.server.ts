/**
 * "Tell me when the SDS changes": an account with a verified address subscribes to the revisions of one solution's
 * data sheets, and each new revision then reaches it like any other recipient (revision-distribution.server.ts).
 * Every such message carries a one-click unsubscribe link (RFC 8058) that works without signing in: its token is the
 * subscription's id signed for that purpose only, with no expiry (an old message's link must still work).
 */
import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { revisionSubscriptions, solutions, users } from "~/db/schema";
import { localizePath, type Locale } from "~/i18n/locales";
import { getEnv } from "~/utils/env.server";
import { publicUrl } from "~/utils/public-origin.server";
import { signatureMatches, signPayload, type TokenPurpose } from "~/utils/signed-token.server";

const UNSUBSCRIBE: TokenPurpose = { salt: "sahel-revision-subscriptions", info: "unsubscribe link v1" };
const TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

function unsubscribeToken(subscriptionId: number, secret = getEnv().SESSION_SECRETS[0]) {
  return signPayload(String(subscriptionId), secret, UNSUBSCRIBE);
}

/** The page (GET) and one-click address (POST) that end subscription `subscriptionId`, in the mail's language. */
export function unsubscribeUrl(subscriptionId: number, locale: Locale) {
  return publicUrl(localizePath(`/unsubscribe/${unsubscribeToken(subscriptionId)}`, locale));
}

/** The subscription id a token carries when its signature is good; null for anything else. */
function subscriptionOf(token: string): number | null {
  const match = TOKEN.exec(token);
  if (!match || Number(match[1]) > 2_147_483_647) return null;
  return signatureMatches(match[1], match[2], getEnv().SESSION_SECRETS, UNSUBSCRIBE) ? Number(match[1]) : null;
}

type SubscriptionState = "subscribed" | "not-subscribed" | "unverified";

/** Whether the account may subscribe (a verified address) and is subscribed to the solution's revisions. */
export async function subscriptionState(userId: number, solutionId: number): Promise<SubscriptionState> {
  const d = await db();
  const [row] = await d
    .select({ verifiedAt: users.emailVerifiedAt, subscription: revisionSubscriptions.id })
    .from(users)
    .leftJoin(revisionSubscriptions, and(eq(revisionSubscriptions.userId, users.id), eq(revisionSubscriptions.solutionId, solutionId)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.verifiedAt) return "unverified";
  return row.subscription ? "subscribed" : "not-subscribed";
}

/** Whether the account's address is verified: only then may it subscribe (the mail goes to that address). */
export async function maySubscribe(userId: number): Promise<boolean> {
  const d = await db();
  const [user] = await d.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(user?.verifiedAt);
}

/** Of `solutionIds`, those the account is subscribed to. */
export async function subscribedAmong(userId: number, solutionIds: number[]): Promise<Set<number>> {
  if (solutionIds.length === 0) return new Set();
  const d = await db();
  const rows = await d
    .select({ solutionId: revisionSubscriptions.solutionId })
    .from(revisionSubscriptions)
    .where(and(eq(revisionSubscriptions.userId, userId), inArray(revisionSubscriptions.solutionId, solutionIds)));
  return new Set(rows.map((row) => row.solutionId));
}

type Change = { ok: true; solutionName: string } | { ok: false; reason: "unverified" | "missing" };

/**
 * Subscribes or unsubscribes the account; doing it twice is the same as once. Only a verified address may subscribe
 * (mail goes to it); anyone may stop.
 */
export async function setSubscription(userId: number, solutionId: number, subscribed: boolean): Promise<Change> {
  const d = await db();
  const [solution] = await d.select({ name: solutions.name }).from(solutions).where(eq(solutions.id, solutionId)).limit(1);
  if (!solution) return { ok: false, reason: "missing" };
  if (!subscribed) {
    await d.delete(revisionSubscriptions).where(and(eq(revisionSubscriptions.userId, userId), eq(revisionSubscriptions.solutionId, solutionId)));
    return { ok: true, solutionName: solution.name };
  }
  if (!(await maySubscribe(userId))) return { ok: false, reason: "unverified" };
  await d.insert(revisionSubscriptions).values({ userId, solutionId }).onConflictDoNothing();
  return { ok: true, solutionName: solution.name };
}

type Unsubscribed = { status: "not-found" } | { status: "gone" } | { status: "done"; solutionId: number; solutionName: string };

/** What an unsubscribe token opens without signing in: nothing (tampered), a subscription already ended, or its solution. */
export async function subscriptionOfToken(token: string): Promise<Unsubscribed> {
  const id = subscriptionOf(token);
  if (id === null) return { status: "not-found" };
  const d = await db();
  const [row] = await d
    .select({ solutionId: revisionSubscriptions.solutionId, solutionName: solutions.name })
    .from(revisionSubscriptions)
    .innerJoin(solutions, eq(solutions.id, revisionSubscriptions.solutionId))
    .where(eq(revisionSubscriptions.id, id))
    .limit(1);
  return row ? { status: "done", ...row } : { status: "gone" };
}

/** Ends the subscription a good token names; a second use (or an ended one) answers "gone", a tampered one "not-found". */
export async function unsubscribeByToken(token: string): Promise<Unsubscribed> {
  const id = subscriptionOf(token);
  if (id === null) return { status: "not-found" };
  const d = await db();
  const [row] = await d.delete(revisionSubscriptions).where(eq(revisionSubscriptions.id, id)).returning({ solutionId: revisionSubscriptions.solutionId });
  if (!row) return { status: "gone" };
  const [solution] = await d.select({ name: solutions.name }).from(solutions).where(eq(solutions.id, row.solutionId)).limit(1);
  return { status: "done", solutionId: row.solutionId, solutionName: solution?.name ?? "" };
}
