/** The contract suite against LocalBackend over a fresh database (PGlite, or PostgreSQL with DATABASE_URL). */
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/db/client.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { openTestDatabase } from "~/db/test-database.server";
import { localBackend } from "~/backend/index.server";
import { contractSuite } from "../contract/catalog-contract";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

contractSuite("local", () => localBackend);
