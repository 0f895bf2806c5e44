/**
 * HR's vacancies editor: the vacancy's form (title, Markdown content, department, city, open or closed,
 * the dates it shows from and closes on, in Oman time; the title and text each with an optional Arabic twin:
 * empty is stored as null and the Arabic pages show the English), the list's filters, and the words the public careers pages
 * and the job-board API use for a closed vacancy, written once here for both.
 */
import { z } from "zod";
import { VACANCY_CLOSED } from "~/content/careers";
import { formValidator } from "./kit";
import { editorValidator } from "./content";

export const VACANCY_MESSAGES = {
  closed: VACANCY_CLOSED,
  titleRequired: "Enter the vacancy's title.",
  titleTooLong: "The title must be at most 200 characters.",
  titleControl: "Titles cannot contain control characters (line breaks, tabs and the like).",
  titleMarkup: "Titles cannot contain < or >.",
  contentRequired: "Write the vacancy's text.",
  contentTooLong: "The text must be at most 100,000 characters.",
  department: "Choose a department.",
  departmentMissing: "This department no longer exists: choose another.",
  location: "Choose the city.",
  locationMissing: "This city no longer exists: choose another.",
  status: "Choose open or closed.",
  opensOn: "Enter “Show from” as a date, YYYY-MM-DD (a real calendar day), or leave it empty.",
  closesOn: "Enter “Close on” as a date, YYYY-MM-DD (a real calendar day), or leave it empty.",
  closesBeforeOpens: "“Close on” must be after “Show from”: a vacancy cannot close before it shows.",
  confirmDelete: "Tick the box to confirm the deletion.",
  hasApplications: (count: number) =>
    `This vacancy cannot be deleted: it has ${count === 1 ? "1 application" : `${count} applications`}, which HR keeps. Close it instead.`,
  alreadyOpen: "This vacancy is open already.",
  alreadyClosed: "This vacancy is closed already.",
  notFound: "This vacancy does not exist: it may have been deleted.",
} as const;

export const VACANCY_FORM_ID = "vacancy";
export const VACANCY_DELETE_FORM_ID = "vacancy-delete";
export const VACANCY_STATUS_FORM_ID = "vacancy-status";

export const TITLE_MAX = 200;
const CONTENT_MAX = 100_000;

/** What staff read of a vacancy's state on the list and its page. */
export const VACANCY_STATE_LABELS = {
  open: "Open",
  scheduled: "Scheduled",
  closed: "Closed",
} as const;
export type VacancyState = keyof typeof VACANCY_STATE_LABELS;
export const VACANCY_STATES = Object.keys(VACANCY_STATE_LABELS) as VacancyState[];

/** The form's status select: the `available` column. */
export const VACANCY_STATUS_LABELS = {
  open: "Open (takes applications)",
  closed: "Closed",
} as const;

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "2000-01-01" && value <= "9999-12-31";
}

/** The start of a calendar day in Muscat (UTC+4 all year, no daylight saving), as an instant. */
export function muscatDayStart(day: string) {
  return new Date(`${day}T00:00:00+04:00`);
}

/** The Muscat calendar day (YYYY-MM-DD) an instant falls on: how a stored date is shown in the form again. */
export function muscatDay(at: Date) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Muscat",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

const optionalDay = (message: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .refine((value) => value === "" || isCalendarDate(value), message);

const idField = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, message);

const titleText = z
  .string()
  .trim()
  .max(TITLE_MAX, VACANCY_MESSAGES.titleTooLong)
  .refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value), VACANCY_MESSAGES.titleControl)
  .refine((value) => !/[<>]/.test(value), VACANCY_MESSAGES.titleMarkup);

const vacancySchema = z
  .object({
    title: z.string({ required_error: VACANCY_MESSAGES.titleRequired }).trim().min(1, VACANCY_MESSAGES.titleRequired).pipe(titleText),
    title_ar: titleText.optional().transform((value) => value || null),
    content: z
      .string({ required_error: VACANCY_MESSAGES.contentRequired })
      .max(CONTENT_MAX, VACANCY_MESSAGES.contentTooLong)
      .refine((value) => value.trim() !== "", VACANCY_MESSAGES.contentRequired)
      // A NUL cannot be stored in PostgreSQL text, and means nothing in Markdown.
      .transform((value) => value.replace(/\0/g, "")),
    content_ar: z
      .string()
      .max(CONTENT_MAX, VACANCY_MESSAGES.contentTooLong)
      .optional()
      .transform((value) => (value ?? "").replace(/\0/g, ""))
      .transform((value) => (value.trim() === "" ? null : value)),
    department: idField(VACANCY_MESSAGES.department),
    location: idField(VACANCY_MESSAGES.location),
    status: z.enum(["open", "closed"], {
      errorMap: () => ({ message: VACANCY_MESSAGES.status }),
    }),
    opens_on: optionalDay(VACANCY_MESSAGES.opensOn),
    closes_on: optionalDay(VACANCY_MESSAGES.closesOn),
  })
  .refine((v) => !v.opens_on || !v.closes_on || v.closes_on > v.opens_on, {
    message: VACANCY_MESSAGES.closesBeforeOpens,
    path: ["closes_on"],
  })
  .transform((v) => ({
    title: v.title,
    contentMarkdown: v.content,
    titleAr: v.title_ar,
    contentMarkdownAr: v.content_ar,
    departmentId: v.department,
    locationId: v.location,
    available: v.status === "open",
    opensOn: v.opens_on || null,
    closesOn: v.closes_on || null,
  }));

export type VacancyInput = z.output<typeof vacancySchema>;

/** The vacancy's form: Save checks it all, Preview nothing (a half-written vacancy may be previewed). */
export const vacancyValidator = editorValidator(formValidator(vacancySchema));

export const vacancyDeleteValidator = formValidator(
  z.object({
    intent: z.literal("delete"),
    confirm: z
      .unknown()
      .transform((value) => value === "on")
      .refine((ticked) => ticked, VACANCY_MESSAGES.confirmDelete),
  })
);

/** Close or reopen at once, from the vacancy's page (the form's status field does the same with a save). */
export const vacancyStatusValidator = formValidator(z.object({ intent: z.enum(["open", "close"]) }));

/** The list's filters, read from the URL: anything malformed is dropped, never an error. */
export interface VacancyListFilter {
  department?: number;
  state?: VacancyState;
}

export function vacancyFilterFrom(params: URLSearchParams): VacancyListFilter {
  const department = params.get("department") ?? "";
  const state = params.get("status");
  return {
    department: /^[1-9][0-9]{0,9}$/.test(department) && Number(department) <= 2_147_483_647 ? Number(department) : undefined,
    state: (VACANCY_STATES as (string | null)[]).includes(state) ? (state as VacancyState) : undefined,
  };
}
