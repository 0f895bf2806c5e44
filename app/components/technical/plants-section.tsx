/**
 * "Where it comes from" (section "plants"): the plants that make or stock a solution, nearest first from a point the
 * visitor gives in a GET form (a country and city from the lists, or a latitude and longitude), else by country.
 * The city select holds every country's cities in groups, so one submit is enough without JavaScript; the page's
 * enhancer narrows it to the chosen country and adds "Use my location".
 */
import { buttonClass } from "~/components/ui/button";
import type { Point } from "~/utils/geo";
import type { Translate } from "./dosage-state";
import { Carried, controlClass, describedBy, Field, headingClass, linkClass, sectionClass } from "./fields";

interface PlantRow {
  id: number;
  name: string;
  country?: { id: number; name: string } | null;
  distance_km: number | null;
}

interface CountryCities {
  id: number;
  name: string;
  cities: { id: number; name: string }[];
}

interface Props {
  plants: readonly PlantRow[];
  /** Where the distances are from; null lists the plants by country. */
  from: { point: Point; label: string | null } | null;
  countries: readonly CountryCities[];
  /** The form's values: the chosen country and city, the typed coordinates. */
  values: { country: string; city: string; lat: string; lon: string };
  /** The message for coordinates that are not a point on the globe. */
  pointError?: string | null;
  t: Translate;
  /** The page's address in its language (the form's action, with `#<id>`). */
  page: string;
  /** The calculator's values, kept when this form is sent. */
  carry?: readonly (readonly [string, string])[];
  /** A plant on the home page's map. */
  plantHref: (id: number) => string;
  /** Marks the form for ./enhance.ts. */
  enhanced?: boolean;
  id?: string;
}

const degrees = (value: number) => value.toLocaleString("en", { maximumFractionDigits: 4 });

export function PlantsSection({ plants, from, countries, values, pointError, t, page, carry = [], plantHref, enhanced = false, id = "plants" }: Props) {
  const fid = (name: string) => `${id}-${name}`;
  const distance = (plant: PlantRow) =>
    plant.distance_km === null ? null : <span className="ms-2 whitespace-nowrap text-slate-700">{t("plants.distance", { value: plant.distance_km.toLocaleString("en") })}</span>;
  const plantLink = (plant: PlantRow) => (
    <a href={plantHref(plant.id)} className={linkClass}>
      {plant.name}
    </a>
  );
  return (
    <section id={id} aria-labelledby={fid("heading")} className={sectionClass}>
      <h2 id={fid("heading")} className={headingClass}>
        {t("plants.heading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("plants.intro")}</p>
      {plants.length === 0 ? (
        <p className="mt-4 text-slate-800">{t("plants.none")}</p>
      ) : (
        <>
          <PointForm countries={countries} values={values} pointError={pointError} t={t} action={`${page}#${id}`} carry={carry} enhanced={enhanced} id={id} />
          <p className="mt-6 font-medium text-slate-800">
            {from
              ? from.label
                ? t("plants.nearestFrom", { place: from.label })
                : t("plants.nearestFromPoint", { latitude: degrees(from.point.latitude), longitude: degrees(from.point.longitude) })
              : t("plants.byCountry")}
          </p>
          {from ? (
            <ol className="mt-2 space-y-1 text-slate-800">
              {plants.map((plant) => (
                <li key={plant.id}>
                  {plantLink(plant)}
                  {plant.country ? <span className="ms-2 text-slate-700">{plant.country.name}</span> : null}
                  {distance(plant)}
                </li>
              ))}
            </ol>
          ) : (
            <ByCountry plants={plants} plantLink={plantLink} />
          )}
        </>
      )}
    </section>
  );
}

interface PointFormProps {
  countries: readonly CountryCities[];
  values: { country: string; city: string; lat: string; lon: string };
  pointError?: string | null;
  t: Translate;
  /** Where the form goes, with its fragment. */
  action: string;
  /** The page's other values, kept when this form is sent. */
  carry?: readonly (readonly [string, string])[];
  enhanced?: boolean;
  /** Prefixes the fields' ids. */
  id: string;
  className?: string;
}

/**
 * The point form (GET): a country and a city from the lists, or a latitude and longitude; with the enhancer, the city
 * list narrowed to the country and "Use my location". The solution page's plants section and the finder share it.
 */
export function PointForm({ countries, values, pointError, t, action, carry = [], enhanced = false, id, className = "mt-4" }: PointFormProps) {
  const fid = (name: string) => `${id}-${name}`;
  return (
    <form method="get" action={action} noValidate className={`grid gap-4 sm:grid-cols-2 ${className}`} data-plants={enhanced ? "" : undefined}>
      <Carried values={carry} />
      <Field id={fid("country")} name="country" label={t("plants.country")}>
        <select id={fid("country")} name="country" defaultValue={values.country} className={controlClass()}>
          <option value="">{t("plants.anyCountry")}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fid("city")} name="city" label={t("plants.city")}>
        <select id={fid("city")} name="city" defaultValue={values.city} className={controlClass()}>
          <option value="">{t("plants.anyCity")}</option>
          {countries
            .filter((country) => country.cities.length > 0)
            .map((country) => (
              <optgroup key={country.id} label={country.name} data-country={country.id}>
                {country.cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {city.name}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
      </Field>
      <details className="sm:col-span-2" open={Boolean(values.lat || values.lon || pointError)}>
        <summary className="cursor-pointer text-sm font-medium text-brand-800">{t("plants.coordinates")}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Field id={fid("lat")} name="lat" label={t("plants.latitude")} error={pointError}>
            <input
              id={fid("lat")}
              name="lat"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.lat}
              className={controlClass(pointError)}
              aria-invalid={pointError ? true : undefined}
              aria-describedby={describedBy(fid("lat"), false, pointError)}
            />
          </Field>
          <Field id={fid("lon")} name="lon" label={t("plants.longitude")}>
            <input
              id={fid("lon")}
              name="lon"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.lon}
              className={controlClass(pointError)}
              aria-invalid={pointError ? true : undefined}
              aria-describedby={pointError ? `${fid("lat")}-error` : undefined}
            />
          </Field>
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" className={buttonClass("primary")}>
          {t("plants.sort")}
        </button>
        {/* Shown by the enhancer where the browser can tell its location. */}
        <button type="button" hidden className={buttonClass("secondary")} data-locate="">
          {t("plants.useLocation")}
        </button>
        <p role="status" className="text-sm text-slate-700" data-locate-status="" data-locating={t("plants.locating")} data-failed={t("plants.locationFailed")} />
      </div>
    </form>
  );
}

function ByCountry({ plants, plantLink }: { plants: readonly PlantRow[]; plantLink: (plant: PlantRow) => JSX.Element }) {
  const groups: { name: string; plants: PlantRow[] }[] = [];
  for (const plant of plants) {
    const name = plant.country?.name ?? "";
    const last = groups.at(-1);
    if (last && last.name === name) last.plants.push(plant);
    else groups.push({ name, plants: [plant] });
  }
  return (
    <div className="mt-2 space-y-3">
      {groups.map((group) => (
        <div key={group.name}>
          {group.name ? <h3 className="font-semibold text-slate-900">{group.name}</h3> : null}
          <ul className="mt-1 space-y-1 text-slate-800">
            {group.plants.map((plant) => (
              <li key={plant.id}>{plantLink(plant)}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
