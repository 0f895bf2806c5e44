/** Stored rich text is sanitized with an allow-list (sanitize-html) on every write and in the seed. */
import sanitizeHtml from "sanitize-html";
import { indexedWords } from "./search-query";

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "sub", "sup", "small", "mark",
    "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "blockquote", "code", "pre",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption", "a", "hr", "span", "div", "figure", "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Links that leave the site open safely.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }, true),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * The words search matches in descriptions (solutions.search_words): the distinct words of the English and
 * Arabic descriptions' text, in the form the search index compares.
 */
export function descriptionWords(...html: Array<string | null | undefined>): string {
  return indexedWords(...html.map((part) => (part ? htmlToText(part) : "")));
}

/** A block's start or end (paragraph, item, cell, line break): the words either side of it are two words. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|caption|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)(?=[\s/>])[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;
/** Any start or end tag, its quoted attribute values whole. */
const TAG = /<\/?[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;
/**
 * What only a parser reads right: comments, declarations, elements whose content is not text, entities other than
 * the five a sanitized text carries, and a "<" that is left over once the tags are gone.
 */
const NEEDS_PARSER = /<(?:[!?]|\/?(?:script|style|textarea|option|title|noscript|iframe|xmp|noembed|noframes|plaintext)(?=[\s/>]))|&(?!(?:amp|lt|gt|quot|#39|nbsp);)/i;
const LEFT_OVER_TAG = /<[a-z!?/]/i;
/** A run of white space that is not one plain space already (the same as /\s+/ → " ", and three times faster). */
const WHITE_SPACE = /[^\S ]\s*| \s+/g;
const ENTITY = /&(amp|lt|gt|quot|#39|nbsp);/g;
const ENTITY_TEXT: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/**
 * Plain text of stored HTML, for card excerpts, meta descriptions and search: blocks apart by a space, entities
 * decoded once. Stored HTML is sanitized (sanitizeRichText), so its tags are well formed and its text carries no entity
 * but the five it escapes: that is read by stripping the tags, about twenty times faster than parsing (a search page
 * makes a dozen excerpts). Anything else goes through the parser (sanitize-html), and both give the same text
 * (sanitize.server.test.ts compares them on the seed's descriptions, posts and vacancies).
 */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_TAG, "$& ");
  let text = NEEDS_PARSER.test(spaced) ? null : spaced.replace(TAG, "");
  if (text === null || LEFT_OVER_TAG.test(text)) text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(ENTITY, (_, name: string) => ENTITY_TEXT[name])
    .replace(WHITE_SPACE, " ")
    .trim();
}
