/**
 * The staff side's door: its own cookie (__Host-staff when Secure: httpOnly, SameSite=Lax, signed with
 * SESSION_SECRET) holding a session token whose hash is in staff_sessions. Every staff route asks `requireStaff`
 * with the roles it is opened to: anonymous visitors go to the sign-in page, members without one of the roles get 403.
 * Nothing is open by default: a route that names no role is open to nobody. A second, long-lived cookie marks a
 * browser that completed a sign-in as a known device of that member (its failures and lock are its own).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import type { KnownDevice, StaffMember, StaffRole } from "~/models/staff.server";
import { endStaffSession, verifyStaffSession } from "~/models/staff.server";
import { STAFF_DEVICE_LIFETIME_MS } from "~/models/staff-locks.server";
import { getEnv } from "./env.server";
import { clientIp } from "./rate-limit.server";
import { safeRedirect } from "./safe-redirect";

let cookie: ReturnType<typeof createCookie> | undefined;

function staffCookie() {
  const env = getEnv();
  cookie ??= createCookie(env.cookieSecure ? "__Host-staff" : "__staff", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: env.SESSION_SECRETS,
  });
  return cookie;
}

/** The token in the request's staff cookie, if any (signed by us: a forged cookie reads as none). */
export async function staffTokenOf(request: Request): Promise<string | null> {
  const value = await staffCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

export function setStaffCookie(token: string) {
  return staffCookie().serialize(token);
}

let deviceCookie: ReturnType<typeof createCookie> | undefined;

/**
 * The staff-device cookie (__Host-staff-device when Secure): httpOnly, SameSite=Lax, signed with SESSION_SECRET like
 * the session cookie, kept a year from the last sign-in. It survives signing out: it says "this browser signed in
 * before", not "signed in".
 */
function staffDeviceCookie() {
  const env = getEnv();
  deviceCookie ??= createCookie(env.cookieSecure ? "__Host-staff-device" : "__staff-device", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.cookieSecure,
    secrets: env.SESSION_SECRETS,
    maxAge: STAFF_DEVICE_LIFETIME_MS / 1000,
  });
  return deviceCookie;
}

/** What the request's staff-device cookie says, if it is one we signed; anything else reads as an unknown device. */
export async function staffDeviceOf(request: Request): Promise<KnownDevice | null> {
  const value: unknown = await staffDeviceCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { staffId, token } = value as Record<string, unknown>;
  return Number.isSafeInteger(staffId) && typeof token === "string" ? { staffId: staffId as number, token } : null;
}

export function setStaffDeviceCookie(device: KnownDevice) {
  return staffDeviceCookie().serialize({ staffId: device.staffId, token: device.token });
}

/** The headers of a completed sign-in (`others` and two Set-Cookie): the session, and the browser's device cookie renewed. */
export async function signedInHeaders(sessionToken: string, device: KnownDevice, others: Record<string, string> = {}) {
  const headers = new Headers(others);
  headers.append("Set-Cookie", await setStaffCookie(sessionToken));
  headers.append("Set-Cookie", await setStaffDeviceCookie(device));
  return headers;
}

function clearStaffCookie() {
  return staffCookie().serialize("", { maxAge: 0 });
}

/** A signed-in member, with the key their session's forms carry. */
export interface SignedInStaff extends StaffMember {
  /**
   * Derived from the session token (HMAC under SESSION_SECRET): every staff form carries it and every staff POST
   * checks it (readStaffForm), so a form made anywhere but a page of this session is refused, besides the origin
   * check. It changes with each sign-in.
   */
  formKey: string;
}

function formKeyOf(token: string) {
  return createHmac("sha256", getEnv().SESSION_SECRETS[0]).update(`staff-form-key:${token}`).digest("base64url");
}

/** Whether a posted form key is this session's. */
export function isStaffFormKey(member: SignedInStaff, posted: FormDataEntryValue | null) {
  if (typeof posted !== "string") return false;
  const a = Buffer.from(posted);
  const b = Buffer.from(member.formKey);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signed-in member, or null (no cookie, ended, idle for 30 minutes, disabled). */
export async function getStaff(request: Request): Promise<SignedInStaff | null> {
  const token = await staffTokenOf(request);
  const member = token ? await verifyStaffSession(token) : null;
  return member && token ? { ...member, formKey: formKeyOf(token) } : null;
}

/**
 * The signed-in member holding one of `roles`; otherwise a redirect to the sign-in page (coming back here after) or
 * 403. Every staff loader and action starts with it.
 */
export async function requireStaff(request: Request, roles: readonly StaffRole[]): Promise<SignedInStaff> {
  const member = await getStaff(request);
  if (!member) {
    const url = new URL(request.url);
    const back = safeRedirect(`${url.pathname}${url.search}`, "/staff");
    throw redirect(`/staff/sign-in?redirectTo=${encodeURIComponent(back)}`, { headers: { "Set-Cookie": await clearStaffCookie() } });
  }
  if (!member.roles.some((role) => roles.includes(role))) throw new Response("Forbidden", { status: 403, statusText: "Forbidden" });
  return member;
}

/** The actor of an audit entry: the member and the request's address. */
export function auditActor(member: StaffMember, request: Request) {
  return { id: member.id, email: member.email, ip: clientIp(request) };
}

export async function signOutStaff(request: Request) {
  const token = await staffTokenOf(request);
  if (token) await endStaffSession(token);
  return clearStaffCookie();
}
