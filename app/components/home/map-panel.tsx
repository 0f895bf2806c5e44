/**
 * The map's place on the landing screen: a keyboard-usable list of the plants, a page at a time (all a visitor gets
 * without JavaScript; kept for screen readers with it), the Leaflet map loaded only after hydration and only where
 * it shows (right two-fifths from 1024 px, full screen below with ?panel=map), and the mobile controls.
 */
import { Link, useNavigate } from "~/i18n/link";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { ArrowLeftIcon, ChevronIcon, CloseIcon } from "~/components/icons";
import { Pagination } from "~/components/pagination";
import { useContentLanguage, useLocale, useT } from "~/i18n/react";
import { useMediaQuery } from "~/components/use-media-query";
import { useHydrated } from "~/utils/use-hydrated";
import { loadMarkers, MAP_LIST_SIZE, type MapPlant } from "~/components/map/plant-markers";
import { direction } from "~/i18n/locales";
import { ContentName } from "~/components/content-text";
import { homeHref, type HomeState } from "./home-state";

const PlantMap = lazy(() => import("~/components/map/plant-map.client"));

const WIDE_QUERY = "(min-width: 1024px)";

/** What the map panel needs from the page's data; the markers themselves are loaded by the map. */
export interface MapView {
  count: number;
  selected: MapPlant | null;
  /** The selected plant's place in the list (1-based) and its neighbours; previous and next wrap around. */
  position: number;
  previousId: number | null;
  nextId: number | null;
  /** One page of the plant list that stands in for the map. */
  list: { plants: MapPlant[]; page: number; pages: number };
  /** Where the map loads its markers; null when there are none. */
  markers: string | null;
}

function formatCoordinate(value: number, positive: string, negative: string) {
  return `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
}

function PlantList({ view, state, hidden }: { view: MapView; state: HomeState; hidden: boolean }) {
  const { plants, page, pages } = view.list;
  const t = useT("home");
  return (
    <div className={hidden ? "sr-only" : "h-full overflow-y-auto p-3"}>
      <h2 id="map-list-title" className="mb-2 text-base font-semibold text-slate-900">
        {t("map.listTitle")}
      </h2>
      {plants.length === 0 ? (
        <p className="text-sm text-slate-700">{t("map.empty")}</p>
      ) : (
        <ol aria-labelledby="map-list-title" className="space-y-1 text-sm">
          {plants.map((plant) => (
            <li key={plant.id}>
              <Link
                to={homeHref(state, { plant: plant.id, listPage: page })}
                replace
                preventScrollReset
                aria-current={plant.id === view.selected?.id || undefined}
                className={`block rounded px-2 py-1 hover:bg-brand-50 ${plant.id === view.selected?.id ? "bg-brand-50 font-semibold text-brand-900" : "text-slate-900"}`}
              >
                <ContentName name={plant.name} />
                <span className="block text-xs text-slate-700">
                  <ContentName name={plant.country} isolate /> ·{" "}
                  <bdi dir="ltr">
                    {formatCoordinate(plant.lat, t("map.north"), t("map.south"))}, {formatCoordinate(plant.lng, t("map.east"), t("map.west"))}
                  </bdi>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        compact
        label={t("map.listPages")}
        previousHref={page > 1 ? homeHref(state, { listPage: page - 1 }) : null}
        nextHref={page < pages ? homeHref(state, { listPage: page + 1 }) : null}
        previousLabel={t("map.previousPlants")}
        nextLabel={t("map.morePlants")}
        status={t("map.listStatus", { from: (page - 1) * MAP_LIST_SIZE + 1, to: (page - 1) * MAP_LIST_SIZE + plants.length, total: view.count })}
        className="mt-3"
      />
    </div>
  );
}

function PlantStepper({ view, state }: { view: MapView; state: HomeState }) {
  const { selected, previousId, nextId } = view;
  const t = useT("home");
  const content = useContentLanguage();
  if (!selected || previousId === null || nextId === null) return null;
  const step = "rounded-full border border-slate-300 p-2 text-slate-800 hover:bg-slate-100";
  return (
    <div className="flex items-center gap-2 border-t border-slate-200 bg-white p-3 lg:hidden">
      <Link to={homeHref(state, { plant: previousId, listPage: null })} replace preventScrollReset className={step} aria-label={t("map.previousPlant")}>
        <ChevronIcon className="size-5 rotate-180" />
      </Link>
      <div className="min-w-0 flex-1 text-center" aria-live="polite">
        <p className="truncate font-semibold text-slate-900" {...content(selected.name)}>
          {selected.name}
        </p>
        <p className="text-xs text-slate-700">
          <ContentName name={selected.country} isolate /> · {t("map.position", { position: view.position, total: view.count })}
        </p>
      </div>
      <Link to={homeHref(state, { plant: nextId, listPage: null })} replace preventScrollReset className={step} aria-label={t("map.nextPlant")}>
        <ChevronIcon />
      </Link>
    </div>
  );
}

export function MapPanel({ view, state, tileUrl }: { view: MapView; state: HomeState; tileUrl: string }) {
  const hydrated = useHydrated();
  const wide = useMediaQuery(WIDE_QUERY);
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const fullScreen = state.panel === "map";
  const showMap = hydrated && (wide || fullScreen);
  // Start the marker download while the map's code is still loading.
  useEffect(() => {
    if (showMap && view.markers) loadMarkers(view.markers).catch(() => undefined);
  }, [showMap, view.markers]);
  const onSelect = useCallback(
    (id: number) => navigate(homeHref(state, { plant: id, listPage: null }), { replace: true, preventScrollReset: true }),
    [navigate, state],
  );
  const onReady = useCallback(() => setReady(true), []);
  const t = useT("home");
  const common = useT("common");
  const rtl = direction(useLocale()) === "rtl";
  const headerLink = "inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";

  return (
    <section
      aria-label={t("map.label")}
      className={`${
        fullScreen ? "max-lg:fixed max-lg:inset-0 max-lg:z-40 max-lg:flex max-lg:flex-col" : "max-lg:hidden"
      } bg-white lg:sticky lg:top-4 lg:flex lg:h-[75vh] lg:flex-col lg:overflow-hidden lg:rounded-lg lg:border lg:border-slate-200`}
    >
      {fullScreen ? (
        <div className="flex items-center justify-between border-b border-slate-200 px-2 py-1 lg:hidden">
          <Link to={homeHref(state, { panel: null })} preventScrollReset className={headerLink}>
            <ArrowLeftIcon />
            {common("back")}
          </Link>
          <Link to={homeHref(state, { panel: "filter" })} preventScrollReset className={headerLink} aria-label={t("map.close")}>
            <CloseIcon />
          </Link>
        </div>
      ) : null}
      <div className="relative min-h-0 flex-1">
        <PlantList view={view} state={state} hidden={showMap && ready} />
        {showMap ? (
          <div className="absolute inset-0" data-testid="plant-map">
            <Suspense fallback={<p className="p-3 text-sm text-slate-700">{t("loading")}</p>}>
              <PlantMap
                markers={view.markers}
                selected={view.selected}
                tileUrl={tileUrl}
                onSelect={onSelect}
                onReady={onReady}
                labels={{ zoomIn: t("map.zoomIn"), zoomOut: t("map.zoomOut") }}
                rtl={rtl}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
      <PlantStepper view={view} state={state} />
    </section>
  );
}
