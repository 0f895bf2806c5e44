/**
 * How a change ends well: a redirect that carries a toast, in a cookie signed with SESSION_SECRET. A public form's
 * stored submission ends on its confirmation page instead (~/utils/confirmation.server), which stays.
 */
import { createToastUtilsWithCustomSession } from "remix-toast";
import { toastSessionStorage } from "./session.server";

/** Product toasts stay 5 s (spec §9). */
const TOAST_DURATION_MS = 5000;

let utils: ReturnType<typeof createToastUtilsWithCustomSession> | undefined;
function toastUtils() {
  utils ??= createToastUtilsWithCustomSession(toastSessionStorage());
  return utils;
}

export function redirectWithSuccess(url: string, message: string, init?: ResponseInit) {
  return toastUtils().redirectWithSuccess(url, { message, duration: TOAST_DURATION_MS }, init);
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
