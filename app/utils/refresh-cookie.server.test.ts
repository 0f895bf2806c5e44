/** The API's refresh cookie as a production server behind HTTPS writes it, and reading it back from any input without throwing. */
import { afterAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("NODE_ENV", "production");
vi.stubEnv("PUBLIC_ORIGIN", "https://www.example.om");
vi.stubEnv("SESSION_SECRET", "test-secret-0123456789abcdef");
vi.stubEnv("COOKIE_SECURE", undefined);
const { readRefreshToken, refreshCookie } = await import("./refresh-cookie.server");

afterAll(() => {
  vi.unstubAllEnvs();
});

const attributesOf = (line: string) => line.split(/;\s*/).slice(1).map((a) => a.toLowerCase());
const withHeaders = (headers: Record<string, string>) => new Request("https://www.example.om/api/auth/refresh", { headers });

describe("the refresh cookie", () => {
  it("is HttpOnly, SameSite=Lax, Secure, only for /api/auth, and lives the session's 12 h", () => {
    const line = refreshCookie("tok/en+=");
    expect(line.startsWith(`refresh_token=${encodeURIComponent("tok/en+=")};`)).toBe(true);
    expect(attributesOf(line)).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "secure", "path=/api/auth", "max-age=43200"]));
    expect(attributesOf(line).some((a) => a.startsWith("domain="))).toBe(false);
  });

  it("is read back from the cookie or a bearer token", () => {
    const cookie = refreshCookie("tok/en+=").split(";")[0];
    expect(readRefreshToken(withHeaders({ Cookie: `a=1; ${cookie}; b=2` }))).toBe("tok/en+=");
    expect(readRefreshToken(withHeaders({ Authorization: "Bearer abc" }))).toBe("abc");
  });

  it("gives nothing, and never throws, for a missing, malformed or absurd token", () => {
    const cases: Array<Record<string, string>> = [
      {},
      { Cookie: "refresh_token=" },
      { Cookie: "refresh_token=%E0%A4%A" },
      { Cookie: "refresh_token=%" },
      { Cookie: "refresh_token=a%00b" },
      { Cookie: "refresh_token=a%20b" },
      { Cookie: `refresh_token=${"x".repeat(3000)}` },
      { Cookie: "xrefresh_token=abc" },
      { Authorization: "Basic abc" },
      { Authorization: "Bearer %ZZ" },
    ];
    for (const headers of cases) {
      expect({ headers, token: readRefreshToken(withHeaders(headers)) }).toEqual({ headers, token: undefined });
    }
  });
});
