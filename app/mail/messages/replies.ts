/**
 * A staff member's reply to a request or message in the inbox (issue 16): their words (greeting and all: the layout
 * adds none), the reference to quote, and the requester's own message quoted under it. The staff text keeps its lines (each line a paragraph); the layout
 * makes every line inert (one line, escaped for HTML, no link placeholder).
 */
import { renderMail, type FactValue, type MailContent } from "../content";
import { isBlank, visitorMessage, visitorValue } from "../visitor";

interface InboxReply {
  subject: string;
  body: string;
  reference: string;
  /** What they wrote (message, note), quoted under the reply; empty when they wrote nothing. */
  original?: string | null;
}

/** The reply's paragraphs: one per line the staff member wrote, blank lines dropped (the layout spaces paragraphs). */
function paragraphsOf(body: string) {
  return body
    .split(/\r\n|[\r\n]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function inboxReplyMail(input: InboxReply): MailContent {
  const reference = visitorValue(input.reference, 40);
  const facts: [string, FactValue][] = [["Reference", reference]];
  if (!isBlank(input.original)) facts.push(["Your message", visitorMessage(input.original ?? "")]);
  return renderMail({
    subject: input.subject,
    preheader: `About your reference ${reference}.`,
    paragraphs: [...paragraphsOf(input.body), `If you write to us about it, please quote your reference, ${reference}.`],
    facts,
  });
}
