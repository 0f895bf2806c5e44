/**
 * Who sends a form or an API call, for linking a submission to an account: only a signed-in account whose address
 * is verified, and only on the local backend. Anything else (signed out, unverified, remote mode) links nothing.
 */
import type { Sender } from "~/backend/backend";
import { verifySessionTokens } from "~/models/sessions.server";
import { getUserById } from "~/models/users.server";
import { getUserId } from "./auth.server";
import { getEnv } from "./env.server";

async function verifiedSender(userId: number | null | undefined): Promise<Sender | undefined> {
  if (!userId) return undefined;
  const user = await getUserById(userId);
  return user?.emailVerifiedAt ? { userId: user.id } : undefined;
}

/** The site's forms: the cookie session's account. */
export async function formSender(request: Request): Promise<Sender | undefined> {
  if (getEnv().API_BASE_URL) return undefined;
  return verifiedSender(await getUserId(request));
}

/** The JSON API: the account of a live bearer access token (spec §6), if the call carries one. */
export async function apiSender(request: Request): Promise<Sender | undefined> {
  if (getEnv().API_BASE_URL) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) return undefined;
  const session = await verifySessionTokens({ access_token: match[1] });
  return session?.accessValid ? verifiedSender(session.userId) : undefined;
}
