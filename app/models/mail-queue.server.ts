/**
 * The outbox: mail is queued in the same transaction as what it reports (a stored submission always gets its
 * messages, a refused one never does; only a visitor-typed address over its daily limit misses its copy) and
 * delivered by app/mail/worker.server.ts. A one-time link never appears in clear: the bodies hold `{{link}}` and the
 * link is sealed (app/utils/sealed-link.server.ts); nothing about the link is logged.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { outbox, users } from "~/db/schema";
import type { MailContent } from "~/mail/content";
import { safeAddress, safeHeaderText } from "~/mail/headers";
import { LINK_PLACEHOLDER, seal } from "~/utils/sealed-link.server";
import type { MailStatus } from "~/mail/statuses";
import { currentRequestId, log } from "~/utils/log.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { countMailToAddress, STRANGER_MAIL_LIMIT } from "./rate-limits.server";

type Executor = Pick<Db, "insert" | "select" | "execute">;

interface QueuedMail {
  to: string;
  content: MailContent;
  /** A one-time link: both bodies must carry `{{link}}`; it is stored sealed. */
  link?: string;
  replyTo?: string;
  reference?: string;
  /** A one-click unsubscribe address (RFC 8058): the message carries List-Unsubscribe and List-Unsubscribe-Post. */
  listUnsubscribe?: string;
  /**
   * The recipient is an address a visitor typed on the public site (a receipt, a link proving an address, "someone
   * tried to register"). Unless it is a verified account's own, it gets at most STRANGER_MAIL_LIMIT such messages a
   * day; past that this one is not queued and a line is logged, while the caller stores what it reports as before.
   */
  typedByVisitor?: boolean;
  /**
   * Every step is taken (the link sealed, the recipient counted, the outbox statement run) but no row is written: for
   * a caller whose answer must cost the same whether or not it mails (a reset link asked for an unknown address).
   */
  withhold?: boolean;
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
 * Queues a message; answers whether it was. A recipient that is not one plain mailbox is not queued (the forms'
 * schemas refuse such addresses first; this is the last guard against header injection), nor a message over the
 * limit for typed addresses, nor a withheld one.
 */
export async function queueMail(mail: QueuedMail, executor?: Executor): Promise<boolean> {
  const row = outboxRow(mail);
  if (!row) return false;
  const x = executor ?? (await db());
  const allowed = mail.typedByVisitor ? await mayMailTypedAddress(x, row, Boolean(mail.withhold)) : true;
  const queued = await insertIf(x, row, allowed && !mail.withhold);
  if (queued && !executor) mailQueued();
  return queued;
}

/** The outbox row of a message: null for a recipient that is not one plain mailbox. */
function outboxRow(mail: QueuedMail) {
  const to = safeAddress(mail.to);
  if (!to) {
    log.warn("mail not queued: the recipient is not one plain address");
    return null;
  }
  const { content } = mail;
  if (mail.link && !(content.text.includes(LINK_PLACEHOLDER) && content.html.includes(LINK_PLACEHOLDER))) {
    throw new Error("A message with a link needs the {{link}} placeholder in both bodies");
  }
  return {
    to,
    subject: safeHeaderText(content.subject),
    body: content.text,
    html: content.html,
    sealedLink: mail.link ? seal(mail.link) : null,
    replyTo: mail.replyTo ? safeAddress(mail.replyTo) : null,
    reference: mail.reference ?? null,
    listUnsubscribe: mail.listUnsubscribe ?? null,
    requestId: currentRequestId() ?? null,
  };
}

/**
 * Queues many messages in one statement per 500, each to one plain address (checked here, as queueMail does), and
 * answers their outbox ids in order (null for an address refused). For staff-sent mail to known recipients (a new
 * revision to everyone who had the old one): no limit for typed addresses applies. The caller calls mailQueued()
 * once its transaction has committed.
 */
export async function queueMails(mails: Omit<QueuedMail, "typedByVisitor" | "withhold">[], executor: Pick<Db, "insert">): Promise<(number | null)[]> {
  const rows = mails.map((mail) => {
    const row = outboxRow(mail);
    return row ? { ...row, messageKey: randomUUID() } : null;
  });
  const ids = new Map<string, number>();
  const wanted = rows.filter((row) => row !== null);
  for (let start = 0; start < wanted.length; start += 500) {
    const inserted = await executor
      .insert(outbox)
      .values(wanted.slice(start, start + 500))
      .returning({ id: outbox.id, messageKey: outbox.messageKey });
    // Matched by message key, made here: the order of a RETURNING list is not a promise of SQL.
    for (const row of inserted) ids.set(row.messageKey, row.id);
  }
  return rows.map((row) => (row ? (ids.get(row.messageKey) ?? null) : null));
}

/**
 * Whether the receipt of submission `reference` is in the outbox for `to` (sent, pending or failed): false when the
 * limit for typed addresses withheld it, so that the confirmation page does not promise it. Asked after
 * the submission's transaction, so a repeated post of the same form answers as the first did.
 */
export async function receiptQueued(reference: string, to: string): Promise<boolean> {
  const address = safeAddress(to);
  if (!address) return false;
  const d = await db();
  const [row] = await d
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.reference, reference), eq(sql`lower(${outbox.to})`, address.toLowerCase())))
    .limit(1);
  return Boolean(row);
}

/**
 * Counts a message to an address a visitor typed and says whether it may go: always to a verified account's own
 * address, otherwise while the address has had no more than STRANGER_MAIL_LIMIT in 24 hours, this one included.
 * The same statements run whatever the answer.
 */
async function mayMailTypedAddress(x: Executor, row: { to: string; subject: string }, withheld: boolean): Promise<boolean> {
  const [account] = await x
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, row.to.trim().toLowerCase()))
    .limit(1);
  const recent = await countMailToAddress(x, row.to, withheld ? 0 : 1);
  if (account?.verifiedAt || recent <= STRANGER_MAIL_LIMIT) return true;
  if (!withheld) {
    // The domain and the site's own subject (with the reference) find the submission; the mailbox stays out of logs.
    const domain = row.to.slice(row.to.lastIndexOf("@") + 1);
    log.warn({ domain }, `mail not queued: an address at ${domain} that is not a verified account's has had its ${STRANGER_MAIL_LIMIT} messages for 24 hours ("${row.subject}")`);
  }
  return false;
}

/**
 * The outbox row, written only when `send`, by one statement either way (INSERT … SELECT … WHERE): a caller that
 * withholds a message runs the same statement as one that sends it.
 */
async function insertIf(x: Executor, row: Record<"to" | "subject" | "body" | "html" | "sealedLink" | "replyTo" | "reference" | "listUnsubscribe" | "requestId", string | null>, send: boolean) {
  const columns = Object.keys(row) as (keyof typeof row)[];
  const result = await x.execute(sql`
    insert into ${outbox} (${sql.join(
      columns.map((column) => sql.identifier(outbox[column].name)),
      sql`, `,
    )})
    select ${sql.join(
      columns.map((column) => sql`${row[column]}::text`),
      sql`, `,
    )}
    where ${send}::boolean
    returning ${sql.identifier(outbox.id.name)}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  sealedLink: string | null;
  replyTo: string | null;
  listUnsubscribe: string | null;
  messageKey: string;
  attempts: number;
  /** The request that queued it, for the worker's log line. */
  requestId: string | null;
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
      listUnsubscribe: outbox.listUnsubscribe,
      messageKey: outbox.messageKey,
      attempts: outbox.attempts,
      requestId: outbox.requestId,
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
