/**
 * A solution's technical properties (issue 41) as the public sees them, the plants that make or stock solutions,
 * nearest first from a point, and the point itself: a city or country from the lists (their stored coordinates) or
 * a latitude and longitude the visitor gave.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Plant, Technical } from "~/backend/contract";
import { cachedIndex } from "~/db/catalog-cache.server";
import { db } from "~/db/client.server";
import { locations, plantSolutions, problems, solutionProblems, solutions } from "~/db/schema";
import { DOSE_UNITS, ENVIRONMENTAL_GRADES, INJECTION_POINTS, isCode, SITES, SYSTEMS } from "~/content/technical";
import { inLocale, type Locale } from "~/i18n/locales";
import { nearestFirst, parsePoint, type Point } from "~/utils/geo";
import { listPlants } from "./plants.server";

type TechnicalColumns = {
  systems: string[];
  maxTemperatureC: number | null;
  injectionPoints: string[];
  environmentalGrades: string[];
  sites: string[];
};

export const technicalColumns = {
  systems: solutions.systems,
  maxTemperatureC: solutions.maxTemperatureC,
  injectionPoints: solutions.injectionPoints,
  environmentalGrades: solutions.environmentalGrades,
  sites: solutions.sites,
};

/** The stored codes the code lists know (a code removed from a list since is left out, not shown raw). */
export function toTechnical(row: TechnicalColumns, problemRows: Technical["problems"]): Technical {
  return {
    problems: problemRows,
    systems: row.systems.filter((c) => isCode(SYSTEMS, c)),
    max_temperature_c: row.maxTemperatureC,
    injection_points: row.injectionPoints.filter((c) => isCode(INJECTION_POINTS, c)),
    environmental_grades: row.environmentalGrades.filter((c) => isCode(ENVIRONMENTAL_GRADES, c)),
    sites: row.sites.filter((c) => isCode(SITES, c)),
  };
}

/** The problems a solution treats, in the problem list's order, with their dose ranges. */
export async function solutionProblemsOf(solutionId: number, locale: Locale): Promise<Technical["problems"]> {
  const d = await db();
  const rows = await d
    .select({
      id: problems.id,
      slug: problems.slug,
      name: problems.name,
      nameAr: problems.nameAr,
      doseMin: solutionProblems.doseMin,
      doseMax: solutionProblems.doseMax,
      doseUnit: solutionProblems.doseUnit,
    })
    .from(solutionProblems)
    .innerJoin(problems, eq(problems.id, solutionProblems.problemId))
    .leftJoin(sql`problems AS grp`, sql`grp.id = ${problems.parentId}`)
    .where(eq(solutionProblems.solutionId, solutionId))
    .orderBy(sql`coalesce(grp.position, -1)`, asc(problems.position), asc(problems.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: inLocale(locale, r.name, r.nameAr),
    dose: r.doseMin !== null && r.doseMax !== null && isCode(DOSE_UNITS, r.doseUnit) ? { min: r.doseMin, max: r.doseMax, unit: r.doseUnit } : null,
  }));
}

type PlantWithDistance = Plant & { distance_km: number | null };

/**
 * The published plants that make or stock each solution: nearest first from `from` (distance in whole km), or
 * without a point by country and name, as the plant list is ordered.
 */
export async function plantsMaking(solutionIds: readonly number[], from: Point | null, locale: Locale): Promise<Map<number, PlantWithDistance[]>> {
  const out = new Map<number, PlantWithDistance[]>();
  if (solutionIds.length === 0) return out;
  const d = await db();
  const [links, all] = await Promise.all([
    d
      .select({ solutionId: plantSolutions.solutionId, plantId: plantSolutions.plantId })
      .from(plantSolutions)
      .where(inArray(plantSolutions.solutionId, [...solutionIds])),
    listPlants(locale),
  ]);
  const byId = new Map(all.map((plant, order) => [plant.id, { plant, order }]));
  for (const id of solutionIds) out.set(id, []);
  for (const link of links) {
    const found = byId.get(link.plantId);
    if (found) out.get(link.solutionId)?.push({ ...found.plant, distance_km: null });
  }
  for (const [id, list] of out) {
    if (from) {
      const sorted = nearestFirst(from, list).map(({ distanceKm, ...plant }) => ({ ...plant, distance_km: distanceKm }));
      out.set(id, sorted);
    } else list.sort((a, b) => (byId.get(a.id)?.order ?? 0) - (byId.get(b.id)?.order ?? 0));
  }
  return out;
}

/** Where "nearest" is measured from: what the visitor chose, and how to name it. */
interface ChosenPoint {
  point: Point;
  /** "Muscat, Oman"; null for a point given by coordinates. */
  label: string | null;
  countryId: number | null;
  cityId: number | null;
}

type LocationPoint = { id: number; type: string; name: string; parentId: number | null; latitude: number | null; longitude: number | null };

async function locationIndex(locale: Locale): Promise<Map<number, LocationPoint>> {
  const d = await db();
  return cachedIndex(d, `location-points:${locale}`, async () => {
    const rows = await d
      .select({ id: locations.id, type: locations.type, name: locations.name, nameAr: locations.nameAr, parentId: locations.parentId, latitude: locations.latitude, longitude: locations.longitude })
      .from(locations)
      .where(inArray(locations.type, ["country", "city"]));
    return new Map(rows.map((r) => [r.id, { id: r.id, type: r.type, name: inLocale(locale, r.name, r.nameAr), parentId: r.parentId, latitude: r.latitude, longitude: r.longitude }]));
  });
}

const idOf = (value: string | null) => (value && /^[0-9]{1,9}$/.test(value) ? Number(value) : null);

/**
 * The point from a query string: `lat` and `lon` when both are given and on the globe; else `city` (a city of
 * `country` when that is given too); else `country` alone (its capital). Null when none is usable.
 */
export async function chosenPoint(params: URLSearchParams, locale: Locale): Promise<ChosenPoint | null> {
  const point = parsePoint(params.get("lat"), params.get("lon"));
  if (point) return { point, label: null, countryId: null, cityId: null };
  const index = await locationIndex(locale);
  const countryId = idOf(params.get("country"));
  const cityId = idOf(params.get("city"));
  const country = countryId !== null ? index.get(countryId) : undefined;
  const city = cityId !== null ? index.get(cityId) : undefined;
  if (city && city.type === "city" && city.parentId !== null && (!country || city.parentId === country.id) && city.latitude !== null && city.longitude !== null) {
    const parent = index.get(city.parentId);
    return { point: { latitude: city.latitude, longitude: city.longitude }, label: parent ? `${city.name}${locale === "ar" ? "، " : ", "}${parent.name}` : city.name, countryId: city.parentId, cityId: city.id };
  }
  if (country && country.type === "country" && country.latitude !== null && country.longitude !== null) {
    return { point: { latitude: country.latitude, longitude: country.longitude }, label: country.name, countryId: country.id, cityId: null };
  }
  return null;
}
