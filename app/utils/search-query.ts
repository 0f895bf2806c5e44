/**
 * What a search query means, apart from any index: its words, without the little words that every text
 * holds; the synonym groups editors keep (`search_synonyms`), each term a word, several words, or the beginning of
 * a word ("sulph*"); and the query read as concepts, each a set of alternatives that count alike. Pure: the index
 * (app/models/solution-order.server.ts) and the staff editor both use it, and unit tests prove it.
 */
import { toSearchText } from "./search-text";

/** Word breaks in a query and in stored texts: white space and the punctuation of product names and prose. */
const WORD_BREAKS = /[\s\-–—(),.;:/+&'"!?«»،؛؟[\]{}<>|*=%#@$~`^\\]+/;

/**
 * Words that nearly every description holds and that say nothing about what a visitor wants ("H2S in gas"): left
 * out of the matching unless the query holds nothing else. English articles, prepositions and conjunctions, and
 * their Arabic counterparts, in toSearchText form.
 */
const STOP_WORDS = new Set([
  "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "into", "is", "it", "of", "on", "or", "the",
  "to", "with", "without", "against",
  "في", "من", "على", "الى", "عن", "مع", "او", "و", "ل", "ب", "ضد",
]);

/** Arabic prefixes dropped from a longer word (light stemming): the article and the conjunctions and prepositions fused with it. */
const ARABIC_PREFIX = /^(?:وال|بال|كال|فال|لل|ال|و)(?=[\u0621-\u064a]{3,})/;

/**
 * A word as the prefix indexes compare it: an Arabic word without its article or a fused و / ب / ك / ف / ل, so that
 * "الاكسجين", "والاكسجين" and "اكسجين" meet. Latin words are left as they are.
 */
export function wordStem(word: string) {
  return word.replace(ARABIC_PREFIX, "");
}

/** The words of a name as search compares them: in search form, split at punctuation, Arabic without its article. */
export function stemmedWordsOf(name: string) {
  return wordsOf(toSearchText(name)).map(wordStem);
}

/** The words of a text in toSearchText form, split at punctuation too. */
export function wordsOf(text: string) {
  return text.split(WORD_BREAKS).filter(Boolean);
}

/** The distinct words of stored texts worth indexing (letters in them; two characters at least), stemmed, space-joined. */
export function indexedWords(...texts: Array<string | null | undefined>) {
  const words = new Set<string>();
  for (const word of wordsOf(toSearchText(...texts))) {
    if (word.length < 2 || !/\p{L}/u.test(word) || STOP_WORDS.has(word)) continue;
    words.add(wordStem(word));
  }
  return [...words].join(" ");
}

/** One term of a synonym group: its words, and whether its last word is a beginning ("sulph*"). */
export interface SynonymTerm {
  words: string[];
  prefix: boolean;
}

/** At most this many terms in a group and characters in a term: a group is a line of a form, not a thesaurus. */
export const SYNONYM_LIMITS = { terms: 20, termLength: 60 };

/**
 * A group as editors write it, "h2s, hydrogen sulphide, كبريتيد الهيدروجين", in its terms (toSearchText form, in the
 * order written, each once). A term ending in "*" stands for every word beginning so. Empty terms are dropped.
 */
export function parseSynonymTerms(line: string): SynonymTerm[] {
  const seen = new Set<string>();
  const terms: SynonymTerm[] = [];
  for (const raw of line.split(/[,،\n]/)) {
    const prefix = raw.trim().endsWith("*");
    const words = wordsOf(toSearchText(raw.replace(/\*\s*$/, "")));
    if (words.length === 0) continue;
    const key = `${words.join(" ")}${prefix ? "*" : ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push({ words, prefix });
  }
  return terms;
}

/** A concept of a query: alternatives, any of which counts; each alternative's words must all be found. */
export interface Concept {
  /** The query's own words this concept stands for. */
  typed: string[];
  alternatives: Alternative[];
}

/** One way of saying a concept: a text matches it when it holds all its words (each as a word's beginning). */
export interface Alternative {
  words: string[];
}

/**
 * The query read as concepts: from each position, the longest run of words that is a term of a synonym group
 * becomes one concept whose alternatives are the group's terms (a beginning term "sulph*" matched by a word
 * "sulphonated" gives "sulfonated"); any other word is a concept of itself. Stop words are left out unless the
 * query holds nothing else. `groups` are parsed groups (parseSynonymTerms).
 */
export function queryConcepts(search: string, groups: SynonymTerm[][]): Concept[] {
  const all = wordsOf(search);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  const words = meaningful.length > 0 ? meaningful : all;
  const concepts: Concept[] = [];
  for (let at = 0; at < words.length; ) {
    let best: { length: number; alternatives: Alternative[] } | null = null;
    for (const group of groups) {
      for (const term of group) {
        const length = term.words.length;
        if (length > words.length - at || (best && length <= best.length)) continue;
        const matches = term.words.every((word, i) => {
          const typed = words[at + i];
          return term.prefix && i === length - 1 ? typed.startsWith(word) : typed === word;
        });
        if (!matches) continue;
        const rest = term.prefix ? words[at + length - 1].slice(term.words[length - 1].length) : "";
        const alternatives = group.map((other) => ({
          words: other.prefix ? [...other.words.slice(0, -1), other.words[other.words.length - 1] + rest] : other.words,
        }));
        best = { length, alternatives };
      }
    }
    if (best) {
      concepts.push({ typed: words.slice(at, at + best.length), alternatives: dedupe(best.alternatives) });
      at += best.length;
    } else {
      concepts.push({ typed: [words[at]], alternatives: [{ words: [words[at]] }] });
      at += 1;
    }
  }
  return concepts;
}

function dedupe(alternatives: Alternative[]) {
  const seen = new Set<string>();
  return alternatives.filter(({ words }) => {
    const key = words.join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
