/**
 * The page that confirms a stored submission (post → redirect → get, /confirmation/<token>). References are
 * sequential, so an address holding one would let anyone read anyone's submission: the address carries instead what
 * the page shows, sealed under SESSION_SECRET and expiring, which also lets the page work without JavaScript, after a
 * reload and on any process, with no lookup and nothing kept on the server.
 */
import { redirect } from "@remix-run/node";
import { z } from "zod";
import type { Submitted } from "~/backend/contract";
import { DEFAULT_LOCALE, localeOfRequest, localizePath } from "~/i18n/locales";
import { safeRedirect } from "./safe-redirect";
import { openConfirmation, sealConfirmation } from "./sealed-link.server";

const CONFIRMATION_KINDS = ["msds", "tds", "inquiry", "quote", "contact", "application", "rfq"] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** How long the page's address works: a reload or a return the same day, not a shared computer's history for good. */
export const CONFIRMATION_HOURS = 24;
const CONFIRMATION_MS = CONFIRMATION_HOURS * 60 * 60 * 1000;

export interface Confirmation {
  kind: ConfirmationKind;
  /** The success words: the backend's message, else the spec's (the page's heading). */
  message: string;
  /** E.g. MSDS-2026-000123; the remote API issues none, and a filled honeypot gets none. */
  reference?: string;
  /** The solution or vacancy it was for. */
  subjectId?: number;
  /** The address the receipt and the answer go to. */
  email: string;
  /** Sent from a confirmed account: it is listed in that account's Overview. */
  overview: boolean;
  /** Where the visitor was when they opened the form (a path of this site). */
  back?: string;
  /** No receipt goes to `email` (the daily limit for typed addresses withheld it): the page does not promise one. */
  noReceipt?: boolean;
}

/** Short keys: the sealed text is part of an address. */
const sealedSchema = z.object({
  k: z.enum(CONFIRMATION_KINDS),
  m: z.string().max(300),
  r: z.string().max(40).optional(),
  s: z.number().int().positive().optional(),
  e: z.string().max(320),
  o: z.literal(1).optional(),
  b: z.string().max(500).optional(),
  /** No receipt was queued (Confirmation.noReceipt). */
  n: z.literal(1).optional(),
  /** When the address stops working, in ms since the epoch. */
  x: z.number().int(),
});

/** The sealed text of a confirmation page's address, good for CONFIRMATION_HOURS from `now`. */
export function sealedConfirmation(confirmation: Confirmation, now = Date.now()): string {
  // Only a path of this site, and only whole (a cut address leads elsewhere), kept without its language: the page's
  // links take it to the language the page is read in.
  const { back } = confirmation;
  const keptBack = back && back.length <= 500 && safeRedirect(back) === back ? localizePath(back, DEFAULT_LOCALE) : undefined;
  const sealed: z.infer<typeof sealedSchema> = {
    k: confirmation.kind,
    m: confirmation.message.slice(0, 300),
    ...(confirmation.reference ? { r: confirmation.reference.slice(0, 40) } : {}),
    ...(confirmation.subjectId ? { s: confirmation.subjectId } : {}),
    e: confirmation.email.slice(0, 320),
    ...(confirmation.overview ? { o: 1 as const } : {}),
    ...(keptBack ? { b: keptBack } : {}),
    ...(confirmation.noReceipt ? { n: 1 as const } : {}),
    x: now + CONFIRMATION_MS,
  };
  return sealConfirmation(JSON.stringify(sealed));
}

type OpenedConfirmation = { status: "ok"; confirmation: Confirmation } | { status: "expired" } | { status: "invalid" };

/** The token of a confirmation page opened: what it shows, or why it shows nothing. */
export function openedConfirmation(token: string, now = Date.now()): OpenedConfirmation {
  const plain = token.length <= 2000 ? openConfirmation(token) : null;
  if (plain === null) return { status: "invalid" };
  const result = sealedSchema.safeParse(JSON.parse(plain));
  if (!result.success) return { status: "invalid" };
  const parsed = result.data;
  if (parsed.x <= now) return { status: "expired" };
  return {
    status: "ok",
    confirmation: {
      kind: parsed.k,
      message: parsed.m,
      reference: parsed.r,
      subjectId: parsed.s,
      email: parsed.e,
      overview: parsed.o === 1,
      back: parsed.b && safeRedirect(parsed.b) === parsed.b ? parsed.b : undefined,
      ...(parsed.n === 1 ? { noReceipt: true } : {}),
    },
  };
}

/** The confirmation page's address, in the language of the page the form was sent from. */
function confirmationPath(request: Request, confirmation: Confirmation): string {
  return localizePath(`/confirmation/${sealedConfirmation(confirmation)}`, localeOfRequest(request));
}

/**
 * A stored submission's answer: a redirect (302, as every form of the site answers) to its confirmation page.
 * `answer` is the backend's (its message and reference); `fallback` the spec's success words when it gave no message.
 */
export function redirectToConfirmation(
  request: Request,
  answer: Partial<Submitted>,
  confirmation: Omit<Confirmation, "message" | "reference"> & { fallback: string },
) {
  const { fallback, ...shown } = confirmation;
  return redirect(
    confirmationPath(request, { ...shown, message: answer.message || fallback, reference: answer.reference, noReceipt: answer.receipt === false }),
  );
}
