/**
 * PGlite is this process's own database: nothing but this process can write to it (its data directory admits one
 * instance). Its client counts the statements that may have written, when each ends: every statement but a SELECT,
 * and every exec and transaction whole. A value read from the database can then be kept until the count moves:
 * catalog-cache keeps catalog_version so, which PGlite took 0.8 ms to read on every request (docs/performance.md).
 * PostgreSQL, which other processes and machines write, has no count: its readers always ask.
 *
 * The count lives on the drizzle handle under a global symbol: server.ts and the Remix build bundle their modules
 * apart, and both see the one handle.
 */
const COUNT = Symbol.for("petrochem.db.localWrites");

type Counted = { [COUNT]?: () => number };

/** The count of writes that ended so far, or undefined for a database other processes write too. */
export function localWrites(db: object): number | undefined {
  return (db as Counted)[COUNT]?.();
}

interface PgliteClient {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/** A statement that only reads (a SELECT; WITH may hold a write, and is counted). */
const READS_ONLY = /^\s*\(?\s*select\b/i;

/** Counts `client`'s writes on `db` (the drizzle handle over it): wraps the client's three ways in, in place. */
export function countLocalWrites(db: object, client: PgliteClient) {
  let writes = 0;
  const counted = <F extends (...args: never[]) => Promise<unknown>>(run: F, reads: (args: Parameters<F>) => boolean) =>
    (async (...args: Parameters<F>) => {
      if (reads(args)) return run(...args);
      try {
        return await run(...args);
      } finally {
        writes++;
      }
    }) as F;
  client.query = counted(client.query.bind(client), (args) => typeof args[0] === "string" && READS_ONLY.test(args[0]));
  client.exec = counted(client.exec.bind(client), () => false);
  client.transaction = counted(client.transaction.bind(client), () => false);
  Object.defineProperty(db, COUNT, { value: () => writes });
}
