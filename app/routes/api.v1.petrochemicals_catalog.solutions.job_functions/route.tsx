/** GET /api/v1/petrochemicals_catalog/solutions/job_functions/: the job functions of the request form. */
import { getBackend } from "~/backend/index.server";
import { apiList, bearerAuth, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => apiList(await getBackend(bearerAuth(request)).listJobFunctions()));

export const loader = route.loader;
export const action = route.action;
