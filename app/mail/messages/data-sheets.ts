/**
 * The data sheet a requester asked for (issue 16): the solution, the sheet's revision date, a signed download link
 * (sealed in the outbox as `{{link}}`) and until when it works; the request's reference in the subject.
 */
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import { renderMail, type MailContent } from "../content";
import { visitorValue } from "../visitor";
import { greetingFor, KIND } from "./shared";

const LANGUAGE_NAMES: Record<string, string> = { en: "English", ar: "Arabic", de: "German" };

const UNTIL = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Muscat" });

export function dataSheetMail(input: {
  kind: "msds" | "tds";
  reference: string;
  name: string;
  solutionName: string;
  solutionUrl: string;
  revisionDate: string;
  language: string;
  expiresAt: Date;
}): MailContent {
  const solution = visitorValue(input.solutionName);
  const reference = visitorValue(input.reference, 40);
  const short = input.kind === "msds" ? "MSDS" : "TDS";
  const until = `${UNTIL.format(input.expiresAt)} (Oman time)`;
  return renderMail({
    subject: `Your ${short} for ${solution} (${reference})`,
    preheader: `Download it by ${until}.`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `Here is the ${KIND[input.kind].document} of ${solution} you asked for: the revision of ${input.revisionDate}.`,
      `The link works until ${until}. After that, ask for the data sheet again on the solution's page.`,
      `If you write to us about it, please quote your reference, ${reference}.`,
    ],
    facts: [
      ["Reference", reference],
      ["Solution", { link: { text: solution, url: input.solutionUrl } }],
      ["Revision date", input.revisionDate],
      ["Language", LANGUAGE_NAMES[input.language] ?? input.language],
      ["Link works until", until],
    ],
    action: { label: `Download the ${short} (PDF)`, url: LINK_PLACEHOLDER },
  });
}
