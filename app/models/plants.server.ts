/**
 * Production plants: all of them (cached), filtered by processes and countries, one by id; by country, then name. In
 * the language asked for: Arabic names and addresses where there are, sorted by the Arabic names.
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cachedIndex, cachedList, timedCatalogQuery } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import { locations, plants } from "~/db/schema";
import type { Plant } from "~/backend/contract";
import { compareIn, inLocale, type Locale } from "~/i18n/locales";
import { descendantIds, listProcesses } from "./reference-lists.server";

const country = alias(locations, "country");

const plantColumns = {
  id: plants.id,
  name: plants.name,
  nameAr: plants.nameAr,
  address: plants.address,
  addressAr: plants.addressAr,
  websiteUrl: plants.websiteUrl,
  email: plants.email,
  latitude: plants.latitude,
  longitude: plants.longitude,
  countryId: country.id,
  countryName: country.name,
  countryNameAr: country.nameAr,
};

type PlantRow = {
  id: number;
  name: string;
  nameAr: string | null;
  address: string;
  addressAr: string | null;
  websiteUrl: string;
  email: string | null;
  latitude: number;
  longitude: number;
  countryId: number;
  countryName: string;
  countryNameAr: string | null;
};

function toPlant(row: PlantRow, locale: Locale): Plant {
  return {
    id: row.id,
    name: inLocale(locale, row.name, row.nameAr),
    address: inLocale(locale, row.address, row.addressAr),
    website_url: row.websiteUrl,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    country: { id: row.countryId, name: inLocale(locale, row.countryName, row.countryNameAr) },
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

/** By country, then name, in the language's alphabetical order (English keeps the database's order). */
function byCountryAndName(locale: Locale, list: Plant[]): Plant[] {
  if (locale === "en") return list;
  return list.sort((a, b) => compareIn(locale, a.country?.name ?? "", b.country?.name ?? "") || compareIn(locale, a.name, b.name) || a.id - b.id);
}

/** Every plant, from the in-process catalogue cache while the catalogue is unchanged. */
export async function listPlants(locale: Locale = "en"): Promise<Plant[]> {
  return cachedList(await db(), `plants:${locale}`, async () => byCountryAndName(locale, (await plantQuery()).map((row) => toPlant(row, locale))));
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
 * plant list filtered in memory, so a filter costs the same however many plants match.
 */
export async function filterPlants(
  { processes: processIds = [], countries = [] }: { processes?: number[]; countries?: number[] },
  locale: Locale = "en",
): Promise<Plant[]> {
  // Spec §7: with neither filter the answer is an empty list.
  if (processIds.length === 0 && countries.length === 0) return [];
  return timedCatalogQuery(() => filteredPlants(processIds, countries, locale));
}

async function filteredPlants(processIds: number[], countries: number[], locale: Locale): Promise<Plant[]> {
  let list = await listPlants(locale);
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

export async function getPlant(id: number, locale: Locale = "en"): Promise<Plant | null> {
  const [row] = await plantQuery(eq(plants.id, id));
  return row ? toPlant(row, locale) : null;
}
