import { describe, expect, it } from "vitest";
import { isSameOriginRequest, originHostOf } from "./csrf.server";

describe("isSameOriginRequest", () => {
  it("accepts a form posted from the same host", () => {
    expect(isSameOriginRequest({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).toBe(true);
  });
  it("refuses a form posted from another site", () => {
    expect(isSameOriginRequest({ origin: "https://evil.example", host: "127.0.0.1:3000" })).toBe(false);
  });
  it("refuses an opaque origin", () => {
    expect(isSameOriginRequest({ origin: "null", host: "127.0.0.1:3000" })).toBe(false);
  });
  it("accepts a client that sends no origin at all", () => {
    expect(isSameOriginRequest({ host: "127.0.0.1:3000" })).toBe(true);
  });
  it("refuses a request the browser marks cross-site even without an origin", () => {
    expect(isSameOriginRequest({ host: "127.0.0.1:3000", "sec-fetch-site": "cross-site" })).toBe(false);
  });
  it("accepts the configured public origin behind a proxy", () => {
    expect(
      isSameOriginRequest({ origin: "https://www.example.om", host: "127.0.0.1:3000" }, "https://www.example.om"),
    ).toBe(true);
  });
});

describe("X-Forwarded-Host", () => {
  const forged = { origin: "https://evil.example", host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" };

  it("is ignored without TRUST_PROXY: a client cannot name its own origin as this site", () => {
    expect(isSameOriginRequest(forged)).toBe(false);
    expect(isSameOriginRequest(forged, "https://www.example.om")).toBe(false);
    expect(isSameOriginRequest(forged, "https://www.example.om", false)).toBe(false);
  });

  it("names the host behind a trusted proxy (TRUST_PROXY=true)", () => {
    const proxied = { origin: "https://www.example.om", host: "127.0.0.1:3000", "x-forwarded-host": "www.example.om" };
    expect(isSameOriginRequest(proxied, undefined, true)).toBe(true);
    expect(isSameOriginRequest(proxied, undefined, false)).toBe(false);
  });
});

describe("originHostOf", () => {
  it("answers the host of an Origin, and nothing for none, an opaque one or garbage", () => {
    expect(originHostOf("https://www.example.om")).toBe("www.example.om");
    expect(originHostOf("http://127.0.0.1:3000")).toBe("127.0.0.1:3000");
    expect(originHostOf(["https://a.example", "https://b.example"])).toBe("a.example");
    expect(originHostOf(undefined)).toBeUndefined();
    expect(originHostOf("null")).toBeUndefined();
    expect(originHostOf("not a url")).toBeUndefined();
  });
});
