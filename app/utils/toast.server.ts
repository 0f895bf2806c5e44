/** The one way a mutation ends well: a redirect that carries a toast, in a cookie signed with SESSION_SECRET. */
import { createToastUtilsWithCustomSession } from "remix-toast";
import { toastSessionStorage } from "./session.server";

/** Product toasts stay 5 s (spec §9). */
const TOAST_DURATION_MS = 5000;

let utils: ReturnType<typeof createToastUtilsWithCustomSession> | undefined;
function toastUtils() {
  utils ??= createToastUtilsWithCustomSession(toastSessionStorage());
  return utils;
}

/** `description`: a second line, e.g. a submission's reference ("Reference: MSDS-2026-000123"). */
export function redirectWithSuccess(url: string, message: string, init?: ResponseInit, description?: string) {
  return toastUtils().redirectWithSuccess(url, { message, description, duration: TOAST_DURATION_MS }, init);
}

/**
 * A stored submission's success: the backend's message (else `fallback`), and its reference on a second line when
 * the backend gave one, so the visitor can note it.
 */
export function redirectWithSubmitted(url: string, answer: { message?: string; reference?: string }, fallback: string) {
  return redirectWithSuccess(url, answer.message || fallback, undefined, answer.reference ? `Reference: ${answer.reference}` : undefined);
}

export function redirectWithError(url: string, message: string, init?: ResponseInit) {
  return toastUtils().redirectWithError(url, { message, duration: TOAST_DURATION_MS }, init);
}

export function jsonWithError<T>(data: T, message: string, init?: ResponseInit) {
  return toastUtils().jsonWithError(data, { message, duration: TOAST_DURATION_MS }, init);
}

export function getToast(request: Request) {
  return toastUtils().getToast(request);
}
