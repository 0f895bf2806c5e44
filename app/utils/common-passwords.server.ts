/** Refuses the most common passwords (a bundled list, checked on the server only: it is too big for the browser). */
import { COMMON_PASSWORDS } from "./common-passwords.data.server";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";

let list: Set<string> | undefined;

/** True for a password on the list, in any letter case and with surrounding spaces ignored. */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(COMMON_PASSWORDS.split("\n"));
  return list.has(password.trim().toLowerCase());
}

export function commonPasswordCount() {
  list ??= new Set(COMMON_PASSWORDS.split("\n"));
  return list.size;
}
