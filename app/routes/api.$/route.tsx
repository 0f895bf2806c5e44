/** Any other path under /api: a JSON 404 in the API's error shape, whatever the method. */
import { apiError } from "~/utils/api.server";

export const loader = async () => apiError(404, "Not found");
export const action = async () => apiError(404, "Not found");
