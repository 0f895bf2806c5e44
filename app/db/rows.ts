/**
 * The rows of a raw `db.execute(sql`…`)` result: PGlite and node-postgres both answer `{ rows }`, which drizzle's
 * types leave unknown. `T` is what the statement selects; nothing checks it.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
