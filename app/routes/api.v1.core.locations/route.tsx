/** GET /api/v1/core/locations/: countries (optionally only those with plants) or the cities of one country. */
import { LocationsQuerySchema } from "~/backend/api-schemas";
import { parseQuery } from "~/utils/api.server";
import { apiBackend, apiList, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => {
  const query = parseQuery(request, LocationsQuerySchema);
  const backend = apiBackend(request);
  if (query.type === "country") return apiList(await backend.listCountries({ hasPlant: query.has_plant }));
  const parent = query.parent ?? "";
  // Spec §3: cities are looked up by country, by id or by the parent's name.
  let countryId = /^[1-9][0-9]{0,9}$/.test(parent) ? Number(parent) : undefined;
  if (countryId === undefined) {
    const wanted = parent.toLocaleLowerCase();
    countryId = (await backend.listCountries()).find((c) => c.name.toLocaleLowerCase() === wanted)?.id;
  }
  return apiList(countryId ? await backend.listCities(countryId) : []);
});

export const loader = route.loader;
export const action = route.action;
