/**
 * The document library's forms: the upload of an MSDS or TDS revision (kind, language, revision date and
 * the PDF, which the server checks as it streams in) and the library's solution search.
 */
import { z } from "zod";
import { formValidator } from "./kit";

export const DOCUMENT_LANGUAGES = { en: "English", ar: "Arabic", de: "German" } as const;

/** Who keeps the document library and sends its revisions on. */
export const DOCUMENT_ROLES = ["sales", "admin"] as const;

/** A sheet's language as staff read it; a code the library does not offer (an old row) as itself. */
export function documentLanguageLabel(language: string): string {
  return Object.hasOwn(DOCUMENT_LANGUAGES, language) ? DOCUMENT_LANGUAGES[language as keyof typeof DOCUMENT_LANGUAGES] : language;
}

/** A revision's delivery to one recipient, as the page and the CSV name it. */
export const DELIVERY_STATUS_LABELS = { queued: "Queued", sent: "Sent", failed: "Failed" } as const;

/** The one line that says what changed in a revision: its recipients' mail quotes it. */
export const CHANGE_SUMMARY_MAX = 200;

export const DOCUMENT_KIND_LABELS = { msds: "MSDS", tds: "TDS" } as const;

export const DOCUMENT_MESSAGES = {
  kind: "Choose MSDS or TDS.",
  language: "Choose the sheet's language.",
  revisionDate: "Enter the revision date as YYYY-MM-DD.",
  revisionFuture: "The revision date cannot be in the future.",
  changeSummary: "Say in one line what changed in this revision (for a first issue, say so).",
  changeSummaryTooLong: `Keep what changed to one line of at most ${CHANGE_SUMMARY_MAX} characters.`,
  fileMissing: "Choose the PDF file to upload.",
  fileType: "The file must be a PDF (a .pdf file whose content is a PDF).",
  fileTooLarge: (maxBytes: number) => `The PDF must be at most ${formatBytes(maxBytes)}.`,
  chooseAgain: "Choose the PDF again: a file is never kept after a refused upload.",
  solutionMissing: "This solution does not exist.",
  uploaded: "Document uploaded.",
} as const;

export const DOCUMENT_UPLOAD_FORM_ID = "document-upload";

/** "1.2 MB", "340 KB": a file's size as staff read it. */
export function formatBytes(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Today in Muscat (YYYY-MM-DD): a sheet dated today there is never "in the future", wherever the server runs. */
function todayInMuscat(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Muscat", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1970-01-01";
}

const documentUploadSchema = z.object({
  kind: z.enum(["msds", "tds"], { errorMap: () => ({ message: DOCUMENT_MESSAGES.kind }) }),
  language: z.enum(["en", "ar", "de"], { errorMap: () => ({ message: DOCUMENT_MESSAGES.language }) }),
  revision_date: z
    .string({ required_error: DOCUMENT_MESSAGES.revisionDate })
    .trim()
    .refine(isCalendarDate, DOCUMENT_MESSAGES.revisionDate)
    .refine((value) => !isCalendarDate(value) || value <= todayInMuscat(), DOCUMENT_MESSAGES.revisionFuture),
  change_summary: z
    .string({ required_error: DOCUMENT_MESSAGES.changeSummary })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, DOCUMENT_MESSAGES.changeSummary).max(CHANGE_SUMMARY_MAX, DOCUMENT_MESSAGES.changeSummaryTooLong)),
});

/** The text fields; the file is the server's to judge (content, type, size), so the browser checks only these. */
export const documentUploadValidator = formValidator(documentUploadSchema);

/** The library's search box: a solution's name, at most 100 characters (longer is cut, never refused). */
export function librarySearchFrom(params: URLSearchParams) {
  return (params.get("q") ?? "").trim().slice(0, 100);
}
