/**
 * Messages to an applicant when HR announces a stage (issue 16): one text per stage, with the reference, the
 * position, and the recruiter's own words if they wrote any (shown as a quotation, made inert like a visitor's).
 */
import { SITE_NAME } from "~/content/company";
import type { ApplicationStage } from "~/db/schema";
import { renderMail, type FactValue, type MailContent } from "../content";
import { isBlank, visitorMessage, visitorValue } from "../visitor";
import { greetingFor } from "./shared";

const STAGE_TEXT: Record<ApplicationStage, { subject: string; paragraph: (vacancy: string) => string }> = {
  new: {
    subject: "received and waiting to be read",
    paragraph: (vacancy) => `Your application for the position of ${vacancy} is with our HR team and waits to be read. We will write to you again when there is news.`,
  },
  screening: {
    subject: "being reviewed",
    paragraph: (vacancy) => `Our HR team is now reviewing your application and your CV for the position of ${vacancy}. We will write to you again when there is news.`,
  },
  interview: {
    subject: "invitation to an interview",
    paragraph: (vacancy) => `We would like to meet you for an interview about the position of ${vacancy}. Our HR team will contact you to agree on a date and a time.`,
  },
  offer: {
    subject: "we would like to make you an offer",
    paragraph: (vacancy) => `We are pleased to tell you that we would like to offer you the position of ${vacancy}. Our HR team will contact you with the details of the offer.`,
  },
  hired: {
    subject: "welcome to the team",
    paragraph: (vacancy) => `We are glad that you are joining us as ${vacancy}. Our HR team will contact you about your first days.`,
  },
  rejected: {
    subject: "our decision",
    paragraph: (vacancy) =>
      `Thank you for your interest in the position of ${vacancy}. After careful consideration we have decided not to take your application further. We wish you every success.`,
  },
};

/** The applicant's message for a stage HR chose to announce. */
export function applicationStageMail(input: {
  stage: ApplicationStage;
  reference: string;
  firstName: string;
  vacancyTitle: string;
  vacancyUrl: string;
  /** The recruiter's own words, optional. */
  message?: string;
}): MailContent {
  const reference = visitorValue(input.reference, 40);
  const vacancy = visitorValue(input.vacancyTitle) || "the position you applied for";
  const text = STAGE_TEXT[input.stage];
  const facts: [string, FactValue][] = [
    ["Reference", reference],
    ["Position", { link: { text: vacancy, url: input.vacancyUrl } }],
  ];
  if (!isBlank(input.message)) facts.push(["Message from our recruiter", visitorMessage(input.message ?? "")]);
  return renderMail({
    subject: `Your application ${reference}: ${text.subject}`,
    preheader: `News about your application ${reference}.`,
    greeting: greetingFor(input.firstName),
    paragraphs: [text.paragraph(vacancy), `If you write to us about it, please quote your reference, ${reference}.`],
    facts,
    closing: `The ${SITE_NAME} HR team`,
  });
}
