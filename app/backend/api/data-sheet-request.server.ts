/** The three request POSTs (MSDS, TDS, inquiry) share one handler: validate, check the solution, store, 201. */
import type { ActionFunctionArgs } from "@remix-run/node";
import type { DataSheetKind } from "~/backend/contract";
import { DataSheetRequestPayload, InquiryPayload } from "~/forms/data-sheet-request";
import { apiSender } from "~/utils/sender.server";
import { apiError } from "~/utils/api.server";
import { apiBackend, apiId, created, postOnly, readJsonBody } from "~/utils/api-route.server";

export function dataSheetRequestRoute(kind: DataSheetKind) {
  return postOnly(async ({ request, params }: ActionFunctionArgs) => {
    const solutionId = apiId(params.id, "Solution");
    const body = await readJsonBody(request, kind === "inquiry" ? InquiryPayload : DataSheetRequestPayload);
    const backend = apiBackend(request);
    if (!(await backend.getSolution(solutionId))) return apiError(404, "Solution not found");
    const key = request.headers.get("idempotency-key")?.slice(0, 100) || undefined;
    const result = await backend.requestDataSheet(kind, solutionId, body, key, await apiSender(request));
    return created(result.message);
  });
}
