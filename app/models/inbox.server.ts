/**
 * The staff inbox: the list (filters, text search, keyset pages) read from inbox_items alone, an item's
 * whole submission from its source table, and the workflow (status, assignment, note, reply). Every function takes
 * the kinds the member's roles open (app/forms/inbox.ts): an item of another kind is answered like one that does not
 * exist. Every change is one transaction with its timeline event, `updated_at` and its audit entry.
 */
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Db } from "~/db/client.server";
import {
  contactMessages,
  dataSheetRequests,
  inboxEvents,
  inboxItems,
  jobFunctions,
  locations,
  quoteRequests,
  rfqRequests,
  solutions,
  staffMembers,
  type InboxKind,
  type InboxStatus,
} from "~/db/schema";
import { canSeeKind, INBOX_KIND_LIST, type InboxCursor, type InboxFilter } from "~/forms/inbox";
import { inboxReplyMail } from "~/mail/messages/replies";
import { getEnv } from "~/utils/env.server";
import type { Locale } from "~/i18n/locales";
import { recordAudit, type AuditActor } from "./audit.server";
import { mailQueued, queueMail } from "./mail-queue.server";
import { listStaff } from "./staff.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Actor = AuditActor & { id: number };

const countries = alias(locations, "country");
const assignees = alias(staffMembers, "assignee");

/** created_at in microseconds since 1970, exact: the keyset cursor (a JS Date would drop the microseconds). */
const micros = sql<string>`(extract(epoch from ${inboxItems.createdAt}) * 1000000)::bigint::text`;
const instantOf = (cursor: InboxCursor) => sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, "\\$&");

