/**
 * A new SDS or TDS revision reaches everyone who had the document (REACH Article 31(9): the updated sheet goes to
 * every recipient supplied in the preceding 12 months). Recipients are derived from the links sales sent (a
 * data-sheet request answered, or an earlier revision distributed): every address that received any revision of
 * the same solution's document in the last 12 months, in the new revision's language (they received that
 * language, or asked for it and had the English one). One address is one recipient, with the language and the
 * mail language of their latest link. Accounts subscribed to the solution's revisions (with a verified address) are
 * recipients too, of the revisions in their account's language, or in English while there is none in it.
 *
 * "Send the new revision" writes, in one transaction under a lock on the revision's row, a fresh signed link, an
 * outbox message and a delivery row per recipient not yet sent this revision; the unique (revision, address) index
 * makes "at most once" hold however often it is pressed, from however many tabs or processes, across restarts.
 */
import { eq, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { documentLinks, documents, outbox, revisionDeliveries, revisionSubscriptions, type DocumentKind } from "~/db/schema";
import { localizePath, type Locale } from "~/i18n/locales";
import { revisionMail } from "~/mail/messages/data-sheets";
import { publicUrl } from "~/utils/public-origin.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { dataSheetToken, dataSheetUrl, linkExpiry } from "./data-sheets.server";
import { currentDocument, getDocument } from "./documents.server";
import { mailQueued, queueMails } from "./mail-queue.server";
import { unsubscribeUrl } from "./revision-subscriptions.server";

/** How far back a recipient's last copy may lie (REACH Article 31(9)). */
const RECIPIENT_WINDOW_MONTHS = 12;

type Executor = Pick<Db, "select" | "execute">;

interface Revision {
  id: number;
  solutionId: number;
  solutionName: string;
  kind: DocumentKind;
  language: string;
  revisionDate: string;
  changeSummary: string;
  originalName: string;
  /** The latest revision of its solution, kind and language: the only one that is sent on. */
  current: boolean;
}

export async function getRevision(id: number, executor?: Executor): Promise<Revision | null> {
  const d = executor ?? (await db());
  const row = await getDocument(id, d);
  if (!row) return null;
  // There is a revision in its language (this one), so the current one is of the same language.
  const latest = await currentDocument(row.solutionId, row.kind, row.language, d);
  const { filePath: _file, size: _size, ...revision } = row;
  return { ...revision, current: latest?.id === row.id };
}

interface Recipient {
  email: string;
  name: string;
  /**
   * The inbox item their latest copy answered: the new link belongs to it, so its download shows in its timeline.
   * Null for a subscriber who never asked.
   */
  itemId: number | null;
  /** The verified account that asked, whose document shelf lists the new link too. */
  userId: number | null;
  receivedLanguage: string;
  /** When they last received the document, or subscribed. */
  receivedAt: Date;
  locale: Locale;
  /** A subscriber (who did not also ask for the sheet): their mail says why, and how to stop with one click. */
  subscriptionId: number | null;
}

/**
 * Who is still to get revision `revision`: the recipients of the last 12 months (above) without a delivery of it
 * and without a link to it (a request answered after its upload). The newest copy first.
 */
export async function pendingRecipients(revision: Pick<Revision, "id" | "solutionId" | "kind" | "language">, executor?: Executor, now = new Date()): Promise<Recipient[]> {
  const d = executor ?? (await db());
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - RECIPIENT_WINDOW_MONTHS);
  const result = await d.execute(sql`
    with received as (
      select distinct on (lower(i.email))
        lower(i.email) as email, i.name, i.id as item_id, i.user_id, d.language as received_language, l.created_at as received_at,
        coalesce(r.locale, 'en') as locale, null::integer as subscription_id
      from ${documentLinks} l
      join ${documents} d on d.id = l.document_id
      join inbox_items i on i.id = l.item_id
      left join data_sheet_requests r on r.id = i.source_id
      where d.solution_id = ${revision.solutionId} and d.kind = ${revision.kind}
        and l.created_at >= ${since.toISOString()}::timestamptz
        and (d.language = ${revision.language} or i.language = ${revision.language})
      order by lower(i.email), l.created_at desc, l.id desc
    ),
    subscribed as (
      select lower(u.email) as email, trim(u.first_name || ' ' || u.last_name) as name, null::integer as item_id, u.id as user_id,
        ${revision.language}::text as received_language, s.created_at as received_at, u.locale, s.id as subscription_id
      from ${revisionSubscriptions} s
      join users u on u.id = s.user_id
      where s.solution_id = ${revision.solutionId} and u.email_verified_at is not null
        -- The sheet in the account's language, or the English one while there is none in it.
        and (u.locale = ${revision.language} or (${revision.language} = 'en' and not exists (
          select 1 from ${documents} d2 where d2.solution_id = ${revision.solutionId} and d2.kind = ${revision.kind} and d2.language = u.locale)))
        and lower(u.email) not in (select email from received)
    ),
    everyone as (select * from received union all select * from subscribed),
    -- Who has this revision already: sent it on before, or sent it in answer to a request, or fetched it from their shelf.
    has_it as (
      select rd.email from ${revisionDeliveries} rd where rd.document_id = ${revision.id}
      union
      select lower(i2.email) from ${documentLinks} l2 join inbox_items i2 on i2.id = l2.item_id where l2.document_id = ${revision.id}
    ),
    has_it_account as (select l3.user_id from ${documentLinks} l3 where l3.document_id = ${revision.id} and l3.user_id is not null)
    select email, name, item_id, user_id, received_language, received_at, locale, subscription_id from everyone
    where email not in (select email from has_it)
      and (user_id is null or user_id not in (select user_id from has_it_account))
    order by received_at desc, email`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    email: String(row.email),
    name: String(row.name),
    itemId: row.item_id === null ? null : Number(row.item_id),
    userId: row.user_id === null ? null : Number(row.user_id),
    receivedLanguage: String(row.received_language),
    receivedAt: new Date(row.received_at as string | Date),
    locale: row.locale === "ar" ? "ar" : "en",
    subscriptionId: row.subscription_id === null ? null : Number(row.subscription_id),
  }));
}

