/** GET /api/v1/petrochemicals_catalog/processes/: the process tree. */
import { apiBackend, apiList, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => apiList(await apiBackend(request).listProcesses()));

export const loader = route.loader;
export const action = route.action;
