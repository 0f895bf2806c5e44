/**
 * The quote basket's messages: the requester's receipt listing every line, sales' notification (English, with the
 * inbox link), the quote with sales' answer to every line, and one message per step of a sample. Every message to
 * the requester is in the language of the page they sent the basket from (`locale`) and carries the reference in its
 * subject. Staff-typed texts (a reason, a carrier) are made inert like a visitor's: they reach a stranger's inbox.
 */
import type { BasketUnit, QuoteCurrency, SampleUnit } from "~/content/basket";
import { SITE_NAME } from "~/content/company";
import { intlLocale } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locales";
import { publicUrl } from "~/utils/public-origin.server";
import { renderMail, type FactValue, type MailContent } from "../content";
import { mailText } from "../i18n";
import { isBlank, visitorAddress, visitorMessage, visitorValue } from "../visitor";
import { greetingFor } from "./shared";

/** One line of a request as its messages show it. `solutionUrl` is null when the solution is gone from the catalogue. */
export interface BasketMailLine {
  position: number;
  solutionName: string;
  solutionUrl: string | null;
  quantity: number;
  unit: BasketUnit;
  note: string;
  sampleSize: number | null;
  sampleUnit: SampleUnit | null;
}

/** A line with sales' answer: an offer, or "cannot offer" with the reason in `answerNote`. */
export interface AnsweredMailLine extends BasketMailLine {
  answer: "offer" | "cannot";
  price: number | null;
  currency: QuoteCurrency | null;
  priceUnit: BasketUnit | null;
  /** YYYY-MM-DD. */
  validUntil: string | null;
  leadTimeDays: number | null;
  answerNote: string;
}

export type SampleStep = "approved" | "declined" | "shipped" | "delivered";

const NUMBER: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocale("en"), { maximumFractionDigits: 3 }),
  ar: new Intl.NumberFormat(intlLocale("ar"), { maximumFractionDigits: 3 }),
};
/** A price validity is a calendar day, not an instant: formatted in UTC so it never shifts a day. */
const DAY: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale("en"), { dateStyle: "long", timeZone: "UTC" }),
  ar: new Intl.DateTimeFormat(intlLocale("ar"), { dateStyle: "long", timeZone: "UTC" }),
};

/** Packs are counted ("4 × drum (208 L)"); measures are amounts ("2.5 t"). */
const PACKS: readonly BasketUnit[] = ["drum-208l", "ibc-1000l"];

export const unitName = (locale: Locale, unit: BasketUnit) => mailText(locale, `baskets.units.${unit}`);

function quantityText(locale: Locale, quantity: number, unit: BasketUnit) {
  return mailText(locale, PACKS.includes(unit) ? "baskets.packs" : "baskets.quantity", { quantity: NUMBER[locale].format(quantity), unit: unitName(locale, unit) });
}

function sampleSizeText(locale: Locale, size: number, unit: SampleUnit) {
  return mailText(locale, "baskets.sampleSize", { size: NUMBER[locale].format(size), unit: mailText(locale, `baskets.sampleUnits.${unit}`) });
}

function dayText(locale: Locale, day: string | null) {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return "";
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "" : DAY[locale].format(date);
}

/** The line's heading fact: "Line 1: <solution>", linked to its page while it is published. */
function lineHeading(locale: Locale, line: BasketMailLine): [string, FactValue] {
  const name = visitorValue(line.solutionName);
  return [mailText(locale, "baskets.line", { position: line.position }), line.solutionUrl ? { link: { text: name, url: line.solutionUrl } } : name];
}

/** What the requester asked for on a line: the solution, the quantity, the sample and their note. */
function askedFacts(locale: Locale, line: BasketMailLine): [string, FactValue][] {
  const facts: [string, FactValue][] = [lineHeading(locale, line), [mailText(locale, "facts.quantity"), quantityText(locale, line.quantity, line.unit)]];
  if (line.sampleSize !== null && line.sampleUnit !== null) facts.push([mailText(locale, "baskets.sampleWanted"), sampleSizeText(locale, line.sampleSize, line.sampleUnit)]);
  if (!isBlank(line.note)) facts.push([mailText(locale, "baskets.lineNote"), visitorMessage(line.note)]);
  return facts;
}

