/**
 * The one layout of every message: a plain-text and an HTML body (one column, inline styles only, nothing loaded
 * from elsewhere) from one description, with the site's name, address and home link in the footer. Every link is
 * absolute and on PUBLIC_ORIGIN; every text is escaped for HTML. Visitor values come in through visitor.ts.
 */
import { CONTACT_INFORMATION, OFFICES, SITE_NAME } from "~/content/company";
import { publicOrigin } from "~/utils/public-origin.server";
import { LINK_PLACEHOLDER } from "~/utils/sealed-link.server";
import { safeHeaderText } from "./headers";
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
}

const POSTAL_ADDRESS = OFFICES.find((office) => office.id === "oman")?.address ?? CONTACT_INFORMATION.officeAddress;
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
// Plain text

function textOf(value: FactValue): string {
  if (typeof value === "string") return oneLine(value) || "(not given)";
  if (isQuote(value)) return isBlankQuote(value) ? "(not given)" : quoteLines(value).map((line) => (line ? `> ${line}` : ">")).join("\n");
  const url = siteUrl(value.link.url);
  const text = oneLine(value.link.text);
  return text ? `${text} (${url})` : url;
}

/** A link in a paragraph of its own reads "Sign in: https://…"; among the facts, "Solution: Name (https://…)". */
const textParagraph = (value: FactValue) => (typeof value === "object" && "link" in value ? `${oneLine(value.link.text)}: ${siteUrl(value.link.url)}` : textOf(value));

function renderText(layout: MailLayout, subject: string, actionUrl: string | null, origin: string): string {
  const parts: string[] = [`${subject}\n${"=".repeat(Math.min(Array.from(subject).length, 70))}`];
  if (layout.greeting) parts.push(oneLine(layout.greeting));
  for (const paragraph of layout.paragraphs) parts.push(textParagraph(paragraph));
  if (layout.facts?.length) {
    parts.push(
      layout.facts
        .map(([label, value]) => (isQuote(value) && !isBlankQuote(value) ? `${oneLine(label)}:\n${textOf(value)}` : `${oneLine(label)}: ${textOf(value)}`))
        .join("\n"),
    );
  }
  if (layout.action && actionUrl) parts.push(`${oneLine(layout.action.label)}:\n${actionUrl}`);
  parts.push(oneLine(layout.closing ?? `The ${SITE_NAME} team`));
  parts.push(["-- ", SITE_NAME, POSTAL_ADDRESS, CONTACT_ADDRESS, origin].join("\n"));
  return `${parts.join("\n\n")}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// HTML

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const INK = "#111827";
const MUTED = "#4b5563";
const BRAND = "#0f6a51";
const PAGE = "#f3f4f6";

function htmlOf(value: FactValue): string {
  if (typeof value === "string") return escapeHtml(oneLine(value) || "(not given)");
  if (isQuote(value)) {
    if (isBlankQuote(value)) return "(not given)";
    return `<div style="margin:0;padding:4px 0 4px 12px;border-left:3px solid #d1d5db;color:${INK};">${quoteLines(value).map(escapeHtml).join("<br>")}</div>`;
  }
  const url = siteUrl(value.link.url);
  return `<a href="${escapeHtml(url)}" style="color:${BRAND};text-decoration:underline;">${escapeHtml(oneLine(value.link.text) || url)}</a>`;
}

const paragraph = (inner: string) => `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;color:${INK};">${inner}</p>`;

function factsTable(facts: [string, FactValue][]): string {
  const cell = `${FONT}font-size:14px;line-height:1.4;vertical-align:top;`;
  const rows = facts
    .map(([label, value]) =>
      isQuote(value) && !isBlankQuote(value)
        ? // A visitor's text of several lines takes the whole width, under its label: readable on a phone.
          `<tr><td colspan="2" style="padding:6px 0 2px;${cell}color:${MUTED};">${escapeHtml(oneLine(label))}</td></tr>\n` +
          `<tr><td colspan="2" style="padding:0 0 6px;${cell}color:${INK};word-break:break-word;">${htmlOf(value)}</td></tr>`
        : `<tr><td style="padding:6px 12px 6px 0;${cell}color:${MUTED};width:35%;">${escapeHtml(oneLine(label))}</td>` +
          `<td style="padding:6px 0;${cell}color:${INK};word-break:break-word;">${htmlOf(value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb;">\n${rows}\n</table>`;
}

function actionBlock(label: string, url: string): string {
  // The placeholder goes in as it is (the worker writes the escaped link there); any other address is escaped here.
  const href = url === LINK_PLACEHOLDER ? url : escapeHtml(url);
  return [
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>`,
    `<td style="border-radius:6px;background-color:${BRAND};">`,
    `<a href="${href}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:bold;line-height:1.25;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(oneLine(label))}</a>`,
    `</td></tr></table>`,
    `<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:1.5;color:${MUTED};">If the button does not work, copy this address into your browser:<br>`,
    `<a href="${href}" style="color:${BRAND};text-decoration:underline;word-break:break-all;">${href}</a></p>`,
  ].join("\n");
}

function renderHtml(layout: MailLayout, subject: string, actionUrl: string | null, origin: string): string {
  const body: string[] = [];
  if (layout.greeting) body.push(paragraph(escapeHtml(oneLine(layout.greeting))));
  for (const item of layout.paragraphs) body.push(!isQuote(item) ? paragraph(htmlOf(item)) : `<div style="margin:0 0 16px;${FONT}font-size:15px;line-height:1.5;">${htmlOf(item)}</div>`);
  if (layout.facts?.length) body.push(factsTable(layout.facts));
  if (layout.action && actionUrl) body.push(actionBlock(layout.action.label, actionUrl));
  body.push(paragraph(escapeHtml(oneLine(layout.closing ?? `The ${SITE_NAME} team`))));
  const preheader = layout.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${PAGE};">${escapeHtml(oneLine(layout.preheader))}</div>\n`
    : "";
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
${preheader}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 24px 0;${FONT}font-size:14px;font-weight:bold;color:${BRAND};">${escapeHtml(SITE_NAME)}</td></tr>
<tr><td style="padding:8px 24px 16px;"><h1 style="margin:0;${FONT}font-size:22px;line-height:1.3;font-weight:bold;color:${INK};">${escapeHtml(subject)}</h1></td></tr>
<tr><td style="padding:0 24px 8px;">
${body.join("\n")}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;${FONT}font-size:12px;line-height:1.5;color:${MUTED};">
${escapeHtml(SITE_NAME)}<br>
${escapeHtml(POSTAL_ADDRESS)}<br>
<a href="mailto:${escapeHtml(CONTACT_ADDRESS)}" style="color:${MUTED};">${escapeHtml(CONTACT_ADDRESS)}</a><br>
<a href="${escapeHtml(origin)}/" style="color:${MUTED};">${escapeHtml(origin.replace(/^https?:\/\//, ""))}</a>
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
  const subject = oneLine(safeHeaderText(layout.subject));
  const actionUrl = layout.action ? (layout.action.url === LINK_PLACEHOLDER ? LINK_PLACEHOLDER : siteUrl(layout.action.url)) : null;
  return {
    subject,
    text: renderText(layout, subject, actionUrl, origin),
    html: renderHtml(layout, subject, actionUrl, origin),
  };
}
