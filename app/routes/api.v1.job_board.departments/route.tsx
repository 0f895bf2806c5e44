/** GET /api/v1/job_board/departments/: `{status, message, data: [departments]}`. */
import { apiBackend, apiList, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => apiList(await apiBackend(request).listDepartments()));

export const loader = route.loader;
export const action = route.action;
