/**
 * A problem's page in the finder (issue 41), /find/<slug>: the conditions form (system, temperature, site,
 * environmental constraint, and optionally the visitor's flow and place), and the solutions that fit, ranked, with
 * the reasons, the quantities and the nearest plants, on a map and in a list. Every step is this GET form, so each
 * state has its own address and the page works without JavaScript; with it, the results follow each choice without
 * a page load. The bare problem page (no conditions) is the one search engines index.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { Link, useNavigate } from "~/i18n/link";
import { ProblemList } from "~/components/finder/problem-list";
import { FinderResults, type FinderView, type FitPlant } from "~/components/finder/finder-results";
import type { MapPoint } from "~/components/finder/nearest-map.client";
import { pageTitle } from "~/components/page-title";
import { controlClass, describedBy, Field } from "~/components/technical/fields";
import { buttonClass } from "~/components/ui/button";
import { ENVIRONMENTAL_GRADES, isCode, SITES, SYSTEMS } from "~/content/technical";
import { finderHref, parseFinderQuery, type FinderQuery } from "~/forms/finder";
import { getT } from "~/i18n/i18n.server";
import { localeOfPath, localizePath } from "~/i18n/locales";
import { fallbackTitle } from "~/i18n/meta";
import { useLocalizePath, useT } from "~/i18n/react";
import { CONDITIONS, findProblem, findSolutions, listProblemGroups, type Condition } from "~/models/finder.server";
import { chosenPoint, plantsMaking } from "~/models/technical.server";
import { listCountriesWithCities } from "~/models/reference-lists.server";
import { PointForm } from "~/components/technical/plants-section";
import { useTechnicalEnhancer } from "~/components/technical/use-enhance";
import { FLOW_UNITS, MAX_FLOW } from "~/utils/dosage";
import { useHydrated } from "~/utils/use-hydrated";
import type { loader as rootLoader } from "~/root";

const NearestMap = lazy(() => import("~/components/finder/nearest-map.client"));

export const handle = { i18n: ["finder", "technical"] };

const PLANTS_PER_FIT = 3;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const slug = (params.problem ?? "").slice(0, 100);
  const [groups, problem, common, t, tt] = await Promise.all([
    listProblemGroups(locale),
    findProblem(slug, locale),
    getT(locale, "common"),
    getT(locale, "finder"),
    getT(locale, "technical"),
  ]);
  if (!problem) {
    return json(
      { found: false as const, groups, unknown: slug, meta: { title: `${t("title")} — ${common("siteName")}`, description: t("description"), indexed: false } },
      { status: 404 },
    );
  }
  const query = parseFinderQuery(url.searchParams);
  const [result, point, countries] = await Promise.all([
    findSolutions(problem, query.conditions, locale),
    chosenPoint(url.searchParams, locale),
    listCountriesWithCities(locale),
  ]);
  const made = await plantsMaking(
    result.fits.map((f) => f.id),
    point?.point ?? null,
    locale,
  );
  const plants: Record<string, FitPlant[]> = {};
  const onMap = new Map<number, MapPoint & FitPlant>();
  for (const [id, list] of made) {
    plants[String(id)] = list.slice(0, PLANTS_PER_FIT).map((p) => ({ id: p.id, name: p.name, country: p.country?.name ?? "", distanceKm: p.distance_km }));
    for (const p of list.slice(0, PLANTS_PER_FIT)) {
      onMap.set(p.id, { id: p.id, name: p.name, lat: p.latitude, lng: p.longitude, country: p.country?.name ?? "", distanceKm: p.distance_km });
    }
  }
  const mapPlants = [...onMap.values()].sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name));
  const values = query.values;
  const stated = {
    temperature: query.conditions.temperatureC !== undefined ? String(query.conditions.temperatureC) : null,
    system: query.conditions.system ? tt(`systems.${query.conditions.system}`) : null,
    site: query.conditions.site ? t(`siteWords.${query.conditions.site}`) : null,
    environment: query.conditions.environment ? tt(`grades.${query.conditions.environment}`) : null,
  };
  const conditionParam: Record<Condition, string> = { system: "system", temperature: "temperature", site: "site", environment: "environment" };
  const relaxHref = Object.fromEntries(CONDITIONS.map((c) => [c, localizePath(finderHref(problem.slug, values, [conditionParam[c]]), locale)]));
  const calculatorHref = Object.fromEntries(
    result.fits.map((fit) => {
      const calc = new URLSearchParams({ problem: problem.slug });
      if (query.flow) calc.set("flow", values.flow), calc.set("flow_unit", query.flow.unit);
      if (fit.dose) calc.set("dose", String(fit.dose.min)), calc.set("dose_unit", fit.dose.unit);
      return [String(fit.id), localizePath(`/solution/${fit.id}?${calc.toString()}#dosage`, locale)];
    }),
  );
  const conditionsText = [stated.system, stated.temperature ? `≤ ${stated.temperature} °C` : null, stated.site, stated.environment].filter(Boolean).join(", ");
  const inquiry = t("empty.inquiry", { problem: problem.name, conditions: conditionsText || t("empty.noConditions") });
  const view: FinderView = {
    problem: { slug: problem.slug, name: problem.name },
    result,
    plants,
    flow: query.flow ? { ...query.flow, text: query.flow.value.toLocaleString("en") } : null,
    stated,
    relaxHref,
    calculatorHref,
    inquiryHref: localizePath(`/contact-us?message=${encodeURIComponent(inquiry)}#contact-message`, locale),
    place: point ? (point.label ?? `${point.point.latitude}, ${point.point.longitude}`) : null,
  };
  const indexed = [...url.searchParams.keys()].length === 0;
  return json({
    found: true as const,
    groups,
    view,
    query: { values, ignored: query.ignored, errors: query.errors },
    point: point?.point ?? null,
    // Coordinates were typed but are not a point on the globe: said beside them.
    pointError: !point && (values.lat || values.lon) ? tt("plants.pointInvalid") : null,
    countries,
    mapPlants,
    meta: {
      title: `${t("problemTitle", { problem: problem.name })} — ${common("siteName")}`,
      description: t("problemDescription", { problem: problem.name }),
      indexed,
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => [
  { title: data?.meta.title ?? fallbackTitle({ location, matches }, pageTitle("Find by problem")) },
  { name: "description", content: data?.meta.description ?? "" },
  // A page with conditions is one of countless states of the same page: only the bare problem page is indexed.
  ...(data?.meta.indexed ? [] : [{ name: "robots", content: "noindex" }]),
];

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { found: true }>;

/**
 * The conditions' fields: plain controls (the solution pages' technical fields), not the form library's bound ones:
 * a GET form needs no client validation, and the library would add about 26 KB to the page's first load.
 */
