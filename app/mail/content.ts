/**
 * The one layout of every message: a plain-text and an HTML body (one column, inline styles only, nothing loaded
 * from elsewhere) from one description, with the site's name, address and home link in the footer. Every link is
 * absolute and on PUBLIC_ORIGIN; every text is escaped for HTML. Visitor values come in through visitor.ts.
 * In the recipient's language: Arabic mail is right to left (`dir="rtl"` on the document and on every
 * table, text aligned right, the quotation's rule and the facts' gap mirrored) with the layout's own words and the
 * site's name and postal address in Arabic; English comes out exactly as before.
 */
import { CONTACT_INFORMATION } from "~/content/company";
import type { Locale } from "~/i18n/locales";
import { publicOrigin } from "~/utils/public-origin.server";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import { safeHeaderText } from "./headers";
import { ISOLATE_END, ISOLATE_START, mailText, postalAddressIn, siteNameIn } from "./i18n";
import type { Quote } from "./visitor";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A link to one of the site's own pages, shown with its text (HTML) or with the address after it (plain text). */
export interface SiteLink {
  readonly link: { text: string; url: string };
}

export type FactValue = string | Quote | SiteLink;

interface MailLayout {
  /** Also the message's visible heading. */
  subject: string;
  /** The line mail programs show after the subject in a list; hidden in the message itself. */
  preheader?: string;
  greeting?: string;
  /** Each a paragraph of the site's words (one line), a link to one of its pages, or a visitor's text as a quotation. */
  paragraphs: FactValue[];
  facts?: [label: string, value: FactValue][];
  /** A button; its address is also written out, for programs that drop buttons. LINK_PLACEHOLDER stays as it is. */
  action?: { label: string; url: string };
  /** After the action; defaults to the site's team. */
  closing?: string;
  /** The recipient's language; English when not given. */
  locale?: Locale;
}

const CONTACT_ADDRESS = CONTACT_INFORMATION.email.display;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Line breaks of every kind and the rest of C0 and C1. */
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;

/**
 * Any text but the action's address: one line, and never two braces in a row, so the worker's `{{link}}` can only
 * be where the layout put it, whatever a message passes in.
 */
