/**
 * The normalised form that search compares: lower case, accents removed, white space folded; and Arabic written the
 * way people type it: without diacritics (tashkeel) or tatweel, every alef form (أ إ آ ٱ) as ا, taa
 * marbuta (ة) as ه, alef maksura (ى) as ي, hamza on waw or yaa (ؤ ئ) as the bare letter, and Arabic-Indic digits as
 * Latin. So "مُثبِّط التآكل" finds "مثبط التاكل" and the other way round. Stored texts and queries go through the same
 * function.
 */

/** Combining marks of Latin accents and of Arabic (tashkeel, hamza and madda above and below, superscript alef). */
const MARKS = /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const TATWEEL = /\u0640/g;
const ARABIC_LETTERS: Record<string, string> = { "\u0671": "\u0627", "\u0629": "\u0647", "\u0649": "\u064a" };
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

export function toSearchText(...parts: Array<string | null | undefined>): string {
  return (
    parts
      .filter(Boolean)
      .join(" ")
      // Control characters (NUL above all, which PostgreSQL text cannot hold) are spaces, not part of a name.
      .replace(/\p{Cc}/gu, " ")
      // NFKD splits أ إ آ ؤ ئ into their letter and a mark, and the presentation forms into plain letters.
      .normalize("NFKD")
      .replace(MARKS, "")
      .replace(TATWEEL, "")
      .replace(/[\u0671\u0629\u0649]/g, (letter) => ARABIC_LETTERS[letter]!)
      .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - (digit >= "\u06f0" ? 0x06f0 : 0x0660)) % 10))
      .toLowerCase()
      .replace(/\s+/g, " ")
      .trim()
  );
}
