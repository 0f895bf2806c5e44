/**
 * The search synonym groups editors keep (/staff/search-terms): listed, added, changed and deleted one at a time, each
 * change one transaction with its audit entry. The table's trigger bumps catalog_version, so every process makes its
 * search index again with the change. Writes take one advisory lock, so the check that a term is in one group only
 * still holds when two editors save at once.
 */
import { asc, eq, ne, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { searchSynonyms } from "~/db/schema";
import { synonymKeysOf } from "~/forms/search-synonyms";
import { recordAudit, type AuditActor } from "./audit.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const LOCK_KEY = 7_421_119;

/**
 * A group's version: its updated_at in microseconds since 1970. Every change moves updated_at on by at least a
 * microsecond, so a form opened before a change carries a version that no longer matches.
 */
const versionOf = sql<number>`(extract(epoch from ${searchSynonyms.updatedAt}) * 1000000)::bigint`.mapWith(Number);

interface SynonymGroup {
  id: number;
  terms: string;
  updatedAt: Date;
  version: number;
}

/** Every group, oldest first. */
export async function listSynonymGroups(): Promise<SynonymGroup[]> {
  return (await db())
    .select({ id: searchSynonyms.id, terms: searchSynonyms.terms, updatedAt: searchSynonyms.updatedAt, version: versionOf })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
}

export type SynonymRefusal =
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "stale"; currentVersion: number }
  | { ok: false; reason: "term-taken"; term: string; group: string };

type Done<T = object> = ({ ok: true } & T) | SynonymRefusal;

async function inLock<T>(change: (tx: Tx) => Promise<T>): Promise<T> {
  return (await db()).transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    return change(tx);
  });
}

/** The first term of `terms` (tidied: ", "-joined) that another group (any but `except`) already has. */
async function takenTerm(tx: Tx, terms: string, except?: number): Promise<{ term: string; group: string } | null> {
  const wanted = new Map(terms.split(", ").map((term) => [synonymKeysOf(term)[0], term]));
  const others = await tx
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .where(except === undefined ? undefined : ne(searchSynonyms.id, except))
    .orderBy(asc(searchSynonyms.id));
  for (const other of others) {
    const clash = synonymKeysOf(other.terms).find((key) => wanted.has(key));
    if (clash) return { term: wanted.get(clash)!, group: other.terms };
  }
  return null;
}

async function groupOf(tx: Tx, id: number) {
  const [row] = await tx.select({ id: searchSynonyms.id, terms: searchSynonyms.terms, version: versionOf }).from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row ?? null;
}

/** Adds a group; `terms` as readSynonymGroup tidied them. */
export function addSynonymGroup(actor: AuditActor, terms: string): Promise<Done<{ id: number }>> {
  return inLock(async (tx) => {
    const taken = await takenTerm(tx, terms);
    if (taken) return { ok: false, reason: "term-taken", ...taken };
    const [row] = await tx.insert(searchSynonyms).values({ terms }).returning({ id: searchSynonyms.id });
    await recordAudit(tx, actor, "synonym.create", { kind: "synonym", id: row.id }, { terms });
    return { ok: true, id: row.id };
  });
}

/**
 * Changes a group opened at `version`: refused as stale when someone changed it since. Terms that are already the
 * stored ones change nothing (no audit entry, no new search index), whatever the version.
 */
export function changeSynonymGroup(actor: AuditActor, input: { id: number; version: number; terms: string }): Promise<Done<{ changed: boolean }>> {
  return inLock(async (tx) => {
    const group = await groupOf(tx, input.id);
    if (!group) return { ok: false, reason: "missing" };
    if (group.terms === input.terms) return { ok: true, changed: false };
    if (group.version !== input.version) return { ok: false, reason: "stale", currentVersion: group.version };
    const taken = await takenTerm(tx, input.terms, group.id);
    if (taken) return { ok: false, reason: "term-taken", ...taken };
    await tx
      .update(searchSynonyms)
      .set({ terms: input.terms, updatedAt: sql`greatest(clock_timestamp(), ${searchSynonyms.updatedAt} + interval '1 microsecond')` })
      .where(eq(searchSynonyms.id, group.id));
    await recordAudit(tx, actor, "synonym.update", { kind: "synonym", id: group.id }, { from: group.terms, to: input.terms });
    return { ok: true, changed: true };
  });
}

/** Deletes a group; the audit entry keeps its terms, so it can be written again. */
export function deleteSynonymGroup(actor: AuditActor, input: { id: number }): Promise<Done<{ terms: string }>> {
  return inLock(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, input.id)).returning({ terms: searchSynonyms.terms });
    if (!row) return { ok: false, reason: "missing" };
    await recordAudit(tx, actor, "synonym.delete", { kind: "synonym", id: input.id }, { terms: row.terms });
    return { ok: true, terms: row.terms };
  });
}
