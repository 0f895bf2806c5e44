/**
 * The public catalogue order and search index: every published solution's id by (name, id), its search
 * text in the same order as one string, and for each category the set of positions in that order its solutions
 * hold, as a bitset. Built once per catalogue change (catalog_version), read in one snapshot, and kept per process, so:
 * - any page of the whole list or of any category or hazard filter (a parent includes its descendants) costs a walk over n/32
 *   words and the page's own rows, however deep the page and however many solutions match;
 * - a search (decision 0021) reads the query as concepts (app/utils/search-query.ts: synonyms, stop words)
 *   and finds each word in four fields: among the distinct tokens of the search texts and of the names (a word index
 *   made on the first search after a change, looked up by its trigrams), at the beginning of a description word (search_words, read on the
 *   first search) and of a category name's word; it ranks exact 0, prefix 1, then by the best field that holds every
 *   concept (name, commercial name, categories, description), by name within each;
 * - a word with no match is corrected from the catalogue's own vocabulary by trigram similarity (pg_trgm's measure),
 *   compared with the words that share a trigram with it, not with every solution.
 * Counts are exact; nothing is sorted per request but the page.
 *
 * Memory, measured in a heap snapshot at 100,000 solutions (the demo's generated catalogue): the search texts 7.7 MB
 * and the commercial names 4.5 MB (one byte a character, outside V8's heap; the few lines past Latin-1, Arabic or an
 * en dash, kept apart), the ids and their positions 4 MB, n/8 bytes a category and 1 MB for each solution's list of
 * its categories; the word index about 12 MB more and its trigrams 3.3 MB (814,493 entries under 3,264 trigrams); the
 * descriptions' words and the names' postings 6–9 MB more (scripts/seed.ts's descriptions). Strings are kept joined and lists
 * packed (JoinedLines, Postings): a string or a typed array per solution or per word costs more in headers than in
 * content, and a name sliced from a query's result keeps all of that result alive. Kept one by one, the word index
 * took 60 MB of the server's 192 MB heap, 37 MB of it in 200,000 typed arrays' headers.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { cachedIndex } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import { plantSolutions } from "~/db/schema";
import type { Db } from "~/db/types";
import { descriptionWords } from "~/utils/sanitize.server";
import { parseSynonymTerms, queryConcepts, stemmedWordsOf, wordStem, wordsOf, type Concept, type SynonymTerm } from "~/utils/search-query";
import { toSearchText } from "~/utils/search-text";
import { isHazardFilterValue, NOT_CLASSIFIED, type HazardFilterValue } from "~/content/ghs/hazard-filter";
import { descendantIds, listCategories } from "./reference-lists.server";

/**
 * Strings kept as one: "\n"-joined with "\n" around (`text`), and where each starts (after its "\n"; one more entry
 * marks the end). With `apart`, lines holding a character past Latin-1 are kept in `wide` and left empty in `text`:
 * one such character would make V8 keep the whole joined string at two bytes a character (at 100,000 solutions a
 * few names in Arabic or with an en dash doubled 12 MB of search text and commercial names). Read lines with lineOf.
 */
interface JoinedLines {
  text: string;
  starts: Int32Array;
  wide: Map<number, string> | null;
}

const PAST_LATIN1 = /[\u0100-\uffff]/;

function joinLines(items: string[], { apart = false } = {}): JoinedLines {
  let wide: Map<number, string> | null = null;
  if (apart) {
    for (let i = 0; i < items.length; i++) {
      if (!PAST_LATIN1.test(items[i])) continue;
      wide ??= new Map();
      wide.set(i, items[i]);
    }
    if (wide) items = items.map((item, i) => (wide!.has(i) ? "" : item));
  }
  const starts = new Int32Array(items.length + 1);
  for (let i = 0, at = 1; i <= items.length; i++) {
    starts[i] = at;
    if (i < items.length) at += items[i].length + 1;
  }
  if (!apart) return { text: `\n${items.join("\n")}\n`, starts, wide };
  // Written byte by byte and read back as Latin-1, the text takes one byte a character: a join would be two-byte,
  // since a string cut from a two-byte one (a chunk read holding a wide line) stays two-byte whatever it holds. The
  // wide lines are copied, or each would keep its whole chunk's result alive.
  const bytes = Buffer.alloc(starts[items.length]);
  bytes[0] = 0x0a;
  for (let i = 0; i < items.length; i++) {
    bytes.write(items[i], starts[i], "latin1");
    bytes[starts[i + 1] - 1] = 0x0a;
  }
  return { text: bytes.toString("latin1"), starts, wide: wide && new Map([...wide].map(([i, line]) => [i, copied(line)])) };
}

/** A string of its own, not a slice that keeps the string it was cut from. */
function copied(line: string) {
  return Buffer.from(line, "utf16le").toString("utf16le");
}

/** Line `i` of joined lines. */
function lineOf({ text, starts, wide }: JoinedLines, i: number) {
  return wide?.get(i) ?? text.slice(starts[i], starts[i + 1] - 1);
}

/** Lists of positions packed one after another: list i is `lines[offsets[i]]` up to `lines[offsets[i + 1]]`. */
interface Postings {
  offsets: Int32Array;
  lines: Int32Array;
}

function packPostings(lists: number[][]): Postings {
  const offsets = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) offsets[i + 1] = offsets[i] + lists[i].length;
  const lines = new Int32Array(offsets[lists.length]);
  for (let i = 0; i < lists.length; i++) lines.set(lists[i], offsets[i]);
  return { offsets, lines };
}

/** Sets in `bits` the positions of list `i`. */
function addPostings(bits: Uint32Array, { offsets, lines }: Postings, i: number) {
  for (let at = offsets[i]; at < offsets[i + 1]; at++) bits[lines[at] >>> 5] |= 1 << (lines[at] & 31);
}

