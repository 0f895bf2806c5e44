/**
 * Great-circle distance between two points given in WGS 84 degrees, by the haversine formula on a sphere of the
 * mean Earth radius R₁ = 6,371.0088 km (IUGG; H. Moritz, "Geodetic Reference System 1980", Bulletin Géodésique 54,
 * 1980). The sphere is within 0.5 % of the ellipsoid's distance: enough to order plants and say "about 240 km".
 */
const EARTH_MEAN_RADIUS_KM = 6371.0088;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude and longitude as typed or carried in a URL: both present, numbers, on the globe; else null. */
export function parsePoint(latitude: unknown, longitude: unknown): Point | null {
  if (typeof latitude !== "string" || typeof longitude !== "string" || !latitude.trim() || !longitude.trim()) return null;
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { latitude: lat, longitude: lon };
}

/** Plants (or anything with a point) nearest first, each with its distance in whole km; ties by name. */
export function nearestFirst<T extends Point & { name: string }>(from: Point, items: readonly T[]): (T & { distanceKm: number })[] {
  return items
    .map((item) => ({ ...item, distanceKm: Math.round(greatCircleKm(from, item)) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name, "en"));
}