function whereOf(filter: InboxFilter): SQL {
  if (!filter.kinds.length) return sql`false`;
  // Every kind (an admin's list): no condition, so the planner walks the created_at index alone.
  const where: SQL[] = filter.kinds.length < INBOX_KIND_LIST.length ? [inArray(inboxItems.kind, filter.kinds)] : [];
  if (filter.statuses) where.push(inArray(inboxItems.status, filter.statuses));
  if (filter.solutionId) where.push(eq(inboxItems.solutionId, filter.solutionId));
  if (filter.countryId) where.push(eq(inboxItems.countryId, filter.countryId));
  if (filter.assignee?.type === "nobody") where.push(isNull(inboxItems.assigneeId));
  if (filter.assignee?.type === "member") where.push(eq(inboxItems.assigneeId, filter.assignee.id));
  if (filter.from) where.push(sql`${inboxItems.createdAt} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) where.push(sql`${inboxItems.createdAt} < ${filter.to.toISOString()}::timestamptz`);
  // Each word a LIKE on the trigram-indexed search text (words of 1-2 characters only narrow what the others found).
  for (const word of filter.words ?? []) where.push(sql`${inboxItems.searchText} LIKE ${`%${escapeLike(word)}%`}`);
  if (filter.before) where.push(sql`(${inboxItems.createdAt}, ${inboxItems.id}) < (${instantOf(filter.before)}, ${filter.before.id})`);
  return where.length ? and(...where)! : sql`true`;
}

export interface InboxRow {
  id: number;
  kind: InboxKind;
  reference: string;
  createdAt: Date;
  cursor: InboxCursor;
  name: string;
  company: string;
  email: string;
  status: InboxStatus;
  solutionId: number | null;
  solutionName: string | null;
  countryId: number | null;
  countryName: string | null;
  assigneeId: number | null;
  assigneeEmail: string | null;
}

/**
 * How a text search finds its page. The planner guesses a word's frequency from trigram statistics, and a wrong
 * guess is costly either way: walking the created_at index for a word that turns out uncommon reads most of the
 * table (156 ms for a 7 % name among open items at 100,000 rows), and gathering every match through the trigram
 * index for a common word visits tens of thousands of rows. Each visited row costs about the same (3-5 µs on
 * PGlite), so a search measures before it chooses: it walks the newest FIRST_WINDOW rows (of the member's kinds,
 * before the cursor) with every filter. A page found there is the answer. Matches common enough that a page lies
 * within WALK_LIMIT rows: a wider walk, sized from the matches seen. Rarer ones: every match gathered through the
 * indexes (trigram, status, country…) and sorted, ids first, so only the page's rows are joined.
 */
const FIRST_WINDOW = 1_000;
const WALK_LIMIT = 5_000;

/**
 * The list's query (`limit` rows), unexecuted: listInbox runs it, the benchmark explains it (scripts/bench-inbox.ts).
 * With `ids`, the given rows (a search's page) by primary key.
 */
export function inboxPageQuery(d: Db, filter: InboxFilter, limit: number, ids?: number[]) {
  return d
    .select({
      id: inboxItems.id,
      kind: inboxItems.kind,
      reference: inboxItems.reference,
      createdAt: inboxItems.createdAt,
      micros,
      name: inboxItems.name,
      company: inboxItems.company,
      email: inboxItems.email,
      status: inboxItems.status,
      solutionId: inboxItems.solutionId,
      solutionName: solutions.name,
      countryId: inboxItems.countryId,
      countryName: countries.name,
      assigneeId: inboxItems.assigneeId,
      assigneeEmail: assignees.email,
    })
    .from(inboxItems)
    .leftJoin(solutions, eq(solutions.id, inboxItems.solutionId))
    .leftJoin(countries, eq(countries.id, inboxItems.countryId))
    .leftJoin(assignees, eq(assignees.id, inboxItems.assigneeId))
    .where(ids ? inArray(inboxItems.id, ids.length ? ids : [0]) : whereOf(filter))
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
    .limit(limit);
}

/** What the filters read: the window copies these columns only. */
const WINDOW_COLUMNS = ["id", "kind", "status", "solution_id", "country_id", "assignee_id", "created_at", "search_text"] as const;

/** The matches among the newest `window` rows, newest first. */
async function searchNewest(d: Db, filter: InboxFilter, limit: number, window: number): Promise<number[]> {
  // The inner LIMIT is a fence the planner cannot push the filters below: the window is a plain walk of the
  // created_at index. The window keeps the table's name, so the filters read its columns as they read the table's.
  const result = await d.execute(sql`
    SELECT ${inboxItems.id} AS id FROM (
      SELECT ${sql.join(WINDOW_COLUMNS.map((column) => sql.identifier(column)), sql`, `)} FROM ${inboxItems}
      WHERE ${whereOf({ kinds: filter.kinds, statuses: null, before: filter.before })}
      ORDER BY ${inboxItems.createdAt} DESC, ${inboxItems.id} DESC
      LIMIT ${window}
    ) AS ${inboxItems}
    WHERE ${whereOf({ ...filter, before: undefined })}
    ORDER BY ${inboxItems.createdAt} DESC, ${inboxItems.id} DESC
    LIMIT ${limit}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** A search's second step: every match, sorted (the expression keeps the planner off the created_at index). */
export function searchAllMatches(d: Db, filter: InboxFilter, limit: number) {
  return d
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .where(whereOf(filter))
    .orderBy(sql`${inboxItems.createdAt} + interval '0 seconds' desc`, desc(inboxItems.id))
    .limit(limit);
}

async function findPage(d: Db, filter: InboxFilter, limit: number) {
  if (!filter.words?.length) return inboxPageQuery(d, filter, limit);
  let ids = await searchNewest(d, filter, limit, FIRST_WINDOW);
  // Where a page should lie, at the rate seen (with room to spare); past WALK_LIMIT gathering every match is cheaper.
  const walk = ids.length ? Math.ceil((1.5 * limit * FIRST_WINDOW) / ids.length) : Infinity;
  if (ids.length < limit && walk <= WALK_LIMIT) ids = await searchNewest(d, filter, limit, walk);
  if (ids.length < limit) ids = (await searchAllMatches(d, filter, limit)).map((row) => row.id);
  return inboxPageQuery(d, filter, limit, ids);
}

/** One page of the list, newest first: `limit` rows and whether older ones follow. */
export async function listInbox(filter: InboxFilter, limit: number): Promise<{ rows: InboxRow[]; more: boolean }> {
  const found = await findPage(await db(), filter, limit + 1);
  const rows = found.slice(0, limit).map(({ micros: at, ...row }) => ({ ...row, cursor: { micros: at, id: row.id } }));
  return { rows, more: found.length > limit };
}

/** A solution's name, for the list's solution filter. */
export async function solutionNameOf(id: number) {
  const [row] = await (await db()).select({ name: solutions.name }).from(solutions).where(eq(solutions.id, id)).limit(1);
  return row?.name ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// An item's page

/** One line of the submission as the requester filled it in. */
interface SubmissionField {
  label: string;
  value: string;
  /** A text of several lines (a message, a note). */
  long?: boolean;
}

/** What staff read of the sender's language: only Arabic is named (English is the default nobody needs told). */
const languageField = (locale: Locale): SubmissionField[] => (locale === "ar" ? [{ label: "Language", value: "Arabic (the sender's mail is in Arabic)" }] : []);

/**
 * The submission behind an item: its fields for staff, its free text (quoted under a reply) and its language (the
 * reply's own sentences are in it).
 */
async function submissionOf(tx: Pick<Db, "select">, kind: InboxKind, sourceId: number): Promise<{ fields: SubmissionField[]; text: string; locale: Locale }> {
  if (kind === "quote") {
    const [row] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, sourceId)).limit(1);
    if (!row) return { fields: [], text: "", locale: "en" };
    return {
      text: row.note,
      locale: row.locale,
      fields: [
        { label: "Full name", value: row.fullName },
        { label: "E-mail", value: row.email },
        { label: "Mobile", value: row.mobile },
        { label: "Company", value: row.company },
        { label: "Quantity", value: `${row.quantity} ${row.unit}` },
        { label: "Note", value: row.note, long: true },
        ...languageField(row.locale),
      ],
    };
  }
  if (kind === "rfq") {
    const [row] = await tx
      .select({ request: rfqRequests, country: locations.name })
      .from(rfqRequests)
      .leftJoin(locations, eq(locations.id, rfqRequests.countryId))
      .where(eq(rfqRequests.id, sourceId))
      .limit(1);
    if (!row) return { fields: [], text: "", locale: "en" };
    const { request } = row;
    // The lines, their answers and samples are on the item's page (basket-staff.server.ts); these are the request's own fields.
    return {
      text: request.note,
      locale: request.locale,
      fields: [
        { label: "Full name", value: request.fullName },
        { label: "E-mail", value: request.email },
        { label: "Mobile", value: request.mobile },
        { label: "Company", value: request.company },
        { label: "Delivery country", value: row.country ?? "" },
        { label: "Delivery city", value: request.city },
        { label: "Incoterm", value: request.incoterm ?? "No preference" },
        { label: "Note", value: request.note, long: true },
        ...languageField(request.locale),
      ],
    };
  }
  if (kind === "contact") {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, sourceId)).limit(1);
    if (!row) return { fields: [], text: "", locale: "en" };
    return {
      text: row.message,
      locale: row.locale,
      fields: [
        { label: "First name", value: row.firstName },
        { label: "Last name", value: row.lastName },
        { label: "E-mail", value: row.email },
        { label: "Phone", value: row.phoneNumber },
        { label: "City", value: row.city },
        { label: "Message", value: row.message, long: true },
        ...languageField(row.locale),
      ],
    };
  }
  const [row] = await tx
    .select({ request: dataSheetRequests, jobFunction: jobFunctions.name, country: locations.name })
    .from(dataSheetRequests)
    .leftJoin(jobFunctions, eq(jobFunctions.id, dataSheetRequests.jobFunctionId))
    .leftJoin(locations, eq(locations.id, dataSheetRequests.countryId))
    .where(eq(dataSheetRequests.id, sourceId))
    .limit(1);
  if (!row) return { fields: [], text: "", locale: "en" };
  const { request } = row;
  return {
    text: request.message ?? "",
    locale: request.locale,
    fields: [
      { label: "First name", value: request.firstName },
      { label: "Last name", value: request.lastName },
      { label: "Company e-mail", value: request.companyEmailAddress },
      { label: "Company", value: request.company },
      { label: "Job function", value: row.jobFunction ?? "" },
      { label: "Country", value: row.country ?? "" },
      { label: "Message", value: request.message ?? "", long: true },
      ...languageField(request.locale),
    ],
  };
}

