/**
 * Header values that cannot carry a second header: a subject is one line of plain text, a recipient one bare
 * mailbox. Whatever reaches a header (a subject with a visitor's name in it, a Reply-To from a form) goes through
 * these first.
 */

/** Line breaks of every kind, the other C0/C1 controls, DEL, and the bidi overrides that can disguise text. */
const UNSAFE_IN_HEADER = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** `value` cut to at most `max` characters (whole code points), the last one "…" when it was longer. */
export function capText(value: string, max: number): string {
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars.slice(0, Math.max(0, max - 1)).join("").trimEnd()}…`;
}

/**
 * One line of header text: CR, LF and every other control character (and the Unicode line and paragraph
 * separators) become spaces, runs of white space one space, trimmed, and capped at `max` characters with "…".
 */
export function safeHeaderText(value: string, max = 200): string {
  return capText(value.replace(UNSAFE_IN_HEADER, " ").replace(/\s+/g, " ").trim(), max);
}

/**
 * The characters a mailbox's local part may have here: RFC 5322's atext without quotes. Together with the domain's
 * rule this leaves out white space, CR/LF, commas, semicolons, angle brackets, quotes, parentheses and a second @.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * `value` when it is exactly one plain mailbox (local@domain.tld: no display name, no list, no line break, at most
 * 254 characters), else null. Surrounding spaces are dropped; anything inside that is not part of an address
 * refuses the whole value rather than being cleaned, so "a@b.c\r\nBcc: d@e.f" is never half-accepted.
 */
export function safeAddress(value: string): string | null {
  const address = value.replace(/^ +| +$/g, "");
  if (address.length === 0 || address.length > 254) return null;
  const at = address.lastIndexOf("@");
  if (at <= 0) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return null;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return null;
  // The top-level part is a name, not a number (no bare IP addresses).
  if (/^\d+$/.test(labels[labels.length - 1])) return null;
  return address;
}
