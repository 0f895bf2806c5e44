/** The one redirect guard: every place that sends a visitor to a path taken from input uses it. */
import { describe, expect, it } from "vitest";
import { safeRedirect, signInReturningTo } from "./safe-redirect";
import { OFF_SITE_TRICKS, expectSitePath } from "../../tests/support/off-site-paths";

describe("safeRedirect", () => {
  it("keeps same-site paths, with their query and hash", () => {
    expect(safeRedirect("/profile/saved?tab=solutions")).toBe("/profile/saved?tab=solutions");
    expect(safeRedirect("/search?q=Korozyon%20inhibit%C3%B6r#results", "/x")).toBe("/search?q=Korozyon%20inhibit%C3%B6r#results");
    expect(safeRedirect("/")).toBe("/");
  });

  it("falls back for other sites, protocol-relative and backslash tricks and non-strings", () => {
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)", "evil", "", null, undefined]) {
      expect({ bad, to: safeRedirect(bad) }).toEqual({ bad, to: "/" });
    }
    expect(safeRedirect("//evil", "/profile")).toBe("/profile");
  });

  it("falls back for control characters, raw or percent-encoded (a browser drops a tab, so /<tab>/evil is //evil)", () => {
    for (const bad of ["/\t/evil", "/%09/evil", "/%0a/evil", "/%0D%0A/evil", "/x\r\nSet-Cookie: a=b", "/x%00", "/\u007f/evil", "/%7f/evil", "/%5C%5Cevil", "/%2F/evil"]) {
      expect({ bad, to: safeRedirect(bad, "/solutions") }).toEqual({ bad, to: "/solutions" });
    }
  });

  it("falls back for a malformed percent escape rather than throwing", () => {
    expect(safeRedirect("/%E0%A4%A", "/home")).toBe("/home");
  });

  it("answers a path of this site whatever it is given, the fallback included", () => {
    for (const input of OFF_SITE_TRICKS) {
      expectSitePath(safeRedirect(input), input);
      expectSitePath(safeRedirect("/solutions", input), `fallback ${JSON.stringify(input)}`);
      expectSitePath(safeRedirect(input, input), `both ${JSON.stringify(input)}`);
    }
    expect(safeRedirect("//evil.example", "//evil.example")).toBe("/");
  });

  it("is the only one: the old copies are gone", async () => {
    expect("safeRedirect" in (await import("~/routes/likes/like.schema"))).toBe(false);
  });
});

describe("signInReturningTo", () => {
  it("is sign-in carrying a path of this site, and plain sign-in for the home page, nothing or another site", () => {
    expect(signInReturningTo("/search?q=scale")).toBe("/auth/login?redirectTo=%2Fsearch%3Fq%3Dscale");
    expect(signInReturningTo("/ar/services")).toBe("/auth/login?redirectTo=%2Far%2Fservices");
    for (const plain of ["/", "", null, undefined, "//evil.example/steal", "https://evil.example", "/\\evil.example"]) {
      expect({ plain, to: signInReturningTo(plain) }).toEqual({ plain, to: "/auth/login" });
    }
  });
});
