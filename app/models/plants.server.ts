/** Production plants: all of them (cached), filtered by processes and countries, one by id; by country, then name. */
import { and, asc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cachedList } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import { locations, plantProcesses, plants, processes } from "~/db/schema";
import type { Plant } from "~/backend/contract";
import { withDescendants } from "./reference-lists.server";

const country = alias(locations, "country");

const plantColumns = {
  id: plants.id,
  name: plants.name,
  address: plants.address,
  websiteUrl: plants.websiteUrl,
  email: plants.email,
  latitude: plants.latitude,
  longitude: plants.longitude,
  countryId: country.id,
  countryName: country.name,
};

type PlantRow = { id: number; name: string; address: string; websiteUrl: string; email: string | null; latitude: number; longitude: number; countryId: number; countryName: string };

function toPlant(row: PlantRow): Plant {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    website_url: row.websiteUrl,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    country: { id: row.countryId, name: row.countryName },
    is_bookmarked: false,
  };
}

/** What the public sees: published plants only. */
const isPublishedPlant = () => eq(plants.status, "published");

function plantQuery(where?: SQL) {
  return db().then((d) =>
    d
      .select(plantColumns)
      .from(plants)
      .innerJoin(country, eq(country.id, plants.countryId))
      .where(and(isPublishedPlant(), where))
      .orderBy(asc(country.name), asc(plants.name), asc(plants.id)),
  );
}

/** Every plant, from the in-process catalogue cache while the catalogue is unchanged. */
export async function listPlants(): Promise<Plant[]> {
  return cachedList(await db(), "plants", async () => (await plantQuery()).map(toPlant));
}

/** Plants with any of the processes (a parent process includes its children) and in any of the countries. */
export async function filterPlants({ processes: processIds = [], countries = [] }: { processes?: number[]; countries?: number[] }): Promise<Plant[]> {
  // Spec §7: with neither filter the answer is an empty list.
  if (processIds.length === 0 && countries.length === 0) return [];
  const d = await db();
  const conditions: SQL[] = [];
  if (countries.length) conditions.push(inArray(plants.countryId, countries));
  if (processIds.length) {
    const ids = await withDescendants(processes, processIds);
    conditions.push(
      exists(
        d
          .select({ one: sql`1` })
          .from(plantProcesses)
          .where(and(eq(plantProcesses.plantId, plants.id), inArray(plantProcesses.processId, ids.length ? ids : [-1]))),
      ),
    );
  }
  return (await plantQuery(and(...conditions))).map(toPlant);
}

export async function getPlant(id: number): Promise<Plant | null> {
  const [row] = await plantQuery(eq(plants.id, id));
  return row ? toPlant(row) : null;
}
