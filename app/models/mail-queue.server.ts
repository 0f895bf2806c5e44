/**
 * The outbox: mail is queued in the same transaction as what it reports (a stored submission always gets its
 * message, a refused one never does) and delivered by app/mail/worker.server.ts. A one-time link never appears in
 * clear: the bodies hold `{{link}}` and the link is sealed (app/utils/sealed-link.server.ts); nothing about the link
 * is logged.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outbox } from "~/db/schema";
import type { MailContent } from "~/mail/content";
import { safeAddress, safeHeaderText } from "~/mail/headers";
import { LINK_PLACEHOLDER, seal } from "~/utils/sealed-link.server";
import type { MailStatus } from "~/mail/statuses";
import { recordAudit, type AuditActor } from "./audit.server";

type Executor = Pick<Awaited<ReturnType<typeof db>>, "insert">;

interface QueuedMail {
  to: string;
  content: MailContent;
  /** A one-time link: both bodies must carry `{{link}}`; it is stored sealed. */
  link?: string;
  replyTo?: string;
  reference?: string;
}

declare global {
  // One set per process: server.ts (build/server.js) and the Remix build (build/index.js) each bundle this module,
  // so a module-level set would keep the worker's listener apart from the routes that queue mail.
  // eslint-disable-next-line no-var -- a global declaration must use var
  var __mailQueuedListeners: Set<() => void> | undefined;
}
const listeners = (globalThis.__mailQueuedListeners ??= new Set<() => void>());

/** This process's delivery worker listens, to send at once rather than at its next tick. */
export function onMailQueued(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Says mail is waiting: call it once the transaction that queued the mail has committed (queueMail does without one). */
export function mailQueued() {
  for (const listener of listeners) listener();
}

/**
 * Queues a message. A recipient that is not one plain mailbox is not queued (the forms' schemas refuse such
 * addresses first; this is the last guard against header injection): answers false.
 */
export async function queueMail(mail: QueuedMail, executor?: Executor): Promise<boolean> {
  const to = safeAddress(mail.to);
  if (!to) {
    console.warn("mail not queued: the recipient is not one plain address");
    return false;
  }
  const { content } = mail;
  if (mail.link && !(content.text.includes(LINK_PLACEHOLDER) && content.html.includes(LINK_PLACEHOLDER))) {
    throw new Error("A message with a link needs the {{link}} placeholder in both bodies");
  }
  const row = {
    to,
    subject: safeHeaderText(content.subject),
    body: content.text,
    html: content.html,
    sealedLink: mail.link ? seal(mail.link) : null,
    replyTo: mail.replyTo ? safeAddress(mail.replyTo) : null,
    reference: mail.reference ?? null,
  };
  await (executor ?? (await db())).insert(outbox).values(row);
  if (!executor) mailQueued();
  return true;
}

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  sealedLink: string | null;
  replyTo: string | null;
  messageKey: string;
  attempts: number;
}

/**
 * Claims up to `limit` due messages for `leaseMs`: rows another process holds (locked, or leased and not yet run
 * out) are skipped, so two workers never take one message; a worker that died leaves its lease to run out.
 */
export async function claimDueMail(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const d = await db();
  const due = d
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`), or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, sql`now()`))))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return d
    .update(outbox)
    .set({ leaseUntil: sql`now() + ${Math.round(leaseMs)}::int * interval '1 millisecond'`, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      html: outbox.html,
      sealedLink: outbox.sealedLink,
      replyTo: outbox.replyTo,
      messageKey: outbox.messageKey,
      attempts: outbox.attempts,
    });
}

export async function markMailSent(id: number) {
  await (await db())
    .update(outbox)
    .set({ status: "sent", sentAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(eq(outbox.id, id));
}

/** Tries again after `delayMs`; the lease ends now, so any worker may take it then. */
export async function markMailRetry(id: number, delayMs: number, error: string) {
  await (await db())
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + ${Math.round(delayMs)}::int * interval '1 millisecond'`, leaseUntil: null, lastError: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}

export async function markMailFailed(id: number, error: string) {
  await (await db())
    .update(outbox)
    .set({ status: "failed", leaseUntil: null, lastError: error.slice(0, 1000) })
    .where(eq(outbox.id, id));
}


/**
 * The outbox for operators (`npm run mail:list`, the staff mail page): status, recipient, subject and the last SMTP
 * answer, never a body (one may hold a one-time link). Newest first, optionally one status, paged by keyset (`before`).
 */
export async function listMail({ limit = 50, status, before }: { limit?: number; status?: MailStatus; before?: number } = {}) {
  const d = await db();
  const where = and(status ? eq(outbox.status, status) : undefined, before ? lt(outbox.id, before) : undefined);
  const rows = await d
    .select({
      id: outbox.id,
      status: outbox.status,
      to: outbox.to,
      subject: outbox.subject,
      reference: outbox.reference,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(limit + 1);
  const totals = await d.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status).orderBy(asc(outbox.status));
  return {
    rows: rows.slice(0, limit),
    more: rows.length > limit,
    totals: Object.fromEntries(totals.map((t) => [t.status, t.n])) as Partial<Record<MailStatus, number>>,
  };
}

/**
 * A staff member sends a failed message again: it is pending and due now, with a fresh count of attempts (its
 * Message-ID stays), and the audit log says who. Answers the message, or null when it is not failed (sent, already
 * waiting, or gone).
 */
export async function resendFailedMail(id: number, actor: AuditActor) {
  const resent = await (await db()).transaction(async (tx) => {
    const [message] = await tx
      .update(outbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null, lastError: null })
      .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
      .returning({ id: outbox.id, to: outbox.to, subject: outbox.subject });
    if (message) await recordAudit(tx, actor, "mail.resend", { kind: "mail", id }, { to: message.to, subject: message.subject });
    return message ?? null;
  });
  if (resent) mailQueued();
  return resent;
}
