/**
 * The mail a test SMTP sink process received (tests/support/smtp-sink.ts `writeMessagesTo`: one JSON file a message,
 * named in order of arrival), read by the HTTP and browser suites: messages to an address, and the link in a new one.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A message the sink received. */
interface ReceivedMail {
  to: string[];
  subject: string;
  /** The plain-text body, as delivered: its links are the real ones. */
  text: string;
  html: string;
  messageId: string;
  /** The message's header lines as sent ("List-Unsubscribe: <https://…>"), folded lines joined. */
  headerLines: string[];
}

/** Messages received for an address in `dir`, oldest first. */
export function mailTo(dir: string, to: string): ReceivedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
}

/** The Message-IDs whose link linkIn already handed out (in this process). */
const handedOut = new Set<string>();

/**
 * The newest message received in `dir` for `to` whose subject matches and whose link was not handed out before,
 * waited for up to `timeoutMs`. Delivery is asynchronous: after a second link is asked for, the first message may be
 * the only one there for a moment, and must not be taken for the new one.
 */
export async function newMailTo(dir: string, to: string, subject: string | RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
  const matches = (mail: ReceivedMail) => (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject));
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = mailTo(dir, to)
      .filter((mail) => matches(mail) && !handedOut.has(mail.messageId))
      .at(-1);
    if (found) {
      handedOut.add(found.messageId);
      return found;
    }
    if (Date.now() > until) throw new Error(`no new "${String(subject)}" message to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path of the first link in a new message (newMailTo). */
export async function linkInMail(dir: string, to: string, subject: string | RegExp, timeoutMs?: number): Promise<string> {
  const mail = await newMailTo(dir, to, subject, timeoutMs);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}" to ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
