/** POST /api/v1/petrochemicals_catalog/solutions/{id}/inquiry/: the inquiry request of one solution. */
import { dataSheetRequestRoute } from "~/backend/api/data-sheet-request.server";

const route = dataSheetRequestRoute("inquiry");

export const loader = route.loader;
export const action = route.action;
