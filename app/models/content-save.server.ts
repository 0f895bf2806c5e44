/**
 * Saves of the staff editors under optimistic concurrency: every edited table has a `version` column; a
 * form carries the version it was opened at, and the save applies only while the row is still at that version (and
 * moves it on by one). Two editors saving the same record: the second is told it changed since they opened it, and
 * keeps their text (the route answers with the form as it was sent).
 */
import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/types";

type Executor = Pick<Db, "update" | "select">;

export type VersionedSave = { ok: true; version: number } | { ok: false; reason: "stale" | "missing" };

interface VersionedTable {
  table: PgTable;
  id: PgColumn;
  version: PgColumn;
}

/**
 * `UPDATE … SET values, version = version + 1 WHERE id = $id AND version = $expected`; when no row changed, says
 * whether the row is gone or was saved by someone else in between. Run it in the transaction that audits the change.
 */
export async function updateVersioned(
  executor: Executor,
  { table, id: idColumn, version: versionColumn }: VersionedTable,
  id: number,
  expected: number,
  values: Record<string, unknown>,
): Promise<VersionedSave> {
  const rows = (await executor
    .update(table)
    .set({ ...values, version: sql`${versionColumn} + 1` } as never)
    .where(and(eq(idColumn, id), eq(versionColumn, expected)))
    .returning({ version: versionColumn })) as { version: number }[];
  if (rows.length) return { ok: true, version: rows[0].version };
  const [row] = await executor.select({ id: idColumn }).from(table).where(eq(idColumn, id)).limit(1);
  return { ok: false, reason: row ? "stale" : "missing" };
}
