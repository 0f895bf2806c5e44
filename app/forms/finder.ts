/**
 * The finder's address (issue 41): /find/<problem>?system=&temperature=&site=&environment=&flow=&flow_unit= plus the
 * point (country, city, lat, lon, read by models/technical.server.ts). Every step is a GET form, so this is the
 * finder's one parser, on the server and in the browser: unknown codes are dropped and named, a temperature or flow
 * that is not a number or outside its physical range is refused with a message and not applied, and what was typed
 * is kept to fill the form again.
 */
import { ENVIRONMENTAL_GRADES, isCode, SITES, SYSTEMS, TEMPERATURE_RANGE, type EnvironmentalGrade, type SiteCode, type SystemCode } from "~/content/technical";
import { FLOW_UNITS, MAX_FLOW, parseNumber, type FlowUnit } from "~/utils/dosage";

export const FINDER_PARAMS = ["system", "temperature", "site", "environment", "flow", "flow_unit", "country", "city", "lat", "lon"] as const;

/** The message keys of finder.json / technical.json a refused value gets. */
export type FinderError = "temperatureNumber" | "temperatureRange" | "flowNumber" | "flowRange";

export interface FinderQuery {
  conditions: { system?: SystemCode; temperatureC?: number; site?: SiteCode; environment?: EnvironmentalGrade };
  flow: { value: number; unit: FlowUnit } | null;
  /** Values in the address that are not codes we know: the parameter and the value, to name on the page. */
  ignored: { param: "system" | "site" | "environment" | "flow_unit"; value: string }[];
  errors: { temperature?: FinderError; flow?: FinderError };
  /** What the form shows: the typed text of each field. */
  values: Record<(typeof FINDER_PARAMS)[number], string>;
}

/** The first value of a parameter, trimmed and bounded (an address may repeat a parameter or carry a long one). */
function first(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim().slice(0, 100);
}

export function parseFinderQuery(params: URLSearchParams): FinderQuery {
  const values = Object.fromEntries(FINDER_PARAMS.map((name) => [name, first(params, name)])) as FinderQuery["values"];
  const ignored: FinderQuery["ignored"] = [];
  const errors: FinderQuery["errors"] = {};
  const conditions: FinderQuery["conditions"] = {};

  const code = <T extends string>(param: "system" | "site" | "environment" | "flow_unit", list: readonly T[]): T | undefined => {
    const value = values[param];
    if (!value) return undefined;
    if (isCode(list, value)) return value;
    ignored.push({ param, value });
    values[param] = "";
    return undefined;
  };
  conditions.system = code("system", SYSTEMS);
  conditions.site = code("site", SITES);
  conditions.environment = code("environment", ENVIRONMENTAL_GRADES);

  if (values.temperature) {
    const temperature = parseNumber(values.temperature);
    if (!Number.isFinite(temperature)) errors.temperature = "temperatureNumber";
    else if (temperature < TEMPERATURE_RANGE.min || temperature > TEMPERATURE_RANGE.max) errors.temperature = "temperatureRange";
    else conditions.temperatureC = temperature;
  }

  const unit = code("flow_unit", FLOW_UNITS) ?? "bbl-d";
  let flow: FinderQuery["flow"] = null;
  if (values.flow) {
    const value = parseNumber(values.flow);
    if (!Number.isFinite(value)) errors.flow = "flowNumber";
    else if (value <= 0 || value > MAX_FLOW[unit]) errors.flow = "flowRange";
    else flow = { value, unit };
  }
  for (const key of Object.keys(conditions) as (keyof FinderQuery["conditions"])[]) if (conditions[key] === undefined) delete conditions[key];
  return { conditions, flow, ignored, errors, values };
}

/**
 * The finder's address for a problem and a set of values, without the empty ones (so the plain problem page has one
 * address, the one search engines index). `drop` leaves parameters out: a "relax" link drops one condition.
 */
export function finderHref(slug: string, values: Partial<Record<(typeof FINDER_PARAMS)[number], string>>, drop: readonly string[] = []): string {
  const params = new URLSearchParams();
  for (const name of FINDER_PARAMS) {
    const value = values[name];
    if (value && !drop.includes(name)) params.set(name, value);
  }
  // The flow's unit means nothing without a flow.
  if (!params.has("flow")) params.delete("flow_unit");
  const query = params.toString();
  return `/find/${encodeURIComponent(slug)}${query ? `?${query}` : ""}`;
}
