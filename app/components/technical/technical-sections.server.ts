/**
 * The solution page's technical sections (technical data, the dosage calculator, where it comes from) as finished
 * HTML, rendered on the server from the query string: the page shows it as it is and never hydrates it, so the
 * sections add nothing to its first-load JavaScript (the 90 KB budget). What the browser adds (the calculator's
 * answer as the visitor types, the city list narrowed to the country, "Use my location") is ./enhance.ts, loaded after.
 */
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Solution } from "~/backend/contract";
import { homeHref, parseHomeState } from "~/components/home/home-state";
import { CATALOGUES } from "~/i18n/i18n.server";
import { localizePath, type Locale } from "~/i18n/locales";
import { translate, type Messages, type Values } from "~/i18n/translate";
import { listCountriesWithCities } from "~/models/reference-lists.server";
import { chosenPoint, plantsMaking } from "~/models/technical.server";
import { parsePoint } from "~/utils/geo";
import { DosageCalculator } from "./dosage-calculator";
import { CALCULATOR_PARAMS, calculatorView, doseProblems, POINT_PARAMS, readCalculator } from "./dosage-state";
import type { EnhanceConfig } from "./enhance";
import { PlantsSection } from "./plants-section";
import { hasTechnicalData, TechnicalData } from "./technical-data";

/** What a carried or echoed parameter keeps: any real value, not a pasted page. */
const MAX_PARAM = 100;

const carried = (params: URLSearchParams, names: readonly string[]) =>
  names.flatMap((name) => {
    const value = params.get(name);
    return value ? [[name, value.slice(0, MAX_PARAM)] as const] : [];
  });

/** The product's density (kg/m³) from its hazard data's physical properties, where stated. */
function densityOf(solution: Solution): number | null {
  const hazards = solution.hazards;
  return hazards && "physical" in hazards ? (hazards.physical?.density_kg_m3 ?? null) : null;
}

export async function technicalSectionsHtml(solution: Solution, params: URLSearchParams, locale: Locale): Promise<string> {
  const messages = CATALOGUES[locale].technical;
  const t = (key: string, values?: Values) => translate(locale, messages, key, values);
  const page = localizePath(`/solution/${solution.id}`, locale);
  const density = densityOf(solution);
  const problems = doseProblems(solution.technical);
  const calculator = readCalculator(params, problems, density);

  const [from, countries] = await Promise.all([chosenPoint(params, locale), listCountriesWithCities(locale)]);
  const plants = (await plantsMaking([solution.id], from?.point ?? null, locale)).get(solution.id) ?? [];
  const lat = (params.get("lat") ?? "").slice(0, MAX_PARAM);
  const lon = (params.get("lon") ?? "").slice(0, MAX_PARAM);
  const pointError = (lat.trim() || lon.trim()) && !parsePoint(lat, lon) ? t("plants.pointInvalid") : null;
  const home = parseHomeState(new URLSearchParams("tab=plant"));

  const config: EnhanceConfig = {
    locale,
    page,
    density: calculator?.density ?? null,
    problems,
    messages: { calculator: messages.calculator, doseUnits: messages.doseUnits, doseRange: messages.doseRange, dose: messages.dose } as Messages,
  };
  return renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      hasTechnicalData(solution.technical) ? createElement(TechnicalData, { technical: solution.technical, t, problemHref: (slug) => localizePath(`/find/${slug}`, locale) }) : null,
      calculator
        ? createElement(DosageCalculator, { state: calculator, view: calculatorView(calculator, t, page), t, page, carry: carried(params, POINT_PARAMS), config: JSON.stringify(config) })
        : null,
      createElement(PlantsSection, {
        plants,
        from,
        countries,
        values: { country: from?.countryId ? String(from.countryId) : (params.get("country") ?? "").slice(0, MAX_PARAM), city: from?.cityId ? String(from.cityId) : "", lat, lon },
        pointError,
        t,
        page,
        carry: carried(params, CALCULATOR_PARAMS),
        plantHref: (id) => localizePath(homeHref(home, { plant: id }), locale),
        enhanced: true,
      }),
    ),
  );
}
