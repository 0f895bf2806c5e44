/**
 * Sales' work on a basket request (inbox kind "rfq"): the request with its lines for the item's page, an answer per
 * line (an offer or "cannot offer"), the quote sent by mail once every line is answered, and each sample moved one
 * step along requested → approved | declined → shipped → delivered (content/basket.ts), the requester mailed at each
 * step. Like inbox.server.ts: an item of a kind the member's roles do not open is answered like one that does not
 * exist, and every change is one transaction with the item locked, its timeline event, `updated_at` and its audit
 * entry; the mail is queued in it and announced after the commit.
 */
import { and, asc, eq } from "drizzle-orm";
import { canMoveSample, isFinalSample, type SampleStatus } from "~/content/basket";
import { db, type Db } from "~/db/client.server";
import { inboxEvents, inboxItems, rfqLines, rfqRequests, type InboxKind } from "~/db/schema";
import type { LineAnswerInput, SampleStepInput } from "~/forms/basket";
import { queueQuoteMail, queueSampleMail } from "./basket-mail.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { mailQueued } from "./mail-queue.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Actor = AuditActor & { id: number };
export type RfqLine = typeof rfqLines.$inferSelect;

/** A refusal: the item is not one the member sees, the line is not the request's, or a rule says no (`message`). */
type Refused = { ok: false; reason: "missing" } | { ok: false; reason: "refused" | "address"; message: string };
type Change<T = object> = ({ ok: true } & T) | Refused;

export const BASKET_STAFF_MESSAGES = {
  unanswered: (positions: number[]) =>
    `Answer every line before sending the quote: line${positions.length === 1 ? "" : "s"} ${positions.join(", ")} ${positions.length === 1 ? "has" : "have"} no answer yet.`,
  notSent: "The mail could not be queued: the requester's address is not one plain e-mail address.",
  noSample: "This line has no sample.",
  sampleStep: (status: SampleStatus, to: SampleStatus) =>
    status === to
      ? `This sample is ${status} already.`
      : isFinalSample(status)
        ? `This sample is ${status}: that is final, it cannot be ${to} now.`
        : `This sample is ${status}: it cannot be ${to} now.`,
} as const;

/**
 * The request behind an rfq item with its lines in order, for the item's page; null if it is gone. Its own fields
 * (name, address, delivery) reach the page with every item's submission (inbox.server.ts submissionOf).
 */
export async function basketRequestOf(sourceId: number) {
  const d = await db();
  const [[request], lines] = await Promise.all([
    d.select().from(rfqRequests).where(eq(rfqRequests.id, sourceId)).limit(1),
    d.select().from(rfqLines).where(eq(rfqLines.requestId, sourceId)).orderBy(asc(rfqLines.position)),
  ]);
  return request ? { request, lines } : null;
}

/** The rfq item, locked for the change, if the member's kinds open it. */
async function lockedItem(tx: Tx, kinds: readonly InboxKind[], itemId: number) {
  if (!kinds.includes("rfq")) return null;
  const [item] = await tx
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.id, itemId), eq(inboxItems.kind, "rfq")))
    .limit(1)
    .for("update");
  return item ?? null;
}

async function requestAndLine(tx: Tx, requestId: number, lineId: number) {
  const [request] = await tx.select().from(rfqRequests).where(eq(rfqRequests.id, requestId)).limit(1);
  const [line] = await tx
    .select()
    .from(rfqLines)
    .where(and(eq(rfqLines.id, lineId), eq(rfqLines.requestId, requestId)))
    .limit(1);
  return request && line ? { request, line } : null;
}

async function addEvent(tx: Tx, itemId: number, actor: Actor, type: "line_answered" | "quote_sent" | "sample" | "status", details: object, body: string | null = null) {
  await tx.insert(inboxEvents).values({ itemId, type, actorId: actor.id, actorEmail: actor.email, body, details: JSON.stringify(details) });
}

const touch = (tx: Tx, itemId: number) => tx.update(inboxItems).set({ updatedAt: new Date() }).where(eq(inboxItems.id, itemId));

/**
 * Saves sales' answer to one line, replacing an earlier one. After the quote was sent it may still change: the next
 * "Send quote" sends the new version.
 */
export async function answerLine(actor: Actor, kinds: readonly InboxKind[], itemId: number, lineId: number, input: LineAnswerInput): Promise<Change<{ position: number }>> {
  return (await db()).transaction(async (tx): Promise<Change<{ position: number }>> => {
    const item = await lockedItem(tx, kinds, itemId);
    if (!item) return { ok: false, reason: "missing" };
    const found = await requestAndLine(tx, item.sourceId, lineId);
    if (!found) return { ok: false, reason: "missing" };
    const { line } = found;
    const answer =
      input.answer === "offer"
        ? {
            answer: "offer" as const,
            price: input.price,
            currency: input.currency,
            priceUnit: input.price_unit,
            validUntil: input.valid_until,
            leadTimeDays: input.lead_time_days,
            answerNote: input.answer_note ?? "",
          }
        : { answer: "cannot" as const, price: null, currency: null, priceUnit: null, validUntil: null, leadTimeDays: null, answerNote: input.answer_note };
    await tx
      .update(rfqLines)
      .set({ ...answer, answeredAt: new Date() })
      .where(eq(rfqLines.id, line.id));
    await touch(tx, itemId);
    const details = { line: line.position, solution: line.solutionName, ...answer, answerNote: undefined, changed: line.answer !== null };
    await addEvent(tx, itemId, actor, "line_answered", details, answer.answerNote || null);
    await recordAudit(tx, actor, "inbox.answer", { kind: "inbox", id: itemId }, { reference: item.reference, line: line.position, answer: answer.answer, changed: line.answer !== null });
    return { ok: true, position: line.position };
  });
}

