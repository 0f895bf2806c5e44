/** Home and search landing screen (spec §2): hero search, then the solution and plant finders; state in the URL. */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/i18n/link";
import { lazy, Suspense, useEffect } from "react";
import leafletStyles from "leaflet/dist/leaflet.css";
import clusterStyles from "react-leaflet-cluster/lib/assets/MarkerCluster.css";
import clusterDefaultStyles from "react-leaflet-cluster/lib/assets/MarkerCluster.Default.css";
import { pageBackend } from "~/backend/index.server";
import { HeroSearch } from "~/components/hero-search";
import { Pagination } from "~/components/pagination";
import { pageTitle } from "~/components/page-title";
import { fallbackTitle } from "~/i18n/meta";
import { GlobeIcon, SearchIcon } from "~/components/icons";
import { TabLinks, TabPanel } from "~/components/ui/tabs";
import { notify } from "~/components/flash-toast";
import { AboutBar } from "~/components/home/about-bar";
import { PlantCard, SolutionCard } from "~/components/home/cards";
import { FilterChips, FilterPanel } from "~/components/home/filter-panel";
import { homeHref, PAGE_SIZE, parseHomeState, tabHref, withoutOverlays } from "~/components/home/home-state";
import { MapPanel } from "~/components/home/map-panel";
import { getLikedIds, sessionLikes } from "~/models/likes.server";
import { getUserId } from "~/utils/auth.server";
import { getSession } from "~/utils/session.server";
import type { loader as rootLoader } from "~/root";
import { publicOrigin } from "~/utils/public-origin.server";
import { loadHome } from "./home-data.server";
import { cacheHeaders } from "~/utils/cache-headers.server";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath, unlocalizedPath } from "~/i18n/locales";
import { useT } from "~/i18n/react";

export const handle = { i18n: "home" };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: leafletStyles },
  { rel: "stylesheet", href: clusterStyles },
  { rel: "stylesheet", href: clusterDefaultStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle()) },
  ...(data ? [{ name: "description", content: data.meta.description }] : []),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const state = parseHomeState(url.searchParams);
  const liked = await getLikedIds(await getUserId(request), sessionLikes(await getSession(request)));
  const locale = localeOfPath(url.pathname);
  const data = await loadHome(pageBackend(request), state, liked, publicOrigin(), locale);
  const [common, t] = await Promise.all([getT(locale, "common"), getT(locale, "home")]);
  const meta = { title: common("siteName"), description: t("description") };
  // Likes are per visitor: never share a cached copy.
  return json({ state, meta, ...data }, { headers: cacheHeaders("per-visitor") });
}

function Pager({ page, hasNext, count, hrefFor }: { page: number; hasNext: boolean; count: number; hrefFor: (page: number) => string }) {
  const t = useT("home");
  return (
    <Pagination
      label={t("pages")}
      page={page}
      pageCount={Math.max(1, Math.ceil(count / PAGE_SIZE))}
      previousHref={page > 1 ? hrefFor(page - 1) : null}
      nextHref={hasNext ? hrefFor(page + 1) : null}
      className="mt-4"
    />
  );
}

