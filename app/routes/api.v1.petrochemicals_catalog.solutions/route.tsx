/** GET /api/v1/petrochemicals_catalog/solutions/: solutions paged, by plant, by categories, by hazard or by search. */
import { SolutionsQuerySchema } from "~/backend/api-schemas";
import { absolutePage, apiJson, parseQuery } from "~/utils/api.server";
import { apiBackend, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => {
  const query = parseQuery(request, SolutionsQuerySchema);
  const page = await apiBackend(request).listSolutions({
    page: query.page,
    page_size: query.page_size,
    plants: query.plants,
    categories: query.categories.length ? query.categories : undefined,
    search: query.search?.trim() || undefined,
    hazards: query.hazard.length ? query.hazard : undefined,
  });
  return apiJson(absolutePage(request, page));
});

export const loader = route.loader;
export const action = route.action;
