/** GET /api/v1/job_board/vacancies/: `{status, message, data: [vacancies]}`, optionally of one department. */
import { VacanciesQuerySchema } from "~/backend/api-schemas";
import type { Vacancy } from "~/backend/contract";
import { PAGE_SIZE_MAX } from "~/backend/contract";
import { parseQuery } from "~/utils/api.server";
import { apiBackend, apiList, getOnly } from "~/utils/api-route.server";

const route = getOnly(async ({ request }) => {
  const { department } = parseQuery(request, VacanciesQuerySchema);
  const backend = apiBackend(request);
  // Spec §7 answers one data array, so every page is gathered.
  const all: Vacancy[] = [];
  for (let page = 1; ; page++) {
    const batch = await backend.listVacancies({ department, page, page_size: PAGE_SIZE_MAX });
    all.push(...batch.results);
    if (!batch.next || batch.results.length === 0) break;
  }
  return apiList(all);
});

export const loader = route.loader;
export const action = route.action;