type DeliveryStatus = "queued" | "sent" | "failed";

interface Delivery {
  email: string;
  name: string;
  locale: Locale;
  receivedLanguage: string;
  sentAt: Date;
  sentBy: string | null;
  status: DeliveryStatus;
  /** The SMTP server's answer (or the connection's error) of the last failed attempt. */
  smtpAnswer: string | null;
  /** When the recipient first opened the new revision's link. */
  downloadedAt: Date | null;
}

/**
 * The revision's delivery log, newest first. A delivery whose outbox row is gone was sent: housekeeping removes only
 * delivered mail.
 */
export async function deliveriesOf(documentId: number, executor?: Executor): Promise<Delivery[]> {
  const d = executor ?? (await db());
  const result = await d.execute(sql`
    select rd.email, rd.name, rd.locale, rd.received_language, rd.created_at, s.email as sent_by,
      o.status, o.last_error, l.first_download_at
    from ${revisionDeliveries} rd
    left join ${outbox} o on o.id = rd.outbox_id
    left join ${documentLinks} l on l.id = rd.link_id
    left join staff_members s on s.id = rd.sent_by
    where rd.document_id = ${documentId}
    order by rd.created_at desc, rd.id desc`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => {
    const status: DeliveryStatus = row.status === "pending" ? "queued" : row.status === "failed" ? "failed" : "sent";
    return {
      email: String(row.email),
      name: String(row.name),
      locale: row.locale === "ar" ? "ar" : "en",
      receivedLanguage: String(row.received_language),
      sentAt: new Date(row.created_at as string | Date),
      sentBy: row.sent_by === null ? null : String(row.sent_by),
      status,
      smtpAnswer: status === "failed" || row.status === "pending" ? ((row.last_error as string | null) ?? null) : null,
      downloadedAt: row.first_download_at ? new Date(row.first_download_at as string | Date) : null,
    };
  });
}

