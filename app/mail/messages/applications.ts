/**
 * Messages to an applicant when HR announces a stage: one text per stage, with the reference, the
 * position, and the recruiter's own words if they wrote any (shown as a quotation, made inert like a visitor's).
 * Written in the applicant's language (`locale`, English when not given).
 */
import type { ApplicationStage } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { renderMail, type FactValue, type MailContent } from "../content";
import { mailText, siteNameIn } from "../i18n";
import { isBlank, visitorMessage, visitorValue } from "../visitor";
import { greetingFor } from "./shared";

/** The applicant's message for a stage HR chose to announce. */
export function applicationStageMail(input: {
  stage: ApplicationStage;
  reference: string;
  firstName: string;
  vacancyTitle: string;
  vacancyUrl: string;
  /** The recruiter's own words, optional. */
  message?: string;
  /** The applicant's language; English when not given. */
  locale?: Locale;
}): MailContent {
  const locale = input.locale ?? "en";
  const reference = visitorValue(input.reference, 40);
  const vacancy = visitorValue(input.vacancyTitle) || mailText(locale, "applications.anyPosition");
  const facts: [string, FactValue][] = [
    [mailText(locale, "facts.reference"), reference],
    [mailText(locale, "facts.position"), { link: { text: vacancy, url: input.vacancyUrl } }],
  ];
  if (!isBlank(input.message)) facts.push([mailText(locale, "applications.recruiterMessage"), visitorMessage(input.message ?? "")]);
  return renderMail({
    subject: mailText(locale, "applications.subject", { reference, stage: mailText(locale, `applications.stages.${input.stage}.subject`) }),
    preheader: mailText(locale, "applications.preheader", { reference }),
    greeting: greetingFor(input.firstName, locale),
    paragraphs: [mailText(locale, `applications.stages.${input.stage}.text`, { vacancy }), mailText(locale, "quoteReference", { reference })],
    facts,
    closing: mailText(locale, "applications.closing", { site: siteNameIn(locale) }),
    locale,
  });
}
