/**
 * An account's document shelf and its site pack. The shelf is every SDS/TDS sent to the account (the data-sheet links
 * with its user id): one row per solution, kind and language, with the newest revision it received and the current
 * one. The pack is the current sheets of solutions the account chooses among those on its shelf and those it saved;
 * its limits are here, and planPack checks a choice against them before a byte is sent.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { localizedSql } from "~/db/localized";
import { documentLinks, documents, likes, solutions, users, type DocumentKind } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { dataSheetToken, linkExpiry } from "./data-sheets.server";
import { currentDocument } from "./documents.server";

/** The shelf shows at most this many rows (newest first): far more than any buyer's sheets, and one bounded query. */
export const SHELF_LIMIT = 500;
/** A pack holds at most this many solutions (each with its SDS and TDS). */
export const PACK_MAX_SOLUTIONS = 50;
/** A pack holds at most this many bytes of PDFs: checked from the stored sizes before, and counted while it streams. */
export const PACK_MAX_BYTES = 100 * 1024 * 1024;
/** The pack page offers at most this many shelf solutions and this many saved ones. */
const CHOICES_LIMIT = 500;

const MAX_ID = 2_147_483_647;

type Rows = { rows: Record<string, unknown>[] };

interface ShelfRow {
  solutionId: number;
  solutionName: string;
  /** Only a published solution has a public page to link to. */
  published: boolean;
  kind: DocumentKind;
  language: string;
  received: { documentId: number; revisionDate: string; at: Date };
  current: { documentId: number; revisionDate: string };
  /** The current revision is not the one received: the account's copy is out of date. */
  revised: boolean;
}

/**
 * The account's shelf, the latest received first, at most SHELF_LIMIT rows (`more`: there were others). Per solution,
 * kind and language: the newest revision received (by revision date, then upload) and when it was last sent, and the
 * current revision of that language.
 */
export async function documentShelf(userId: number, locale: Locale): Promise<{ rows: ShelfRow[]; more: boolean }> {
  const d = await db();
  const result = (await d.execute(sql`
    with received as (
      select distinct on (doc.solution_id, doc.kind, doc.language)
        doc.solution_id, doc.kind, doc.language, doc.id as document_id, doc.revision_date, l.created_at as received_at
      from ${documentLinks} l
      join ${documents} doc on doc.id = l.document_id
      where l.user_id = ${userId}
      order by doc.solution_id, doc.kind, doc.language, doc.revision_date desc, doc.id desc, l.created_at desc
    )
    select r.*, ${localizedSql(locale, sql`s.name`, sql`s.name_ar`)} as solution_name, s.status = 'published' as published,
      cur.id as current_id, cur.revision_date as current_revision_date
    from received r
    join ${solutions} s on s.id = r.solution_id
    join lateral (
      select c.id, c.revision_date from ${documents} c
      where c.solution_id = r.solution_id and c.kind = r.kind and c.language = r.language
      order by c.revision_date desc, c.id desc limit 1
    ) cur on true
    order by r.received_at desc, r.solution_id, r.kind, r.language
    limit ${SHELF_LIMIT + 1}`)) as unknown as Rows;
  const rows = result.rows.slice(0, SHELF_LIMIT).map((row) => ({
    solutionId: Number(row.solution_id),
    solutionName: String(row.solution_name),
    published: row.published === true,
    kind: row.kind as DocumentKind,
    language: String(row.language),
    received: { documentId: Number(row.document_id), revisionDate: String(row.revision_date), at: new Date(row.received_at as string | Date) },
    current: { documentId: Number(row.current_id), revisionDate: String(row.current_revision_date) },
    revised: Number(row.current_id) !== Number(row.document_id),
  }));
  return { rows, more: result.rows.length > SHELF_LIMIT };
}

/**
 * A new signed link to the current revision of a sheet on the account's shelf (the account received that solution's
 * document of that kind in that language): its token, for /data-sheets/<token>. Null when it never received one.
 */
