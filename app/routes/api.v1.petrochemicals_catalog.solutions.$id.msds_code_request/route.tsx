/** POST /api/v1/petrochemicals_catalog/solutions/{id}/msds_code_request/: the MSDS request of one solution. */
import { dataSheetRequestRoute } from "~/backend/api/data-sheet-request.server";

const route = dataSheetRequestRoute("msds");

export const loader = route.loader;
export const action = route.action;
