/** Building blocks of the /api/v1 resource routes: one method per route, bounded JSON bodies, errors in the API's shape. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { AuthContext, Backend } from "~/backend/backend";
import { getBackend } from "~/backend/index.server";
import { acceptedLocale } from "~/i18n/negotiate.server";
import { BODY_LIMIT_MESSAGES, BODY_POLICIES, BodyLimitError, readBoundedBody } from "./body-limit.server";
import { apiError, apiFailure, apiJson, methodNotAllowed, zodFieldErrors } from "./api.server";
import { enforceFormRateLimit } from "./rate-limit.server";
import { CACHE_CONTROL } from "./cache-headers.server";

/** JSON bodies of the API are small forms; anything larger is refused before it is read in full (body-limit.server). */
const JSON_BODY_LIMIT = BODY_POLICIES.json.maxBytes;

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<Response>;

/** Runs a handler; any failure becomes `{status, message, data}` (never a stack trace). */
function guarded(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      return apiFailure(error);
    }
  };
}

/**
 * A GET resource: the loader answers, every other method gets a 405 naming GET. Its content is in the language of the
 * call's Accept-Language, which the answer names (Content-Language) and varies by.
 */
export function getOnly(handler: (args: LoaderFunctionArgs) => Promise<Response>) {
  const run = guarded(handler as Handler);
  return {
    loader: async (args: LoaderFunctionArgs) => {
      const response = await run(args);
      response.headers.append("Vary", "Accept-Language");
      response.headers.set("Content-Language", acceptedLocale(args.request));
      return response;
    },
    action: async ({ request }: ActionFunctionArgs) => preflightOr(request, ["GET", "HEAD"]),
  };
}

const API_RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";

/** The forms' per-address limit, answered in the API's shape: 429 with Retry-After. */
async function enforceApiRateLimit(request: Request, bucket: "forms" | "auth") {
  try {
    await enforceFormRateLimit(request, bucket);
  } catch (error) {
    if (!(error instanceof Response) || error.status !== 429) throw error;
    const refusal = apiError(429, API_RATE_LIMIT_MESSAGE);
    refusal.headers.set("Retry-After", error.headers.get("Retry-After") ?? "60");
    refusal.headers.set("Cache-Control", CACHE_CONTROL["no-store"]);
    throw refusal;
  }
}

/**
 * A POST resource: the action answers POST, GET and the other methods get a 405 naming POST. Every POST counts
 * against the same per-address limit as the site's forms (`auth` for sign-in and registration), so the API is no
 * way around it.
 */
export function postOnly(handler: (args: ActionFunctionArgs) => Promise<Response>, bucket: "forms" | "auth" = "forms") {
  const run = guarded((async (args: ActionFunctionArgs) => {
    await enforceApiRateLimit(args.request, bucket);
    return handler(args);
  }) as Handler);
  return {
    loader: async () => methodNotAllowed(["POST"]),
    action: async (args: ActionFunctionArgs) => (args.request.method === "POST" ? run(args) : preflightOr(args.request, ["POST"])),
  };
}

function preflightOr(request: Request, allowed: string[]) {
  // Preflights are answered by the CORS layer in front of Remix; one that arrives here gets the plain Allow list.
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: [...allowed, "OPTIONS"].join(", ") } });
  return methodNotAllowed(allowed);
}

/** Reads the body as text, refusing more than `limit` bytes (413) whatever Content-Length claims. */
async function readBoundedText(request: Request, limit = JSON_BODY_LIMIT): Promise<string> {
  try {
    return (await readBoundedBody(request, limit)).toString("utf8");
  } catch (error) {
    if (error instanceof BodyLimitError) throw apiError(413, BODY_LIMIT_MESSAGES.api);
    throw error;
  }
}

/** A JSON body validated by a schema: 415/400/413 as the API answers them, field errors keyed by field. */
export async function readJsonBody<T extends z.ZodTypeAny>(request: Request, schema: T): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw apiError(415, "Send the body as application/json");
  const text = await readBoundedText(request);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw apiError(400, "The body is not valid JSON");
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw apiError(400, "The body must be a JSON object");
  return validated(raw, schema);
}

export function validated<T extends z.ZodTypeAny>(raw: unknown, schema: T): z.infer<T> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = zodFieldErrors(result.error);
    throw apiError(400, Object.values(fields)[0]?.[0] ?? "Invalid input", fields);
  }
  return result.data;
}

/** The backend for an /api/v1 call: the caller's bearer token, content in the language of its Accept-Language. */
export function apiBackend(request: Request): Backend {
  return getBackend(bearerAuth(request), acceptedLocale(request));
}

/** The caller's bearer token, passed on so a remote backend can act for the same user. */
function bearerAuth(request: Request): AuthContext | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match ? { tokens: { access_token: match[1], refresh_token: "" } } : undefined;
}

/** A list answered as the spec's wrapper: `{status, message, data: [...]}`. */
export function apiList<T>(data: T[]) {
  return apiJson({ status: 200, message: "OK", data });
}

/** The id segment of an API path; anything but a positive whole number is an unknown id (404). */
export function apiId(value: string | undefined, what: string): number {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw apiError(404, `${what} not found`);
  return Number(value);
}

/** A stored submission: 201 and a message, and its reference where the call answers one (a basket request's). */
export function created(message: string, reference?: string) {
  return apiJson(reference ? { status: 201, message, reference } : { status: 201, message }, 201);
}
