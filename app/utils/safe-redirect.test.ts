import { describe, expect, it } from "vitest";
import { safeRedirect } from "./auth.server";

describe("safeRedirect", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirect("/profile/saved?tab=solutions")).toBe("/profile/saved?tab=solutions");
  });

  it("falls back for other sites, protocol-relative and backslash tricks, control characters and non-strings", () => {
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/x\r\nSet-Cookie: a=b", "", null, undefined]) {
      expect(safeRedirect(bad)).toBe("/");
    }
    expect(safeRedirect("//evil", "/profile")).toBe("/profile");
  });
});