function overview(signedIn: boolean | undefined, locale: Locale): FactValue[] {
  if (!signedIn) return [];
  return [{ link: { text: mailText(locale, "receipts.overview"), url: publicUrl(localizePath("/profile/overview", locale)) } }];
}

interface ToRequester {
  reference: string;
  fullName: string;
  /** The sender was signed in: the request is followed in their account's Overview. */
  signedIn?: boolean;
  /** The requester's language; English when not given. */
  locale?: Locale;
}

/** The receipt: every line as it was sent, where to deliver, the terms wished for and the note. */
export function basketReceipt(input: ToRequester & { lines: readonly BasketMailLine[]; country: string; city: string; incoterm: string | null; note: string }): MailContent {
  const locale = input.locale ?? "en";
  const reference = visitorValue(input.reference, 40);
  const facts: [string, FactValue][] = [[mailText(locale, "facts.reference"), reference], ...input.lines.flatMap((line) => askedFacts(locale, line))];
  facts.push([mailText(locale, "baskets.delivery"), mailText(locale, "baskets.deliveryPlace", { city: visitorValue(input.city), country: visitorValue(input.country) })]);
  facts.push([mailText(locale, "baskets.incoterm"), input.incoterm ? visitorValue(input.incoterm, 3) : mailText(locale, "baskets.noIncoterm")]);
  if (!isBlank(input.note)) facts.push([mailText(locale, "baskets.yourNote"), visitorMessage(input.note)]);
  return renderMail({
    subject: mailText(locale, "baskets.receipt.subject", { reference }),
    preheader: mailText(locale, "receipts.preheader", { reference }),
    greeting: greetingFor(input.fullName, locale),
    paragraphs: [mailText(locale, "baskets.receipt.thanks"), mailText(locale, "quoteReference", { reference }), ...overview(input.signedIn, locale)],
    facts,
    locale,
  });
}

/** Sales' notification: every field and every line, and the inbox item where they answer it. Staff read English. */
export function basketNotification(input: {
  reference: string;
  fullName: string;
  email: string;
  mobile: string;
  company: string;
  country: string;
  city: string;
  incoterm: string | null;
  note: string;
  lines: readonly BasketMailLine[];
  itemUrl: string;
  locale?: Locale;
}): MailContent {
  const reference = visitorValue(input.reference, 40);
  const sender = visitorValue(input.fullName) || "a visitor";
  const facts: [string, FactValue][] = [
    ["Reference", reference],
    ["Full name", visitorValue(input.fullName)],
    ["E-mail", visitorAddress(input.email)],
    ["Mobile", visitorValue(input.mobile)],
    ["Company", visitorValue(input.company)],
    ["Delivery country", visitorValue(input.country)],
    ["City", visitorValue(input.city)],
    ["Incoterm", input.incoterm ? visitorValue(input.incoterm, 3) : "No preference"],
    ["Note", visitorMessage(input.note)],
    ...input.lines.flatMap((line) => askedFacts("en", line)),
  ];
  if (input.locale === "ar") facts.push(["Language", "Arabic"]);
  const samples = input.lines.filter((line) => line.sampleSize !== null).length;
  const lines = `${input.lines.length} line${input.lines.length === 1 ? "" : "s"}`;
  return renderMail({
    subject: `New basket request (${reference}) from ${sender}`,
    preheader: `${lines}, ${samples} sample${samples === 1 ? "" : "s"}: ${visitorValue(input.company) || sender}`,
    paragraphs: [
      `A new basket request (${lines}, ${samples} sample${samples === 1 ? "" : "s"} wanted) came in through the website, from ${sender}.`,
      "Answer each line and send the quote from the inbox: the requester gets it in their language.",
    ],
    facts,
    action: { label: "Open the request in the inbox", url: input.itemUrl },
    closing: `Sent by the ${SITE_NAME} website.`,
  });
}

