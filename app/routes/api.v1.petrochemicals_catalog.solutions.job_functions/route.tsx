/** GET /api/v1/petrochemicals_catalog/solutions/job_functions/: the job functions of the request form. */
import { apiBackend, apiList, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => apiList(await apiBackend(request).listJobFunctions()));

export const loader = route.loader;
export const action = route.action;
