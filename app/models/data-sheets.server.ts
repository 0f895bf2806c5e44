/**
 * Data-sheet fulfilment: "Send data sheet" on an MSDS/TDS request mails the requester a signed link to the
 * current revision in their language (else English), in one transaction with the link's row, the timeline event, the
 * status (answered) and the audit entry. The link is `<linkId>.<expiresEpochSeconds>.<signature>`, the signature an
 * HMAC-SHA256 of the first two parts under a key derived from SESSION_SECRET; each download is counted.
 */
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { dataSheetRequests, documentLinks, inboxEvents, inboxItems, type DocumentKind } from "~/db/schema";
import { localizePath, type Locale } from "~/i18n/locales";
import { safeAddress } from "~/mail/headers";
import { dataSheetMail } from "~/mail/messages/data-sheets";
import { getEnv } from "~/utils/env.server";
import { publicUrl } from "~/utils/public-origin.server";
import { signatureMatches, signPayload, type TokenPurpose } from "~/utils/signed-token.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { currentDocument, getDocument } from "./documents.server";
import { mailQueued, queueMail } from "./mail-queue.server";

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------------
// The signed link

const DATA_SHEET_LINK: TokenPurpose = { salt: "sahel-data-sheets", info: "data-sheet link v1" };

/** The token of a link: its id and expiry, signed under the first SESSION_SECRET. */
export function dataSheetToken(linkId: number, expiresAt: Date, secret = getEnv().SESSION_SECRETS[0]) {
  return signPayload(`${linkId}.${Math.floor(expiresAt.getTime() / 1000)}`, secret, DATA_SHEET_LINK);
}

const TOKEN = /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The link id and expiry a token carries when its signature is good under one of the SESSION_SECRETs (a rotated
 * secret still opens the links it signed), compared in constant time; null for anything else.
 */
export function verifyDataSheetToken(token: string, secrets = getEnv().SESSION_SECRETS): { linkId: number; expiresAt: Date } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const good = signatureMatches(`${match[1]}.${match[2]}`, match[3], secrets, DATA_SHEET_LINK);
  const linkId = Number(match[1]);
  if (!good || linkId > 2_147_483_647) return null;
  return { linkId, expiresAt: new Date(Number(match[2]) * 1000) };
}

/** The download page, in the language of the mail that carries the link. */
export function dataSheetUrl(token: string, locale: Locale) {
  return publicUrl(localizePath(`/data-sheets/${token}`, locale));
}

// ---------------------------------------------------------------------------------------------------------------
// Sending

/** When a link made now stops working: DATA_SHEET_LINK_DAYS on, in whole seconds (the token carries seconds). */
export function linkExpiry(now: Date) {
  return new Date(Math.floor((now.getTime() + getEnv().DATA_SHEET_LINK_DAYS * DAY_MS) / 1000) * 1000);
}

type SendResult =
  | { ok: true; to: string; kind: DocumentKind; expiresAt: Date }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "no-document"; kind: DocumentKind }
  | { ok: false; reason: "address" };

const isSheetKind = (kind: string): kind is DocumentKind => kind === "msds" || kind === "tds";

/**
 * Sends the current revision of the item's data sheet. Only MSDS and TDS requests have one: any other item, like one
 * that does not exist, is "missing".
 */