/** The item if it exists and is of a kind the member sees; otherwise null (the route answers 404 either way). */
async function visibleItem(tx: Pick<Db, "select">, kinds: readonly InboxKind[], id: number, lock = false) {
  if (!kinds.length) return null;
  const query = tx
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.id, id), inArray(inboxItems.kind, [...kinds])))
    .limit(1);
  const [item] = lock ? await query.for("update") : await query;
  return item ?? null;
}

export type InboxEvent = typeof inboxEvents.$inferSelect;

/** Whether the item exists and its kind is one the member sees (an action's first question). */
export async function inboxItemVisible(kinds: readonly InboxKind[], id: number) {
  return (await visibleItem(await db(), kinds, id)) !== null;
}

export async function getInboxItem(kinds: readonly InboxKind[], id: number) {
  const d = await db();
  const item = await visibleItem(d, kinds, id);
  if (!item) return null;
  const [submission, solution, country, assignee, events, earlier] = await Promise.all([
    submissionOf(d, item.kind, item.sourceId),
    item.solutionId ? d.select({ id: solutions.id, name: solutions.name }).from(solutions).where(eq(solutions.id, item.solutionId)).limit(1) : [],
    item.countryId ? d.select({ name: locations.name }).from(locations).where(eq(locations.id, item.countryId)).limit(1) : [],
    item.assigneeId ? d.select({ id: staffMembers.id, email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.id, item.assigneeId)).limit(1) : [],
    d.select().from(inboxEvents).where(eq(inboxEvents.itemId, item.id)).orderBy(asc(inboxEvents.id)).limit(500),
    // The same verified account's other submissions (never matched by the e-mail text), of kinds the member sees.
    item.userId
      ? d
          .select({ id: inboxItems.id, kind: inboxItems.kind, reference: inboxItems.reference, status: inboxItems.status, createdAt: inboxItems.createdAt })
          .from(inboxItems)
          .where(and(eq(inboxItems.userId, item.userId), ne(inboxItems.id, item.id), inArray(inboxItems.kind, [...kinds])))
          .orderBy(desc(inboxItems.createdAt))
          .limit(20)
      : [],
  ]);
  return { item, submission, solution: solution[0] ?? null, countryName: country[0]?.name ?? null, assignee: assignee[0] ?? null, events, earlier };
}

