/**
 * The technical properties' code lists (issue 41): the systems a solution works in, where it may be used, its
 * environmental grades, its injection points and the units of its dose ranges. The codes are what the database,
 * the URLs and /api/v1 carry; their English and Arabic labels are in locales/{en,ar}/technical.json. The problem
 * list is not here: it is data (the `problems` table), edited by staff in the trees editor.
 */

/** The fluid a product is dosed into. */
export const SYSTEMS = ["oil", "gas", "produced-water", "multiphase", "drilling-fluid", "cement-slurry"] as const;
export type SystemCode = (typeof SYSTEMS)[number];

/** Where a product may be used: offshore use needs a product qualified for discharge at sea. */
export const SITES = ["onshore", "offshore"] as const;
export type SiteCode = (typeof SITES)[number];

/**
 * Environmental grades. "low-toxicity": the product's grade is formulated for low aquatic toxicity (the LT grades);
 * "readily-biodegradable": its active components pass a ready-biodegradability test (OECD 301).
 */
export const ENVIRONMENTAL_GRADES = ["low-toxicity", "readily-biodegradable"] as const;
export type EnvironmentalGrade = (typeof ENVIRONMENTAL_GRADES)[number];

export const INJECTION_POINTS = [
  "downhole",
  "squeeze",
  "wellhead",
  "manifold",
  "flowline",
  "pipeline",
  "separator",
  "water-injection",
  "gas-contactor",
  "storage-tank",
  "overhead",
  "boiler-feedwater",
  "cooling-water",
  "mud-system",
  "cement-mix",
  "treatment-fluid",
] as const;
export type InjectionPoint = (typeof INJECTION_POINTS)[number];

/**
 * A dose range's unit. "ppm-v": parts per million by volume, litres of product per 10⁶ litres of fluid;
 * "mg-l": milligrams of product per litre of fluid (by weight), turned into a volume with the product's density.
 */
export const DOSE_UNITS = ["ppm-v", "mg-l"] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

/** The temperatures a finder or an editor accepts, °C: below the coldest storage, above the hottest well a product is rated for. */
export const TEMPERATURE_RANGE = { min: -60, max: 350 } as const;

/** A dose range's largest value in either unit (10 % of the fluid). */
export const MAX_DOSE = 100_000;

export function isCode<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}
