import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./origin.server";

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