/**
 * Mails the quote with every line's answer, refused while a line has none. A new or in-progress item becomes
 * answered (as a reply makes it); sending again after a change sends the new version.
 */
export async function sendQuote(actor: Actor, kinds: readonly InboxKind[], itemId: number): Promise<Change<{ to: string; again: boolean }>> {
  const result = await (await db()).transaction(async (tx): Promise<Change<{ to: string; again: boolean }>> => {
    const item = await lockedItem(tx, kinds, itemId);
    if (!item) return { ok: false, reason: "missing" };
    const [request] = await tx.select().from(rfqRequests).where(eq(rfqRequests.id, item.sourceId)).limit(1);
    if (!request) return { ok: false, reason: "missing" };
    const lines = await tx.select().from(rfqLines).where(eq(rfqLines.requestId, request.id)).orderBy(asc(rfqLines.position));
    const unanswered = lines.filter((line) => line.answer === null).map((line) => line.position);
    if (unanswered.length) return { ok: false, reason: "refused", message: BASKET_STAFF_MESSAGES.unanswered(unanswered) };
    if (!(await queueQuoteMail(tx, request, lines, item.reference))) return { ok: false, reason: "address", message: BASKET_STAFF_MESSAGES.notSent };
    const again = request.quoteSentAt !== null;
    await tx.update(rfqRequests).set({ quoteSentAt: new Date() }).where(eq(rfqRequests.id, request.id));
    const answered = item.status === "new" || item.status === "in_progress";
    await tx
      .update(inboxItems)
      .set({ updatedAt: new Date(), ...(answered ? { status: "answered" as const } : {}) })
      .where(eq(inboxItems.id, itemId));
    const offers = lines.filter((line) => line.answer === "offer").length;
    await addEvent(tx, itemId, actor, "quote_sent", { to: request.email, lines: lines.length, offers, again });
    if (answered) await addEvent(tx, itemId, actor, "status", { from: item.status, to: "answered" });
    await recordAudit(tx, actor, "inbox.quote", { kind: "inbox", id: itemId }, { reference: item.reference, to: request.email, lines: lines.length, offers, again, answered });
    return { ok: true, to: request.email, again };
  });
  if (result.ok) mailQueued();
  return result;
}

/** Moves a line's sample one step, if the step may follow its status, and mails the requester. */
export async function moveSample(actor: Actor, kinds: readonly InboxKind[], itemId: number, lineId: number, step: SampleStepInput): Promise<Change<{ position: number }>> {
  const result = await (await db()).transaction(async (tx): Promise<Change<{ position: number }>> => {
    const item = await lockedItem(tx, kinds, itemId);
    if (!item) return { ok: false, reason: "missing" };
    const found = await requestAndLine(tx, item.sourceId, lineId);
    if (!found) return { ok: false, reason: "missing" };
    const { request, line } = found;
    const from = line.sampleStatus;
    if (from === null) return { ok: false, reason: "refused", message: BASKET_STAFF_MESSAGES.noSample };
    if (!canMoveSample(from, step.to)) return { ok: false, reason: "refused", message: BASKET_STAFF_MESSAGES.sampleStep(from, step.to) };
    const moved: RfqLine = {
      ...line,
      sampleStatus: step.to,
      sampleUpdatedAt: new Date(),
      ...(step.to === "declined" ? { sampleReason: step.reason } : {}),
      ...(step.to === "shipped" ? { sampleCarrier: step.carrier, sampleTracking: step.tracking } : {}),
    };
    // The mail first: a step the requester cannot be told of is not taken.
    if (!(await queueSampleMail(tx, request, moved, step.to, item.reference))) return { ok: false, reason: "address", message: BASKET_STAFF_MESSAGES.notSent };
    await tx
      .update(rfqLines)
      .set({ sampleStatus: moved.sampleStatus, sampleUpdatedAt: moved.sampleUpdatedAt, sampleReason: moved.sampleReason, sampleCarrier: moved.sampleCarrier, sampleTracking: moved.sampleTracking })
      .where(eq(rfqLines.id, line.id));
    await touch(tx, itemId);
    const details = {
      line: line.position,
      solution: line.solutionName,
      from,
      to: step.to,
      ...(step.to === "shipped" ? { carrier: step.carrier, tracking: step.tracking } : {}),
    };
    await addEvent(tx, itemId, actor, "sample", details, step.to === "declined" ? step.reason : null);
    await recordAudit(tx, actor, "inbox.sample", { kind: "inbox", id: itemId }, { reference: item.reference, ...details, solution: undefined });
    return { ok: true, position: line.position };
  });
  if (result.ok) mailQueued();
  return result;
}
