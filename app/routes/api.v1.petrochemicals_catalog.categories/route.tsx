/** GET /api/v1/petrochemicals_catalog/categories/: the category tree. */
import { apiBackend, apiList, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => apiList(await apiBackend(request).listCategories()));

export const loader = route.loader;
export const action = route.action;
