import { afterAll, describe, expect, it, vi } from "vitest";

// Read on the first getEnv(): the secret the addresses are sealed under.
vi.stubEnv("SESSION_SECRET", "test-secret-0123456789abcdef");
const { openedConfirmation, sealedConfirmation } = await import("./confirmation.server");
const { seal } = await import("./sealed-link.server");

afterAll(() => {
  vi.unstubAllEnvs();
});

const NOW = Date.UTC(2026, 10, 28, 8, 0);
const HOUR = 60 * 60 * 1000;
const MSDS = {
  kind: "msds" as const,
  message: "Your request has been submitted successfully",
  reference: "MSDS-2026-000123",
  subjectId: 7,
  email: "amal@example.om",
  overview: false,
};

describe("a confirmation page's address", () => {
  it("opens to what was sealed for 24 hours, then reads as expired; the address holds none of it in clear", () => {
    const token = sealedConfirmation(MSDS, NOW);
    expect(token).not.toContain("MSDS-2026");
    expect(token).not.toContain("amal");
    expect(token).toMatch(/^c1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(openedConfirmation(token, NOW + 23 * HOUR)).toEqual({ status: "ok", confirmation: { ...MSDS, back: undefined } });
    expect(openedConfirmation(token, NOW + 24 * HOUR)).toEqual({ status: "expired" });
    // A receipt the daily limit held back: the page must not promise it.
    const withheld = sealedConfirmation({ ...MSDS, noReceipt: true }, NOW);
    expect(openedConfirmation(withheld, NOW + HOUR)).toEqual({ status: "ok", confirmation: { ...MSDS, back: undefined, noReceipt: true } });
  });

  it("an altered address, a bare reference, or a value sealed for another use opens nothing", () => {
    const parts = sealedConfirmation(MSDS, NOW).split(".");
    const flipped = parts[3].startsWith("A") ? `B${parts[3].slice(1)}` : `A${parts[3].slice(1)}`;
    for (const token of [[...parts.slice(0, 3), flipped].join("."), "MSDS-2026-000123", "", `v1.${parts.slice(1).join(".")}`, seal("{}")]) {
      expect(openedConfirmation(token, NOW)).toEqual({ status: "invalid" });
    }
  });

  it("keeps where the visitor was only as a path of this site, without its language", () => {
    const back = (path: string) => {
      const opened = openedConfirmation(sealedConfirmation({ ...MSDS, back: path }, NOW), NOW);
      return opened.status === "ok" ? opened.confirmation.back : "not opened";
    };
    expect(back("/ar/search?q=H2S&solution=7")).toBe("/search?q=H2S&solution=7");
    expect(back("/solutions")).toBe("/solutions");
    expect(back("//evil.example/x")).toBeUndefined();
    expect(back("https://evil.example/")).toBeUndefined();
    expect(back(`/search?q=${"a".repeat(600)}`)).toBeUndefined();
  });
});