/** `text` and `starts` (JoinedLines) are the solutions' search texts (toSearchText of name and commercial name), by (name, id). */
interface SolutionOrder extends JoinedLines {
  /** Published solution ids in that order. */
  ids: Int32Array;
  /** Solution id → its position in `ids`. */
  position: Map<number, number>;
  /** Their commercial names in lower case, in the same order, for the exact and prefix ranks. */
  commercial: JoinedLines;
  /** Category id → bitset over positions in `ids` of the solutions linked to it directly. */
  byCategory: Map<number, Uint32Array>;
  /** Each position's category ids, in the solution's own order of them (position, then id). */
  categoriesAt: Postings;
  /** Hazard filter choice (a pictogram, or "not-classified") → bitset over positions of the solutions it holds. */
  byHazard: Map<HazardFilterValue, Uint32Array>;
  /** Distinct words without digits, made on the first search that needs a correction. */
  vocabulary: Vocabulary | null;
  /** The word index, made on the first search after a change. */
  tokens: TokenIndex | null;
  /**
   * For the name's rank: how many tokens of each line's search text are its English name's (they begin
   * it), and the tokens of the Arabic names, for the few lines that have one.
   */
  nameTokens: Uint8Array;
  arabicNames: Map<number, Set<string>>;
  /**
   * The distinct words of the descriptions (search_words), matched by their beginnings: read on the first
   * search after a change, not with the order, which every list and filter waits for (at 100,000 solutions their
   * postings doubled the order's build, 1.2 → 2.8 s on the embedded database). The read in flight, shared.
   */
  descriptions: DenseWordIndex | null;
  descriptionsRead: Promise<DenseWordIndex> | null;
  /** The synonym groups read in the same snapshot (search_synonyms), parsed. */
  synonyms: SynonymTerm[][];
  /** The words of the category names in both languages, made on the first search after a change. */
  categoryWords: CategoryWords | null;
}

/** A word index whose common words are kept as bitsets: past n/32 lines, a bitset takes less than a list of positions. */
interface DenseWordIndex extends WordIndex {
  dense: Map<number, Uint32Array>;
}

/** Each category's name words (stemmed), both languages, and its id. */
type CategoryWords = { id: number; words: string[] }[];

/**
 * Every distinct space-separated token of the search texts, "\n"-joined (`text`, with `starts` as above), and for
 * each the positions whose text holds it (`postings`, ascending). A word of a query (no spaces) can only occur inside
 * one token, so the lines holding it are the union of the postings of the tokens that contain it: the scan runs over
 * the distinct tokens, not over every solution's text, and a common word costs its matches' bits, not an indexOf each.
 */
interface WordIndex extends JoinedLines {
  postings: Postings;
}

interface TokenIndex extends WordIndex {
  /** The tokens holding each trigram of "\n" + token + "\n" (tokenTrigrams): where a word or a prefix can be. */
  trigrams: Trigrams;
  /** For each token, the positions whose text begins with it: a text starts with a word when its first token does. */
  firstPostings: Postings;
  /** For each token, the positions whose name (not the commercial name) holds it. */
  namePostings: Postings;
  /** The distinct first words of the commercial names, joined and indexed like the tokens, with their positions. */
  commercial: WordIndex;
}

/** The words joined, and their lists packed. */
function joinedIndex(words: Map<string, number[]>): WordIndex {
  return { ...joinLines([...words.keys()]), postings: packPostings([...words.values()]) };
}

/**
 * How many tokens toSearchText leaves of `value`: runs between white space and control characters. (A compatibility
 * character that NFKD spells with spaces, such as the ligature U+FDFA, would add tokens it does not count.)
 */
function tokenCount(value: string) {
  let count = 0;
  let inToken = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    const space = c <= 0x20 || (c >= 0x7f && c <= 0xa0) || (c > 0xa0 && /\s/.test(value[i]));
    if (!space && !inToken) count++;
    inToken = !space;
  }
  return count;
}

/** Adds `line` to `word`'s list, once. */
function addPosting(map: Map<string, number[]>, word: string, line: number) {
  const list = map.get(word);
  if (!list) map.set(word, [line]);
  else if (list[list.length - 1] !== line) list.push(line);
}

/** A word index of `lines` lines whose words in more than 1 line in 32 keep a bitset instead of their list. */
function denseIndex(words: Map<string, number[]>, lines: number): DenseWordIndex {
  const dense = new Map<number, Uint32Array>();
  const lists = [...words.values()];
  lists.forEach((list, i) => {
    if (list.length * 32 <= lines) return;
    dense.set(i, bitsOf(Math.ceil(lines / 32), list));
    lists[i] = [];
  });
  return { ...joinLines([...words.keys()]), postings: packPostings(lists), dense };
}

/** Calls `each` with the numbers of "a:b,c:d", in order, without a string or an array per pair. */
function forEachPair(text: string, each: (a: number, b: number) => void) {
  let a = 0;
  let b = 0;
  let second = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x2c;
    if (c === 0x3a) second = true;
    else if (c === 0x2c) {
      if (second) each(a, b);
      a = b = 0;
      second = false;
    } else if (second) b = b * 10 + c - 0x30;
    else a = a * 10 + c - 0x30;
  }
}

/** "1,2,3" → [1, 2, 3]: one aggregated string moves 100,000 ids in one row (an object per row costs PGlite ~10×). */
function parseIds(text: string | null): number[] {
  if (!text) return [];
  return text.split(",").map(Number);
}

/**
 * Solutions read at once while the order is built: about 2.6 MB of text at 100,000, where one read of all was 27 MB.
 * A setting, not a constant, so a test can read a small catalogue in several chunks.
 */
export const orderChunk = { solutions: 20_000 };

