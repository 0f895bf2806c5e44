/**
 * The staff second factor's codes: the library against RFC 6238's own test vectors, and what the sign-in asks of a
 * code (its step within one of the request's clock, good once, six digits).
 */
import { describe, expect, it } from "vitest";
import { Secret, TOTP, URI } from "otpauth";
import { checkTotp, newTotpSecret, totpCode, totpUri } from "./totp.server";

/** RFC 6238 Appendix B, the SHA-1 rows: the ASCII secret "12345678901234567890", 8 digits, 30-second steps. */
const RFC_SECRET = "12345678901234567890";
const RFC_SHA1_ROWS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];
const base32Secret = Secret.fromLatin1(RFC_SECRET).base32;
const stepOf = (time: number) => Math.floor(time / 30_000);

describe("RFC 6238 Appendix B", () => {
  it.each(RFC_SHA1_ROWS)("at %i s the library makes %s (SHA-1, 8 digits)", (seconds, code) => {
    expect(TOTP.generate({ secret: Secret.fromLatin1(RFC_SECRET), algorithm: "SHA1", digits: 8, period: 30, timestamp: seconds * 1000 })).toBe(code);
  });

  // Six digits are the same number modulo 10^6, so the app's codes are the vectors' last six digits.
  it.each(RFC_SHA1_ROWS)("at %i s the app's code is the last six digits of %s, and checks as that step", (seconds, code) => {
    expect(totpCode(base32Secret, seconds * 1000)).toBe(code.slice(2));
    expect(checkTotp(base32Secret, code.slice(2), null, new Date(seconds * 1000))).toBe(stepOf(seconds * 1000));
  });
});

describe("checkTotp", () => {
  const secret = base32Secret;
  const now = new Date(1_780_000_012_345);
  const step = stepOf(now.getTime());
  const codeAtStep = (offset: number) => totpCode(secret, (step + offset) * 30_000);

  it("accepts this step's code and the previous or next step's (clock drift), answering the code's own step", () => {
    expect(checkTotp(secret, codeAtStep(0), null, now)).toBe(step);
    expect(checkTotp(secret, codeAtStep(-1), null, now)).toBe(step - 1);
    expect(checkTotp(secret, codeAtStep(1), null, now)).toBe(step + 1);
  });

  it("refuses a code two steps away, counted from the request's clock, not the wall clock", () => {
    expect(checkTotp(secret, codeAtStep(-2), null, now)).toBeNull();
    expect(checkTotp(secret, codeAtStep(2), null, now)).toBeNull();
    expect(checkTotp(secret, codeAtStep(2), null, new Date((step + 2) * 30_000))).toBe(step + 2);
  });

  it("refuses a replay: a code of the last accepted step or an earlier one", () => {
    expect(checkTotp(secret, codeAtStep(0), step, now)).toBeNull();
    expect(checkTotp(secret, codeAtStep(-1), step, now)).toBeNull();
    expect(checkTotp(secret, codeAtStep(0), step - 1, now)).toBe(step);
    expect(checkTotp(secret, codeAtStep(1), step, now)).toBe(step + 1);
  });

  it("refuses anything but six digits", () => {
    const code = codeAtStep(0);
    for (const given of [code.slice(1), `${code}0`, ` ${code}`, `${code.slice(0, 3)} ${code.slice(3)}`, "abcdef", ""]) {
      expect(checkTotp(secret, given, null, now)).toBeNull();
    }
    const [seconds, eightDigits] = RFC_SHA1_ROWS[1];
    expect(checkTotp(base32Secret, eightDigits, null, new Date(seconds * 1000))).toBeNull();
  });
});

describe("enrolment", () => {
  it("makes a new 160-bit base32 secret each time", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("writes the otpauth URI an authenticator app reads: issuer, account, secret and the settings the check uses", () => {
    const secret = newTotpSecret();
    const uri = totpUri(secret, "amal@sahel.example.om", "Sahel staff");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Sahel%20staff:amal%40sahel\.example\.om\?/);
    const read = URI.parse(uri) as TOTP;
    expect(read).toBeInstanceOf(TOTP);
    expect({ issuer: read.issuer, label: read.label, secret: read.secret.base32, algorithm: read.algorithm, digits: read.digits, period: read.period }).toEqual({
      issuer: "Sahel staff",
      label: "amal@sahel.example.om",
      secret,
      algorithm: "SHA1",
      digits: 6,
      period: 30,
    });
  });
});
