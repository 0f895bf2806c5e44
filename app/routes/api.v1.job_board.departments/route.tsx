/** GET /api/v1/job_board/departments/: `{status, message, data: [departments]}`. */
import { getBackend } from "~/backend/index.server";
import { apiList, bearerAuth, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => apiList(await getBackend(bearerAuth(request)).listDepartments()));

export const loader = route.loader;
export const action = route.action;
