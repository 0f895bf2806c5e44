import { describe, expect, it } from "vitest";
import { renderOutboxBody, seal, unseal } from "./sealed-link.server";

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
