/** GET /api/v1/petrochemicals_catalog/solutions/{id}/: one solution, 404 for an unknown id. */
import { apiError, apiJson } from "~/utils/api.server";
import { apiBackend, apiId, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request, params }) => {
  const solution = await apiBackend(request).getSolution(apiId(params.id, "Solution"));
  if (!solution) return apiError(404, "Solution not found");
  return apiJson(solution);
});

export const loader = route.loader;
export const action = route.action;
