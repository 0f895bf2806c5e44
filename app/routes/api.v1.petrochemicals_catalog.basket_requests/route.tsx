/**
 * POST /api/v1/petrochemicals_catalog/basket_requests/: a whole quote basket sent as one request (issue 42), so an
 * owner's client can send what the /basket page sends. Same rules and reference (RFQ-YYYY-NNNNNN) as the page; the
 * Idempotency-Key header is the submission key, so a retried call answers the first call's reference.
 */
import { BASKET_MESSAGES, BasketRequestPayload } from "~/forms/basket";
import { UnavailableLines, storeBasketRequest } from "~/models/basket-requests.server";
import { lineFromInput } from "~/models/basket-lines";
import { countryExists } from "~/models/reference-lists.server";
import { apiError } from "~/utils/api.server";
import { created, postOnly, readJsonBody } from "~/utils/api-route.server";
import { apiSender } from "~/utils/sender.server";

const UNKNOWN_COUNTRY = "Please choose a country from the list";
const REPEATED_SOLUTION = "This solution is on another line already: send one line per solution";

/** Field errors keyed as zod keys them (`lines.2.solution`), for every line whose solution is in `ids`. */
function lineErrors(lines: readonly { solution: number }[], ids: readonly number[], message: string) {
  return Object.fromEntries(lines.flatMap((line, index) => (ids.includes(line.solution) ? [[`lines.${index}.solution`, [message]]] : [])));
}

const route = postOnly(async ({ request }) => {
  const body = await readJsonBody(request, BasketRequestPayload);
  // A basket holds one line per solution; a client repeating one would get two prices for the same thing.
  const seen = new Set<number>();
  const repeated = body.lines.flatMap((line, index) => (seen.has(line.solution) ? [index] : (seen.add(line.solution), [])));
  if (repeated.length) {
    return apiError(400, REPEATED_SOLUTION, Object.fromEntries(repeated.map((index) => [`lines.${index}.solution`, [REPEATED_SOLUTION]])));
  }
  // The country is a foreign key: an unknown id is the caller's mistake (400), not the database's (500).
  if (!(await countryExists(body.country))) return apiError(400, UNKNOWN_COUNTRY, { country: [UNKNOWN_COUNTRY] });
  const key = request.headers.get("idempotency-key")?.slice(0, 100) || undefined;
  const lines = body.lines.map((line) => ({ ...lineFromInput(line), quantity: line.quantity }));
  try {
    const reference = await storeBasketRequest(body, lines, key, await apiSender(request));
    return created(BASKET_MESSAGES.sent, reference);
  } catch (error) {
    // Nothing was stored: the call names each line whose solution is unknown or no longer published.
    if (error instanceof UnavailableLines) return apiError(404, "Solution not found", lineErrors(body.lines, error.solutionIds, BASKET_MESSAGES.unknownSolution));
    throw error;
  }
});

export const loader = route.loader;
export const action = route.action;
