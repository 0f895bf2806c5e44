/**
 * The database handle's type, in a module with no code: the seed and the catalogue cache take the handle as a
 * parameter and need only its type, so they do not import client.server.ts, which opens the database and seeds it.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
