/** The landing screen's data for one URL state: lists, filters, the selected plant, open dialogs, likes overlaid. */
import type { Backend } from "~/backend/backend";
import type { FilterNode, Plant, Solution } from "~/backend/contract";
import type { PlantCardData, SolutionCardData } from "~/components/home/cards";
import type { FilterChip, FilterGroup } from "~/components/home/filter-panel";
import { PAGE_SIZE, homeSearch, selectedFilterCount, withoutOverlays, type HomeState } from "~/components/home/home-state";
import type { MapView } from "~/components/home/map-panel";
import type { PlantView, RelatedSolution } from "~/components/home/plant-dialogs";
import { MAP_LIST_SIZE, markersHref, type MapPlant } from "~/components/map/plant-markers";
import type { LikedIds } from "~/models/likes.server";
import { htmlToText } from "~/utils/sanitize.server";
import { getT } from "~/i18n/i18n.server";
import { HAZARD_PARAM, hazardChoiceLabel } from "~/content/ghs/hazard-filter";
import { localizePath, type Locale } from "~/i18n/locales";
import { hazardSummaryOf } from "~/models/hazards.server";


const EXCERPT_LENGTH = 180;

export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length - 20)).trimEnd()}…`;
}

function toSolutionCard(solution: Solution, liked: LikedIds): SolutionCardData {
  return {
    id: solution.id,
    name: solution.name,
    commercial_name: solution.commercial_name,
    excerpt: excerpt(solution.description),
    is_bookmarked: liked.solution.has(solution.id),
    hazards: hazardSummaryOf(solution.hazards),
  };
}

function toPlantCard(plant: Plant, liked: LikedIds): PlantCardData {
  return {
    id: plant.id,
    name: plant.name,
    address: plant.address,
    website_url: plant.website_url,
    country: plant.country?.name ?? "",
    is_bookmarked: liked.plant.has(plant.id),
  };
}

function findNames(nodes: FilterNode[], ids: Set<number>, out: Map<number, string>) {
  for (const node of nodes) {
    if (ids.has(node.id)) out.set(node.id, node.name);
    findNames(node.children, ids, out);
  }
  return out;
}

function chipsFor(group: FilterGroup): FilterChip[] {
  const names = findNames(group.nodes, new Set(group.selected), new Map());
  return group.selected.filter((id) => names.has(id)).map((id) => ({ name: group.name, id, label: names.get(id)! }));
}

const toRelated = (solution: Solution): RelatedSolution => ({ id: solution.id, name: solution.name, commercial_name: solution.commercial_name });

async function plantView(backend: Backend, plant: Plant | null | undefined): Promise<PlantView | null> {
  if (!plant) return null;
  const related = await backend.listSolutions({ plants: plant.id, page: 1, page_size: 50 });
  return {
    plant: { id: plant.id, name: plant.name, address: plant.address, website_url: plant.website_url, country: plant.country?.name ?? "" },
    solutions: related.results.map(toRelated),
  };
}

const toMapPlant = (p: Plant): MapPlant => ({ id: p.id, name: p.name, country: p.country?.name ?? "", lat: p.latitude, lng: p.longitude });

export interface PlantsView extends MapView {
  cards: PlantCardData[];
  hasNext: boolean;
}

/**
 * Only what the page shows goes into the page: the cards, one page of the plant list and the selected plant. The map
 * loads its markers from `markers` after hydration, so 10,000 plants cost the page no more than 40 do.
 */
function plantsView(plantList: Plant[], state: HomeState, liked: LikedIds, locale: Locale): PlantsView {
  // The first plant is selected once the list loads (spec §4), unless the address names one.
  const named = state.plant === null ? -1 : plantList.findIndex((p) => p.id === state.plant);
  const index = Math.max(named, 0);
  const selected = plantList[index];
  const start = (state.page - 1) * PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(plantList.length / MAP_LIST_SIZE));
  const page = Math.min(state.listPage ?? Math.floor(index / MAP_LIST_SIZE) + 1, pages);
  const total = plantList.length;
  return {
    cards: plantList.slice(start, start + PAGE_SIZE).map((p) => toPlantCard(p, liked)),
    count: total,
    hasNext: start + PAGE_SIZE < total,
    selected: selected ? toMapPlant(selected) : null,
    position: selected ? index + 1 : 0,
    previousId: selected ? plantList[(index - 1 + total) % total].id : null,
    nextId: selected ? plantList[(index + 1) % total].id : null,
    list: { plants: plantList.slice((page - 1) * MAP_LIST_SIZE, page * MAP_LIST_SIZE).map(toMapPlant), page, pages },
    markers: total > 0 ? markersHref(state, locale) : null,
  };
}

export interface ShareView {
  url: string;
  title: string;
}

export async function loadHome(backend: Backend, state: HomeState, liked: LikedIds, origin: string, locale: Locale = "en") {
  const t = await getT(locale, "home");
  const common = await getT(locale, "common");
  const pressedWithNothing = state.filterPressed && selectedFilterCount(state) === 0;
  const filterError = pressedWithNothing ? t("filters.error") : null;
  const filtered = selectedFilterCount(state) > 0;

  let groups: FilterGroup[];
  let solutions: { cards: SolutionCardData[]; count: number; hasNext: boolean } | null = null;
  let plants: PlantsView | null = null;
  let plantList: Plant[] = [];

  if (state.tab === "solution") {
    const categories = await backend.listCategories();
    groups = [{ title: t("filters.category"), name: "category", nodes: categories, selected: state.categories }];
    if (pressedWithNothing) {
      solutions = { cards: [], count: 0, hasNext: false };
    } else {
      const page = await backend.listSolutions({
        page: state.page,
        page_size: PAGE_SIZE,
        ...(state.categories.length ? { categories: state.categories } : {}),
        ...(state.hazards.length ? { hazards: state.hazards } : {}),
      });
      solutions = { cards: page.results.map((s) => toSolutionCard(s, liked)), count: page.count ?? page.results.length, hasNext: page.next !== null };
    }
  } else {
    const [countries, processes] = await Promise.all([backend.listCountries({ hasPlant: true }), backend.listProcesses()]);
    groups = [
      { title: t("filters.country"), name: "country", nodes: countries.map((c) => ({ id: c.id, name: c.name, children: [] })), selected: state.countries },
      { title: t("filters.process"), name: "process", nodes: processes, selected: state.processes },
    ];
    plantList = pressedWithNothing
      ? []
      : filtered
        ? await backend.filterPlants({ countries: state.countries, processes: state.processes })
        : await backend.listPlants();
    plants = plantsView(plantList, state, liked, locale);
  }

  const findPlant = async (id: number | null) => (id === null ? null : (plantList.find((p) => p.id === id) ?? (await backend.getPlant(id))));
  const [drawer, details, share] = await Promise.all([
    state.drawer ? findPlant(state.plant).then((p) => plantView(backend, p)) : null,
    state.details !== null ? findPlant(state.details).then((p) => plantView(backend, p)) : null,
    shareView(backend, state, origin, locale, t("heading")),
  ]);

  return {
    groups,
    chips: [
      ...groups.flatMap(chipsFor),
      ...state.hazards.map((value): FilterChip => ({ name: HAZARD_PARAM, value, label: hazardChoiceLabel(value, common) })),
    ],
    filterError,
    solutions,
    plants,
    drawer,
    details,
    share,
  };
}

/** The address to share is in the page's language; `heading` titles the home page's own. */
async function shareView(backend: Backend, state: HomeState, origin: string, locale: Locale, heading: string): Promise<ShareView | null> {
  const url = (path: string) => origin + localizePath(path, locale);
  const target = state.share;
  if (!target) return null;
  if (target.kind === "solution") {
    const solution = await backend.getSolution(target.id);
    return solution ? { url: url(`/solution/${solution.id}`), title: solution.name } : null;
  }
  if (target.kind === "plant") {
    const plant = await backend.getPlant(target.id);
    return plant ? { url: url(`/?tab=plant&plant=${plant.id}`), title: plant.name } : null;
  }
  // The page itself, as it is now but without the share dialog open.
  return { url: url(`/${homeSearch(withoutOverlays(state))}`), title: heading };
}
