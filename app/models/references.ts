/**
 * A submission's reference, e.g. MSDS-2026-000123: what the visitor quotes in a reply and reads in the receipt, the
 * success message and their Overview. Made from the row's kind, the year it was stored (in Muscat) and its id, so it
 * needs no column and never changes.
 */
export type SubmissionKind = "msds" | "tds" | "inquiry" | "quote" | "rfq" | "contact" | "application";

const PREFIX: Record<SubmissionKind, string> = {
  msds: "MSDS",
  tds: "TDS",
  inquiry: "INQ",
  quote: "QUOTE",
  rfq: "RFQ",
  contact: "MSG",
  application: "JOB",
};

const YEAR_IN_MUSCAT = new Intl.DateTimeFormat("en", { timeZone: "Asia/Muscat", year: "numeric" });

export function referenceOf(kind: SubmissionKind, id: number, storedAt: Date) {
  return `${PREFIX[kind]}-${YEAR_IN_MUSCAT.format(storedAt)}-${String(id).padStart(6, "0")}`;
}