/**
 * Id ranges (`after`, `upTo`] holding `size` of the ids each (the last the rest), from the ids in any order: bounds
 * taken from the ids themselves make ⌈n / size⌉ reads however sparse the ids are after deletions, where ranges of
 * `size` ids would make one read per `size` of the highest id, most of them empty.
 */
export function idChunks(ids: Int32Array, size: number): [after: number, upTo: number][] {
  const sorted = ids.slice().sort();
  const chunks: [number, number][] = [];
  for (let from = 0, after = 0; from < sorted.length; from += size) {
    const upTo = sorted[Math.min(from + size, sorted.length) - 1];
    chunks.push([after, upTo]);
    after = upTo;
  }
  return chunks;
}

/**
 * The search texts and commercial names of the published solutions with ids in (`after`, `upTo`], as one string
 * between the ASCII unit (\x1f) and record (\x1e) separators: PGlite makes an object per row returned, which for
 * 100,000 rows costs several times the query. Names cannot hold control characters (the editors refuse them,
 * toSearchText drops them); should an old row hold one anyway, a record's fields tell, and the slower query that
 * replaces them is asked instead.
 */
async function readTexts(tx: Pick<Db, "execute">, after: number, upTo: number) {
  return readFields(tx, after, upTo, [sql`search_text`, sql`lower(commercial_name)`, sql`name`, sql`coalesce(name_ar, '')`]);
}

/**
 * The description words (search_words) of the published solutions with ids in (`after`, `upTo`], as readTexts reads
 * its fields; and for a row written before search_words existed, its descriptions, whose words are made here.
 */
async function readDescriptionWords(tx: Pick<Db, "execute">, after: number, upTo: number) {
  return readFields(tx, after, upTo, [
    sql`coalesce(search_words, '')`,
    sql`CASE WHEN search_words IS NULL THEN description || ' ' || coalesce(description_ar, '') ELSE '' END`,
  ]);
}

/** [id, ...fields] of the published solutions with ids in (`after`, `upTo`], aggregated into one string (readTexts). */
async function readFields(tx: Pick<Db, "execute">, after: number, upTo: number, columns: SQL[]) {
  const read = async (clean: boolean) => {
    const fields = columns.map((column) => (clean ? sql`translate(${column}, E'\x1e\x1f', '  ')` : column));
    const record = sql.join([sql`id::text`, ...fields], sql` || E'\x1f' || `);
    const { rows } = (await tx.execute(
      sql`SELECT string_agg(${record}, E'\x1e') AS lines FROM solutions WHERE status = 'published' AND id > ${after} AND id <= ${upTo}`,
    )) as unknown as { rows: { lines: string | null }[] };
    const records = rows[0]?.lines ? rows[0].lines.split("\x1e").map((line) => line.split("\x1f")) : [];
    // A separator inside a value leaves a record with another number of fields.
    return records.every((record) => record.length === columns.length + 1) ? records : null;
  };
  return (await read(false)) ?? (await read(true))!;
}

/**
 * Read in one snapshot (a read-only repeatable-read transaction): the ids by (name, id), sorted by the database,
 * which only its collation can; their texts in chunks of ids (idChunks), each put at its solution's position; the category
 * links. One read of every text sorted by name needed 27 MB at once in the database's memory and then in ours, and
 * PGlite's memory never shrinks: the server's RSS on the embedded database rose 150 MB with it.
 */
