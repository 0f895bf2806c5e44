/** The remote client against a small fake API: refresh-and-retry, failed refresh, error messages, retries with back-off, timeouts. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BackendError, BackendUnavailableError, DEFAULT_ERROR_MESSAGE, SessionExpiredError } from "../errors";
import type { Tokens } from "../contract";
import { createRemoteClient } from "./client.server";
import { createRemoteBackend } from "../index.server";

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  at: number;
}

let server: Server | undefined;

async function fakeApi(handle: (req: IncomingMessage, res: ServerResponse, seen: Seen[]) => void) {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", authorization: req.headers.authorization, at: Date.now() });
    handle(req, res, seen);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { baseUrl: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, seen };
}

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(body === undefined ? "" : JSON.stringify(body));
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const fast = { retryBaseMs: 20, retryMaxMs: 1_000, timeoutMs: 2_000 };

describe("remote client: 401, refresh and retry", () => {
  it("refreshes once through GET auth/refresh and retries with the new access token", async () => {
    const { baseUrl, seen } = await fakeApi((req, res) => {
      if (req.url === "/api/auth/refresh") return req.headers.authorization === "Bearer refresh-1" ? send(res, 200, { access_token: "access-2" }) : send(res, 401);
      if (req.headers.authorization === "Bearer access-2") return send(res, 200, { data: [{ id: 1, name: "R&D" }] });
      send(res, 401, { detail: "Token expired" });
    });
    const refreshed: Tokens[] = [];
    const client = createRemoteClient({
      baseUrl,
      ...fast,
      auth: { tokens: { access_token: "access-1", refresh_token: "refresh-1" }, onTokensRefreshed: (t) => refreshed.push(t) },
    });
    const { body } = await client.request("GET", "v1/job_board/departments/");
    expect(body).toEqual({ data: [{ id: 1, name: "R&D" }] });
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([
      ["/api/v1/job_board/departments/", "Bearer access-1"],
      ["/api/auth/refresh", "Bearer refresh-1"],
      ["/api/v1/job_board/departments/", "Bearer access-2"],
    ]);
    expect(refreshed).toEqual([{ access_token: "access-2", refresh_token: "refresh-1" }]);
  });

  it("raises SessionExpiredError when the refresh fails, and forgets the tokens", async () => {
    const { baseUrl, seen } = await fakeApi((req, res) => {
      if (req.url === "/api/auth/refresh") return send(res, 401, { detail: "Refresh token expired" });
      if (req.headers.authorization) return send(res, 401);
      send(res, 200, []);
    });
    const client = createRemoteClient({ baseUrl, ...fast, auth: { tokens: { access_token: "a", refresh_token: "r" } } });
    await expect(client.request("GET", "v1/job_board/departments/")).rejects.toBeInstanceOf(SessionExpiredError);
    // The next call goes out without the dead token.
    await client.request("GET", "v1/job_board/departments/");
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it("refreshes at most once: a second 401 is the server's answer", async () => {
    const { baseUrl, seen } = await fakeApi((req, res) => {
      if (req.url === "/api/auth/refresh") return send(res, 200, { access_token: "fresh" });
      send(res, 401, { message: "Still not allowed" });
    });
    const client = createRemoteClient({ baseUrl, ...fast, auth: { tokens: { access_token: "a", refresh_token: "r" } } });
    const error = await client.request("GET", "v1/x/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).message).toBe("Still not allowed");
    expect(seen.filter((s) => s.url === "/api/auth/refresh")).toHaveLength(1);
  });

  it("does not refresh without tokens: a 401 is an ordinary error", async () => {
    const { baseUrl, seen } = await fakeApi((_req, res) => send(res, 401, { message: "Login failed" }));
    const client = createRemoteClient({ baseUrl, ...fast });
    await expect(client.request("POST", "v1/account/login/", { json: {} })).rejects.toMatchObject({ status: 401, message: "Login failed" });
    expect(seen).toHaveLength(1);
  });
});

describe("remote client: error messages", () => {
  it("raises the server's message, its field errors, or 'An error has occurred'", async () => {
    const { baseUrl } = await fakeApi((req, res) => {
      if (req.url?.startsWith("/api/message")) return send(res, 404, { status: 404, message: "Solution not found", data: null });
      if (req.url?.startsWith("/api/fields")) return send(res, 400, { status: 400, message: "Invalid", data: { email: ["Invalid email address"] } });
      if (req.url?.startsWith("/api/detail")) return send(res, 403, { detail: "Forbidden here" });
      send(res, 418);
    });
    const client = createRemoteClient({ baseUrl, ...fast });
    await expect(client.request("GET", "message")).rejects.toMatchObject({ status: 404, message: "Solution not found" });
    await expect(client.request("POST", "fields", { json: {} })).rejects.toMatchObject({ status: 400, fieldErrors: { email: ["Invalid email address"] } });
    await expect(client.request("GET", "detail")).rejects.toMatchObject({ message: "Forbidden here" });
    await expect(client.request("GET", "empty")).rejects.toMatchObject({ status: 418, message: DEFAULT_ERROR_MESSAGE });
    expect(DEFAULT_ERROR_MESSAGE).toBe("An error has occurred");
  });

  it("treats an answer that does not fit the contract as an error, not as data", async () => {
    const { baseUrl } = await fakeApi((_req, res) => send(res, 200, { unexpected: true }));
    const { z } = await import("zod");
    const client = createRemoteClient({ baseUrl, ...fast });
    await expect(client.request("GET", "x", { schema: z.array(z.number()) })).rejects.toMatchObject({ status: 502, message: DEFAULT_ERROR_MESSAGE });
  });
});

describe("remote client: retries and time-outs", () => {
  it("retries a GET on 5xx with exponential back-off, then succeeds", async () => {
    const { baseUrl, seen } = await fakeApi((_req, res, log) => (log.length < 3 ? send(res, 503) : send(res, 200, { ok: true })));
    const client = createRemoteClient({ baseUrl, ...fast, retryBaseMs: 40 });
    const { body } = await client.request("GET", "v1/x/");
    expect(body).toEqual({ ok: true });
    expect(seen).toHaveLength(3);
    const gaps = [seen[1].at - seen[0].at, seen[2].at - seen[1].at];
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
  });

  it("gives up after 3 retries with the server's message", async () => {
    const { baseUrl, seen } = await fakeApi((_req, res) => send(res, 500, { message: "Database down" }));
    const client = createRemoteClient({ baseUrl, ...fast, retryBaseMs: 5 });
    await expect(client.request("GET", "v1/x/")).rejects.toMatchObject({ status: 500, message: "Database down" });
    expect(seen).toHaveLength(4);
  });

  it("doubles the back-off from its base and caps it at retryMaxMs", async () => {
    const { baseUrl } = await fakeApi((_req, res) => send(res, 502));
    // The delays the client asks for, told apart from its time-out timer and the HTTP stack's own timers.
    const delays: number[] = [];
    const spy = vi.spyOn(globalThis, "setTimeout");
    const client = createRemoteClient({ baseUrl, timeoutMs: 2_345, retryBaseMs: 3, retryMaxMs: 10 });
    try {
      await expect(client.request("GET", "v1/x/")).rejects.toBeInstanceOf(BackendError);
      for (const call of spy.mock.calls) if (call[1] !== 2_345 && Number(call[1]) < 100) delays.push(Number(call[1]));
    } finally {
      spy.mockRestore();
    }
    expect(delays).toEqual([3, 6, 10]);
  });

  it("never retries a POST, nor a GET answered 4xx", async () => {
    const { baseUrl, seen } = await fakeApi((req, res) => (req.method === "POST" ? send(res, 503) : send(res, 404)));
    const client = createRemoteClient({ baseUrl, ...fast, retryBaseMs: 5 });
    await expect(client.request("POST", "v1/core/contact/", { json: {} })).rejects.toMatchObject({ status: 503 });
    await expect(client.request("GET", "v1/x/")).rejects.toMatchObject({ status: 404 });
    expect(seen).toHaveLength(2);
  });

  it("retries network errors and then reports the service unavailable", async () => {
    const { baseUrl } = await fakeApi((_req, res) => send(res, 200));
    server!.close();
    server!.closeAllConnections();
    const attempts: number[] = [];
    const client = createRemoteClient({
      baseUrl,
      ...fast,
      retryBaseMs: 5,
      fetchImpl: (async (...args: Parameters<typeof fetch>) => {
        attempts.push(Date.now());
        return fetch(...args);
      }) as typeof fetch,
    });
    await expect(client.request("GET", "v1/x/")).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(attempts).toHaveLength(4);
  });

  it("times out a call that never answers", async () => {
    await fakeApi(() => {
      // never answers
    });
    const address = server!.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const client = createRemoteClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 150, retries: 0 });
    const started = Date.now();
    await expect(client.request("GET", "v1/x/")).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("remote client: the sender's language", () => {
  it("asks the owner's API for it with Accept-Language, and leaves fetch's default (any) when there is none", async () => {
    const languages: (string | undefined)[] = [];
    const { baseUrl } = await fakeApi((req, res) => {
      languages.push(req.headers["accept-language"]);
      send(res, 201, { message: "Your message has been sent successfully" });
    });
    const client = createRemoteClient({ baseUrl, ...fast });
    await client.request("POST", "v1/core/contact/", { json: {}, locale: "ar" });
    await client.request("POST", "v1/core/contact/", { json: {} });
    expect(languages).toEqual(["ar", "*"]);
  });

  it("asks every call of a backend made for a page's language in it (content in that language)", async () => {
    const languages: (string | undefined)[] = [];
    const { baseUrl } = await fakeApi((req, res) => {
      languages.push(req.headers["accept-language"]);
      send(res, 200, { data: [{ id: 1, name: "مثبطات التآكل", children: [] }] });
    });
    const arabic = createRemoteBackend(baseUrl, undefined, { ...fast, locale: "ar" });
    expect(await arabic.listCategories()).toEqual([{ id: 1, name: "مثبطات التآكل", children: [] }]);
    await arabic.listCountries();
    await createRemoteBackend(baseUrl, undefined, fast).listProcesses();
    expect(languages).toEqual(["ar", "ar", "*"]);
  });
});