/** Colleagues an item of `kind` may be given to: set up, not disabled, with a role that opens the kind. */
export async function eligibleAssignees(kind: InboxKind) {
  return (await listStaff()).filter((member) => member.active && !member.disabled && canSeeKind(member.roles, kind));
}

// ---------------------------------------------------------------------------------------------------------------
// The workflow

type Change<T = object> = ({ ok: true } & T) | { ok: false; reason: "missing" | "not-eligible" | "address" };

async function addEvent(tx: Tx, itemId: number, actor: Actor, type: "status" | "assigned" | "note" | "reply", body: string | null, details?: object) {
  await tx.insert(inboxEvents).values({ itemId, type, actorId: actor.id, actorEmail: actor.email, body, details: details ? JSON.stringify(details) : null });
}

/** Any status may follow any other; setting the one the item has changes nothing (no event, no audit entry). */
export async function setInboxStatus(actor: Actor, kinds: readonly InboxKind[], id: number, status: InboxStatus): Promise<Change<{ changed: boolean }>> {
  return (await db()).transaction(async (tx) => {
    const item = await visibleItem(tx, kinds, id, true);
    if (!item) return { ok: false, reason: "missing" };
    if (item.status === status) return { ok: true, changed: false };
    await tx.update(inboxItems).set({ status, updatedAt: new Date() }).where(eq(inboxItems.id, id));
    await addEvent(tx, id, actor, "status", null, { from: item.status, to: status });
    await recordAudit(tx, actor, "inbox.status", { kind: "inbox", id }, { reference: item.reference, from: item.status, to: status });
    return { ok: true, changed: true };
  });
}

