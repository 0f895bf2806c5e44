import { describe, expect, it } from "vitest";
import { corsFor } from "./cors.server";

const list = ["https://partner.example"];

describe("corsFor", () => {
  it("adds no header when no allow-list is configured", () => {
    const decision = corsFor("GET", { origin: "https://partner.example" }, []);
    expect(decision.allowed).toBe(false);
    expect(decision.headers).toEqual({});
  });

  it("allows a listed origin with credentials and varies on Origin", () => {
    const decision = corsFor("GET", { origin: "https://partner.example" }, list);
    expect(decision.allowed).toBe(true);
    expect(decision.headers["Access-Control-Allow-Origin"]).toBe("https://partner.example");
    expect(decision.headers.Vary).toBe("Origin");
    expect(decision.headers["Access-Control-Allow-Methods"]).toBeUndefined();
  });

  it("answers a preflight of a listed origin with methods and headers", () => {
    const decision = corsFor("OPTIONS", { origin: "https://partner.example", "access-control-request-method": "POST" }, list);
    expect(decision.preflight).toBe(true);
    expect(decision.headers["Access-Control-Allow-Methods"]).toContain("POST");
    expect(decision.headers["Access-Control-Allow-Headers"]).toContain("Content-Type");
  });

  it("refuses an origin that is not listed, even one that only shares a prefix", () => {
    const decision = corsFor("OPTIONS", { origin: "https://partner.example.evil.test", "access-control-request-method": "POST" }, list);
    expect(decision.allowed).toBe(false);
    expect(decision.preflight).toBe(true);
    expect(decision.headers).toEqual({});
  });
});
