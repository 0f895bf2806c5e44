/**
 * The search synonyms editor's forms (/staff/search-terms): a group is one line of comma-separated terms, read the way
 * search reads it (parseSynonymTerms) and stored as the editor typed it, tidied to ", "-joined terms, each once. No
 * server imports: the browser runs the same validators.
 */
import { z } from "zod";
import { parseSynonymTerms, SYNONYM_LIMITS, type SynonymTerm } from "~/utils/search-query";
import { formValidator } from "./kit";

export const SYNONYMS_PATH = "/staff/search-terms";

/** A prefix term's beginning must be this long: "a*" would make every word with an "a" in front a synonym. */
export const PREFIX_MIN_LENGTH = 3;

/** The longest line a group's field takes: every term at its longest, with its separator. */
export const GROUP_MAX_LENGTH = SYNONYM_LIMITS.terms * (SYNONYM_LIMITS.termLength + 2);

const shortened = (term: string) => (term.length > 30 ? `${term.slice(0, 30)}…` : term);

export const SYNONYM_MESSAGES = {
  termsRequired: "Enter the terms of the group, separated by commas.",
  tooFew: "A group needs at least two different terms, separated by commas.",
  tooMany: `A group can have at most ${SYNONYM_LIMITS.terms} terms.`,
  termTooLong: (term: string) => `Each term can be at most ${SYNONYM_LIMITS.termLength} characters: “${shortened(term)}” is longer.`,
  starInside: (term: string) => `A * can only end a term, as in sulph*: “${shortened(term)}”.`,
  prefixTooShort: (term: string) => `A term ending in * needs at least ${PREFIX_MIN_LENGTH} letters before the *: “${term}”.`,
  termTaken: (term: string, group: string) =>
    `“${term}” is already a term of another group (“${shortened(group)}”). A term can be in one group only: add these terms to that group instead.`,
  groupRequired: "Choose a group.",
} as const;

/** A term as search compares it: its words in toSearchText form, and a * when it is a beginning. */
function synonymTermKey(term: SynonymTerm) {
  return `${term.words.join(" ")}${term.prefix ? "*" : ""}`;
}

/** The keys of a stored group's terms, in the order written. */
export function synonymKeysOf(terms: string) {
  return parseSynonymTerms(terms).map(synonymTermKey);
}

type ReadGroup = { ok: true; text: string; keys: string[] } | { ok: false; message: string };

/**
 * A group as typed, checked and tidied: each term trimmed, its inner white space one space (none before a final *),
 * terms that search reads alike kept once (the first as written), ", "-joined. Split where parseSynonymTerms splits:
 * commas (the Arabic one too) and line breaks.
 */
export function readSynonymGroup(line: string): ReadGroup {
  const typed: string[] = [];
  const keys: string[] = [];
  for (const piece of line.split(/[,،\n]/)) {
    const term = piece.replace(/\s+/g, " ").trim().replace(/\s+\*$/, "*");
    if (!term) continue;
    if (term.slice(0, -1).includes("*")) return { ok: false, message: SYNONYM_MESSAGES.starInside(term) };
    if (term.length > SYNONYM_LIMITS.termLength) return { ok: false, message: SYNONYM_MESSAGES.termTooLong(term) };
    // One piece holds no separator, so it is one term or none ("*", "--": no word in it).
    const [parsed] = parseSynonymTerms(term);
    if (!parsed) continue;
    if (parsed.prefix && parsed.words.at(-1)!.length < PREFIX_MIN_LENGTH) return { ok: false, message: SYNONYM_MESSAGES.prefixTooShort(term) };
    const key = synonymTermKey(parsed);
    if (keys.includes(key)) continue;
    keys.push(key);
    typed.push(term);
  }
  if (typed.length === 0) return { ok: false, message: SYNONYM_MESSAGES.termsRequired };
  if (typed.length < 2) return { ok: false, message: SYNONYM_MESSAGES.tooFew };
  if (typed.length > SYNONYM_LIMITS.terms) return { ok: false, message: SYNONYM_MESSAGES.tooMany };
  return { ok: true, text: typed.join(", "), keys };
}

const termsField = z
  .string({ required_error: SYNONYM_MESSAGES.termsRequired, invalid_type_error: SYNONYM_MESSAGES.termsRequired })
  .transform((line, ctx) => {
    const group = readSynonymGroup(line);
    if (group.ok) return group.text;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: group.message });
    return z.NEVER;
  });

const ID = /^\d{1,9}$/;

const groupId = z
  .string({ required_error: SYNONYM_MESSAGES.groupRequired, invalid_type_error: SYNONYM_MESSAGES.groupRequired })
  .refine((value) => ID.test(value) && Number(value) >= 1, SYNONYM_MESSAGES.groupRequired)
  .transform(Number);

/**
 * A group's version as posted: its updated_at in microseconds since 1970 (about 1.7e15, exact in a double); anything
 * else is 0, which never matches, so the save is refused as stale.
 */
const version = z
  .string()
  .default("")
  .transform((value) => (/^\d{1,16}$/.test(value) ? Number(value) : 0));

export const SYNONYM_FORM_IDS = {
  add: "synonym-add",
  save: (id: number) => `synonym-save-${id}`,
  remove: (id: number) => `synonym-delete-${id}`,
} as const;

export const synonymValidators = {
  add: formValidator(z.object({ intent: z.literal("add"), terms: termsField })),
  save: formValidator(z.object({ intent: z.literal("save"), group: groupId, version, terms: termsField })),
  remove: formValidator(z.object({ intent: z.literal("delete"), group: groupId })),
};