type DistributeResult = { ok: true; queued: number } | { ok: false; reason: "missing" | "not-current" };

/**
 * Sends revision `documentId` to its pending recipients (see the module's comment). The revision's row is locked
 * first, so a second press waits for the first and then finds nobody left; the unique index guards the rest.
 */
export async function distributeRevision(actor: AuditActor & { id: number }, documentId: number, now = new Date()): Promise<DistributeResult> {
  const d = await db();
  const result = await d.transaction(async (tx): Promise<DistributeResult> => {
    const [locked] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, documentId)).for("update").limit(1);
    if (!locked) return { ok: false, reason: "missing" };
    const revision = await getRevision(documentId, tx);
    if (!revision) return { ok: false, reason: "missing" };
    if (!revision.current) return { ok: false, reason: "not-current" };
    const recipients = await pendingRecipients(revision, tx, now);
    const expiresAt = linkExpiry(now);
    const links: { id: number }[] = [];
    for (let start = 0; start < recipients.length; start += 1000) {
      const chunk = recipients.slice(start, start + 1000);
      links.push(
        ...(await tx
          .insert(documentLinks)
          .values(chunk.map((recipient) => ({ itemId: recipient.itemId, userId: recipient.userId, documentId, expiresAt, createdAt: now })))
          .returning({ id: documentLinks.id })),
      );
    }
    const unsubscribeLinks = recipients.map((recipient) => (recipient.subscriptionId === null ? undefined : unsubscribeUrl(recipient.subscriptionId, recipient.locale)));
    const outboxIds = await queueMails(
      recipients.map((recipient, index) => ({
        to: recipient.email,
        content: revisionMail({
          kind: revision.kind,
          name: recipient.name,
          solutionName: revision.solutionName,
          solutionUrl: publicUrl(localizePath(`/solution/${revision.solutionId}`, recipient.locale)),
          revisionDate: revision.revisionDate,
          language: revision.language,
          changeSummary: revision.changeSummary,
          expiresAt,
          locale: recipient.locale,
          unsubscribeUrl: unsubscribeLinks[index],
        }),
        link: dataSheetUrl(dataSheetToken(links[index].id, expiresAt), recipient.locale),
        listUnsubscribe: unsubscribeLinks[index],
      })),
      tx,
    );
    let queued = 0;
    for (let start = 0; start < recipients.length; start += 1000) {
      const rows = recipients.slice(start, start + 1000).map((recipient, offset) => ({
        documentId,
        email: recipient.email,
        name: recipient.name,
        locale: recipient.locale,
        receivedLanguage: recipient.receivedLanguage,
        linkId: links[start + offset].id,
        outboxId: outboxIds[start + offset],
        sentBy: actor.id,
        createdAt: now,
      }));
      const inserted = await tx.insert(revisionDeliveries).values(rows).onConflictDoNothing().returning({ id: revisionDeliveries.id });
      queued += inserted.length;
    }
    // A conflict means another transaction delivered it after all: nothing of this one may stay.
    if (queued !== recipients.length) throw new Error("a revision's recipients changed while it was being sent");
    await recordAudit(tx, actor, "document.distribute", { kind: "document", id: documentId }, {
      solutionId: revision.solutionId,
      kind: revision.kind,
      language: revision.language,
      revisionDate: revision.revisionDate,
      recipients: queued,
    });
    return { ok: true, queued };
  });
  if (result.ok && result.queued > 0) mailQueued();
  return result;
}

/** Viewing or exporting a revision's recipients is audited: the list holds people's addresses. */
export async function recordRecipientsView(actor: AuditActor, documentId: number, format: "page" | "csv") {
  const d = await db();
  await recordAudit(d, actor, format === "csv" ? "document.recipients.export" : "document.recipients.view", { kind: "document", id: documentId });
}
