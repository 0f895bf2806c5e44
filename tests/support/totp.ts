/**
 * The code an authenticator app shows for `secret` at `time`, with a clock the test sets: the app's own RFC 6238
 * code maker (app/utils/totp.server.ts, checked there against the RFC's test vectors). One copy for the db, http,
 * system and browser tests.
 */
import { totpCode } from "../../app/utils/totp.server";

export function totpAt(secret: string, time = Date.now()) {
  return totpCode(secret, time);
}
