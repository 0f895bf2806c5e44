import { describe, expect, it } from "vitest";
import { direction, hasLanguageTwin, isLocale, LOCALES, localeOfPath, localizePath, unlocalizedPath } from "./locales";
import { isLocalizedRoute } from "./localized-routes.js";
import { OFF_SITE_TRICKS, expectSitePath } from "../../tests/support/off-site-paths";
import { safeRedirect } from "~/utils/safe-redirect";

describe("languages in the address", () => {
  it("reads the language of a path: /ar and below are Arabic, the rest English", () => {
    expect(["/ar", "/ar/", "/ar/solutions", "/", "/solutions", "/arabic", "/area"].map(localeOfPath)).toEqual(["ar", "ar", "ar", "en", "en", "en", "en"]);
    expect(direction("ar")).toBe("rtl");
    expect(direction("en")).toBe("ltr");
    expect([isLocale("ar"), isLocale("en"), isLocale("de"), isLocale(undefined)]).toEqual([true, true, false, false]);
  });

  it("takes the prefix off", () => {
    expect(unlocalizedPath("/ar")).toBe("/");
    expect(unlocalizedPath("/ar/solutions")).toBe("/solutions");
    expect(unlocalizedPath("/solutions")).toBe("/solutions");
    expect(unlocalizedPath("/arabic")).toBe("/arabic");
  });

  it("puts a page into a language, keeping its query and fragment", () => {
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/?tab=plant", "ar")).toBe("/ar?tab=plant");
    expect(localizePath("/solutions?q=amine&page=2#results", "ar")).toBe("/ar/solutions?q=amine&page=2#results");
    expect(localizePath("/ar/solutions?q=x", "en")).toBe("/solutions?q=x");
    expect(localizePath("/ar", "en")).toBe("/");
    expect(localizePath("/ar/careers", "ar")).toBe("/ar/careers");
    expect(localizePath("/profile/saved", "ar")).toBe("/ar/profile/saved");
  });

  it("leaves files, endpoints, the staff workspace, other sites and relative addresses alone", () => {
    for (const to of ["/likes", "/media/a.pdf", "/api/v1/core/locations", "/staff/inbox", "/contact-us/cities?country=OM", "/map/plants.json", "https://example.com/", "mailto:info@example.com", "details", "?page=2"]) {
      expect(localizePath(to, "ar"), to).toBe(to);
    }
  });

  it("knows which pages have an Arabic twin, by address and by route id", () => {
    expect(["/", "/solutions", "/solution/3", "/auth/login", "/profile/saved", "/data-sheets/abc", "/unsubscribe/1.abc", "/search", "/contact-us"].every(hasLanguageTwin)).toBe(true);
    expect(["/staff", "/staff/inbox", "/api/v1/core/locations", "/likes", "/contact-us/cities", "/no-such-page", "/profile-picture/a.png"].some(hasLanguageTwin)).toBe(false);
    expect(["routes/_public", "routes/_public._index", "ar/routes/_public.solutions", "routes/auth.login", "routes/profile.saved", "routes/data-sheets.$token"].every(isLocalizedRoute)).toBe(true);
    expect(["root", "routes/staff", "routes/staff.inbox._index", "routes/api.$", "routes/likes", "routes/profile-picture.$file", "routes/publicity"].some(isLocalizedRoute)).toBe(false);
  });

  it("never makes an address on another site out of a path, adding or taking off the prefix", () => {
    for (const input of OFF_SITE_TRICKS) {
      expectSitePath(unlocalizedPath(input), `unlocalizedPath ${JSON.stringify(input)}`);
      for (const locale of LOCALES) {
        expectSitePath(localizePath(input, locale), `localizePath ${JSON.stringify(input)} ${locale}`);
        // What the language switch and the sign-in do: the guard first, then the language.
        expectSitePath(localizePath(safeRedirect(input), locale), `localizePath(safeRedirect) ${JSON.stringify(input)} ${locale}`);
      }
    }
  });

  it("sends a path that would leave the site to the language's home page", () => {
    expect(localizePath("/ar//evil.example", "en")).toBe("/");
    expect(localizePath("/ar/\\evil.example/y", "en")).toBe("/");
    expect(localizePath("/ar/\\evil.example", "ar")).toBe("/ar");
    expect(localizePath("/ar/%2F%2Fevil.example", "en")).toBe("/");
    expect(localizePath("//evil.example/", "ar")).toBe("/ar");
    expect(unlocalizedPath("/ar//evil.example")).toBe("/");
  });
});
