import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { localizeRedirects } from "./localize-redirects.server";

function run(path: string) {
  const headers: Record<string, unknown> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name] = value;
      return res;
    },
  };
  let called = false;
  localizeRedirects({ path } as Request, res as unknown as Response, (() => (called = true)) as NextFunction);
  expect(called).toBe(true);
  return { headers, set: (name: string, value: unknown) => res.setHeader(name, value) };
}

describe("redirects of Arabic pages", () => {
  it("go to the Arabic page, for a document (Location) and a data request (X-Remix-Redirect)", () => {
    const { headers, set } = run("/ar/auth/login");
    set("Location", "/profile");
    set("X-Remix-Redirect", "/auth/login?redirectTo=%2Far%2Fprofile%2Fsaved");
    expect(headers).toEqual({ Location: "/ar/profile", "X-Remix-Redirect": "/ar/auth/login?redirectTo=%2Far%2Fprofile%2Fsaved" });
  });

  it("leave addresses without an Arabic twin, other sites and other headers alone", () => {
    const { headers, set } = run("/ar/solution/1");
    set("Location", "/media/sheet.pdf");
    set("X-Remix-Redirect", "https://example.com/");
    set("Content-Type", "/profile");
    set("Set-Cookie", ["a=1", "b=2"]);
    expect(headers).toEqual({ Location: "/media/sheet.pdf", "X-Remix-Redirect": "https://example.com/", "Content-Type": "/profile", "Set-Cookie": ["a=1", "b=2"] });
  });

  it("never turn a path into another site's address when they take the prefix off", () => {
    const { headers, set } = run("/ar/auth/login");
    set("Location", "/ar/\\evil.example");
    set("X-Remix-Redirect", "/ar//evil.example");
    expect(headers).toEqual({ Location: "/ar", "X-Remix-Redirect": "/ar" });
  });

  it("do nothing to English pages", () => {
    const { headers, set } = run("/auth/login");
    set("Location", "/profile");
    expect(headers).toEqual({ Location: "/profile" });
  });
});