export async function renewShelfLink(userId: number, sheet: { solutionId: number; kind: DocumentKind; language: string }, now = new Date()) {
  const d = await db();
  return d.transaction(async (tx) => {
    const [received] = await tx
      .select({ id: documentLinks.id })
      .from(documentLinks)
      .innerJoin(documents, eq(documents.id, documentLinks.documentId))
      .where(and(eq(documentLinks.userId, userId), eq(documents.solutionId, sheet.solutionId), eq(documents.kind, sheet.kind), eq(documents.language, sheet.language)))
      .limit(1);
    if (!received) return null;
    // The account received this language, so there is a revision in it: the current one is of this language.
    const current = await currentDocument(sheet.solutionId, sheet.kind, sheet.language, tx);
    if (!current) return null;
    const expiresAt = linkExpiry(now);
    const [link] = await tx
      .insert(documentLinks)
      .values({ itemId: null, userId, documentId: current.id, expiresAt, createdAt: now })
      .returning({ id: documentLinks.id });
    return dataSheetToken(link.id, expiresAt);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The site pack

interface PackChoice {
  id: number;
  name: string;
  onShelf: boolean;
  saved: boolean;
}

/** The solutions a pack may hold: those on the shelf and the published ones saved, by name. */
export async function packChoices(userId: number, locale: Locale): Promise<PackChoice[]> {
  const d = await db();
  const name = localizedSql(locale, solutions.name, solutions.nameAr);
  const [shelf, saved] = await Promise.all([
    d
      .selectDistinct({ id: solutions.id, name })
      .from(documentLinks)
      .innerJoin(documents, eq(documents.id, documentLinks.documentId))
      .innerJoin(solutions, eq(solutions.id, documents.solutionId))
      .where(eq(documentLinks.userId, userId))
      .limit(CHOICES_LIMIT),
    d
      .select({ id: solutions.id, name })
      .from(likes)
      .innerJoin(solutions, and(eq(solutions.id, likes.targetId), eq(solutions.status, "published")))
      .where(and(eq(likes.userId, userId), eq(likes.kind, "solution")))
      .limit(CHOICES_LIMIT),
  ]);
  const choices = new Map<number, PackChoice>();
  for (const row of shelf) choices.set(row.id, { ...row, onShelf: true, saved: false });
  for (const row of saved) choices.set(row.id, { ...(choices.get(row.id) ?? { ...row, onShelf: false }), saved: true });
  return [...choices.values()].sort((a, b) => a.name.localeCompare(b.name, locale) || a.id - b.id);
}

export interface PackSheet {
  documentId: number;
  kind: DocumentKind;
  language: string;
  revisionDate: string;
  filePath: string;
  size: number;
}

export interface PackSolution {
  id: number;
  /** In the page's language, for the index. */
  name: string;
  /** In English, for the files' names. */
  englishName: string;
  /** The current MSDS and TDS, each null when the solution has none. */
  sheets: Record<DocumentKind, PackSheet | null>;
}

export type PackPlan =
  | { ok: true; solutions: PackSolution[]; bytes: number }
  | { ok: false; problem: "none" }
  | { ok: false; problem: "garbled"; value: string }
  | { ok: false; problem: "tooMany"; count: number }
  | { ok: false; problem: "notYours"; ids: number[] }
  | { ok: false; problem: "tooLarge"; bytes: number };

/** The language a pack's sheets are chosen in: the account's (English where a solution has none in it). */
export async function packLanguage(userId: number): Promise<Locale> {
  const [account] = await (await db()).select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return account?.locale ?? "en";
}

/** The choice as the pack page's GET form sends it: `solution` once per ticked box. */
export function chosenIds(params: URLSearchParams) {
  return params.getAll("solution");
}

/**
 * Checks a choice and plans its pack: well-formed ids (the first that is not is named), at least one, at most
 * PACK_MAX_SOLUTIONS, each on the account's shelf or saved (those that are not are named: an unknown id is neither),
 * and at most PACK_MAX_BYTES of current sheets, in the account's language where there is one, else English.
 */
export async function planPack(userId: number, values: string[], locale: Locale): Promise<PackPlan> {
  const garbled = values.find((value) => !/^[1-9][0-9]{0,9}$/.test(value.trim()) || Number(value) > MAX_ID);
  if (garbled !== undefined) return { ok: false, problem: "garbled", value: garbled.slice(0, 40) };
  const ids = [...new Set(values.map(Number))];
  if (ids.length === 0) return { ok: false, problem: "none" };
  if (ids.length > PACK_MAX_SOLUTIONS) return { ok: false, problem: "tooMany", count: ids.length };

  const d = await db();
  const language = await packLanguage(userId);
  const allowed = (await d.execute(sql`
    select distinct doc.solution_id as id from ${documentLinks} l join ${documents} doc on doc.id = l.document_id
    where l.user_id = ${userId} and doc.solution_id in ${ids}
    union
    select k.target_id from ${likes} k join ${solutions} s on s.id = k.target_id and s.status = 'published'
    where k.user_id = ${userId} and k.kind = 'solution' and k.target_id in ${ids}`)) as unknown as Rows;
  const allowedIds = new Set(allowed.rows.map((row) => Number(row.id)));
  const notYours = ids.filter((id) => !allowedIds.has(id));
  if (notYours.length) return { ok: false, problem: "notYours", ids: notYours };

  const named = await d
    .select({ id: solutions.id, name: localizedSql(locale, solutions.name, solutions.nameAr), englishName: solutions.name })
    .from(solutions)
    .where(inArray(solutions.id, ids));
  // The current revision of each solution's MSDS and TDS, in the account's language before English (as currentDocument).
  const sheets = (await d.execute(sql`
    select distinct on (solution_id, kind) id, solution_id, kind, language, revision_date, file_path, size
    from ${documents}
    where solution_id in ${ids} and language in ${language === "en" ? ["en"] : [language, "en"]}
    order by solution_id, kind, (language = ${language}) desc, revision_date desc, id desc`)) as unknown as Rows;
  const sheetOf = (id: number, kind: DocumentKind): PackSheet | null => {
    const row = sheets.rows.find((r) => Number(r.solution_id) === id && r.kind === kind);
    return row
      ? { documentId: Number(row.id), kind, language: String(row.language), revisionDate: String(row.revision_date), filePath: String(row.file_path), size: Number(row.size) }
      : null;
  };
  const planned = named
    .map((row) => ({ ...row, sheets: { msds: sheetOf(row.id, "msds"), tds: sheetOf(row.id, "tds") } }))
    .sort((a, b) => a.name.localeCompare(b.name, locale) || a.id - b.id);
  const bytes = planned.reduce((sum, s) => sum + (s.sheets.msds?.size ?? 0) + (s.sheets.tds?.size ?? 0), 0);
  if (bytes > PACK_MAX_BYTES) return { ok: false, problem: "tooLarge", bytes };
  return { ok: true, solutions: planned, bytes };
}
