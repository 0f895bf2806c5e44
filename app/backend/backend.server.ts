/** The one seam between routes and data (DESIGN.md §1): routes call only this interface. */
import { db } from "~/db/client.server";
import { getSolutionById, type SolutionRecord } from "~/models/solutions.server";
import { getVacancyById, type VacancyRecord } from "~/models/vacancies.server";

export interface Backend {
  getSolution(id: number): Promise<SolutionRecord | null>;
  getVacancy(id: number): Promise<VacancyRecord | null>;
}

export const localBackend: Backend = {
  async getSolution(id) {
    return getSolutionById(await db(), id);
  },
  async getVacancy(id) {
    return getVacancyById(await db(), id);
  },
};

export function getBackend(): Backend {
  return localBackend;
}
