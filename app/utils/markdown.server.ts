/**
 * The staff editors' rich text and the blog's seed: Markdown (GitHub-flavoured) rendered by marked, then
 * through the site's one sanitizer (sanitize.server.ts), so what is stored and shown is always allow-listed HTML.
 * Markdown passes inline HTML through, so a description first written as HTML edits as it is.
 */
import { marked } from "marked";
import { sanitizeRichText } from "./sanitize.server";

export function renderMarkdown(source: string): string {
  return sanitizeRichText(marked.parse(source, { async: false, gfm: true }));
}
