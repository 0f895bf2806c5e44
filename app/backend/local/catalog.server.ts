/**
 * LocalBackend, catalogue calls: plants, solutions and reference lists, from app/models. The unfiltered lists
 * (all plants, the trees, countries, job functions) and solution pages come from the in-process catalogue cache.
 */
import { listCategories, listCities, listCountries, listJobFunctions, listProcesses } from "~/models/reference-lists.server";
import { filterPlants, getPlant, listPlants } from "~/models/plants.server";
import { getSolution, listSolutions } from "~/models/solutions.server";
import type { CatalogBackend } from "../backend";
import { PAGE_SIZE_DEFAULT } from "../contract";

export const localCatalog: CatalogBackend = {
  listPlants,
  filterPlants,
  getPlant,
  listSolutions: ({ page, page_size, ...filters }) => listSolutions({ ...filters, page: page ?? 1, pageSize: page_size ?? PAGE_SIZE_DEFAULT }),
  getSolution,
  listCategories,
  listProcesses,
  listCountries,
  listCities,
  listJobFunctions,
};