const oneLine = (value: string) =>
  value
    .replace(CONTROLS, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\{(?=\{)/g, "{ ");

const quoteLines = (quote: Quote) => quote.quote.map((line) => line.replace(CONTROLS, " ").replace(/\{(?=\{)/g, "{ "));
const isBlankQuote = (quote: Quote) => quote.quote.every((line) => line.trim() === "");

/** The site's own address for `url`, or a thrown error: a message links nowhere else (and never to a request's host). */
function siteUrl(url: string): string {
  const origin = publicOrigin();
  if (url === origin || url.startsWith(`${origin}/`) || url.startsWith(`${origin}?`)) {
    if (/[\s<>"'{}\\^`|]/.test(url)) throw new Error("A message's link must be a plain URL");
    return url;
  }
  throw new Error("A message links only to the site's own pages, from PUBLIC_ORIGIN");
}

const isQuote = (value: FactValue | string): value is Quote => typeof value === "object" && "quote" in value;

// ---------------------------------------------------------------------------------------------------------------
// The language

/** What changes with the recipient's language: the layout's own words, the direction, and the HTML that follows it. */
interface Look {
  rtl: boolean;
  siteName: string;
  /** The head office's address, under the site's name at the foot. */
  postalAddress: string;
  notGiven: string;
  closing: string;
  copyLink: string;
  /** ` dir="rtl"` for each table in Arabic; nothing in English. */
  dir: string;
  /** `text-align:right;` for each block of text in Arabic; nothing in English. */
  align: string;
  /** The quotation's rule and gap, on the side the text starts. */
  quoteSide: string;
  /** The gap between a fact's label and its value. */
  labelPadding: string;
  /** ` dir="ltr"` on a written-out address (a link, an e-mail address) in Arabic, so it never reorders. */
  ltr: string;
}

function lookOf(locale: Locale): Look {
  const rtl = locale === "ar";
  const siteName = siteNameIn(locale);
  return {
    rtl,
    siteName,
    postalAddress: postalAddressIn(locale),
    notGiven: mailText(locale, "layout.notGiven"),
    closing: mailText(locale, "layout.closing", { site: siteName }),
    copyLink: mailText(locale, "layout.copyLink"),
    dir: rtl ? ' dir="rtl"' : "",
    align: rtl ? "text-align:right;" : "",
    quoteSide: rtl ? "padding:4px 12px 4px 0;border-right:3px solid #d1d5db;" : "padding:4px 0 4px 12px;border-left:3px solid #d1d5db;",
    labelPadding: rtl ? "padding:6px 0 6px 12px;" : "padding:6px 12px 6px 0;",
    ltr: rtl ? ' dir="ltr"' : "",
  };
}

const ISOLATES = new RegExp(`[${ISOLATE_START}${ISOLATE_END}]`, "g");

/**
 * The isolate marks of the Arabic texts (i18n.ts) are for the HTML body only. The subject and the plain-text body
 * drop them: every value the site puts in an Arabic sentence (a reference such as MSDS-2026-000123, a Latin name, an
 * address, a date with Latin digits) starts and ends with a letter or a digit that the Unicode bidi algorithm already
 * keeps in one left-to-right piece, with the punctuation around it placed by the Arabic sentence. The invisible
 * controls themselves would only do harm there: some plain-text programs show them as boxes or question marks, and
 * they would stick to a reference a reader copies into a reply or a search.
 */
const plain = (look: Look, value: string) => (look.rtl ? value.replace(ISOLATES, "") : value);

/** Whether the isolate marks of `value` pair up (each opened before it is closed, all closed). */
function pairsUp(value: string): boolean {
  let depth = 0;
  for (const char of value) {
    if (char === ISOLATE_START) depth++;
    else if (char === ISOLATE_END && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * One line of the site's words (or a visitor's, already inert) as HTML. In Arabic each isolated value is a `<bdi>`
 * (when the marks pair up; marks that do not, which only a staff member's pasted text could bring, are dropped).
 */
function inline(look: Look, value: string): string {
  if (!look.rtl) return escapeHtml(oneLine(value));
  if (!pairsUp(value)) return escapeHtml(oneLine(plain(look, value)));
  return escapeHtml(oneLine(value)).replaceAll(ISOLATE_START, "<bdi>").replaceAll(ISOLATE_END, "</bdi>");
}

// ---------------------------------------------------------------------------------------------------------------
// Plain text

function textOf(value: FactValue, look: Look): string {
  if (typeof value === "string") return oneLine(plain(look, value)) || look.notGiven;
  if (isQuote(value)) return isBlankQuote(value) ? look.notGiven : quoteLines(value).map((line) => (line ? `> ${line}` : ">")).join("\n");
  const url = siteUrl(value.link.url);
  const text = oneLine(plain(look, value.link.text));
  return text ? `${text} (${url})` : url;
}

/** A link in a paragraph of its own reads "Sign in: https://…"; among the facts, "Solution: Name (https://…)". */
const textParagraph = (value: FactValue, look: Look) =>
  typeof value === "object" && "link" in value ? `${oneLine(plain(look, value.link.text))}: ${siteUrl(value.link.url)}` : textOf(value, look);

function renderText(layout: MailLayout, look: Look, subject: string, actionUrl: string | null, origin: string): string {
  const line = (value: string) => oneLine(plain(look, value));
  const parts: string[] = [`${subject}\n${"=".repeat(Math.min(Array.from(subject).length, 70))}`];
  if (layout.greeting) parts.push(line(layout.greeting));
  for (const paragraph of layout.paragraphs) parts.push(textParagraph(paragraph, look));
  if (layout.facts?.length) {
    parts.push(
      layout.facts
        .map(([label, value]) => (isQuote(value) && !isBlankQuote(value) ? `${line(label)}:\n${textOf(value, look)}` : `${line(label)}: ${textOf(value, look)}`))
        .join("\n"),
    );
  }
  if (layout.action && actionUrl) parts.push(`${line(layout.action.label)}:\n${actionUrl}`);
  parts.push(line(layout.closing ?? look.closing));
  parts.push(["-- ", look.siteName, look.postalAddress, CONTACT_ADDRESS, origin].join("\n"));
  return `${parts.join("\n\n")}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// HTML

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const INK = "#111827";
const MUTED = "#4b5563";
const BRAND = "#0f6a51";
const PAGE = "#f3f4f6";

function htmlOf(value: FactValue, look: Look): string {
  if (typeof value === "string") return oneLine(plain(look, value)) ? inline(look, value) : escapeHtml(look.notGiven);
  if (isQuote(value)) {
    if (isBlankQuote(value)) return escapeHtml(look.notGiven);
    // In Arabic mail each line of a visitor's text keeps its own direction (an English line ends with its full stop).
    const lines = quoteLines(value).map((line) => (look.rtl ? `<bdi>${escapeHtml(line)}</bdi>` : escapeHtml(line)));
    return `<div style="margin:0;${look.quoteSide}color:${INK};">${lines.join("<br>")}</div>`;
  }
  const url = siteUrl(value.link.url);
  const text = oneLine(plain(look, value.link.text));
  return `<a href="${escapeHtml(url)}" style="color:${BRAND};text-decoration:underline;">${text ? inline(look, value.link.text) : escapeHtml(url)}</a>`;
}

const paragraph = (look: Look, inner: string) => `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;color:${INK};${look.align}">${inner}</p>`;

function factsTable(facts: [string, FactValue][], look: Look): string {
  const cell = `${FONT}font-size:14px;line-height:1.4;vertical-align:top;${look.align}`;
  const rows = facts
    .map(([label, value]) =>
      isQuote(value) && !isBlankQuote(value)
        ? // A visitor's text of several lines takes the whole width, under its label: readable on a phone.
          `<tr><td colspan="2" style="padding:6px 0 2px;${cell}color:${MUTED};">${inline(look, label)}</td></tr>\n` +
          `<tr><td colspan="2" style="padding:0 0 6px;${cell}color:${INK};word-break:break-word;">${htmlOf(value, look)}</td></tr>`
        : `<tr><td style="${look.labelPadding}${cell}color:${MUTED};width:35%;">${inline(look, label)}</td>` +
          `<td style="padding:6px 0;${cell}color:${INK};word-break:break-word;">${htmlOf(value, look)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"${look.dir} style="margin:0 0 16px;border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb;">\n${rows}\n</table>`;
}

function actionBlock(label: string, url: string, look: Look): string {
  // The placeholder goes in as it is (the worker writes the escaped link there); any other address is escaped here.
  const href = url === LINK_PLACEHOLDER ? url : escapeHtml(url);
  return [
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0"${look.dir} style="margin:8px 0 16px;"><tr>`,
    `<td style="border-radius:6px;background-color:${BRAND};">`,
    `<a href="${href}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:bold;line-height:1.25;color:#ffffff;text-decoration:none;border-radius:6px;">${inline(look, label)}</a>`,
    `</td></tr></table>`,
    `<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:1.5;color:${MUTED};${look.align}">${escapeHtml(look.copyLink)}<br>`,
    `<a href="${href}"${look.ltr} style="color:${BRAND};text-decoration:underline;word-break:break-all;">${href}</a></p>`,
  ].join("\n");
}

function renderHtml(layout: MailLayout, look: Look, subject: string, actionUrl: string | null, origin: string): string {
  const body: string[] = [];
  if (layout.greeting) body.push(paragraph(look, inline(look, layout.greeting)));
  for (const item of layout.paragraphs)
    body.push(!isQuote(item) ? paragraph(look, htmlOf(item, look)) : `<div style="margin:0 0 16px;${FONT}font-size:15px;line-height:1.5;${look.align}">${htmlOf(item, look)}</div>`);
  if (layout.facts?.length) body.push(factsTable(layout.facts, look));
  if (layout.action && actionUrl) body.push(actionBlock(layout.action.label, actionUrl, look));
  body.push(paragraph(look, inline(look, layout.closing ?? look.closing)));
  const preheader = layout.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${PAGE};">${escapeHtml(oneLine(plain(look, layout.preheader)))}</div>\n`
    : "";
  return `<!DOCTYPE html>
<html lang="${look.rtl ? 'ar" dir="rtl' : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
${preheader}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"${look.dir} style="background-color:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"${look.dir} style="max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 24px 0;${FONT}font-size:14px;font-weight:bold;color:${BRAND};${look.align}">${escapeHtml(look.siteName)}</td></tr>
<tr><td style="padding:8px 24px 16px;${look.align}"><h1 style="margin:0;${FONT}font-size:22px;line-height:1.3;font-weight:bold;color:${INK};${look.align}">${escapeHtml(subject)}</h1></td></tr>
<tr><td style="padding:0 24px 8px;${look.align}">
${body.join("\n")}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;${FONT}font-size:12px;line-height:1.5;color:${MUTED};${look.align}">
${escapeHtml(look.siteName)}<br>
${escapeHtml(look.postalAddress)}<br>
<a href="mailto:${escapeHtml(CONTACT_ADDRESS)}"${look.ltr} style="color:${MUTED};">${escapeHtml(CONTACT_ADDRESS)}</a><br>
<a href="${escapeHtml(origin)}/"${look.ltr} style="color:${MUTED};">${escapeHtml(origin.replace(/^https?:\/\//, ""))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * Both bodies of a message. The subject is made header-safe (one line, capped) and is the visible heading. When the
 * action's address is LINK_PLACEHOLDER it appears in both bodies exactly where the address goes and nowhere else.
 */
export function renderMail(layout: MailLayout): MailContent {
  const origin = publicOrigin();
  const look = lookOf(layout.locale ?? "en");
  const subject = oneLine(safeHeaderText(plain(look, layout.subject)));
  const actionUrl = layout.action ? (layout.action.url === LINK_PLACEHOLDER ? LINK_PLACEHOLDER : siteUrl(layout.action.url)) : null;
  return {
    subject,
    text: renderText(layout, look, subject, actionUrl, origin),
    html: renderHtml(layout, look, subject, actionUrl, origin),
  };
}
