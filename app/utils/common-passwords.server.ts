/** Refuses the most common passwords (zxcvbn-ts's list, checked on the server only: it is too big for the browser). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";

// The package's plain JSON list, read on first use and then let go: its `dictionary` export decompresses this list
// and two others at import, 2 MB more heap for the life of the process. Resolved now, so a missing package fails
// the start, not a visitor's registration.
const require = createRequire(import.meta.url);
const SOURCE = require.resolve("@zxcvbn-ts/language-common/src/passwords.json");

let list: Set<string> | undefined;

/** The list's entries of 8 characters or more (the minimum length refuses the shorter ones already), lower-cased. */
function commonPasswords() {
  if (list) return list;
  const entries = JSON.parse(readFileSync(SOURCE, "utf8")) as string[];
  list = new Set(entries.filter((entry) => entry.length >= 8).map((entry) => entry.toLowerCase()));
  return list;
}

/** True for a password on the list, in any letter case and with surrounding spaces ignored. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

export function commonPasswordCount() {
  return commonPasswords().size;
}