function Select({ name, label, value, options, empty }: { name: string; label: string; value: string; options: { value: string; label: string }[]; empty?: string }) {
  const id = `finder-${name}`;
  return (
    <Field id={id} name={name} label={label}>
      <select id={id} name={name} defaultValue={value} className={controlClass()}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Text({ name, label, value, hint, error }: { name: string; label: string; value: string; hint?: string; error: string | null }) {
  const id = `finder-${name}`;
  return (
    <Field id={id} name={name} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={value}
        className={controlClass(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), error)}
      />
    </Field>
  );
}

function ConditionsForm({ data }: { data: Loaded }) {
  const t = useT("finder");
  const tt = useT("technical");
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { values, errors } = data.query;
  const flowUnit = isCode(FLOW_UNITS, values.flow_unit) ? values.flow_unit : "bbl-d";
  const temperatureError = errors.temperature ? t(`errors.${errors.temperature}` as "errors.temperatureNumber") : null;
  const flowError =
    errors.flow === "flowNumber"
      ? tt("calculator.errors.flowNumber")
      : errors.flow === "flowRange"
        ? tt("calculator.errors.flowRange", { max: MAX_FLOW[flowUnit].toLocaleString("en"), unit: tt(`calculator.flowUnits.${flowUnit}`) })
        : null;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // The fields are the form's own (uncontrolled): a state reached another way (a "relax" link, back, the map) writes
  // the address's values into them, except into the field the visitor is typing in.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const shown: Record<string, string> = { ...values, problem: data.view.problem.slug, flow_unit: flowUnit };
    for (const [name, value] of Object.entries(shown)) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.type !== "hidden" && field !== document.activeElement) field.value = value;
    }
  }, [values, data.view.problem.slug, flowUnit]);

  // With JavaScript, each choice goes straight to its address (no redirect through /find), replacing the state.
  const follow = (form: HTMLFormElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const fields = new FormData(form);
      const next = Object.fromEntries([...fields.entries()].map(([k, v]) => [k, String(v).trim()]));
      navigate(finderHref(String(next.problem || data.view.problem.slug), next), { replace: true, preventScrollReset: true });
    }, delay);
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={localize("/find")}
      className="mt-6 rounded-lg border border-slate-200 bg-sand-50 p-5"
      onChange={(event) => {
        const target = event.target as HTMLInputElement | HTMLSelectElement;
        follow(event.currentTarget, target.tagName === "SELECT" ? 0 : 600);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        follow(event.currentTarget, 0);
      }}
    >
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t("conditions.legend")}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Select
            name="problem"
            label={t("chooseProblem")}
            value={data.view.problem.slug}
            options={data.groups.flatMap((g) => g.problems.map((p) => ({ value: p.slug, label: `${g.name}: ${p.name}` })))}
          />
          <Select name="system" label={t("conditions.system")} value={values.system} empty={t("conditions.anySystem")} options={SYSTEMS.map((s) => ({ value: s, label: tt(`systems.${s}`) }))} />
          <Text name="temperature" label={t("conditions.temperature")} value={values.temperature} hint={t("conditions.temperatureHint")} error={temperatureError} />
          <Select name="site" label={t("conditions.site")} value={values.site} empty={t("conditions.anySite")} options={SITES.map((s) => ({ value: s, label: tt(`sites.${s}`) }))} />
          <Select
            name="environment"
            label={t("conditions.environment")}
            value={values.environment}
            empty={t("conditions.anyEnvironment")}
            options={ENVIRONMENTAL_GRADES.map((g) => ({ value: g, label: tt(`grades.${g}`) }))}
          />
        </div>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="font-semibold text-slate-900">{t("results.flowLegend")}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Text name="flow" label={t("results.flow")} value={values.flow} error={flowError} />
          <Select name="flow_unit" label={t("results.flowUnit")} value={flowUnit} options={FLOW_UNITS.map((u) => ({ value: u, label: tt(`calculator.flowUnits.${u}`) }))} />
        </div>
      </fieldset>
      {/* The point stays with the conditions: set from the map or the solution pages' place form. */}
      {(["country", "city", "lat", "lon"] as const).map((name) => (values[name] ? <input key={name} type="hidden" name={name} value={values[name]} /> : null))}
      <div className="mt-5 flex flex-wrap items-center gap-4">
        {/* Without JavaScript this sends the form; with it the results already follow every change. */}
        <button type="submit" className={buttonClass("primary")}>
          {t("conditions.submit")}
        </button>
        <Link to={`/find/${data.view.problem.slug}`} replace={hydrated} className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          {t("conditions.clear")}
        </Link>
      </div>
    </Form>
  );
}

