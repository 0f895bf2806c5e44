/** GET /api/v1/petrochemicals_catalog/plants/: all plants in geographic order, or plants filtered by processes and countries. */
import { PlantsQuerySchema } from "~/backend/api-schemas";
import { parseQuery } from "~/utils/api.server";
import { apiBackend, apiList, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => {
  const query = parseQuery(request, PlantsQuerySchema);
  const backend = apiBackend(request);
  // Without a filter the list is all plants, by country then name (geographic_order=true).
  const filtered = query.processes.length > 0 || query.country.length > 0;
  const plants = filtered ? await backend.filterPlants({ processes: query.processes, countries: query.country }) : await backend.listPlants();
  return apiList(plants);
});

export const loader = route.loader;
export const action = route.action;
