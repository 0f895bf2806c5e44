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
import { HONEYPOT_FIELD_NAME, SUBMISSION_KEY_FIELD_NAME } from "~/utils/form-guard-names";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { BODY_LIMIT_MESSAGES, BodyLimitError, readFormData } from "~/utils/body-limit.server";
import { enforceFormRateLimit } from "~/utils/rate-limit.server";
import { submissionKeyFrom } from "~/utils/form-guards.server";
import type { FieldErrors, FormAnswer } from "./kit";

const FORM_ID_FIELD = "__rvfInternalFormId";

/** The visitor's input to show again: every text field but passwords and the form's own guards. */
export function keptValues(fields: FormData | Record<string, unknown>): Record<string, string> {
  const entries = fields instanceof FormData ? [...fields.entries()] : Object.entries(fields);
  const out: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string" || /password/i.test(name)) continue;
    if (name === HONEYPOT_FIELD_NAME || name === SUBMISSION_KEY_FIELD_NAME || name === FORM_ID_FIELD) continue;
    out[name] = value;
  }
  return out;
}

function formIdOf(fields: FormData | Record<string, unknown> | null) {
  const value = fields instanceof FormData ? fields.get(FORM_ID_FIELD) : fields?.[FORM_ID_FIELD];
  return typeof value === "string" && value ? value : undefined;
}

type Failure = {
  fieldErrors?: FieldErrors;
  formError?: string | null;
  fields?: FormData | Record<string, unknown> | null;
  /** The form answered, when the fields do not say (a form that is no AppForm, e.g. an upload). */
  formId?: string;
};

/** The body of a failed form's answer (for routes that send it with a toast). */
export function formAnswer({ fieldErrors, formError, fields, formId }: Failure): FormAnswer {
  return {
    fieldErrors: fieldErrors ?? {},
    repopulateFields: fields ? keptValues(fields) : {},
    formError: formError ?? null,
    formId: formIdOf(fields ?? null) ?? formId,
  };
}

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
    console.error("form submission failed:", error);
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
export async function checkRateLimit(request: Request, bucket: FormGuards["rateLimit"]): Promise<Response | null> {
  try {
    await enforceFormRateLimit(request, bucket);
    return null;
  } catch (error) {
    if (!(error instanceof Response) || error.status !== 429) throw error;
    return error;
  }
}

interface FormGuards {
  /** The rate-limit bucket: "forms" for public forms, "auth" for sign-in and account forms. */
  rateLimit: "forms" | "auth";
  /**
   * The answer to a filled honeypot, for forms that carry one (FormGuards): the same answer as a success, so a bot
   * learns nothing, and nothing is stored.
   */
  honeypot?: () => Response | Promise<Response>;
}

type ReadForm<T> =
  | { ok: true; data: T; formData: FormData; submissionKey: string | undefined }
  | { ok: false; response: Response; formData: FormData | null };

type GuardedForm = { ok: true; formData: FormData } | { ok: false; response: Response; formData: FormData | null };

/**
 * The guards before the schema: the rate limit, the body read within the policy, the honeypot. For actions that
 * look at the form before choosing its validator (several forms on one page); others use readValidatedForm.
 */
export async function readGuardedForm(request: Request, guards: FormGuards): Promise<GuardedForm> {
  const limited = await checkRateLimit(request, guards.rateLimit);

  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (!(error instanceof BodyLimitError)) throw error;
    return { ok: false, response: formFailure(413, { formError: BODY_LIMIT_MESSAGES.form }), formData: null };
  }

  if (limited) return { ok: false, response: await refusalAsForm(limited, formData), formData };

  if (guards.honeypot) {
    const trap = formData.get(HONEYPOT_FIELD_NAME);
    if (typeof trap === "string" && trap.trim() !== "") return { ok: false, response: await guards.honeypot(), formData };
  }
  return { ok: true, formData };
}

/** The schema, last of the guards: 400 with every field's message and what was typed, or the parsed data. */
export async function validateForm<T>(validator: Validator<T>, formData: FormData): Promise<ReadForm<T>> {
  const result = await validator.validate(formData);
  if (result.error) return { ok: false, response: formFailure(400, { fieldErrors: result.error.fieldErrors, fields: formData }), formData };
  return { ok: true, data: result.data, formData, submissionKey: submissionKeyFrom(formData) };
}

/** Runs the guards and the schema; `ok: false` carries the answer to return as it is. */
export async function readValidatedForm<T>(request: Request, validator: Validator<T>, guards: FormGuards): Promise<ReadForm<T>> {
  const guarded = await readGuardedForm(request, guards);
  if (!guarded.ok) return guarded;
  return validateForm(validator, guarded.formData);
}
