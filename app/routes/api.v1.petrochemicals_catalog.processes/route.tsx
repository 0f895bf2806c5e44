/** GET /api/v1/petrochemicals_catalog/processes/: the process tree. */
import { getBackend } from "~/backend/index.server";
import { apiList, bearerAuth, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => apiList(await getBackend(bearerAuth(request)).listProcesses()));

export const loader = route.loader;
export const action = route.action;
