/** GET /api/v1/openapi.json: the OpenAPI 3.1 description of every /api/v1 call. */
import { openApiDocument } from "~/backend/openapi.server";
import { apiJson } from "~/utils/api.server";
import { getOnly } from "~/utils/api-route.server";
import { cacheHeaders } from "~/utils/cache-headers.server";

const route = getOnly(async () => apiJson(openApiDocument(), { headers: cacheHeaders("content") }));

export const loader = route.loader;
export const action = route.action;
