/**
 * Receipts to the visitor, one per form: what we received, what happens next, and the reference (in the subject,
 * the heading and the first fact) to quote in any reply. A signed-in sender is pointed to their account's Overview.
 */
import { publicOrigin } from "~/utils/public-origin.server";
import { renderMail, type FactValue, type MailContent } from "../content";
import { isBlank, visitorMessage, visitorValue } from "../visitor";
import { greetingFor, KIND, type DataSheetKind } from "./shared";

interface Receipt {
  reference: string;
  /** The sender was signed in: the submission is listed in their account's Overview. */
  signedIn?: boolean;
}

const quoteTheReference = (reference: string) => `If you write to us about it, please quote your reference, ${visitorValue(reference, 40)}.`;

function overview(signedIn: boolean | undefined): FactValue[] {
  if (!signedIn) return [];
  return [{ link: { text: "You can also follow it in your account's Overview", url: `${publicOrigin()}/profile/overview` } }];
}

/** An MSDS or TDS request, or an inquiry, about one solution. */
export function dataSheetReceipt(input: Receipt & { kind: DataSheetKind; firstName: string; solutionName: string; solutionUrl: string; message?: string }): MailContent {
  const solution = visitorValue(input.solutionName);
  const reference = visitorValue(input.reference, 40);
  const next =
    input.kind === "inquiry"
      ? `Thank you for your inquiry about ${solution}. Our sales team will read it and reply to this address.`
      : `Thank you for asking for the ${KIND[input.kind].document} of ${solution}. Our sales team will check your request and send the data sheet to this address.`;
  const facts: [string, FactValue][] = [
    ["Reference", reference],
    ["Solution", { link: { text: solution, url: input.solutionUrl } }],
  ];
  if (!isBlank(input.message)) facts.push(["Your message", visitorMessage(input.message ?? "")]);
  return renderMail({
    subject: `We received your ${KIND[input.kind].request} (${reference})`,
    preheader: `Your reference is ${reference}.`,
    greeting: greetingFor(input.firstName),
    paragraphs: [next, quoteTheReference(reference), ...overview(input.signedIn)],
    facts,
  });
}

/** A request for a price for a quantity of one solution. */
export function quoteReceipt(
  input: Receipt & { fullName: string; solutionName: string; solutionUrl: string; quantity: string; unit: string },
): MailContent {
  const solution = visitorValue(input.solutionName);
  const reference = visitorValue(input.reference, 40);
  return renderMail({
    subject: `We received your quote request (${reference})`,
    preheader: `Your reference is ${reference}.`,
    greeting: greetingFor(input.fullName),
    paragraphs: [
      `Thank you for asking for a quote for ${solution}. Our sales team will work out a price for the quantity you asked for and reply to this address.`,
      quoteTheReference(reference),
      ...overview(input.signedIn),
    ],
    facts: [
      ["Reference", reference],
      ["Solution", { link: { text: solution, url: input.solutionUrl } }],
      ["Quantity", [visitorValue(input.quantity), visitorValue(input.unit)].filter(Boolean).join(" ")],
    ],
  });
}

/** A message through the contact form. */
export function contactReceipt(input: Receipt & { firstName: string; message: string }): MailContent {
  const reference = visitorValue(input.reference, 40);
  return renderMail({
    subject: `We received your message (${reference})`,
    preheader: `Your reference is ${reference}.`,
    greeting: greetingFor(input.firstName),
    paragraphs: [
      "Thank you for your message. We will read it and reply to this address as soon as we can.",
      quoteTheReference(reference),
      ...overview(input.signedIn),
    ],
    facts: [
      ["Reference", reference],
      ["Your message", visitorMessage(input.message)],
    ],
  });
}

/** An application for one vacancy. */
export function applicationReceipt(input: Receipt & { firstName: string; vacancyTitle: string; vacancyUrl: string }): MailContent {
  const vacancy = visitorValue(input.vacancyTitle);
  const reference = visitorValue(input.reference, 40);
  return renderMail({
    subject: `We received your application (${reference})`,
    preheader: `Your reference is ${reference}.`,
    greeting: greetingFor(input.firstName),
    paragraphs: [
      `Thank you for applying for the position of ${vacancy}. Our HR team will read your application and your CV. If your profile fits the position, we will contact you at this address or by phone.`,
      quoteTheReference(reference),
      ...overview(input.signedIn),
    ],
    facts: [
      ["Reference", reference],
      ["Position", { link: { text: vacancy, url: input.vacancyUrl } }],
    ],
  });
}