// The dialogs open only when the address asks for one (a plant's details, its solutions, sharing, about): their
// code comes then, not with the page. The server renders them in place all the same (with or without JavaScript),
// and the browser hydrates them once their code is in.
const PlantDetailsDialog = lazy(() => import("~/components/home/plant-dialogs").then((module) => ({ default: module.PlantDetailsDialog })));
const PlantDrawer = lazy(() => import("~/components/home/plant-dialogs").then((module) => ({ default: module.PlantDrawer })));
const ShareDialog = lazy(() => import("~/components/share-dialog").then((module) => ({ default: module.ShareDialog })));
const AboutOverlay = lazy(() => import("~/components/home/about-overlay").then((module) => ({ default: module.AboutOverlay })));

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { state } = data;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const navigation = useNavigation();
  const location = useLocation();
  const t = useT("home");
  const loading = navigation.state === "loading" && unlocalizedPath(navigation.location.pathname) === "/";
  const plantTab = state.tab === "plant";
  const closeHref = homeHref(withoutOverlays(state));

  useEffect(() => {
    if (data.filterError) notify("error", data.filterError);
  }, [data.filterError, location.key]);

  const mobileButton = "inline-flex flex-1 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900";

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-16 text-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("heading")}</h1>
          <p className="max-w-2xl text-brand-50">{t("intro")}</p>
          <HeroSearch />
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-8 pt-4">
        <TabLinks
          label={t("tabs.label")}
          className="mb-4 border-b border-slate-200"
          items={[
            { id: "solution", label: t("tabs.solution"), href: tabHref("solution"), selected: !plantTab, icon: <SearchIcon /> },
            { id: "plant", label: t("tabs.plant"), href: tabHref("plant"), selected: plantTab, icon: <GlobeIcon /> },
          ]}
        />
        <TabPanel tabId={state.tab}>
          {state.panel !== "filter" ? (
            <div className="mb-4 flex gap-2 lg:hidden">
              <Link to={homeHref(state, { panel: "filter" })} preventScrollReset className={`${mobileButton} md:hidden`}>
                {t("mobile.filter")}
              </Link>
              {plantTab ? (
                <Link to={homeHref(state, { panel: "map" })} preventScrollReset className={mobileButton}>
                  {t("mobile.map")}
                </Link>
              ) : null}
            </div>
          ) : null}

          <div className={`grid gap-6 md:grid-cols-[16rem_1fr] ${plantTab ? "lg:grid-cols-[16rem_1fr_2fr] xl:grid-cols-[18rem_3fr_2fr]" : ""}`}>
            <FilterPanel state={state} groups={data.groups} openOnMobile={state.panel === "filter"} />

            <section aria-labelledby="results-title" className={state.panel === "filter" ? "max-md:hidden" : ""}>
              <h2 id="results-title" className="sr-only">
                {plantTab ? t("plants") : t("solutions")}
              </h2>
              <p role="status" className="min-h-6 text-sm font-medium text-slate-700">
                {loading ? t("loading") : ""}
              </p>
              {data.filterError ? (
                <noscript>
                  <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
                    {data.filterError}
                  </p>
                </noscript>
              ) : null}
              <FilterChips state={state} chips={data.chips} />
              {data.solutions ? (
                <>
                  {data.solutions.cards.length === 0 && !data.filterError ? <p className="text-slate-700">{t("noSolutions")}</p> : null}
                  <ul className="grid gap-4 xl:grid-cols-2">
                    {data.solutions.cards.map((solution) => (
                      <li key={solution.id}>
                        <SolutionCard solution={solution} state={state} />
                      </li>
                    ))}
                  </ul>
                  <Pager page={state.page} hasNext={data.solutions.hasNext} count={data.solutions.count} hrefFor={(page) => homeHref(withoutOverlays(state), { page })} />
                </>
              ) : null}
              {data.plants ? (
                <>
                  {data.plants.cards.length === 0 && !data.filterError ? <p className="text-slate-700">{t("noPlants")}</p> : null}
                  <ul className="grid gap-4">
                    {data.plants.cards.map((plant) => (
                      <li key={plant.id}>
                        <PlantCard plant={plant} state={state} selected={plant.id === data.plants?.selected?.id} />
                      </li>
                    ))}
                  </ul>
                  <Pager page={state.page} hasNext={data.plants.hasNext} count={data.plants.count} hrefFor={(page) => homeHref(withoutOverlays(state), { page, plant: null, listPage: null })} />
                </>
              ) : null}
            </section>

            {data.plants ? (
              <MapPanel view={data.plants} state={state} tileUrl={root?.env.MAP_TILE_URL ?? ""} />
            ) : null}
          </div>
        </TabPanel>
      </div>

      <AboutBar href={homeHref(withoutOverlays(state), { about: true })} />

      <Suspense fallback={null}>
        {data.details ? <PlantDetailsDialog view={data.details} closeHref={closeHref} /> : null}
        {data.drawer ? <PlantDrawer view={data.drawer} label={plantTab ? t("plants") : t("solutions")} closeHref={closeHref} /> : null}
        {data.share ? <ShareDialog url={data.share.url} title={data.share.title} closeHref={closeHref} /> : null}
        {state.about ? <AboutOverlay closeHref={closeHref} /> : null}
      </Suspense>
    </>
  );
}
