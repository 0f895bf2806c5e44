/**
 * The staff inbox's words and rules that the browser may load too: which roles open which kinds, the
 * labels, the list's filters read from the URL, and one validator per form of an item's page (status, assignment,
 * note, reply). The schema is never imported here (it must not reach the browser's bundle), only its types.
 */
import { z } from "zod";
import type { InboxKind, InboxStatus, StaffRole } from "~/db/schema";
import { formValidator } from "./kit";
import { toSearchText } from "~/utils/search-text";

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  msds: "MSDS request",
  tds: "TDS request",
  inquiry: "Inquiry",
  quote: "Quote request",
  rfq: "Basket request",
  contact: "Contact message",
};
export const INBOX_KIND_LIST = Object.keys(INBOX_KIND_LABELS) as InboxKind[];

export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: "New",
  in_progress: "In progress",
  answered: "Answered",
  closed: "Closed",
  spam: "Spam",
};
export const INBOX_STATUS_LIST = Object.keys(INBOX_STATUS_LABELS) as InboxStatus[];
/** The list's default: what still needs someone. */
const OPEN_STATUSES: readonly InboxStatus[] = ["new", "in_progress"];

/**
 * Who sees what: sales the data-sheet requests, inquiries, quotes and basket requests; communications the contact messages; admin all.
 * A kind a member's roles do not open is invisible to them everywhere (list, export, an item's page: 404).
 */
const INBOX_KINDS_BY_ROLE: Record<StaffRole, readonly InboxKind[]> = {
  admin: INBOX_KIND_LIST,
  sales: ["msds", "tds", "inquiry", "quote", "rfq"],
  communications: ["contact"],
  hr: [],
  editor: [],
};

/** The roles that open the inbox at all. */
export const INBOX_ROLES = (Object.keys(INBOX_KINDS_BY_ROLE) as StaffRole[]).filter((role) => INBOX_KINDS_BY_ROLE[role].length > 0);

export function visibleKinds(roles: readonly StaffRole[]): InboxKind[] {
  return INBOX_KIND_LIST.filter((kind) => roles.some((role) => INBOX_KINDS_BY_ROLE[role].includes(kind)));
}

export function canSeeKind(roles: readonly StaffRole[], kind: InboxKind) {
  return roles.some((role) => INBOX_KINDS_BY_ROLE[role].includes(kind));
}

export const INBOX_PAGE_SIZE = 50;
export const INBOX_EXPORT_CAP = 100_000;
export const INBOX_EXPORT_NOTE = "Exports at most 100,000 rows, newest first.";
/** A text search needs at least one word of this many characters: shorter ones cannot use the trigram index. */
const SEARCH_MIN_LENGTH = 3;

export const INBOX_MESSAGES = {
  searchTooShort: "Type at least 3 letters or digits in one word to search.",
  ignoredFilters: "Some filters were not understood and are left out:",
  statusRequired: "Choose a status.",
  assigneeInvalid: "Choose a colleague from the list, or nobody.",
  assigneeNotEligible: "This colleague's roles do not open this kind of request. Choose someone else.",
  noteRequired: "Write the note.",
  noteTooLong: "A note must be at most 5,000 characters.",
  subjectRequired: "Enter a subject.",
  subjectTooLong: "The subject must be at most 200 characters.",
  bodyRequired: "Write the reply.",
  bodyTooLong: "A reply must be at most 10,000 characters.",
  notSent: "The reply could not be queued: the requester's address is not one plain e-mail address.",
} as const;

/** Who the list shows: anyone's, unassigned, the member's own, or one colleague's. */
export type AssigneeFilter = { type: "nobody" } | { type: "member"; id: number };

/** A keyset position: the last row's created_at in microseconds since 1970 (exact, unlike a JS Date) and its id. */
export interface InboxCursor {
  micros: string;
  id: number;
}

export interface InboxFilter {
  kinds: InboxKind[];
  /** Null: every status. */
  statuses: InboxStatus[] | null;
  solutionId?: number;
  countryId?: number;
  assignee?: AssigneeFilter;
  /** Inclusive start and exclusive end, as instants (the form's dates are Oman time). */
  from?: Date;
  to?: Date;
  /** Words (search text form) every row must contain. */
  words?: string[];
  before?: InboxCursor;
}

/** The filter form's values as they go back into the form and the links. */
export interface InboxFilterValues {
  kind: string;
  status: string;
  solution: string;
  country: string;
  assignee: string;
  from: string;
  to: string;
  q: string;
}

const MAX_ID = 2_147_483_647;
const idOf = (value: string) => (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID ? Number(value) : null);

/** Oman has no daylight saving time: its days start at 20:00 UTC the day before. */
const OMAN_OFFSET = "+04:00";

function omanDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00${OMAN_OFFSET}`);
  // "2026-02-31" parses as a later day: refuse dates that are not on the calendar.
  if (Number.isNaN(date.getTime()) || new Date(date.getTime() + 4 * 3600_000).toISOString().slice(0, 10) !== value) return null;
  return date;
}

function parseCursor(value: string | null): InboxCursor | undefined {
  const match = /^(\d{1,17})_(\d{1,10})$/.exec(value ?? "");
  if (!match) return undefined;
  const id = Number(match[2]);
  return id > 0 && id <= MAX_ID ? { micros: match[1], id } : undefined;
}

export const cursorText = (cursor: InboxCursor) => `${cursor.micros}_${cursor.id}`;

/** The search's words in the search text's form (toSearchText: lower case, no accents, Arabic letter forms folded). */
function searchWords(q: string): string[] {
  return [...new Set(toSearchText(q).split(" ").filter(Boolean))].slice(0, 8).map((word) => word.slice(0, 100));
}

/**
 * The list's filters from the URL, for a member who sees `kinds`: anything malformed or out of reach is left out
 * (and named in `ignored`), never an error page. A search whose words are all shorter than 3 characters is refused
 * (`searchError`): it could not use the trigram index, and a 1-2 letter fragment matches most rows anyway.
 */
export function inboxFilterFrom(params: URLSearchParams, kinds: readonly InboxKind[], meId: number) {
  const get = (name: string) => (params.get(name) ?? "").trim().slice(0, 200);
  const ignored: string[] = [];
  const values: InboxFilterValues = { kind: "", status: "", solution: "", country: "", assignee: "", from: "", to: "", q: get("q") };
  const filter: InboxFilter = { kinds: [...kinds], statuses: [...OPEN_STATUSES] };

  const kind = get("kind");
  if (kind) {
    if ((kinds as readonly string[]).includes(kind)) {
      filter.kinds = [kind as InboxKind];
      values.kind = kind;
    } else ignored.push("kind");
  }
  const status = get("status");
  if (status === "all") {
    filter.statuses = null;
    values.status = "all";
  } else if ((INBOX_STATUS_LIST as string[]).includes(status)) {
    filter.statuses = [status as InboxStatus];
    values.status = status;
  } else if (status && status !== "open") ignored.push("status");

  for (const name of ["solution", "country"] as const) {
    const text = get(name);
    if (!text) continue;
    const id = idOf(text);
    if (id === null) ignored.push(name);
    else {
      filter[name === "solution" ? "solutionId" : "countryId"] = id;
      values[name] = String(id);
    }
  }
  const assignee = get("assignee");
  if (assignee === "me") filter.assignee = { type: "member", id: meId };
  else if (assignee === "nobody") filter.assignee = { type: "nobody" };
  else if (assignee && idOf(assignee) !== null) filter.assignee = { type: "member", id: idOf(assignee)! };
  else if (assignee) ignored.push("assignee");
  if (filter.assignee) values.assignee = assignee;

  for (const name of ["from", "to"] as const) {
    const text = get(name);
    if (!text) continue;
    const day = omanDay(text);
    if (!day) ignored.push(name === "from" ? "received from" : "received to");
    else {
      values[name] = text;
      if (name === "from") filter.from = day;
      else filter.to = new Date(day.getTime() + 24 * 3600_000);
    }
  }

  let searchError: string | null = null;
  if (values.q) {
    const words = searchWords(values.q);
    if (!words.some((word) => Array.from(word).length >= SEARCH_MIN_LENGTH)) searchError = INBOX_MESSAGES.searchTooShort;
    else filter.words = words;
  }
  const before = params.get("before");
  filter.before = parseCursor(before);
  if (before && !filter.before) ignored.push("page");
  return { filter, values, ignored, searchError };
}

/** The filter values as a query string (empty ones left out), with `extra` (a cursor) added. */
export function inboxQuery(values: InboxFilterValues, extra: Record<string, string> = {}) {
  const entries = Object.entries({ ...values, ...extra }).filter(([, value]) => value !== "");
  return entries.length ? `?${new URLSearchParams(entries)}` : "";
}

// ---------------------------------------------------------------------------------------------------------------
// An item's forms: one validator each, told apart by `intent`.

export const INBOX_STATUS_FORM_ID = "inbox-status";
export const INBOX_ASSIGN_FORM_ID = "inbox-assign";
export const INBOX_NOTE_FORM_ID = "inbox-note";
export const INBOX_REPLY_FORM_ID = "inbox-reply";

export const NOTE_MAX = 5_000;
export const REPLY_MAX = 10_000;
export const SUBJECT_MAX = 200;

export const inboxStatusValidator = formValidator(
  z.object({
    intent: z.literal("status"),
    status: z.enum(INBOX_STATUS_LIST as [InboxStatus, ...InboxStatus[]], { errorMap: () => ({ message: INBOX_MESSAGES.statusRequired }) }),
  }),
);

export const inboxAssignValidator = formValidator(
  z.object({
    intent: z.literal("assign"),
    assignee: z
      .string()
      .regex(/^(\d{1,10})?$/, INBOX_MESSAGES.assigneeInvalid)
      .transform((value) => (value ? Number(value) : null))
      .refine((value) => value === null || (value > 0 && value <= MAX_ID), INBOX_MESSAGES.assigneeInvalid),
  }),
);

export const inboxNoteValidator = formValidator(
  z.object({
    intent: z.literal("note"),
    note: z.string().trim().min(1, INBOX_MESSAGES.noteRequired).max(NOTE_MAX, INBOX_MESSAGES.noteTooLong),
  }),
);

export const inboxReplyValidator = formValidator(
  z.object({
    intent: z.literal("reply"),
    subject: z.string().trim().min(1, INBOX_MESSAGES.subjectRequired).max(SUBJECT_MAX, INBOX_MESSAGES.subjectTooLong),
    body: z.string().trim().min(1, INBOX_MESSAGES.bodyRequired).max(REPLY_MAX, INBOX_MESSAGES.bodyTooLong),
  }),
);

/** The reply's subject as the form first shows it. */
export const replySubject = (reference: string, about: string) => `Re: ${reference} — ${about}`.slice(0, SUBJECT_MAX);
