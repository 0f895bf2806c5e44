/**
 * Who sends a form or an API call, and in which language. The account, for linking a submission to it: only a
 * signed-in account whose address is verified, and only on the local backend (signed out, unverified or remote mode
 * link nothing). The language: a form's is its page's (the address), an API call's its Accept-Language.
 */
import type { Sender } from "~/backend/backend";
import type { Locale } from "~/i18n/locales";
import { localeOfRequest } from "~/i18n/locales";
import { acceptedLocale } from "~/i18n/negotiate.server";
import { verifySessionTokens } from "~/models/sessions.server";
import { getUserById } from "~/models/users.server";
import { getUserId } from "./auth.server";
import { getEnv } from "./env.server";

async function verifiedUser(userId: number | null | undefined): Promise<number | undefined> {
  if (!userId) return undefined;
  const user = await getUserById(userId);
  return user?.emailVerifiedAt ? user.id : undefined;
}

function sender(userId: number | undefined, locale: Locale): Sender {
  return userId === undefined ? { locale } : { userId, locale };
}

/** The site's forms: the cookie session's account, in the language of the page the form was posted to. */
export async function formSender(request: Request): Promise<Sender> {
  const locale = localeOfRequest(request);
  if (getEnv().API_BASE_URL) return { locale };
  return sender(await verifiedUser(await getUserId(request)), locale);
}

/** The JSON API: the account of a live bearer access token (spec §6), if the call carries one; Accept-Language. */
export async function apiSender(request: Request): Promise<Sender> {
  const locale = acceptedLocale(request);
  if (getEnv().API_BASE_URL) return { locale };
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) return { locale };
  const session = await verifySessionTokens({ access_token: match[1] });
  return sender(session?.accessValid ? await verifiedUser(session.userId) : undefined, locale);
}
