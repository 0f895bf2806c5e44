/** RemoteBackend, catalogue calls: the exact GETs of spec §7 against API_BASE_URL. */
import { z } from "zod";
import type { CatalogBackend } from "../backend";
import { FilterNode, IdName, PAGE_SIZE_DEFAULT, Plant, Solution, paged } from "../contract";
import type { RemoteClient } from "./client.server";
import { sanitizeRichText } from "~/utils/sanitize.server";

const CATALOG = "v1/petrochemicals_catalog";

/** Lists arrive bare, as `results`, or wrapped in `data` (spec §3 "List responses hold data.results … or a data array"). */
function listOf<T extends z.ZodTypeAny>(item: T) {
  return z.union([
    z.array(item),
    z.object({ results: z.array(item) }).transform((b) => b.results),
    z.object({ data: z.array(item) }).transform((b) => b.data),
    z.object({ data: z.object({ results: z.array(item) }) }).transform((b) => b.data.results),
  ]);
}

/** The description is shown as HTML: sanitized here like the local catalogue's, whatever the remote API stored. */
const SafeSolution = Solution.transform((s) => ({ ...s, description: sanitizeRichText(s.description) }));

const SolutionPage = z.union([
  paged(SafeSolution),
  z.object({ data: paged(SafeSolution) }).transform((b) => b.data),
]);

export function remoteCatalog(client: RemoteClient): CatalogBackend {
  return {
    async listPlants() {
      return (await client.request("GET", `${CATALOG}/plants/`, { query: { geographic_order: true }, schema: listOf(Plant) })).body;
    },
    async filterPlants({ processes = [], countries = [] }) {
      // Spec §7: with neither filter it returns an empty list without calling.
      if (processes.length === 0 && countries.length === 0) return [];
      return (
        await client.request("GET", `${CATALOG}/plants/`, {
          query: { processes: processes.length ? processes : undefined, country: countries.length ? countries : undefined },
          schema: listOf(Plant),
        })
      ).body;
    },
    async getPlant(id) {
      const all = await this.listPlants();
      return all.find((plant) => plant.id === id) ?? null;
    },
    async listSolutions(query) {
      // Spec §7: a plant's solutions are skipped when there is no plant id (plants: 0 never reaches here).
      return (
        await client.request("GET", `${CATALOG}/solutions/`, {
          query: {
            page: query.page ?? 1,
            page_size: query.page_size ?? PAGE_SIZE_DEFAULT,
            plants: query.plants,
            categories: query.categories?.length ? query.categories : undefined,
            search: query.search || undefined,
            // The hazard filter is this site's addition to the spec's call: an API that does not know it answers unfiltered.
            hazard: query.hazards?.length ? query.hazards : undefined,
          },
          schema: SolutionPage,
        })
      ).body;
    },
    async getSolution(id) {
      try {
        const { body } = await client.request("GET", `${CATALOG}/solutions/${id}/`, {
          schema: z.union([SafeSolution, z.object({ data: SafeSolution }).transform((b) => b.data)]),
        });
        return body;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    async listCategories() {
      return (await client.request("GET", `${CATALOG}/categories/`, { schema: listOf(FilterNode) })).body;
    },
    async listProcesses() {
      return (await client.request("GET", `${CATALOG}/processes/`, { schema: listOf(FilterNode) })).body;
    },
    async listCountries(options) {
      return (
        await client.request("GET", "v1/core/locations/", {
          query: { type: "country", has_plant: options?.hasPlant ? true : undefined },
          schema: listOf(IdName),
        })
      ).body;
    },
    async listCities(countryId) {
      return (
        await client.request("GET", "v1/core/locations/", { query: { type: "city", parent: countryId }, schema: listOf(IdName) })
      ).body;
    },
    async listJobFunctions() {
      return (await client.request("GET", `${CATALOG}/solutions/job_functions/`, { schema: listOf(IdName) })).body;
    },
  };
}

export { listOf };
