/**
 * The data sheet a requester asked for: the solution, the sheet's revision date, a signed download link
 * (sealed in the outbox as `{{link}}`) and until when it works; the request's reference in the subject. Written in
 * the requester's language (`locale`, English when not given).
 */
import { intlLocale } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import { renderMail, type MailContent } from "../content";
import { mailText } from "../i18n";
import { visitorValue } from "../visitor";
import { greetingFor, kindNames } from "./shared";

/** The sheets' languages the mail names (in the mail's language); any other is shown as its code. */
const LANGUAGES = ["en", "ar", "de"] as const;
const languageName = (language: string, locale: Locale) =>
  (LANGUAGES as readonly string[]).includes(language) ? mailText(locale, `dataSheet.languages.${language as (typeof LANGUAGES)[number]}`) : language;

const UNTIL: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale("en"), { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Muscat" }),
  ar: new Intl.DateTimeFormat(intlLocale("ar"), { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Muscat" }),
};

/** The sheet's short name (MSDS, TDS) and until when its link works, in Oman time, as both messages say them. */
function sheetTerms(kind: "msds" | "tds", expiresAt: Date, locale: Locale) {
  return { short: kind === "msds" ? "MSDS" : "TDS", until: mailText(locale, "dataSheet.time", { date: UNTIL[locale].format(expiresAt) }) };
}

export function dataSheetMail(input: {
  kind: "msds" | "tds";
  reference: string;
  name: string;
  solutionName: string;
  solutionUrl: string;
  revisionDate: string;
  language: string;
  expiresAt: Date;
  /** The requester's language; English when not given. */
  locale?: Locale;
}): MailContent {
  const locale = input.locale ?? "en";
  const solution = visitorValue(input.solutionName);
  const reference = visitorValue(input.reference, 40);
  const { short, until } = sheetTerms(input.kind, input.expiresAt, locale);
  return renderMail({
    subject: mailText(locale, "dataSheet.subject", { short, solution, reference }),
    preheader: mailText(locale, "dataSheet.preheader", { until }),
    greeting: greetingFor(input.name, locale),
    paragraphs: [
      mailText(locale, "dataSheet.here", { document: kindNames(locale)[input.kind].document, solution, revision: input.revisionDate }),
      mailText(locale, "dataSheet.until", { until }),
      mailText(locale, "quoteReference", { reference }),
    ],
    facts: [
      [mailText(locale, "facts.reference"), reference],
      [mailText(locale, "facts.solution"), { link: { text: solution, url: input.solutionUrl } }],
      [mailText(locale, "dataSheet.revisionDate"), input.revisionDate],
      [mailText(locale, "dataSheet.language"), languageName(input.language, locale)],
      [mailText(locale, "dataSheet.linkWorksUntil"), until],
    ],
    action: { label: mailText(locale, "dataSheet.download", { short }), url: LINK_PLACEHOLDER },
    locale,
  });
}

/**
 * A new revision of a data sheet the recipient received in the last 12 months (REACH Article 31(9)), or of a solution
 * they subscribed to: what changed, in staff's one line, and a fresh signed link (`{{link}}`) to the new revision. In
 * the recipient's language.
 */
export function revisionMail(input: {
  kind: "msds" | "tds";
  name: string;
  solutionName: string;
  solutionUrl: string;
  revisionDate: string;
  language: string;
  changeSummary: string;
  expiresAt: Date;
  locale: Locale;
  /** A subscriber's message: why they get it, and the one-click way to stop (also in the List-Unsubscribe header). */
  unsubscribeUrl?: string;
}): MailContent {
  const { locale, unsubscribeUrl } = input;
  const solution = visitorValue(input.solutionName);
  const summary = visitorValue(input.changeSummary, 200);
  const { short, until } = sheetTerms(input.kind, input.expiresAt, locale);
  return renderMail({
    subject: mailText(locale, "revision.subject", { short, solution }),
    preheader: mailText(locale, "revision.preheader", { revision: input.revisionDate }),
    greeting: greetingFor(input.name, locale),
    paragraphs: [
      mailText(locale, unsubscribeUrl ? "revision.introSubscribed" : "revision.intro", {
        document: kindNames(locale)[input.kind].document,
        solution,
        revision: input.revisionDate,
      }),
      ...(summary ? [mailText(locale, "revision.changed", { summary })] : []),
      mailText(locale, "dataSheet.until", { until }),
      ...(unsubscribeUrl
        ? [mailText(locale, "revision.whySubscribed"), { link: { text: mailText(locale, "revision.unsubscribe"), url: unsubscribeUrl } }]
        : [mailText(locale, "revision.why")]),
    ],
    facts: [
      [mailText(locale, "facts.solution"), { link: { text: solution, url: input.solutionUrl } }],
      [mailText(locale, "dataSheet.revisionDate"), input.revisionDate],
      [mailText(locale, "dataSheet.language"), languageName(input.language, locale)],
      [mailText(locale, "dataSheet.linkWorksUntil"), until],
    ],
    action: { label: mailText(locale, "dataSheet.download", { short }), url: LINK_PLACEHOLDER },
    locale,
  });
}