/** Sales' answer to a line: the price per unit in its currency, validity and lead time; or why there is no offer. */
function answerFacts(locale: Locale, line: AnsweredMailLine): [string, FactValue][] {
  const facts: [string, FactValue][] = [lineHeading(locale, line), [mailText(locale, "facts.quantity"), quantityText(locale, line.quantity, line.unit)]];
  if (line.answer === "cannot") {
    facts.push([mailText(locale, "baskets.quote.cannot"), visitorMessage(line.answerNote)]);
    return facts;
  }
  const price = mailText(locale, "baskets.quote.pricePer", {
    price: NUMBER[locale].format(line.price ?? 0),
    currency: line.currency ?? "",
    unit: unitName(locale, line.priceUnit ?? line.unit),
  });
  facts.push([mailText(locale, "baskets.quote.price"), price]);
  facts.push([mailText(locale, "baskets.quote.validUntil"), dayText(locale, line.validUntil)]);
  facts.push([mailText(locale, "baskets.quote.leadTime"), mailText(locale, "baskets.quote.days", { count: line.leadTimeDays ?? 0 })]);
  if (!isBlank(line.answerNote)) facts.push([mailText(locale, "baskets.quote.ourNote"), visitorMessage(line.answerNote)]);
  return facts;
}

/** The quote: every line with sales' answer. */
export function basketQuoteMail(input: ToRequester & { lines: readonly AnsweredMailLine[] }): MailContent {
  const locale = input.locale ?? "en";
  const reference = visitorValue(input.reference, 40);
  return renderMail({
    subject: mailText(locale, "baskets.quote.subject", { reference }),
    preheader: mailText(locale, "baskets.quote.preheader", { reference }),
    greeting: greetingFor(input.fullName, locale),
    paragraphs: [
      mailText(locale, "baskets.quote.intro"),
      mailText(locale, "baskets.quote.reply"),
      mailText(locale, "quoteReference", { reference }),
      ...overview(input.signedIn, locale),
    ],
    facts: [[mailText(locale, "facts.reference"), reference], ...input.lines.flatMap((line) => answerFacts(locale, line))],
    locale,
  });
}

/** A sample's step: approved; declined with the reason; shipped with the carrier and tracking number; delivered. */
export function sampleStepMail(
  input: ToRequester & {
    step: SampleStep;
    solutionName: string;
    solutionUrl: string | null;
    sampleSize: number;
    sampleUnit: SampleUnit;
    reason?: string;
    carrier?: string;
    tracking?: string;
  },
): MailContent {
  const locale = input.locale ?? "en";
  const reference = visitorValue(input.reference, 40);
  const solution = visitorValue(input.solutionName);
  const facts: [string, FactValue][] = [
    [mailText(locale, "facts.reference"), reference],
    [mailText(locale, "facts.solution"), input.solutionUrl ? { link: { text: solution, url: input.solutionUrl } } : solution],
    [mailText(locale, "baskets.sample.size"), sampleSizeText(locale, input.sampleSize, input.sampleUnit)],
  ];
  if (input.step === "declined") facts.push([mailText(locale, "baskets.sample.reason"), visitorMessage(input.reason ?? "")]);
  if (input.step === "shipped") {
    facts.push([mailText(locale, "baskets.sample.carrier"), visitorValue(input.carrier ?? "")]);
    facts.push([mailText(locale, "baskets.sample.tracking"), visitorValue(input.tracking ?? "")]);
  }
  return renderMail({
    subject: mailText(locale, "baskets.sample.subject", { solution, reference, step: mailText(locale, `baskets.sample.steps.${input.step}.subject`) }),
    preheader: mailText(locale, "baskets.sample.preheader", { reference }),
    greeting: greetingFor(input.fullName, locale),
    paragraphs: [mailText(locale, `baskets.sample.steps.${input.step}.text`, { solution }), mailText(locale, "quoteReference", { reference }), ...overview(input.signedIn, locale)],
    facts,
    locale,
  });
}
