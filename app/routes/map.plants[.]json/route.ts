/**
 * The plant map's markers for a set of country/process filters, as compact [id, lat, lng, name] tuples. The map
 * loads them once per filter set after hydration, so the landing page itself ships only the cards and one page of
 * the plant list, however many plants there are. Public, with an ETag: the same filters give the same bytes.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createHash } from "node:crypto";
import { getBackend } from "~/backend/index.server";
import { localeOfQuery } from "~/i18n/locales";
import { parseHomeState } from "~/components/home/home-state";
import type { MapMarker } from "~/components/map/plant-markers";
import { etagMatches } from "~/utils/http-cache.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

// Six decimals are about 10 cm: more would only make the download bigger.
const round = (n: number) => Math.round(n * 1e6) / 1e6;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  params.set("tab", "plant");
  // The same parsing as the landing page: malformed or unknown ids are ignored, never an error.
  const { countries, processes } = parseHomeState(params);
  const backend = getBackend(undefined, localeOfQuery(params));
  const plants = countries.length + processes.length > 0 ? await backend.filterPlants({ countries, processes }) : await backend.listPlants();
  const markers: MapMarker[] = plants.map((p) => [p.id, round(p.latitude), round(p.longitude), p.name]);
  const body = JSON.stringify({ plants: markers });
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = { ...cacheHeaders("markers"), ETag: etag, Vary: "Accept-Encoding" };
  if (etagMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
}