function PlantsMap({ data }: { data: Loaded }) {
  const t = useT("finder");
  const tt = useT("technical");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const tileUrl = useRouteLoaderData<typeof rootLoader>("root")?.env.MAP_TILE_URL ?? "";
  const plants = useMemo(() => data.mapPlants, [data.mapPlants]);
  // Leaflet and its tiles load only when the map comes into view: most visits read the results above it.
  const box = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setInView(true), { rootMargin: "200px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, plants.length]);
  if (data.mapPlants.length === 0) return null;
  return (
    <section aria-labelledby="finder-map" className="mt-10">
      <h2 id="finder-map" className="text-xl font-semibold text-slate-900">
        {t("results.mapHeading")}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div ref={box} className="h-80 overflow-hidden rounded-lg border border-slate-200 bg-sand-50" data-testid="finder-map">
          {hydrated && inView && tileUrl ? (
            <Suspense fallback={null}>
              <NearestMap
                plants={plants}
                point={data.point}
                tileUrl={tileUrl}
                label={t("results.mapLabel")}
                onPick={(lat, lon) =>
                  navigate(finderHref(data.view.problem.slug, { ...data.query.values, country: "", city: "", lat: String(lat), lon: String(lon) }), {
                    replace: true,
                    preventScrollReset: true,
                  })
                }
              />
            </Suspense>
          ) : null}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t("results.mapList")}</h3>
          {hydrated ? <p className="text-sm text-slate-700">{t("results.mapPick")}</p> : null}
          <ol className="mt-2 space-y-1 text-sm">
            {data.mapPlants.map((plant) => (
              <li key={plant.id}>
                <bdi>{plant.name}</bdi> — {plant.distanceKm !== null ? tt("plants.distance", { value: plant.distanceKm.toLocaleString("en") }) : plant.country}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

const CONDITION_FIELDS = ["system", "temperature", "site", "environment", "flow", "flow_unit"] as const;

/** "Where are you?": the solution pages' point form, carrying the conditions; the enhancer adds "Use my location". */
function PlaceForm({ data }: { data: Loaded }) {
  const t = useT("finder");
  const tt = useT("technical");
  const localize = useLocalizePath();
  const root = useRef<HTMLElement>(null);
  useTechnicalEnhancer(root, data.view.problem.slug);
  const { values } = data.query;
  return (
    <section ref={root} id="finder-place" aria-labelledby="finder-place-heading" className="mt-6 rounded-lg border border-slate-200 p-5">
      <h2 id="finder-place-heading" className="text-lg font-semibold text-slate-900">
        {t("placeLegend")}
      </h2>
      <PointForm
        countries={data.countries}
        values={{ country: values.country, city: values.city, lat: values.lat, lon: values.lon }}
        pointError={data.pointError}
        t={tt as (key: string, values?: Record<string, unknown>) => string}
        action={localize(`/find/${data.view.problem.slug}#finder-results`)}
        carry={CONDITION_FIELDS.filter((name) => values[name]).map((name) => [name, values[name]] as const)}
        enhanced
        id="finder-place"
        className="mt-3"
      />
    </section>
  );
}

function Ignored({ ignored }: { ignored: FinderQuery["ignored"] }) {
  const t = useT("finder");
  const tt = useT("technical");
  if (ignored.length === 0) return null;
  const names: Record<FinderQuery["ignored"][number]["param"], string> = {
    system: t("conditions.system"),
    site: t("conditions.site"),
    environment: t("conditions.environment"),
    flow_unit: tt("calculator.flowUnit"),
  };
  const list = ignored.map((item) => t("ignoredItem", { name: names[item.param], value: item.value })).join(", ");
  return (
    <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
      {t("ignored", { list })}
    </p>
  );
}

export default function FindProblem() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const t = useT("finder");
  if (!data.found) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="text-3xl font-bold text-brand-900">{t("title")}</h1>
        <p role="alert" className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
          {t("unknownProblem", { value: data.unknown })}
        </p>
        <h2 className="mt-10 text-xl font-semibold text-slate-900">{t("chooseProblem")}</h2>
        <div className="mt-4">
          <ProblemList groups={data.groups} headingLevel={3} />
        </div>
      </div>
    );
  }
  const pending = navigation.state === "loading" && navigation.location.pathname.includes("/find/");
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p>
        <Link to="/find" className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          {t("otherProblems")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{t("problemTitle", { problem: data.view.problem.name })}</h1>
      <Ignored ignored={data.query.ignored} />
      <ConditionsForm data={data} />
      {/* A new point (the map, the form) renders the place form anew with it. */}
      <PlaceForm key={[data.query.values.country, data.query.values.city, data.query.values.lat, data.query.values.lon].join("|")} data={data} />
      <FinderResults view={data.view} pending={pending} />
      <PlantsMap data={data} />
    </div>
  );
}
