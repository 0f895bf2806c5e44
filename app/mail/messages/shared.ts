/** What the receipts and the notifications share: the names of the data-sheet kinds, and the greeting. */
import type { Locale } from "~/i18n/locales";
import { mailText } from "../i18n";
import { visitorValue } from "../visitor";

export type DataSheetKind = "msds" | "tds" | "inquiry";

/** The kind as a reader of `locale` knows it, short ("MSDS request") and spelled out ("MSDS (safety data sheet)"). */
export function kindNames(locale: Locale): Record<DataSheetKind, { request: string; document: string }> {
  return {
    msds: { request: mailText(locale, "kinds.msds.request"), document: mailText(locale, "kinds.msds.document") },
    tds: { request: mailText(locale, "kinds.tds.request"), document: mailText(locale, "kinds.tds.document") },
    // An inquiry is about a solution, not for a document.
    inquiry: { request: mailText(locale, "kinds.inquiry.request"), document: "" },
  };
}

/** The kinds in English, for the staff's notifications. */
export const KIND = kindNames("en");

/** "Hello Amal," with the visitor's name made inert, or "Hello," without one; in the recipient's language. */
export function greetingFor(name: string, locale: Locale = "en"): string {
  const inert = visitorValue(name);
  return inert ? mailText(locale, "greeting.named", { name: inert }) : mailText(locale, "greeting.anonymous");
}

/** The visitor's first and last name as one inert line. */
export function fullNameOf(firstName: string, lastName: string): string {
  return [visitorValue(firstName), visitorValue(lastName)].filter(Boolean).join(" ");
}
