/**
 * Receipts to the visitor, one per form: what we received, what happens next, and the reference (in the subject,
 * the heading and the first fact) to quote in any reply. A signed-in sender is pointed to their account's Overview.
 * Written in the visitor's language (`locale`, English when not given).
 */
import { localizePath, type Locale } from "~/i18n/locales";
import { publicUrl } from "~/utils/public-origin.server";
import { renderMail, type FactValue, type MailContent } from "../content";
import { mailText } from "../i18n";
import { isBlank, visitorMessage, visitorValue } from "../visitor";
import { greetingFor, kindNames, type DataSheetKind } from "./shared";

interface Receipt {
  reference: string;
  /** The sender was signed in: the submission is listed in their account's Overview. */
  signedIn?: boolean;
  /** The visitor's language; English when not given. */
  locale?: Locale;
}

const quoteTheReference = (locale: Locale, reference: string) => mailText(locale, "quoteReference", { reference });

function overview(signedIn: boolean | undefined, locale: Locale): FactValue[] {
  if (!signedIn) return [];
  return [{ link: { text: mailText(locale, "receipts.overview"), url: publicUrl(localizePath("/profile/overview", locale)) } }];
}

/** An MSDS or TDS request, or an inquiry, about one solution. */
export function dataSheetReceipt(input: Receipt & { kind: DataSheetKind; firstName: string; solutionName: string; solutionUrl: string; message?: string }): MailContent {
  const locale = input.locale ?? "en";
  const kind = kindNames(locale)[input.kind];
  const solution = visitorValue(input.solutionName);
  const reference = visitorValue(input.reference, 40);
  const next =
    input.kind === "inquiry"
      ? mailText(locale, "receipts.dataSheet.inquiry", { solution })
      : mailText(locale, "receipts.dataSheet.document", { document: kind.document, solution });
  const facts: [string, FactValue][] = [
    [mailText(locale, "facts.reference"), reference],
    [mailText(locale, "facts.solution"), { link: { text: solution, url: input.solutionUrl } }],
  ];
  if (!isBlank(input.message)) facts.push([mailText(locale, "facts.yourMessage"), visitorMessage(input.message ?? "")]);
  return renderMail({
    subject: mailText(locale, "receipts.dataSheet.subject", { request: kind.request, reference }),
    preheader: mailText(locale, "receipts.preheader", { reference }),
    greeting: greetingFor(input.firstName, locale),
    paragraphs: [next, quoteTheReference(locale, reference), ...overview(input.signedIn, locale)],
    facts,
    locale,
  });
}

/** A request for a price for a quantity of one solution. */
export function quoteReceipt(
  input: Receipt & { fullName: string; solutionName: string; solutionUrl: string; quantity: string; unit: string },
): MailContent {
  const locale = input.locale ?? "en";
  const solution = visitorValue(input.solutionName);
  const reference = visitorValue(input.reference, 40);
  return renderMail({
    subject: mailText(locale, "receipts.quote.subject", { reference }),
    preheader: mailText(locale, "receipts.preheader", { reference }),
    greeting: greetingFor(input.fullName, locale),
    paragraphs: [mailText(locale, "receipts.quote.thanks", { solution }), quoteTheReference(locale, reference), ...overview(input.signedIn, locale)],
    facts: [
      [mailText(locale, "facts.reference"), reference],
      [mailText(locale, "facts.solution"), { link: { text: solution, url: input.solutionUrl } }],
      [mailText(locale, "facts.quantity"), [visitorValue(input.quantity), visitorValue(input.unit)].filter(Boolean).join(" ")],
    ],
    locale,
  });
}

/** A message through the contact form. */
export function contactReceipt(input: Receipt & { firstName: string; message: string }): MailContent {
  const locale = input.locale ?? "en";
  const reference = visitorValue(input.reference, 40);
  return renderMail({
    subject: mailText(locale, "receipts.contact.subject", { reference }),
    preheader: mailText(locale, "receipts.preheader", { reference }),
    greeting: greetingFor(input.firstName, locale),
    paragraphs: [mailText(locale, "receipts.contact.thanks"), quoteTheReference(locale, reference), ...overview(input.signedIn, locale)],
    facts: [
      [mailText(locale, "facts.reference"), reference],
      [mailText(locale, "facts.yourMessage"), visitorMessage(input.message)],
    ],
    locale,
  });
}

/** An application for one vacancy. */
export function applicationReceipt(input: Receipt & { firstName: string; vacancyTitle: string; vacancyUrl: string }): MailContent {
  const locale = input.locale ?? "en";
  const vacancy = visitorValue(input.vacancyTitle);
  const reference = visitorValue(input.reference, 40);
  return renderMail({
    subject: mailText(locale, "receipts.application.subject", { reference }),
    preheader: mailText(locale, "receipts.preheader", { reference }),
    greeting: greetingFor(input.firstName, locale),
    paragraphs: [mailText(locale, "receipts.application.thanks", { vacancy }), quoteTheReference(locale, reference), ...overview(input.signedIn, locale)],
    facts: [
      [mailText(locale, "facts.reference"), reference],
      [mailText(locale, "facts.position"), { link: { text: vacancy, url: input.vacancyUrl } }],
    ],
    locale,
  });
}
