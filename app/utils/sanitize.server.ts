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

/** Plain text of stored HTML, for card excerpts, meta descriptions and search. */
/**
 * The words search matches in descriptions (solutions.search_words): the distinct words of the English and
 * Arabic descriptions' text, in the form the search index compares.
 */
export function descriptionWords(...html: Array<string | null | undefined>): string {
  return indexedWords(...html.map((part) => (part ? htmlToText(part) : "")));
}

export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
