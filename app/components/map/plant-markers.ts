import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

/**
 * The plants the map shows: the shape its list and stepper use, and the compact markers it fetches from the
 * resource route `map.plants[.]json`, once per filter set and page life.
 */

/** Plants per page of the list that stands in for the map without JavaScript (and for screen readers with it). */
export const MAP_LIST_SIZE = 25;

export interface MapPlant {
  id: number;
  name: string;
  country: string;
  lat: number;
  lng: number;
}

/** One marker as the map loads it: [id, latitude, longitude, name]. Tuples keep 10,000 plants to a small download. */
export type MapMarker = [number, number, number, string];

/**
 * Where the map loads the markers for a set of filters (the resource route `map.plants[.]json`); `lang` names the
 * language of the plants' names when it is not English.
 */
export function markersHref(filters: { countries: number[]; processes: number[] }, locale: Locale = DEFAULT_LOCALE): string {
  const params = new URLSearchParams();
  for (const n of filters.countries) params.append("country", String(n));
  for (const n of filters.processes) params.append("process", String(n));
  if (locale !== DEFAULT_LOCALE) params.set("lang", locale);
  const query = params.toString();
  return `/map/plants.json${query ? `?${query}` : ""}`;
}

const loads = new Map<string, Promise<MapMarker[]>>();

/**
 * The markers for an address, fetched once per page life: selecting a plant or liking a card re-runs the page's
 * loader, but the map keeps the same array, so 10,000 markers are built once, not on every navigation.
 */
export function loadMarkers(href: string): Promise<MapMarker[]> {
  let load = loads.get(href);
  if (!load) {
    load = fetch(href, { headers: { Accept: "application/json" } }).then(async (response) => {
      if (!response.ok) throw new Error(`markers: HTTP ${response.status}`);
      return ((await response.json()) as { plants: MapMarker[] }).plants;
    });
    // A failed load may be retried by the next render (the database may be back).
    load.catch(() => loads.delete(href));
    loads.set(href, load);
  }
  return load;
}
