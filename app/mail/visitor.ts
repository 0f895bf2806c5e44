/**
 * Values a visitor typed (names, companies, messages) made inert before a message shows them: they cannot add a
 * line of their own, a link the site did not write, or the `{{link}}` placeholder the worker fills in, and they are
 * capped. The layout (content.ts) escapes them for HTML like every other text.
 */
import { capText, safeAddress } from "./headers";

/** A name, a company, a title: one line. */
export const NAME_MAX = 200;
/** A message, a note, a cover letter: keeps its lines. */
export const MESSAGE_MAX = 5000;

/** A visitor's text of several lines, already inert: the layout shows it as a quotation, never as the site's words. */
export interface Quote {
  readonly quote: readonly string[];
}

const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;
/** Controls (tabs become spaces first), zero-width characters and the bidi overrides that can disguise text. */
const INVISIBLE = /(?![\t-\r])[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu;
/** Dots that IDNA reads as the ASCII one in a host name. */
const LOOKALIKE_DOTS = /[\u3002\uff0e\uff61]/g;
/**
 * A dot a mail program would read as part of a host name: after a letter, digit or hyphen, and before a label of
 * letters ("evil.test", "www.evil.test", "Acme.com"), but not "2.5" or "e.g.". Each match looks at most 64
 * characters ahead, so a long value costs linear time (no backtracking over it).
 */
const HOST_DOT = /(?<=[\p{L}\p{N}-])\.(?=\p{L}{2,63}(?![\p{L}\p{N}-]))/gu;

/**
 * No link of the visitor's own: "https://evil.test/x" reads "https[:]//evil[.]test/x", "www.evil.test" reads
 * "www[.]evil[.]test", which people can still read and mail programs do not turn into links. Two braces in a row
 * are parted ("{ {"), so no visitor value can spell the link placeholder.
 */
function defuse(value: string): string {
  return value
    .replace(/\{(?=\{)/g, "{ ")
    .replace(LOOKALIKE_DOTS, ".")
    .replace(/:\/\//g, "[:]//")
    .replace(HOST_DOT, "[.]");
}

/** One line of a visitor's text: every line break and control a space, white space collapsed, capped at `max`. */
export function visitorValue(value: string, max = NAME_MAX): string {
  const line = value.replace(LINE_BREAKS, " ").replace(/\t/g, " ").replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
  return defuse(capText(line, max));
}

/**
 * A visitor's text of several lines (a message, a note, a cover letter): its own line breaks kept, every other
 * control dropped, runs of empty lines made one, capped at `max` characters. Shown as a quotation.
 */
export function visitorMessage(value: string, max = MESSAGE_MAX): Quote {
  const text = value
    .replace(LINE_BREAKS, "\n")
    .replace(/\t/g, "    ")
    .replace(INVISIBLE, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { quote: defuse(capText(text, max)).split("\n") };
}

/** An address a visitor gave, shown as it is when it is one plain mailbox (mail programs may link it: mailto), else inert. */
export function visitorAddress(value: string): string {
  const address = safeAddress(value);
  return address && !address.includes("{{") ? address : visitorValue(value);
}

/** True when the visitor left it empty (after the same cleaning). */
export function isBlank(value: string | null | undefined): boolean {
  return !value || visitorValue(value) === "";
}
