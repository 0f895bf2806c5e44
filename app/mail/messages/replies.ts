/**
 * A staff member's reply to a request or message in the inbox: their words (greeting and all: the layout
 * adds none), the reference to quote, and the requester's own message quoted under it. The staff text keeps its lines (each line a paragraph); the layout
 * makes every line inert (one line, escaped for HTML, no link placeholder). The site's own sentence and labels are in
 * the requester's language (`locale`); the staff member's subject and text stay as they wrote them.
 */
import type { Locale } from "~/i18n/locales";
import { renderMail, type FactValue, type MailContent } from "../content";
import { isolate, mailText } from "../i18n";
import { isBlank, visitorMessage, visitorValue } from "../visitor";

interface InboxReply {
  subject: string;
  body: string;
  reference: string;
  /** What they wrote (message, note), quoted under the reply; empty when they wrote nothing. */
  original?: string | null;
  /** The requester's language; English when not given. */
  locale?: Locale;
}

/** The reply's paragraphs: one per line the staff member wrote, blank lines dropped (the layout spaces paragraphs). */
function paragraphsOf(body: string) {
  return body
    .split(/\r\n|[\r\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function inboxReplyMail(input: InboxReply): MailContent {
  const locale = input.locale ?? "en";
  const reference = visitorValue(input.reference, 40);
  const facts: [string, FactValue][] = [[mailText(locale, "facts.reference"), reference]];
  if (!isBlank(input.original)) facts.push([mailText(locale, "facts.yourMessage"), visitorMessage(input.original ?? "")]);
  return renderMail({
    subject: input.subject,
    preheader: mailText(locale, "reply.preheader", { reference }),
    // In Arabic mail each line keeps its own direction: a staff member may answer in English.
    paragraphs: [...paragraphsOf(input.body).map((line) => isolate(locale, line)), mailText(locale, "quoteReference", { reference })],
    facts,
    locale,
  });
}
