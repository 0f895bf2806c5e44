/** POST /api/v1/petrochemicals_catalog/solutions/{id}/tds_code_request/: the TDS request of one solution. */
import { dataSheetRequestRoute } from "~/backend/api/data-sheet-request.server";

const route = dataSheetRequestRoute("tds");

export const loader = route.loader;
export const action = route.action;