/** Gives the item to a colleague whose roles open its kind, or to nobody (null). */
export async function assignInboxItem(actor: Actor, kinds: readonly InboxKind[], id: number, assigneeId: number | null): Promise<Change<{ assigneeEmail: string | null }>> {
  return (await db()).transaction(async (tx) => {
    const item = await visibleItem(tx, kinds, id, true);
    if (!item) return { ok: false, reason: "missing" };
    let assigneeEmail: string | null = null;
    if (assigneeId !== null) {
      const [member] = await tx
        .select({ email: staffMembers.email, roles: staffMembers.roles, disabledAt: staffMembers.disabledAt, passwordHash: staffMembers.passwordHash })
        .from(staffMembers)
        .where(eq(staffMembers.id, assigneeId))
        .limit(1);
      if (!member || member.disabledAt || !member.passwordHash || !canSeeKind(member.roles, item.kind)) return { ok: false, reason: "not-eligible" };
      assigneeEmail = member.email;
    }
    if (item.assigneeId === assigneeId) return { ok: true, assigneeEmail };
    await tx.update(inboxItems).set({ assigneeId, updatedAt: new Date() }).where(eq(inboxItems.id, id));
    await addEvent(tx, id, actor, "assigned", null, { from: item.assigneeId, to: assigneeId, toEmail: assigneeEmail });
    await recordAudit(tx, actor, "inbox.assign", { kind: "inbox", id }, { reference: item.reference, from: item.assigneeId, to: assigneeId });
    return { ok: true, assigneeEmail };
  });
}

/** An internal note: only staff read it. */
export async function addInboxNote(actor: Actor, kinds: readonly InboxKind[], id: number, note: string): Promise<Change> {
  return (await db()).transaction(async (tx) => {
    const item = await visibleItem(tx, kinds, id, true);
    if (!item) return { ok: false, reason: "missing" };
    await tx.update(inboxItems).set({ updatedAt: new Date() }).where(eq(inboxItems.id, id));
    await addEvent(tx, id, actor, "note", note);
    await recordAudit(tx, actor, "inbox.note", { kind: "inbox", id }, { reference: item.reference, length: note.length });
    return { ok: true };
  });
}

/** An export of the list, audited with its filter before the first row leaves. */
export async function recordInboxExport(actor: AuditActor, filter: Record<string, string>) {
  await recordAudit(await db(), actor, "inbox.export", null, { filter });
}

/** Where a requester's answer to the reply goes: the company's address for the kind, when set. */
function replyToFor(kind: InboxKind) {
  const env = getEnv();
  return (kind === "contact" ? env.CONTACT_EMAIL : env.SALES_EMAIL) || undefined;
}

/**
 * A reply by e-mail to the requester, queued in the outbox in the same transaction, kept in the timeline with its
 * text; a new or in-progress item becomes answered.
 */
export async function replyToInboxItem(
  actor: Actor,
  kinds: readonly InboxKind[],
  id: number,
  reply: { subject: string; body: string },
): Promise<Change<{ to: string; answered: boolean }>> {
  const result = await (await db()).transaction(async (tx): Promise<Change<{ to: string; answered: boolean }>> => {
    const item = await visibleItem(tx, kinds, id, true);
    if (!item) return { ok: false, reason: "missing" };
    const { text, locale } = await submissionOf(tx, item.kind, item.sourceId);
    const content = inboxReplyMail({ subject: reply.subject, body: reply.body, reference: item.reference, original: text, locale });
    const queued = await queueMail({ to: item.email, content, replyTo: replyToFor(item.kind), reference: item.reference }, tx);
    if (!queued) return { ok: false, reason: "address" };
    const answered = item.status === "new" || item.status === "in_progress";
    await tx
      .update(inboxItems)
      .set({ updatedAt: new Date(), ...(answered ? { status: "answered" as const } : {}) })
      .where(eq(inboxItems.id, id));
    await addEvent(tx, id, actor, "reply", reply.body, { subject: content.subject, to: item.email });
    if (answered) await addEvent(tx, id, actor, "status", null, { from: item.status, to: "answered" });
    await recordAudit(tx, actor, "inbox.reply", { kind: "inbox", id }, { reference: item.reference, to: item.email, subject: content.subject, answered });
    return { ok: true, to: item.email, answered };
  });
  if (result.ok) mailQueued();
  return result;
}
