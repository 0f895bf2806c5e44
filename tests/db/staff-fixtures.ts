/** Staff members for the database tests: set up through the real set-up link, with codes computed as an app would. */
import { completeStaffSetup, inviteStaff, newTotpEnrolment, type StaffRole } from "~/models/staff.server";

export const PASSWORD = "a long staff passphrase";
export const system = { id: null, email: "test", ip: null };

/**
 * The code an authenticator app shows for `secret` at time `at`: RFC 6238 (SHA-1, 30 s, 6 digits) written out here,
 * independently of the library the server uses, and with a clock the test sets.
 */
export async function codeFor(secret: string, at = Date.now()) {
  const { createHmac } = await import("node:crypto");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/=+$/, "")) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
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

