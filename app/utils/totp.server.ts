/**
 * The staff second factor's time-based codes (RFC 6238), made and checked by the `otpauth` library with authenticator
 * apps' common settings: SHA-1, 6 digits, 30-second steps.
 */
import { Secret, TOTP } from "otpauth";

const SETTINGS = { algorithm: "SHA1", digits: 6, period: 30 } as const;

/** A new random secret in base32, as authenticator apps take it: 160 bits, the length RFC 4226 recommends. */
export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code: the secret, its settings, the account and issuer. */
export function totpUri(secret: string, account: string, issuer: string) {
  return new TOTP({ ...SETTINGS, issuer, label: account, secret }).toString();
}

/** The code an authenticator app shows for `secret` at `time` (milliseconds since the epoch). */
export function totpCode(secret: string, time: number) {
  return TOTP.generate({ ...SETTINGS, secret: Secret.fromBase32(secret), timestamp: time });
}

/**
 * The time step of `code` when the secret makes it within one step of `now` either side (clock drift) and it is
 * later than `lastStep`, the last one accepted (a code is good once); otherwise null. The steps are counted from
 * `now` alone: checking against the wall clock while storing a step counted from `now` could store an earlier step
 * than the code's, then refuse the next, valid code as a replay.
 */
export function checkTotp(secret: string, code: string, lastStep: number | null, now: Date) {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({ ...SETTINGS, secret: Secret.fromBase32(secret), token: code, timestamp, window: 1 });
  if (delta === null) return null;
  const step = TOTP.counter({ period: SETTINGS.period, timestamp }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
