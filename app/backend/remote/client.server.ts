/**
 * HTTP to the owner's API (spec §6–8): bearer token when one is held, credentials included, one refresh and
 * one retry on 401, idempotent GETs retried on network errors and 5xx with exponential back-off (1 s … 30 s,
 * 3 retries), a timeout on every call, and the server's message (or 'An error has occurred') on failure.
 */
import type { z } from "zod";
import type { Locale } from "~/i18n/locales";
import type { AuthContext } from "../backend";
import type { Tokens } from "../contract";
import { BackendError, BackendUnavailableError, DEFAULT_ERROR_MESSAGE, SessionExpiredError } from "../errors";

interface RemoteClientOptions {
  baseUrl: string;
  auth?: AuthContext;
  timeoutMs?: number;
  /** Back-off base and cap (tests shorten them). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  retries?: number;
  fetchImpl?: typeof fetch;
  /** The page's language: every call asks the owner's API for it (Accept-Language) unless a call names its own. */
  locale?: Locale;
}

export interface RequestOptions<T> {
  query?: Record<string, string | number | boolean | Array<string | number> | undefined>;
  json?: unknown;
  formData?: FormData;
  schema?: z.ZodType<T, z.ZodTypeDef, unknown>;
  /** Sent as Accept-Language: the language the owner's API should answer and write its mail in. */
  locale?: Locale;
}

export interface RemoteClient {
  request<T>(method: "GET" | "POST", path: string, options?: RequestOptions<T>): Promise<{ status: number; body: T; headers?: Headers }>;
  /**
   * GET auth/refresh with this refresh token; null when the server refuses it (4xx). Throws BackendUnavailableError
   * when the server cannot answer (network, timeout, 5xx): that is no verdict on the session.
   */
  refreshTokens(refreshToken: string): Promise<Tokens | null>;
}

/** The refresh_token cookie the API sets (spec §7: the refresh is "sent with credentials"), if any. */
export function refreshCookieOf(headers: Headers): string | undefined {
  for (const line of headers.getSetCookie()) {
    const match = /^refresh_token=([^;]*)/.exec(line);
    if (!match || !match[1]) continue;
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverMessage(body: unknown): string | undefined {
  if (typeof body === "string" && body.trim() && body.length < 500) return body.trim();
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    for (const key of ["message", "detail", "error"]) {
      if (typeof record[key] === "string" && record[key]) return record[key] as string;
    }
  }
  return undefined;
}

function fieldErrors(body: unknown): Record<string, string[]> | undefined {
  if (!body || typeof body !== "object") return undefined;
  const data = (body as Record<string, unknown>).data ?? body;
  if (!data || typeof data !== "object" || Array.isArray(data)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value) && value.every((v) => typeof v === "string") && value.length) out[key] = value as string[];
    else if (typeof value === "string" && !["message", "status", "detail"].includes(key)) out[key] = [value];
  }
  return Object.keys(out).length ? out : undefined;
}

export function createRemoteClient(options: RemoteClientOptions): RemoteClient {
  const {
    baseUrl,
    auth,
    timeoutMs = 10_000,
    retryBaseMs = 1_000,
    retryMaxMs = 30_000,
    retries = 3,
    fetchImpl = fetch,
  } = options;
  const apiRoot = `${baseUrl.replace(/\/$/, "")}/api/`;
  let tokens: Tokens | null = auth?.tokens ?? null;

  function urlFor(path: string, query?: RequestOptions<unknown>["query"]) {
    const url = new URL(path.replace(/^\//, ""), apiRoot);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
    }
    return url;
  }

  async function send(method: string, url: URL, init: { body?: BodyInit; contentType?: string; bearer?: string; cookie?: string; locale?: Locale }) {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (init.contentType) headers["Content-Type"] = init.contentType;
    if (init.bearer) headers.Authorization = `Bearer ${init.bearer}`;
    if (init.cookie) headers.Cookie = init.cookie;
    if (init.locale) headers["Accept-Language"] = init.locale;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await fetchImpl(url, { method, headers, body: init.body, credentials: "include", signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Spec §7: GET auth/refresh "sent with credentials": the browser sent its cookie; we send the token as both. */
  async function refreshTokens(refreshToken: string): Promise<Tokens | null> {
    if (!refreshToken) return null;
    let response: Response;
    try {
      response = await send("GET", urlFor("auth/refresh"), {
        bearer: refreshToken,
        cookie: `refresh_token=${encodeURIComponent(refreshToken)}`,
      });
    } catch {
      throw new BackendUnavailableError();
    }
    if (response.status >= 500) throw new BackendUnavailableError();
    if (!response.ok) return null;
    let body: { access_token?: unknown; refresh_token?: unknown; data?: { access_token?: unknown; refresh_token?: unknown } } | null;
    try {
      body = (await response.json()) as typeof body;
    } catch {
      return null;
    }
    const access = body?.access_token ?? body?.data?.access_token;
    if (typeof access !== "string" || !access) return null;
    const rotated = body?.refresh_token ?? body?.data?.refresh_token ?? refreshCookieOf(response.headers);
    return { access_token: access, refresh_token: typeof rotated === "string" && rotated ? rotated : refreshToken };
  }

  async function refresh(): Promise<boolean> {
    if (!tokens?.refresh_token) return false;
    const fresh = await refreshTokens(tokens.refresh_token);
    if (!fresh) return false;
    tokens = fresh;
    auth?.onTokensRefreshed?.(fresh);
    return true;
  }

  async function parseBody(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  return {
    refreshTokens,
    async request<T>(method: "GET" | "POST", path: string, opts: RequestOptions<T> = {}) {
      const url = urlFor(path, opts.query);
      const idempotent = method === "GET";
      let refreshed = false;
      for (let attempt = 0; ; attempt++) {
        let body: BodyInit | undefined;
        let contentType: string | undefined;
        if (opts.formData) body = opts.formData;
        else if (opts.json !== undefined) {
          body = JSON.stringify(opts.json);
          contentType = "application/json";
        }
        let response: Response;
        try {
          response = await send(method, url, { body, contentType, bearer: tokens?.access_token || undefined, locale: opts.locale ?? options.locale });
        } catch {
          if (idempotent && attempt < retries) {
            await sleep(Math.min(retryBaseMs * 2 ** attempt, retryMaxMs));
            continue;
          }
          throw new BackendUnavailableError();
        }
        if (response.status === 401 && tokens && !refreshed) {
          refreshed = true;
          if (await refresh()) {
            attempt--; // the retry after a refresh is not a back-off retry
            continue;
          }
          tokens = null;
          throw new SessionExpiredError();
        }
        if (response.status >= 500 && idempotent && attempt < retries) {
          await sleep(Math.min(retryBaseMs * 2 ** attempt, retryMaxMs));
          continue;
        }
        const parsed = await parseBody(response);
        if (!response.ok) {
          throw new BackendError(serverMessage(parsed) ?? DEFAULT_ERROR_MESSAGE, response.status, fieldErrors(parsed));
        }
        if (!opts.schema) return { status: response.status, body: parsed as T, headers: response.headers };
        const result = opts.schema.safeParse(parsed);
        if (!result.success) throw new BackendError(DEFAULT_ERROR_MESSAGE, 502);
        return { status: response.status, body: result.data, headers: response.headers };
      }
    },
  };
}
