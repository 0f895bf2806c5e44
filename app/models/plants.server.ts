/** Production plants: all of them (cached), filtered by processes and countries, one by id; by country, then name. */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cachedIndex, cachedList, timedCatalogQuery } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import { locations, plants } from "~/db/schema";
import type { Plant } from "~/backend/contract";
import { descendantIds, listProcesses } from "./reference-lists.server";

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

/** Process id → the plants linked to it directly; built once per catalogue change, like the plant list. */
async function plantsByProcess(): Promise<Map<number, number[]>> {
  const d = await db();
  return cachedIndex(d, "plantsByProcess", async () => {
    const { rows } = (await d.execute(
      sql`SELECT process_id, string_agg(plant_id::text, ',') AS ids FROM plant_processes GROUP BY process_id`,
    )) as unknown as { rows: { process_id: number; ids: string }[] };
    return new Map(rows.map((row) => [Number(row.process_id), row.ids.split(",").map(Number)]));
  });
}

/**
 * Plants with any of the processes (a parent process includes its children) and in any of the countries: the cached
 * plant list filtered in memory, so a filter costs the same however many plants match (issue 18).
 */
export async function filterPlants({ processes: processIds = [], countries = [] }: { processes?: number[]; countries?: number[] }): Promise<Plant[]> {
  // Spec §7: with neither filter the answer is an empty list.
  if (processIds.length === 0 && countries.length === 0) return [];
  return timedCatalogQuery(() => filteredPlants(processIds, countries));
}

async function filteredPlants(processIds: number[], countries: number[]): Promise<Plant[]> {
  let list = await listPlants();
  if (countries.length) {
    const wanted = new Set(countries);
    list = list.filter((plant) => plant.country && wanted.has(plant.country.id));
  }
  if (processIds.length) {
    const byProcess = await plantsByProcess();
    const wanted = new Set(descendantIds(await listProcesses(), processIds).flatMap((id) => byProcess.get(id) ?? []));
    list = list.filter((plant) => wanted.has(plant.id));
  }
  return list;
}

export async function getPlant(id: number): Promise<Plant | null> {
  const [row] = await plantQuery(eq(plants.id, id));
  return row ? toPlant(row) : null;
}
