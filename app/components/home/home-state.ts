/** The landing screen's state, kept in the URL (DESIGN.md §4): parse a query string, and build links that change it. */
import { HAZARD_PARAM, readHazardFilter, type HazardFilterValue } from "~/content/ghs/hazard-filter";

type HomeTab = "solution" | "plant";
type MobilePanel = "filter" | "map" | null;

export interface HomeState {
  tab: HomeTab;
  categories: number[];
  /** The hazard filter's choices (solution tab): "not-classified" and pictogram codes, ORed. */
  hazards: HazardFilterValue[];
  countries: number[];
  processes: number[];
  /** "Filter" (Show results) was pressed: with nothing ticked that is the spec's error, not "all results". */
  filterPressed: boolean;
  page: number;
  /** The selected plant (map, drawer). */
  plant: number | null;
  /** The page of the map's plant list; by default the page that holds the selected plant. */
  listPage: number | null;
  panel: MobilePanel;
  /** The details drawer for the selected plant. */
  drawer: boolean;
  /** Plant detail dialog. */
  details: number | null;
  /** Share dialog: the page itself, or one card. */
  share: ShareTarget | null;
  about: boolean;
}

type ShareTarget = { kind: "page" } | { kind: "solution" | "plant"; id: number };

export const FILTER_ERROR = "Please select at least one item for the filter";

const MAX_IDS = 50;

function id(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}

function ids(params: URLSearchParams, name: string): number[] {
  const out = new Set<number>();
  for (const value of params.getAll(name)) {
    const n = id(value);
    if (n !== null) out.add(n);
    if (out.size >= MAX_IDS) break;
  }
  return [...out];
}

function shareTarget(value: string | null): ShareTarget | null {
  if (!value) return null;
  if (value === "1") return { kind: "page" };
  const match = /^(solution|plant)-(\d+)$/.exec(value);
  const n = match ? id(match[2]) : null;
  return match && n !== null ? { kind: match[1] as "solution" | "plant", id: n } : null;
}

/** Unknown or malformed values are ignored, never an error (a shared address may be old or hand-edited). */
export function parseHomeState(params: URLSearchParams): HomeState {
  const tab: HomeTab = params.get("tab") === "plant" ? "plant" : "solution";
  const panel = params.get("panel");
  const plantTab = tab === "plant";
  return {
    tab,
    categories: plantTab ? [] : ids(params, "category"),
    hazards: plantTab ? [] : readHazardFilter(params.getAll(HAZARD_PARAM).slice(0, MAX_IDS)).chosen,
    countries: plantTab ? ids(params, "country") : [],
    processes: plantTab ? ids(params, "process") : [],
    filterPressed: params.get("filter") === "1",
    page: Math.min(id(params.get("page")) ?? 1, 100_000),
    plant: plantTab ? id(params.get("plant")) : null,
    listPage: plantTab ? Math.min(id(params.get("list")) ?? 0, 100_000) || null : null,
    panel: panel === "filter" || panel === "map" ? panel : null,
    drawer: plantTab && params.get("drawer") === "1",
    details: plantTab ? id(params.get("details")) : null,
    share: shareTarget(params.get("share")),
    about: params.get("about") === "1",
  };
}

export function selectedFilterCount(state: HomeState) {
  return state.categories.length + state.hazards.length + state.countries.length + state.processes.length;
}

/** The query string for a state: defaults are left out so addresses stay short and stable. */
export function homeSearch(state: HomeState): string {
  const params = new URLSearchParams();
  if (state.tab === "plant") params.set("tab", "plant");
  for (const n of state.categories) params.append("category", String(n));
  for (const value of state.hazards) params.append(HAZARD_PARAM, value);
  for (const n of state.countries) params.append("country", String(n));
  for (const n of state.processes) params.append("process", String(n));
  if (state.filterPressed) params.set("filter", "1");
  if (state.page > 1) params.set("page", String(state.page));
  if (state.plant !== null) params.set("plant", String(state.plant));
  if (state.listPage !== null) params.set("list", String(state.listPage));
  if (state.panel) params.set("panel", state.panel);
  if (state.drawer) params.set("drawer", "1");
  if (state.details !== null) params.set("details", String(state.details));
  if (state.share) params.set("share", state.share.kind === "page" ? "1" : `${state.share.kind}-${state.share.id}`);
  if (state.about) params.set("about", "1");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A link to the landing screen with some of the state changed. */
export function homeHref(state: HomeState, changes: Partial<HomeState> = {}): string {
  return `/${homeSearch({ ...state, ...changes })}`;
}

/** The view without any dialog, drawer or overlay open: where "close" goes. */
export function withoutOverlays(state: HomeState): HomeState {
  return { ...state, drawer: false, details: null, share: null, about: false };
}

/** Switching tab resets the selected card, plant, filters and map view (spec §2). */
export function tabHref(tab: HomeTab): string {
  return tab === "plant" ? "/?tab=plant" : "/";
}

/** Cards per page (spec §9: page size default 10). */
export const PAGE_SIZE = 10;