async function buildOrder(): Promise<SolutionOrder> {
  const d = await db();
  return d.transaction(
    async (tx) => {
      const [head] = (
        (await tx.execute(
          sql`SELECT string_agg(id::text, ',') AS ids
                FROM (SELECT id FROM solutions WHERE status = 'published' ORDER BY name, id) AS ordered`,
        )) as unknown as { rows: { ids: string | null }[] }
      ).rows;
      const ids = Int32Array.from(parseIds(head?.ids ?? null));
      const position = new Map<number, number>();
      for (let i = 0; i < ids.length; i++) position.set(ids[i], i);
      const texts = new Array<string>(ids.length).fill("");
      const names = new Array<string>(ids.length).fill("");
      const nameTokens = new Uint8Array(ids.length);
      const arabicNames = new Map<number, Set<string>>();
      for (const [after, upTo] of idChunks(ids, orderChunk.solutions)) {
        for (const [id, text, name, ownName, ownNameAr] of await readTexts(tx, after, upTo)) {
          const at = position.get(Number(id));
          if (at === undefined) continue;
          texts[at] = text;
          names[at] = name;
          // The English name's tokens begin the search text (toSearchText of the name, then the rest): counted, as
          // toSearchText on every name cost 0.4 s at 100,000. The Arabic name's, where there is one.
          nameTokens[at] = Math.min(255, tokenCount(ownName));
          if (ownNameAr) arabicNames.set(at, new Set(toSearchText(ownNameAr).split(" ")));
        }
      }
      // Joined, not kept one by one: each would be a slice of a chunk's whole result and keep it alive.
      const { text, starts, wide } = joinLines(texts, { apart: true });
      const commercial = joinLines(names, { apart: true });
      // Every link in each solution's own order of its categories, as one string: the bitsets of each category, and
      // each position's categories for the page's rows (a correlated query per row took half of the rows' read).
      const { rows: linkRows } = (await tx.execute(
        sql`SELECT string_agg(solution_id::text || ':' || category_id::text, ',' ORDER BY solution_id, position, category_id) AS links
              FROM solution_categories`,
      )) as unknown as { rows: { links: string | null }[] };
      const words = Math.ceil(ids.length / 32);
      const byCategory = new Map<number, Uint32Array>();
      const categoryLists: number[][] = Array.from({ length: ids.length }, () => []);
      forEachPair(linkRows[0]?.links ?? "", (solutionId, categoryId) => {
        const at = position.get(solutionId);
        // Links of drafts and archived solutions have no position: the public never sees them.
        if (at === undefined) return;
        let bits = byCategory.get(categoryId);
        if (!bits) byCategory.set(categoryId, (bits = new Uint32Array(words)));
        bits[at >>> 5] |= 1 << (at & 31);
        categoryLists[at].push(categoryId);
      });
      const categoriesAt = packPostings(categoryLists);
      // Each pictogram's classified solutions, and those entered as not classified: a bitset each, like a category's.
      const { rows: hazardRows } = (await tx.execute(
        sql`SELECT choice, string_agg(id::text, ',') AS ids FROM (
              SELECT id, unnest(ghs_pictograms) AS choice FROM solutions WHERE status = 'published' AND hazard_status = 'classified'
              UNION ALL
              SELECT id, ${NOT_CLASSIFIED}::text FROM solutions WHERE status = 'published' AND hazard_status = 'not_classified'
            ) AS choices GROUP BY choice`,
      )) as unknown as { rows: { choice: string; ids: string | null }[] };
      const byHazard = new Map<HazardFilterValue, Uint32Array>();
      for (const row of hazardRows) {
        if (!isHazardFilterValue(row.choice)) continue;
        const bits = new Uint32Array(words);
        for (const id of parseIds(row.ids)) {
          const at = position.get(id);
          if (at !== undefined) bits[at >>> 5] |= 1 << (at & 31);
        }
        byHazard.set(row.choice, bits);
      }
      const { rows: synonymRows } = (await tx.execute(sql`SELECT terms FROM search_synonyms ORDER BY id`)) as unknown as { rows: { terms: string }[] };
      return {
        ids,
        position,
        text,
        starts,
        wide,
        commercial,
        byCategory,
        categoriesAt,
        byHazard,
        vocabulary: null,
        tokens: null,
        nameTokens,
        arabicNames,
        descriptions: null,
        descriptionsRead: null,
        synonyms: synonymRows.map((row) => parseSynonymTerms(row.terms)).filter((group) => group.length > 1),
        categoryWords: null,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

const solutionOrder = async () => cachedIndex(await db(), "solutionOrder", buildOrder);

function popcount(word: number) {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The positions in the order that any of `categories` (with descendants) holds; null for "no category filter". */
async function categoryBits(order: SolutionOrder, categories: number[]): Promise<Uint32Array | null> {
  if (categories.length === 0) return null;
  const words = Math.ceil(order.ids.length / 32);
  const union = new Uint32Array(words);
  for (const id of descendantIds(await listCategories(), categories)) {
    const bits = order.byCategory.get(id);
    if (bits) for (let w = 0; w < words; w++) union[w] |= bits[w];
  }
  return union;
}

/** The positions holding any of the hazard filter's `choices`; null for "no hazard filter". */
function hazardBits(order: SolutionOrder, choices: readonly HazardFilterValue[]): Uint32Array | null {
  if (choices.length === 0) return null;
  const words = Math.ceil(order.ids.length / 32);
  const union = new Uint32Array(words);
  for (const choice of choices) {
    const bits = order.byHazard.get(choice);
    if (bits) for (let w = 0; w < words; w++) union[w] |= bits[w];
  }
  return union;
}

/** The positions of a plant's published solutions, as a bitset. */
async function plantBits(order: SolutionOrder, plant: number): Promise<Uint32Array> {
  const d = await db();
  const rows = await d.select({ id: plantSolutions.solutionId }).from(plantSolutions).where(eq(plantSolutions.plantId, plant));
  const bits = new Uint32Array(Math.ceil(order.ids.length / 32));
  for (const { id } of rows) {
    const at = order.position.get(id);
    if (at !== undefined) bits[at >>> 5] |= 1 << (at & 31);
  }
  return bits;
}

function intersect(a: Uint32Array | null, b: Uint32Array | null) {
  if (!a || !b) return a ?? b;
  const both = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) both[w] = a[w] & b[w];
  return both;
}

/** The `offset`…`offset + limit` positions set in `bits`, and how many are set: whole words before the page are counted, not opened. */
function pageOfBits(bits: Uint32Array, offset: number, limit: number) {
  let total = 0;
  const positions: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    const word = bits[w];
    if (word === 0) continue;
    const count = popcount(word);
    if (total + count <= offset || positions.length >= limit) {
      total += count;
      continue;
    }
    for (let bit = 0; bit < 32; bit++) {
      if ((word & (1 << bit)) === 0) continue;
      if (total >= offset && positions.length < limit) positions.push((w << 5) + bit);
      total++;
    }
  }
  return { positions, total };
}

/** The line (position) that holds character `at` of the joined text. */
function lineAt(starts: Int32Array, at: number) {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid] <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

function tokenIndexOf(order: SolutionOrder): TokenIndex {
  if (order.tokens) return order.tokens;
  const lists = new Map<string, number[]>();
  const firsts = new Map<string, number[]>();
  const commercialFirsts = new Map<string, number[]>();
  const inNames = new Map<string, number[]>();
  const add = addPosting;
  for (let line = 0; line < order.ids.length; line++) {
    const tokens = lineOf(order, line).split(" ");
    const arabicName = order.arabicNames.get(line);
    tokens.forEach((token, i) => {
      add(lists, token, line);
      if (i < order.nameTokens[line] || arabicName?.has(token)) add(inNames, token, line);
    });
    add(firsts, tokens[0], line);
    // Up to any white space: a query word has none, and a joined index must not hold a line break of an old name.
    add(commercialFirsts, lineOf(order.commercial, line).split(/\s/, 1)[0], line);
  }
  // The first tokens are keys of `lists` too, in the same order: their first postings go by the same ids.
  const joined = joinedIndex(lists);
  order.tokens = {
    ...joined,
    trigrams: tokenTrigrams(joined),
    firstPostings: packPostings([...lists.keys()].map((token) => firsts.get(token) ?? [])),
    namePostings: packPostings([...lists.keys()].map((token) => inNames.get(token) ?? [])),
    commercial: joinedIndex(commercialFirsts),
  };
  return order.tokens;
}

/**
 * For each distinct trigram (three UTF-16 units) of each line framed by its line breaks ("\n" + line + "\n"), the
 * lines that hold it, ascending: a needle of three or more units is looked for only in the lines holding its rarest
 * trigram, and one framed by a line break ("\n" + prefix) only in lines that begin so. At 100,000 solutions the word
 * index has 100,000 distinct tokens in 0.9 MB, and one indexOf through them per word was most of a search's time.
 */
interface Trigrams {
  /** Trigram key (trigramKey) → its list's number in `lists`. */
  keys: Map<number, number>;
  lists: Postings;
}

/** Three UTF-16 units as one number (below 2^48, exact in a double). */
function trigramKey(text: string, at: number) {
  return text.charCodeAt(at) * 4294967296 + text.charCodeAt(at + 1) * 65536 + text.charCodeAt(at + 2);
}

function tokenTrigrams({ text, starts }: JoinedLines): Trigrams {
  const keys = new Map<number, number>();
  const lists: number[][] = [];
  for (let line = 0; line + 1 < starts.length; line++) {
    // From the line break before the line to the one after it.
    for (let at = starts[line] - 1; at + 2 <= starts[line + 1] - 1; at++) {
      const key = trigramKey(text, at);
      let list = keys.get(key);
      if (list === undefined) {
        keys.set(key, (list = lists.length));
        lists.push([]);
      }
      const held = lists[list];
      if (held[held.length - 1] !== line) held.push(line);
    }
  }
  return { keys, lists: packPostings(lists) };
}

/**
 * The lines of `index` that hold `needle` (no line break inside it; one may begin it: "\n" + prefix), ascending.
 * With trigrams, only the lines holding the needle's rarest trigram are read; without, or for a needle of fewer than
 * three units, the whole text is scanned.
 */
function linesHolding(index: JoinedLines, needle: string, trigrams: Trigrams | null): number[] {
  const { text, starts } = index;
  const found: number[] = [];
  if (!trigrams || needle.length < 3) {
    const offset = needle.startsWith("\n") ? 1 : 0;
    for (let at = text.indexOf(needle); at >= 0; ) {
      const line = lineAt(starts, at + offset);
      found.push(line);
      // From the next line's own line break: a needle may begin with it.
      at = text.indexOf(needle, starts[line + 1] - 1);
    }
    return found;
  }
  let rarest = -1;
  for (let at = 0; at + 3 <= needle.length; at++) {
    const list = trigrams.keys.get(trigramKey(needle, at));
    if (list === undefined) return found;
    const { offsets } = trigrams.lists;
    if (rarest === -1 || offsets[list + 1] - offsets[list] < offsets[rarest + 1] - offsets[rarest]) rarest = list;
  }
  const { offsets, lines } = trigrams.lists;
  for (let i = offsets[rarest]; i < offsets[rarest + 1]; i++) {
    const line = lines[i];
    // The needle within the line and its two line breaks.
    for (let at = starts[line] - 1, last = starts[line + 1] - needle.length; at <= last; at++) {
      if (text.startsWith(needle, at)) {
        found.push(line);
        break;
      }
    }
  }
  return found;
}

/** The positions whose search text holds `word` (no spaces) somewhere, and those whose name does: the tokens holding it. */
function linesAndNamesWith(order: SolutionOrder, word: string) {
  const index = tokenIndexOf(order);
  const text = new Uint32Array(Math.ceil(order.ids.length / 32));
  const name = new Uint32Array(text.length);
  for (const token of linesHolding(index, word, index.trigrams)) {
    addPostings(text, index.postings, token);
    addPostings(name, index.namePostings, token);
  }
  return { text, name };
}

/** Whether line `i` of joined lines is `value`. */
function lineIs(lines: JoinedLines, i: number, value: string) {
  const { text, starts, wide } = lines;
  if (wide?.has(i)) return wide.get(i) === value;
  return starts[i + 1] - 1 - starts[i] === value.length && text.startsWith(value, starts[i]);
}

/** Whether line `i` of joined lines starts with `value`. */
function lineStartsWith(lines: JoinedLines, i: number, value: string) {
  const { text, starts, wide } = lines;
  if (wide?.has(i)) return wide.get(i)!.startsWith(value);
  return starts[i + 1] - 1 - starts[i] >= value.length && text.startsWith(value, starts[i]);
}

/** Exact: the search text is `search`, or the commercial name is, or the name is and the commercial name follows it. */
function isExact(order: SolutionOrder, line: number, search: string) {
  const text = lineOf(order, line);
  const name = lineOf(order.commercial, line);
  return text === search || name === search || (name !== "" && text === `${search} ${name}`);
}

/** The ids of the words of a joined index that start with `prefix`: the word index's by its trigrams. */
function wordsStartingWith(index: JoinedLines & { trigrams?: Trigrams }, prefix: string): number[] {
  return linesHolding(index, `\n${prefix}`, index.trigrams ?? null);
}

function bitsOf(words: number, lines: Iterable<number>) {
  const bits = new Uint32Array(words);
  for (const line of lines) bits[line >>> 5] |= 1 << (line & 31);
  return bits;
}

/** `a` without the positions of `b`. */
function without(a: Uint32Array, b: Uint32Array) {
  const rest = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) rest[w] = a[w] & ~b[w];
  return rest;
}

/** The `offset`…`offset + limit` positions of the bitsets one after the other, and how many they hold in all. */
function pageOfRanks(ranks: Uint32Array[], offset: number, limit: number) {
  const positions: number[] = [];
  let total = 0;
  for (const bits of ranks) {
    const page = pageOfBits(bits, Math.max(0, offset - total), limit - positions.length);
    positions.push(...page.positions);
    total += page.total;
  }
  return { positions, total };
}

/** `a` with the positions of `b` added, in place. */
function addBits(a: Uint32Array, b: Uint32Array) {
  for (let w = 0; w < a.length; w++) a[w] |= b[w];
  return a;
}

/**
 * The descriptions' word index: read after the order, in a snapshot of its own. A write in between moves the
 * catalogue's version, and the next request builds a new order anyway; until then a solution written since is
 * found by its new words, and one that is gone has no position and is left out.
 */
async function descriptionsOf(order: SolutionOrder): Promise<DenseWordIndex> {
  if (order.descriptions) return order.descriptions;
  order.descriptionsRead ??= readDescriptions(order).then(
    (index) => (order.descriptions = index),
    (error: unknown) => {
      order.descriptionsRead = null;
      throw error;
    },
  );
  return order.descriptionsRead;
}

async function readDescriptions(order: SolutionOrder): Promise<DenseWordIndex> {
  const d = await db();
  return d.transaction(
    async (tx) => {
      // Postings made as the chunks come (in id order, not by position: a bitset does not mind), never kept as text.
      const words = new Map<string, number[]>();
      for (const [after, upTo] of idChunks(order.ids, orderChunk.solutions)) {
        for (const [id, stored, description] of await readDescriptionWords(tx, after, upTo)) {
          const at = order.position.get(Number(id));
          if (at === undefined) continue;
          for (const word of (description ? descriptionWords(description) : stored).split(" ")) if (word) addPosting(words, word, at);
        }
      }
      return denseIndex(words, order.ids.length);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The positions whose description holds a word beginning with `word` (the descriptions' index). */
function descriptionLinesWith(order: SolutionOrder, word: string) {
  const index = order.descriptions!;
  const bits = new Uint32Array(Math.ceil(order.ids.length / 32));
  for (const i of wordsStartingWith(index, word)) {
    const dense = index.dense.get(i);
    if (dense) addBits(bits, dense);
    else addPostings(bits, index.postings, i);
  }
  return bits;
}

/**
 * A word as it is matched: an Arabic word without its article or fused conjunction (wordStem), an English plural
 * without its s ("inhibitors" finds "inhibitor", "sulphides" "sulphide"); "ss", "us" and "is" endings are kept.
 */
function matchForm(word: string) {
  const stem = wordStem(word);
  return stem.length >= 5 && /^[a-z0-9-]+s$/.test(stem) && !/(ss|us|is)$/.test(stem) ? stem.slice(0, -1) : stem;
}

/** Where a concept of the query is found, field by field: each a bitset over the order. */
interface Found {
  name: Uint32Array;
  /** The search text: name and commercial name, in both languages. */
  text: Uint32Array;
  category: Uint32Array;
  description: Uint32Array;
}

/** The positions whose categories' names (or a parent's) hold every one of `words`: the categories' index. */
type CategoryLines = (words: string[]) => Uint32Array;

/** The positions in every one of `sets` (at least one). */
function allOf(sets: Uint32Array[]): Uint32Array {
  return sets.reduce((a, b) => intersect(a, b)!);
}

/** A word's lines in each field, each word scanned once per query ("hydrogen" is in two of the H2S group's terms). */
type WordLines = (word: string) => { text: Uint32Array; name: Uint32Array; description: Uint32Array };

function wordLinesOf(order: SolutionOrder): WordLines {
  const seen = new Map<string, ReturnType<WordLines>>();
  return (word) => {
    let lines = seen.get(word);
    if (!lines) seen.set(word, (lines = { ...linesAndNamesWith(order, word), description: descriptionLinesWith(order, word) }));
    return lines;
  };
}

/** Where `concept` is found: an alternative counts in a field when that field holds all of its words. */
function found(order: SolutionOrder, concept: Concept, categoryLines: CategoryLines, wordLines: WordLines): Found {
  const size = Math.ceil(order.ids.length / 32);
  const result: Found = { name: new Uint32Array(size), text: new Uint32Array(size), category: new Uint32Array(size), description: new Uint32Array(size) };
  for (const { words } of concept.alternatives) {
    const forms = words.map(matchForm);
    const lines = forms.map(wordLines);
    addBits(result.name, allOf(lines.map((found) => found.name)));
    addBits(result.text, allOf(lines.map((found) => found.text)));
    addBits(result.category, categoryLines(forms));
    addBits(result.description, allOf(lines.map((found) => found.description)));
  }
  return result;
}

/**
 * The `offset`…`offset + limit` positions that match `search` (toSearchText form), ranked, and how many
 * match. The query is read as concepts (app/utils/search-query.ts: its words without stop words, a synonym group's
 * terms as alternatives of one concept); a solution matches when each concept is found in its name, commercial
 * name, categories or description. Ranks, by name within each (the order of positions):
 *   0 the name or commercial name is the query; 1 one of them begins with it;
 *   2 every concept is in the name; 3 in the name or commercial name; 4 there or in the categories' names;
 *   5 anywhere, the description included.
 * Each rank is a bitset paged like a filter. The words of the name and search text are found inside their tokens
 * (a product code's part finds it: "210" finds "ci-210"); those of descriptions and categories at their beginnings.
 * A query of one word finds its exact and prefix ranks from the word index; one of several words checks the lines
 * holding all of them in their search text.
 */
function containing(order: SolutionOrder, search: string, concepts: Concept[], categoryLines: CategoryLines, allowed: Uint32Array | null, offset: number, limit: number) {
  if (order.ids.length === 0 || search === "" || concepts.length === 0) return { positions: [], total: 0 };
  const wordLines = wordLinesOf(order);
  const all = concepts.map((concept) => found(order, concept, categoryLines, wordLines));
  const every = (field: (found: Found) => Uint32Array) => {
    const lines = allOf(all.map(field));
    return allowed ? intersect(lines, allowed)! : lines;
  };
  const inName = every((f) => f.name);
  const inText = every((f) => f.text);
  const inCategory = every((f) => addBits(f.category.slice(), f.text));
  const anywhere = every((f) => addBits(addBits(f.description.slice(), f.category), f.text));
  const size = inText.length;
  let exactBits: Uint32Array;
  let firstBits: Uint32Array;
  if (!search.includes(" ")) {
    const index = tokenIndexOf(order);
    firstBits = new Uint32Array(size);
    const exact: number[] = [];
    // Texts starting with the word: their first token does. An exact text is the word, or the word and then the
    // commercial name: its first token is the word itself.
    for (const token of wordsStartingWith(index, search)) {
      addPostings(firstBits, index.firstPostings, token);
      if (!lineIs(index, token, search)) continue;
      const { offsets, lines } = index.firstPostings;
      for (let at = offsets[token]; at < offsets[token + 1]; at++) if (isExact(order, lines[at], search)) exact.push(lines[at]);
    }
    // Commercial names starting with the word: their first word does. Exact: the commercial name is the word.
    for (const word of wordsStartingWith(index.commercial, search)) {
      addPostings(firstBits, index.commercial.postings, word);
      const { offsets, lines } = index.commercial.postings;
      for (let at = offsets[word]; at < offsets[word + 1]; at++) if (lineIs(order.commercial, lines[at], search)) exact.push(lines[at]);
    }
    exactBits = intersect(bitsOf(size, exact), inText)!;
    firstBits = intersect(firstBits, inText)!;
  } else {
    // A text or commercial name that is the query or begins with it begins with the query's first word as a whole
    // token: only the lines that do are read, not every line holding the words.
    const index = tokenIndexOf(order);
    const head = search.slice(0, search.indexOf(" "));
    const candidates = new Uint32Array(size);
    for (const token of linesHolding(index, `\n${head}\n`, index.trigrams)) addPostings(candidates, index.firstPostings, token);
    for (const word of wordsStartingWith(index.commercial, head)) {
      if (lineIs(index.commercial, word, head)) addPostings(candidates, index.commercial.postings, word);
    }
    const lines = intersect(candidates, inText)!;
    const exact: number[] = [];
    const first: number[] = [];
    for (let w = 0; w < size; w++) {
      const word = lines[w];
      if (word === 0) continue;
      for (let bit = 0; bit < 32; bit++) {
        if ((word & (1 << bit)) === 0) continue;
        const line = (w << 5) + bit;
        if (isExact(order, line, search)) exact.push(line);
        else if (lineOf(order, line).startsWith(search) || lineStartsWith(order.commercial, line, search)) first.push(line);
      }
    }
    exactBits = bitsOf(size, exact);
    firstBits = bitsOf(size, first);
  }
  const ranks: Uint32Array[] = [];
  let taken: Uint32Array = new Uint32Array(size);
  for (const rank of [exactBits, firstBits, inName, inText, inCategory, anywhere]) {
    ranks.push(without(rank, taken));
    taken = addBits(taken, rank);
  }
  return pageOfRanks(ranks, offset, limit);
}

/** pg_trgm's trigrams of a word: "  w", " wo", …, "d ". */
function trigrams(word: string) {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** A word this close to one of the catalogue's counts as a misspelling of it ('demulsfier' → 'demulsifier' 0.64). */
const SIMILAR_ENOUGH = 0.5;
/** Word breaks: white space and the punctuation of product names (a Unicode property class is ten times slower here). */
const WORD = /[\s\-–(),.;:/+&'"!?]+/;

/**
 * The catalogue's words (split further at punctuation, without digits), from the word index's distinct tokens, with
 * how many trigrams each has and, for each trigram, the words that have it (ascending): a misspelling is compared
 * with the words it shares a trigram with, not with every word (a word sharing none scores 0).
 */
interface Vocabulary {
  words: string[];
  sizes: Int32Array;
  byGram: Map<string, number[]>;
}

function vocabularyOf(order: SolutionOrder): Vocabulary {
  if (!order.vocabulary) {
    const distinct = new Set<string>();
    // The words of names and search texts, of descriptions and of category names.
    const texts = [tokenIndexOf(order).text, order.descriptions?.text ?? "", ...(order.categoryWords ?? []).flatMap((category) => category.words)];
    for (const text of texts) for (const token of text.split("\n")) for (const word of token.split(WORD)) if (word.length >= 3 && !/\d/.test(word)) distinct.add(word);
    const words = [...distinct];
    const sizes = new Int32Array(words.length);
    const byGram = new Map<string, number[]>();
    words.forEach((word, at) => {
      const grams = trigrams(word);
      sizes[at] = grams.size;
      for (const gram of grams) {
        const list = byGram.get(gram);
        if (list) list.push(at);
        else byGram.set(gram, [at]);
      }
    });
    order.vocabulary = { words, sizes, byGram };
  }
  return order.vocabulary;
}

/** The vocabulary's word most similar to `word` (the first of equals), if any is `enough` similar; else `word`. */
function closestWord(vocabulary: Vocabulary, word: string, enough = SIMILAR_ENOUGH) {
  const grams = trigrams(word);
  const shared = new Map<number, number>();
  for (const gram of grams) for (const at of vocabulary.byGram.get(gram) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
  let best = { word, score: enough };
  for (const at of [...shared.keys()].sort((a, b) => a - b)) {
    // pg_trgm's similarity: shared trigrams over all trigrams of the two.
    const both = shared.get(at)!;
    const score = both / (grams.size + vocabulary.sizes[at] - both);
    if (score >= best.score && (score > best.score || best.word === word)) best = { word: vocabulary.words[at], score };
  }
  return best.word;
}

/** Whether some name, search text, description or category holds `word` as the search finds it. */
function known(order: SolutionOrder, word: string) {
  const form = matchForm(word);
  return (
    linesHolding(tokenIndexOf(order), form, tokenIndexOf(order).trigrams).length > 0 ||
    Boolean(order.descriptions?.text.includes(`\n${form}`)) ||
    (order.categoryWords ?? []).some((category) => category.words.some((known) => known.startsWith(form)))
  );
}

/**
 * `search` with each word the catalogue does not hold replaced by its closest catalogue word, if one is `enough`
 * similar; null when none is. At SIMILAR_ENOUGH the search is made again with it at once ('demulsfier' →
 * 'demulsifier' 0.64); a looser measure only offers "Did you mean" on a page with no results.
 */
function corrected(order: SolutionOrder, search: string, enough = SIMILAR_ENOUGH): string | null {
  let changed = false;
  const words = wordsOf(search).map((word) => {
    if (word.length < 3 || known(order, word) || /\p{N}/u.test(word)) return word;
    const best = closestWord(vocabularyOf(order), word, enough);
    if (best !== word) changed = true;
    return best;
  });
  return changed ? words.join(" ") : null;
}

/** "Did you mean": this similar is worth offering as a link, not worth searching for unasked. */
const SIMILAR_TO_OFFER = 0.35;

/** The category names' words in both languages (stemmed as matched), made on the first search after a change. */
async function categoryWordsOf(order: SolutionOrder): Promise<CategoryWords> {
  if (!order.categoryWords) {
    const byId = new Map<number, Set<string>>();
    for (const locale of ["en", "ar"] as const) {
      const visit = (nodes: Awaited<ReturnType<typeof listCategories>>) => {
        for (const node of nodes) {
          const words = byId.get(node.id) ?? new Set<string>();
          for (const word of stemmedWordsOf(node.name)) words.add(word);
          byId.set(node.id, words);
          visit(node.children);
        }
      };
      visit(await listCategories(locale));
    }
    order.categoryWords = [...byId].map(([id, words]) => ({ id, words: [...words] }));
  }
  return order.categoryWords;
}

/** The positions in categories (or under a category) whose name holds a word beginning with each of `words`. */
async function categoryLinesOf(order: SolutionOrder): Promise<CategoryLines> {
  const categories = await categoryWordsOf(order);
  const tree = await listCategories();
  return (words) => {
    const ids = categories.filter((category) => words.every((word) => category.words.some((known) => known.startsWith(word)))).map((c) => c.id);
    const bits = new Uint32Array(Math.ceil(order.ids.length / 32));
    if (ids.length === 0) return bits;
    for (const id of descendantIds(tree, ids)) {
      const linked = order.byCategory.get(id);
      if (linked) addBits(bits, linked);
    }
    return bits;
  };
}

/** A page of the catalogue: its ids, how many match in all, and for a search what it was corrected to or could mean. */
interface OrderedPage {
  ids: number[];
  total: number;
  /** The misspelt search was searched as this instead (SIMILAR_ENOUGH). */
  spelledAs?: string;
  /** Nothing matched, not even a correction: a looser guess to offer ("Did you mean"). */
  suggestion?: string;
}

/**
 * One page of published solution ids: by name, or ranked by `search` (toSearchText form) when given; of all of them,
 * or of those in any of `categories` (a parent includes its descendants), holding any of the hazard filter's choices,
 * and of `plant`. And how many match in all.
 */
export async function orderedSolutionIds(
  query: { search?: string; categories?: number[]; plant?: number; hazards?: readonly HazardFilterValue[] },
  offset: number,
  limit: number,
): Promise<OrderedPage> {
  const order = await solutionOrder();
  const allowed = intersect(
    intersect(await categoryBits(order, query.categories ?? []), hazardBits(order, query.hazards ?? [])),
    query.plant ? await plantBits(order, query.plant) : null,
  );
  if (!query.search) {
    if (!allowed) return { ids: Array.from(order.ids.subarray(offset, offset + limit)), total: order.ids.length };
    const { positions, total } = pageOfBits(allowed, offset, limit);
    return { ids: positions.map((at) => order.ids[at]), total };
  }
  const categoryLines = await categoryLinesOf(order);
  await descriptionsOf(order);
  const search = (text: string) => containing(order, text, queryConcepts(text, order.synonyms), categoryLines, allowed, offset, limit);
  const found = search(query.search);
  const page = (result: { positions: number[]; total: number }, extra: Partial<OrderedPage> = {}) => ({
    ids: result.positions.map((at) => order.ids[at]),
    total: result.total,
    ...extra,
  });
  if (found.total > 0) return page(found);
  // Nothing matches it: a misspelling of the catalogue's words, if it is close to some.
  const spelled = corrected(order, query.search);
  if (spelled) {
    const again = search(spelled);
    if (again.total > 0) return page(again, { spelledAs: spelled });
  }
  // A looser guess is offered only when it finds something, anywhere in the catalogue (a filter may be what empties it).
  const guess = corrected(order, query.search, SIMILAR_TO_OFFER);
  const offered = guess && guess !== spelled && containing(order, guess, queryConcepts(guess, order.synonyms), categoryLines, null, 0, 0).total > 0;
  return page(found, offered ? { suggestion: guess } : {});
}

/**
 * The category ids of each of `ids` (published solutions), in its own order of them, from the cached order: the page's
 * rows need no query of their own for them. An id the order does not hold (written since it was built) has none.
 */
export async function categoryIdsOf(ids: readonly number[]): Promise<Map<number, number[]>> {
  const order = await solutionOrder();
  const { offsets, lines } = order.categoriesAt;
  const found = new Map<number, number[]>();
  for (const id of ids) {
    const at = order.position.get(id);
    found.set(id, at === undefined ? [] : Array.from(lines.subarray(offsets[at], offsets[at + 1])));
  }
  return found;
}
