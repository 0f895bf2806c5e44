/**
 * The in-process cache of the unfiltered catalogue lists over a real database: a second read
 * sends only the version query (on PGlite, which only this process writes, not even that until a write ends), and
 * any write — raw SQL as another process would send it, or this process's own — makes the next read fresh.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { dropCatalogCache } from "~/db/catalog-cache.server";
import { openTestDatabase } from "~/db/test-database.server";
import { seedDemoContentIfEmpty } from "~/db/seed/seed.server";
import { localBackend } from "~/backend/index.server";

let database: Database;
/** The SQL text of every statement sent through the app's client while a test runs. */
let sent: string[] = [];

type QueryClient = { query: (...args: unknown[]) => unknown };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContentIfEmpty(database.db);
  globalThis.__database = Promise.resolve(database);
});

afterAll(async () => {
  globalThis.__database = undefined;
  await database.close();
});

beforeEach(() => {
  sent = [];
  // PGlite and the node-postgres pool both take (text | { text }, params) through `query`.
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const original = client.query.bind(client);
  vi.spyOn(client, "query").mockImplementation((...args: unknown[]) => {
    const [query] = args;
    sent.push(typeof query === "string" ? query : String((query as { text?: string }).text));
    return original(...args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The version reads `n` cached reads send: PGlite's version is kept until a write (local-writes.ts). */
const versionReads = (n: number) => (database.kind === "pglite" ? 0 : n);

const reads = (table: string) => sent.filter((text) => text.includes(`from "${table}"`)).length;

/** A write as another process (an admin, `npm run seed`) would send it: plain SQL, no app code involved. */
const foreignWrite = (query: ReturnType<typeof sql>) => database.db.execute(query);

const version = async () => {
  const result = (await database.db.execute(sql`select version::int as v from catalog_version`)) as unknown as { rows: { v: number }[] };
  return Number(result.rows[0].v);
};

describe("catalogue list cache", () => {
  it("answers a second read of every cached list with the version query alone", async () => {
    const first = {
      plants: await localBackend.listPlants(),
      categories: await localBackend.listCategories(),
      processes: await localBackend.listProcesses(),
      countries: await localBackend.listCountries(),
      withPlants: await localBackend.listCountries({ hasPlant: true }),
      jobFunctions: await localBackend.listJobFunctions(),
    };
    sent = [];
    const second = {
      plants: await localBackend.listPlants(),
      categories: await localBackend.listCategories(),
      processes: await localBackend.listProcesses(),
      countries: await localBackend.listCountries(),
      withPlants: await localBackend.listCountries({ hasPlant: true }),
      jobFunctions: await localBackend.listJobFunctions(),
    };
    expect(second).toEqual(first);
    expect(first.plants.length).toBeGreaterThan(10);
    expect(sent).toHaveLength(versionReads(6));
    expect(sent.every((text) => text.includes(`from "catalog_version"`))).toBe(true);
  });

  it("on PGlite, keeps the version it read until a statement that may write ends, whatever it wrote", async () => {
    if (database.kind !== "pglite") return;
    await localBackend.listPlants();
    sent = [];
    await localBackend.listPlants();
    expect(sent).toEqual([]);
    // A read changes nothing; a write that touches no catalogue table, or fails, still makes the next read ask.
    await database.db.execute(sql`select count(*) from plants`);
    await localBackend.listPlants();
    expect(reads("catalog_version")).toBe(0);
    for (const write of [
      () => database.db.execute(sql`update job_applications set id = id where false`),
      () => database.db.execute(sql`update no_such_table set x = 1`),
      () => database.db.transaction(async (tx) => void (await tx.execute(sql`select 1`))),
    ]) {
      await write().catch(() => undefined);
      sent = [];
      await localBackend.listPlants();
      await localBackend.listPlants();
      expect(reads("catalog_version")).toBe(1);
      expect(reads("plants")).toBe(0);
    }
  });

  it("reloads after a write made through SQL, outside the app", async () => {
    const [plant] = await localBackend.listPlants();
    await foreignWrite(sql`update plants set name = ${`${plant.name} (renamed)`} where id = ${plant.id}`);
    sent = [];
    const after = await localBackend.listPlants();
    expect(reads("plants")).toBe(1);
    expect(after.find((p) => p.id === plant.id)?.name).toBe(`${plant.name} (renamed)`);
    await foreignWrite(sql`update plants set name = ${plant.name} where id = ${plant.id}`);
    expect((await localBackend.listPlants()).find((p) => p.id === plant.id)?.name).toBe(plant.name);
  });

  it("sees new countries, plants, tree nodes and job functions written by another process", async () => {
    const before = {
      countries: await localBackend.listCountries(),
      withPlants: await localBackend.listCountries({ hasPlant: true }),
      categories: await localBackend.listCategories(),
      processes: await localBackend.listProcesses(),
      jobFunctions: await localBackend.listJobFunctions(),
    };
    await foreignWrite(sql`insert into locations (name, type, code) values ('Atlantis', 'country', 'AT')`);
    expect((await localBackend.listCountries()).map((c) => c.name)).toContain("Atlantis");
    expect((await localBackend.listCountries({ hasPlant: true })).map((c) => c.name)).not.toContain("Atlantis");

    await foreignWrite(sql`insert into plants (name, address, latitude, longitude, country_id)
      select 'Atlantis Deep Plant', 'Seabed 1', 1, 1, id from locations where name = 'Atlantis'`);
    expect((await localBackend.listCountries({ hasPlant: true })).map((c) => c.name)).toContain("Atlantis");
    expect((await localBackend.listPlants()).map((p) => p.name)).toContain("Atlantis Deep Plant");

    await foreignWrite(sql`insert into categories (name, position) values ('Zz new category', 99)`);
    await foreignWrite(sql`insert into processes (name, position) values ('Zz new process', 99)`);
    await foreignWrite(sql`insert into job_functions (name) values ('Zz new function')`);
    expect((await localBackend.listCategories()).map((n) => n.name)).toContain("Zz new category");
    expect((await localBackend.listProcesses()).map((n) => n.name)).toContain("Zz new process");
    expect((await localBackend.listJobFunctions()).map((n) => n.name)).toContain("Zz new function");

    await foreignWrite(sql`delete from plants where name = 'Atlantis Deep Plant'`);
    await foreignWrite(sql`delete from locations where name = 'Atlantis'`);
    await foreignWrite(sql`delete from categories where name = 'Zz new category'`);
    await foreignWrite(sql`delete from processes where name = 'Zz new process'`);
    await foreignWrite(sql`delete from job_functions where name = 'Zz new function'`);
    expect(await localBackend.listCountries()).toEqual(before.countries);
    expect(await localBackend.listCountries({ hasPlant: true })).toEqual(before.withPlants);
    expect(await localBackend.listCategories()).toEqual(before.categories);
    expect(await localBackend.listProcesses()).toEqual(before.processes);
    expect(await localBackend.listJobFunctions()).toEqual(before.jobFunctions);
  });

  it("bumps the version on every statement that writes a table a cached list reads, and only on commit", async () => {
    // The edited vacancies, departments and blog posts bump it too (the page cache follows it).
    const catalogue = ["locations", "categories", "processes", "plants", "job_functions", "solutions", "solution_categories", "plant_solutions", "plant_processes"];
    const tables = [...catalogue, "vacancies", "departments", "blog_posts", "blog_post_slugs"];
    for (const table of tables) {
      const start = await version();
      // A statement that changes no row still counts: the trigger is per statement.
      await foreignWrite(sql`delete from ${sql.identifier(table)} where false`);
      expect(await version(), table).toBe(start + 1);
    }
    const start = await version();
    await foreignWrite(sql`update job_applications set id = id where false`);
    expect(await version(), "applications are not content").toBe(start);

    await localBackend.listPlants();
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update plants set name = 'rolled back' where false`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await version()).toBe(start);
    sent = [];
    await localBackend.listPlants();
    expect(reads("plants")).toBe(0);
  });

  it("drops the cache at once on a write made in this process", async () => {
    await localBackend.listPlants();
    await localBackend.listCountries({ hasPlant: true });
    dropCatalogCache(database.db);
    sent = [];
    await localBackend.listPlants();
    await localBackend.listCountries({ hasPlant: true });
    expect(reads("plants")).toBe(2);
  });

  it("shares one load between concurrent cold reads", async () => {
    dropCatalogCache(database.db);
    sent = [];
    const [a, b] = await Promise.all([localBackend.listPlants(), localBackend.listPlants()]);
    expect(a).toEqual(b);
    expect(reads("plants")).toBe(1);
  });

  it("hands out a fresh array of frozen items, so no caller can change what the next one reads", async () => {
    const plants = await localBackend.listPlants();
    const total = plants.length;
    plants.pop();
    plants.reverse();
    expect(() => {
      plants[0].name = "changed";
    }).toThrow(TypeError);
    const tree = await localBackend.listCategories();
    expect(() => tree[0].children.push({ id: 0, name: "x", children: [] })).toThrow(TypeError);
    const again = await localBackend.listPlants();
    expect(again).toHaveLength(total);
    expect(again[0].name).not.toBe("changed");
  });
});

describe("solution query cache", () => {
  it("answers the same search again from memory, and a write to the solutions makes it fresh", async () => {
    const query = { search: "Corrosion", page: 1, page_size: 5 };
    const first = await localBackend.listSolutions(query);
    const renamed = first.results[0];
    // A change the version does not see (its trigger off) is not seen either: the page comes from memory.
    await foreignWrite(sql`alter table solutions disable trigger solutions_catalog_version`);
    await foreignWrite(sql`update solutions set name = ${`${renamed.name} Renamed`} where id = ${renamed.id}`);
    await foreignWrite(sql`alter table solutions enable trigger solutions_catalog_version`);
    // The same search, spelled with other capitals: the same normalised key.
    const second = await localBackend.listSolutions({ ...query, search: "corrosion" });
    expect(second).toEqual(first);
    // A copy: changing what a caller got does not change the next caller's page.
    second.results.pop();
    expect((await localBackend.listSolutions(query)).results).toHaveLength(first.results.length);

    // Any write the trigger sees makes the next read fresh.
    await foreignWrite(sql`update solutions set name = name where id = ${renamed.id}`);
    const after = await localBackend.listSolutions(query);
    expect(after.results.map((s) => s.name)).toContain(`${renamed.name} Renamed`);
    await foreignWrite(sql`update solutions set name = ${renamed.name} where id = ${renamed.id}`);
  });
});

describe("one catalog_version read per request", () => {
  it("asks the version once however many cached lists a request reads, and afresh in the next request", async () => {
    const { withRequestVersion } = await import("~/db/catalog-cache.server");
    await localBackend.listCategories();
    sent = [];
    await withRequestVersion(async () => {
      await localBackend.listCategories();
      await localBackend.listProcesses();
      await localBackend.listPlants();
      await localBackend.listSolutions({ page: 1, page_size: 5 });
    });
    expect(reads("catalog_version")).toBe(versionReads(1));
    // A write by another process after the request read the version shows in the next request.
    await foreignWrite(sql`insert into categories (name) values ('Request-scoped version')`);
    sent = [];
    const names = await withRequestVersion(async () => (await localBackend.listCategories()).map((c) => c.name));
    expect(names).toContain("Request-scoped version");
    expect(reads("catalog_version")).toBe(1);
  });
});

describe("the page cache's version read serves the request's catalogue", () => {
  it("takes a version read made in the request as the request's own, and never replaces one it has", async () => {
    const { adoptRequestVersion, withRequestVersion } = await import("~/db/catalog-cache.server");
    await localBackend.listCategories();
    const current = await version();
    sent = [];
    await withRequestVersion(async () => {
      adoptRequestVersion(database.db, current);
      await localBackend.listCategories();
      await localBackend.listSolutions({ page: 1, page_size: 5 });
      // The request has its read: a later one offered (an older version) is not taken.
      adoptRequestVersion(database.db, current - 1);
      await localBackend.listProcesses();
    });
    expect(reads("catalog_version")).toBe(0);
    expect(reads("categories")).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)("on PostgreSQL, pages arriving together share the page cache's reads with their loaders", async () => {
    const { withRequestVersion } = await import("~/db/catalog-cache.server");
    const { readCatalogVersion } = await import("~/utils/db-health.server");
    await localBackend.listCategories();
    await foreignWrite(sql`insert into categories (name) values ('Read once per page')`);
    sent = [];
    // Three pages at once: the first starts a read, the two others wait for the next one and share it.
    const pages = await Promise.all(
      [0, 1, 2].map(() =>
        withRequestVersion(async () => {
          await readCatalogVersion();
          return (await localBackend.listCategories()).map((c) => c.name);
        }),
      ),
    );
    for (const names of pages) expect(names).toContain("Read once per page");
    // The page cache's two reads, and none of the loaders' own.
    expect(reads("catalog_version")).toBe(2);
  });
});
