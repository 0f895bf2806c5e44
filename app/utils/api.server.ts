/** JSON answers of /api/v1 in the spec's shapes: absolute page links, `{status, message, data}` errors, never a stack. */
import { json } from "@remix-run/node";
import type { z } from "zod";
import { BackendError } from "~/backend/errors";
import type { Page } from "~/backend/contract";
import { cacheHeaders } from "./cache-headers.server";
import { publicUrl } from "./public-origin.server";
import { log } from "./log.server";

export function apiJson<T>(data: T, init?: number | ResponseInit) {
  const responseInit = typeof init === "number" ? { status: init } : init;
  return json(data, { ...responseInit, headers: { ...cacheHeaders("no-store"), ...(responseInit?.headers ?? {}) } });
}

export function apiError(status: number, message: string, data: unknown = null) {
  return apiJson({ status, message, data }, status);
}

/** Field errors keyed by field, each a list (as Django REST framework answers). */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "non_field_errors";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses a query string with a zod schema; a bad value is a 400 with the field named, never a 500. */
export function parseQuery<T extends z.ZodTypeAny>(request: Request, schema: T): z.infer<T> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = zodFieldErrors(result.error);
    const first = Object.values(fields)[0]?.[0] ?? "Invalid query";
    throw apiError(400, first, fields);
  }
  return result.data;
}

/**
 * Turns the backend's relative page links ("?page=2&page_size=10") into absolute links to this request's path and
 * query on PUBLIC_ORIGIN (never the Host header, which a client chooses).
 */
export function absolutePage<T>(request: Request, page: Page<T>): Page<T> {
  const link = (relative: string | null) => {
    if (!relative) return null;
    const url = new URL(request.url);
    const params = new URLSearchParams(relative.replace(/^\?/, ""));
    for (const [key, value] of params) url.searchParams.set(key, value);
    return publicUrl(`${url.pathname}${url.search}`);
  };
  return { ...page, next: link(page.next), previous: link(page.previous) };
}

/** Maps a thrown error to the API's error shape; unexpected errors are logged and answered 500 without details. */
export function apiFailure(error: unknown) {
  if (error instanceof Response) return error;
  if (error instanceof BackendError) return apiError(error.status, error.message, error.fieldErrors ?? null);
  log.error({ err: error }, "API request failed");
  return apiError(500, "An error has occurred");
}

export function methodNotAllowed(allowed: string[]) {
  return apiJson({ status: 405, message: "Method not allowed", data: null }, { status: 405, headers: { Allow: allowed.join(", ") } });
}
