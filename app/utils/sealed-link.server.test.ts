import { describe, expect, it } from "vitest";
import { openTotpSecret, renderOutboxBody, seal, sealTotpSecret, unseal } from "./sealed-link.server";

const SECRET = "a-test-secret-0123456789";

describe("sealed links", () => {
  it("opens only under the secret it was sealed with, and never shows the link in the sealed text", () => {
    const link = "https://site.example/auth/reset-password/abcDEF123_-xyz";
    const sealed = seal(link, SECRET);
    expect(sealed).not.toContain("abcDEF123");
    expect(seal(link, SECRET)).not.toBe(sealed);
    expect(unseal(sealed, SECRET)).toBe(link);
    expect(unseal(sealed, "another-secret-0123456789")).toBeNull();
  });

  it("refuses altered or malformed text", () => {
    const sealed = seal("https://site.example/x", SECRET);
    const parts = sealed.split(".");
    const flipped = parts[3].startsWith("A") ? `B${parts[3].slice(1)}` : `A${parts[3].slice(1)}`;
    expect(unseal([...parts.slice(0, 3), flipped].join("."), SECRET)).toBeNull();
    for (const bad of ["", "v1", "v2.a.b.c", "v1.a.b.c.d", "not sealed at all"]) expect(unseal(bad, SECRET)).toBeNull();
  });

  it("renders an outbox row's body with the link in place of {{link}}", () => {
    const row = { body: "Open this link:\n\n{{link}}\n\nThanks", sealedLink: seal("https://site.example/auth/verify-email/tok", SECRET) };
    expect(renderOutboxBody(row, SECRET)).toBe("Open this link:\n\nhttps://site.example/auth/verify-email/tok\n\nThanks");
    expect(renderOutboxBody({ body: "No link", sealedLink: null }, SECRET)).toBe("No link");
    expect(() => renderOutboxBody(row, "another-secret-0123456789")).toThrow();
  });
});

describe("sealing across a SESSION_SECRET rotation", () => {
  const NEW = "the-newer-secret-0123456789";

  it("opens a link sealed under any secret of the list, newest first, and seals under the newest", () => {
    const old = seal("https://site.example/x", SECRET);
    expect(unseal(old, [NEW, SECRET])).toBe("https://site.example/x");
    expect(unseal(seal("https://site.example/y", [NEW, SECRET]), NEW)).toBe("https://site.example/y");
    expect(renderOutboxBody({ body: "{{link}}", sealedLink: old }, [NEW, SECRET])).toBe("https://site.example/x");
  });

  it("refuses a tag cut short: GCM's tag is pinned to 16 bytes", () => {
    const [version, iv, tag, data] = seal("https://site.example/x", SECRET).split(".");
    for (const bytes of [4, 8, 12, 15]) {
      const short = Buffer.from(tag, "base64url").subarray(0, bytes).toString("base64url");
      expect(unseal([version, iv, short, data].join("."), SECRET), `${bytes} bytes`).toBeNull();
    }
  });
});

describe("sealed TOTP secrets", () => {
  const NEW = "the-newer-secret-0123456789";
  const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

  it("are sealed under a key of their own: a link's key never opens one, nor theirs a link", () => {
    const sealed = sealTotpSecret(TOTP_SECRET, [SECRET]);
    expect(openTotpSecret(sealed, { secrets: [SECRET] })).toEqual({ secret: TOTP_SECRET, stale: false });
    expect(unseal(sealed, SECRET)).toBeNull();
    // A link sealed the link's way is not taken for a TOTP secret (a posted set-up form)...
    expect(openTotpSecret(seal(TOTP_SECRET, SECRET), { secrets: [SECRET] })).toBeNull();
  });

  it("open under an older secret or the old derivation when stored, and say they need sealing again", () => {
    const older = sealTotpSecret(TOTP_SECRET, [SECRET]);
    expect(openTotpSecret(older, { secrets: [NEW, SECRET] })).toEqual({ secret: TOTP_SECRET, stale: true });
    // ...but one stored before TOTP secrets had their own key still opens, stale, so that sign-in seals it again.
    const legacy = seal(TOTP_SECRET, SECRET);
    expect(openTotpSecret(legacy, { secrets: [NEW, SECRET], stored: true })).toEqual({ secret: TOTP_SECRET, stale: true });
    expect(openTotpSecret(legacy, { secrets: [SECRET], stored: true })).toEqual({ secret: TOTP_SECRET, stale: true });
    expect(openTotpSecret(older, { secrets: [NEW] })).toBeNull();
  });
});
