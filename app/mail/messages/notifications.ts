/**
 * Notifications to the company, one per kind of submission: every field as a fact, the reference in the subject,
 * and a reminder that replying answers the sender (the message's Reply-To is the sender's address). No CV is ever
 * attached: an application's notification links into the staff workspace instead. Staff read English: a sender who
 * wrote in Arabic (`locale: "ar"`) only adds the fact "Language: Arabic", so whoever answers knows to write in Arabic.
 */
import { SITE_NAME } from "~/content/company";
import type { Locale } from "~/i18n/locales";
import { renderMail, type FactValue, type MailContent } from "../content";
import { visitorAddress, visitorMessage, visitorValue } from "../visitor";
import { fullNameOf, KIND, type DataSheetKind } from "./shared";

/** The company writes to itself: no team signs these. */
const CLOSING = `Sent by the ${SITE_NAME} website.`;

const replyHint = (email: string) => `To answer, reply to this message: your reply goes to ${visitorAddress(email)}.`;

interface FromVisitor {
  /** The language the visitor wrote in (the page's); English when not given. */
  locale?: Locale;
}

/** The facts, and last "Language: Arabic" when the visitor wrote in Arabic (nothing is added for English). */
function withLanguage(facts: [string, FactValue][], locale: Locale | undefined): [string, FactValue][] {
  return locale === "ar" ? [...facts, ["Language", "Arabic"]] : facts;
}

/** An MSDS or TDS request, or an inquiry, for the sales team. */
export function requestNotification(input: {
  kind: DataSheetKind;
  reference: string;
  solutionName: string;
  solutionUrl: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobFunction: string;
  country: string;
  message?: string;
} & FromVisitor): MailContent {
  const reference = visitorValue(input.reference, 40);
  const solution = visitorValue(input.solutionName);
  const sender = fullNameOf(input.firstName, input.lastName);
  const asked =
    input.kind === "inquiry"
      ? `A new inquiry about ${solution} came in through the website, from ${sender || "a visitor"}.`
      : `A new request for the ${KIND[input.kind].document} of ${solution} came in through the website, from ${sender || "a visitor"}.`;
  const facts: [string, FactValue][] = [
    ["Reference", reference],
    ["Solution", { link: { text: solution, url: input.solutionUrl } }],
    ["First name", visitorValue(input.firstName)],
    ["Last name", visitorValue(input.lastName)],
    ["E-mail", visitorAddress(input.email)],
    ["Company", visitorValue(input.company)],
    ["Job function", visitorValue(input.jobFunction)],
    ["Country", visitorValue(input.country)],
  ];
  // Only an inquiry has a message field.
  if (input.kind === "inquiry" || input.message !== undefined) facts.push(["Message", visitorMessage(input.message ?? "")]);
  return renderMail({
    subject: `New ${KIND[input.kind].request} (${reference}) from ${sender || "a visitor"}`,
    preheader: `${solution}, ${visitorValue(input.company)}`,
    paragraphs: [asked, replyHint(input.email)],
    facts: withLanguage(facts, input.locale),
    closing: CLOSING,
  });
}

/** A quote request for the sales team. */
export function quoteNotification(input: {
  reference: string;
  solutionName: string;
  solutionUrl: string;
  fullName: string;
  email: string;
  mobile: string;
  company: string;
  quantity: string;
  unit: string;
  note: string;
} & FromVisitor): MailContent {
  const reference = visitorValue(input.reference, 40);
  const solution = visitorValue(input.solutionName);
  const sender = visitorValue(input.fullName);
  return renderMail({
    subject: `New quote request (${reference}) from ${sender || "a visitor"}`,
    preheader: `${solution}: ${visitorValue(input.quantity)} ${visitorValue(input.unit)}`,
    paragraphs: [`A new quote request for ${solution} came in through the website, from ${sender || "a visitor"}.`, replyHint(input.email)],
    facts: withLanguage([
      ["Reference", reference],
      ["Solution", { link: { text: solution, url: input.solutionUrl } }],
      ["Full name", sender],
      ["E-mail", visitorAddress(input.email)],
      ["Mobile", visitorValue(input.mobile)],
      ["Company", visitorValue(input.company)],
      ["Quantity", visitorValue(input.quantity)],
      ["Unit", visitorValue(input.unit)],
      ["Note", visitorMessage(input.note)],
    ], input.locale),
    closing: CLOSING,
  });
}

/** A contact-form message for the contact address. */
export function contactNotification(input: {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  city: string;
  message: string;
} & FromVisitor): MailContent {
  const reference = visitorValue(input.reference, 40);
  const sender = fullNameOf(input.firstName, input.lastName);
  return renderMail({
    subject: `New message (${reference}) from ${sender || "a visitor"}`,
    preheader: `A message through the contact form, from ${sender || "a visitor"}.`,
    paragraphs: [`A new message came in through the website's contact form, from ${sender || "a visitor"}.`, replyHint(input.email)],
    facts: withLanguage([
      ["Reference", reference],
      ["First name", visitorValue(input.firstName)],
      ["Last name", visitorValue(input.lastName)],
      ["E-mail", visitorAddress(input.email)],
      ["Phone number", visitorValue(input.phoneNumber)],
      ["City", visitorValue(input.city)],
      ["Message", visitorMessage(input.message)],
    ], input.locale),
    closing: CLOSING,
  });
}

/** A job application for HR: the CV stays on the server, behind the staff workspace's sign-in. */
export function applicationNotification(input: {
  reference: string;
  vacancyTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  coverLetter: string;
  applicationUrl: string;
} & FromVisitor): MailContent {
  const reference = visitorValue(input.reference, 40);
  const sender = fullNameOf(input.firstName, input.lastName);
  const vacancy = visitorValue(input.vacancyTitle);
  return renderMail({
    subject: `New application (${reference}) for ${vacancy || "a vacancy"} from ${sender || "a visitor"}`,
    preheader: `An application for ${vacancy || "a vacancy"}, from ${sender || "a visitor"}.`,
    paragraphs: [
      `A new application for the position of ${vacancy || "(no title)"} came in through the website, from ${sender || "a visitor"}.`,
      "The CV is not attached to this message. Open the application in the staff workspace to read it.",
      replyHint(input.email),
    ],
    facts: withLanguage([
      ["Reference", reference],
      ["Position", vacancy],
      ["First name", visitorValue(input.firstName)],
      ["Last name", visitorValue(input.lastName)],
      ["E-mail", visitorAddress(input.email)],
      ["Phone number", visitorValue(input.phoneNumber)],
      ["Cover letter", visitorMessage(input.coverLetter)],
    ], input.locale),
    action: { label: "Open the application", url: input.applicationUrl },
    closing: CLOSING,
  });
}
