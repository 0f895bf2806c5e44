/**
 * The language of a text from the database (WCAG 3.1.2). Until content has Arabic fields, names and texts
 * are English; a text that already has an Arabic letter is Arabic and takes the page's language.
 */

/** The Arabic letters: Arabic, Arabic Supplement, Arabic Extended-A, and the presentation forms A and B. */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text has any Arabic letter (then it is Arabic, not English content to mark). */
export function isArabicText(text: string | null | undefined): boolean {
  return !!text && ARABIC_LETTER.test(text);
}

export type ContentAttributes = { lang?: "en"; dir?: "ltr" };

/**
 * The attributes a text from the database gets on a page in `locale`: on an Arabic page a text with no Arabic letter
 * is English, `lang="en"` (and `dir="ltr"` for a block of sentences); anything else gets none.
 */
export function contentAttributes(locale: string, text: string | null | undefined, block = false): ContentAttributes {
  if (locale !== "ar" || isArabicText(text)) return {};
  return block ? { lang: "en", dir: "ltr" } : { lang: "en" };
}
