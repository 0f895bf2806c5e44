/**
 * The one guard order of every form action. Express has already checked the origin (csrf) and bounded the body
 * (body-limit.server.ts); here, in this order: the rate limit (a refusal still shows the form with what was typed) →
 * read the form within the body policy → the honeypot (one answer for all forms: it looks like success and stores
 * nothing) → the form's schema → and then the route calls its backend or models, answering a failure with
 * `formFailure` or `backendFailure`.
 */
import { json } from "@remix-run/node";
import type { Validator } from "remix-validated-form";
import { BackendError, DEFAULT_ERROR_MESSAGE } from "~/backend/errors";
import { HONEYPOT_FIELD_NAME, STAFF_FORM_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { BODY_LIMIT_MESSAGES, BODY_POLICIES, BodyLimitError, bodyPolicyOf, readFormData } from "~/utils/body-limit.server";
import { enforceFormRateLimit, type RateLimitBucket } from "~/utils/rate-limit.server";
import { submissionKeyFrom } from "~/utils/form-guards.server";
import { log } from "~/utils/log.server";
import type { FormAnswer } from "./kit";
import { formAnswer, type Failure } from "./answer";

export { formAnswer, keptValues } from "./answer";

/** A failed form: its messages and what was typed, with the status that says why (400, 413, 429, 503…). */
export function formFailure(status: number, failure: Failure, init: ResponseInit = {}) {
  return json<FormAnswer>(formAnswer(failure), { ...init, status });
}

/**
 * A backend's refusal as the form's answer: its field errors beside the form's fields when it named known fields,
 * otherwise its message, or `fallback` when it said nothing useful (spec §8). Anything but a BackendError is logged
 * and answered 503 with `fallback`: nothing was stored, and the visitor keeps what they typed.
 */
export function backendFailure(error: unknown, fields: FormData | Record<string, unknown>, known: readonly string[], fallback: string) {
  if (!(error instanceof BackendError)) {
    log.error({ err: error }, "form submission failed");
    return formFailure(503, { formError: fallback, fields });
  }
  const message = error.message && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : fallback;
  const status = error.status >= 400 && error.status < 600 ? error.status : 503;
  const named = Object.entries(error.fieldErrors ?? {}).filter(([field, messages]) => known.includes(field) && messages.length);
  if (named.length) return formFailure(status >= 500 ? 400 : status, { fieldErrors: Object.fromEntries(named.map(([f, m]) => [f, m[0]])), fields });
  return formFailure(status, { formError: message, fields });
}

/**
 * A limit met after the schema (the per-account ones throw a 429 Response) as the form's own answer, which keeps
 * what was typed; anything else is thrown on.
 */
export async function refusalAsForm(error: unknown, fields: FormData): Promise<Response> {
  if (!(error instanceof Response) || error.status !== 429) throw error;
  return formFailure(429, { formError: await error.text(), fields }, { headers: refusalHeaders(error) });
}

/** A 429's headers on the form's own answer: when to try again, and never stored. */
export function refusalHeaders(refusal: Response) {
  return { "Retry-After": refusal.headers.get("Retry-After") ?? "60", ...cacheHeaders("no-store") };
}

/**
 * The rate limit, counted now, before the body is read: null under it, else the 429 to answer once the body is read
 * (so the answer can keep what was typed).
 */
export async function checkRateLimit(request: Request, bucket: RateLimitBucket, key?: string): Promise<Response | null> {
  try {
    await enforceFormRateLimit(request, bucket, key);
    return null;
  } catch (error) {
    if (!(error instanceof Response) || error.status !== 429) throw error;
    return error;
  }
}

interface FormGuards {
  /** The rate-limit bucket: "forms" for public forms, "auth" for sign-in and account forms. */
  rateLimit: "forms" | "auth" | "staff";
  /** What the bucket counts by: the client's address unless given (the staff bucket: the member). */
  rateKey?: string;
  /**
   * The answer to a filled honeypot, for forms that carry one (FormGuards): the same answer as a success, so a bot
   * learns nothing, and nothing is stored.
   */
  honeypot?: (formData: FormData) => Response | Promise<Response>;
}

/**
 * A form the guards or the schema refused: the response to return as it is, and, when it is the form's own answer
 * (400, 413, 429), that answer's body, for a route that adds to it (the contact form adds the country's cities).
 */
type Refused = { ok: false; response: Response; formData: FormData | null; answer?: FormAnswer; status: number };

type ReadForm<T> = { ok: true; data: T; formData: FormData; submissionKey: string | undefined } | Refused;

type GuardedForm = { ok: true; formData: FormData } | Refused;

function refused(formData: FormData | null, status: number, failure: Failure, init: ResponseInit = {}): Refused {
  const answer = formAnswer(failure);
  return { ok: false, formData, answer, status, response: json<FormAnswer>(answer, { ...init, status }) };
}

/** The body policy the request came in under (server.ts applied it already): the form policy, or a larger one for the editors. */
async function formPolicyOf(request: Request) {
  const { headers } = request;
  const policy = await bodyPolicyOf(request.method, new URL(request.url).pathname, headers.get("content-type"), headers.get("cookie"));
  return policy?.kind === "form" ? policy : BODY_POLICIES.form;
}

/**
 * The guards before the schema: the rate limit, the body read within the policy, the honeypot. For actions that
 * look at the form before choosing its validator (several forms on one page); others use readValidatedForm.
 */
export async function readGuardedForm(request: Request, guards: FormGuards): Promise<GuardedForm> {
  const limited = await checkRateLimit(request, guards.rateLimit, guards.rateKey);

  let formData: FormData;
  try {
    formData = await readFormData(request, await formPolicyOf(request));
  } catch (error) {
    if (!(error instanceof BodyLimitError)) throw error;
    return refused(null, 413, { formError: BODY_LIMIT_MESSAGES.form });
  }

  if (limited) return refused(formData, 429, { formError: await limited.text(), fields: formData }, { headers: refusalHeaders(limited) });

  if (guards.honeypot) {
    const trap = formData.get(HONEYPOT_FIELD_NAME);
    if (typeof trap === "string" && trap.trim() !== "") {
      const response = await guards.honeypot(formData);
      return { ok: false, response, formData, status: response.status };
    }
  }
  return { ok: true, formData };
}

export const STALE_FORM_MESSAGE = "This form belongs to an earlier sign-in. Reload the page and send it again.";

/**
 * A staff form: the guards, then the session's form key (`isKey`, see SignedInStaff in ~/utils/staff-auth.server).
 * A missing or wrong key is refused with what was typed, like any refused form.
 */
export async function readKeyedForm(request: Request, guards: FormGuards, isKey: (posted: FormDataEntryValue | null) => boolean): Promise<GuardedForm> {
  const guarded = await readGuardedForm(request, guards);
  if (!guarded.ok) return guarded;
  if (!isKey(guarded.formData.get(STAFF_FORM_KEY_FIELD_NAME))) {
    return refused(guarded.formData, 400, { formError: STALE_FORM_MESSAGE, fields: guarded.formData });
  }
  return guarded;
}

/** The schema, last of the guards: 400 with every field's message and what was typed, or the parsed data. */
export async function validateForm<T>(validator: Validator<T>, formData: FormData): Promise<ReadForm<T>> {
  const result = await validator.validate(formData);
  if (result.error) return refused(formData, 400, { fieldErrors: result.error.fieldErrors, fields: formData });
  return { ok: true, data: result.data, formData, submissionKey: submissionKeyFrom(formData) };
}

/** Runs the guards and the schema; `ok: false` carries the answer to return as it is. */
export async function readValidatedForm<T>(request: Request, validator: Validator<T>, guards: FormGuards): Promise<ReadForm<T>> {
  const guarded = await readGuardedForm(request, guards);
  if (!guarded.ok) return guarded;
  return validateForm(validator, guarded.formData);
}
