/**
 * Staff members for the database tests: set up through the real set-up link, with codes computed as an app would;
 * and a signed-in member's requests to the staff routes (staffClient), with the helpers that call a route and read
 * its answer as a browser would.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { totpAt } from "../support/totp";
import { completeStaffSetup, inviteStaff, newTotpEnrolment, type StaffRole } from "~/models/staff.server";
import { STAFF_FORM_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { getStaff, setStaffCookie } from "~/utils/staff-auth.server";
import { getToast } from "~/utils/toast.server";

export const PASSWORD = "a long staff passphrase";
export const system = { id: null, email: "test", ip: null };

/** The code an authenticator app shows for `secret` at time `at` (tests/support/totp.ts). */
export async function codeFor(secret: string, at = Date.now()) {
  return totpAt(secret, at);
}

/** Invites `email` with `roles` and completes the set-up; answers what a member then has. */
export async function setUpMember(email: string, roles: StaffRole[]) {
  const invited = await inviteStaff({ email, roles }, system);
  if (!invited.ok) throw new Error("not invited");
  const token = invited.link.split("/").at(-1)!;
  const enrolment = await newTotpEnrolment(email);
  const setUpAt = new Date();
  const setupCode = await codeFor(enrolment.secret, setUpAt.getTime());
  const done = await completeStaffSetup(token, { name: email.split("@")[0], password: PASSWORD, sealedSecret: enrolment.sealedSecret, code: setupCode }, "203.0.113.1", setUpAt);
  if (!done.ok) throw new Error(`set-up refused: ${done.reason}`);
  return { ...done, token, secret: enrolment.secret, setupCode, setUpAt };
}

/** What Remix calls a route's loader or action with. */
export const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as ActionFunctionArgs & LoaderFunctionArgs;

let lastClient = 0;

/** Another client address on each call (198.51.100.1 to .250, then round again), so no per-address rate limit trips in a test. */
export const clientIp = () => `198.51.100.${(lastClient++ % 250) + 1}`;

/** A loader's or action's answer, thrown or returned. */
export async function settle(call: () => Promise<unknown>): Promise<Response> {
  try {
    return (await call()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The toast a response sets, read back from its Set-Cookie as the next request would send it (undefined if none). */
export async function toastOf(response: Response) {
  const toastCookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: toastCookie } }))).toast;
}

type FormReply = { fieldErrors: Record<string, string>; formError: string | null; repopulateFields: Record<string, string>; preview?: { content: string }; currentVersion?: number };

/** A staff form's JSON reply: its field errors, form error, the fields to show again and, on a stale save, the current version. */
export async function answerOf(response: Response) {
  return (await response.json()) as FormReply;
}

/**
 * `email` invited with `roles`, set up and signed in: its session cookie and form key, and requests to the staff
 * routes as its browser sends them, each from another client address.
 */
export async function staffClient(email: string, roles: StaffRole[]) {
  const member = await setUpMember(email, roles);
  const cookie = (await setStaffCookie(member.sessionToken)).split(";")[0];
  const formKey = (await getStaff(new Request("http://localhost/staff", { headers: { Cookie: cookie } })))!.formKey;
  return {
    member,
    cookie,
    formKey,
    /** A form post with the form key: urlencoded, or multipart when `fields` is FormData (a file upload). */
    post(url: string, fields: Record<string, string | number> | FormData) {
      let body: FormData | URLSearchParams;
      if (fields instanceof FormData) {
        body = new FormData();
        body.set(STAFF_FORM_KEY_FIELD_NAME, formKey);
        for (const [name, value] of fields) body.append(name, value);
      } else {
        body = new URLSearchParams({ [STAFF_FORM_KEY_FIELD_NAME]: formKey });
        for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
      }
      return new Request(`http://localhost${url}`, { method: "POST", body, headers: { Cookie: cookie, "x-client-ip": clientIp() } });
    },
    get(url: string) {
      return new Request(`http://localhost${url}`, { headers: { Cookie: cookie, "x-client-ip": clientIp() } });
    },
  };
}

export type StaffClient = Awaited<ReturnType<typeof staffClient>>;