export async function sendDataSheet(actor: AuditActor & { id: number }, itemId: number, now = new Date()): Promise<SendResult> {
  const d = await db();
  const result = await d.transaction(async (tx): Promise<SendResult> => {
    const [item] = await tx
      .select({
        id: inboxItems.id,
        kind: inboxItems.kind,
        reference: inboxItems.reference,
        status: inboxItems.status,
        solutionId: inboxItems.solutionId,
        language: inboxItems.language,
        sourceId: inboxItems.sourceId,
        name: inboxItems.name,
        email: inboxItems.email,
        userId: inboxItems.userId,
      })
      .from(inboxItems)
      .where(eq(inboxItems.id, itemId))
      .for("update")
      .limit(1);
    if (!item || !isSheetKind(item.kind)) return { ok: false, reason: "missing" };
    const kind = item.kind;
    const current = item.solutionId === null ? null : await currentDocument(item.solutionId, kind, item.language, tx);
    const document = current ? await getDocument(current.id, tx) : null;
    if (!document) return { ok: false, reason: "no-document", kind };
    // The outbox takes one plain mailbox only: refused before anything is written.
    if (!safeAddress(item.email)) return { ok: false, reason: "address" };

    const expiresAt = linkExpiry(now);
    const [link] = await tx
      .insert(documentLinks)
      .values({ itemId: item.id, userId: item.userId, documentId: document.id, expiresAt, createdAt: now })
      .returning({ id: documentLinks.id });
    // In the language the request was sent in (an item's source is its request).
    const [request] = await tx.select({ locale: dataSheetRequests.locale }).from(dataSheetRequests).where(eq(dataSheetRequests.id, item.sourceId)).limit(1);
    const locale = request?.locale ?? "en";
    const content = dataSheetMail({
      kind,
      reference: item.reference,
      name: item.name,
      solutionName: document.solutionName,
      solutionUrl: publicUrl(localizePath(`/solution/${document.solutionId}`, locale)),
      revisionDate: document.revisionDate,
      language: document.language,
      expiresAt,
      locale,
    });
    const queued = await queueMail({ to: item.email, content, link: dataSheetUrl(dataSheetToken(link.id, expiresAt), locale), reference: item.reference }, tx);
    if (!queued) throw new Error("the data sheet's mail was not queued");
    const details = { documentId: document.id, linkId: link.id, language: document.language, revisionDate: document.revisionDate, expiresAt: expiresAt.toISOString() };
    await tx.insert(inboxEvents).values({ itemId: item.id, type: "data_sheet_sent", actorId: actor.id, actorEmail: actor.email, details: JSON.stringify(details), at: now });
    const answered = item.status !== "answered";
    await tx
      .update(inboxItems)
      .set({ updatedAt: now, ...(answered ? { status: "answered" as const } : {}) })
      .where(eq(inboxItems.id, item.id));
    if (answered) {
      await tx.insert(inboxEvents).values({
        itemId: item.id,
        type: "status",
        actorId: actor.id,
        actorEmail: actor.email,
        details: JSON.stringify({ from: item.status, to: "answered" }),
        at: now,
      });
    }
    await recordAudit(tx, actor, "inbox.data-sheet", { kind: "inbox", id: item.id }, { reference: item.reference, to: item.email, ...details });
    return { ok: true, to: item.email, kind, expiresAt };
  });
  if (result.ok) mailQueued();
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Downloading

type OpenedLink =
  | { status: "not-found" }
  | { status: "expired"; solutionId: number; solutionName: string; kind: DocumentKind }
  | {
      status: "ok";
      linkId: number;
      itemId: number | null;
      document: { id: number; solutionId: number; solutionName: string; kind: DocumentKind; language: string; revisionDate: string; filePath: string; size: number };
    };

/** What a token opens: nothing (bad signature, no such link), an expired link, or its document. */
export async function openDataSheetLink(token: string, now = new Date()): Promise<OpenedLink> {
  const verified = verifyDataSheetToken(token);
  if (!verified) return { status: "not-found" };
  const d = await db();
  const [link] = await d
    .select({ id: documentLinks.id, itemId: documentLinks.itemId, documentId: documentLinks.documentId, expiresAt: documentLinks.expiresAt })
    .from(documentLinks)
    .where(eq(documentLinks.id, verified.linkId))
    .limit(1);
  if (!link) return { status: "not-found" };
  const document = await getDocument(link.documentId);
  if (!document) return { status: "not-found" };
  if (verified.expiresAt.getTime() <= now.getTime() || link.expiresAt.getTime() <= now.getTime()) {
    return { status: "expired", solutionId: document.solutionId, solutionName: document.solutionName, kind: document.kind };
  }
  return { status: "ok", linkId: link.id, itemId: link.itemId, document };
}

/** Counts a download; the first one is also an event in the timeline of the request the link answered. */
export async function recordDataSheetDownload(linkId: number, now = new Date()) {
  const d = await db();
  await d.transaction(async (tx) => {
    const [link] = await tx
      .update(documentLinks)
      .set({ downloads: sql`${documentLinks.downloads} + 1`, firstDownloadAt: sql`coalesce(${documentLinks.firstDownloadAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(documentLinks.id, linkId))
      .returning({ itemId: documentLinks.itemId, documentId: documentLinks.documentId, downloads: documentLinks.downloads });
    // A subscriber's link answers no request: there is no timeline to note it in.
    if (link?.downloads === 1 && link.itemId !== null) {
      await tx.insert(inboxEvents).values({ itemId: link.itemId, type: "data_sheet_downloaded", details: JSON.stringify({ linkId, documentId: link.documentId }), at: now });
    }
  });
}
