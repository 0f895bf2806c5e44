/** GET /api/v1/petrochemicals_catalog/categories/: the category tree. */
import { getBackend } from "~/backend/index.server";
import { apiList, bearerAuth, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => apiList(await getBackend(bearerAuth(request)).listCategories()));

export const loader = route.loader;
export const action = route.action;
