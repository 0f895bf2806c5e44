/** What the receipts and the notifications share: the names of the data-sheet kinds, and the greeting. */
import { visitorValue } from "../visitor";

export type DataSheetKind = "msds" | "tds" | "inquiry";

/** The kind as a reader knows it, short ("MSDS request") and spelled out ("MSDS (safety data sheet)"). */
export const KIND: Record<DataSheetKind, { request: string; document: string }> = {
  msds: { request: "MSDS request", document: "MSDS (safety data sheet)" },
  tds: { request: "TDS request", document: "TDS (technical data sheet)" },
  inquiry: { request: "inquiry", document: "" },
};

/** "Hello Amal," with the visitor's name made inert, or "Hello," without one. */
export function greetingFor(name: string): string {
  const inert = visitorValue(name);
  return inert ? `Hello ${inert},` : "Hello,";
}

/** The visitor's first and last name as one inert line. */
export function fullNameOf(firstName: string, lastName: string): string {
  return [visitorValue(firstName), visitorValue(lastName)].filter(Boolean).join(" ");
}
