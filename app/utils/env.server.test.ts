/** The environment schema: PUBLIC_ORIGIN is required in production and is the one origin links are built from. */
import { describe, expect, it } from "vitest";
import { firstAdminAddressMissing, parseEnv } from "./env.server";

const secret = { SESSION_SECRET: "test-secret-0123456789abcdef" };

describe("PUBLIC_ORIGIN", () => {
  it("is required in production, and the error names the variable", () => {
    expect(() => parseEnv({ ...secret, NODE_ENV: "production" })).toThrow(/PUBLIC_ORIGIN: is required in production/);
    expect(() => parseEnv({ ...secret, NODE_ENV: "production", PUBLIC_ORIGIN: "" })).toThrow(/PUBLIC_ORIGIN/);
    // NODE_ENV defaults to production: an unset one needs the origin too.
    expect(() => parseEnv({ ...secret })).toThrow(/PUBLIC_ORIGIN/);
  });

  it("is kept as an origin without a trailing slash", () => {
    expect(parseEnv({ ...secret, NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.example.om/" }).PUBLIC_ORIGIN).toBe("https://www.example.om");
    expect(parseEnv({ ...secret, NODE_ENV: "production", PUBLIC_ORIGIN: "HTTPS://WWW.Example.OM:443" }).PUBLIC_ORIGIN).toBe("https://www.example.om");
    expect(parseEnv({ ...secret, NODE_ENV: "production", PUBLIC_ORIGIN: "http://localhost:3000" }).PUBLIC_ORIGIN).toBe("http://localhost:3000");
  });

  it("refuses a value that is not an http(s) origin", () => {
    for (const bad of ["www.example.om", "ftp://example.om", "https://example.om/site", "https://example.om/?a=1", "https://user@example.om", "javascript:alert(1)"]) {
      expect(() => parseEnv({ ...secret, NODE_ENV: "production", PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it("defaults to http://localhost:PORT in development and tests", () => {
    expect(parseEnv({ NODE_ENV: "development" }).PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect(parseEnv({ NODE_ENV: "test", PORT: "3100" }).PUBLIC_ORIGIN).toBe("http://localhost:3100");
    expect(parseEnv({ NODE_ENV: "development", PUBLIC_ORIGIN: "https://staging.example.om" }).PUBLIC_ORIGIN).toBe("https://staging.example.om");
  });
});

describe("TRUST_PROXY", () => {
  it("is off unless set to true", () => {
    expect(parseEnv({ NODE_ENV: "test" }).trustProxy).toBe(false);
    expect(parseEnv({ NODE_ENV: "test", TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseEnv({ NODE_ENV: "test", TRUST_PROXY: "true" }).trustProxy).toBe(true);
  });

  it("refuses anything but true or false", () => {
    expect(() => parseEnv({ NODE_ENV: "test", TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY/);
  });
});

describe("SESSION_SECRET", () => {
  const production = { NODE_ENV: "production", PUBLIC_ORIGIN: "https://www.example.om" };

  it("has no built-in value in production: without it or the server's generated one, start-up stops and says why", () => {
    expect(() => parseEnv(production)).toThrow(/SESSION_SECRET: is required in production/);
    expect(parseEnv({ ...production, GENERATED_SESSION_SECRET: "f".repeat(64) }).SESSION_SECRETS).toEqual(["f".repeat(64)]);
    expect(parseEnv({ ...production, ...secret }).SESSION_SECRETS).toEqual([secret.SESSION_SECRET]);
  });

  it("is a list, newest first, each one at least 16 characters", () => {
    expect(parseEnv({ ...production, SESSION_SECRET: "new-secret-0123456789, old-secret-0123456789" }).SESSION_SECRETS).toEqual([
      "new-secret-0123456789",
      "old-secret-0123456789",
    ]);
    expect(() => parseEnv({ ...production, SESSION_SECRET: "new-secret-0123456789,short" })).toThrow(/SESSION_SECRET/);
  });
});

describe("STAFF_BOOTSTRAP_EMAIL", () => {
  const production = { ...secret, NODE_ENV: "production" };

  it("defaults to admin@ the public host when that is an address staff sign-in accepts", () => {
    expect(parseEnv({ ...production, PUBLIC_ORIGIN: "https://www.example.om" }).staffBootstrapEmail).toBe("admin@www.example.om");
    expect(parseEnv({ ...production, PUBLIC_ORIGIN: "https://www.example.om", STAFF_BOOTSTRAP_EMAIL: " it@example.om " }).staffBootstrapEmail).toBe("it@example.om");
  });

  it("has no default when the public host is an IP address or has no top-level domain, and says what to set", () => {
    for (const origin of ["http://192.0.2.10:3000", "http://[2001:db8::1]", "http://localhost:3000"]) {
      const env = parseEnv({ ...production, PUBLIC_ORIGIN: origin });
      expect(env.staffBootstrapEmail, origin).toBeNull();
      expect(firstAdminAddressMissing(env), origin).toMatch(/STAFF_BOOTSTRAP_EMAIL.*is not an address staff sign-in accepts/);
    }
    expect(parseEnv({ ...production, PUBLIC_ORIGIN: "http://192.0.2.10", STAFF_BOOTSTRAP_EMAIL: "admin@example.om" }).staffBootstrapEmail).toBe("admin@example.om");
  });

  it("refuses at start-up a value that is not one plain address sign-in accepts", () => {
    for (const bad of ["admin@192.0.2.10", "admin@localhost", "Admin <admin@example.om>", "a@example.om,b@example.om", "admin"]) {
      expect(() => parseEnv({ ...production, PUBLIC_ORIGIN: "https://www.example.om", STAFF_BOOTSTRAP_EMAIL: bad }), bad).toThrow(/STAFF_BOOTSTRAP_EMAIL: must be/);
    }
  });
});
