/**
 * Tokens that carry their own proof: `<payload>.<signature>`, the signature an HMAC-SHA256 of the payload under a key
 * derived (HKDF) from a SESSION_SECRET for one purpose only, so a token made for one use never passes for another.
 * Signed under the first secret; verified under each (a rotated secret still opens what it signed), in constant time.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

export interface TokenPurpose {
  salt: string;
  info: string;
}

function signatureOf(payload: string, secret: string, purpose: TokenPurpose) {
  const key = Buffer.from(hkdfSync("sha256", secret, purpose.salt, purpose.info, 32));
  return createHmac("sha256", key).update(payload).digest("base64url");
}

export function signPayload(payload: string, secret: string, purpose: TokenPurpose) {
  return `${payload}.${signatureOf(payload, secret, purpose)}`;
}

/** Whether `signature` (43 base64url characters) signs `payload` under one of `secrets`; every secret is tried. */
export function signatureMatches(payload: string, signature: string, secrets: readonly string[], purpose: TokenPurpose) {
  const given = Buffer.from(signature);
  let good = false;
  for (const secret of secrets) {
    const expected = Buffer.from(signatureOf(payload, secret, purpose));
    // Every secret is tried, so the time taken does not say which one matched.
    if (expected.length === given.length && timingSafeEqual(expected, given)) good = true;
  }
  return good;
}
