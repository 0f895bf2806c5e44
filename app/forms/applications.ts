/**
 * HR's forms on the applications: the list's filters (read from the URL, anything malformed dropped), and
 * on an application's page the stage (with an optional message to the applicant), a note, and the admin's deletion.
 */
import { z } from "zod";
import type { ApplicationStage } from "~/db/schema";
import { checkbox, formValidator } from "./kit";

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/** The stages in the product's order (the labels' keys; the schema module must not reach the browser's bundle). */
export const STAGES = Object.keys(STAGE_LABELS) as ApplicationStage[];

export const isStage = (value: unknown): value is ApplicationStage => typeof value === "string" && (STAGES as string[]).includes(value);

export const NOTE_MAX = 5000;

export const APPLICATION_MESSAGES = {
  stageRequired: "Choose a stage.",
  sameStage: "The application is at this stage already.",
  noAddress: "The applicant's address was erased with their account: they cannot be told. Untick the box.",
  messageTooLong: `The message must be at most ${NOTE_MAX.toLocaleString("en")} characters.`,
  messageWithoutTell: "Tick “Tell the applicant” to send this message, or clear it.",
  noteRequired: "Write a note.",
  noteTooLong: `A note must be at most ${NOTE_MAX.toLocaleString("en")} characters.`,
  confirmDelete: "Tick the box to confirm that the applicant asked for the deletion.",
  gone: "This application no longer exists.",
} as const;

export const STAGE_FORM_ID = "application-stage";
export const NOTE_FORM_ID = "application-note";
export const DELETE_FORM_ID = "application-delete";

export const stageValidator = formValidator(
  z
    .object({
      intent: z.literal("stage"),
      stage: z.unknown().refine(isStage, APPLICATION_MESSAGES.stageRequired),
      tell: z.unknown().transform(checkbox),
      message: z
        .string()
        .optional()
        .transform((value) => (value ?? "").trim())
        .pipe(z.string().max(NOTE_MAX, APPLICATION_MESSAGES.messageTooLong)),
    })
    // A message is only ever for the applicant: written without the tick it would be lost without a word.
    .refine((v) => v.tell || v.message === "", { message: APPLICATION_MESSAGES.messageWithoutTell, path: ["message"] })
    .transform((v) => ({ stage: v.stage as ApplicationStage, tell: v.tell, message: v.message })),
);

export const noteValidator = formValidator(
  z.object({
    intent: z.literal("note"),
    note: z
      .string({ required_error: APPLICATION_MESSAGES.noteRequired })
      .trim()
      .min(1, APPLICATION_MESSAGES.noteRequired)
      .max(NOTE_MAX, APPLICATION_MESSAGES.noteTooLong),
  }),
);

export const deleteValidator = formValidator(
  z.object({
    intent: z.literal("delete"),
    confirm: z
      .unknown()
      .transform(checkbox)
      .refine((ticked) => ticked, APPLICATION_MESSAGES.confirmDelete),
  }),
);

const ID = /^[1-9][0-9]{0,9}$/;
/** The list's cursor: the last row's stored time in microseconds since 1970 and its id. */
const CURSOR = /^([1-9][0-9]{0,16})-([1-9][0-9]{0,9})$/;
const MAX_ID = 2_147_483_647;

export interface ApplicationListFilter {
  vacancy?: number;
  stage?: ApplicationStage;
  q?: string;
  before?: { micros: string; id: number };
}

/** The list's filters from the URL: a value that is not one is dropped (the list shows unfiltered), never an error. */
export function applicationFilterFrom(params: URLSearchParams): ApplicationListFilter {
  const vacancy = params.get("vacancy") ?? "";
  const stage = params.get("stage");
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  const cursor = CURSOR.exec(params.get("before") ?? "");
  return {
    vacancy: ID.test(vacancy) && Number(vacancy) <= MAX_ID ? Number(vacancy) : undefined,
    stage: isStage(stage) ? stage : undefined,
    q: q || undefined,
    before: cursor && Number(cursor[2]) <= MAX_ID ? { micros: cursor[1], id: Number(cursor[2]) } : undefined,
  };
}

/** The list's URL for a filter (empty values left out), e.g. `?vacancy=3&stage=screening`. */
export function applicationListQuery(filter: Omit<ApplicationListFilter, "before">, before?: string) {
  const params = new URLSearchParams();
  if (filter.vacancy) params.set("vacancy", String(filter.vacancy));
  if (filter.stage) params.set("stage", filter.stage);
  if (filter.q) params.set("q", filter.q);
  if (before) params.set("before", before);
  const text = params.toString();
  return text ? `?${text}` : "";
}
