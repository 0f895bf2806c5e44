/** Remote mode: a 401 from the owner's API is refreshed through the backend once, and the new token is written to the cookie session. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

beforeAll(() => {
  process.env.API_BASE_URL = "https://api.example.test";
});

afterAll(() => {
  delete process.env.API_BASE_URL;
  vi.unstubAllGlobals();
});

describe("getBackendFor", () => {
  it("retries with the refreshed token and hands back a cookie that holds it", { timeout: 60_000 }, async () => {
    const { getBackendFor } = await import("./auth.server");
    const { sessionStorage } = await import("./session.server");
    const calls: Array<{ url: string; auth: string | null }> = [];
    vi.stubGlobal("fetch", async (url: URL, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? null;
      calls.push({ url: String(url), auth });
      if (String(url).endsWith("/api/auth/refresh")) return Response.json({ access_token: "access-2" });
      if (auth === "Bearer access-1") return new Response("expired", { status: 401 });
      return Response.json({ data: [{ id: 1, name: "Operations" }] });
    });
    const session = await sessionStorage().getSession();
    session.set("userId", 7);
    session.set("accessToken", "access-1");
    session.set("refreshToken", "refresh-1");
    const cookie = (await sessionStorage().commitSession(session)).split(";")[0];

    const { backend, commit } = await getBackendFor(new Request("http://localhost/profile", { headers: { Cookie: cookie } }));
    expect(await backend.listDepartments()).toEqual([{ id: 1, name: "Operations" }]);
    expect(calls.map((c) => [new URL(c.url).pathname, c.auth])).toEqual([
      ["/api/v1/job_board/departments/", "Bearer access-1"],
      ["/api/auth/refresh", "Bearer refresh-1"],
      ["/api/v1/job_board/departments/", "Bearer access-2"],
    ]);
    const setCookie = await commit();
    const updated = await sessionStorage().getSession(setCookie!.split(";")[0]);
    expect(updated.get("accessToken")).toBe("access-2");
    expect(updated.get("refreshToken")).toBe("refresh-1");
    expect(updated.get("userId")).toBe(7);
  });

  it("changes nothing when no refresh was needed", async () => {
    const { getBackendFor } = await import("./auth.server");
    vi.stubGlobal("fetch", async () => Response.json({ data: [] }));
    const { backend, commit } = await getBackendFor(new Request("http://localhost/"));
    expect(await backend.listDepartments()).toEqual([]);
    expect(await commit()).toBeUndefined();
  });
});
